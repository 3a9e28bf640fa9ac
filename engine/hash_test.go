package engine

import (
	"encoding/binary"
	"hash/fnv"
	"io"
	"reflect"
	"testing"
)

// encodeFields writes a value as encoding/binary would (every field, in
// order, little-endian, no padding), in two passes: first every field not
// tagged `hash:"magic"`, then, for magic games, the tagged ones. This is the
// reference the hand-written hashes must match: a basic game hashes exactly
// as before the magic version existed.
func encodeFields(w io.Writer, v reflect.Value, magic bool) {
	var walk func(v reflect.Value, inMagic, want bool)
	walk = func(v reflect.Value, inMagic, want bool) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				walk(v.Field(i), inMagic || f.Tag.Get("hash") == "magic", want)
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), inMagic, want)
			}
		default:
			if inMagic == want {
				if err := binary.Write(w, binary.LittleEndian, v.Interface()); err != nil {
					panic(err)
				}
			}
		}
	}
	walk(v, false, false)
	if magic {
		walk(v, false, true)
	}
}

// The hand-written hashes encode exactly what encodeFields does. A field
// added to the state or the view without being hashed makes this test fail.
func TestHashesCoverEveryField(t *testing.T) {
	for g := 0; g < 6; g++ {
		s, _ := playRandom(t, Config{Players: 3 + g%3, Seed: uint64(g), FirstPlayer: -1}, 50*g+20)
		ref := fnv.New64a()
		encodeFields(ref, reflect.ValueOf(s.c), s.cfg.Magic)
		if s.Hash() != ref.Sum64() {
			t.Fatalf("game %d: State.Hash does not match the field-by-field encoding", g)
		}
		for seat := Spectator; seat < s.NumPlayers(); seat++ {
			v := s.View(seat)
			ref := fnv.New64a()
			encodeFields(ref, reflect.ValueOf(v), v.Magic)
			if v.Hash() != ref.Sum64() {
				t.Fatalf("game %d seat %d: View.Hash does not match the field-by-field encoding", g, seat)
			}
		}
	}
}
