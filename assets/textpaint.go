package assets

import (
	"image"
	"image/color"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Text painted into the static art (labels, numerals, card titles) uses the
// same Go fonts as the UI, rasterised by x/image/font so it works headless.

type fontID int

const (
	fRegular fontID = iota
	fBold
	fMonoBold
	fSmallCaps
)

var (
	otMu    sync.Mutex
	otFonts = map[fontID]*opentype.Font{}
	otFaces = map[[2]int]font.Face{}
)

func ttfBytes(id fontID) []byte {
	switch id {
	case fBold:
		return gobold.TTF
	case fMonoBold:
		return gomonobold.TTF
	case fSmallCaps:
		return gosmallcaps.TTF
	}
	return goregular.TTF
}

// paintFace returns a cached face; size in pixels. Parse errors fall back to
// nil, and callers skip the text (the loader reports fonts separately).
func paintFace(id fontID, size float64) font.Face {
	otMu.Lock()
	defer otMu.Unlock()
	key := [2]int{int(id), int(size * 4)}
	if f, ok := otFaces[key]; ok {
		return f
	}
	ft, ok := otFonts[id]
	if !ok {
		var err error
		ft, err = opentype.Parse(ttfBytes(id))
		if err != nil {
			return nil
		}
		otFonts[id] = ft
	}
	f, err := opentype.NewFace(ft, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	otFaces[key] = f
	return f
}

// textWidth measures s in pixels.
func textWidth(id fontID, size float64, s string) float64 {
	f := paintFace(id, size)
	if f == nil {
		return 0
	}
	otMu.Lock()
	defer otMu.Unlock()
	return float64(font.MeasureString(f, s)) / 64
}

// textMask renders s with its centre at cx and its baseline at by.
func textMask(id fontID, size float64, s string, cx, by float64) *image.Alpha {
	f := paintFace(id, size)
	if f == nil {
		return image.NewAlpha(image.Rectangle{})
	}
	otMu.Lock()
	defer otMu.Unlock()
	w := float64(font.MeasureString(f, s)) / 64
	x0 := cx - w/2
	r := image.Rect(int(x0)-2, int(by-size*1.05)-2, int(x0+w)+3, int(by+size*0.3)+3)
	m := image.NewAlpha(r)
	d := &font.Drawer{Dst: m, Src: image.Opaque, Face: f, Dot: fixed.Point26_6{X: fixed.Int26_6(x0 * 64), Y: fixed.Int26_6(by * 64)}}
	d.DrawString(s)
	return m
}

// label paints centred text with a dark outline and soft shadow: the one
// text style for everything painted on the board.
func label(dst *image.RGBA, id fontID, size float64, s string, cx, by float64, fg, outline color.NRGBA) {
	m := textMask(id, size, s, cx, by)
	if outline.A > 0 {
		shadow(dst, m, 1, 2, 2, 120)
		fillMask(dst, dilate(m, 2), solid(outline))
	}
	fillMask(dst, m, solid(fg))
}

// labelShaded paints text filled with a vertical gradient (engraved gold).
func labelShaded(dst *image.RGBA, id fontID, size float64, s string, cx, by float64, top, bot, outline color.NRGBA, ow int) {
	m := textMask(id, size, s, cx, by)
	shadow(dst, m, 2, 3, 3, 140)
	if ow > 0 {
		fillMask(dst, dilate(m, ow), solid(outline))
	}
	fillMask(dst, m, linear(0, by-size*0.8, 0, by, grad(0, top, 1, bot)))
}

// dilate grows a mask by r pixels (square max filter, separable).
func dilate(m *image.Alpha, r int) *image.Alpha {
	return morph(m, r, true)
}

// morph is a separable square max (grow) or min (shrink) filter.
func morph(m *image.Alpha, r int, grow bool) *image.Alpha {
	b := m.Rect
	if grow {
		b = b.Inset(-r)
	}
	w, h := b.Dx(), b.Dy()
	src := make([]uint8, w*h)
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		copy(src[(y-b.Min.Y)*w+m.Rect.Min.X-b.Min.X:], m.Pix[m.PixOffset(m.Rect.Min.X, y):m.PixOffset(m.Rect.Min.X, y)+m.Rect.Dx()])
	}
	pick := func(a, c uint8) uint8 {
		if (c > a) == grow {
			return c
		}
		return a
	}
	tmp := make([]uint8, w*h)
	for y := 0; y < h; y++ {
		row := src[y*w : y*w+w]
		for x := 0; x < w; x++ {
			v := row[x]
			for k := x - r; k <= x+r; k++ {
				var c uint8
				if k >= 0 && k < w {
					c = row[k]
				}
				v = pick(v, c)
			}
			tmp[y*w+x] = v
		}
	}
	out := image.NewAlpha(b)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := tmp[y*w+x]
			for k := y - r; k <= y+r; k++ {
				var c uint8
				if k >= 0 && k < h {
					c = tmp[k*w+x]
				}
				v = pick(v, c)
			}
			out.Pix[y*w+x] = v
		}
	}
	return out
}

// wrapText splits s into lines no wider than w.
func wrapText(id fontID, size float64, s string, w float64) []string {
	var lines []string
	cur := ""
	word := ""
	flush := func() {
		if word == "" {
			return
		}
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if cur != "" && textWidth(id, size, try) > w {
			lines = append(lines, cur)
			cur = word
		} else {
			cur = try
		}
		word = ""
	}
	for _, r := range s {
		if r == ' ' {
			flush()
			continue
		}
		word += string(r)
	}
	flush()
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
