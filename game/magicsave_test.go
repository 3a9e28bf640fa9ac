package game

import (
	"testing"

	"aladdin/engine"
)

// TestMagicSaveResumes: an autosave of a magic game opens as the same game,
// spells, hands and all.
func TestMagicSaveResumes(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	cfg := engine.Config{Players: 3, Seed: 5, FirstPlayer: -1, Magic: true}
	st := writeOldAutosave(t, cfg, Setup{Players: 3, Seats: make([]SeatSetup, 3)}, 40)
	s, err := ResumeSession()
	if err != nil {
		t.Fatal(err)
	}
	if !s.cfg.Magic || s.st.Hash() != st.Hash() {
		t.Fatalf("resumed magic=%v hash %x, want the saved game's %x", s.cfg.Magic, s.st.Hash(), st.Hash())
	}
	if n := len(keptFiles(t, dir, autosaveKey)); n != 0 {
		t.Fatalf("%d files kept aside, want none", n)
	}
}
