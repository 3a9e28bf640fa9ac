package assets

import (
	"image"
	"image/color"
	"math"
	"sync/atomic"
	"time"

	"golang.org/x/image/vector"
)

// The painting kit: paths are flattened to polygons as they are built, then
// rasterised (antialiased, by x/image/vector) into alpha masks sized to their
// own bounding box. Masks are composited with a Shader, which gives
// gradients and texture without a per-shape full-canvas pass: a small shape
// on the big board costs only its own pixels.

// paintYield is Warm's yield, called from the painting loops every
// yieldEvery of work (nil: painting runs through).
var (
	paintYield atomic.Pointer[func()]
	lastYield  time.Time
)

const yieldEvery = 4 * time.Millisecond

func setPaintYield(f func()) {
	if f == nil {
		paintYield.Store(nil)
		return
	}
	lastYield = time.Now()
	paintYield.Store(&f)
}

// maybeYield lets the page breathe during a long painting (see Warm).
func maybeYield() {
	f := paintYield.Load()
	if f == nil || time.Since(lastYield) < yieldEvery {
		return
	}
	(*f)()
	lastYield = time.Now()
}

type fpt struct{ x, y float64 }

// aff is a 2D affine transform: x' = a*x + b*y + c, y' = d*x + e*y + f.
type aff struct{ a, b, c, d, e, f float64 }

var ident = aff{1, 0, 0, 0, 1, 0}

func (m aff) apply(x, y float64) fpt {
	return fpt{m.a*x + m.b*y + m.c, m.d*x + m.e*y + m.f}
}

// then returns the transform "m, then n".
func (m aff) then(n aff) aff {
	return aff{
		n.a*m.a + n.b*m.d, n.a*m.b + n.b*m.e, n.a*m.c + n.b*m.f + n.c,
		n.d*m.a + n.e*m.d, n.d*m.b + n.e*m.e, n.d*m.c + n.e*m.f + n.f,
	}
}

func translate(x, y float64) aff { return aff{1, 0, x, 0, 1, y} }
func scale(sx, sy float64) aff   { return aff{sx, 0, 0, 0, sy, 0} }
func rotate(t float64) aff {
	s, c := math.Sincos(t)
	return aff{c, -s, 0, s, c, 0}
}

// at places a unit-ish design (drawn around 0,0) at cx,cy with scale s.
func at(cx, cy, s float64) aff { return scale(s, s).then(translate(cx, cy)) }

// Path is a set of flattened subpaths, in canvas coordinates.
type Path struct {
	M      aff // applied to every point added
	subs   [][]fpt
	closed []bool
	cur    fpt
}

// NewPath returns an empty path with the identity transform.
func NewPath() *Path { return &Path{M: ident} }

// PathT returns an empty path with transform m.
func PathT(m aff) *Path { return &Path{M: m} }

// MoveTo starts a subpath. Not inlined (go:noinline): inlined copies at its
// ~100 call sites cost about 90 KB of wasm.
//
//go:noinline
func (p *Path) MoveTo(x, y float64) {
	p.subs = append(p.subs, []fpt{p.M.apply(x, y)})
	p.closed = append(p.closed, false)
	p.cur = fpt{x, y}
}

func (p *Path) LineTo(x, y float64) {
	if len(p.subs) == 0 {
		p.MoveTo(x, y)
		return
	}
	i := len(p.subs) - 1
	p.subs[i] = append(p.subs[i], p.M.apply(x, y))
	p.cur = fpt{x, y}
}

// segs picks a flattening resolution from the (transformed) size of a curve.
func (p *Path) segs(pts ...fpt) int {
	l := 0.0
	for i := 1; i < len(pts); i++ {
		a, b := p.M.apply(pts[i-1].x, pts[i-1].y), p.M.apply(pts[i].x, pts[i].y)
		l += math.Hypot(b.x-a.x, b.y-a.y)
	}
	n := int(l / 3)
	if n < 4 {
		n = 4
	}
	if n > 64 {
		n = 64
	}
	return n
}

