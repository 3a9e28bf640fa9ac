package assets

import (
	"image"
	"image/color"
	"math"
	"strconv"
)

// PieceMargin is the transparent border around every piece image (room for
// its shadow). Piece images are centred on the piece: draw them with their
// centre on the slot point.
const PieceMargin = 6

// PaintToken paints a player token of seat colour c (0..4). Face up shows
// the value numeral on an ivory inlay ringed by the colour's emblem pattern;
// face down shows the emblem large. Either way the pattern alone identifies
// the colour.
func PaintToken(c, value int, faceUp bool) *image.RGBA {
	if c < 0 || c >= NumColors {
		c = 0
	}
	s := TokenSize + 2*PieceMargin
	dst := newCanvas(s, s)
	cx, cy := float64(s)/2, float64(s)/2
	r := float64(TokenSize)/2 - 1
	base := nrgba(PlayerColors[c])

	disc := NewPath()
	disc.Circle(cx, cy, r)
	m := disc.Mask()
	shadow(dst, m, 2, 3, 2, 150)
	// The token's thickness: a darker disc peeking out bottom-right.
	side := NewPath()
	side.Circle(cx+0.8, cy+1.6, r)
	fill(dst, side, solid(shade(base, -0.55)))
	top := NewPath()
	top.Circle(cx-0.4, cy-0.6, r-0.6)
	tm := top.Mask()
	fillMask(dst, tm, textured(radial(cx-r*0.45, cy-r*0.5, r*1.7, r*1.7,
		grad(0, shade(base, 0.35), 0.55, base, 1, shade(base, -0.35))), 0.10, 0.35))
	bevel(dst, tm, 2, withA(color.White, 110), withA(shade(base, -0.7), 120))

	ink := nrgba(Ink)
	patCol := shade(base, -0.45)
	if luma(base) < 0.45 {
		patCol = shade(base, 0.5)
	}
	if faceUp {
		emblemRing(dst, c, cx-0.4, cy-0.6, r-6.5, patCol)
		// Ivory inlay, sunk into the token: shadow inside the top-left edge.
		in := NewPath()
		in.Circle(cx-0.4, cy-0.6, r*0.62)
		im := in.Mask()
		fillMask(dst, dilate(im, 1), solid(shade(base, -0.5)))
		fillMask(dst, im, radial(cx-6, cy-8, r, r, grad(0, rgb(0xFF, 0xF8, 0xE6), 1, rgb(0xE6, 0xD2, 0xA8))))
		fillMask(dst, rim(im, 2, 2), solid(withA(shade(base, -0.6), 90)))
		num := strconv.Itoa(value)
		nm := textMask(fBold, 27, num, cx-0.4, cy+9)
		fillMask(dst, nm, solid(ink))
		if value == 6 || value == 9 {
			// Underline so 6 and 9 are never confused when rotated.
			u := NewPath()
			u.RoundRect(cx-6, cy+11, cx+5, cy+13.2, 1)
			fill(dst, u, solid(ink))
		}
	} else {
		emblemRing(dst, c, cx-0.4, cy-0.6, r-6.5, patCol)
		em := emblemPath(c, cx-0.4, cy-0.6, r*0.55)
		emm := em.Mask()
		shadow(dst, emm, 1, 2, 1, 130)
		fillMask(dst, dilate(emm, 1), solid(shade(base, -0.65)))
		fillMask(dst, emm, linear(cx-r, cy-r, cx+r, cy+r, grad(0, rgb(0xFF, 0xFB, 0xEE), 1, rgb(0xE8, 0xD6, 0xB0))))
	}
	// Gilt edge ring.
	ring := NewPath()
	ring.Circle(cx-0.4, cy-0.6, r-1.2)
	stroke(dst, ring, 1.6, solid(withA(GiltLight, 150)))
	return dst
}

