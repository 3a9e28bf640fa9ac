package assets

import (
	"bytes"
	"image"
	"image/color"
	"sync"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"golang.org/x/image/vector"
)

// Text painted into the static art (labels, numerals, card titles) uses the
// same Go fonts as the UI. It is rasterised here, headless, from the glyph
// outlines that go-text/typesetting (the font library under text/v2) reads,
// with x/image/vector, so the web build carries one font stack, not two.

type fontID int

const (
	fRegular fontID = iota
	fBold
)

// paintFont is a parsed font with the glyphs used so far, in font units.
type paintFont struct {
	face   *font.Face
	upem   float32
	glyphs map[rune]*glyph
}

type glyph struct {
	adv  float32
	segs []ot.Segment
}

var (
	ptMu    sync.Mutex
	ptFonts [2]*paintFont
)

// glyphs returns the glyphs of s in font id and the scale from font units
// to pixels at size; nil if the font does not parse (callers then skip the
// text; the loader reports fonts separately). Glyphs are shared read-only.
func glyphs(id fontID, size float64, s string) ([]*glyph, float32) {
	ptMu.Lock()
	defer ptMu.Unlock()
	pf := ptFonts[id]
	if pf == nil {
		ttf := goRegularTTF
		if id == fBold {
			ttf = goBoldTTF
		}
		f, err := font.ParseTTF(bytes.NewReader(ttf))
		if err != nil {
			return nil, 0
		}
		pf = &paintFont{face: f, upem: float32(f.Upem()), glyphs: map[rune]*glyph{}}
		ptFonts[id] = pf
	}
	out := make([]*glyph, 0, len(s))
	for _, r := range s {
		g, ok := pf.glyphs[r]
		if !ok {
			gid, _ := pf.face.NominalGlyph(r) // a missing rune draws .notdef (glyph 0)
			g = &glyph{adv: pf.face.HorizontalAdvance(gid)}
			if o, ok := pf.face.GlyphData(gid).(font.GlyphOutline); ok {
				g.segs = o.Segments
			}
			pf.glyphs[r] = g
		}
		out = append(out, g)
	}
	return out, float32(size) / pf.upem
}

func advance(gs []*glyph, k float32) float64 {
	w := float32(0)
	for _, g := range gs {
		w += g.adv
	}
	return float64(w * k)
}

// textWidth measures s in pixels.
func textWidth(id fontID, size float64, s string) float64 {
	return advance(glyphs(id, size, s))
}

// textMask renders s with its centre at cx and its baseline at by.
func textMask(id fontID, size float64, s string, cx, by float64) *image.Alpha {
	gs, k := glyphs(id, size, s)
	if gs == nil {
		return image.NewAlpha(image.Rectangle{})
	}
	w := advance(gs, k)
	x0 := cx - w/2
	r := image.Rect(int(x0)-2, int(by-size*1.05)-2, int(x0+w)+3, int(by+size*0.3)+3)
	m := image.NewAlpha(r)
	z := vector.NewRasterizer(r.Dx(), r.Dy())
	// Pen position in mask pixels; font units have y up.
	px, py := float32(x0)-float32(r.Min.X), float32(by)-float32(r.Min.Y)
	for _, g := range gs {
		pt := func(i int, a [3]ot.SegmentPoint) (float32, float32) {
			return px + a[i].X*k, py - a[i].Y*k
		}
		for i, sg := range g.segs {
			a := sg.Args
			switch sg.Op {
			case ot.SegmentOpMoveTo:
				if i > 0 {
					z.ClosePath()
				}
				z.MoveTo(pt(0, a))
			case ot.SegmentOpLineTo:
				z.LineTo(pt(0, a))
			case ot.SegmentOpQuadTo:
				x1, y1 := pt(0, a)
				x2, y2 := pt(1, a)
				z.QuadTo(x1, y1, x2, y2)
			case ot.SegmentOpCubeTo:
				x1, y1 := pt(0, a)
				x2, y2 := pt(1, a)
				x3, y3 := pt(2, a)
				z.CubeTo(x1, y1, x2, y2, x3, y3)
			}
		}
		if len(g.segs) > 0 {
			z.ClosePath()
		}
		px += g.adv * k
	}
	z.Draw(m, r, image.Opaque, image.Point{})
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
