package assets

import (
	"image"
	"image/color"
	"image/draw"

	"aladdin/engine"
	"aladdin/lang"
)

// Demo compositions: the board with a mid-game position on it, and sheets
// of every piece and card. They feed the README screenshots and the visual
// tests, and double as a reference for how the UI is meant to place pieces.

// blit draws src centred on (cx, cy).
func blit(dst *image.RGBA, src *image.RGBA, cx, cy int) {
	b := src.Bounds()
	r := image.Rect(cx-b.Dx()/2, cy-b.Dy()/2, cx-b.Dx()/2+b.Dx(), cy-b.Dy()/2+b.Dy())
	draw.Draw(dst, r, src, b.Min, draw.Over)
}

// blitAt draws src with its top-left at (x, y).
func blitAt(dst *image.RGBA, src *image.RGBA, x, y int) {
	b := src.Bounds()
	draw.Draw(dst, image.Rect(x, y, x+b.Dx(), y+b.Dy()), src, b.Min, draw.Over)
}

// PaintPiecesSheet lays out every piece on a dark velvet sheet.
func PaintPiecesSheet() *image.RGBA {
	w, h := 1200, 760
	dst := newCanvas(w, h)
	fillRect(dst, dst.Rect, textured(radial(400, 200, 1200, 900, grad(0, rgb(0x4A, 0x22, 0x30), 1, rgb(0x1C, 0x0C, 0x14))), 0.12, 0.05))
	head := func(s string, y int) {
		label(dst, fBold, 20, s, float64(w)/2, float64(y), nrgba(GiltLight), withA(Ink, 255))
	}
	head(lang.T("Player tokens: face up and face down (colour + emblem)"), 34)
	for c := 0; c < NumColors; c++ {
		y := 74 + c*66
		label(dst, fBold, 16, PlayerNames[c]+" / "+PlayerEmblems[c], 80, float64(y+6), nrgba(Parchment), withA(Ink, 255))
		for i, v := range TokenValues {
			blit(dst, PaintToken(c, v, true), 190+i*70, y)
		}
		blit(dst, PaintToken(c, 0, false), 190+8*70+20, y)
	}
	head(lang.T("Treasures: small (1) and large (3)"), 430)
	for k := 0; k < NumKinds; k++ {
		x := 120 + k*220
		blit(dst, PaintTreasure(k, false), x, 480)
		blit(dst, PaintTreasure(k, true), x+56, 480)
		label(dst, fBold, 15, KindNames[k], float64(x+28), 530, nrgba(Parchment), withA(Ink, 255))
	}
	head(lang.T("Palace guards, camel, vizier, artifacts"), 572)
	for v := 1; v <= 10; v++ {
		blit(dst, PaintGuard(v, true), 60+(v-1)*62, 620)
	}
	blit(dst, PaintGuard(0, false), 60+10*62, 620)
	blit(dst, PaintArtifact(engine.NoArtifact), 90+6*110, 690)
	label(dst, fBold, 13, lang.T("(back)"), float64(90+6*110), 740, nrgba(Parchment), withA(Ink, 255))
	blit(dst, PaintCamel(), 920, 660)
	blit(dst, PaintVizier(), 1060, 660)
	for t := engine.Artifact(0); t < engine.NumArtifactTypes; t++ {
		x := 90 + int(t)*110
		blit(dst, PaintArtifact(t), x, 690)
		label(dst, fBold, 13, t.String(), float64(x), 740, nrgba(Parchment), withA(Ink, 255))
	}
	return dst
}

