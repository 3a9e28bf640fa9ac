package engine

import (
	"math/rand/v2"
	"testing"
)

// A view lists the board's tokens in placement order, each once: checked
// against a direct scan of the state in random games (the bots read views
// thousands of times per decision, so ViewInto indexes tokens by sequence).
func TestViewTokensInPlacementOrder(t *testing.T) {
	for g := 0; g < 10; g++ {
		cfg := Config{Players: 3 + g%3, Seed: uint64(g), FirstPlayer: -1}
		s, _ := New(cfg)
		r := rand.New(rand.NewPCG(uint64(g), 3))
		var v View
		for step := 0; !s.Over() && step < 300; step++ {
			seat := int(s.Pending().Seat)
			s.ViewInto(seat, &v)
			var want []TokenView
			for seq := uint8(1); seq <= s.c.Placed; seq++ {
				for p := 0; p < int(s.c.Players); p++ {
					for tk := 0; tk < NumTokens; tk++ {
						if s.c.TokenAt[p][tk] == Behind || s.c.Seq[p][tk] != seq {
							continue
						}
						sp := s.c.TokenAt[p][tk]
						tv := TokenView{Seat: int8(p), Token: int8(tk), Value: numerals[tk], Space: sp, Seq: seq, Face: s.c.Shown[sp]}
						if !tv.Face && p != seat {
							tv.Token, tv.Value = -1, 0
						}
						want = append(want, tv)
					}
				}
			}
			if int(v.NumTokens) != len(want) {
				t.Fatalf("game %d step %d: %d tokens in the view, %d on the board", g, step, v.NumTokens, len(want))
			}
			for i, tv := range want {
				if v.Tokens[i] != tv {
					t.Fatalf("game %d step %d: token %d is %+v, want %+v", g, step, i, v.Tokens[i], tv)
				}
			}
			legal := s.Legal()
			if _, err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