func (p *Path) QuadTo(bx, by, cx, cy float64) {
	a := p.cur
	n := p.segs(a, fpt{bx, by}, fpt{cx, cy})
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		p.LineTo(u*u*a.x+2*u*t*bx+t*t*cx, u*u*a.y+2*u*t*by+t*t*cy)
	}
}

func (p *Path) CubeTo(bx, by, cx, cy, dx, dy float64) {
	a := p.cur
	n := p.segs(a, fpt{bx, by}, fpt{cx, cy}, fpt{dx, dy})
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		p.LineTo(u*u*u*a.x+3*u*u*t*bx+3*u*t*t*cx+t*t*t*dx,
			u*u*u*a.y+3*u*u*t*by+3*u*t*t*cy+t*t*t*dy)
	}
}

// Close closes the current subpath (not inlined, like MoveTo).
//
//go:noinline
func (p *Path) Close() {
	if len(p.closed) > 0 {
		p.closed[len(p.closed)-1] = true
	}
}

// Ellipse adds a closed ellipse.
func (p *Path) Ellipse(cx, cy, rx, ry float64) {
	n := p.segs(fpt{cx - rx, cy}, fpt{cx, cy - ry}, fpt{cx + rx, cy}, fpt{cx, cy + ry}, fpt{cx - rx, cy})
	n = n*2 + 8
	for i := 0; i <= n; i++ {
		t := 2 * math.Pi * float64(i) / float64(n)
		x, y := cx+rx*math.Cos(t), cy+ry*math.Sin(t)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

func (p *Path) Circle(cx, cy, r float64) { p.Ellipse(cx, cy, r, r) }

// Arc adds an open arc (angles in radians, clockwise on screen).
func (p *Path) Arc(cx, cy, rx, ry, a0, a1 float64, move bool) {
	n := int(math.Abs(a1-a0)*math.Max(rx, ry)/3) + 4
	for i := 0; i <= n; i++ {
		t := a0 + (a1-a0)*float64(i)/float64(n)
		x, y := cx+rx*math.Cos(t), cy+ry*math.Sin(t)
		if i == 0 && move {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
}

// RoundRect adds a closed rounded rectangle.
func (p *Path) RoundRect(x0, y0, x1, y1, r float64) {
	r = math.Min(r, math.Min((x1-x0)/2, (y1-y0)/2))
	p.MoveTo(x0+r, y0)
	p.LineTo(x1-r, y0)
	p.Arc(x1-r, y0+r, r, r, -math.Pi/2, 0, false)
	p.LineTo(x1, y1-r)
	p.Arc(x1-r, y1-r, r, r, 0, math.Pi/2, false)
	p.LineTo(x0+r, y1)
	p.Arc(x0+r, y1-r, r, r, math.Pi/2, math.Pi, false)
	p.LineTo(x0, y0+r)
	p.Arc(x0+r, y0+r, r, r, math.Pi, 3*math.Pi/2, false)
	p.Close()
}

func (p *Path) Rect(x0, y0, x1, y1 float64) {
	p.MoveTo(x0, y0)
	p.LineTo(x1, y0)
	p.LineTo(x1, y1)
	p.LineTo(x0, y1)
	p.Close()
}

// Poly adds a closed polygon from x,y pairs.
func (p *Path) Poly(xy ...float64) {
	for i := 0; i+1 < len(xy); i += 2 {
		if i == 0 {
			p.MoveTo(xy[0], xy[1])
		} else {
			p.LineTo(xy[i], xy[i+1])
		}
	}
	p.Close()
}

// Star adds a closed star with n points.
func (p *Path) Star(cx, cy, ro, ri float64, n int, rot float64) {
	for i := 0; i < 2*n; i++ {
		r := ro
		if i%2 == 1 {
			r = ri
		}
		t := rot - math.Pi/2 + math.Pi*float64(i)/float64(n)
		x, y := cx+r*math.Cos(t), cy+r*math.Sin(t)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

func (p *Path) bounds(pad float64) image.Rectangle {
	minx, miny := math.Inf(1), math.Inf(1)
	maxx, maxy := math.Inf(-1), math.Inf(-1)
	for _, s := range p.subs {
		for _, q := range s {
			minx, miny = math.Min(minx, q.x), math.Min(miny, q.y)
			maxx, maxy = math.Max(maxx, q.x), math.Max(maxy, q.y)
		}
	}
	if minx > maxx {
		return image.Rectangle{}
	}
	return image.Rect(int(math.Floor(minx-pad)), int(math.Floor(miny-pad)),
		int(math.Ceil(maxx+pad)), int(math.Ceil(maxy+pad)))
}

// Mask rasterises the filled path (nonzero-ish: overlaps stay opaque).
func (p *Path) Mask() *image.Alpha {
	return rasterPolys(p.subs, p.bounds(1))
}

func rasterPolys(polys [][]fpt, b image.Rectangle) *image.Alpha {
	m := image.NewAlpha(b)
	if b.Empty() {
		return m
	}
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	ox, oy := float64(b.Min.X), float64(b.Min.Y)
	for _, s := range polys {
		if len(s) < 3 {
			continue
		}
		z.MoveTo(float32(s[0].x-ox), float32(s[0].y-oy))
		for _, q := range s[1:] {
			z.LineTo(float32(q.x-ox), float32(q.y-oy))
		}
		z.ClosePath()
	}
	z.Draw(m, m.Rect, image.Opaque, image.Point{})
	return m
}

// StrokeMask rasterises the outline of the path with width w and round
// joins. Every piece is emitted with the same winding so overlaps union.
func (p *Path) StrokeMask(w float64) *image.Alpha {
	h := w / 2
	var polys [][]fpt
	add := func(poly []fpt) {
		area := 0.0
		for i := range poly {
			a, b := poly[i], poly[(i+1)%len(poly)]
			area += a.x*b.y - b.x*a.y
		}
		if area < 0 {
			for i, j := 0, len(poly)-1; i < j; i, j = i+1, j-1 {
				poly[i], poly[j] = poly[j], poly[i]
			}
		}
		polys = append(polys, poly)
	}
	disc := func(c fpt) {
		n := int(h*1.5) + 8
		d := make([]fpt, n)
		for i := range d {
			t := 2 * math.Pi * float64(i) / float64(n)
			d[i] = fpt{c.x + h*math.Cos(t), c.y + h*math.Sin(t)}
		}
		add(d)
	}
	for si, s := range p.subs {
		pts := s
		if p.closed[si] && len(s) > 1 {
			pts = append(append([]fpt(nil), s...), s[0])
		}
		for i := 1; i < len(pts); i++ {
			a, b := pts[i-1], pts[i]
			dx, dy := b.x-a.x, b.y-a.y
			l := math.Hypot(dx, dy)
			if l < 1e-9 {
				continue
			}
			nx, ny := -dy/l*h, dx/l*h
			add([]fpt{{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}})
		}
		// Joins: only where the direction turns noticeably, to stay cheap.
		for i := 0; i < len(pts); i++ {
			if i == 0 || i == len(pts)-1 || turn(pts[i-1], pts[i], pts[i+1]) > 0.15 {
				disc(pts[i])
			}
		}
	}
	return rasterPolys(polys, p.bounds(h+2))
}

func turn(a, b, c fpt) float64 {
	t1 := math.Atan2(b.y-a.y, b.x-a.x)
	t2 := math.Atan2(c.y-b.y, c.x-b.x)
	d := math.Abs(t2 - t1)
	if d > math.Pi {
		d = 2*math.Pi - d
	}
	return d
}

// Shader gives the straight-alpha colour of a pixel.
type Shader func(x, y int) color.NRGBA

// solid is a flat colour. Like nrgba, withA, shade and luma it is generic
// over the colour type, so that its hundreds of callers pass the colour
// struct instead of boxing it into a color.Color (44 KB less wasm).
func solid[C color.Color](c C) Shader {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return func(int, int) color.NRGBA { return n }
}

type stop struct {
	t float64
	c color.NRGBA
}

// nrgba converts any colour to NRGBA. Not inlined: about 200 inlined
// copies of the interface conversion cost about 54 KB of wasm.
//
//go:noinline
func nrgba[C color.Color](c C) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

func stopsAt(st []stop, t float64) color.NRGBA {
	if t <= st[0].t {
		return st[0].c
	}
	for i := 1; i < len(st); i++ {
		if t <= st[i].t {
			a, b := st[i-1], st[i]
			u := (t - a.t) / (b.t - a.t)
			return mixN(a.c, b.c, u)
		}
	}
	return st[len(st)-1].c
}

func mixN(a, b color.NRGBA, u float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*u + 0.5) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// grad builds stops from alternating t, colour arguments.
func grad(args ...any) []stop {
	var st []stop
	for i := 0; i+1 < len(args); i += 2 {
		st = append(st, stop{toF(args[i]), nrgba(args[i+1].(color.Color))})
	}
	return st
}

func toF(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case int:
		return float64(x)
	}
	return 0
}

// gradLUT samples the stops into 256 entries so shaders do a table lookup
// per pixel instead of interpolating.
type gradLUT [256]color.NRGBA

func makeLUT(st []stop) *gradLUT {
	var l gradLUT
	for i := range l {
		l[i] = stopsAt(st, float64(i)/255)
	}
	return &l
}

func (l *gradLUT) at(t float64) color.NRGBA {
	if t <= 0 {
		return l[0]
	}
	if t >= 1 {
		return l[255]
	}
	return l[int(t*255+0.5)]
}

// linear gradient from (x0,y0) to (x1,y1).
func linear(x0, y0, x1, y1 float64, st []stop) Shader {
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		l2 = 1
	}
	lut := makeLUT(st)
	return func(x, y int) color.NRGBA {
		t := ((float64(x)+0.5-x0)*dx + (float64(y)+0.5-y0)*dy) / l2
		return lut.at(t)
	}
}

// radial gradient around (cx,cy), elliptical radii rx, ry.
func radial(cx, cy, rx, ry float64, st []stop) Shader {
	lut := makeLUT(st)
	return func(x, y int) color.NRGBA {
		u, v := (float64(x)+0.5-cx)/rx, (float64(y)+0.5-cy)/ry
		return lut.at(math.Sqrt(u*u + v*v))
	}
}

// textured modulates a shader's brightness with fractal noise. Not inlined
// (its closure inlined at each call site costs about 25 KB of wasm).
//
//go:noinline
func textured(sh Shader, amount, freq float64) Shader {
	return func(x, y int) color.NRGBA {
		c := sh(x, y)
		k := int32(256 + 512*amount*(fbm(float64(x)*freq, float64(y)*freq)-0.5))
		return color.NRGBA{mul8(c.R, k), mul8(c.G, k), mul8(c.B, k), c.A}
	}
}

// mul8 scales a channel by k/256, saturating.
func mul8(c uint8, k int32) uint8 {
	v := int32(c) * k >> 8
	if v > 255 {
		return 255
	}
	if v < 0 {
		return 0
	}
	return uint8(v)
}

func clamp8(v float64) uint8 {
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v + 0.5)
}

// fillMask composites sh through mask m onto dst (source-over).
func fillMask(dst *image.RGBA, m *image.Alpha, sh Shader) {
	r := m.Rect.Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		if y&15 == 0 {
			maybeYield()
		}
		mi := m.PixOffset(r.Min.X, y)
		di := dst.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x, mi, di = x+1, mi+1, di+4 {
			ma := uint32(m.Pix[mi])
			if ma == 0 {
				continue
			}
			c := sh(x, y)
			a := ma * uint32(c.A) / 255 // 0..255
			if a == 0 {
				continue
			}
			ia := 255 - a
			p := dst.Pix[di : di+4 : di+4]
			p[0] = uint8((uint32(c.R)*a + uint32(p[0])*ia) / 255)
			p[1] = uint8((uint32(c.G)*a + uint32(p[1])*ia) / 255)
			p[2] = uint8((uint32(c.B)*a + uint32(p[2])*ia) / 255)
			p[3] = uint8(a + uint32(p[3])*ia/255)
		}
	}
}

// fill paints path p with sh.
func fill(dst *image.RGBA, p *Path, sh Shader) { fillMask(dst, p.Mask(), sh) }

// stroke paints the outline of p with width w.
func stroke(dst *image.RGBA, p *Path, w float64, sh Shader) { fillMask(dst, p.StrokeMask(w), sh) }

// fillRect fills an axis-aligned rectangle fast.
func fillRect(dst *image.RGBA, r image.Rectangle, sh Shader) {
	m := image.NewAlpha(r)
	for i := range m.Pix {
		m.Pix[i] = 255
	}
	fillMask(dst, m, sh)
}

// maskAt reads a mask value, 0 outside.
func maskAt(m *image.Alpha, x, y int) uint8 {
	if !(image.Point{x, y}.In(m.Rect)) {
		return 0
	}
	return m.Pix[m.PixOffset(x, y)]
}

// rim returns the part of m whose neighbour at (-dx,-dy) lies outside m: with
// dx,dy > 0 that is the edge facing the top-left light.
func rim(m *image.Alpha, dx, dy int) *image.Alpha {
	out := image.NewAlpha(m.Rect)
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			i := m.PixOffset(x, y)
			a := int(m.Pix[i])
			if a == 0 {
				continue
			}
			b := int(maskAt(m, x-dx, y-dy))
			out.Pix[i] = uint8(a * (255 - b) / 255)
		}
	}
	return out
}

