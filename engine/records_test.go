package engine

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestBasicRecordsReplayToTheSameHashes replays the basic-game records kept
// in testdata/basic (bot games with 3, 4 and 5 players, recorded before the
// magic version was built) and requires the state hash after every action
// to be the one recorded: the basic game stays bit-for-bit what it was.
func TestBasicRecordsReplayToTheSameHashes(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "basic", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 20 {
		t.Fatalf("want at least 20 basic-game records, found %d", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		raw, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".hashes")
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Fields(string(raw))
		final, rec, err := Load(data) // checks the final hash stored in the record
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !final.Over() {
			t.Errorf("%s: the recorded game did not end", f)
		}
		if len(want) != len(rec.Actions) {
			t.Fatalf("%s: %d hashes for %d actions", f, len(want), len(rec.Actions))
		}
		s, err := New(rec.Config)
		if err != nil {
			t.Fatal(err)
		}
		for i, a := range rec.Actions {
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("%s: action %d (%v): %v", f, i+1, a, err)
			}
			if got := strconv.FormatUint(s.Hash(), 16); got != want[i] {
				t.Fatalf("%s: after action %d (%v) the hash is %s, recorded %s", f, i+1, a, got, want[i])
			}
		}
	}
}
