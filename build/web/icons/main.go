// Command icons paints the web app's icons from the game's own title art
// (assets.PaintTitle): the gold dragon over the night sky, cut out with a
// soft edge and set on the same sky, so the icons are the title's art
// and change with it.
//
//	go run ./build/web/icons -out build/web/out/site
//
// It writes icon-192.png and icon-512.png (a rounded tile with a gilt
// frame, for browsers' app lists and the tab), icon-maskable-512.png (full
// bleed, the dragon inside the central 80% circle that every launcher's
// mask keeps) and apple-touch-icon.png (180 px, full bleed: iOS rounds it).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"

	xdraw "golang.org/x/image/draw"

	"aladdin/assets"
)

// Where the dragon is on the title screen (assets/title.go paints it at
// (800, 250) with a 640 px wingspan; horns to chin span about y 100-360).
const (
	dragonX, dragonY = 800, 230
	cutRX, cutRY     = 330, 165 // the soft-edged squarish cut around it
	feather          = 30
	// The title's sky: this colour at its top row, skyBottom at row 450.
	skyRows = 450
)

var (
	skyTop    = color.NRGBA{0x0A, 0x0C, 0x2A, 0xFF}
	skyBottom = color.NRGBA{0x2A, 0x1E, 0x5A, 0xFF}
	gilt      = color.NRGBA{0xD9, 0xA4, 0x3A, 0xFF}
	giltLight = color.NRGBA{0xFF, 0xE3, 0x8A, 0xFF}
)

func main() {
	out := flag.String("out", "build/web/out/site", "output directory")
	flag.Parse()
	title := assets.PaintTitle()
	// The maskable tile needs the wingtips (338 px from the dragon's middle)
	// inside a circle of 40% of its side: 880 px.
	full := scene(title, 880)
	// The plain tile shows more dragon: a 680 px crop of the same scene.
	inner := image.NewNRGBA(image.Rect(0, 0, 680, 680))
	xdraw.Copy(inner, image.Point{}, full, image.Rect(100, 100, 780, 780), xdraw.Src, nil)
	framed := frame(inner)
	icons := []struct {
		name string
		src  image.Image
		size int
	}{
		{"icon-192.png", framed, 192},
		{"icon-512.png", framed, 512},
		{"icon-maskable-512.png", full, 512},
		{"apple-touch-icon.png", inner, 180},
	}
	for _, ic := range icons {
		dst := image.NewNRGBA(image.Rect(0, 0, ic.size, ic.size))
		xdraw.CatmullRom.Scale(dst, dst.Rect, ic.src, ic.src.Bounds(), xdraw.Src, nil)
		var buf bytes.Buffer
		err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, dst)
		if err == nil {
			err = os.WriteFile(filepath.Join(*out, ic.name), buf.Bytes(), 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "icons:", err)
			os.Exit(1)
		}
	}
}

// scene paints a side x side sky with stars and the title's dragon in the
// middle, its cut-out blended in by a feathered edge so no seam shows.
func scene(title *image.RGBA, side int) *image.NRGBA {
	dst := image.NewNRGBA(image.Rect(0, 0, side, side))
	// Title row of each scene row: the dragon's middle at the scene's.
	off := dragonY - side/2
	for y := 0; y < side; y++ {
		t := math.Max(0, math.Min(1, float64(y+off)/skyRows))
		c := mix(skyTop, skyBottom, t)
		for x := 0; x < side; x++ {
			dst.SetNRGBA(x, y, c)
		}
	}
	// A few stars, placed by a fixed sequence so every build is the same.
	seed := uint32(20)
	next := func() float64 { seed = seed*1664525 + 1013904223; return float64(seed>>8) / (1 << 24) }
	for i := 0; i < side/6; i++ {
		disc(dst, next()*float64(side), next()*float64(side), 1+next()*1.6, uint8(120+next()*135))
	}
	dx := dragonX - side/2
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			tx, ty := x+dx, y+off
			if !(image.Point{tx, ty}.In(title.Rect)) {
				continue
			}
			// A superellipse (power 4) keeps the wingtips in and the
			// moon out; a is 1 inside, 0 from feather/2 outside.
			u, v := float64(x-side/2)/cutRX, float64(y-side/2)/cutRY
			d := (math.Pow(u*u*u*u+v*v*v*v, 0.25) - 1) * cutRY
			a := 1 - math.Max(0, math.Min(1, d/feather+0.5))
			if a <= 0 {
				continue
			}
			src := title.RGBAAt(tx, ty)
			dst.SetNRGBA(x, y, mix(dst.NRGBAAt(x, y), color.NRGBA{src.R, src.G, src.B, 0xFF}, a))
		}
	}
	return dst
}

// frame rounds the tile's corners (transparent outside) and draws a gilt
// frame with a light inner line, like the game's panels.
func frame(src *image.NRGBA) *image.NRGBA {
	b := src.Rect
	w := float64(b.Dx())
	r := w * 0.18
	dst := image.NewNRGBA(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			// Distance inside the rounded square's edge (negative outside).
			px, py := math.Abs(float64(x)+0.5-w/2), math.Abs(float64(y)+0.5-w/2)
			qx, qy := px-(w/2-r), py-(w/2-r)
			var in float64
			if qx > 0 && qy > 0 {
				in = r - math.Hypot(qx, qy)
			} else {
				in = w/2 - math.Max(px, py)
			}
			c := src.NRGBAAt(x, y)
			c = mix(c, gilt, cover(in, 0, w*0.035))
			c = mix(c, giltLight, cover(in, w*0.035, w*0.045))
			c.A = uint8(255 * math.Max(0, math.Min(1, in)))
			dst.SetNRGBA(x, y, c)
		}
	}
	return dst
}

// cover is how much of a pixel at depth in lies in the band [from, to)
// inside the edge, anti-aliased over one pixel.
func cover(in, from, to float64) float64 {
	return math.Max(0, math.Min(1, in-from+0.5)) * math.Max(0, math.Min(1, to-in+0.5))
}

func disc(dst *image.NRGBA, cx, cy, r float64, alpha uint8) {
	for y := int(cy - r - 1); y <= int(cy+r+1); y++ {
		for x := int(cx - r - 1); x <= int(cx+r+1); x++ {
			if !(image.Point{x, y}.In(dst.Rect)) {
				continue
			}
			a := math.Max(0, math.Min(1, r-math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)+0.5)) * float64(alpha) / 255
			dst.SetNRGBA(x, y, mix(dst.NRGBAAt(x, y), color.NRGBA{0xFF, 0xF4, 0xD8, 0xFF}, a))
		}
	}
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(p, q uint8) uint8 { return uint8(math.Round(float64(p) + (float64(q)-float64(p))*t)) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}
