package game

import (
	"image"
	"image/color"
	"math"

	"aladdin/assets"

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
		img = assets.NewTexture(paintRounded(k))
		s.m[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(img, op)
}

// paintRounded paints a cached shape on the CPU: the border colour over the
// whole rounded rectangle, then the fill inset by the border's width. The
// GPU only receives the pixels: filling antialiased vector paths on it cost
// a software renderer (the browser without a GPU) over a second of work in
// the set-up screen's first frame, which froze the page.
func paintRounded(k shapeKey) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, k.w, k.h))
	w, h := float64(k.w), float64(k.h)
	if k.bw > 0 {
		roundedOver(img, 0, 0, w, h, float64(k.r), k.border)
	}
	b := float64(k.bw)
	roundedOver(img, b, b, w-b, h-b, float64(k.r)-b/2, k.fill)
	return img
}

// roundedOver composites colour c (premultiplied) source-over onto dst
// inside the rounded rectangle x0,y0-x1,y1 of corner radius r. A pixel's
// coverage is how far its centre lies inside the edge (the shape's signed
// distance), clamped to one pixel: the same soft edge as an antialiased fill.
func roundedOver(dst *image.RGBA, x0, y0, x1, y1, r float64, c color.RGBA) {
	if r < 0 {
		r = 0
	}
	if r > (x1-x0)/2 {
		r = (x1 - x0) / 2
	}
	if r > (y1-y0)/2 {
		r = (y1 - y0) / 2
	}
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2-r, (y1-y0)/2-r
	b := dst.Bounds()
	for py := b.Min.Y; py < b.Max.Y; py++ {
		qy := math.Abs(float64(py)+0.5-cy) - hy
		if qy-r >= 0.5 {
			continue // the row lies outside
		}
		// Where both distances to the straight edges are a pixel or more
		// inside, the coverage is whole: that span is filled without the
		// distance (the set-up card is 1140x735).
		lo, hi := b.Max.X, b.Max.X
		if qy <= -1 {
			lo = max(b.Min.X, int(math.Ceil(cx-hx+0.5)))
			hi = min(b.Max.X, int(math.Floor(cx+hx-1.5))+1)
		}
		for px := b.Min.X; px < b.Max.X; px++ {
			if px == lo && hi > lo {
				fillSpan(dst.Pix[dst.PixOffset(lo, py):dst.PixOffset(hi, py)], c)
				px = hi - 1
				continue
			}
			qx := math.Abs(float64(px)+0.5-cx) - hx
			var d float64
			switch {
			case qx > 0 && qy > 0:
				d = math.Hypot(qx, qy) - r
			case qx > qy:
				d = qx - r
			default:
				d = qy - r
			}
			cov := 0.5 - d
			if cov <= 0 {
				continue
			}
			if cov > 1 {
				cov = 1
			}
			i := dst.PixOffset(px, py)
			p := dst.Pix[i : i+4 : i+4]
			a := cov * float64(c.A) / 255
			p[0] = uint8(float64(c.R)*cov + float64(p[0])*(1-a) + 0.5)
			p[1] = uint8(float64(c.G)*cov + float64(p[1])*(1-a) + 0.5)
			p[2] = uint8(float64(c.B)*cov + float64(p[2])*(1-a) + 0.5)
			p[3] = uint8(float64(c.A)*cov + float64(p[3])*(1-a) + 0.5)
		}
	}
}

// fillSpan composites c (premultiplied) over every pixel of a row's span.
func fillSpan(row []uint8, c color.RGBA) {
	if c.A == 255 && len(row) >= 4 {
		// Opaque: the colour itself, copied in doubling runs.
		row[0], row[1], row[2], row[3] = c.R, c.G, c.B, c.A
		for n := 4; n < len(row); n *= 2 {
			copy(row[n:], row[:n])
		}
		return
	}
	ia := 255 - uint32(c.A)
	for i := 0; i+3 < len(row); i += 4 {
		p := row[i : i+4 : i+4]
		p[0] = uint8(uint32(c.R) + (uint32(p[0])*ia+127)/255)
		p[1] = uint8(uint32(c.G) + (uint32(p[1])*ia+127)/255)
		p[2] = uint8(uint32(c.B) + (uint32(p[2])*ia+127)/255)
		p[3] = uint8(uint32(c.A) + (uint32(p[3])*ia+127)/255)
	}
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
