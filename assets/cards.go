package assets

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"aladdin/engine"
	"aladdin/lang"
)

// Treasure cards and spell cards.

func cardBase(w, h int, edge, top, bot color.NRGBA) (*image.RGBA, *image.Alpha) {
	dst := newCanvas(w, h)
	p := NewPath()
	p.RoundRect(1, 1, float64(w-1), float64(h-1), 7)
	m := p.Mask()
	fillMask(dst, m, solid(edge))
	in := NewPath()
	in.RoundRect(4, 4, float64(w-4), float64(h-4), 5)
	im := in.Mask()
	fillMask(dst, im, textured(linear(0, 0, float64(w), float64(h), grad(0, top, 1, bot)), 0.10, 0.15))
	bevel(dst, m, 1, withA(color.White, 120), withA(color.Black, 100))
	return dst, im
}

// PaintCardBack is the back of a treasure card: a dragon's eye in a gilt
// star on midnight blue.
func PaintCardBack() *image.RGBA {
	dst, im := cardBase(CardW, CardH, nrgba(Gilt), rgb(0x2A, 0x34, 0x7A), rgb(0x0E, 0x12, 0x36))
	starTiles(dst, im, 18, withA(rgb(0x8A, 0x9A, 0xE0), 40))
	cx, cy := float64(CardW)/2, float64(CardH)/2
	st := NewPath()
	st.Star(cx, cy, 34, 24, 8, math.Pi/8)
	sm := st.Mask()
	fillMask(dst, sm, linear(cx-34, cy-34, cx+34, cy+34, grad(0, GiltLight, 1, rgb(0x8A, 0x5A, 0x14))))
	in := NewPath()
	in.Star(cx, cy, 29, 20, 8, math.Pi/8)
	fill(dst, in, radial(cx, cy, 30, 30, grad(0, rgb(0x6A, 0x1A, 0x1A), 1, rgb(0x2A, 0x06, 0x0A))))
	eye := NewPath()
	eye.MoveTo(cx-16, cy)
	eye.QuadTo(cx, cy-14, cx+16, cy)
	eye.QuadTo(cx, cy+14, cx-16, cy)
	eye.Close()
	em := eye.Mask()
	glow(dst, em, 3, withA(rgb(0xFF, 0xC0, 0x30), 160))
	fillMask(dst, em, radial(cx, cy, 14, 14, grad(0, rgb(0xFF, 0xF0, 0x80), 1, rgb(0xE0, 0x80, 0x10))))
	pu := NewPath()
	pu.Ellipse(cx, cy, 2.2, 6.5)
	fill(dst, pu, solid(rgb(0x10, 0x04, 0x02)))
	frame := NewPath()
	frame.RoundRect(8, 8, float64(CardW-8), float64(CardH-8), 4)
	stroke(dst, frame, 1, solid(withA(GiltLight, 160)))
	return dst
}

// PaintTreasureCard paints a treasure card face: one row per cave (red to
// gold) with the dragon's colour chip and each shelf's treasure value,
// top shelf first; an empty cave shows a dash.
func PaintTreasureCard(shelves [5][]int) *image.RGBA {
	dst, _ := cardBase(CardW, CardH, nrgba(Gilt), rgb(0xFA, 0xF0, 0xD6), rgb(0xE2, 0xCC, 0x9A))
	rowH := 22.0
	y0 := 10.0
	for k := 0; k < NumKinds; k++ {
		y := y0 + float64(k)*rowH + rowH/2
		kc := nrgba(KindColors[k])
		chip := NewPath()
		chip.Circle(15, y, 7)
		cm := chip.Mask()
		fillMask(dst, dilate(cm, 1), solid(Ink))
		fillMask(dst, cm, radial(12, y-3, 11, 11, grad(0, shade(kc, 0.45), 1, shade(kc, -0.3))))
		if k < NumKinds-1 {
			sep := NewPath()
			sep.MoveTo(8, y+rowH/2)
			sep.LineTo(float64(CardW-8), y+rowH/2)
			stroke(dst, sep, 0.8, solid(withA(rgb(0xA0, 0x80, 0x50), 120)))
		}
		vals := shelves[k]
		if len(vals) == 0 {
			d := NewPath()
			d.RoundRect(30, y-1, 42, y+1, 1)
			fill(dst, d, solid(withA(Ink, 120)))
			continue
		}
		for i, v := range vals {
			if i >= NumShelves {
				break
			}
			x := 27 + float64(i)*15.5
			box := NewPath()
			box.RoundRect(x, y-8, x+13.5, y+8, 3)
			bm := box.Mask()
			trim := shelfTrim[i]
			fillMask(dst, bm, linear(0, y-8, 0, y+8, grad(0, shade(trim, 0.3), 1, shade(trim, -0.2))))
			fillMask(dst, subtract(bm, erode(bm, 1)), solid(withA(Ink, 180)))
			fillMask(dst, textMask(fBold, 12, strconv.Itoa(v), x+6.9, y+4.3), solid(Ink))
		}
	}
	return dst
}

