package scenes

import (
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
)

// TestGuardLineWaitsForTheTile: the log says the guard's strength only
// once its tile has turned to show it, never while it rises face down.
func TestGuardLineWaitsForTheTile(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	s := sessionWithEvents(t, 4, func(s *game.Session) bool { return s.Round() == 2 })
	ctx.Scenes.Switch(NewTable(ctx, s))
	tb := tableOf(t, ctx.Scenes.Current())
	logged := func() bool {
		for _, e := range tb.log.Entries {
			if strings.HasPrefix(e.Text, "The palace guard has strength") {
				return true
			}
		}
		return false
	}
	turning := 0
	for i := 0; i < 20000 && !logged(); i++ {
		tick(ctx)
		for j := range tb.q.active {
			k := &tb.q.active[j]
			if k.Ev.Type != engine.EvGuardRevealed {
				continue
			}
			p := k.Progress()
			switch {
			case p < board.GuardTurned && logged():
				t.Fatalf("the guard's strength is in the log at %.2f of its moment, before its tile turns (at %.2f)", p, board.GuardTurned)
			case p < board.GuardTurned:
				turning++
			case logged() && tb.modes.Tally.Name() != "tally-guard":
				t.Fatalf("the guard's strength is logged while the tally shows %q, not the turned tile", tb.modes.Tally.Name())
			}
		}
	}
	if !logged() {
		t.Fatal("the guard's strength never reached the log")
	}
	if turning < 10 {
		t.Fatalf("the guard's tile turned for only %d ticks before its line", turning)
	}
}

// TestTellKeepsTheOrder: whatever the moment each event is told at, and
// whenever a Skip comes, every event of a tally is told once, in the
// order the queue plays them, and a line is never told before its kind's
// moment.
func TestTellKeepsTheOrder(t *testing.T) {
	rec := recordTally(t, 4, 3)
	for _, skipAt := range []int{-1, 0, 50, 400, 1500} {
		h := &headlessStage{view: rec.start, viewer: 0}
		var q animQueue
		ticks := 0
		for _, chunk := range rec.chunks {
			q.pending = append(q.pending, chunk...)
			for q.Busy() && !(q.Held() && allDone(&q)) {
				if ticks == skipAt {
					q.skip()
				}
				q.step(game.SpeedNormal, game.TickTime, h)
				for _, k := range q.active {
					if k.Told && k.T < k.TellAt {
						t.Fatalf("skip at %d: %v told at %v of its %v, before its moment %v", skipAt, k.Ev.Type, k.T, k.Dur, k.TellAt)
					}
				}
				h.now += game.TickTime
				ticks++
			}
		}
		var begun []engine.Event
		for _, b := range h.batches {
			begun = append(begun, b...)
		}
		if len(h.told) != len(begun) {
			t.Fatalf("skip at %d: %d events begun, %d told", skipAt, len(begun), len(h.told))
		}
		for i := range begun {
			if h.told[i] != begun[i] {
				t.Fatalf("skip at %d: event %d told is %v, but the queue played %v", skipAt, i, h.told[i].Type, begun[i].Type)
			}
		}
	}
}
