package engine

import "testing"

// D53: the artifact a Mirage sends under the stack lies where everyone saw
// it go. Every view shows it, sampled worlds keep it there, and the next
// search shuffles only the tiles above it.
func TestMirageBottomIsPublic(t *testing.T) {
	s := newMagicRound(t, 3)
	hand(t, s, red, Mirage)
	onSale := s.c.Stack[0][s.c.StackLen[0]-1]
	mustApply(t, s, invokeA(red, Lamp, Action{}))
	mustApply(t, s, castA(red, Mirage, Action{Space: Room1}))
	if d := s.Pending(); d.Type != DecSearch || d.Seat != red {
		t.Fatalf("want red to search room 1, got %+v", d)
	}
	pick := s.Legal()[0]
	mustApply(t, s, pick)
	if s.c.Stack[0][0] != onSale || !s.c.M.KnownBottom[0] {
		t.Fatalf("the %v that was on sale should lie at the bottom: %v", onSale, s.c.Stack[0])
	}
	for seat := Spectator; seat < 3; seat++ {
		v := s.View(seat)
		if v.Bottom[0] != onSale || v.OnSale[0] != pick.Art {
			t.Fatalf("seat %d sees bottom %v and on sale %v", seat, v.Bottom[0], v.OnSale[0])
		}
		for seed := uint64(0); seed < 20; seed++ {
			if w := v.Sample(seed); w.c.Stack[0][0] != onSale || !w.c.M.KnownBottom[0] {
				t.Fatalf("seat %d's sampled world moved the known bottom: %v", seat, w.c.Stack[0])
			}
		}
	}
	// Another search of the stack (here Abracadabra's, drawn directly)
	// leaves the known bottom where it is.
	var ev []Event
	for i := 0; i < 30; i++ {
		w := s.Clone()
		w.c.RNG = rng{S: uint64(i)}
		w.abracadabraTake(blue, 0, int(w.c.StackLen[0])-1, &ev)
		if w.c.Stack[0][0] != onSale || !w.c.M.KnownBottom[0] {
			t.Fatalf("after another search the bottom is %v", w.c.Stack[0])
		}
	}
}
