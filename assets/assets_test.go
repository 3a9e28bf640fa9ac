package assets

import (
	"testing"

	"aladdin/engine"
)

// TestLoad runs the real loader headless: fonts parse, images come back
// with the right sizes, unknown keys give a placeholder, never a panic.
func TestLoad(t *testing.T) {
	a, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if w, h := a.Board().Bounds().Dx(), a.Board().Bounds().Dy(); w != ScreenW || h != ScreenH {
		t.Errorf("board %dx%d", w, h)
	}
	if a.Token(0, 9).Bounds().Dx() != TokenSize+2*PieceMargin {
		t.Error("token size")
	}
	if a.Token(9, 9).Bounds().Dx() != 1 || a.Guard(11).Bounds().Dx() != 1 || a.Artifact(6).Bounds().Dx() != 1 {
		t.Error("bad keys must give the 1x1 placeholder")
	}
	c := a.TreasureCard([5][]int{{4, 3}, {}, {2}, {}, {5, 3, 2}})
	if c != a.TreasureCard([5][]int{{4, 3}, {}, {2}, {}, {5, 3, 2}}) {
		t.Error("treasure card faces must be cached")
	}
	if a.SpellFace(engine.NumSpells-1).Bounds().Dx() != SpellW {
		t.Error("spell face size")
	}
	if a.Face(20, true) == nil || a.NumeralFace(30) == nil || a.Face(20, true) != a.Face(20, true) {
		t.Error("faces")
	}
}

func TestEverySpellAndArtifactHasArt(t *testing.T) {
	for _, gap := range TableGaps() {
		t.Error(gap)
	}
}
