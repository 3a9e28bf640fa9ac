package assets

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"aladdin/engine"
)

// Spell vignettes: one small illustration per spell, drawn in design units
// (about one pixel at the full card size) around the vignette's centre, lit
// from the top-left with ink outlines like the rest of the set.

// layerShader reads a premultiplied layer back as straight colour, so a
// layer can be composited through any mask with fillMask.
func layerShader(l *image.RGBA) Shader {
	return func(x, y int) color.NRGBA {
		if !(image.Point{x, y}).In(l.Rect) {
			return color.NRGBA{}
		}
		i := l.PixOffset(x, y)
		p := l.Pix[i : i+4 : i+4]
		a := uint32(p[3])
		if a == 0 {
			return color.NRGBA{}
		}
		return color.NRGBA{uint8(uint32(p[0]) * 255 / a), uint8(uint32(p[1]) * 255 / a), uint8(uint32(p[2]) * 255 / a), p[3]}
	}
}

type glyphCtx struct {
	dst       *image.RGBA
	cx, cy, u float64
}

func (g glyphCtx) p() *Path { return PathT(at(g.cx, g.cy, g.u)) }

func (g glyphCtx) pt(x, y float64) (float64, float64) { return g.cx + x*g.u, g.cy + y*g.u }

func (g glyphCtx) lin(x0, y0, x1, y1 float64, st []stop) Shader {
	a, b := g.pt(x0, y0)
	c, d := g.pt(x1, y1)
	return linear(a, b, c, d, st)
}

func (g glyphCtx) rad(x, y, rx, ry float64, st []stop) Shader {
	a, b := g.pt(x, y)
	return radial(a, b, rx*g.u, ry*g.u, st)
}

// body fills a shape with an ink outline, a drop shadow and a gradient lit
// from the top-left of its own bounds.
func (g glyphCtx) body(p *Path, light, dark color.NRGBA) *image.Alpha {
	m := p.Mask()
	b := m.Rect
	shadow(g.dst, m, 2, 3, 2, 130)
	fillMask(g.dst, dilate(m, 1), solid(withA(Ink, 230)))
	fillMask(g.dst, m, linear(float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y), grad(0, light, 1, dark)))
	bevel(g.dst, m, 1, withA(color.White, 90), withA(color.Black, 90))
	return m
}

func (g glyphCtx) gold(p *Path) {
	m := p.Mask()
	shadow(g.dst, m, 2, 3, 2, 130)
	fillMask(g.dst, dilate(m, 1), solid(withA(rgb(0x4A, 0x2A, 0x08), 230)))
	metalMask(g.dst, m)
}

func (g glyphCtx) coin(x, y, r float64) {
	c := g.p()
	c.Circle(x, y, r)
	g.gold(c)
	in := g.p()
	in.Circle(x, y, r*0.62)
	stroke(g.dst, in, math.Max(1, r*g.u*0.12), solid(withA(rgb(0x8A, 0x56, 0x10), 200)))
}

// flatCoin is a coin seen lying down.
func (g glyphCtx) flatCoin(x, y, r float64) {
	e := g.p()
	e.Ellipse(x, y+r*0.18, r, r*0.42)
	fill(g.dst, e, solid(rgb(0x8A, 0x56, 0x10)))
	t := g.p()
	t.Ellipse(x, y, r, r*0.4)
	g.gold(t)
}

func (g glyphCtx) sparkle(x, y, r float64) {
	a, b := g.pt(x, y)
	s := NewPath()
	s.Circle(a, b, r*g.u*0.5)
	glow(g.dst, s.Mask(), int(math.Max(1, r*g.u*0.4)), withA(rgb(0xFF, 0xF0, 0xB0), 150))
	sparkle(g.dst, a, b, r*g.u)
}

