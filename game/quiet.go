package game

import "aladdin/engine"

// "Don't ask me again this round" (decision D22): a person may stop being
// asked in reaction windows until the round ends; the session passes for
// them. Only reaction windows: their own placements and the decisions a
// spell forces on them are still theirs to make. The session also passes
// for a person whose only move is Pass: the engine asks on public facts
// (D36), a Lamp lit and a card in hand, even when no card can be played
// there, and a question with one answer is no question (and in hot-seat a
// hand-off for nothing).

// Quiet reports whether the seat on screen asked not to be asked again
// this round.
func (s *Session) Quiet() bool {
	return s.Viewer >= 0 && s.Viewer < len(s.quiet) && s.quiet[s.Viewer] == s.st.Round()
}

// SetQuiet turns "don't ask me again this round" on or off for the seat on
// screen; turned on while that seat is asked, it passes at once.
func (s *Session) SetQuiet(on bool) error {
	if s.Viewer < 0 || s.Viewer >= len(s.quiet) || !s.IsHuman(s.Viewer) {
		return nil
	}
	s.quiet[s.Viewer] = 0
	if on {
		s.quiet[s.Viewer] = s.st.Round()
	}
	if on && s.HumanToAct() && s.st.Pending().Type == engine.DecReact && int(s.st.Pending().Seat) == s.Viewer {
		return s.Submit(passFor(s.Viewer))
	}
	return nil
}

// onlyPass reports a legal list whose one move is Pass.
func onlyPass(legal []engine.Action) bool {
	return len(legal) == 1 && legal[0].Type == engine.ActPass
}

// passFor is seat's Pass in a reaction window.
func passFor(seat int) engine.Action {
	return engine.Action{Type: engine.ActPass, Seat: int8(seat)}.Canonical()
}

// autoPass answers the reaction windows of people who asked not to be
// asked this round.
func (s *Session) autoPass() {
	for !s.st.Over() {
		d := s.st.Pending()
		p := int(d.Seat)
		if d.Type != engine.DecReact || !s.IsHuman(p) || p >= len(s.quiet) {
			return
		}
		if s.quiet[p] != s.st.Round() && !onlyPass(s.st.Legal()) {
			return
		}
		if s.record(passFor(p)) != nil {
			return
		}
	}
}
