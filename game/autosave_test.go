package game

import (
	"encoding/json"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game/savefile"
	"aladdin/game/store"
)

// countingSaver keeps the save in memory and counts what each write costs.
type countingSaver struct {
	NoSaver       // it keeps no finished game and has nothing to move aside
	data          []byte
	wholes        int
	lastWriteSize int
}

func (c *countingSaver) Claim() (Claim, error) { return alwaysOwns{}, nil }
func (c *countingSaver) Load() ([]byte, error) {
	if c.data == nil {
		return nil, store.ErrNotFound
	}
	return c.data, nil
}
func (c *countingSaver) Write(d []byte) error {
	c.data, c.wholes, c.lastWriteSize = append([]byte(nil), d...), c.wholes+1, len(d)
	return nil
}
func (c *countingSaver) Append(d []byte) error {
	c.data, c.lastWriteSize = append(c.data, d...), len(d)
	return nil
}
func (c *countingSaver) Remove() error { c.data = nil; return nil }

// playFirstLegal makes n moves (the first legal one each time) through
// Submit, as the screen would.
func playFirstLegal(t *testing.T, s *Session, n int) {
	t.Helper()
	for i := 0; i < n && !s.Over(); i++ {
		if err := s.Submit(s.st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		s.TakeEvents()
	}
}

// TestASaveAfter200MovesCostsWhatOneAfter2Does: the autosave is written
// whole once, then each move appends a line of its own; the line written
// for move 200 is about as long as the one for move 2, not a hundred times
// longer.
func TestASaveAfter200MovesCostsWhatOneAfter2Does(t *testing.T) {
	sv := &countingSaver{}
	s, err := startSession(benchSetup(0), 7, -1)
	if err != nil {
		t.Fatal(err)
	}
	s.UseSaver(sv)
	s.save()
	playFirstLegal(t, s, 2)
	early := sv.lastWriteSize
	playFirstLegal(t, s, 198)
	if len(s.rec.Actions) < 200 {
		t.Fatalf("the game ended after %d moves", len(s.rec.Actions))
	}
	late := sv.lastWriteSize
	if sv.wholes != 1 {
		t.Errorf("the save was written whole %d times, want once", sv.wholes)
	}
	if late > 2*early+64 {
		t.Errorf("a save writes %d bytes after move 2 and %d after move 200", early, late)
	}
	// The journal still holds the game: it resumes as the same one.
	r, _, err := decodeSaved(sv.data)
	if err != nil || r.st.Hash() != s.st.Hash() {
		t.Fatalf("the journal resumes as another game (%v)", err)
	}
}

// TestAnOldAutosaveContinues: an autosave written whole, as every earlier
// version wrote it, resumes as the same game; its first save writes it
// whole again and the moves after that are appended to it.
func TestAnOldAutosaveContinues(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	cfg := engine.Config{Players: 4, Seed: 11, FirstPlayer: -1, Names: []string{"P1", "P2", "P3", "P4"}}
	st := writeOldAutosave(t, cfg, benchSetup(0), 30)
	s, err := ResumeSession()
	if err != nil {
		t.Fatal(err)
	}
	if s.st.Hash() != st.Hash() || len(s.rec.Actions) != 30 {
		t.Fatalf("the old autosave resumed as another game")
	}
	playFirstLegal(t, s, 3)
	data, _ := store.Load(autosaveKey)
	if lines := strings.Count(string(data), "\n"); lines != 3 {
		t.Errorf("after three moves the autosave has %d lines, want the whole game and two appended", lines)
	}
	r, err := ResumeSession()
	if err != nil || r.st.Hash() != s.st.Hash() || len(r.rec.Actions) != 33 {
		t.Fatalf("resumed again: %v", err)
	}
}

// TestATornLastLineResumesOneSaveEarlier: a power cut in the middle of an
// append leaves part of a line; the game resumes as it was one save
// earlier, and its next save writes the journal whole again.
func TestATornLastLineResumesOneSaveEarlier(t *testing.T) {
	sv := &countingSaver{}
	s, err := startSession(benchSetup(0), 3, -1)
	if err != nil {
		t.Fatal(err)
	}
	s.UseSaver(sv)
	s.save()
	playFirstLegal(t, s, 5)
	before := s.st.Hash()
	playFirstLegal(t, s, 1)
	torn := sv.data[:len(sv.data)-sv.lastWriteSize/2]
	r, _, err := decodeSaved(torn)
	if err != nil || r.st.Hash() != before {
		t.Fatalf("a torn last line: %v", err)
	}
	r.UseSaver(sv)
	sv.data = torn
	playFirstLegal(t, r, 1)
	if sv.wholes != 2 || sv.lastWriteSize != len(sv.data) {
		t.Errorf("the resumed game's first save did not write the journal whole")
	}
	if _, err := savefile.Join(sv.data); err != nil {
		t.Fatal(err)
	}
}

// writeOldAutosave plays moves first-legal moves of cfg's game and stores
// them as one document, the autosave's form before the journal.
func writeOldAutosave(t *testing.T, cfg engine.Config, setup Setup, moves int) *engine.State {
	t.Helper()
	st, err := engine.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.NewRecord(cfg)
	for i := 0; i < moves; i++ {
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
	data, err := json.Marshal(savedGame{Version: 1, Setup: setup, Record: record})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(autosaveKey, data); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestAnAutosaveRemovedBehindTheGamesBackIsWrittenAgain: the next move
// after the autosave went missing writes the game whole again, with no
// failure to show.
func TestAnAutosaveRemovedBehindTheGamesBackIsWrittenAgain(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(benchSetup(0))
	if err != nil {
		t.Fatal(err)
	}
	playFirstLegal(t, s, 3)
	if err := store.Remove(autosaveKey); err != nil {
		t.Fatal(err)
	}
	playFirstLegal(t, s, 1)
	if s.SaveErr != nil {
		t.Fatalf("the save failed: %v", s.SaveErr)
	}
	r, err := ResumeSession()
	if err != nil || r.Moves() != s.Moves() {
		t.Fatalf("the autosave was not written again (%v)", err)
	}
}
