package bot

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"aladdin/engine"
)

// fixtureGames are the basic-game records kept as test data: mixed levels,
// 3 to 5 players, a few intro games. The engine's records test replays them
// and requires the same hash after every action, so a change to the engine
// that alters the basic game in any way is caught.
var fixtureGames = []struct {
	players int
	seed    uint64
	levels  string // one letter per seat: r random, e easy, n normal, h hard
	intro   bool
}{
	{3, 101, "rrr", false}, {3, 102, "eee", false}, {3, 103, "nnn", false}, {3, 104, "ren", false},
	{3, 105, "nhe", false}, {3, 106, "rrr", true}, {3, 107, "nne", false}, {3, 108, "ree", false},
	{4, 201, "rrrr", false}, {4, 202, "eeee", false}, {4, 203, "nnnn", false}, {4, 204, "rene", false},
	{4, 205, "hnnn", false}, {4, 206, "eenn", true}, {4, 207, "rrrr", false}, {4, 208, "nrer", false},
	{5, 301, "rrrrr", false}, {5, 302, "eeeee", false}, {5, 303, "nnnnn", false}, {5, 304, "renen", false},
	{5, 305, "nnhnn", false}, {5, 306, "rrrrr", true}, {5, 307, "eennr", false}, {5, 308, "rrree", false},
}

// TestRecordBasicFixtures writes the fixtures. It runs only when asked
// (ALADDIN_RECORD_FIXTURES=1): the records are made once, from the engine as
// it was, and then kept.
func TestRecordBasicFixtures(t *testing.T) {
	if os.Getenv("ALADDIN_RECORD_FIXTURES") != "1" {
		t.Skip("set ALADDIN_RECORD_FIXTURES=1 to write engine/testdata/basic")
	}
	dir := filepath.Join("..", "testdata", "basic")
	for i, g := range fixtureGames {
		cfg := engine.Config{Players: g.players, Seed: g.seed, FirstPlayer: -1, Intro: g.intro}
		s, err := engine.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]Bot, g.players)
		for p, l := range g.levels {
			lvl := map[rune]Level{'r': Random, 'e': Easy, 'n': Normal, 'h': Hard}[l]
			if lvl == Hard {
				h := NewHard(g.seed + uint64(p))
				h.Iterations = 60 // enough to play like Hard, quick to record
				bots[p] = h
			} else {
				bots[p] = New(lvl, g.seed+uint64(p))
			}
		}
		rec := engine.NewRecord(cfg)
		var hashes strings.Builder
		var v engine.View
		for !s.Over() {
			p := int(s.Pending().Seat)
			s.ViewInto(p, &v)
			a := bots[p].Act(&v)
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			rec.Add(a)
			hashes.WriteString(strconv.FormatUint(s.Hash(), 16) + "\n")
		}
		data, err := rec.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("game-%02d-%dp", i+1, g.players)
		if err := os.WriteFile(filepath.Join(dir, name+".json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".hashes"), []byte(hashes.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d actions, %d rounds, winners %v", name, len(rec.Actions), s.Round(), s.Winners())
	}
}