// token is a small player token: coloured rim, cream face with a numeral,
// or the colour's emblem when v is 0.
func (g glyphCtx) token(x, y, r float64, c, v int) *image.Alpha {
	X, Y := g.pt(x, y)
	R := r * g.u
	pc := nrgba(PlayerColors[c])
	d := NewPath()
	d.Circle(X, Y, R)
	m := d.Mask()
	shadow(g.dst, m, 2, 3, 2, 150)
	fillMask(g.dst, dilate(m, 1), solid(Ink))
	fillMask(g.dst, m, radial(X-R*0.4, Y-R*0.45, R*1.7, R*1.7, grad(0, shade(pc, 0.45), 0.55, pc, 1, shade(pc, -0.45))))
	in := NewPath()
	in.Circle(X, Y, R*0.68)
	if v > 0 {
		fill(g.dst, in, radial(X-R*0.3, Y-R*0.3, R, R, grad(0, rgb(0xFF, 0xF8, 0xE6), 1, rgb(0xE2, 0xD0, 0xA8))))
		sz := R * 1.15
		fillMask(g.dst, textMask(fBold, sz, strconv.Itoa(v), X, Y+sz*0.36), solid(Ink))
	} else {
		fill(g.dst, in, solid(shade(pc, -0.3)))
		fill(g.dst, emblemPath(c, X, Y, R*0.55), solid(shade(pc, 0.6)))
	}
	bevel(g.dst, m, 1, withA(color.White, 120), withA(color.Black, 110))
	return m
}

// ghost is the dashed outline where a token was or will be.
func (g glyphCtx) ghost(x, y, r float64, c color.NRGBA) {
	for k := 0; k < 12; k++ {
		a := float64(k) * math.Pi / 6
		s := g.p()
		s.Arc(x, y, r, r, a, a+math.Pi/10, true)
		stroke(g.dst, s, 2*g.u, solid(c))
	}
}

// arrowHead is a filled triangle pointing along angle ang with its tip at x, y.
func (g glyphCtx) arrowHead(x, y, ang, size float64, c color.NRGBA) {
	cs, sn := math.Cos(ang), math.Sin(ang)
	bx, by := x-cs*size, y-sn*size
	h := g.p()
	h.Poly(x, y, bx-sn*size*0.6, by+cs*size*0.6, bx+sn*size*0.6, by-cs*size*0.6)
	m := h.Mask()
	fillMask(g.dst, dilate(m, 1), solid(withA(Ink, 200)))
	fillMask(g.dst, m, solid(c))
}

// arcArrow strokes an elliptical arc from a0 to a1 and puts a head at a1.
func (g glyphCtx) arcArrow(x, y, rx, ry, a0, a1, w float64, c color.NRGBA) {
	dir := 1.0
	if a1 < a0 {
		dir = -1
	}
	head := w * 2.6
	cut := head / math.Max(rx, ry) * dir
	s := g.p()
	n := 24
	for i := 0; i <= n; i++ {
		a := a0 + (a1-cut-a0)*float64(i)/float64(n)
		if i == 0 {
			s.MoveTo(x+rx*math.Cos(a), y+ry*math.Sin(a))
		} else {
			s.LineTo(x+rx*math.Cos(a), y+ry*math.Sin(a))
		}
	}
	sm := s.StrokeMask(w * g.u)
	shadow(g.dst, sm, 1, 2, 1, 110)
	fillMask(g.dst, dilate(sm, 1), solid(withA(Ink, 200)))
	fillMask(g.dst, sm, solid(c))
	tx, ty := -math.Sin(a1)*rx*dir, math.Cos(a1)*ry*dir
	g.arrowHead(x+rx*math.Cos(a1), y+ry*math.Sin(a1), math.Atan2(ty, tx), head, c)
}

// straightArrow is a thick arrow from (x0,y0) to (x1,y1).
func (g glyphCtx) straightArrow(x0, y0, x1, y1, w float64, c color.NRGBA) {
	ang := math.Atan2(y1-y0, x1-x0)
	head := w * 2.4
	s := g.p()
	s.MoveTo(x0, y0)
	s.LineTo(x1-math.Cos(ang)*head*0.9, y1-math.Sin(ang)*head*0.9)
	sm := s.StrokeMask(w * g.u)
	shadow(g.dst, sm, 1, 2, 1, 110)
	fillMask(g.dst, dilate(sm, 1), solid(withA(Ink, 200)))
	fillMask(g.dst, sm, solid(c))
	g.arrowHead(x1, y1, ang, head, c)
}

