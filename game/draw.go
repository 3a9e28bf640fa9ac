package game

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Skin colours shared by every widget, taken from the board's palette.
var (
	Ink        = color.RGBA{0x2B, 0x1A, 0x10, 0xFF}
	Parchment  = color.RGBA{0xF1, 0xE0, 0xB8, 0xFF}
	ParchDark  = color.RGBA{0xDC, 0xC6, 0x94, 0xFF}
	Gilt       = color.RGBA{0xD9, 0xA4, 0x3A, 0xFF}
	GiltLight  = color.RGBA{0xFF, 0xE3, 0x8A, 0xFF}
	Night      = color.RGBA{0x16, 0x1B, 0x3A, 0xFF}
	NightLight = color.RGBA{0x2A, 0x31, 0x5E, 0xFF}
	Wine       = color.RGBA{0x7A, 0x1E, 0x2C, 0xFF}
	Teal       = color.RGBA{0x1E, 0x6B, 0x6A, 0xFF}
	Greyed     = color.RGBA{0x9A, 0x90, 0x80, 0xFF}
	Shade      = color.RGBA{0x00, 0x00, 0x00, 0x9C}
	GoodGreen  = color.RGBA{0x3C, 0xC8, 0x64, 0xFF}
	BadRed     = color.RGBA{0xE0, 0x40, 0x30, 0xFF}
)

// shapeKey identifies a cached rounded rectangle.
type shapeKey struct {
	w, h, r      int
	fill, border color.RGBA
	bw           int
}

// Shapes caches rounded rectangles as images: a vector fill per widget per
// frame would cost a stencil pass each, a cached image costs one quad.
type Shapes struct{ m map[shapeKey]*ebiten.Image }

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// RoundRect draws a rounded rectangle with an optional border (bw 0: none).
func (s *Shapes) RoundRect(dst *ebiten.Image, r image.Rectangle, radius int, fill, border color.Color, bw int) {
	if r.Empty() {
		return
	}
	if s.m == nil {
		s.m = map[shapeKey]*ebiten.Image{}
	}
	k := shapeKey{r.Dx(), r.Dy(), radius, rgba(fill), rgba(border), bw}
	img, ok := s.m[k]
	if !ok {
		img = ebiten.NewImage(r.Dx(), r.Dy())
		w, h := float32(r.Dx()), float32(r.Dy())
		if bw > 0 {
			fillRounded(img, 0, 0, w, h, float32(radius), border)
		}
		b := float32(bw)
		fillRounded(img, b, b, w-2*b, h-2*b, float32(radius)-b/2, fill)
		s.m[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(img, op)
}

func fillRounded(dst *ebiten.Image, x, y, w, h, r float32, clr color.Color) {
	if r < 0 {
		r = 0
	}
	var p vector.Path
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, &vector.FillOptions{}, op)
}

// FillRect is a plain filled rectangle (batched, cheap).
func FillRect(dst *ebiten.Image, r image.Rectangle, clr color.Color) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), clr, false)
}

// StrokeRect outlines r.
func StrokeRect(dst *ebiten.Image, r image.Rectangle, w float32, clr color.Color) {
	vector.StrokeRect(dst, float32(r.Min.X)+w/2, float32(r.Min.Y)+w/2, float32(r.Dx())-w, float32(r.Dy())-w, w, clr, true)
}

// DrawImageAt draws img with its centre at (cx, cy), scaled by sc and faded
// by alpha.
func DrawImageAt(dst, img *ebiten.Image, cx, cy, sc float64, alpha float32) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := img.Bounds()
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(cx, cy)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(alpha)
	}
	dst.DrawImage(img, op)
}

// DrawImageFlipX draws img centred at (cx, cy) squeezed horizontally by fx
// (1 normal, 0 edge-on): the two halves of a token flip.
func DrawImageFlipX(dst, img *ebiten.Image, cx, cy, sc, fx float64) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := img.Bounds()
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(sc*fx, sc)
	op.GeoM.Translate(cx, cy)
	dst.DrawImage(img, op)
}

// Lerp interpolates linearly.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

// EaseOut is a quick start and a soft landing.
func EaseOut(t float64) float64 { return 1 - (1-t)*(1-t)*(1-t) }

// EaseInOut is smooth at both ends.
func EaseInOut(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}
