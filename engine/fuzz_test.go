package engine

import "testing"

// FuzzEngine drives a game from arbitrary bytes: each byte either picks a
// legal action or builds an arbitrary one, which must be refused cleanly
// or be legal. Nothing may panic and the invariants must hold. Bit 4 of
// the first byte selects the magic version (bit 3 the intro game, which
// magic does not allow, D59).
func FuzzEngine(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{255, 128, 64, 32, 16, 8, 4, 2, 1, 0, 200, 100})
	f.Add([]byte{16, 7, 3, 3, 3, 1, 9, 9, 9, 201, 0, 7, 250, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12})
	f.Add([]byte{17, 42, 199, 1, 198, 2, 197, 3, 196, 4, 195, 5, 210, 220, 230, 240, 250, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		magic := data[0]&16 != 0
		cfg := Config{Players: 3 + int(data[0])%3, Seed: uint64(data[1]), FirstPlayer: -1,
			Intro: data[0]&8 != 0 && !magic, Magic: magic}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var legal []Action
		for i := 2; i < len(data) && !s.Over(); i++ {
			b := data[i]
			legal = s.LegalInto(legal[:0])
			if b < 200 {
				if _, err := s.Apply(legal[int(b)%len(legal)]); err != nil {
					t.Fatalf("legal action refused: %v", err)
				}
			} else {
				a := Action{Type: ActionType(b % 17), Seat: int8(b%7) - 1, Token: int8(b%11) - 1,
					Space: Space(b % 17), Target: int8(b%6) - 1, Give: Kind(b % 6),
					Spell: Spell(b%23) - 1, Art: Artifact(b % 8), Handle: b % 50, To: Space(b % 16),
					Play: int8(b%5) - 1, Large: b&1 != 0}
				for k := range a.Amounts {
					a.Amounts[k] = int8(b>>uint(k)) % 4
				}
				for j := range a.Pay {
					a.Pay[j] = Kind((int(b) + j) % 7)
					if a.Pay[j] > 4 {
						a.Pay[j] = NoKind
					}
				}
				for j := range a.Extra {
					a.Extra[j] = Kind((int(b) + 3*j) % 7)
					if a.Extra[j] > 4 {
						a.Extra[j] = NoKind
					}
				}
				before := s.Hash()
				if _, err := s.Apply(a); err != nil && s.Hash() != before {
					t.Fatal("a refused action changed the state")
				} else if err == nil && !contains(legal, a.Canonical()) {
					t.Fatalf("%#v was accepted but is not listed", a)
				}
			}
			checkInvariants(t, s)
			if magic {
				checkMagicInvariants(t, s)
			}
		}
	})
}
