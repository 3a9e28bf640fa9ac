package assets

import (
	"image"
	"image/color"
	"math"

	"aladdin/engine"
)

// Artifacts, the camel and the vizier.

// PaintArtifact paints the tile of artifact type t: a gilt-framed velvet
// tile with the object on it. engine.NoArtifact (any t out of range)
// paints the face-down back.
func PaintArtifact(t engine.Artifact) *image.RGBA {
	s := ArtifactSize + 2*PieceMargin
	dst := newCanvas(s, s)
	x0, y0 := float64(PieceMargin), float64(PieceMargin)
	x1, y1 := x0+ArtifactSize, y0+ArtifactSize
	tile := NewPath()
	tile.RoundRect(x0, y0, x1, y1, 9)
	tm := tile.Mask()
	shadow(dst, tm, 2, 3, 2, 160)
	side := NewPath()
	side.RoundRect(x0+1, y0+2, x1+1, y1+2, 9)
	fill(dst, side, solid(rgb(0x5A, 0x3A, 0x10)))
	fillMask(dst, tm, linear(x0, y0, x1, y1, grad(0, GiltLight, 0.5, Gilt, 1, rgb(0x8A, 0x5A, 0x14))))
	in := NewPath()
	in.RoundRect(x0+4, y0+4, x1-4, y1-4, 6)
	velvet := rgb(0x24, 0x2C, 0x6A)
	if t >= engine.NumArtifactTypes {
		velvet = rgb(0x5A, 0x16, 0x2A)
	}
	im := in.Mask()
	fillMask(dst, im, textured(radial(x0+20, y0+18, 50, 50, grad(0, shade(velvet, 0.25), 1, shade(velvet, -0.45))), 0.12, 0.4))
	fillMask(dst, blur(rim(im, 2, 2), 1), solid(withA(color.Black, 150)))
	cx, cy := (x0+x1)/2, (y0+y1)/2
	if t < engine.NumArtifactTypes {
		artifactGlyphs[t](dst, cx, cy)
	} else {
		artifactBackGlyph(dst, cx, cy)
	}
	return dst
}

