package assets

import (
	"image"
	"image/color"
	"math"
)

// PaintTreasure paints a treasure piece of kind 0..4. Small pieces (worth 1)
// are single objects; large pieces (worth 3) are bigger, richer versions set
// on a gilt medallion, so the two read apart at a glance even in a crowd.
func PaintTreasure(kind int, large bool) *image.RGBA {
	size := TreasureSmall
	if large {
		size = TreasureLarge
	}
	s := size + 2*PieceMargin
	dst := newCanvas(s, s)
	c := float64(s) / 2
	u := float64(size) / 22 // design unit: pieces are drawn on a ±11-unit grid
	if large {
		medallion(dst, c, c, float64(size)/2, kind)
		u *= 0.74
	}
	m := at(c, c, u)
	switch kind {
	case KindCrown:
		paintCrown(dst, m, large)
	case KindPearl:
		paintPearl(dst, m, large)
	case KindGem:
		paintGem(dst, m, large)
	case KindTrophy:
		paintTrophy(dst, m, large)
	default:
		paintGold(dst, m, large)
	}
	return dst
}

// medallion is the dark velvet disc with a gold rim behind large pieces.
func medallion(dst *image.RGBA, cx, cy, r float64, kind int) {
	p := NewPath()
	p.Circle(cx, cy, r)
	m := p.Mask()
	shadow(dst, m, 2, 2, 2, 150)
	fillMask(dst, m, linear(cx-r, cy-r, cx+r, cy+r, grad(0, GiltLight, 0.5, Gilt, 1, rgb(0x8A, 0x5A, 0x14))))
	in := NewPath()
	in.Circle(cx, cy, r-2.6)
	base := rgb(0x3A, 0x1C, 0x2E)
	if kind == KindTrophy {
		base = rgb(0x6A, 0x4A, 0x2C) // lighter velvet so the black trophy shows
	}
	fill(dst, in, radial(cx-r*0.3, cy-r*0.3, r*1.3, r*1.3, grad(0, shade(base, 0.25), 1, shade(base, -0.4))))
}

// piece fills a shape with a lit gradient, outline and bevel.
func piece(dst *image.RGBA, p *Path, light, mid, dark color.NRGBA) *image.Alpha {
	m := p.Mask()
	shadow(dst, m, 1, 2, 1, 140)
	fillMask(dst, dilate(m, 1), solid(withA(Ink, 230)))
	b := m.Rect
	fillMask(dst, m, linear(float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y),
		grad(0, light, 0.45, mid, 1, dark)))
	bevel(dst, m, 1, withA(color.White, 120), withA(color.Black, 90))
	return m
}

func sparkle(dst *image.RGBA, x, y, r float64) {
	p := NewPath()
	p.Star(x, y, r, r*0.22, 4, 0)
	fill(dst, p, solid(withA(color.White, 230)))
}

func paintCrown(dst *image.RGBA, m aff, large bool) {
	red := nrgba(KindColors[KindCrown])
	p := PathT(m)
	if large {
		p.Poly(-11, 8, -12, -6, -7, 0, -4, -9, 0, -2, 4, -9, 7, 0, 12, -6, 11, 8)
	} else {
		p.Poly(-10, 7, -10, -5, -5, 1, 0, -8, 5, 1, 10, -5, 10, 7)
	}
	piece(dst, p, shade(red, 0.45), red, shade(red, -0.5))
	// Gold band and jewels.
	band := PathT(m)
	band.RoundRect(-11, 4, 11, 9, 1.5)
	piece(dst, band, nrgba(GiltLight), nrgba(Gilt), rgb(0x8A, 0x5A, 0x14))
	tips := []float64{-10, -5, 0, -8, 10, -5}
	if large {
		tips = []float64{-12, -6, -4, -9, 4, -9, 12, -6}
	}
	for i := 0; i+1 < len(tips); i += 2 {
		b := PathT(m)
		b.Circle(tips[i], tips[i+1], 1.8)
		piece(dst, b, nrgba(GiltLight), nrgba(Gilt), nrgba(Gilt))
	}
	j := PathT(m)
	j.Circle(0, 6.5, 1.6)
	fill(dst, j, solid(rgb(0x30, 0xA0, 0xE8)))
	pt := m.apply(-5, -2)
	sparkle(dst, pt.x, pt.y, 3*m.a)
}

