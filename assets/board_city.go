package assets

import (
	"image"
	"image/color"
	"math"
	"strings"

	"aladdin/lang"
)

// paintCity paints the four city spaces, each as a framed courtyard with its
// own building drawn behind the tokens, kept low in contrast so tokens read.
func paintCity(dst *image.RGBA) {
	for s := SpaceTent; s <= SpaceCaravan; s++ {
		r := SpaceRect(s)
		x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
		p := NewPath()
		p.RoundRect(x0, y0, x1, y1, 14)
		var top, bot color.NRGBA
		switch s {
		case SpaceCaravan:
			top, bot = rgb(0xC8, 0x7A, 0x48), rgb(0x8A, 0x46, 0x26)
		case SpaceMarket:
			top, bot = rgb(0xD8, 0x9A, 0x40), rgb(0x9A, 0x5A, 0x1C)
		case SpaceDjinn:
			top, bot = rgb(0x5A, 0x3A, 0x8A), rgb(0x2A, 0x18, 0x4A)
		default:
			top, bot = rgb(0xB0, 0x34, 0x3A), rgb(0x64, 0x14, 0x22)
		}
		m := panelShape(dst, p, textured(linear(x0, y0, x1, y1, grad(0, top, 1, bot)), 0.12, 0.05), nrgba(Gilt))
		art := newCanvas(ScreenW, ScreenH) // scratch layer, clipped and faded below
		switch s {
		case SpaceCaravan:
			drawCaravanserai(art, r)
		case SpaceMarket:
			drawMarket(art, r)
		case SpaceDjinn:
			drawDjinn(art, r)
		default:
			drawTent(art, r)
		}
		compositeClipped(dst, art, m, 170)
		// A floor where tokens stand: darker, soft, so pieces pop.
		fl := NewPath()
		fl.RoundRect(x0+6, y0+cityTokTop+2, x1-6, y1-6, 12)
		fillMask(dst, blur(fl.Mask(), 4), solid(withA(color.Black, 70)))
		banner(dst, LabelRect(s), lang.WordIn("board", SpaceNames[s]), s+1, rgb(0x5A, 0x1E, 0x2A))
	}
}

// compositeClipped draws layer src onto dst through clip at opacity alpha.
func compositeClipped(dst, src *image.RGBA, clip *image.Alpha, alpha uint8) {
	r := clip.Rect.Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ma := uint32(clip.Pix[clip.PixOffset(x, y)]) * uint32(alpha) / 255
			if ma == 0 {
				continue
			}
			si := src.PixOffset(x, y)
			sa := uint32(src.Pix[si+3]) * ma / 255 // premultiplied source scaled
			if sa == 0 {
				continue
			}
			di := dst.PixOffset(x, y)
			for k := 0; k < 3; k++ {
				sc := uint32(src.Pix[si+k]) * ma / 255
				dst.Pix[di+k] = uint8(sc + uint32(dst.Pix[di+k])*(255-sa)/255)
			}
			dst.Pix[di+3] = uint8(sa + uint32(dst.Pix[di+3])*(255-sa)/255)
		}
	}
}

func palm(dst *image.RGBA, x, y, h float64) {
	trunk := NewPath()
	trunk.MoveTo(x-3, y)
	trunk.QuadTo(x-6, y-h*0.5, x+2, y-h)
	trunk.LineTo(x+5, y-h)
	trunk.QuadTo(x-1, y-h*0.5, x+3, y)
	trunk.Close()
	fill(dst, trunk, solid(rgb(0x5A, 0x36, 0x1C)))
	for i := 0; i < 6; i++ {
		t := -math.Pi + float64(i)*math.Pi/5
		lx, ly := x+3+math.Cos(t)*h*0.5, y-h+math.Sin(t)*h*0.25+h*0.12
		f := NewPath()
		f.MoveTo(x+3, y-h)
		f.QuadTo((x+3+lx)/2, y-h-h*0.18, lx, ly)
		f.QuadTo((x+3+lx)/2, y-h-h*0.05, x+3, y-h+3)
		f.Close()
		fill(dst, f, solid(rgb(0x2E, 0x6A, 0x34)))
	}
}