// artifactGlyphs draw each artifact type's object on its tile, centred
// at cx, cy.
var artifactGlyphs = [engine.NumArtifactTypes]func(dst *image.RGBA, cx, cy float64){
	engine.Lamp: func(dst *image.RGBA, cx, cy float64) {
		glow(dst, lampPath(cx, cy+4, 1).Mask(), 5, withA(rgb(0xFF, 0xD0, 0x60), 120))
		metal(dst, lampPath(cx-1, cy+4, 0.95))
		fl := NewPath()
		fl.MoveTo(cx+21, cy-7)
		fl.QuadTo(cx+26, cy-12, cx+22, cy-18)
		fl.QuadTo(cx+19, cy-12, cx+21, cy-7)
		fill(dst, fl, solid(rgb(0xFF, 0xB0, 0x30)))
	},
	engine.Counterspell: func(dst *image.RGBA, cx, cy float64) {
		// A silver shield turning a spell aside.
		sh := NewPath()
		sh.MoveTo(cx-14, cy-16)
		sh.QuadTo(cx, cy-20, cx+14, cy-16)
		sh.QuadTo(cx+15, cy+6, cx, cy+18)
		sh.QuadTo(cx-15, cy+6, cx-14, cy-16)
		sh.Close()
		m := sh.Mask()
		shadow(dst, m, 1, 2, 1, 150)
		fillMask(dst, dilate(m, 1), solid(Ink))
		fillMask(dst, m, linear(cx-14, cy-18, cx+14, cy+18, grad(0, rgb(0xFF, 0xFF, 0xFF), 0.5, rgb(0xB8, 0xC0, 0xD0), 1, rgb(0x60, 0x68, 0x80))))
		moon := NewPath()
		moon.Circle(cx-1, cy-1, 8)
		cut := NewPath()
		cut.Circle(cx+3, cy-3, 7)
		fillMask(dst, subtract(moon.Mask(), cut.Mask()), solid(rgb(0x6A, 0x2A, 0x9A)))
		for _, a := range []float64{-0.9, -0.4, 0.1} {
			sp := NewPath()
			sp.MoveTo(cx+16+6*math.Cos(a), cy-8+6*math.Sin(a))
			sp.LineTo(cx+22+8*math.Cos(a), cy-8+8*math.Sin(a))
			stroke(dst, sp, 1.6, solid(rgb(0xD8, 0xB8, 0xFF)))
		}
	},
	engine.Double: func(dst *image.RGBA, cx, cy float64) {
		for i, o := range []float64{-7, 6} {
			d := NewPath()
			d.Circle(cx+o, cy+o*0.6, 12)
			m := d.Mask()
			shadow(dst, m, 1, 2, 1, 150)
			a := uint8(150)
			if i == 1 {
				a = 255
			}
			fillMask(dst, m, radial(cx+o-5, cy+o*0.6-5, 20, 20, grad(0, withA(rgb(0xFF, 0xF4, 0xD8), a), 1, withA(rgb(0xC8, 0xA8, 0x70), a))))
			fillMask(dst, subtract(m, erode(m, 1)), solid(Ink))
		}
		fillMask(dst, textMask(fBold, 14, "×2", cx+6, cy+8.5), solid(Ink))
	},
	engine.FlyingCarpet: func(dst *image.RGBA, cx, cy float64) {
		c := PathT(translate(cx, cy))
		c.MoveTo(-20, -4)
		c.QuadTo(-8, -14, 4, -8)
		c.QuadTo(14, -3, 22, -10)
		c.LineTo(16, 8)
		c.QuadTo(6, 14, -4, 8)
		c.QuadTo(-14, 2, -24, 10)
		c.Close()
		m := c.Mask()
		shadow(dst, m, 2, 5, 3, 150)
		fillMask(dst, m, linear(cx-20, cy-10, cx+20, cy+10, grad(0, rgb(0xE0, 0x40, 0x40), 1, rgb(0x7A, 0x10, 0x20))))
		inner := PathT(translate(cx, cy))
		inner.MoveTo(-15, -2)
		inner.QuadTo(-6, -9, 4, -4)
		inner.QuadTo(12, 0, 17, -5)
		inner.LineTo(13, 5)
		inner.QuadTo(5, 9, -4, 4)
		inner.QuadTo(-11, 0, -18, 6)
		inner.Close()
		stroke(dst, inner, 1.4, solid(GiltLight))
		d := NewPath()
		d.Star(cx-1, cy, 4, 1.6, 4, 0)
		fill(dst, d, solid(GiltLight))
		fr := PathT(translate(cx, cy))
		for i := 0; i < 6; i++ {
			u := float64(i) / 5
			fr.MoveTo(-24+8*u, 10-2*u)
			fr.LineTo(-27+8*u, 14-2*u)
		}
		stroke(dst, fr, 1, solid(GiltLight))
	},
	engine.Key: func(dst *image.RGBA, cx, cy float64) {
		k := PathT(rotate(-math.Pi / 4).then(translate(cx, cy)))
		k.Circle(-13, 0, 8)
		k.RoundRect(-6, -2.5, 20, 2.5, 1)
		k.Rect(12, 2, 15, 9)
		k.Rect(17, 2, 20, 7)
		m := k.Mask()
		hole := PathT(rotate(-math.Pi / 4).then(translate(cx, cy)))
		hole.Circle(-13, 0, 3.5)
		m = subtract(m, hole.Mask())
		metalMask(dst, m)
	},
	engine.Scroll: func(dst *image.RGBA, cx, cy float64) {
		sc := NewPath()
		sc.Rect(cx-14, cy-14, cx+14, cy+12)
		m := sc.Mask()
		shadow(dst, m, 1, 2, 1, 150)
		fillMask(dst, m, linear(cx-14, 0, cx+14, 0, grad(0, rgb(0xF8, 0xEC, 0xC8), 1, rgb(0xD8, 0xB8, 0x80))))
		for _, y := range []float64{cy - 15, cy + 13} {
			r := NewPath()
			r.RoundRect(cx-18, y-3.5, cx+18, y+3.5, 3.5)
			rm := r.Mask()
			fillMask(dst, dilate(rm, 1), solid(rgb(0x6A, 0x4A, 0x20)))
			fillMask(dst, rm, linear(0, y-3.5, 0, y+3.5, grad(0, rgb(0xFF, 0xF4, 0xD8), 1, rgb(0xB8, 0x90, 0x58))))
		}
		lines := NewPath()
		for i := 0; i < 4; i++ {
			y := cy - 8 + float64(i)*4.5
			lines.MoveTo(cx-10, y)
			lines.LineTo(cx+10-float64(i%2)*5, y)
		}
		stroke(dst, lines, 1, solid(withA(Ink, 170)))
		seal := NewPath()
		seal.Circle(cx+8, cy+8, 4.5)
		fill(dst, seal, radial(cx+6, cy+6, 6, 6, grad(0, rgb(0xE0, 0x40, 0x40), 1, rgb(0x7A, 0x10, 0x18))))
	},
}

