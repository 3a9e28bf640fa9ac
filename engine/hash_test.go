package engine

import (
	"encoding/binary"
	"hash/fnv"
	"testing"
)

// The hand-written hashes encode exactly what encoding/binary would: every
// field, in order, little-endian, no padding. A field added to the state or
// the view without being hashed makes this test fail.
func TestHashesCoverEveryField(t *testing.T) {
	for g := 0; g < 6; g++ {
		s, _ := playRandom(t, Config{Players: 3 + g%3, Seed: uint64(g), FirstPlayer: -1}, 50*g+20)
		ref := fnv.New64a()
		if err := binary.Write(ref, binary.LittleEndian, &s.c); err != nil {
			t.Fatal(err)
		}
		if s.Hash() != ref.Sum64() {
			t.Fatalf("game %d: State.Hash does not match the field-by-field encoding", g)
		}
		for seat := Spectator; seat < s.NumPlayers(); seat++ {
			v := s.View(seat)
			ref := fnv.New64a()
			if err := binary.Write(ref, binary.LittleEndian, &v); err != nil {
				t.Fatal(err)
			}
			if v.Hash() != ref.Sum64() {
				t.Fatalf("game %d seat %d: View.Hash does not match the field-by-field encoding", g, seat)
			}
		}
	}
}
