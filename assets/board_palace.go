package assets

import (
	"image"
	"image/color"
	"math"

	"aladdin/lang"
)

var roman = [NumRooms]string{"I", "II", "III", "IV", "V"}

// paintPalace paints the Caliph's palace: skyline, crenellated ivory wall,
// the guard's gate and five tiled alcoves with their artifact niches.
func paintPalace(dst *image.RGBA) {
	ivory := rgb(0xF2, 0xE6, 0xCC)
	// Skyline behind the wall: gilt onion domes and minarets.
	for _, d := range []struct{ x, w, h float64 }{{120, 44, 26}, {420, 56, 30}, {690, 70, 34}, {960, 56, 30}, {1100, 40, 24}} {
		p := NewPath()
		base := 26.0
		p.MoveTo(d.x-d.w/2, base)
		p.CubeTo(d.x-d.w*0.62, base-d.h*0.55, d.x-d.w*0.15, base-d.h*0.7, d.x, base-d.h)
		p.CubeTo(d.x+d.w*0.15, base-d.h*0.7, d.x+d.w*0.62, base-d.h*0.55, d.x+d.w/2, base)
		p.Close()
		m := p.Mask()
		fillMask(dst, m, linear(d.x-d.w/2, base-d.h, d.x+d.w/2, base, grad(0, GiltLight, 0.5, Gilt, 1, rgb(0x8A, 0x52, 0x14))))
		bevel(dst, m, 1, withA(color.White, 90), withA(color.Black, 80))
		sp := NewPath()
		sp.Poly(d.x-1, base-d.h, d.x+1, base-d.h, d.x, base-d.h-8)
		fill(dst, sp, solid(GiltLight))
	}
	for _, x := range []float64{250, 560, 830} {
		p := NewPath()
		p.Rect(x-5, 6, x+5, 28)
		p.Poly(x-7, 8, x+7, 8, x, -4)
		fill(dst, p, linear(x-7, 0, x+7, 0, grad(0, ivory, 1, shade(ivory, -0.35))))
	}
	// The wall with crenellations.
	wall := NewPath()
	wall.MoveTo(8, 304)
	wall.LineTo(8, 22)
	for x := 8.0; x < BoardW-8; x += 26 {
		wall.LineTo(x, 14)
		wall.LineTo(x+14, 14)
		wall.LineTo(x+14, 22)
		wall.LineTo(math.Min(x+26, BoardW-8), 22)
	}
	wall.LineTo(BoardW-8, 304)
	wall.Close()
	wm := wall.Mask()
	shadow(dst, wm, 0, 4, 4, 160)
	fillMask(dst, wm, textured(linear(0, 14, 0, 304, grad(0, shade(ivory, 0.2), 1, shade(ivory, -0.18))), 0.10, 0.06))
	bevel(dst, wm, 2, withA(color.White, 120), withA(color.Black, 70))
	// Masonry courses, faint.
	courses := NewPath()
	for y := 40.0; y < 300; y += 22 {
		courses.MoveTo(8, y)
		courses.LineTo(BoardW-8, y)
	}
	stroke(dst, courses, 1, solid(withA(rgb(0x9A, 0x80, 0x60), 50)))
	// A teal-and-gilt frieze under the crenellations.
	fr := NewPath()
	fr.Rect(8, 24, BoardW-8, 32)
	fill(dst, fr, solid(nrgba(Teal)))
	zig := NewPath()
	for x := 8.0; x < BoardW-8; x += 12 {
		zig.Poly(x, 32, x+6, 25, x+12, 32)
	}
	fillMask(dst, intersect(zig.Mask(), fr.Mask()), solid(withA(Gilt, 200)))

	paintGuardGate(dst)
	for i := 0; i < NumRooms; i++ {
		paintRoom(dst, i)
	}
}

// alcove is a recess with a pointed-arch top inside r.
func alcove(r image.Rectangle, rise float64) *Path {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	cx := (x0 + x1) / 2
	p := NewPath()
	p.MoveTo(x0, y1)
	p.LineTo(x0, y0+rise)
	p.QuadTo(x0+2, y0+rise*0.2, cx-8, y0+3)
	p.LineTo(cx, y0)
	p.LineTo(cx+8, y0+3)
	p.QuadTo(x1-2, y0+rise*0.2, x1, y0+rise)
	p.LineTo(x1, y1)
	p.Close()
	return p
}

