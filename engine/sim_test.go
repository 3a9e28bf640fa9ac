package engine

import (
	"math/rand/v2"
	"testing"
)

// randomAction makes an arbitrary, usually illegal, action.
func randomAction(r *rand.Rand) Action {
	a := Action{
		Type:   ActionType(r.IntN(9)),
		Seat:   int8(r.IntN(7) - 1),
		Token:  int8(r.IntN(10) - 1),
		Space:  Space(r.IntN(17)),
		Target: int8(r.IntN(7) - 1),
		Give:   Kind(r.IntN(7)),
	}
	for k := range a.Amounts {
		a.Amounts[k] = int8(r.IntN(6) - 1)
	}
	for i := range a.Pay {
		if r.IntN(3) == 0 {
			a.Pay[i] = Kind(r.IntN(6))
		} else {
			a.Pay[i] = NoKind
		}
	}
	return a
}

// checkViews verifies that no view shows another seat's hidden values.
func checkViews(t *testing.T, s *State) {
	t.Helper()
	for seat := Spectator; seat < s.NumPlayers(); seat++ {
		v := s.View(seat)
		if v.Guard != 0 && !s.c.Shown[Guard] {
			t.Fatalf("seat %d sees the hidden guard", seat)
		}
		for i := 0; i < int(v.NumTokens); i++ {
			tv := v.Tokens[i]
			if int(tv.Seat) != seat && !tv.Face && (tv.Value != 0 || tv.Token != -1) {
				t.Fatalf("seat %d sees seat %d's face-down token %+v", seat, tv.Seat, tv)
			}
		}
		for p := 0; p < s.NumPlayers(); p++ {
			if p == seat {
				continue
			}
			for _, b := range v.Seats[p].Behind {
				if b {
					t.Fatalf("seat %d sees which tokens seat %d holds back", seat, p)
				}
			}
		}
	}
}

// TestRandomGames plays many random games over seeds and player counts and
// checks the engine's promises after every action.
func TestRandomGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	for g := 0; g < games; g++ {
		players := 3 + g%3
		cfg := Config{Players: players, Seed: uint64(1000 + g), FirstPlayer: -1, Intro: g%10 == 9}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 7))
		rec := NewRecord(cfg)
		var legal []Action
		steps := 0
		for !s.Over() {
			steps++
			if steps > 20000 {
				t.Fatalf("game %d does not end", g)
			}
			legal = s.LegalInto(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("game %d: no legal action for %+v", g, s.Pending())
			}
			// Every legal action applies (checked on clones, a sample of them
			// each step to keep the test quick).
			for i := 0; i < 4; i++ {
				c := s.Clone()
				if _, err := c.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatalf("game %d: a listed legal action was refused: %v", g, err)
				}
			}
			// Random junk is refused without changing anything, and whatever
			// is accepted must have been listed.
			before := s.Hash()
			for i := 0; i < 6; i++ {
				a := randomAction(r)
				c := s.Clone()
				if _, err := c.Apply(a); err != nil {
					if s.Hash() != before || c.Hash() != before {
						t.Fatalf("game %d: refused %v changed the state", g, a)
					}
				} else if !contains(legal, a.Canonical()) {
					t.Fatalf("game %d: %v was accepted but is not in Legal()", g, a)
				}
			}
			a := legal[r.IntN(len(legal))]
			// Clones are independent.
			clone := s.Clone()
			if _, err := clone.Apply(a); err != nil {
				t.Fatal(err)
			}
			if s.Hash() != before {
				t.Fatalf("game %d: applying to a clone changed the original", g)
			}
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			if s.Hash() != clone.Hash() {
				t.Fatalf("game %d: the same action on a clone gave another state", g)
			}
			rec.Add(a)
			checkEvents(t, ev)
			checkInvariants(t, s)
			if steps%7 == 0 || s.Over() {
				checkViews(t, s)
			}
			if steps%50 == 0 || s.Over() {
				data, err := rec.Marshal(s)
				if err != nil {
					t.Fatal(err)
				}
				loaded, _, err := Load(data)
				if err != nil {
					t.Fatalf("game %d step %d: %v", g, steps, err)
				}
				if loaded.Hash() != s.Hash() {
					t.Fatalf("game %d: loaded state differs", g)
				}
			}
		}
		if len(s.Winners()) == 0 {
			t.Fatalf("game %d ended without a winner", g)
		}
	}
}

func contains(list []Action, a Action) bool {
	for _, b := range list {
		if b == a {
			return true
		}
	}
	return false
}

// checkEvents verifies that redaction hides face-down values from others.
func checkEvents(t *testing.T, ev []Event) {
	t.Helper()
	for _, e := range ev {
		if e.Type == 0 {
			t.Fatal("an event without a type")
		}
		if e.Type == EvTokenPlaced || e.Type == EvTokenReturned && !e.FaceUp {
			other := e.For(int(e.Seat+1) % MaxPlayers)
			if other.Value != 0 || other.Token != -1 {
				t.Fatalf("a face-down placement leaks to another seat: %+v", other)
			}
			if own := e.For(int(e.Seat)); own.Value == 0 {
				t.Fatal("the owner must see its own token")
			}
		}
	}
}

// Sampled worlds agree with the view they come from.
func TestSampleMatchesView(t *testing.T) {
	for g := 0; g < 20; g++ {
		cfg := Config{Players: 3 + g%3, Seed: uint64(g), FirstPlayer: -1}
		s, _ := New(cfg)
		r := rand.New(rand.NewPCG(uint64(g), 9))
		for step := 0; !s.Over() && step < 400; step++ {
			seat := int(s.Pending().Seat)
			v := s.View(seat)
			w := v.Sample(uint64(step))
			if w.Pending() != s.Pending() {
				t.Fatalf("sampled pending %+v, real %+v", w.Pending(), s.Pending())
			}
			wv := w.View(seat)
			if wv.Tokens != v.Tokens || wv.Seats[seat] != v.Seats[seat] || wv.Shelves != v.Shelves {
				t.Fatalf("game %d step %d: a sampled world looks different to the viewer", g, step)
			}
			got, want := w.Legal(), s.Legal()
			if len(got) != len(want) {
				t.Fatalf("game %d step %d: %d legal actions in the sample, %d in truth", g, step, len(got), len(want))
			}
			legal := s.Legal()
			if _, err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
