package engine

// hiddenFacts are the parts of a game no seat sees whole: the spell cards
// in every hand, the spell deck's order and the artifact stacks. Only the
// external tests read them (nocheat_test.go), to check that the worlds a
// bot is shown side by side really differ there.
type hiddenFacts struct {
	Hands  [MaxPlayers]SpellSet
	Deck   [NumSpells]Spell
	Stacks [MaxRooms][StackSize]Artifact
}

func hiddenOf(s *State) hiddenFacts {
	return hiddenFacts{Hands: s.c.M.Hand, Deck: s.c.M.SpellDeck, Stacks: s.c.Stack}
}

// HiddenOf is hiddenOf for the external tests.
var HiddenOf = hiddenOf
