package game

import (
	"math/rand/v2"
	"testing"
)

// TestOnlyTheSaverKeepsTheGame: a session keeps its game only through
// its saver, the finished game too. Played to the end with NoSaver, a game
// leaves no autosave, no recent game and no result behind; the same game
// saved to the store ends with no autosave (only games in progress are
// continued), one recent game and one result.
func TestOnlyTheSaverKeepsTheGame(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	play := func(sv Saver) {
		s, err := startSession(benchSetup(0), 5, -1)
		if err != nil {
			t.Fatal(err)
		}
		s.UseSaver(sv)
		s.save()
		r := rand.New(rand.NewPCG(5, 7))
		for !s.Over() {
			legal := s.st.Legal()
			if err := s.Submit(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			s.TakeEvents()
		}
		if s.SaveErr != nil {
			t.Fatalf("the last save failed: %v", s.SaveErr)
		}
	}
	noLevels := func(int) string { return "" }
	play(NoSaver{})
	if HasAutosave() || len(LoadArchive().Games) != 0 || LoadStats(noLevels).Played != 0 {
		t.Errorf("a game kept by NoSaver left something in the store")
	}
	play(autosave)
	if HasAutosave() || len(LoadArchive().Games) != 1 || LoadStats(noLevels).Played != 1 {
		t.Errorf("a game saved to the store: autosave left %v, %d recent games, %d played, want none, 1 and 1",
			HasAutosave(), len(LoadArchive().Games), LoadStats(noLevels).Played)
	}
}
