package game

import (
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Align is horizontal text alignment.
type Align = text.Align

const (
	Left   = text.AlignStart
	Center = text.AlignCenter
	Right  = text.AlignEnd
)

// MinTextSize is the smallest font size, in logical pixels, that any text
// is drawn at (UI.Face and Fit never go below it). The logical screen is
// scaled to the window: on a 1280x720 screen the window opens at
// FitWindow's 1152x720, a scale of 0.72, so 18 logical pixels are 13.0 on
// screen (MinScreenTextPx); a 1024x768 tablet's browser shows the screen
// at 0.64, so 11.5 CSS pixels (MinTabletTextPx).
const MinTextSize = 18

// MinScreenTextPx is the smallest text size, in screen pixels, a player
// should ever have to read on a 1280x720 screen.
const MinScreenTextPx = 12

// MinTabletTextPx is the smallest text size, in CSS pixels, a player
// should ever have to read on a 1024x768 tablet held sideways.
const MinTabletTextPx = 11

// TabletScale is the scale of the logical screen in a 1024x768 browser
// viewport: the width sets it (1024/1600 < 768/1000).
const TabletScale = 1024.0 / 1600

// DrawText draws s with its top at y. text/v2 keeps glyphs on an atlas, so
// drawing short labels per frame is a handful of batched quads.
func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, align Align, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = align
	op.LineSpacing = face.Metrics().HAscent + face.Metrics().HDescent + 4
	text.Draw(dst, s, face, op)
}

// DrawTextMiddle draws s vertically centred on cy.
func DrawTextMiddle(dst *ebiten.Image, s string, face text.Face, x, cy float64, align Align, clr color.Color) {
	m := face.Metrics()
	DrawText(dst, s, face, x, cy-(m.HAscent+m.HDescent)/2, align, clr)
}

// TextWidth is the advance of s's first line in face. (text.Advance is
// deprecated in v2.10; AdvanceAt at the end of the text is the same width.)
func TextWidth(s string, face text.Face) float64 { return text.AdvanceAt(s, len(s), face) }

// Wrap breaks s into lines no wider than w.
func Wrap(s string, face text.Face, w float64) []string {
	var lines []string
	for _, para := range splitLines(s) {
		line := ""
		for _, word := range splitWords(para) {
			if w > 0 && TextWidth(word, face) > w {
				// A word wider than the line (a folder's path) is cut
				// where it fits, after a slash when one is near.
				if line != "" {
					lines = append(lines, line)
				}
				parts := breakWord(word, face, w)
				lines = append(lines, parts[:len(parts)-1]...)
				line = parts[len(parts)-1]
				continue
			}
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && TextWidth(try, face) > w {
				lines = append(lines, line)
				line = word
			} else {
				line = try
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// breakWord cuts a word too wide for w into pieces that fit, each ending
// after the last slash that fits when there is one, else where it fits.
func breakWord(word string, face text.Face, w float64) []string {
	var out []string
	for len(word) > 1 && TextWidth(word, face) > w {
		fit, slash := 0, 0
		for i, r := range word {
			end := i + utf8.RuneLen(r)
			if TextWidth(word[:end], face) > w {
				break
			}
			fit = end
			if r == '/' || r == '\\' {
				slash = end
			}
		}
		if slash > fit/2 && slash < len(word) {
			fit = slash
		}
		if fit == 0 { // not even one letter fits: one per line
			_, fit = utf8.DecodeRuneInString(word)
		}
		out = append(out, word[:fit])
		word = word[fit:]
	}
	return append(out, word)
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// TextCache renders strings that rarely change (the log, panel labels) to
// images once, so Draw only blits them.
type TextCache struct {
	m    map[textKey]*ebiten.Image
	used map[textKey]bool
}

type textKey struct {
	s    string
	face text.Face
	clr  color.RGBA
}

// Image returns s rendered in face and clr, cached.
func (c *TextCache) Image(s string, face text.Face, clr color.Color) *ebiten.Image {
	if c.m == nil {
		c.m = map[textKey]*ebiten.Image{}
		c.used = map[textKey]bool{}
	}
	r, g, b, a := clr.RGBA()
	k := textKey{s, face, color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}}
	c.used[k] = true
	if img, ok := c.m[k]; ok {
		return img
	}
	w, h := text.Measure(s, face, face.Metrics().HAscent+face.Metrics().HDescent+4)
	img := ebiten.NewImage(int(w)+2, int(h)+2)
	DrawText(img, s, face, 1, 1, Left, clr)
	c.m[k] = img
	return img
}

// Draw blits the cached rendering of s at x,y (top-left, or aligned).
func (c *TextCache) Draw(dst *ebiten.Image, s string, face text.Face, x, y float64, align Align, clr color.Color) {
	img := c.Image(s, face, clr)
	switch align {
	case Center:
		x -= float64(img.Bounds().Dx()) / 2
	case Right:
		x -= float64(img.Bounds().Dx())
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x-1, y-1)
	dst.DrawImage(img, op)
}

// DrawCondensed draws s centred on cx, narrowed (never below
// MinCondense of its width, never widened) to fit maxW: a badge keeps its
// readable height in a narrow cell.
func (c *TextCache) DrawCondensed(dst *ebiten.Image, s string, face text.Face, cx, y, maxW float64, clr color.Color) {
	img := c.Image(s, face, clr)
	w := float64(img.Bounds().Dx())
	k := 1.0
	if w > maxW && w > 0 {
		k = max(maxW/w, MinCondense)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(k, 1)
	op.GeoM.Translate(cx-w*k/2-1, y-1)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// MinCondense is how far DrawCondensed may narrow text and it still reads
// as the same letters.
const MinCondense = 0.9

// Sweep frees renderings not used since the last sweep; call it now and
// then (for example when a round ends) so the cache cannot grow unbounded.
func (c *TextCache) Sweep() {
	for k, img := range c.m {
		if !c.used[k] {
			img.Deallocate()
			delete(c.m, k)
		}
	}
	c.used = map[textKey]bool{}
}
