package game

import "aladdin/engine"

// "Don't ask me again this round" (decision D22): a person may stop being
// asked in reaction windows until the round ends; the session passes for
// them. Only reaction windows: their own placements and the decisions a
// spell forces on them are still theirs to make.

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
		if d.Type != engine.DecReact || !s.IsHuman(p) || p >= len(s.quiet) || s.quiet[p] != s.st.Round() {
			return
		}
		if s.record(passFor(p)) != nil {
			return
		}
	}
}