// emblemRing decorates the token's outer ring with a repeat of the colour's
// pattern: rays, leaves, waves, flames or stars.
func emblemRing(dst *image.RGBA, c int, cx, cy, rr float64, col color.NRGBA) {
	p := NewPath()
	switch c {
	case 0: // sun: sixteen rays
		for i := 0; i < 16; i++ {
			t := 2 * math.Pi * float64(i) / 16
			s, co := math.Sincos(t)
			s2, c2 := math.Sincos(t + 0.09)
			s3, c3 := math.Sincos(t - 0.09)
			p.Poly(cx+co*(rr+4), cy+s*(rr+4), cx+c2*(rr-2.5), cy+s2*(rr-2.5), cx+c3*(rr-2.5), cy+s3*(rr-2.5))
		}
	case 1: // leaf: eight small leaves pointing round
		for i := 0; i < 8; i++ {
			t := 2*math.Pi*float64(i)/8 + 0.2
			m := rotate(t + math.Pi/2).then(translate(cx+rr*math.Cos(t), cy+rr*math.Sin(t)))
			q := PathT(m)
			q.MoveTo(-5, 0)
			q.QuadTo(0, -4, 5, 0)
			q.QuadTo(0, 4, -5, 0)
			q.Close()
			p.subs = append(p.subs, q.subs...)
			p.closed = append(p.closed, q.closed...)
		}
	case 2: // wave: a sine ring
		n := 96
		for i := 0; i <= n; i++ {
			t := 2 * math.Pi * float64(i) / float64(n)
			rad := rr + 2.2*math.Sin(t*10)
			x, y := cx+rad*math.Cos(t), cy+rad*math.Sin(t)
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		stroke(dst, p, 1.8, solid(col))
		return
	case 3: // flame: ten tongues
		for i := 0; i < 10; i++ {
			t := 2 * math.Pi * float64(i) / 10
			m := rotate(t + math.Pi/2).then(translate(cx+rr*math.Cos(t), cy+rr*math.Sin(t)))
			q := PathT(m)
			q.MoveTo(0, -5)
			q.QuadTo(3.5, 0, 0, 3.5)
			q.QuadTo(-3.5, 0, 0, -5)
			q.Close()
			p.subs = append(p.subs, q.subs...)
			p.closed = append(p.closed, q.closed...)
		}
	default: // star: eight little stars
		for i := 0; i < 8; i++ {
			t := 2 * math.Pi * float64(i) / 8
			p.Star(cx+rr*math.Cos(t), cy+rr*math.Sin(t), 3.6, 1.5, 5, t)
		}
	}
	fill(dst, p, solid(col))
}

// emblemPath is the colour's emblem, centred, radius about r.
func emblemPath(c int, cx, cy, r float64) *Path {
	p := PathT(at(cx, cy, r/10))
	switch c {
	case 0: // sun: disc with twelve rays
		p.Circle(0, 0, 5.2)
		for i := 0; i < 12; i++ {
			t := 2 * math.Pi * float64(i) / 12
			s, co := math.Sincos(t)
			s2, c2 := math.Sincos(t + 0.17)
			s3, c3 := math.Sincos(t - 0.17)
			p.Poly(co*10, s*10, c2*6, s2*6, c3*6, s3*6)
		}
	case 1: // leaf with stem
		p.MoveTo(-7, 7)
		p.CubeTo(-9, -3, -1, -9, 8, -9)
		p.CubeTo(8, 0, 2, 8, -7, 7)
		p.Close()
		p.Poly(-7, 7, -10, 10, -9, 10.8, -6.2, 8)
	case 2: // wave: two breaking crests
		for k := 0; k < 2; k++ {
			y := -3.0 + float64(k)*7
			p.MoveTo(-10, y+3)
			p.QuadTo(-5, y-6, 1, y-2)
			p.QuadTo(-3, y-1, -1, y+1.5)
			p.QuadTo(4, y-3, 10, y+1)
			p.LineTo(10, y+4)
			p.QuadTo(0, y+1, -10, y+6)
			p.Close()
		}
	case 3: // flame
		p.MoveTo(0, -10)
		p.CubeTo(3, -5, 9, -1, 7, 4)
		p.CubeTo(6, 9, 2, 10, 0, 10)
		p.CubeTo(-4, 10, -8, 7, -7, 2)
		p.CubeTo(-6, -2, -2, -3, -2, -6)
		p.CubeTo(-1, -3, 1, -4, 0, -10)
		p.Close()
	default: // star
		p.Star(0, 0.8, 10, 4.2, 5, 0)
	}
	return p
}

// PaintGuard paints a palace guard tile: slate grey, square with cut
// corners (unlike the round tokens). Face up shows the strength; face down
// the guard's crossed scimitars.
func PaintGuard(value int, faceUp bool) *image.RGBA {
	s := GuardSize + 2*PieceMargin
	dst := newCanvas(s, s)
	x0, y0 := float64(PieceMargin), float64(PieceMargin)
	x1, y1 := x0+GuardSize, y0+GuardSize
	oct := func(p *Path, x0, y0, x1, y1, k float64) {
		p.Poly(x0+k, y0, x1-k, y0, x1, y0+k, x1, y1-k, x1-k, y1, x0+k, y1, x0, y1-k, x0, y0+k)
	}
	body := NewPath()
	oct(body, x0, y0, x1, y1, 9)
	bm := body.Mask()
	shadow(dst, bm, 2, 3, 2, 160)
	side := NewPath()
	oct(side, x0+1, y0+2, x1+1, y1+2, 9)
	fill(dst, side, solid(rgb(0x2A, 0x2C, 0x33)))
	fillMask(dst, bm, textured(linear(x0, y0, x1, y1, grad(0, rgb(0x9A, 0x9E, 0xA8), 1, rgb(0x4E, 0x52, 0x5C))), 0.12, 0.3))
	bevel(dst, bm, 2, withA(color.White, 120), withA(color.Black, 120))
	inner := NewPath()
	oct(inner, x0+5, y0+5, x1-5, y1-5, 6)
	stroke(dst, inner, 1.2, solid(withA(rgb(0xE8, 0xEC, 0xF2), 140)))
	cx, cy := (x0+x1)/2, (y0+y1)/2
	if faceUp {
		num := strconv.Itoa(value)
		size := 28.0
		if value >= 10 {
			size = 24
		}
		m := textMask(fBold, size, num, cx, cy+size*0.36)
		shadow(dst, m, 1, 1, 1, 160)
		fillMask(dst, m, linear(0, cy-12, 0, cy+12, grad(0, rgb(0xFF, 0xFF, 0xFF), 1, rgb(0xCF, 0xD6, 0xE2))))
	} else {
		// Crossed scimitars.
		for _, sgn := range []float64{-1, 1} {
			p := PathT(scale(sgn, 1).then(translate(cx, cy)))
			p.MoveTo(-13, 13)
			p.QuadTo(-2, 4, 11, -14)
			p.QuadTo(6, 0, -11, 15)
			p.Close()
			p.Poly(-14, 8, -8, 14, -7, 13, -13, 7)
			m := p.Mask()
			shadow(dst, m, 1, 1, 1, 140)
			fillMask(dst, m, linear(cx-12, cy-12, cx+12, cy+12, grad(0, rgb(0xF2, 0xF4, 0xF8), 1, rgb(0xA0, 0xA8, 0xB4))))
		}
		c := NewPath()
		c.Circle(cx, cy+1, 3)
		fill(dst, c, solid(Gilt))
	}
	return dst
}
