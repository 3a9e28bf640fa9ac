package engine

import (
	"fmt"
	"reflect"
	"testing"
)

// A sampled world never gives a seat a card it cannot hold, in random
// magic games at every decision and for every viewer: the sampled world
// keeps every conservation law of a real game (each spell card in exactly
// one place, the deck within NewDeck, one copy of each artifact per
// player), every other seat holds as many cards as the view says,
// including those the viewer gave it at the Tent and none the viewer holds
// or saw discarded; and the viewer cannot tell it from the real game.
// SampleInto writes the world Sample returns, into a State that held
// another game, without allocating.
func TestSampledWorldsDealOnlyCardsASeatCanHold(t *testing.T) {
	games := 8
	if testing.Short() {
		games = 3
	}
	var w State // re-used for every sample, as a search does
	known := 0
	for g := 0; g < games; g++ {
		s := newMagicGame(t, 3+g%3, uint64(700+g))
		mp := newMagicPicker(uint64(g) + 7)
		var legal []Action
		for step := 0; !s.Over(); step++ {
			legal = s.LegalInto(legal[:0])
			for seat := Spectator; seat < s.NumPlayers(); seat++ {
				v := s.View(seat)
				seed := uint64(step*13 + seat + 2)
				v.SampleInto(seed, &w)
				where := fmt.Sprintf("game %d step %d round %d, seat %d, %v", g, step, s.Round(), seat, s.Pending())
				if fresh := v.Sample(seed); !reflect.DeepEqual(*fresh, w) {
					t.Fatalf("%s: SampleInto differs from Sample", where)
				}
				checkMagicInvariants(t, &w)
				if wv := w.View(seat); wv != v {
					t.Fatalf("%s: the sampled world looks different to the viewer:\n%s", where, viewDiff(v, wv))
				}
				m := &w.c.M
				for q := 0; q < s.NumPlayers(); q++ {
					if q == seat {
						continue
					}
					if m.Hand[q].Count() != int(v.HandN[q]) {
						t.Fatalf("%s: seat %d holds %d cards in the sample, %d in the view", where, q, m.Hand[q].Count(), v.HandN[q])
					}
					if m.Hand[q]&(v.Hand|v.Discard) != 0 {
						t.Fatalf("%s: seat %d was dealt %b, cards the viewer holds or saw discarded", where, q, m.Hand[q]&(v.Hand|v.Discard))
					}
					if v.Known[q]&^m.Hand[q] != 0 {
						t.Fatalf("%s: seat %d lacks the cards %b the viewer gave it", where, q, v.Known[q]&^m.Hand[q])
					}
					if v.Known[q] != 0 {
						known++
					}
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
	if known == 0 {
		t.Error("no viewer ever knew a card of another seat's: the Tent's gifts went unchecked")
	}
	v := newMagicGame(t, 4, 1).View(0)
	if n := testing.AllocsPerRun(10, func() { v.SampleInto(3, &w) }); n != 0 {
		t.Errorf("SampleInto allocates %.0f times", n)
	}
}