// bevel lights the top-left edge and darkens the bottom-right edge of m:
// the cheap trick that makes every piece read as a solid object.
func bevel(dst *image.RGBA, m *image.Alpha, d int, hi, lo color.NRGBA) {
	soft := func(a *image.Alpha) *image.Alpha {
		// Softening matters on small pieces; on big panels it is invisible
		// and costs tens of milliseconds, so skip it there.
		if a.Rect.Dx()*a.Rect.Dy() > 40000 {
			return a
		}
		return blur(a, 1)
	}
	fillMask(dst, soft(rim(m, d, d)), solid(hi))
	fillMask(dst, soft(rim(m, -d, -d)), solid(lo))
}

// blur is a 3-pass box blur of a mask (≈ gaussian), grown by the radius.
func blur(m *image.Alpha, r int) *image.Alpha {
	if r <= 0 {
		return m
	}
	b := m.Rect.Inset(-2 * r)
	w, h := b.Dx(), b.Dy()
	buf := make([]float32, w*h)
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			buf[(y-b.Min.Y)*w+x-b.Min.X] = float32(m.Pix[m.PixOffset(x, y)])
		}
	}
	tmp := make([]float32, w*h)
	passes := 3
	if w*h > 60000 {
		passes = 2 // big soft shadows: two box passes look the same, cost less
	}
	for pass := 0; pass < passes; pass++ {
		maybeYield()
		boxH(buf, tmp, w, h, r)
		boxV(tmp, buf, w, h, r)
	}
	out := image.NewAlpha(b)
	for i, v := range buf {
		out.Pix[i] = uint8(v + 0.5)
	}
	return out
}