// recess paints an alcove's interior: tiles, inner shadow on the lit side
// (a hole is shaded on the edge nearest the light), gilt frame.
func recess(dst *image.RGBA, p *Path, top, bot color.NRGBA, tile color.NRGBA) *image.Alpha {
	m := p.Mask()
	frame := dilate(m, 4)
	fillMask(dst, frame, linear(0, float64(m.Rect.Min.Y), 0, float64(m.Rect.Max.Y), grad(0, GiltLight, 0.5, Gilt, 1, rgb(0x8A, 0x5A, 0x14))))
	bevel(dst, frame, 1, withA(color.White, 140), withA(color.Black, 110))
	fillMask(dst, m, textured(linear(0, float64(m.Rect.Min.Y), 0, float64(m.Rect.Max.Y), grad(0, top, 1, bot)), 0.10, 0.08))
	starTiles(dst, m, 30, tile)
	fillMask(dst, blur(rim(m, 5, 6), 3), solid(withA(color.Black, 120)))
	fillMask(dst, blur(rim(m, -2, -2), 1), solid(withA(color.White, 40)))
	return m
}

func paintGuardGate(dst *image.RGBA) {
	r := SpaceRect(SpaceGuard)
	recess(dst, alcove(r, 24), rgb(0x2A, 0x24, 0x4A), rgb(0x14, 0x12, 0x28), withA(rgb(0x8A, 0x80, 0xC0), 40))
	// Crossed spears behind the guard's post.
	for _, s := range []float64{-1, 1} {
		cx := float64(r.Min.X+r.Dx()/2) + 0
		p := NewPath()
		p.MoveTo(cx-s*60, float64(r.Max.Y)-20)
		p.LineTo(cx+s*60, float64(r.Min.Y)+120)
		stroke(dst, p, 3, solid(withA(rgb(0x6A, 0x4A, 0x2A), 110)))
		tip := NewPath()
		tx, ty := cx+s*60, float64(r.Min.Y)+120
		tip.Poly(tx+s*7, ty-7, tx-s*1, ty+3, tx+s*3, ty+5)
		fill(dst, tip, solid(withA(rgb(0xB8, 0xC0, 0xCC), 120)))
	}
	banner(dst, LabelRect(SpaceGuard), lang.WordIn("board", SpaceNames[SpaceGuard]), SpaceGuard+1, rgb(0x5A, 0x1E, 0x2A))
	// Stone pedestals for the drawn guard and the face-down pile.
	for _, g := range []image.Rectangle{GuardTokenRect(), GuardPileRect()} {
		p := NewPath()
		p.RoundRect(float64(g.Min.X-5), float64(g.Min.Y-4), float64(g.Max.X+5), float64(g.Max.Y+6), 8)
		m := p.Mask()
		fillMask(dst, m, solid(withA(color.Black, 90)))
		fillMask(dst, subtract(m, erode(m, 1)), solid(withA(Gilt, 140)))
	}
}

func paintRoom(dst *image.RGBA, i int) {
	r := SpaceRect(SpaceRoom1 + i)
	recess(dst, alcove(r, 30), rgb(0x24, 0x6A, 0x72), rgb(0x0E, 0x34, 0x3E), withA(rgb(0x9A, 0xE0, 0xD8), 38))
	// Artifact niche: a dark cushioned recess a little larger than a tile.
	st := StackRect(i).Inset(-6)
	n := NewPath()
	n.RoundRect(float64(st.Min.X), float64(st.Min.Y), float64(st.Max.X), float64(st.Max.Y), 6)
	nm := n.Mask()
	fillMask(dst, dilate(nm, 2), solid(nrgba(Gilt)))
	fillMask(dst, nm, radial(float64(st.Min.X+st.Dx()/2), float64(st.Min.Y+st.Dy()/2), 50, 50, grad(0, rgb(0x7A, 0x1E, 0x34), 1, rgb(0x34, 0x08, 0x14))))
	fillMask(dst, blur(rim(nm, 3, 3), 2), solid(withA(color.Black, 140)))
	// Roman numeral plaque on the left, tally number on the right.
	lr := LabelRect(SpaceRoom1 + i)
	pl := NewPath()
	pl.RoundRect(float64(lr.Min.X), float64(lr.Min.Y), float64(lr.Max.X), float64(lr.Max.Y), 6)
	panelShape(dst, pl, linear(0, float64(lr.Min.Y), 0, float64(lr.Max.Y), grad(0, rgb(0x7A, 0x24, 0x34), 1, rgb(0x44, 0x0E, 0x1A))), nrgba(Gilt))
	cx := float64(lr.Min.X+lr.Dx()/2) + 0.5
	labelShaded(dst, fBold, 22, roman[i], cx, float64(lr.Min.Y+lr.Dy()/2)+8, rgb(0xFF, 0xF1, 0xC4), rgb(0xE0, 0xA8, 0x48), withA(Ink, 220), 1)
	// The medal sits at the top of the right-hand column, leaving room
	// below it for the "N left" count (RoomCountRect).
	md := RoomMedalRect(i)
	orderMedal(dst, float64(md.Min.X+md.Dx()/2), float64(md.Min.Y+md.Dy()/2), float64(md.Dx())/2, SpaceRoom1+i+1)
}
