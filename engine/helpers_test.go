package engine

import "testing"

// Seats in the rulebook's examples.
const (
	red    = 0
	blue   = 1
	green  = 2
	yellow = 3
)

// newRound starts a 4-player game with the camel at seat 0, everyone
// holding the given starting treasure, and the first round's placement
// about to begin with empty caves.
func newRound(t *testing.T, players int) *State {
	t.Helper()
	return roundWith(t, Config{Players: players, Seed: 42, FirstPlayer: 0})
}

// roundWith is newRound for any configuration.
func roundWith(t *testing.T, cfg Config) *State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for p := 0; p < cfg.Players; p++ {
		if _, err := s.Apply(ChooseStart(s.seqSeat(p), [NumKinds]int8{1, 1, 1, 0, 0})); err != nil {
			t.Fatal(err)
		}
	}
	// Clear the card's treasure so each test lays out its own caves.
	for cave := range s.c.Shelves {
		for sh := range s.c.Shelves[cave] {
			got := s.c.Shelves[cave][sh]
			s.c.Bank.Small[cave] += got.Small
			s.c.Bank.Large[cave] += got.Large
			s.c.Shelves[cave][sh] = Shelf{}
		}
	}
	return s
}

// give hands a seat treasure from the bank (value v of kind k in small pieces
// where possible).
func give(s *State, p int, k Kind, v int) {
	got := fillShelf(&s.c.Bank, k, v)
	s.c.Purse[p].Small[k] += got.Small
	s.c.Purse[p].Large[k] += got.Large
}

// put lays tokens of the given values for a seat on a space, as if placed.
func put(t *testing.T, s *State, p int, sp Space, values ...int) {
	t.Helper()
	for _, v := range values {
		tok := -1
		for i, tv := range numerals {
			if int(tv) == v && s.c.TokenAt[p][i] == Behind {
				tok = i
			}
		}
		if tok < 0 {
			t.Fatalf("seat %d has no free %d token", p, v)
		}
		s.c.Placed++
		s.c.TokenAt[p][tok] = sp
		s.c.Seq[p][tok] = s.c.Placed
		s.c.Left[p]--
	}
}

// tallyFrom skips the rest of placement and lets the vizier start at sp.
func tallyFrom(s *State, sp Space) []Event {
	var ev []Event
	s.clearDecisions()
	s.c.Phase = PhaseTally
	s.c.Tally = sp
	s.c.At = AtReveal
	s.resume(&ev)
	return ev
}

// find returns the events of one type.
func find(ev []Event, typ EventType) []Event {
	var out []Event
	for _, e := range ev {
		if e.Type == typ {
			out = append(out, e)
		}
	}
	return out
}

// mustApply applies an action and fails the test on error.
func mustApply(t *testing.T, s *State, a Action) []Event {
	t.Helper()
	ev, err := s.Apply(a)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	return ev
}

// checkInvariants verifies conservation of treasure pieces, tokens and
// artifacts.
func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	c := &s.c
	n := int(c.Players)
	for k := Kind(0); k < NumKinds; k++ {
		small, large := int(c.Bank.Small[k]), int(c.Bank.Large[k])
		for p := 0; p < n; p++ {
			small += int(c.Purse[p].Small[k])
			large += int(c.Purse[p].Large[k])
			if c.Purse[p].Small[k] < 0 || c.Purse[p].Large[k] < 0 {
				t.Fatalf("seat %d holds negative %v", p, k)
			}
		}
		for sh := 0; sh < NumShelves; sh++ {
			small += int(c.Shelves[k][sh].Small)
			large += int(c.Shelves[k][sh].Large)
		}
		if small != int(Box.Small[k]) || large != int(Box.Large[k]) {
			t.Fatalf("%v not conserved: %d small, %d large", k, small, large)
		}
	}
	arts := 0
	for r := 0; r < n; r++ {
		arts += int(c.StackLen[r])
	}
	for p := 0; p < n; p++ {
		arts += s.Artifacts(p)
		behind := 0
		for tok := 0; tok < NumTokens; tok++ {
			if c.TokenAt[p][tok] == Behind {
				behind++
			}
		}
		if c.Phase == PhasePlace && behind != int(c.Left[p]) {
			t.Fatalf("seat %d: %d tokens behind the screen but %d left to place", p, behind, c.Left[p])
		}
	}
	if arts != StackSize*n {
		t.Fatalf("artifacts not conserved: %d, want %d", arts, StackSize*n)
	}
}
