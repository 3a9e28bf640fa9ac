package assets

import (
	"image"
	"image/color"
	"math"

	"aladdin/lang"
)

// Shelf trims, richest on top: gold, silver, bronze, plain wood. The rank of
// a shelf reads from its colour alone.
var shelfTrim = [NumShelves]color.NRGBA{
	{0xF0, 0xC0, 0x48, 0xFF}, {0xC8, 0xCC, 0xD4, 0xFF}, {0xC0, 0x78, 0x40, 0xFF}, {0x8A, 0x62, 0x40, 0xFF},
}

// paintCaves paints the five dragon caves: a rock arch glowing in the
// dragon's colour, the dragon with spread wings, four treasure niches and a
// floor for tokens.
func paintCaves(dst *image.RGBA) {
	for c := 0; c < NumCaves; c++ {
		r := SpaceRect(c)
		x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
		cx := (x0 + x1) / 2
		kc := nrgba(KindColors[c])
		glowC := kc
		switch c {
		case KindPearl:
			glowC = rgb(0xB8, 0xC8, 0xE0)
		case KindTrophy:
			glowC = rgb(0x6A, 0x4A, 0x8A)
		}
		// Cave mouth: a rough arch.
		p := NewPath()
		p.MoveTo(x0, y1)
		p.LineTo(x0, y0+40)
		n := 14
		for i := 0; i <= n; i++ {
			t := math.Pi + math.Pi*float64(i)/float64(n)
			j := (hash01(c, i) - 0.5) * 6
			p.LineTo(cx+(x1-x0)/2*math.Cos(t)+j, y0+40+40*math.Sin(t)+j)
		}
		p.LineTo(x1, y1)
		p.Close()
		m := p.Mask()
		frame := dilate(m, 5)
		fillMask(dst, frame, textured(solid(rgb(0x5A, 0x3E, 0x2C)), 0.35, 0.12))
		bevel(dst, frame, 2, withA(rgb(0xFF, 0xE0, 0xB0), 90), withA(color.Black, 140))
		fillMask(dst, m, textured(radial(cx, y0+60, (x1-x0)*0.9, (y1-y0)*0.8, grad(
			0, shade(glowC, -0.35), 0.55, shade(glowC, -0.78), 1, rgb(0x0C, 0x08, 0x08))), 0.28, 0.05))
		fillMask(dst, blur(rim(m, 6, 6), 4), solid(withA(color.Black, 150)))
		paintDragon(dst, c, cx, y0+44)
		banner(dst, LabelRect(c), lang.WordIn("board", SpaceNames[c]), c+1, shade(kc, -0.45))
		for s := 0; s < NumShelves; s++ {
			paintShelf(dst, ShelfRect(c, s), s)
		}
		// The floor, where tokens are placed: sandy, lit from the mouth.
		fl := NewPath()
		ta := tokenArea(c)
		fl.RoundRect(x0+5, float64(ta.Min.Y)-2, x1-5, y1-5, 10)
		fm := fl.Mask()
		fillMask(dst, fm, textured(linear(0, float64(ta.Min.Y), 0, y1, grad(0, withA(rgb(0x8A, 0x64, 0x40), 150), 1, withA(rgb(0x4A, 0x30, 0x1C), 170))), 0.3, 0.1))
		caveFloor(dst, c, fm, x0+5, float64(ta.Min.Y)-2, x1-5, y1-5, glowC)
	}
}

func paintShelf(dst *image.RGBA, r image.Rectangle, rank int) {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	trim := shelfTrim[rank]
	niche := NewPath()
	niche.RoundRect(x0, y0, x1, y1, 4)
	nm := niche.Mask()
	fillMask(dst, nm, linear(0, y0, 0, y1, grad(0, rgb(0x14, 0x0C, 0x08), 1, rgb(0x2E, 0x1E, 0x14))))
	fillMask(dst, blur(rim(nm, 3, 4), 2), solid(withA(color.Black, 170)))
	// Ledge: the lit top edge and the front face of the shelf board.
	ledge := NewPath()
	ledge.RoundRect(x0-3, y1-8, x1+3, y1, 2)
	lm := ledge.Mask()
	shadow(dst, lm, 1, 3, 2, 170)
	fillMask(dst, lm, linear(0, y1-8, 0, y1, grad(0, shade(trim, 0.35), 0.35, trim, 1, shade(trim, -0.55))))
	bevel(dst, lm, 1, withA(color.White, 130), withA(color.Black, 120))
	// Rank pips on the ledge: one for the top shelf, up to four.
	for i := 0; i <= rank; i++ {
		pp := NewPath()
		pp.Circle(x0+8+float64(i)*7, y1-4, 1.9)
		fill(dst, pp, solid(shade(trim, -0.6)))
	}
}

// paintDragon paints a frontal dragon with spread wings centred at cx, cy.
func paintDragon(dst *image.RGBA, kind int, cx, cy float64) { paintDragonS(dst, kind, cx, cy, 1) }

