package game

import (
	"image"
	"math"

	"aladdin/assets"

	"github.com/hajimehoshi/ebiten/v2"
)

// zoom is the view a pinch chose: on a phone the whole table is too small
// to read, so two fingers enlarge the board (up to maxZoom) and move over
// it; pinching back out returns to the whole table, panel included. The
// scenes never know: they draw the whole logical screen, the app shows the
// zoomed part of it (drawZoomed), and fingers are mapped back (toGame).
type zoom struct {
	scale      float64 // 1 (or 0): the whole screen
	panX, panY float64 // the game pixel at the screen's top-left corner
	changed    bool    // since the last frame: redraw
}

const maxZoom = 3

type pinchStart struct {
	dist       float64
	mid        image.Point // screen
	under      [2]float64  // the game point under mid
	scale      float64
	panX, panY float64
}

// Zoomed reports whether the view is enlarged.
func (z *zoom) zoomed() bool { return z.scale > 1 }

// toGame maps a point of the window's logical screen to the game's.
func (z *zoom) toGame(p image.Point) image.Point {
	if !z.zoomed() || p == offScreen {
		return p
	}
	return image.Pt(int(math.Round(z.panX+float64(p.X)/z.scale)), int(math.Round(z.panY+float64(p.Y)/z.scale)))
}

func (z *zoom) startPinch(f [2]image.Point) pinchStart {
	s := max(z.scale, 1)
	mid := image.Pt((f[0].X+f[1].X)/2, (f[0].Y+f[1].Y)/2)
	return pinchStart{dist: dist(f[0], f[1]), mid: mid, scale: s, panX: z.panX, panY: z.panY,
		under: [2]float64{z.panX + float64(mid.X)/s, z.panY + float64(mid.Y)/s}}
}

// pinchTo follows the fingers: the scale by how far apart they are, and
// the game point first under their midpoint stays under it.
func (z *zoom) pinchTo(p pinchStart, f [2]image.Point) {
	if p.dist < 1 {
		return
	}
	s := math.Min(maxZoom, math.Max(1, p.scale*dist(f[0], f[1])/p.dist))
	mid := image.Pt((f[0].X+f[1].X)/2, (f[0].Y+f[1].Y)/2)
	z.set(s, p.under[0]-float64(mid.X)/s, p.under[1]-float64(mid.Y)/s)
}

// set changes the view, kept inside the screen.
func (z *zoom) set(s, panX, panY float64) {
	if s < 1.02 {
		s, panX, panY = 1, 0, 0 // snap back to the whole table
	}
	w, h := float64(assets.ScreenW), float64(assets.ScreenH)
	panX = math.Max(0, math.Min(panX, w-w/s))
	panY = math.Max(0, math.Min(panY, h-h/s))
	if s != z.scale || panX != z.panX || panY != z.panY {
		z.scale, z.panX, z.panY, z.changed = s, panX, panY, true
	}
}

// doubleTapZoom is how far a double tap enlarges the board: a quarter of
// the table fills the screen (on a phone a token is then about 36 CSS px).
const doubleTapZoom = 2

// toggleAt answers a double tap at p (screen): the region around p
// enlarged, centred where the screen allows, or, when enlarged already,
// the whole table again.
func (z *zoom) toggleAt(p image.Point) {
	if z.zoomed() {
		z.set(1, 0, 0)
		return
	}
	g := z.toGame(p)
	s := float64(doubleTapZoom)
	z.set(s, float64(g.X)-float64(assets.ScreenW)/(2*s), float64(g.Y)-float64(assets.ScreenH)/(2*s))
}

func dist(a, b image.Point) float64 {
	return math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))
}

// drawZoomed shows the enlarged part of the game's frame on the screen.
func (z *zoom) drawZoomed(screen, frame *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-z.panX, -z.panY)
	op.GeoM.Scale(z.scale, z.scale)
	op.Filter = ebiten.FilterLinear
	screen.DrawImage(frame, op)
}

// toScreen maps a rectangle of the game's pixels to the window's logical
// screen (the inverse of toGame).
func (z *zoom) toScreen(r image.Rectangle) image.Rectangle {
	if !z.zoomed() || r.Empty() {
		return r
	}
	f := func(x, pan float64) int { return int(math.Round((x - pan) * z.scale)) }
	return image.Rect(f(float64(r.Min.X), z.panX), f(float64(r.Min.Y), z.panY), f(float64(r.Max.X), z.panX), f(float64(r.Max.Y), z.panY))
}
