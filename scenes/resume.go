package scenes

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/lang"
	"aladdin/scenes/gamelog"
)

// restore puts a game resumed from the autosave back on the table as it
// was when it closed: the log rebuilt from the record (every line as the
// live game wrote it, private lines still their owner's), the round's
// gains for its summary, and whatever the screen had not finished showing
// (a tally, a round summary not yet closed) queued to show again.
func (t *Table) restore() {
	h, err := t.S.History()
	if err != nil {
		round := t.Game.Round()
		t.log.AddWords(-1, func() string {
			return lang.T("Game continued from the autosave (round %d); its earlier log could not be rebuilt.", round)
		})
		return
	}
	t.rebuildLog(h.Seen)
	t.board.View = h.View
	t.placeVizier()
	if p := t.S.TookBack - 1; p >= 0 {
		t.log.AddWords(p, func() string { return lang.T("%s takes back a move.", t.who(p)) })
	} else {
		t.log.AddWords(-1, func() string { return lang.T("Game continued from the autosave.") })
	}
	t.q.pending = append(t.q.pending, h.Unseen...)
	t.log.Forms = append(t.log.Forms, h.UnseenForms...) // log.go: their lines' private forms
}

// placeVizier stands the vizier where a display put on the table at once
// (not animated to) has him: at the space being tallied.
func (t *Table) placeVizier() {
	t.board.Tallying = t.board.View.Phase != engine.PhasePlace && t.board.View.Phase != engine.PhaseStart
	if t.board.Tallying && int(t.board.View.Tally) < engine.NumSpaces {
		t.board.VizierAt = assets.VizierPath(int(t.board.View.Tally))
	}
}

// rebuildLog feeds past events through the live log's own description
// (describe) and the round's tally of gains, in the order they happened.
func (t *Table) rebuildLog(events []engine.Event) {
	t.log = gamelog.Log{}
	for _, e := range events {
		t.words.Describe(e)
		t.round.note(e)
	}
}