// PaintDemoBoard is the board with a mid-round position: caves filled,
// tokens placed (some tallied face up), a guard drawn, the camel, the turned
// treasure card and the artifacts on sale.
func PaintDemoBoard() *image.RGBA {
	dst := PaintBoard()
	card := [5][]int{{4, 3}, {2}, {3, 2, 1}, {}, {5, 3, 2}}
	for cave, shelves := range card {
		for sh, v := range shelves {
			large, small := v/3, v%3
			pts := ShelfSlots(cave, sh, large+small)
			for i, p := range pts {
				blit(dst, PaintTreasure(cave, i < large), p.X, p.Y)
			}
		}
	}
	type tok struct{ space, color, value int }
	placed := []tok{
		{0, 0, 9}, {0, 2, 5}, {0, 3, 2}, {2, 1, 7}, {2, 4, 4}, {2, 0, 1}, {4, 3, 8}, {4, 1, 6}, {4, 2, 9}, {4, 4, 1},
		{7, 2, 4}, {7, 0, 2}, {8, 4, 6}, {9, 1, 9}, {9, 3, 5}, {9, 0, 4},
		{10, 2, 8}, {10, 3, 1}, {11, 1, 5}, {11, 4, 7}, {12, 0, 6}, {13, 3, 9},
	}
	count := map[int]int{}
	for _, t := range placed {
		slots := TokenSlots(t.space)
		p := slots[count[t.space]]
		count[t.space]++
		if t.space <= 2 { // caves 0..2 already tallied: face up
			blit(dst, PaintToken(t.color, t.value, true), p.X, p.Y)
		} else {
			blit(dst, PaintToken(t.color, 0, false), p.X, p.Y)
		}
	}
	g := GuardTokenRect()
	blit(dst, PaintGuard(0, false), g.Min.X+g.Dx()/2, g.Min.Y+g.Dy()/2)
	gp := GuardPileRect()
	for i := 0; i < 3; i++ {
		blit(dst, PaintGuard(0, false), gp.Min.X+gp.Dx()/2-i, gp.Min.Y+gp.Dy()/2-2*i)
	}
	for r := 0; r < NumRooms; r++ {
		st := StackRect(r)
		blit(dst, PaintArtifact(engine.Artifact((r*2+1)%engine.NumArtifactTypes)), st.Min.X+st.Dx()/2, st.Min.Y+st.Dy()/2)
	}
	cs := CardSlotRect()
	blitAt(dst, PaintTreasureCard(card), cs.Min.X, cs.Min.Y)
	cr := CamelRect()
	blit(dst, PaintCamel(), cr.Min.X+cr.Dx()/2, cr.Min.Y+cr.Dy()/2)
	for k := 0; k < NumKinds; k++ {
		b := BankPileRect(k)
		cx := b.Min.X + b.Dx()/2
		blit(dst, PaintTreasure(k, true), cx, b.Min.Y+20)
		blit(dst, PaintTreasure(k, false), cx-8, b.Min.Y+48)
		blit(dst, PaintTreasure(k, false), cx+8, b.Min.Y+52)
	}
	v := VizierPath(3)
	blitAt(dst, PaintVizier(), v.X-VizierFeet.X, v.Y-VizierFeet.Y)
	return dst
}

// PaintCardsSheet shows treasure cards (back and faces), the spell back and
// all the spell faces.
func PaintCardsSheet() *image.RGBA {
	w, h := 1400, 1170
	dst := newCanvas(w, h)
	fillRect(dst, dst.Rect, textured(radial(400, 200, 1400, 1200, grad(0, rgb(0x24, 0x30, 0x5A), 1, rgb(0x0C, 0x10, 0x24))), 0.12, 0.05))
	label(dst, fBold, 20, lang.T("Treasure cards"), 430, 36, nrgba(GiltLight), withA(Ink, 255))
	cards := [][5][]int{{{4, 3}, {2}, {3, 2, 1}, {}, {5, 3, 2}}, {{}, {6, 2}, {1}, {4, 4, 2}, {3}}, {{5, 3, 2, 1}, {}, {}, {2, 1}, {4}}}
	blitAt(dst, scaleUp(PaintCardBack(), 2), 30, 56)
	for i, c := range cards {
		blitAt(dst, scaleUp(PaintTreasureCard(c), 2), 230+i*200, 56)
	}
	label(dst, fBold, 20, lang.T("Spell back"), 1130, 36, nrgba(GiltLight), withA(Ink, 255))
	blitAt(dst, PaintSpellBack(), 1040, 56)
	label(dst, fBold, 20, lang.T("Spell cards (magic version)"), 700, 346, nrgba(GiltLight), withA(Ink, 255))
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		i := int(sp)
		blitAt(dst, PaintSpellFace(sp), 30+(i%7)*192, 366+(i/7)*266)
	}
	return dst
}

// scaleUp enlarges an image by an integer factor with bilinear filtering.
func scaleUp(src *image.RGBA, k int) *image.RGBA {
	b := src.Bounds()
	dst := newCanvas(b.Dx()*k, b.Dy()*k)
	for y := 0; y < b.Dy()*k; y++ {
		for x := 0; x < b.Dx()*k; x++ {
			fx := (float64(x)+0.5)/float64(k) - 0.5
			fy := (float64(y)+0.5)/float64(k) - 0.5
			dst.SetRGBA(x, y, bilinear(src, fx, fy))
		}
	}
	return dst
}

func bilinear(src *image.RGBA, fx, fy float64) color.RGBA {
	b := src.Bounds()
	x0, y0 := int(fx), int(fy)
	if fx < 0 {
		x0 = -1
	}
	if fy < 0 {
		y0 = -1
	}
	u, v := fx-float64(x0), fy-float64(y0)
	get := func(x, y int) color.RGBA {
		if x < 0 {
			x = 0
		}
		if y < 0 {
			y = 0
		}
		if x >= b.Dx() {
			x = b.Dx() - 1
		}
		if y >= b.Dy() {
			y = b.Dy() - 1
		}
		return src.RGBAAt(b.Min.X+x, b.Min.Y+y)
	}
	a, bb, c, d := get(x0, y0), get(x0+1, y0), get(x0, y0+1), get(x0+1, y0+1)
	l := func(p, q, r, s uint8) uint8 {
		return uint8((float64(p)*(1-u)+float64(q)*u)*(1-v) + (float64(r)*(1-u)+float64(s)*u)*v + 0.5)
	}
	return color.RGBA{l(a.R, bb.R, c.R, d.R), l(a.G, bb.G, c.G, d.G), l(a.B, bb.B, c.B, d.B), l(a.A, bb.A, c.A, d.A)}
}