func boxH(src, dst []float32, w, h, r int) {
	inv := 1 / float32(2*r+1)
	for y := 0; y < h; y++ {
		row := src[y*w : y*w+w]
		var acc float32
		for x := -r; x <= r; x++ {
			if x >= 0 && x < w {
				acc += row[x]
			}
		}
		for x := 0; x < w; x++ {
			dst[y*w+x] = acc * inv
			if o := x - r; o >= 0 {
				acc -= row[o]
			}
			if n := x + r + 1; n < w {
				acc += row[n]
			}
		}
	}
}

// boxV runs the vertical pass row by row with one accumulator per column,
// so memory is read in order (a column walk is several times slower).
func boxV(src, dst []float32, w, h, r int) {
	inv := 1 / float32(2*r+1)
	acc := make([]float32, w)
	for y := 0; y <= r && y < h; y++ {
		row := src[y*w : y*w+w]
		for x := range acc {
			acc[x] += row[x]
		}
	}
	for y := 0; y < h; y++ {
		out := dst[y*w : y*w+w]
		for x := range out {
			out[x] = acc[x] * inv
		}
		if o := y - r; o >= 0 {
			row := src[o*w : o*w+w]
			for x := range acc {
				acc[x] -= row[x]
			}
		}
		if n := y + r + 1; n < h {
			row := src[n*w : n*w+w]
			for x := range acc {
				acc[x] += row[x]
			}
		}
	}
}