// artifactBackGlyph is the star on a face-down tile.
func artifactBackGlyph(dst *image.RGBA, cx, cy float64) {
	st := NewPath()
	st.Star(cx, cy, 18, 7.5, 8, 0)
	m := st.Mask()
	fillMask(dst, m, linear(cx-18, cy-18, cx+18, cy+18, grad(0, GiltLight, 1, rgb(0x8A, 0x5A, 0x14))))
	c := NewPath()
	c.Circle(cx, cy, 5)
	fill(dst, c, solid(rgb(0x5A, 0x16, 0x2A)))
}

// metal fills a path as polished gold with an outline.
func metal(dst *image.RGBA, p *Path) { metalMask(dst, p.Mask()) }

func metalMask(dst *image.RGBA, m *image.Alpha) {
	shadow(dst, m, 1, 2, 1, 160)
	fillMask(dst, dilate(m, 1), solid(rgb(0x4A, 0x2A, 0x06)))
	b := m.Rect
	fillMask(dst, m, linear(float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y),
		grad(0, rgb(0xFF, 0xF0, 0xA8), 0.35, rgb(0xF0, 0xC0, 0x48), 0.7, rgb(0xC0, 0x88, 0x20), 1, rgb(0x7A, 0x4A, 0x0C))))
	bevel(dst, m, 1, withA(color.White, 140), withA(color.Black, 90))
}

// PaintCamel paints the camel on its little stand, facing right.
func PaintCamel() *image.RGBA {
	w, h := CamelW+2*PieceMargin, CamelH+2*PieceMargin
	dst := newCanvas(w, h)
	m := translate(float64(PieceMargin), float64(PieceMargin))
	// Stand.
	st := PathT(m)
	st.Ellipse(48, 88, 34, 6)
	fill(dst, offsetPath(st, 1, 3), solid(withA(color.Black, 110)))
	fill(dst, st, linear(0, 82, 0, 94, grad(0, rgb(0x9A, 0x9A, 0xA6), 1, rgb(0x4A, 0x4A, 0x56))))
	body := PathT(m)
	body.MoveTo(14, 50)
	body.CubeTo(14, 36, 22, 30, 30, 30)
	body.CubeTo(34, 18, 46, 18, 50, 30) // hump
	body.CubeTo(56, 34, 62, 36, 68, 34)
	body.CubeTo(72, 26, 74, 16, 78, 12) // neck
	body.CubeTo(82, 8, 90, 9, 92, 14)   // head
	body.LineTo(92, 18)
	body.CubeTo(88, 20, 84, 20, 82, 22)
	body.CubeTo(80, 32, 78, 44, 70, 52)
	body.LineTo(68, 84) // front legs
	body.LineTo(62, 84)
	body.LineTo(60, 58)
	body.LineTo(56, 58)
	body.LineTo(55, 84)
	body.LineTo(49, 84)
	body.LineTo(46, 58)
	body.CubeTo(38, 60, 30, 60, 26, 58)
	body.LineTo(26, 84) // hind legs
	body.LineTo(20, 84)
	body.LineTo(18, 60)
	body.LineTo(16, 84)
	body.LineTo(10, 84)
	body.LineTo(12, 58)
	body.CubeTo(10, 56, 6, 50, 8, 42) // tail
	body.LineTo(11, 44)
	body.CubeTo(10, 48, 12, 52, 14, 50)
	body.Close()
	bm := body.Mask()
	shadow(dst, bm, 2, 3, 2, 150)
	fillMask(dst, dilate(bm, 1), solid(rgb(0x4A, 0x2A, 0x10)))
	fillMask(dst, bm, textured(linear(20, 20, 80, 84, grad(0, rgb(0xF0, 0xC8, 0x88), 0.5, rgb(0xD0, 0x98, 0x58), 1, rgb(0x8A, 0x5A, 0x2C))), 0.12, 0.3))
	bevel(dst, bm, 2, withA(color.White, 110), withA(color.Black, 90))
	// Saddle blanket with tassels.
	bl := PathT(m)
	bl.MoveTo(24, 32)
	bl.CubeTo(32, 26, 50, 26, 56, 34)
	bl.LineTo(54, 50)
	bl.CubeTo(44, 54, 32, 54, 26, 50)
	bl.Close()
	blm := bl.Mask()
	fillMask(dst, blm, linear(24, 28, 56, 52, grad(0, rgb(0xD8, 0x30, 0x3A), 1, rgb(0x7A, 0x10, 0x1C))))
	bs := PathT(m)
	bs.MoveTo(27, 44)
	bs.CubeTo(34, 48, 46, 48, 54, 44)
	stroke(dst, bs, 2, solid(GiltLight))
	for i := 0; i < 5; i++ {
		tx := 28 + float64(i)*6.5
		t := PathT(m)
		t.Circle(tx, 53, 1.8)
		fill(dst, t, solid(GiltLight))
	}
	eye := PathT(m)
	eye.Circle(86, 13, 1.3)
	fill(dst, eye, solid(Ink))
	return dst
}

