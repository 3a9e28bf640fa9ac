package scenes

import (
	"aladdin/engine"
	"aladdin/scenes/gamelog"
)

// cue sounds an event's beat (its kind's cue).
func (t *Table) cue(e engine.Event) { t.play(kindOf(e).cue, e) }

// tell writes an event's log line and shows its caption, at the moment
// its kind says the board shows them (tellAt).
func (t *Table) tell(e engine.Event) {
	t.words.Describe(e)
	if k := kindOf(e); k.caption != nil {
		text, sp := k.caption(&t.words, e)
		t.board.CaptionOver(gamelog.Sentence(text), sp)
	}
}

// watches reports whether someone on view has a token on a space: the
// seat on screen, or, with nobody's private things on screen (hot-seat
// between turns), any person at the table. A table of bots alone is
// watched everywhere.
func (t *Table) watches(sp engine.Space) bool {
	v := &t.board.View
	if t.S.Viewer == engine.Spectator && t.S.Humans() == 0 {
		return true
	}
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if tv.Space != sp {
			continue
		}
		if int(tv.Seat) == t.S.Viewer || t.S.Viewer == engine.Spectator && t.S.IsHuman(int(tv.Seat)) {
			return true
		}
	}
	return false
}

// seqPos is a seat's place in the sequence order the board shows now: the
// camel's holder first, then clockwise (the engine's seqSeat).
func (t *Table) seqPos(seat int8) int {
	n := int(t.board.View.Players)
	if n <= 0 {
		return int(seat)
	}
	return ((int(seat)-int(t.board.View.Camel))%n + n) % n
}