// offset moves a mask by dx,dy (it shares pixels with the original).
func offset(m *image.Alpha, dx, dy int) *image.Alpha {
	return &image.Alpha{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect.Add(image.Pt(dx, dy))}
}

// shadow casts a soft shadow of m toward the bottom-right (away from the light).
func shadow(dst *image.RGBA, m *image.Alpha, dx, dy, r int, alpha uint8) {
	fillMask(dst, offset(blur(m, r), dx, dy), solid(color.NRGBA{0x14, 0x08, 0x02, alpha}))
}

// glow paints a soft halo of colour c around m.
func glow(dst *image.RGBA, m *image.Alpha, r int, c color.NRGBA) {
	fillMask(dst, blur(m, r), solid(c))
}

// intersect multiplies two masks (result has a's bounds).
func intersect(a, b *image.Alpha) *image.Alpha {
	out := image.NewAlpha(a.Rect)
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			i := a.PixOffset(x, y)
			out.Pix[i] = uint8(int(a.Pix[i]) * int(maskAt(b, x, y)) / 255)
		}
	}
	return out
}

// subtract removes b from a.
func subtract(a, b *image.Alpha) *image.Alpha {
	out := image.NewAlpha(a.Rect)
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			i := a.PixOffset(x, y)
			out.Pix[i] = uint8(int(a.Pix[i]) * (255 - int(maskAt(b, x, y))) / 255)
		}
	}
	return out
}

// Colour helpers.

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 255} }

// withA is c with alpha a. Not inlined: about 170 inlined copies cost
// about 40 KB of wasm.
//
//go:noinline
func withA[C color.Color](c C, a uint8) color.NRGBA {
	n := nrgba(c)
	n.A = a
	return n
}

// shade lightens (k>0) toward white or darkens (k<0) toward black.
func shade[C color.Color](c C, k float64) color.NRGBA {
	n := nrgba(c)
	if k >= 0 {
		return mixN(n, color.NRGBA{255, 255, 255, n.A}, k)
	}
	return mixN(n, color.NRGBA{0, 0, 0, n.A}, -k)
}

// luma is the perceived brightness 0..1.
func luma[C color.Color](c C) float64 {
	n := nrgba(c)
	return (0.299*float64(n.R) + 0.587*float64(n.G) + 0.114*float64(n.B)) / 255
}

// newCanvas returns a transparent canvas of w x h.
func newCanvas(w, h int) *image.RGBA { return image.NewRGBA(image.Rect(0, 0, w, h)) }
