package engine

import (
	"math/rand/v2"
	"testing"
)

// withMagic lets a test start magic games while the version is unfinished.
func withMagic(t testing.TB) {
	old := magicPlayable
	magicPlayable = true
	t.Cleanup(func() { magicPlayable = old })
}

func TestMagicRandomGamesSmoke(t *testing.T) {
	withMagic(t)
	for g := 0; g < 30; g++ {
		s, err := New(Config{Players: 3 + g%3, Seed: uint64(g), FirstPlayer: -1, Magic: true})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 7))
		var legal []Action
		steps := 0
		for !s.Over() && steps < 20000 {
			legal = s.LegalInto(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("game %d: nothing legal at %+v", g, s.Pending())
			}
			a := legal[r.IntN(len(legal))]
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("game %d step %d: listed %v refused: %v", g, steps, a, err)
			}
			steps++
		}
		if !s.Over() {
			t.Fatalf("game %d did not end in %d steps", g, steps)
		}
		t.Logf("game %d: %d players, %d rounds, %d steps, winners %v", g, s.NumPlayers(), s.Round(), steps, s.Winners())
	}
}