// PaintSpellBack is the back of a spell card.
func PaintSpellBack() *image.RGBA {
	dst, im := cardBase(SpellW, SpellH, nrgba(Gilt), rgb(0x6A, 0x2A, 0x8A), rgb(0x22, 0x0A, 0x3A))
	starTiles(dst, im, 26, withA(rgb(0xE0, 0xB0, 0xFF), 36))
	cx, cy := float64(SpellW)/2, float64(SpellH)/2
	halo := NewPath()
	halo.Circle(cx, cy, 56)
	glow(dst, halo.Mask(), 16, withA(rgb(0xFF, 0xD0, 0x80), 70))
	metal(dst, lampPath(cx-4, cy+10, 2.6))
	for i := 0; i < 3; i++ {
		sm := NewPath()
		for j := 0; j <= 30; j++ {
			t := float64(j) / 30
			x := cx + 50 + math.Sin(t*6+float64(i))*10*t
			y := cy - 8 - t*80
			if j == 0 {
				sm.MoveTo(x, y)
			} else {
				sm.LineTo(x, y)
			}
		}
		stroke(dst, sm, 4-float64(i), solid(withA(rgb(0xE8, 0xD8, 0xFF), 140)))
	}
	frame := NewPath()
	frame.RoundRect(12, 12, float64(SpellW-12), float64(SpellH-12), 6)
	stroke(dst, frame, 1.5, solid(withA(GiltLight, 180)))
	labelShaded(dst, fBold, 20, lang.T("SPELL"), cx, float64(SpellH)-28, rgb(0xFF, 0xF1, 0xC4), rgb(0xE0, 0xA8, 0x48), withA(Ink, 220), 1)
	return dst
}

// Spell faces' words: the name on the title plate, its size, and the
// effect in its box (spellTextLines lines of spellTextLead pixels).
const (
	spellTextLead  = 15.5
	spellTextLines = 5
)

// spellFaceWords are sp's name, in lines of the title plate, the plate's
// text size, and its effect in lines, in the current language.
func spellFaceWords(sp engine.Spell) (title []string, size float64, text []string) {
	w := float64(SpellW)
	name := lang.Spell(sp)
	title, size = wrapText(fBold, 15, name, w-36), 15
	if len(title) > 2 {
		size = 13
		title = wrapText(fBold, size, name, w-30)
	}
	return title, size, wrapText(fRegular, 12.5, lang.Word(SpellTexts[sp]), w-36)
}

// PaintSpellFace paints sp: a title banner, a vignette and the effect
// text on parchment.
func PaintSpellFace(sp engine.Spell) *image.RGBA {
	if sp < 0 || sp >= engine.NumSpells {
		sp = 0
	}
	w, h := float64(SpellW), float64(SpellH)
	dst, _ := cardBase(SpellW, SpellH, nrgba(Gilt), rgb(0x4A, 0x1E, 0x6A), rgb(0x1E, 0x0A, 0x30))
	// Title plate.
	lines, size, tl := spellFaceWords(sp)
	th := 12 + float64(len(lines))*(size+3)
	tp := NewPath()
	tp.RoundRect(10, 10, w-10, 10+th, 6)
	panelShape(dst, tp, linear(0, 10, 0, 10+th, grad(0, rgb(0x8A, 0x24, 0x36), 1, rgb(0x4A, 0x0C, 0x1A))), nrgba(Gilt))
	for j, l := range lines {
		labelShaded(dst, fBold, size, l, w/2, 10+8+size*0.85+float64(j)*(size+3), rgb(0xFF, 0xF1, 0xC4), rgb(0xE8, 0xB8, 0x5A), withA(Ink, 200), 1)
	}
	// Vignette.
	vy0, vy1 := 16+th, h*0.6
	v := NewPath()
	v.RoundRect(14, vy0, w-14, vy1, 6)
	vm := v.Mask()
	fillMask(dst, vm, radial(w/2, (vy0+vy1)/2, w*0.6, (vy1-vy0)*0.9, grad(0, rgb(0x3A, 0x4A, 0x9A), 1, rgb(0x0E, 0x10, 0x34))))
	// The illustration is painted on its own layer and clipped to the vignette.
	layer := newCanvas(SpellW, SpellH)
	spellGlyph(layer, sp, w/2, (vy0+vy1)/2, math.Min(vy1-vy0, w-28)*0.38)
	fillMask(dst, vm, layerShader(layer))
	fillMask(dst, blur(rim(vm, 3, 3), 2), solid(withA(color.Black, 150)))
	fillMask(dst, subtract(dilate(vm, 2), vm), solid(nrgba(Gilt)))
	// Effect text.
	tb := NewPath()
	tb.RoundRect(12, vy1+6, w-12, h-12, 6)
	fill(dst, tb, textured(linear(0, vy1, 0, h, grad(0, rgb(0xFA, 0xF0, 0xD6), 1, rgb(0xE6, 0xD2, 0xA4))), 0.08, 0.2))
	ty := vy1 + 6 + ((h-12-vy1-6)-float64(len(tl))*spellTextLead)/2 + 12
	for j, l := range tl {
		fillMask(dst, textMask(fRegular, 12.5, l, w/2, ty+float64(j)*spellTextLead), solid(Ink))
	}
	orderMedal(dst, w-22, h-20, 9, int(sp)+1)
	return dst
}