// offsetPath returns a copy of p moved by dx, dy (for cheap hard shadows).
func offsetPath(p *Path, dx, dy float64) *Path {
	q := &Path{M: p.M, closed: append([]bool(nil), p.closed...)}
	for _, s := range p.subs {
		ns := make([]fpt, len(s))
		for i, v := range s {
			ns[i] = fpt{v.x + dx, v.y + dy}
		}
		q.subs = append(q.subs, ns)
	}
	return q
}

// PaintVizier paints the vizier: turban, beard, teal robe, a scroll in
// hand. His feet are at the bottom centre of the image (less PieceMargin).
func PaintVizier() *image.RGBA {
	w, h := VizierW+2*PieceMargin, VizierH+2*PieceMargin
	dst := newCanvas(w, h)
	m := translate(float64(PieceMargin), float64(PieceMargin))
	cx := float64(VizierW) / 2
	base := PathT(m)
	base.Ellipse(cx, 80, 20, 4)
	fill(dst, base, solid(withA(color.Black, 120)))
	robe := PathT(m)
	robe.MoveTo(cx-8, 30)
	robe.CubeTo(cx-16, 34, cx-20, 60, cx-22, 80)
	robe.LineTo(cx+22, 80)
	robe.CubeTo(cx+20, 60, cx+16, 34, cx+8, 30)
	robe.Close()
	rm := robe.Mask()
	shadow(dst, rm, 2, 3, 2, 150)
	fillMask(dst, dilate(rm, 1), solid(Ink))
	fillMask(dst, rm, linear(cx-22, 30, cx+22, 80, grad(0, rgb(0x3A, 0xA8, 0xA0), 0.5, nrgba(Teal), 1, rgb(0x0A, 0x2A, 0x30))))
	bevel(dst, rm, 2, withA(color.White, 90), withA(color.Black, 90))
	sash := PathT(m)
	sash.Poly(cx-13, 48, cx+13, 48, cx+14, 54, cx-14, 54)
	fill(dst, sash, solid(nrgba(Gilt)))
	trim := PathT(m)
	trim.MoveTo(cx, 32)
	trim.LineTo(cx, 80)
	stroke(dst, trim, 2, solid(GiltLight))
	// Arm holding a scroll.
	arm := PathT(m)
	arm.MoveTo(cx+8, 36)
	arm.QuadTo(cx+20, 44, cx+16, 56)
	stroke(dst, arm, 6, solid(rgb(0x0E, 0x44, 0x4A)))
	sc := PathT(m)
	sc.RoundRect(cx+10, 52, cx+26, 60, 3)
	fill(dst, sc, linear(0, 52, 0, 60, grad(0, rgb(0xFF, 0xF4, 0xD8), 1, rgb(0xC8, 0xA0, 0x60))))
	// Head, beard, turban.
	face := PathT(m)
	face.Circle(cx, 22, 8)
	fill(dst, face, radial(cx-3, 19, 12, 12, grad(0, rgb(0xE8, 0xB8, 0x88), 1, rgb(0xA0, 0x6A, 0x40))))
	beard := PathT(m)
	beard.MoveTo(cx-7, 24)
	beard.QuadTo(cx, 42, cx+7, 24)
	beard.QuadTo(cx, 28, cx-7, 24)
	beard.Close()
	fill(dst, beard, solid(rgb(0x3A, 0x2A, 0x22)))
	tb := PathT(m)
	tb.MoveTo(cx-11, 18)
	tb.CubeTo(cx-14, 4, cx-4, 0, cx, 1)
	tb.CubeTo(cx+4, 0, cx+14, 4, cx+11, 18)
	tb.QuadTo(cx, 14, cx-11, 18)
	tb.Close()
	tm := tb.Mask()
	fillMask(dst, dilate(tm, 1), solid(Ink))
	fillMask(dst, tm, radial(cx-4, 5, 16, 16, grad(0, rgb(0xFF, 0xFF, 0xFF), 1, rgb(0xC0, 0xBC, 0xB0))))
	wr := PathT(m)
	wr.MoveTo(cx-10, 12)
	wr.QuadTo(cx, 6, cx+10, 13)
	stroke(dst, wr, 1, solid(withA(rgb(0x80, 0x78, 0x70), 200)))
	j := PathT(m)
	j.Circle(cx, 10, 2.4)
	fill(dst, j, solid(rgb(0xD0, 0x20, 0x30)))
	pl := PathT(m)
	pl.MoveTo(cx, 9)
	pl.QuadTo(cx+6, -2, cx+2, -4)
	stroke(dst, pl, 1.6, solid(rgb(0x2A, 0x8A, 0x5A)))
	return dst
}