func drawCaravanserai(dst *image.RGBA, r image.Rectangle) {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	cx := (x0 + x1) / 2
	wall := NewPath()
	wall.Rect(x0, y0+52, x1, y1)
	fill(dst, wall, linear(0, y0+52, 0, y1, grad(0, rgb(0xE8, 0xB0, 0x78), 1, rgb(0xB0, 0x70, 0x40))))
	bricks := NewPath()
	for y := y0 + 64; y < y1; y += 14 {
		bricks.MoveTo(x0, y)
		bricks.LineTo(x1, y)
	}
	stroke(dst, bricks, 1, solid(withA(rgb(0x6A, 0x3A, 0x1A), 90)))
	gate := NewPath()
	gate.MoveTo(cx-42, y1)
	gate.LineTo(cx-42, y0+110)
	gate.CubeTo(cx-50, y0+70, cx-10, y0+58, cx, y0+56)
	gate.CubeTo(cx+10, y0+58, cx+50, y0+70, cx+42, y0+110)
	gate.LineTo(cx+42, y1)
	gate.Close()
	gm := gate.Mask()
	fillMask(dst, dilate(gm, 5), solid(rgb(0xF0, 0xD8, 0xA8)))
	fillMask(dst, gm, linear(0, y0+56, 0, y1, grad(0, rgb(0x3A, 0x1A, 0x10), 1, rgb(0x1A, 0x0A, 0x06))))
	palm(dst, x0+24, y1-10, 90)
	palm(dst, x1-22, y1-20, 80)
}

func drawMarket(dst *image.RGBA, r image.Rectangle) {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	// Striped awning with a scalloped edge.
	aw := NewPath()
	aw.MoveTo(x0, y0+46)
	aw.LineTo(x1, y0+46)
	aw.LineTo(x1, y0+86)
	n := 8
	w := (x1 - x0) / float64(n)
	for i := n; i > 0; i-- {
		xa := x0 + float64(i)*w
		aw.QuadTo(xa-w/2, y0+104, xa-w, y0+86)
	}
	aw.Close()
	am := aw.Mask()
	stripes := NewPath()
	for i := 0; i < n; i += 2 {
		xa := x0 + float64(i)*w
		stripes.Poly(xa, y0+40, xa+w, y0+40, xa+w, y0+110, xa, y0+110)
	}
	fillMask(dst, am, solid(rgb(0xF4, 0xE8, 0xD0)))
	fillMask(dst, intersect(am, stripes.Mask()), solid(rgb(0xC0, 0x2A, 0x2A)))
	fillMask(dst, offset(blur(am, 4), 2, 8), solid(withA(color.Black, 90)))
	// Stalls: baskets, jars and a pile of fruit.
	for i, c := range []color.NRGBA{rgb(0xA8, 0x6A, 0x2A), rgb(0x2E, 0x7A, 0x8A), rgb(0x8A, 0x4A, 0x2A), rgb(0x6A, 0x8A, 0x2E)} {
		bx := x0 + 30 + float64(i)*54
		b := NewPath()
		b.MoveTo(bx-20, y1-46)
		b.LineTo(bx+20, y1-46)
		b.LineTo(bx+14, y1-14)
		b.LineTo(bx-14, y1-14)
		b.Close()
		fill(dst, b, linear(bx-20, 0, bx+20, 0, grad(0, shade(c, 0.3), 1, shade(c, -0.4))))
		j := NewPath()
		j.Ellipse(bx, y1-52, 16, 8)
		fill(dst, j, solid(shade(c, 0.45)))
	}
}