// eye paints an almond eye; lx, ly shift the iris to show where it looks.
func (g glyphCtx) eye(x, y, rx, ry float64, iris color.NRGBA, lx, ly float64) {
	e := g.p()
	e.MoveTo(x-rx, y)
	e.QuadTo(x, y-ry*2, x+rx, y)
	e.QuadTo(x, y+ry*2, x-rx, y)
	e.Close()
	em := e.Mask()
	shadow(g.dst, em, 2, 3, 2, 140)
	fillMask(g.dst, dilate(em, 1), solid(Ink))
	fillMask(g.dst, em, g.rad(x-rx*0.2, y-ry*0.3, rx*1.2, ry*1.6, grad(0, rgb(0xFF, 0xFC, 0xF4), 1, rgb(0xC8, 0xC0, 0xB4))))
	ir := g.p()
	ir.Circle(x+lx, y+ly, ry*0.78)
	im := intersect(ir.Mask(), em)
	fillMask(g.dst, im, g.rad(x+lx, y+ly, ry*0.78, ry*0.78, grad(0, shade(iris, 0.35), 0.7, iris, 1, shade(iris, -0.6))))
	pu := g.p()
	pu.Circle(x+lx, y+ly, ry*0.34)
	fillMask(g.dst, intersect(pu.Mask(), em), solid(rgb(0x08, 0x06, 0x04)))
	hl := g.p()
	hl.Circle(x+lx-ry*0.25, y+ly-ry*0.28, ry*0.14)
	fill(g.dst, hl, solid(withA(color.White, 230)))
	lid := g.p()
	lid.MoveTo(x-rx, y)
	lid.QuadTo(x, y-ry*2, x+rx, y)
	stroke(g.dst, lid, 2.2*g.u, solid(Ink))
}

func (g glyphCtx) lamp(x, y, s float64) {
	X, Y := g.pt(x, y)
	g.gold(lampPath(X, Y, s*g.u))
}

func (g glyphCtx) moon(x, y, r float64) {
	a := g.p()
	a.Circle(x, y, r)
	b := g.p()
	b.Circle(x+r*0.42, y-r*0.28, r*0.86)
	m := subtract(a.Mask(), b.Mask())
	glow(g.dst, m, int(4*g.u+1), withA(rgb(0xD8, 0xE0, 0xFF), 170))
	fillMask(g.dst, m, g.lin(x-r, y-r, x+r, y+r, grad(0, rgb(0xFF, 0xFF, 0xFF), 1, rgb(0x9A, 0xA8, 0xD0))))
}

func (g glyphCtx) sun(x, y, r float64) {
	s := g.p()
	s.Star(x, y, r*1.45, r*1.05, 16, 0)
	sm := s.Mask()
	glow(g.dst, sm, int(5*g.u+1), withA(rgb(0xFF, 0xC0, 0x40), 170))
	fillMask(g.dst, sm, g.rad(x, y, r*1.45, r*1.45, grad(0, rgb(0xFF, 0xF4, 0xB0), 1, rgb(0xF0, 0x90, 0x18))))
	d := g.p()
	d.Circle(x+r*0.12, y+r*0.08, r*0.92)
	dm := d.Mask()
	fillMask(g.dst, dm, g.rad(x, y, r, r, grad(0, rgb(0x1A, 0x14, 0x30), 1, rgb(0x06, 0x04, 0x10))))
	fillMask(g.dst, subtract(dilate(dm, 1), dm), solid(withA(rgb(0xFF, 0xF0, 0xC0), 220)))
}

// caveMouth is a dark rock arch opening whose floor is at y.
func (g glyphCtx) caveMouth(x, y, w, h float64) {
	rock := g.p()
	rock.MoveTo(x-w/2-8, y)
	rock.QuadTo(x-w/2-6, y-h-10, x, y-h-12)
	rock.QuadTo(x+w/2+6, y-h-10, x+w/2+8, y)
	rock.Close()
	g.body(rock, rgb(0x9A, 0x80, 0x68), rgb(0x4A, 0x38, 0x2C))
	in := g.p()
	in.MoveTo(x-w/2, y)
	in.QuadTo(x-w/2, y-h, x, y-h)
	in.QuadTo(x+w/2, y-h, x+w/2, y)
	in.Close()
	fill(g.dst, in, g.lin(x, y-h, x, y, grad(0, rgb(0x06, 0x04, 0x08), 1, rgb(0x2A, 0x18, 0x10))))
}

