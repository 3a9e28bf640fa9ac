package assets

import (
	"image"
	"image/color"
	"math"
	"strconv"
)

// PaintBoard paints the full 1600x1000 static screen: the board (palace,
// city, caves, deck/camel/bank column, tally path) and the side panel.
func PaintBoard() *image.RGBA {
	dst := newCanvas(ScreenW, ScreenH)
	paintBoardBase(dst)
	paintPalace(dst)
	paintCity(dst)
	paintCaves(dst)
	paintColumn(dst)
	paintTallyPath(dst)
	paintSidePanel(dst)
	return dst
}

// paintBoardBase lays the ground of each band: night sky over the palace,
// warm sand in the city, dark rock for the caves, all in one frame.
func paintBoardBase(dst *image.RGBA) {
	b := BoardRect()
	fillRect(dst, b, textured(linear(0, 0, 0, ScreenH, grad(
		0, rgb(0x1A, 0x1E, 0x48), 0.10, rgb(0x3A, 0x2A, 0x5E), 0.22, rgb(0x8A, 0x4A, 0x4E),
		0.30, rgb(0xD8, 0x9A, 0x5A), 0.31, rgb(0xC9, 0x9A, 0x5E), 0.54, rgb(0xB8, 0x84, 0x4C),
		0.555, rgb(0x3A, 0x26, 0x1C), 1, rgb(0x1A, 0x10, 0x0C))), 0.16, 0.02))
	// Stars in the palace sky.
	for i := 0; i < 90; i++ {
		x := hash01(i, 1) * BoardW
		y := hash01(i, 2) * 40
		r := 0.5 + hash01(i, 3)*1.1
		p := NewPath()
		p.Circle(x, y, r)
		fill(dst, p, solid(withA(color.White, uint8(120+hash01(i, 4)*130))))
	}
	// Sand ripples in the city band.
	for i := 0; i < 26; i++ {
		y := float64(cityTop) - 6 + float64(i)*9.5
		p := NewPath()
		for x := 0.0; x <= BoardW; x += 20 {
			yy := y + 2.5*math.Sin(x/57+float64(i)*1.7)
			if x == 0 {
				p.MoveTo(x, yy)
			} else {
				p.LineTo(x, yy)
			}
		}
		stroke(dst, p, 1.2, solid(withA(rgb(0x7A, 0x52, 0x24), 40)))
	}
	// Rock strata in the cave band.
	rock := image.Rect(0, caveTop-8, BoardW, ScreenH)
	m := image.NewAlpha(rock)
	for y := rock.Min.Y; y < rock.Max.Y; y++ {
		for x := rock.Min.X; x < rock.Max.X; x++ {
			n := fbm(float64(x)*0.03, float64(y)*0.09)
			v := math.Abs(math.Sin(n*14 + float64(y)*0.02))
			m.Pix[m.PixOffset(x, y)] = uint8(math.Max(0, 1-v*4) * 70)
		}
	}
	fillMask(dst, m, solid(rgb(0x8A, 0x5E, 0x3C)))
	// The frame: a gilt line and a dark carved border.
	fr := NewPath()
	fr.Rect(3, 3, BoardW-3, ScreenH-3)
	stroke(dst, fr, 6, solid(rgb(0x2A, 0x14, 0x0C)))
	fr2 := NewPath()
	fr2.Rect(6.5, 6.5, BoardW-6.5, ScreenH-6.5)
	stroke(dst, fr2, 1.6, solid(nrgba(Gilt)))
}

// panelShape paints a framed panel: shadow, lit fill, bevel and a gilt line.
func panelShape(dst *image.RGBA, p *Path, sh Shader, edge color.NRGBA) *image.Alpha {
	m := p.Mask()
	shadow(dst, m, 3, 4, 4, 150)
	fillMask(dst, m, sh)
	bevel(dst, m, 2, withA(color.White, 70), withA(color.Black, 110))
	fillMask(dst, subtract(m, erode(m, 2)), solid(edge))
	return m
}

