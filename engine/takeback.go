package engine

// revealsHidden marks the events that show the table something nobody
// knew: once one has happened, the moves before it can no longer be taken
// back (a player would replay them knowing more). A space's tally, a
// treasure card or the guard turned, a token turned face up, a spell card
// drawn, played or shuffled into a deck, a stack looked through.
var revealsHidden = [NumEventTypes]bool{
	EvCardRevealed:   true,
	EvSpaceBegan:     true,
	EvTokenRevealed:  true,
	EvGuardRevealed:  true,
	EvArtifactShown:  true,
	EvSpellsShuffled: true,
	EvSpellDrawn:     true,
	EvSpellGiven:     true,
	EvSpellKept:      true,
	EvSpellPlayed:    true,
	EvTokenFlipped:   true,
	EvStackSearched:  true,
}

// Reveals reports whether the event shows something that was hidden.
func (e Event) Reveals() bool { return e.Type < NumEventTypes && revealsHidden[e.Type] }

// SinceReveal replays actions from a new game of cfg and returns how many
// of them lead up to the last one whose events revealed something hidden
// (0 when none did): the actions from that index on revealed nothing, so
// taking them back leaves a game that is, bit for bit, the one in which
// they were never made.
func SinceReveal(cfg Config, actions []Action) (int, error) {
	s, err := New(cfg)
	if err != nil {
		return 0, err
	}
	since := 0
	buf := make([]Event, 0, 256)
	for i, a := range actions {
		if buf, err = s.Step(a, buf[:0]); err != nil {
			return 0, err
		}
		for _, e := range buf {
			if e.Reveals() {
				since = i + 1
				break
			}
		}
	}
	return since, nil
}
