package game

import (
	"encoding/json"
	"testing"

	"aladdin/engine"
	"aladdin/game/store"
)

// TestMagicSaveResumes: an autosave of a magic game opens as the same game,
// spells, hands and all.
func TestMagicSaveResumes(t *testing.T) {
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
	s, err := ResumeSession()
	if err != nil {
		t.Fatal(err)
	}
	if !s.Cfg.Magic || s.st.Hash() != st.Hash() {
		t.Fatalf("resumed magic=%v hash %x, want the saved game's %x", s.Cfg.Magic, s.st.Hash(), st.Hash())
	}
	if n := len(keptFiles(t, dir, autosaveKey)); n != 0 {
		t.Fatalf("%d files kept aside, want none", n)
	}
}
