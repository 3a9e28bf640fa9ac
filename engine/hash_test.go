package engine

import (
	"encoding/binary"
	"fmt"
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
// Basic games are checked at one point each; magic games (random play that
// favours spells and artifacts, so windows, plays, sub-decisions and
// virtual tokens are met) at many points.
func TestHashesCoverEveryField(t *testing.T) {
	for g := 0; g < 6; g++ {
		s, _ := playRandom(t, Config{Players: 3 + g%3, Seed: uint64(g), FirstPlayer: -1}, 50*g+20)
		checkHashCoverage(t, s, fmt.Sprintf("basic game %d", g))
	}
	for g := 0; g < 6; g++ {
		s := newMagicGame(t, 3+g%3, uint64(900+g))
		mp := newMagicPicker(uint64(g))
		var legal []Action
		for step := 0; !s.Over(); step++ {
			if step%13 == 0 {
				checkHashCoverage(t, s, fmt.Sprintf("magic game %d step %d (%v)", g, step, s.Pending()))
			}
			legal = s.LegalInto(legal[:0])
			a := mp.choose(legal)
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			mp.note(a, ev)
		}
		checkHashCoverage(t, s, fmt.Sprintf("magic game %d at its end", g))
	}
}

func checkHashCoverage(t *testing.T, s *State, where string) {
	t.Helper()
	ref := fnv.New64a()
	encodeFields(ref, reflect.ValueOf(s.c), s.cfg.Magic)
	if s.Hash() != ref.Sum64() {
		t.Fatalf("%s: State.Hash does not match the field-by-field encoding", where)
	}
	for seat := Spectator; seat < s.NumPlayers(); seat++ {
		v := s.View(seat)
		ref := fnv.New64a()
		encodeFields(ref, reflect.ValueOf(v), v.Magic)
		if v.Hash() != ref.Sum64() {
			t.Fatalf("%s seat %d: View.Hash does not match the field-by-field encoding", where, seat)
		}
	}
}

// Every magic field counts in the hashes: changing any one byte of the
// magic state, or of a magic view, changes the hash. (The encoding test
// above shows the bytes are all encoded; this shows they are not encoded
// somewhere a collision hides them, e.g. the magic part skipped.)
func TestMagicHashesSeeMagicFields(t *testing.T) {
	s := newMagicGame(t, 4, 3)
	h := s.Hash()
	s.c.M.Win.Sub2++
	if s.Hash() == h {
		t.Fatal("the state hash ignores the window")
	}
	s.c.M.Win.Sub2--
	v := s.View(0)
	vh := v.Hash()
	v.Placed++
	if v.Hash() == vh {
		t.Fatal("the view hash ignores the tally cursor")
	}
	// A basic game's hash ignores the magic section entirely.
	b, _ := New(Config{Players: 4, Seed: 3, FirstPlayer: -1})
	bh := b.Hash()
	b.c.M.Win.Sub2 = 7
	if b.Hash() != bh {
		t.Fatal("a basic game's hash reads the magic section")
	}
}
