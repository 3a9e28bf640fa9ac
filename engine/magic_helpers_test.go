package engine

import (
	"slices"
	"testing"
)

// Helpers for magic scenario tests, in the style of helpers_test.go.

// newMagicRound starts a magic game (camel at seat 0, everyone with the
// starting treasure 1 crown, 1 pearl, 1 gem and a Lamp), at the first
// round's placement with empty caves. Each test lays out its own board.
func newMagicRound(t *testing.T, players int) *State {
	t.Helper()
	return roundWith(t, Config{Players: players, Seed: 42, FirstPlayer: 0, Magic: true})
}

// hand gives a seat spell cards, taken from the deck (or the discard).
func hand(t *testing.T, s *State, p int, spells ...Spell) {
	t.Helper()
	m := &s.c.M
	for _, sp := range spells {
		found := false
		for i := int8(0); i < m.DeckLen; i++ {
			if m.SpellDeck[i] == sp {
				copy(m.SpellDeck[i:], m.SpellDeck[i+1:m.DeckLen])
				m.DeckLen--
				m.SpellDeck[m.DeckLen] = 0
				found = true
				break
			}
		}
		if !found && m.Discard.Has(sp) {
			m.Discard &^= 1 << sp
			found = true
		}
		if !found {
			t.Fatalf("%v is not in the deck or the discard pile", sp)
		}
		m.Hand[p] |= 1 << sp
	}
}

// own gives a seat artifacts, taken from the room stacks (keeping every
// type's count), as if bought earlier.
func own(t *testing.T, s *State, p int, arts ...Artifact) {
	t.Helper()
	c := &s.c
	for _, a := range arts {
		found := false
		for r := 0; r < int(c.Players) && !found; r++ {
			for i := int8(0); i < c.StackLen[r]; i++ {
				if c.Stack[r][i] == a {
					copy(c.Stack[r][i:], c.Stack[r][i+1:c.StackLen[r]])
					c.StackLen[r]--
					c.Stack[r][c.StackLen[r]] = 0
					found = true
					break
				}
			}
		}
		if !found {
			t.Fatalf("no %v left in the stacks", a)
		}
		c.Owned[p][a]++
	}
}

// lampOn invokes a seat's Lamp directly, as if done earlier this round.
func lampOn(s *State, p int) {
	s.c.M.Invoked[p][Lamp]++
	s.c.M.Uses[p]++
	s.c.M.LampOn |= 1 << p
}

// handleOf is the public handle of the seat's token with numeral v on sp.
func handleOf(t *testing.T, s *State, p int, sp Space, v int) uint8 {
	t.Helper()
	for tok := 0; tok < NumTokens; tok++ {
		if s.c.TokenAt[p][tok] == sp && int(numerals[tok]) == v {
			return s.c.Seq[p][tok]
		}
	}
	t.Fatalf("seat %d has no %d on %v", p, v, sp)
	return 0
}

// passAll answers "pass" for every seat asked until no window asks.
func passAll(t *testing.T, s *State) []Event {
	t.Helper()
	var ev []Event
	for i := 0; s.Pending().Type == DecReact; i++ {
		if i > 100 {
			t.Fatal("the window keeps asking")
		}
		ev = append(ev, mustApply(t, s, Action{Type: ActPass, Seat: s.Pending().Seat})...)
	}
	return ev
}

// castA builds a cast; invokeA an invocation.
func castA(p int, sp Spell, a Action) Action {
	a.Type, a.Seat, a.Spell = ActCast, int8(p), sp
	return a.Canonical()
}

func invokeA(p int, art Artifact, a Action) Action {
	a.Type, a.Seat, a.Art = ActInvoke, int8(p), art
	return a.Canonical()
}

// refused applies an action that must be refused: Legal does not list it,
// and the state (hash and every field) is unchanged.
func refused(t *testing.T, s *State, a Action) {
	t.Helper()
	if slices.Contains(s.Legal(), a.Canonical()) {
		t.Errorf("Legal lists %+v, which should be refused", a)
	}
	h, before := s.Hash(), s.c
	if _, err := s.Apply(a); err == nil {
		t.Fatalf("%+v was accepted", a)
	}
	if s.Hash() != h || s.c != before {
		t.Fatalf("the refused %+v changed the state", a)
	}
}

// castsOf lists the casts of one card that Legal offers.
func castsOf(s *State, sp Spell) []Action {
	var out []Action
	for _, a := range s.Legal() {
		if a.Type == ActCast && a.Spell == sp {
			out = append(out, a)
		}
	}
	return out
}

// sameActions fails unless got and want hold the same actions, each as
// many times.
func sameActions(t *testing.T, what string, got, want []Action) {
	t.Helper()
	set := map[Action]int{}
	for _, a := range want {
		set[a.Canonical()]++
	}
	for _, a := range got {
		set[a]--
	}
	for a, n := range set {
		if n != 0 {
			t.Fatalf("%s: %+v listed %d times too few (got %d actions, want %d)", what, a, n, len(got), len(want))
		}
	}
}

// stock puts treasure of the cave's kind on a shelf, from the bank.
func stock(s *State, cave Space, shelf, v int) {
	s.c.Shelves[cave][shelf] = fillShelf(&s.c.Bank, cave.Cave(), v)
}

// passIfAsked answers "pass" for seat p if the window is asking it now. A
// seat its own play left with nothing to play is not asked again (decision
// D72), so scenarios that play and then pass use this for the pass.
func passIfAsked(t *testing.T, s *State, p int) []Event {
	t.Helper()
	if d := s.Pending(); d.Type != DecReact || int(d.Seat) != p {
		return nil
	}
	return mustApply(t, s, Action{Type: ActPass, Seat: int8(p)})
}
