package engine

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// randomAction makes an arbitrary, usually illegal, action of any type,
// the magic version's included.
func randomAction(r *rand.Rand) Action {
	a := Action{
		Type:   ActionType(r.IntN(int(NumActionTypes) + 1)),
		Seat:   int8(r.IntN(7) - 1),
		Token:  int8(r.IntN(10) - 1),
		Space:  Space(r.IntN(17)),
		Target: int8(r.IntN(7) - 1),
		Give:   Kind(r.IntN(7)),
		Spell:  Spell(r.IntN(NumSpells+2) - 1),
		Art:    Artifact(r.IntN(NumArtifactTypes + 2)),
		Handle: uint8(r.IntN(64)),
		To:     Space(r.IntN(17)),
		Play:   int8(r.IntN(MaxPlays+2) - 1),
		Large:  r.IntN(2) == 0,
	}
	for i := range a.Extra {
		a.Extra[i] = NoKind
		if r.IntN(3) == 0 {
			a.Extra[i] = Kind(r.IntN(6))
		}
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
		if (e.Type == EvTokenPlaced || e.Type == EvTokenReturned || e.Type == EvTokenMoved) && !e.FaceUp {
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

// Sampled worlds agree with a magic view they come from, at every decision
// of random magic games and for every seat: the same pending decision, the
// same view (hands, known cards, offers and searches included), and for the
// seat to act the same legal list, in order. A mismatch means either Sample
// misses a public fact, or the view or the legal list depends on something
// hidden (D36).
func TestSampleMatchesMagicView(t *testing.T) {
	games := 15
	if testing.Short() {
		games = 6
	}
	seen := map[DecisionType]int{}
	for g := 0; g < games; g++ {
		s := newMagicGame(t, 3+g%3, uint64(300+g))
		mp := newMagicPicker(uint64(g) + 100)
		var legal, got []Action
		for step := 0; !s.Over(); step++ {
			d := s.Pending()
			seen[d.Type]++
			legal = s.LegalInto(legal[:0])
			for seat := Spectator; seat < s.NumPlayers(); seat++ {
				v := s.View(seat)
				w := v.Sample(uint64(step*7 + seat))
				where := fmt.Sprintf("game %d step %d round %d, seat %d, %v", g, step, s.Round(), seat, d)
				if w.Pending() != d {
					t.Fatalf("%s: sampled pending %+v", where, w.Pending())
				}
				if wv := w.View(seat); wv != v {
					t.Fatalf("%s: the sampled world looks different to the viewer:\n%s", where, viewDiff(v, wv))
				}
				if seat != int(d.Seat) {
					continue
				}
				got = w.LegalInto(got[:0])
				if !slices.Equal(got, legal) {
					t.Fatalf("%s: %d legal actions in the sample, %d in truth\nsample %v\ntruth  %v", where, len(got), len(legal), moves(got), moves(legal))
				}
				if vl := v.LegalInto(nil); !slices.Equal(vl, legal) {
					t.Fatalf("%s: View.LegalInto differs from the state's", where)
				}
			}
			a := mp.choose(legal)
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			mp.note(a, ev)
		}
	}
	t.Logf("decisions checked: %v", seen)
}

// viewDiff names the top-level fields in which two views differ.
func viewDiff(a, b View) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	var out []string
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			out = append(out, fmt.Sprintf("%s: %+v\n   vs %+v", va.Type().Field(i).Name, va.Field(i).Interface(), vb.Field(i).Interface()))
		}
	}
	return strings.Join(out, "\n")
}

// moves writes actions in the compact save form, for failure messages.
func moves(list []Action) []string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = EncodeAction(a)
	}
	return out
}
