package assets

import (
	"image"
	"image/color"
	"math"
)

// paintTallyPath marks the vizier's round: caves left to right, city right
// to left, then guard and rooms left to right. Gilt arrow medallions sit on
// every step between spaces, joined by a dotted trail, and every space's
// banner carries its tally number.
func paintTallyPath(dst *image.RGBA) {
	type mark struct{ x, y, ang float64 }
	var marks []mark
	for c := 0; c+1 < NumCaves; c++ {
		r := SpaceRect(c)
		marks = append(marks, mark{float64(r.Max.X + caveGap/2), float64(caveTop + caveHeadH + NumShelves*(shelfH+shelfGap)/2), 0})
	}
	marks = append(marks, mark{float64(cityRight + 4), float64(cityBot + 7), -3 * math.Pi / 4})
	for _, s := range []int{SpaceTent, SpaceDjinn, SpaceMarket} {
		r := SpaceRect(s)
		marks = append(marks, mark{float64(r.Min.X - cityGap/2), float64(cityTop + cityTokTop + 50), math.Pi})
	}
	g := SpaceRect(SpaceGuard)
	marks = append(marks, mark{float64(g.Min.X + g.Dx()/2), float64(palaceBot + (cityTop-palaceBot)/2), -math.Pi / 2})
	for _, p := range PalaceArrows() {
		marks = append(marks, mark{float64(p.X), float64(p.Y), 0})
	}
	for _, mk := range marks {
		arrowMedal(dst, mk.x, mk.y, arrowMedalR, mk.ang)
	}
}

// arrowMedalR is the arrow medallions' radius (their rim adds 2).
const arrowMedalR = 12

// PalaceArrows are the centres of the arrows from the guard to Room I and
// from each room to the next. They sit on the palace's foot, in the band
// above the city where the arrow up to the guard is, below every token:
// at the tokens' height a room's stack stood against the next room's
// across the arrow and read as one pair with it.
func PalaceArrows() []image.Point {
	y := palaceBot + (cityTop-palaceBot)/2
	pts := []image.Point{{guardRight + (roomsLeft-guardRight)/2, y}}
	for i := 0; i+1 < NumRooms; i++ {
		pts = append(pts, image.Pt(SpaceRect(SpaceRoom1+i).Max.X+roomGap/2, y))
	}
	return pts
}

// arrowMedal is a wine-red disc with a gilt rim and an arrow at angle ang.
func arrowMedal(dst *image.RGBA, cx, cy, r, ang float64) {
	p := NewPath()
	p.Circle(cx, cy, r)
	m := p.Mask()
	shadow(dst, m, 2, 3, 2, 170)
	fillMask(dst, dilate(m, 2), linear(cx-r, cy-r, cx+r, cy+r, grad(0, GiltLight, 1, rgb(0x8A, 0x5A, 0x14))))
	fillMask(dst, m, radial(cx-r*0.3, cy-r*0.3, r*1.4, r*1.4, grad(0, rgb(0x9A, 0x2A, 0x3A), 1, rgb(0x4A, 0x0C, 0x18))))
	a := PathT(scale(r/10, r/10).then(rotate(ang)).then(translate(cx, cy)))
	a.Poly(-6, -2.2, 1, -2.2, 1, -6, 7, 0, 1, 6, 1, 2.2, -6, 2.2)
	am := a.Mask()
	fillMask(dst, am, solid(rgb(0xFF, 0xE8, 0xA8)))
}

// paintSidePanel paints the right-hand panel: a carved cedar frame around a
// parchment sheet, left free for the player panels and the game log.
func paintSidePanel(dst *image.RGBA) {
	r := SidePanelRect()
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	fillRect(dst, r, textured(linear(x0, 0, x1, 0, grad(0, rgb(0x3A, 0x1E, 0x10), 0.5, rgb(0x5A, 0x32, 0x1A), 1, rgb(0x34, 0x1A, 0x0E))), 0.25, 0.02))
	// Wood grain: long wavy lines.
	grain := NewPath()
	for i := 0; i < 34; i++ {
		x := x0 + 4 + float64(i)*12.3
		grain.MoveTo(x, y0)
		for y := y0; y <= y1; y += 25 {
			grain.LineTo(x+3*math.Sin(y/90+float64(i)), y)
		}
	}
	stroke(dst, grain, 1, solid(withA(rgb(0x1A, 0x0A, 0x04), 60)))
	// Shadow the board casts onto the panel edge (light from the left).
	edge := image.NewAlpha(image.Rect(int(x0), 0, int(x0)+14, ScreenH))
	for y := edge.Rect.Min.Y; y < edge.Rect.Max.Y; y++ {
		for x := edge.Rect.Min.X; x < edge.Rect.Max.X; x++ {
			edge.Pix[edge.PixOffset(x, y)] = uint8(150 * (1 - float64(x-int(x0))/14))
		}
	}
	fillMask(dst, edge, solid(color.Black))
	sheet := NewPath()
	sheet.RoundRect(x0+16, y0+16, x1-16, y1-16, 10)
	sm := sheet.Mask()
	shadow(dst, sm, 3, 4, 5, 170)
	fillMask(dst, dilate(sm, 3), linear(x0, y0, x1, y1, grad(0, GiltLight, 0.5, Gilt, 1, rgb(0x7A, 0x4A, 0x10))))
	fillMask(dst, sm, textured(radial(x0+140, y0+120, 700, 1100, grad(0, rgb(0xF8, 0xEC, 0xCC), 0.7, rgb(0xEA, 0xD6, 0xA8), 1, rgb(0xC8, 0xA8, 0x74))), 0.10, 0.03))
	// Burnt edge of the parchment.
	fillMask(dst, blur(subtract(sm, erode(sm, 4)), 4), solid(withA(rgb(0x7A, 0x4A, 0x1A), 90)))
	// The ornament: a gilt rule with a star at each end under the header
	// band (PanelHeaderRect). Corner flourishes would sit under the
	// header's title and buttons and the log, so there are none.
	or := PanelOrnamentRect()
	oy := float64(or.Min.Y+or.Max.Y) / 2
	rule := NewPath()
	rule.MoveTo(float64(or.Min.X)+10, oy)
	rule.LineTo(float64(or.Max.X)-10, oy)
	stroke(dst, rule, 1.4, solid(withA(rgb(0x8A, 0x52, 0x1A), 200)))
	for _, x := range []float64{float64(or.Min.X) + 4, float64(or.Max.X) - 4} {
		s := NewPath()
		s.Star(x, oy, 3, 1.3, 8, 0)
		fill(dst, s, solid(withA(rgb(0x8A, 0x52, 0x1A), 220)))
	}
}