// erode shrinks a mask by r pixels.
func erode(m *image.Alpha, r int) *image.Alpha { return morph(m, r, false) }

// banner paints a name cartouche across r with an optional tally number.
func banner(dst *image.RGBA, r image.Rectangle, name string, order int, fillC color.NRGBA) {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	h := y1 - y0
	p := NewPath()
	p.Poly(x0, (y0+y1)/2, x0+h*0.45, y0, x1-h*0.45, y0, x1, (y0+y1)/2, x1-h*0.45, y1, x0+h*0.45, y1)
	m := p.Mask()
	shadow(dst, m, 2, 3, 2, 150)
	fillMask(dst, dilate(m, 2), solid(nrgba(Gilt)))
	fillMask(dst, m, linear(0, y0, 0, y1, grad(0, shade(fillC, 0.25), 0.5, fillC, 1, shade(fillC, -0.35))))
	in := NewPath()
	in.Poly(x0+4, (y0+y1)/2, x0+h*0.45+2, y0+3, x1-h*0.45-2, y0+3, x1-4, (y0+y1)/2, x1-h*0.45-2, y1-3, x0+h*0.45+2, y1-3)
	stroke(dst, in, 0.8, solid(withA(GiltLight, 150)))
	// 18 px, game.MinTextSize (11.5 CSS px on a 1024x768 tablet), smaller
	// only for a name too long for its banner.
	size := 18.0
	for size > 9 && textWidth(fBold, size, name) > (x1-x0)-h*1.4-24 {
		size--
	}
	cx := (x0 + x1) / 2
	if order > 0 {
		cx += 8
		orderMedal(dst, x0+h*0.45+9, (y0+y1)/2, math.Min(h*0.42, 10), order)
	}
	labelShaded(dst, fBold, size, name, cx, (y0+y1)/2+size*0.36, rgb(0xFF, 0xF1, 0xC4), rgb(0xE8, 0xB8, 0x5A), withA(Ink, 200), 1)
}

// orderMedal is the small gilt disc with a space's tally number.
func orderMedal(dst *image.RGBA, cx, cy, r float64, n int) {
	p := NewPath()
	p.Circle(cx, cy, r)
	m := p.Mask()
	shadow(dst, m, 1, 1, 1, 160)
	fillMask(dst, m, radial(cx-r*0.4, cy-r*0.4, r*1.6, r*1.6, grad(0, GiltLight, 0.6, Gilt, 1, rgb(0x7A, 0x4A, 0x10))))
	fillMask(dst, subtract(m, erode(m, 1)), solid(withA(Ink, 200)))
	s := strconv.Itoa(n)
	size := r * 1.25
	fillMask(dst, textMask(fBold, size, s, cx, cy+size*0.36), solid(Ink))
}

// starTiles fills clip with a faint Islamic eight-point-star tiling.
func starTiles(dst *image.RGBA, clip *image.Alpha, cell float64, c color.NRGBA) {
	r := clip.Rect
	p := NewPath()
	for y := float64(r.Min.Y) - cell; y < float64(r.Max.Y)+cell; y += cell {
		for x := float64(r.Min.X) - cell; x < float64(r.Max.X)+cell; x += cell {
			p.Star(x, y, cell*0.36, cell*0.26, 8, math.Pi/8)
		}
	}
	fillMask(dst, intersect(clip, p.Mask()), solid(c))
	q := NewPath()
	for y := float64(r.Min.Y) - cell/2; y < float64(r.Max.Y)+cell; y += cell {
		for x := float64(r.Min.X) - cell/2; x < float64(r.Max.X)+cell; x += cell {
			q.Star(x, y, cell*0.2, cell*0.08, 4, 0)
		}
	}
	fillMask(dst, intersect(clip, q.Mask()), solid(withA(c, c.A/2)))
}