func (g glyphCtx) streaks(pts [][4]float64) {
	for i, s := range pts {
		p := g.p()
		p.MoveTo(s[0], s[1])
		p.LineTo(s[2], s[3])
		stroke(g.dst, p, (2.4-float64(i%2)*0.8)*g.u, solid(withA(rgb(0xE8, 0xE0, 0xFF), 150)))
	}
}

func (g glyphCtx) flame(x, y, w, h float64) {
	f := g.p()
	f.MoveTo(x, y)
	f.CubeTo(x-w, y, x-w*0.9, y-h*0.5, x-w*0.15, y-h*0.7)
	f.QuadTo(x-w*0.2, y-h*0.85, x, y-h)
	f.QuadTo(x+w*0.9, y-h*0.55, x+w*0.8, y-h*0.2)
	f.CubeTo(x+w*0.7, y, x+w*0.2, y, x, y)
	f.Close()
	m := f.Mask()
	glow(g.dst, m, int(5*g.u+1), withA(rgb(0xFF, 0x90, 0x20), 170))
	fillMask(g.dst, m, g.lin(x, y-h, x, y, grad(0, rgb(0xFF, 0xF0, 0x90), 0.5, rgb(0xFF, 0xA0, 0x20), 1, rgb(0xD0, 0x30, 0x10))))
}

var (
	skinL   = rgb(0xE8, 0xB4, 0x84)
	skinD   = rgb(0x9A, 0x62, 0x3C)
	woodL   = rgb(0xB0, 0x78, 0x48)
	woodD   = rgb(0x5A, 0x34, 0x1C)
	arrowG  = rgb(0xFF, 0xD8, 0x60)
	arrowS  = rgb(0xE0, 0xE6, 0xF0)
	magicC  = rgb(0xD8, 0xC8, 0xFF)
	ghostC  = withA(rgb(0xE8, 0xE0, 0xFF), 170)
	moonGlo = withA(rgb(0xD8, 0xE4, 0xFF), 200)
	sunGlo  = withA(rgb(0xFF, 0xC8, 0x40), 210)
)

// spellGlyph draws sp's illustration in the vignette centred at cx, cy;
// r is the vignette's scale (about 40 at full card size).
func spellGlyph(dst *image.RGBA, sp engine.Spell, cx, cy, r float64) {
	g := glyphCtx{dst, cx, cy, r / 40}
	halo := NewPath()
	halo.Circle(cx, cy, r*0.9)
	glow(dst, halo.Mask(), int(r*0.3), withA(rgb(0xC0, 0xA0, 0xFF), 50))
	spellGlyphs[sp](g)
}

