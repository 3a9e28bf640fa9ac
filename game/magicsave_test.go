package game

import (
	"encoding/json"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game/store"
)

// TestMagicSaveIsKeptForALaterVersion: the engine plays the magic version,
// but these screens cannot show it yet, so an autosave of a magic game
// (which only a later version could have written) is kept aside and
// reported as from a newer version, never opened half-shown or deleted.
func TestMagicSaveIsKeptForALaterVersion(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	cfg := engine.Config{Players: 3, Seed: 5, FirstPlayer: -1, Magic: true}
	st, err := engine.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.NewRecord(cfg)
	for i := 0; i < 40; i++ {
		a := st.Legal()[0]
		if _, err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Add(a)
	}
	record, err := rec.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]SeatSetup, 3)
	data, err := json.Marshal(savedGame{Version: 1, Setup: Setup{Players: 3, Seats: seats}, Record: record})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(autosaveKey, data); err != nil {
		t.Fatal(err)
	}
	_, err = ResumeSession()
	if err == nil || !strings.HasPrefix(err.Error(), "Your saved game comes from a newer version of the game") {
		t.Fatalf("got %v", err)
	}
	if n := len(keptFiles(t, dir, autosaveKey)); n != 1 {
		t.Fatalf("%d files kept, want 1", n)
	}
}
