package assets

import (
	"bytes"
	"reflect"
	"testing"

	"aladdin/assets/internal/dehint"
	"github.com/go-text/typesetting/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The embedded fonts are the Go fonts without hinting, and go-text (what
// draws all text) reads the same outlines, advances, character map and
// metrics from them as from the originals; the one addition is a narrow
// no-break space (U+202F, for French typography), an empty glyph a sixth
// of the em wide.
func TestDehintedFonts(t *testing.T) {
	for _, c := range []struct {
		name           string
		orig, embedded []byte
	}{{"Go Regular", goregular.TTF, goRegularTTF}, {"Go Bold", gobold.TTF, goBoldTTF}} {
		want, err := dehint.ForGame(c.orig)
		if err != nil {
			t.Fatal(c.name, err)
		}
		if !bytes.Equal(want, c.embedded) {
			t.Fatalf("%s: assets/fonts is stale: go run ./assets/cmd/fonts", c.name)
		}
		a, err := font.ParseTTF(bytes.NewReader(c.orig))
		if err != nil {
			t.Fatal(c.name, err)
		}
		b, err := font.ParseTTF(bytes.NewReader(c.embedded))
		if err != nil {
			t.Fatal(c.name, err)
		}
		if a.Upem() != b.Upem() {
			t.Fatalf("%s: upem %d vs %d", c.name, a.Upem(), b.Upem())
		}
		for m := font.UnderlinePosition; m <= font.CapHeight; m++ {
			if a.LineMetric(m) != b.LineMetric(m) {
				t.Errorf("%s: line metric %d differs", c.name, m)
			}
		}
		ea, _ := a.FontHExtents()
		eb, _ := b.FontHExtents()
		if ea != eb {
			t.Errorf("%s: extents %v vs %v", c.name, ea, eb)
		}
		narrow, ok := b.NominalGlyph(dehint.NarrowNoBreakSpace)
		if _, inOrig := a.NominalGlyph(dehint.NarrowNoBreakSpace); !ok || inOrig {
			t.Fatalf("%s: U+202F maps to %d/%v (in the original: %v)", c.name, narrow, ok, inOrig)
		}
		if adv := b.HorizontalAdvance(narrow); int(adv) != int(b.Upem())/6 {
			t.Fatalf("%s: U+202F is %v wide, want %d", c.name, adv, b.Upem()/6)
		}
		for r := rune(0); r < 0x10000; r++ {
			if r == dehint.NarrowNoBreakSpace {
				continue
			}
			ga, oka := a.NominalGlyph(r)
			gb, okb := b.NominalGlyph(r)
			if ga != gb || oka != okb {
				t.Fatalf("%s: rune %U maps to %d/%v vs %d/%v", c.name, r, ga, oka, gb, okb)
			}
		}
		n := 0
		for g := font.GID(0); g < 2000; g++ {
			if g == narrow {
				continue
			}
			if a.HorizontalAdvance(g) != b.HorizontalAdvance(g) {
				t.Fatalf("%s: glyph %d advance differs", c.name, g)
			}
			ga, gb := a.GlyphData(g), b.GlyphData(g)
			if !reflect.DeepEqual(ga, gb) {
				t.Fatalf("%s: glyph %d outline differs", c.name, g)
			}
			if ga != nil {
				n++
			}
		}
		if n < 600 {
			t.Fatalf("%s: only %d glyphs", c.name, n)
		}
		t.Logf("%s: %d -> %d bytes, %d glyphs identical", c.name, len(c.orig), len(c.embedded), n)
	}
}
