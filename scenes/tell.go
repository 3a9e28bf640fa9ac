package scenes

import (
	"aladdin/engine"
	"aladdin/scenes/gamelog"
)

// cue sounds an event's beat (its kind's cue).
func (t *stagehand) cue(e engine.Event) { t.play(kindOf(e).cue, e) }

// tell writes an event's log line and shows its caption, at the moment
// its kind says the board shows them (tellAt).
func (t *stagehand) tell(e engine.Event) {
	t.words.Describe(e)
	if k := kindOf(e); k.caption != nil {
		text, sp := k.caption(t.words, e)
		t.board.CaptionOver(gamelog.Sentence(text), sp)
	}
}

// watches reports whether someone on view has a token on a space: the
// seat on screen, or, with nobody's private things on screen (hot-seat
// between turns), any person at the table. A table of bots alone is
// watched everywhere.
func (t *stagehand) watches(sp engine.Space) bool {
	v := &t.board.View
	if t.Game.ViewerSeat() == engine.Spectator && t.Game.Humans() == 0 {
		return true
	}
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if tv.Space != sp {
			continue
		}
		if int(tv.Seat) == t.Game.ViewerSeat() || t.Game.ViewerSeat() == engine.Spectator && t.Game.IsHuman(int(tv.Seat)) {
			return true
		}
	}
	return false
}

// seqPos is a seat's place in the sequence order the board shows now: the
// camel's holder first, then clockwise (the engine's seqSeat).
func (t *stagehand) seqPos(seat int8) int {
	n := int(t.board.View.Players)
	if n <= 0 {
		return int(seat)
	}
	return ((int(seat)-int(t.board.View.Camel))%n + n) % n
}

// begin starts an event's animation as its kind says (events.go): sound
// and whatever else changes on the table as it starts (its log line and
// caption come at its tell). It returns the event's length and whether
// the queue holds at its end.
func (t *stagehand) begin(e engine.Event, first bool) (int, bool) {
	k := kindOf(e)
	own := t.ownMove && k.ownTicks > 0
	t.ownMove = false
	if first {
		t.board.Caption = ""
		t.play(k.sound, e) // a group sounds once
	}
	t.round.note(e)
	if k.begins != nil {
		k.begins(t, e)
	}
	if own {
		return k.ownTicks, k.holds
	}
	return k.ticks, k.holds
}

// finish applies an animated event to the display.
func (t *stagehand) finish(e engine.Event) {
	t.show(e)
	k := kindOf(e)
	t.play(k.landSound, e)
	if k.ends != nil {
		k.ends(t, e)
	}
}

// play sounds an event's sound, if it has one.
func (t *stagehand) play(s soundOf, e engine.Event) {
	if s == nil {
		return
	}
	if id, ok := s(e); ok {
		t.audio.Play(id)
	}
}

// show puts a finished event on the display. After a human's move in a
// hot-seat game the screen belongs to no one (the session redacts the
// events for the Spectator from then on): the display first drops what only
// the last player could see, as the engine's public view does.
func (t *stagehand) show(e engine.Event) {
	if t.Game.ViewerSeat() == engine.Spectator && t.board.View.Seat != engine.Spectator {
		t.board.View = t.board.View.Public()
	}
	t.board.View.Apply(e)
}