// paintDragonS paints the dragon at scale s (the wingspan is 200*s).
func paintDragonS(dst *image.RGBA, kind int, cx, cy, s float64) {
	kc := nrgba(KindColors[kind])
	body, light, dark := kc, shade(kc, 0.4), shade(kc, -0.55)
	eye := rgb(0xFF, 0xD8, 0x30)
	switch kind {
	case KindPearl:
		body, light, dark = rgb(0xE4, 0xE4, 0xEC), rgb(0xFF, 0xFF, 0xFF), rgb(0x80, 0x88, 0xA0)
		eye = rgb(0x40, 0xB8, 0xFF)
	case KindTrophy:
		body, light, dark = rgb(0x3A, 0x36, 0x44), rgb(0x7A, 0x70, 0x90), rgb(0x0C, 0x0A, 0x10)
		eye = rgb(0xFF, 0x40, 0x20)
	case KindGold:
		body, light, dark = rgb(0xE8, 0xB0, 0x2A), rgb(0xFF, 0xEA, 0x90), rgb(0x8A, 0x56, 0x08)
		eye = rgb(0xE0, 0x20, 0x20)
	}
	m := at(cx, cy, s)
	mirror := func(s float64) aff { return scale(s, 1).then(m) }
	// Wings: membrane then bones.
	for _, s := range []float64{-1, 1} {
		w := PathT(mirror(s))
		w.MoveTo(14, -4)
		w.QuadTo(50, -44, 100, -36)
		w.LineTo(94, -20)
		w.QuadTo(86, -10, 80, 4)
		w.QuadTo(70, -6, 60, 0)
		w.QuadTo(52, 10, 42, 14)
		w.QuadTo(34, 4, 20, 10)
		w.Close()
		wm := w.Mask()
		shadow(dst, wm, 3, 4, 3, 150)
		fillMask(dst, wm, linear(cx, cy-40, cx+s*100, cy+14, grad(0, shade(body, -0.25), 1, shade(body, -0.6))))
		bones := PathT(mirror(s))
		bones.MoveTo(14, -4)
		bones.QuadTo(50, -44, 100, -36)
		for _, tip := range [][2]float64{{80, 4}, {60, 0}, {42, 14}} {
			bones.MoveTo(30, -16)
			bones.LineTo(tip[0], tip[1])
		}
		stroke(dst, bones, 2, solid(light))
		stroke(dst, w, 1.2, solid(withA(dark, 220)))
	}
	// Chest and neck.
	ch := PathT(m)
	ch.Ellipse(0, 18, 22, 16)
	cm := ch.Mask()
	fillMask(dst, dilate(cm, 1), solid(dark))
	fillMask(dst, cm, radial(cx-6, cy+10, 30, 30, grad(0, light, 1, dark)))
	scales := PathT(m)
	for i := 0; i < 4; i++ {
		scales.Arc(0, 8+float64(i)*6, 10-float64(i), 3, 0.2, math.Pi-0.2, true)
	}
	stroke(dst, scales, 1, solid(withA(shade(body, 0.55), 160)))
	// Horns.
	for _, s := range []float64{-1, 1} {
		h := PathT(mirror(s))
		h.MoveTo(6, -22)
		h.QuadTo(20, -30, 28, -46)
		h.QuadTo(22, -30, 13, -16)
		h.Close()
		fill(dst, h, linear(cx, cy-46, cx, cy-16, grad(0, rgb(0xFF, 0xF4, 0xDC), 1, rgb(0xA8, 0x90, 0x6C))))
	}
	// Head.
	hd := PathT(m)
	hd.MoveTo(0, -28)
	hd.CubeTo(12, -28, 19, -18, 18, -6)
	hd.CubeTo(17, 4, 11, 10, 10, 20)
	hd.CubeTo(8, 27, -8, 27, -10, 20)
	hd.CubeTo(-11, 10, -17, 4, -18, -6)
	hd.CubeTo(-19, -18, -12, -28, 0, -28)
	hd.Close()
	hm := hd.Mask()
	shadow(dst, hm, 2, 3, 2, 160)
	fillMask(dst, dilate(hm, 1), solid(dark))
	fillMask(dst, hm, radial(cx-7, cy-16, 40, 44, grad(0, light, 0.5, body, 1, dark)))
	bevel(dst, hm, 1, withA(color.White, 110), withA(color.Black, 100))
	// Brow ridges, glowing eyes, nostrils, fangs.
	for _, s := range []float64{-1, 1} {
		br := PathT(mirror(s))
		br.Poly(3, -14, 17, -12, 15, -8, 4, -10)
		fill(dst, br, solid(dark))
		e := PathT(mirror(s))
		e.Poly(5, -8, 14, -7, 11, -3, 5, -5)
		em := e.Mask()
		glow(dst, em, 3, withA(eye, 200))
		fillMask(dst, em, solid(eye))
		pu := PathT(mirror(s))
		pu.Ellipse(9, -5.6, 0.9, 1.9)
		fill(dst, pu, solid(rgb(0x10, 0x08, 0x04)))
		no := PathT(mirror(s))
		no.Ellipse(4.5, 15, 1.6, 2.4)
		fill(dst, no, solid(withA(rgb(0x10, 0x08, 0x04), 220)))
		f := PathT(mirror(s))
		f.Poly(5, 22, 8, 22, 6, 28)
		fill(dst, f, solid(rgb(0xFF, 0xF8, 0xE8)))
	}
}