func paintPearl(dst *image.RGBA, m aff, large bool) {
	if large {
		// Mother-of-pearl scallop shell holding a pearl.
		sh := PathT(m)
		sh.MoveTo(0, 10)
		for i := 0; i <= 8; i++ {
			t := math.Pi + math.Pi*float64(i)/8
			r := 12.0
			if i%2 == 1 {
				r = 13.5
			}
			sh.LineTo(r*math.Cos(t), 2+r*math.Sin(t)*0.95)
		}
		sh.Close()
		sm := piece(dst, sh, rgb(0xFF, 0xF4, 0xF8), rgb(0xE8, 0xDA, 0xE6), rgb(0xA8, 0x98, 0xB0))
		_ = sm
		for i := 1; i < 8; i++ {
			t := math.Pi + math.Pi*float64(i)/8
			l := PathT(m)
			l.MoveTo(0, 9)
			l.LineTo(12*math.Cos(t), 2+12*math.Sin(t)*0.95)
			stroke(dst, l, 0.8*m.a, solid(withA(rgb(0x8A, 0x70, 0x90), 150)))
		}
		hinge := PathT(m)
		hinge.Poly(-4, 8, 4, 8, 2.5, 11.5, -2.5, 11.5)
		piece(dst, hinge, rgb(0xF0, 0xE6, 0xF0), rgb(0xD0, 0xC0, 0xD4), rgb(0x90, 0x80, 0x98))
		pearlBall(dst, m, 0, 2, 4.6)
		return
	}
	pearlBall(dst, m, 0, 0, 9)
}

func pearlBall(dst *image.RGBA, m aff, x, y, r float64) {
	p := PathT(m)
	p.Circle(x, y, r)
	pm := p.Mask()
	shadow(dst, pm, 1, 2, 1, 140)
	fillMask(dst, dilate(pm, 1), solid(withA(rgb(0x60, 0x58, 0x68), 220)))
	c := m.apply(x-r*0.35, y-r*0.4)
	rr := r * m.a * 1.6
	fillMask(dst, pm, radial(c.x, c.y, rr, rr, grad(0, rgb(0xFF, 0xFF, 0xFF), 0.35, rgb(0xF4, 0xEE, 0xF0), 0.7, rgb(0xD8, 0xCC, 0xDC), 1, rgb(0xA8, 0x9C, 0xB4))))
	// Iridescent rim: a faint pink-green sheen on the shadow side.
	rm := rim(pm, -2, -2)
	fillMask(dst, blur(rm, 1), solid(withA(rgb(0xE8, 0xB8, 0xD8), 120)))
	h := m.apply(x-r*0.4, y-r*0.45)
	hl := NewPath()
	hl.Ellipse(h.x, h.y, r*m.a*0.28, r*m.a*0.2)
	fill(dst, hl, solid(withA(color.White, 230)))
}

func paintGem(dst *image.RGBA, m aff, large bool) {
	blue := nrgba(KindColors[KindGem])
	if large {
		// Emerald-cut stone seen from above: table and step facets.
		o := PathT(m)
		o.Poly(-8, -11, 8, -11, 12, -7, 12, 7, 8, 11, -8, 11, -12, 7, -12, -7)
		piece(dst, o, shade(blue, 0.5), blue, shade(blue, -0.55))
		facets := [][]float64{
			{-8, -11, 8, -11, 5, -6, -5, -6}, // top
			{-12, -7, -8, -11, -5, -6, -7, -4},
			{-12, -7, -7, -4, -7, 4, -12, 7}, // left
		}
		for _, f := range facets {
			q := PathT(m)
			q.Poly(f...)
			fill(dst, q, solid(withA(color.White, 70)))
		}
		for _, f := range [][]float64{{12, -7, 12, 7, 7, 4, 7, -4}, {-8, 11, 8, 11, 5, 6, -5, 6}, {12, 7, 8, 11, 5, 6, 7, 4}} {
			q := PathT(m)
			q.Poly(f...)
			fill(dst, q, solid(withA(rgb(0, 0x10, 0x40), 80)))
		}
		t := PathT(m)
		t.Poly(-5, -6, 5, -6, 7, -4, 7, 4, 5, 6, -5, 6, -7, 4, -7, -4)
		fill(dst, t, linear(m.apply(-7, -6).x, m.apply(-7, -6).y, m.apply(7, 6).x, m.apply(7, 6).y, grad(0, shade(blue, 0.35), 1, shade(blue, -0.2))))
		stroke(dst, t, 0.7, solid(withA(color.White, 120)))
		pt := m.apply(-4, -4)
		sparkle(dst, pt.x, pt.y, 4.5*m.a)
		return
	}
	// Round brilliant: octagon crown with a star of facets.
	o := PathT(m)
	o.Star(0, 0, 10, 9.3, 8, math.Pi/8)
	piece(dst, o, shade(blue, 0.5), blue, shade(blue, -0.55))
	for i := 0; i < 8; i++ {
		t := 2*math.Pi*float64(i)/8 + math.Pi/8
		q := PathT(m)
		q.Poly(0, 0, 9.5*math.Cos(t), 9.5*math.Sin(t), 9.5*math.Cos(t+math.Pi/4), 9.5*math.Sin(t+math.Pi/4))
		a := uint8(20 + 60*(0.5+0.5*math.Cos(t+math.Pi/8+math.Pi*0.75)))
		fill(dst, q, solid(withA(color.White, a)))
	}
	tb := PathT(m)
	tb.Star(0, 0, 4.5, 4.2, 8, math.Pi/8)
	fill(dst, tb, solid(withA(shade(blue, 0.5), 200)))
	pt := m.apply(-3, -4)
	sparkle(dst, pt.x, pt.y, 3.5*m.a)
}

