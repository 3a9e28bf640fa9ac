package game

import "aladdin/engine"

// Prompt is the decision the game waits on as the screen may show it,
// worked out once per decision: the session computes it again only when an
// action is applied or the seat on screen changes, and the screens read it
// instead of asking the rules several times a tick.
type Prompt struct {
	// Decision is who decides what: public, whoever is on screen.
	Decision engine.Decision
	// Viewer is the seat on screen it was worked out for.
	Viewer int
	// Over reports a finished game (Decision is then DecNone).
	Over bool
	// Handoff: the device must pass to Decision.Seat's person before the
	// decision may be shown (NeedsHandoff).
	Handoff bool
	// Yours: a person is to act and may be shown their choice now
	// (HumanToAct). Legal and View are empty otherwise: a bot's or a
	// hidden seat's options would tell what that seat holds.
	Yours bool
	// Legal lists what that person may do.
	Legal []engine.Action
	// View is what that person sees, for the advice in their dialogs.
	View engine.View

	applied int // the session's count of applied actions it was made at
}

// Prompt is the pending decision as the screen may show it (see Prompt).
// The session keeps it until an action is applied or the viewer changes;
// callers must not change it.
func (s *Session) Prompt() *Prompt {
	p := s.prompt
	if p != nil && p.applied == s.applied && p.Viewer == s.Viewer && p.Decision == s.st.Pending() {
		return p
	}
	p = &Prompt{Decision: s.st.Pending(), Viewer: s.Viewer, Over: s.st.Over(), applied: s.applied}
	p.Handoff = s.NeedsHandoff()
	p.Yours = s.HumanToAct()
	if p.Yours {
		p.Legal = s.st.Legal()
		s.st.ViewInto(int(p.Decision.Seat), &p.View)
		s.legalAsked++
	}
	s.prompt = p
	return p
}

// LegalAsked counts the times the session has asked the rules for the
// legal actions: once per decision a person on screen is to make.
func (s *Session) LegalAsked() int { return s.legalAsked }