// caveFloor dresses a cave floor: worn flagstones, the dragon's glow
// spilling from the mouth, a few coins, bones and glints near the edges. All
// of it stays low in contrast so the tokens on top read first.
func caveFloor(dst *image.RGBA, c int, fm *image.Alpha, x0, y0, x1, y1 float64, glowC color.NRGBA) {
	w, h := x1-x0, y1-y0
	cx := (x0 + x1) / 2
	// Flagstones in offset rows, flattened by perspective.
	stones := NewPath()
	seams := NewPath()
	rows := 5
	for r := 0; r < rows; r++ {
		sy := y0 + 10 + (h-16)*float64(r)/float64(rows-1)
		ry := 7 + float64(r)*1.6
		n := 5
		for k := -1; k < n; k++ {
			sx := x0 + w*(float64(k)+0.5+0.5*float64(r%2))/float64(n) + (hash01(c*31+r, k+7)-0.5)*10
			rx := w/float64(n)/2 - 3 + hash01(c*17+k, r+3)*3
			if hash01(c*13+r, k) < 0.25 {
				continue
			}
			stones.Ellipse(sx, sy, rx, ry)
			seams.Arc(sx, sy, rx, ry, 0.15, math.Pi-0.15, true)
		}
	}
	sm := intersect(stones.Mask(), fm)
	fillMask(dst, sm, textured(linear(0, y0, 0, y1, grad(0, withA(rgb(0xA8, 0x84, 0x5C), 60), 1, withA(rgb(0x6A, 0x4C, 0x30), 50))), 0.5, 0.25))
	fillMask(dst, intersect(seams.StrokeMask(1.2), fm), solid(withA(rgb(0x1A, 0x10, 0x08), 90)))
	fillMask(dst, intersect(offset(seams.StrokeMask(1), 0, -2), sm), solid(withA(rgb(0xFF, 0xE8, 0xC0), 28)))
	// The dragon's glow, strongest at the back of the floor.
	fillMask(dst, fm, radial(cx, y0, w*0.75, h*0.9, grad(0, withA(glowC, 70), 0.6, withA(glowC, 18), 1, withA(glowC, 0))))
	// Loot and bones, kept near the edges and corners.
	spots := [][2]float64{{0.06, 0.88}, {0.94, 0.9}, {0.08, 0.12}, {0.93, 0.14}, {0.5, 0.95}, {0.3, 0.5}, {0.72, 0.48}}
	for k, sp := range spots {
		px := x0 + w*sp[0] + (hash01(c, k+40)-0.5)*12
		py := y0 + h*sp[1] + (hash01(c, k+50)-0.5)*6
		switch (k + c) % 3 {
		case 0: // a couple of coins
			for j := 0; j < 2; j++ {
				e := NewPath()
				e.Ellipse(px+float64(j)*6, py-float64(j)*2, 5, 2.4)
				em := e.Mask()
				fillMask(dst, offset(em, 1, 1), solid(withA(color.Black, 90)))
				fillMask(dst, em, linear(px-5, py-3, px+5, py+3, grad(0, withA(GiltLight, 170), 1, withA(rgb(0x8A, 0x5A, 0x14), 170))))
			}
		case 1: // a bone
			b := NewPath()
			a := hash01(c, k+60) * math.Pi
			dx, dy := math.Cos(a)*7, math.Sin(a)*3
			b.MoveTo(px-dx, py-dy)
			b.LineTo(px+dx, py+dy)
			bm := b.StrokeMask(2.4)
			ends := NewPath()
			for _, s := range []float64{-1, 1} {
				ends.Circle(px+s*dx-dy*0.4, py+s*dy+dx*0.2, 1.8)
				ends.Circle(px+s*dx+dy*0.4, py+s*dy-dx*0.2, 1.8)
			}
			em := ends.Mask()
			fillMask(dst, offset(bm, 1, 1), solid(withA(color.Black, 80)))
			fillMask(dst, bm, solid(withA(rgb(0xD8, 0xCC, 0xB0), 140)))
			fillMask(dst, em, solid(withA(rgb(0xE8, 0xDC, 0xC0), 150)))
		default: // a glint in the dragon's colour
			g := NewPath()
			g.Star(px, py, 4, 0.9, 4, 0)
			gm := g.Mask()
			glow(dst, gm, 3, withA(shade(glowC, 0.4), 90))
			fillMask(dst, gm, solid(withA(color.White, 160)))
		}
	}
	// The floor sits a little below the cave wall: a soft inner shadow.
	fillMask(dst, intersect(blur(rim(fm, 4, 5), 3), fm), solid(withA(color.Black, 110)))
}
