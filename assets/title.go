package assets

import (
	"image"
	"image/color"
	"math"

	"aladdin/lang"
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
	// Dunes in front: smooth layered crests, each lit on its left-facing
	// slopes and darkening with depth, nearer dunes darker and warmer.
	paintDunes(dst, hy)
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
	label(dst, fBold, 26, lang.T("a game by Richard Breese  ·  digital edition"), W/2, 636, rgb(0xFF, 0xEC, 0xC8), rgb(0x2A, 0x10, 0x06))
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

// paintDunes paints four layers of smooth dunes below the horizon hy, far
// to near. Each crest is a sum of two long sine waves; the shading follows
// the crest's slope (light from the left) and the depth below the crest.
func paintDunes(dst *image.RGBA, hy float64) {
	W, H := ScreenW, float64(ScreenH)
	layers := []struct {
		base, amp, f1, f2, ph float64
		light, dark           color.NRGBA
	}{
		{hy + 6, 9, 1.0 / 230, 1.0 / 97, 0.4, rgb(0xC8, 0x84, 0x6A), rgb(0x8A, 0x50, 0x50)},
		{hy + 62, 24, 1.0 / 280, 1.0 / 131, 2.1, rgb(0xB0, 0x66, 0x4C), rgb(0x5E, 0x30, 0x36)},
		{hy + 136, 30, 1.0 / 330, 1.0 / 157, 4.0, rgb(0x7E, 0x44, 0x36), rgb(0x36, 0x1A, 0x22)},
		{hy + 212, 26, 1.0 / 390, 1.0 / 181, 5.6, rgb(0x4A, 0x26, 0x24), rgb(0x16, 0x0A, 0x10)},
	}
	crestY := make([]float64, W+1)
	slope := make([]float64, W+1)
	for li, l := range layers {
		f := func(x float64) float64 {
			return l.base - l.amp*(0.65*math.Sin(x*l.f1+l.ph)+0.35*math.Sin(x*l.f2+l.ph*1.7))
		}
		for x := 0; x <= W; x++ {
			crestY[x] = f(float64(x))
			slope[x] = (f(float64(x)+1) - f(float64(x)-1)) / 2
		}
		d := NewPath()
		d.MoveTo(0, H+2)
		for x := 0; x <= W; x += 8 {
			d.LineTo(float64(x), crestY[x])
		}
		d.LineTo(float64(W), H+2)
		d.Close()
		m := d.Mask()
		lt, dk := l.light, l.dark
		var lut [257]color.NRGBA
		for i := range lut {
			lut[i] = mixN(lt, dk, math.Sqrt(float64(i)/256))
		}
		fillMask(dst, m, func(x, y int) color.NRGBA {
			if x < 0 {
				x = 0
			}
			if x > W {
				x = W
			}
			t := (float64(y) - crestY[x]) / 150
			t = math.Max(0, math.Min(1, t))
			c := lut[int(t*256)]
			// Left-facing slopes (rising to the right) catch the light.
			k := math.Max(-1, math.Min(1, -slope[x]*2.2)) * 0.22 * (1 - t*0.6)
			if k >= 0 {
				return color.NRGBA{c.R + uint8(float64(255-c.R)*k), c.G + uint8(float64(255-c.G)*k), c.B + uint8(float64(255-c.B)*k), 255}
			}
			return color.NRGBA{uint8(float64(c.R) * (1 + k)), uint8(float64(c.G) * (1 + k)), uint8(float64(c.B) * (1 + k)), 255}
		})
		// A soft lit rim along the crest.
		fillMask(dst, subtract(m, offset(m, 0, 2)), solid(withA(shade(lt, 0.3), uint8(100-li*20))))
	}
}
