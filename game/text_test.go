package game

import (
	"strings"
	"testing"

	"aladdin/assets"
)

// TestWrapCutsAWordWiderThanTheLine: a folder's path in a message wraps
// at its slashes instead of running out of its box, and no letter is lost.
func TestWrapCutsAWordWiderThanTheLine(t *testing.T) {
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	u := &UI{Assets: a}
	face := u.Face(18, true)
	msg := "Your game is not saved: the folder /tmp/TestFailedSaveShownAndRetriedOnTheTable1541334863/002/data cannot be written to."
	const w = 300
	lines := Wrap(msg, face, w)
	for _, l := range lines {
		if TextWidth(l, face) > w {
			t.Errorf("line %q is %.0f px, wider than %d", l, TextWidth(l, face), w)
		}
	}
	if got := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); got != strings.ReplaceAll(msg, " ", "") {
		t.Errorf("the wrapped text lost letters: %q", lines)
	}
	cutAtSlash := false
	for _, l := range lines {
		cutAtSlash = cutAtSlash || strings.HasSuffix(l, "/")
	}
	if !cutAtSlash {
		t.Errorf("the path was not cut after a slash: %q", lines)
	}
	if one := Wrap("a b c", face, w); len(one) != 1 {
		t.Errorf("short words wrap as before: %q", one)
	}
	// A box with no room yet (a layout not made) is no reason to stop:
	// each word on its own line, as before (a negative width looped for
	// ever, cutting nothing off an empty word).
	for _, width := range []float64{-40, 0} {
		if got := Wrap("Round 1 begins", face, width); len(got) != 3 {
			t.Errorf("Wrap in %.0f px: %q", width, got)
		}
	}
}

// TestNamesAreNeverCutInsideAWord: a long name in a narrow box keeps whole
// words: "the" (French "le", "la") goes first, then the last words give
// way to an ellipsis.
func TestNamesAreNeverCutInsideAWord(t *testing.T) {
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	u := &UI{Assets: a}
	face := u.Face(MinTextSize, true)
	w := func(s string) float64 { return TextWidth(s, face) + 1 }
	cases := []struct {
		name string
		maxW float64
		want string
	}{
		{"Sinbad", w("Sinbad"), "Sinbad"},
		{"the Caliph's Treasurer", w("Caliph's Treasurer"), "Caliph's Treasurer"},
		{"the Caliph's Treasurer", w("Caliph's…"), "Caliph's…"},
		{"Princess Badroulbadour", w("Princess…"), "Princess…"},
		{"Le Trésorier du Calife", w("Trésorier du Calife"), "Trésorier du Calife"},
		{"la Princesse Badroulboudour", w("Princesse…"), "Princesse…"},
	}
	for _, c := range cases {
		if got, _ := u.FitName(c.name, MinTextSize, true, c.maxW); got != c.want {
			t.Errorf("%q in %.0f px: %q, want %q", c.name, c.maxW, got, c.want)
		}
	}
}