func drawDjinn(dst *image.RGBA, r image.Rectangle) {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	cx := (x0 + x1) / 2
	// Swirling smoke rising from a lamp.
	for k := 0; k < 3; k++ {
		p := NewPath()
		for i := 0; i <= 40; i++ {
			t := float64(i) / 40
			x := cx + math.Sin(t*7+float64(k)*2)*(18+40*t) + float64(k-1)*12
			y := y1 - 40 - t*(y1-y0-70)
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		stroke(dst, p, 10-float64(k)*2, solid(withA(rgb(0xC8, 0xB8, 0xF8), 110)))
	}
	for i := 0; i < 18; i++ {
		s := NewPath()
		s.Star(x0+10+hash01(i, 7)*(x1-x0-20), y0+50+hash01(i, 8)*(y1-y0-70), 3+hash01(i, 9)*3, 1, 4, 0)
		fill(dst, s, solid(withA(rgb(0xFF, 0xF0, 0xC0), 200)))
	}
	lamp := lampPath(cx, y1-28, 1.6)
	fill(dst, lamp, linear(cx-30, y1-50, cx+30, y1-10, grad(0, GiltLight, 1, rgb(0x8A, 0x5A, 0x14))))
}

func drawTent(dst *image.RGBA, r image.Rectangle) {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	cx := (x0 + x1) / 2
	t := NewPath()
	t.MoveTo(cx, y0+42)
	t.QuadTo(cx-40, y0+100, x0+6, y1-10)
	t.LineTo(x1-6, y1-10)
	t.QuadTo(cx+40, y0+100, cx, y0+42)
	t.Close()
	tm := t.Mask()
	fillMask(dst, tm, solid(rgb(0xF0, 0xD8, 0x9A)))
	st := NewPath()
	for i := -5; i <= 5; i += 2 {
		st.Poly(cx, y0+42, cx+float64(i)*22, y1, cx+float64(i+1)*22, y1)
	}
	fillMask(dst, intersect(tm, st.Mask()), solid(rgb(0xB8, 0x24, 0x30)))
	door := NewPath()
	door.MoveTo(cx, y0+110)
	door.QuadTo(cx-26, y1-40, cx-34, y1-10)
	door.LineTo(cx+34, y1-10)
	door.QuadTo(cx+26, y1-40, cx, y0+110)
	door.Close()
	fill(dst, door, solid(rgb(0x2A, 0x0C, 0x10)))
	flag := NewPath()
	flag.Poly(cx, y0+42, cx, y0+24, cx+18, y0+30, cx, y0+36)
	fill(dst, flag, solid(nrgba(Gilt)))
}

// lampPath is an oil lamp silhouette (spout to the right), unit ~20*s.
func lampPath(cx, cy, s float64) *Path {
	p := PathT(at(cx, cy, s))
	p.MoveTo(-16, 2)
	p.CubeTo(-16, -8, 10, -9, 12, -2)
	p.LineTo(22, -8)
	p.LineTo(24, -6)
	p.LineTo(14, 4)
	p.CubeTo(8, 8, -12, 9, -16, 2)
	p.Close()
	p.Ellipse(-2, -7, 6, 3)
	p.Poly(-2, -13, 1, -9, -5, -9)
	p.Poly(-8, 6, 4, 6, 6, 11, -10, 11)
	// Handle.
	p.MoveTo(-16, -1)
	p.QuadTo(-26, -6, -20, 4)
	p.LineTo(-17, 2)
	p.QuadTo(-21, -2, -16, 1)
	p.Close()
	return p
}

// paintColumn paints the deck slot, the camel's spot and the bank.
func paintColumn(dst *image.RGBA) {
	wood := func(r image.Rectangle) *Path {
		p := NewPath()
		p.RoundRect(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y), 10)
		return p
	}
	woodSh := func(r image.Rectangle) Shader {
		return textured(linear(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y),
			grad(0, rgb(0x7A, 0x4A, 0x26), 1, rgb(0x3E, 0x20, 0x10))), 0.2, 0.08)
	}
	// Card slot: an inset tray.
	cs := CardSlotRect().Inset(-4)
	panelShape(dst, wood(cs), woodSh(cs), nrgba(Gilt))
	in := NewPath()
	c2 := CardSlotRect()
	in.RoundRect(float64(c2.Min.X), float64(c2.Min.Y), float64(c2.Max.X), float64(c2.Max.Y), 7)
	im := in.Mask()
	fillMask(dst, im, solid(rgb(0x24, 0x12, 0x0A)))
	fillMask(dst, blur(rim(im, 3, 3), 2), solid(withA(color.Black, 160)))
	for i, line := range strings.SplitN(lang.T("TREASURE\nCARDS"), "\n", 2) {
		label(dst, fBold, 11, line, float64(c2.Min.X+c2.Dx()/2), float64(c2.Min.Y+c2.Dy()/2-2+14*i), withA(Gilt, 160), color.NRGBA{})
	}
	// Camel's spot: a rug.
	cr := CamelRect()
	rug := NewPath()
	rug.RoundRect(float64(cr.Min.X), float64(cr.Min.Y+14), float64(cr.Max.X), float64(cr.Max.Y), 6)
	rm := panelShape(dst, rug, textured(radial(float64(cr.Min.X+cr.Dx()/2), float64(cr.Min.Y+cr.Dy()/2), 80, 80, grad(0, rgb(0xB0, 0x2A, 0x34), 1, rgb(0x5A, 0x10, 0x1C))), 0.12, 0.2), nrgba(Gilt))
	starTiles(dst, rm, 22, withA(GiltLight, 60))
	banner(dst, image.Rect(cr.Min.X-4, cr.Min.Y, cr.Max.X+4, cr.Min.Y+22), lang.T("First player"), 0, rgb(0x2A, 0x3A, 0x6A))
	// Bank: a chest with five compartments tinted by kind.
	br := BankRect()
	panelShape(dst, wood(br), woodSh(br), nrgba(Gilt))
	label(dst, fBold, 18, lang.T("TREASURY"), float64(br.Min.X+br.Dx()/2), float64(br.Min.Y+18), nrgba(GiltLight), withA(Ink, 255))
	for k := 0; k < NumKinds; k++ {
		pr := BankPileRect(k).Inset(2)
		p := NewPath()
		p.RoundRect(float64(pr.Min.X), float64(pr.Min.Y), float64(pr.Max.X), float64(pr.Max.Y), 5)
		pm := p.Mask()
		kc := nrgba(KindColors[k])
		fillMask(dst, pm, linear(0, float64(pr.Min.Y), 0, float64(pr.Max.Y), grad(0, shade(kc, -0.55), 1, shade(kc, -0.75))))
		fillMask(dst, blur(rim(pm, 2, 2), 1), solid(withA(color.Black, 160)))
		fillMask(dst, subtract(pm, erode(pm, 1)), solid(withA(Gilt, 160)))
	}
}
