package scenes

import (
	"strconv"
	"strings"

	"aladdin/engine"
)

// The display model is the View the board draws: it lags the engine's
// while events animate, and each event, as it finishes, advances it with
// the engine's own View.Apply. Once the queue drains it is exactly the
// engine's view for the viewer, so nothing is copied over it then. The
// engine's view is taken only when a new table starts (startDisplay) and
// when another player takes the device (the hand-off: that player's own
// cards and tokens were in no event the display followed).

// startDisplay sets a new table's display to the game as it stood before
// the events the session still holds for the screen (a new game's first
// ones, or every one when a test puts a played game on the table), and
// queues them: each action's events end with one EvPending, so they are
// the record's last actions', and the game is replayed to just before
// them. A resumed game's display is restore's (resume.go).
func (t *Table) startDisplay() {
	t.resync()
	if t.S.Resumed || !t.Game.HasEvents() {
		return
	}
	evs := t.Game.TakeEvents()
	t.q.pending = append(t.q.pending, evs...)
	k := 0
	for _, e := range evs {
		if e.Type == engine.EvPending {
			k++
		}
	}
	var before engine.View
	if t.S.ViewBefore(k, &before) != nil {
		return // cannot happen for a recorded game: the engine's view stands
	}
	t.board.View = before
	t.board.Tallying = t.board.View.Phase != engine.PhasePlace && t.board.View.Phase != engine.PhaseStart
}

// settled is the table's moment when the queue has drained: the display is
// the engine's view now, and the table reads the round's phase from it.
func (t *Table) settled() {
	t.board.Tallying = t.board.View.Phase != engine.PhasePlace && t.board.View.Phase != engine.PhaseStart
}

// traySummary lists the numerals of the tokens still behind the viewer's
// screen ("" when no seat's screen is shown), for the test probe.
func traySummary(v *engine.View, viewer int) string {
	if viewer < 0 || viewer >= int(v.Players) {
		return ""
	}
	var vals []string
	for i, behind := range v.Seats[viewer].Behind {
		if behind {
			vals = append(vals, strconv.Itoa(int(engine.Numeral(i))))
		}
	}
	return strings.Join(vals, " ")
}
