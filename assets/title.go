package assets

import (
	"image"
	"image/color"
	"math"
)

// PaintTitle paints the 1600x1000 title screen: a moonlit desert, the
// Caliph's palace on the horizon, a great gold dragon overhead and the name
// in gilt letters. The lower middle is kept calm for the UI's menu buttons.
func PaintTitle() *image.RGBA {
	W, H := float64(ScreenW), float64(ScreenH)
	dst := newCanvas(ScreenW, ScreenH)
	fillRect(dst, dst.Rect, textured(linear(0, 0, 0, H, grad(
		0, rgb(0x0A, 0x0C, 0x2A), 0.45, rgb(0x2A, 0x1E, 0x5A), 0.68, rgb(0x8A, 0x3A, 0x5A), 0.78, rgb(0xE0, 0x8A, 0x50), 1, rgb(0xE0, 0x8A, 0x50))), 0.06, 0.01))
	for i := 0; i < 260; i++ {
		x, y := hash01(i, 11)*W, hash01(i, 12)*H*0.6
		r := 0.5 + hash01(i, 13)*1.4
		p := NewPath()
		if r > 1.5 {
			p.Star(x, y, r*2.5, r*0.5, 4, 0)
		} else {
			p.Circle(x, y, r)
		}
		fill(dst, p, solid(withA(color.White, uint8(110+hash01(i, 14)*145))))
	}
	// Moon with a halo.
	moon := NewPath()
	moon.Circle(1260, 200, 90)
	mm := moon.Mask()
	glow(dst, mm, 40, withA(rgb(0xFF, 0xF0, 0xC0), 90))
	fillMask(dst, mm, textured(radial(1230, 170, 130, 130, grad(0, rgb(0xFF, 0xFB, 0xE8), 1, rgb(0xE0, 0xD0, 0xA8))), 0.10, 0.03))
	// The palace on the horizon.
	pal := NewPath()
	hy := H * 0.74
	pal.Rect(380, hy-90, 1220, hy+10)
	for _, d := range []struct{ x, w, h float64 }{{800, 170, 150}, {560, 100, 90}, {1040, 100, 90}, {450, 60, 60}, {1150, 60, 60}} {
		base := hy - 90
		pal.MoveTo(d.x-d.w/2, base+1)
		pal.CubeTo(d.x-d.w*0.62, base-d.h*0.55, d.x-d.w*0.15, base-d.h*0.7, d.x, base-d.h)
		pal.CubeTo(d.x+d.w*0.15, base-d.h*0.7, d.x+d.w*0.62, base-d.h*0.55, d.x+d.w/2, base+1)
		pal.Close()
		pal.Rect(d.x-2, base-d.h-22, d.x+2, base-d.h)
	}
	for _, x := range []float64{360, 690, 910, 1240} {
		pal.Rect(x-9, hy-200, x+9, hy)
		pal.Poly(x-14, hy-200, x+14, hy-200, x, hy-240)
	}
	pm := pal.Mask()
	fillMask(dst, pm, linear(0, hy-260, 0, hy, grad(0, rgb(0x3A, 0x22, 0x4A), 1, rgb(0x1A, 0x0E, 0x26))))
	fillMask(dst, rim(pm, -2, 0), solid(withA(rgb(0xFF, 0xD0, 0xA0), 90)))
	win := NewPath()
	for i := 0; i < 14; i++ {
		x := 420 + float64(i)*56
		win.RoundRect(x, hy-60, x+12, hy-36, 6)
	}
	wm := win.Mask()
	glow(dst, wm, 4, withA(rgb(0xFF, 0xC0, 0x50), 180))
	fillMask(dst, wm, solid(rgb(0xFF, 0xE0, 0x90)))
	// Dunes in front.
	for k, c := range []color.NRGBA{rgb(0x8A, 0x4A, 0x3A), rgb(0x5A, 0x2A, 0x2A), rgb(0x2A, 0x14, 0x18)} {
		d := NewPath()
		y := hy + float64(k)*70
		d.MoveTo(0, H)
		d.LineTo(0, y)
		for x := 0.0; x <= W; x += 40 {
			d.LineTo(x, y+30*math.Sin(x/210+float64(k)*2)+18*math.Sin(x/97+float64(k)))
		}
		d.LineTo(W, H)
		d.Close()
		fill(dst, d, textured(linear(0, y-40, 0, H, grad(0, shade(c, 0.25), 1, shade(c, -0.5))), 0.12, 0.02))
	}
	// The gold dragon.
	paintDragonS(dst, KindGold, 800, 250, 3.2)
	// The name.
	labelShaded(dst, fBold, 118, "Aladdin's Dragons", W/2+3, 560, rgb(0xFF, 0xF4, 0xC8), rgb(0xE0, 0x98, 0x30), rgb(0x2A, 0x10, 0x06), 5)
	rule := NewPath()
	rule.RoundRect(W/2-330, 590, W/2+330, 594, 2)
	fill(dst, rule, linear(W/2-330, 0, W/2+330, 0, grad(0, withA(Gilt, 0), 0.5, nrgba(GiltLight), 1, withA(Gilt, 0))))
	d := NewPath()
	d.Star(W/2, 592, 12, 4, 4, 0)
	fill(dst, d, solid(GiltLight))
	label(dst, fBold, 26, "a game by Richard Breese  ·  digital edition", W/2, 636, rgb(0xFF, 0xEC, 0xC8), rgb(0x2A, 0x10, 0x06))
	// Vignette darkening toward the corners.
	vg := image.NewAlpha(dst.Rect)
	for y := 0; y < ScreenH; y += 1 {
		for x := 0; x < ScreenW; x++ {
			u, v := (float64(x)-W/2)/(W*0.62), (float64(y)-H/2)/(H*0.62)
			t := math.Max(0, u*u+v*v-0.45)
			vg.Pix[vg.PixOffset(x, y)] = clamp8(t * 260)
		}
	}
	fillMask(dst, vg, solid(color.Black))
	return dst
}