// spellGlyphs draw each spell's illustration with g centred on the
// vignette, at g.u design units per pixel.
var spellGlyphs = [engine.NumSpells]func(g glyphCtx){
	engine.SecondChance: func(g glyphCtx) {
		g.ghost(44, 18, 17, ghostC)
		g.token(-44, 18, 17, 0, 0)
		g.arcArrow(0, 22, 44, 46, math.Pi+0.45, 2*math.Pi-0.5, 5, arrowG)
	},
	engine.Abracadabra: func(g glyphCtx) {
		w := g.p()
		w.MoveTo(-44, 36)
		w.LineTo(14, -6)
		wm := w.StrokeMask(7 * g.u)
		shadow(g.dst, wm, 2, 3, 2, 140)
		fillMask(g.dst, dilate(wm, 1), solid(Ink))
		fillMask(g.dst, wm, solid(rgb(0x2A, 0x20, 0x30)))
		t := g.p()
		t.MoveTo(6, 0)
		t.LineTo(16, -7)
		stroke(g.dst, t, 7*g.u, solid(rgb(0xFA, 0xF4, 0xE8)))
		g.sparkle(28, -18, 16)
		g.sparkle(48, 2, 8)
		g.sparkle(10, -36, 7)
		g.sparkle(46, -36, 6)
		g.sparkle(-6, -22, 5)
		g.sparkle(58, -18, 4)
	},
	engine.LastFirst: func(g glyphCtx) {
		g.token(-42, 4, 19, 4, 9)
		g.token(42, 4, 19, 1, 1)
		g.arcArrow(0, 4, 40, 36, math.Pi+0.75, 2*math.Pi-0.75, 4.5, arrowG)
		g.arcArrow(0, 4, 40, 36, 0.75, math.Pi-0.75, 4.5, arrowS)
	},
	engine.Charity: func(g glyphCtx) {
		sl := g.p()
		sl.RoundRect(-70, 10, -48, 40, 4)
		g.body(sl, shade(nrgba(Wine), 0.3), shade(nrgba(Wine), -0.4))
		h := g.p()
		h.MoveTo(-50, 36)
		h.CubeTo(-30, 42, 24, 40, 48, 24)
		h.CubeTo(56, 18, 52, 10, 42, 12)
		h.LineTo(-8, 16)
		h.CubeTo(-14, 6, -22, -4, -30, -2)
		h.CubeTo(-36, 0, -34, 8, -38, 14)
		h.LineTo(-50, 14)
		h.Close()
		g.body(h, skinL, skinD)
		for _, f := range [][4]float64{{-2, 24, 40, 20}, {0, 30, 34, 27}} {
			l := g.p()
			l.MoveTo(f[0], f[1])
			l.LineTo(f[2], f[3])
			stroke(g.dst, l, 1.2*g.u, solid(withA(skinD, 180)))
		}
		g.flatCoin(20, 8, 13)
		g.flatCoin(12, 2, 12)
		g.coin(-2, -26, 10)
		g.coin(24, -30, 9)
		g.sparkle(40, -14, 6)
	},
	engine.CityTax: func(g glyphCtx) {
		wall := g.p()
		wall.Rect(-40, -8, 40, 40)
		for _, x := range []float64{-54, 32} {
			wall.Rect(x, -22, x+22, 40)
			for k := 0; k < 3; k++ {
				wall.Rect(x+float64(k)*8, -30, x+float64(k)*8+6, -20)
			}
		}
		for k := 0; k < 5; k++ {
			wall.Rect(-28+float64(k)*12, -15, -22+float64(k)*12, -6)
		}
		g.body(wall, rgb(0xF0, 0xD4, 0xA0), rgb(0x9A, 0x70, 0x48))
		gate := g.p()
		gate.MoveTo(-15, 40)
		gate.LineTo(-15, 16)
		gate.QuadTo(-15, 2, 0, 0)
		gate.QuadTo(15, 2, 15, 16)
		gate.LineTo(15, 40)
		gate.Close()
		fill(g.dst, gate, g.lin(0, 0, 0, 40, grad(0, rgb(0x10, 0x08, 0x06), 1, rgb(0x3A, 0x20, 0x14))))
		g.coin(-18, -36, 9)
		g.coin(2, -40, 9)
		g.coin(22, -36, 9)
	},
	engine.Donation: func(g glyphCtx) {
		g.coin(-12, -34, 9)
		g.coin(10, -22, 9)
		g.coin(-20, -12, 8)
		b := g.p()
		b.MoveTo(-40, 12)
		b.QuadTo(-38, 44, 0, 44)
		b.QuadTo(38, 44, 40, 12)
		b.Close()
		g.body(b, rgb(0xE0, 0x9A, 0x60), rgb(0x7A, 0x3A, 0x18))
		rim := g.p()
		rim.Ellipse(0, 12, 40, 7)
		fill(g.dst, rim, solid(rgb(0x3A, 0x1A, 0x0C)))
		g.flatCoin(-10, 10, 10)
		g.flatCoin(12, 9, 10)
		st := g.p()
		st.Ellipse(0, 12, 40, 7)
		stroke(g.dst, st, 2*g.u, solid(rgb(0xF0, 0xB8, 0x78)))
	},
	engine.DragonLeaves: func(g glyphCtx) {
		g.caveMouth(-44, 44, 36, 30)
		g.streaks([][4]float64{{-34, 8, -4, -8}, {-28, 20, 2, 2}, {-40, -4, -14, -18}})
		X, Y := g.pt(20, -14)
		paintDragonS(g.dst, KindCrown, X, Y, 0.42*g.u)
	},
	engine.DragonsReturn: func(g glyphCtx) {
		g.caveMouth(0, 44, 64, 38)
		g.streaks([][4]float64{{-30, -40, -22, -30}, {30, -40, 22, -30}, {0, -46, 0, -38}})
		X, Y := g.pt(0, -2)
		paintDragonS(g.dst, KindCrown, X, Y, 0.42*g.u)
		g.straightArrow(56, -36, 56, 16, 4, arrowG)
		g.straightArrow(-56, -36, -56, 16, 4, arrowG)
	},
	engine.EyeForAnEye: func(g glyphCtx) {
		g.eye(-36, 2, 32, 16, rgb(0xC8, 0x30, 0x20), 8, 0)
		g.eye(36, 2, 32, 16, rgb(0x20, 0x80, 0x50), -8, 0)
	},
	engine.LunarEclipse: func(g glyphCtx) {
		g.moon(0, -22, 18)
		for k, v := range []int{1, 4, 7} {
			x := -44 + float64(k)*44
			y := 24.0
			if v%2 == 1 {
				y = 16
				a, b := g.pt(x, y)
				c := NewPath()
				c.Circle(a, b, 16*g.u)
				glow(g.dst, c.Mask(), int(6*g.u+1), moonGlo)
			}
			g.token(x, y, 15, []int{2, 0, 4}[k], v)
		}
	},
	engine.SolarEclipse: func(g glyphCtx) {
		g.sun(0, -22, 15)
		for k, v := range []int{2, 5, 8} {
			x := -44 + float64(k)*44
			y := 24.0
			if v%2 == 0 {
				y = 16
				a, b := g.pt(x, y)
				c := NewPath()
				c.Circle(a, b, 16*g.u)
				glow(g.dst, c.Mask(), int(6*g.u+1), sunGlo)
			}
			g.token(x, y, 15, []int{3, 1, 2}[k], v)
		}
	},
	engine.MagesApprentice: func(g glyphCtx) {
		robe := g.p()
		robe.Poly(-66, 44, -22, 44, -32, 2, -56, 2)
		g.body(robe, rgb(0x5A, 0x7A, 0xE0), rgb(0x1A, 0x2A, 0x70))
		hd := g.p()
		hd.Circle(-44, -4, 10)
		g.body(hd, skinL, skinD)
		hat := g.p()
		hat.MoveTo(-62, -8)
		hat.LineTo(-24, -8)
		hat.QuadTo(-34, -20, -30, -44)
		hat.QuadTo(-46, -30, -62, -8)
		hat.Close()
		g.body(hat, rgb(0x7A, 0x5A, 0xE8), rgb(0x2A, 0x1A, 0x6A))
		st := g.p()
		st.Star(-40, -18, 4, 1.6, 5, 0)
		fill(g.dst, st, solid(GiltLight))
		g.lamp(28, -20, 0.9)
		sc := g.p()
		sc.RoundRect(16, 16, 42, 30, 3)
		g.body(sc, rgb(0xFA, 0xEE, 0xD0), rgb(0xC0, 0xA0, 0x70))
		for _, x := range []float64{14, 44} {
			rl := g.p()
			rl.RoundRect(x-3, 13, x+3, 33, 3)
			g.body(rl, rgb(0xE0, 0xC8, 0x98), rgb(0x8A, 0x6A, 0x40))
		}
		g.arcArrow(30, 4, 36, 30, -0.35, 0.6, 3.5, arrowG)
		g.arcArrow(30, 4, 36, 30, math.Pi-0.35, math.Pi+0.6, 3.5, arrowS)
	},
	engine.Mirage: func(g glyphCtx) {
		for k, o := range [][2]float64{{-14, -6}, {14, -8}} {
			X, Y := g.pt(o[0], o[1])
			m := lampPath(X, Y, 1.5*g.u).Mask()
			fillMask(g.dst, m, solid(withA(rgb(0xFF, 0xE0, 0x90), uint8(60+k*20))))
		}
		g.lamp(0, 6, 1.5)
		for k := 0; k < 4; k++ {
			wv := g.p()
			y := -30 + float64(k)*18
			for j := 0; j <= 24; j++ {
				x := -60 + float64(j)*5
				if j == 0 {
					wv.MoveTo(x, y+3*math.Sin(x/6+float64(k)))
				} else {
					wv.LineTo(x, y+3*math.Sin(x/6+float64(k)))
				}
			}
			stroke(g.dst, wv, 1.4*g.u, solid(withA(rgb(0xE8, 0xF0, 0xFF), 90)))
		}
		g.sparkle(34, -24, 8)
		g.sparkle(-36, 20, 5)
	},
	engine.Parasite: func(g glyphCtx) {
		g.lamp(20, 16, 1.7)
		tail := g.p()
		tail.MoveTo(-40, 34)
		tail.CubeTo(-20, 30, -50, 14, -34, 0)
		stroke(g.dst, tail, 5*g.u, solid(withA(rgb(0x80, 0xE0, 0xF0), 170)))
		bd := g.p()
		bd.MoveTo(-34, 4)
		bd.CubeTo(-48, -4, -40, -20, -30, -20)
		bd.CubeTo(-20, -20, -16, -6, -34, 4)
		bd.Close()
		g.body(bd, rgb(0x90, 0xF0, 0xFF), rgb(0x1A, 0x80, 0xA0))
		hd := g.p()
		hd.Circle(-30, -27, 7)
		g.body(hd, rgb(0x90, 0xF0, 0xFF), rgb(0x1A, 0x80, 0xA0))
		arm := g.p()
		arm.MoveTo(-24, -14)
		arm.QuadTo(-6, -16, 6, 6)
		stroke(g.dst, arm, 3*g.u, solid(rgb(0x40, 0xB0, 0xD0)))
		for _, s := range []float64{-1, 1} {
			e := g.p()
			e.Circle(-30+s*2.6, -28, 1.3)
			fill(g.dst, e, solid(Ink))
		}
		g.sparkle(40, -20, 7)
	},
	engine.Sacrifice: func(g glyphCtx) {
		br := g.p()
		br.MoveTo(-34, 26)
		br.QuadTo(-30, 44, 0, 44)
		br.QuadTo(30, 44, 34, 26)
		br.Close()
		g.gold(br)
		g.flame(-14, 28, 14, 38)
		g.flame(14, 28, 14, 36)
		g.flame(0, 28, 18, 54)
		g.coin(-30, -30, 9)
		g.coin(30, -24, 9)
		g.coin(8, -40, 8)
	},
	engine.Smuggler: func(g glyphCtx) {
		sack := g.p()
		sack.MoveTo(14, -14)
		sack.CubeTo(56, -16, 64, 30, 38, 38)
		sack.CubeTo(20, 42, 6, 26, 14, -14)
		sack.Close()
		g.body(sack, rgb(0xD0, 0xA8, 0x6A), rgb(0x6A, 0x4A, 0x24))
		g.flatCoin(30, -14, 8)
		g.sparkle(38, -20, 5)
		cl := g.p()
		cl.MoveTo(-50, 44)
		cl.CubeTo(-48, 10, -36, -40, -12, -42)
		cl.CubeTo(8, -40, 14, -10, 20, 44)
		cl.Close()
		g.body(cl, rgb(0x6A, 0x5A, 0x58), rgb(0x1E, 0x18, 0x1A))
		fc := g.p()
		fc.Ellipse(-12, -16, 11, 13)
		fill(g.dst, fc, g.rad(-12, -18, 12, 14, grad(0, rgb(0x2A, 0x1C, 0x14), 1, rgb(0x06, 0x04, 0x04))))
		for _, s := range []float64{-1, 1} {
			e := g.p()
			e.Ellipse(-12+s*4.5, -18, 2.4, 1.3)
			fill(g.dst, e, solid(rgb(0xFF, 0xD8, 0x60)))
		}
		hand := g.p()
		hand.Circle(14, -8, 5)
		g.body(hand, skinL, skinD)
	},
	engine.Spy: func(g glyphCtx) {
		for k := 0; k < 10; k++ {
			a := math.Pi + math.Pi*float64(k+1)/11
			l := g.p()
			l.MoveTo(math.Cos(a)*44, 4+math.Sin(a)*30)
			l.LineTo(math.Cos(a)*56, 4+math.Sin(a)*40)
			stroke(g.dst, l, 2*g.u, solid(withA(rgb(0xFF, 0xE8, 0xB0), 150)))
		}
		g.eye(0, 6, 50, 20, rgb(0x2A, 0x90, 0xB0), 0, 2)
	},
	engine.SultansTax: func(g glyphCtx) {
		pu := g.p()
		pu.MoveTo(-12, -6)
		pu.CubeTo(-44, 6, -40, 44, 0, 44)
		pu.CubeTo(40, 44, 44, 6, 12, -6)
		pu.Close()
		g.body(pu, rgb(0xC0, 0x40, 0x48), rgb(0x5A, 0x10, 0x1C))
		tie := g.p()
		tie.RoundRect(-16, -10, 16, -3, 3)
		g.gold(tie)
		g.coin(-44, 32, 9)
		g.coin(44, 32, 9)
		g.coin(48, 14, 8)
		X, Y := g.pt(0, -26)
		paintCrown(g.dst, at(X, Y, 1.9*g.u), true)
		g.sparkle(26, -36, 6)
	},
	engine.Taboo: func(g glyphCtx) {
		d := g.p()
		d.MoveTo(-26, 42)
		d.LineTo(-26, -8)
		d.QuadTo(-26, -36, 0, -36)
		d.QuadTo(26, -36, 26, -8)
		d.LineTo(26, 42)
		d.Close()
		dm := g.body(d, woodL, woodD)
		pl := g.p()
		for _, x := range []float64{-13, 0, 13} {
			pl.MoveTo(x, -34)
			pl.LineTo(x, 42)
		}
		fillMask(g.dst, intersect(pl.StrokeMask(1.4*g.u), dm), solid(withA(woodD, 200)))
		bar := g.p()
		bar.RoundRect(-36, 2, 36, 14, 3)
		g.body(bar, rgb(0x9A, 0x9A, 0xA8), rgb(0x3A, 0x3A, 0x48))
		ring := g.p()
		ring.Circle(0, 4, 42)
		hole := g.p()
		hole.Circle(0, 4, 35)
		sl := g.p()
		sl.MoveTo(-25, -21)
		sl.LineTo(25, 29)
		no := subtract(ring.Mask(), hole.Mask())
		red := withA(rgb(0xE0, 0x24, 0x20), 235)
		shadow(g.dst, no, 2, 3, 2, 140)
		fillMask(g.dst, no, solid(red))
		fillMask(g.dst, sl.StrokeMask(7*g.u), solid(red))
	},
	engine.Teleport: func(g glyphCtx) {
		g.ghost(-44, 14, 16, ghostC)
		sp := g.p()
		for j := 0; j <= 60; j++ {
			t := float64(j) / 60
			a := t * 4 * math.Pi
			rr := 3 + t*24
			x, y := math.Cos(a)*rr, -4+math.Sin(a)*rr*0.8
			if j == 0 {
				sp.MoveTo(x, y)
			} else {
				sp.LineTo(x, y)
			}
		}
		sm := sp.StrokeMask(3 * g.u)
		glow(g.dst, sm, int(3*g.u+1), withA(rgb(0xB0, 0x90, 0xFF), 200))
		fillMask(g.dst, sm, solid(magicC))
		g.token(44, 14, 17, 2, 0)
		g.sparkle(30, -20, 7)
		g.sparkle(-28, -22, 5)
		g.coin(60, -22, 7)
	},
	engine.Trade: func(g glyphCtx) {
		X, Y := g.pt(-56, -16)
		paintGem(g.dst, at(X, Y, 1.2*g.u), false)
		g.coin(56, -16, 10)
		g.coin(-56, 20, 10)
		X, Y = g.pt(56, 20)
		paintPearl(g.dst, at(X, Y, 1.2*g.u), false)
		g.straightArrow(-38, -16, 38, -16, 5, arrowG)
		g.straightArrow(38, 20, -38, 20, 5, arrowS)
	},
}
