package assets

import (
	"image"
	"testing"
	"time"
)

// nonUniform reports whether an image has real content: some opaque pixels
// and more than a handful of distinct colours.
func nonUniform(im *image.RGBA) bool {
	seen := map[[4]uint8]bool{}
	opaque := 0
	for i := 0; i+3 < len(im.Pix); i += 4 * 7 {
		seen[[4]uint8{im.Pix[i], im.Pix[i+1], im.Pix[i+2], im.Pix[i+3]}] = true
		if im.Pix[i+3] > 200 {
			opaque++
		}
	}
	return opaque > 10 && len(seen) > 20
}

func TestPaintAllNonEmpty(t *testing.T) {
	t0 := time.Now()
	all := PaintAll()
	t.Logf("PaintAll: %d images in %v", len(all), time.Since(t0))
	for k, im := range all {
		if im == nil || im.Bounds().Empty() {
			t.Fatalf("%s: empty image", k)
		}
		if !nonUniform(im) {
			t.Errorf("%s: image looks blank or uniform", k)
		}
	}
	if b := all["board"].Bounds(); b.Dx() != ScreenW || b.Dy() != ScreenH {
		t.Errorf("board is %v, want %dx%d", b, ScreenW, ScreenH)
	}
	if b := all["title"].Bounds(); b.Dx() != ScreenW || b.Dy() != ScreenH {
		t.Errorf("title is %v", b)
	}
}

func diffPixels(a, b *image.RGBA) int {
	n := 0
	for i := range a.Pix {
		d := int(a.Pix[i]) - int(b.Pix[i])
		if d > 24 || d < -24 {
			n++
		}
	}
	return n
}

func TestTokensDiffer(t *testing.T) {
	for c := 0; c < NumColors; c++ {
		for d := c + 1; d < NumColors; d++ {
			if n := diffPixels(PaintToken(c, 5, true), PaintToken(d, 5, true)); n < 500 {
				t.Errorf("tokens %s and %s too alike (%d px differ)", PlayerNames[c], PlayerNames[d], n)
			}
			// Colour-blind check: the backs must differ in brightness
			// pattern too, not only in hue.
			if n := diffLuma(PaintToken(c, 0, false), PaintToken(d, 0, false)); n < 200 {
				t.Errorf("backs %s and %s differ too little in luminance (%d px)", PlayerNames[c], PlayerNames[d], n)
			}
		}
		if n := diffPixels(PaintToken(c, 1, true), PaintToken(c, 8, true)); n < 50 {
			t.Errorf("numerals 1 and 8 look alike for %s", PlayerNames[c])
		}
		if n := diffPixels(PaintToken(c, 4, true), PaintToken(c, 0, false)); n < 300 {
			t.Errorf("face and back look alike for %s", PlayerNames[c])
		}
	}
	if n := diffPixels(PaintTreasure(0, false), PaintTreasure(1, false)); n < 100 {
		t.Error("treasure kinds too alike")
	}
}

// diffLuma counts pixels whose greyscale values differ clearly after the
// images are normalised to their own mean (pattern, not overall tint).
func diffLuma(a, b *image.RGBA) int {
	la, lb := lumaOf(a), lumaOf(b)
	ma, mb := mean(la), mean(lb)
	n := 0
	for i := range la {
		d := (la[i] - ma) - (lb[i] - mb)
		if d > 30 || d < -30 {
			n++
		}
	}
	return n
}

func lumaOf(im *image.RGBA) []float64 {
	out := make([]float64, len(im.Pix)/4)
	for i := range out {
		p := im.Pix[i*4 : i*4+4]
		out[i] = 0.299*float64(p[0]) + 0.587*float64(p[1]) + 0.114*float64(p[2])
	}
	return out
}

func mean(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}

func BenchmarkPaintBoard(b *testing.B) {
	for i := 0; i < b.N; i++ {
		PaintBoard()
	}
}

func BenchmarkPaintAll(b *testing.B) {
	for i := 0; i < b.N; i++ {
		PaintAll()
	}
}