func paintTrophy(dst *image.RGBA, m aff, large bool) {
	hi, mid, lo := rgb(0x78, 0x76, 0x84), rgb(0x34, 0x32, 0x3C), rgb(0x0C, 0x0C, 0x10)
	if large {
		// Handles behind the cup.
		for _, s := range []float64{-1, 1} {
			h := PathT(scale(s, 1).then(m))
			h.Arc(-9, -4, 4.5, 5, math.Pi*0.5, math.Pi*1.5, true)
			stroke(dst, h, 2.2*m.a, solid(mid))
		}
	}
	cup := PathT(m)
	if large {
		cup.MoveTo(-9, -10)
		cup.LineTo(9, -10)
		cup.CubeTo(9, 0, 5, 3, 1.5, 4)
		cup.LineTo(1.5, 7)
		cup.LineTo(7, 10)
		cup.LineTo(7, 12)
		cup.LineTo(-7, 12)
		cup.LineTo(-7, 10)
		cup.LineTo(-1.5, 7)
		cup.LineTo(-1.5, 4)
		cup.CubeTo(-5, 3, -9, 0, -9, -10)
	} else {
		cup.MoveTo(-7, -9)
		cup.LineTo(7, -9)
		cup.CubeTo(7, -1, 4, 2, 1.2, 3)
		cup.LineTo(1.2, 6)
		cup.LineTo(6, 9)
		cup.LineTo(6, 10.5)
		cup.LineTo(-6, 10.5)
		cup.LineTo(-6, 9)
		cup.LineTo(-1.2, 6)
		cup.LineTo(-1.2, 3)
		cup.CubeTo(-4, 2, -7, -1, -7, -9)
	}
	cup.Close()
	m2 := cup.Mask()
	shadow(dst, m2, 1, 2, 1, 150)
	// A pale outline (not dark ink): black on dark must still separate.
	fillMask(dst, dilate(m2, 1), solid(rgb(0xB8, 0x9C, 0x60)))
	b := m2.Rect
	fillMask(dst, m2, linear(float64(b.Min.X), 0, float64(b.Max.X), 0, grad(0, mid, 0.25, hi, 0.5, mid, 1, lo)))
	rimP := PathT(m)
	if large {
		rimP.Ellipse(0, -10, 9, 1.8)
	} else {
		rimP.Ellipse(0, -9, 7, 1.5)
	}
	fill(dst, rimP, solid(rgb(0x1A, 0x1A, 0x20)))
	stroke(dst, rimP, 0.8, solid(rgb(0x9A, 0x98, 0xA8)))
	band := PathT(m)
	band.Rect(-6, -5, 6, -3.6)
	if large {
		band.Rect(-8, -6, 8, -4.4)
	}
	fill(dst, band, solid(withA(Gilt, 200)))
	pt := m.apply(-4, -5)
	sparkle(dst, pt.x, pt.y, 3*m.a)
}

func paintGold(dst *image.RGBA, m aff, large bool) {
	ingot := func(ox, oy, w float64) {
		// Trapezoid ingot in 3/4 view: top face, front face.
		front := PathT(m)
		front.Poly(ox-w, oy, ox+w, oy, ox+w-1.5, oy+5, ox-w+1.5, oy+5)
		top := PathT(m)
		top.Poly(ox-w, oy, ox+w, oy, ox+w-3, oy-4, ox-w+3, oy-4)
		all := PathT(m)
		all.Poly(ox-w, oy, ox-w+3, oy-4, ox+w-3, oy-4, ox+w, oy, ox+w-1.5, oy+5, ox-w+1.5, oy+5)
		am := all.Mask()
		shadow(dst, am, 1, 2, 1, 140)
		fillMask(dst, dilate(am, 1), solid(rgb(0x5A, 0x36, 0x08)))
		fill(dst, front, linear(0, m.apply(0, oy).y, 0, m.apply(0, oy+5).y, grad(0, rgb(0xE8, 0xA8, 0x28), 1, rgb(0x9A, 0x62, 0x0C))))
		fill(dst, top, linear(m.apply(ox-w, 0).x, 0, m.apply(ox+w, 0).x, 0, grad(0, rgb(0xFF, 0xF0, 0xA0), 0.6, rgb(0xF6, 0xCC, 0x50), 1, rgb(0xD8, 0x9C, 0x28))))
	}
	if large {
		ingot(-6, 3, 6.5)
		ingot(6, 3, 6.5)
		ingot(0, -3.5, 6.5)
		pt := m.apply(-3, -7)
		sparkle(dst, pt.x, pt.y, 4*m.a)
		return
	}
	ingot(0, 0, 10)
	pt := m.apply(-5, -3)
	sparkle(dst, pt.x, pt.y, 3.2*m.a)
}
