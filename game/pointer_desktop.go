//go:build !js

package game

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// pointerDevice reads the desktop's mouse, and touches where Ebitengine
// reports them, into pointer events. Ebitengine keeps the time of each
// press and release, so a click that began and ended between two ticks is
// still read as a press and a release, in that order.
type pointerDevice struct {
	cursor  image.Point
	touches []ebiten.TouchID
	at      map[ebiten.TouchID]image.Point
}

var clockStart = time.Now()

// nowMs is the desktop's clock for pointer events (monotonic).
func nowMs() float64 { return float64(time.Since(clockStart).Microseconds()) / 1000 }

func (d *pointerDevice) read(in *Input) {
	now := nowMs()
	x, y := ebiten.CursorPosition()
	if p := image.Pt(x, y); p != d.cursor {
		d.cursor = p
		in.Feed(PointerEvent{Kind: PointerMove, At: p, Ms: now})
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.Feed(PointerEvent{Kind: PointerDown, At: d.cursor, Ms: now})
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.Feed(PointerEvent{Kind: PointerUp, At: d.cursor, Ms: now})
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		in.Feed(PointerEvent{Kind: PointerDown, Right: true, At: d.cursor, Ms: now})
	}
	d.readTouches(in, now)
}

// readTouches: a touch screen whose system hands Ebitengine touches (most
// desktop systems send them as the mouse instead, which reads the same).
func (d *pointerDevice) readTouches(in *Input, now float64) {
	if d.at == nil {
		d.at = map[ebiten.TouchID]image.Point{}
	}
	for id, at := range d.at {
		if inpututil.IsTouchJustReleased(id) {
			in.Feed(PointerEvent{Kind: PointerUp, ID: int(id) + 1, Touch: true, At: at, Ms: now})
			delete(d.at, id)
		}
	}
	d.touches = ebiten.AppendTouchIDs(d.touches[:0])
	for _, id := range d.touches {
		x, y := ebiten.TouchPosition(id)
		p := image.Pt(x, y)
		old, known := d.at[id]
		switch {
		case !known:
			in.Feed(PointerEvent{Kind: PointerDown, ID: int(id) + 1, Touch: true, At: p, Ms: now})
		case old != p:
			in.Feed(PointerEvent{Kind: PointerMove, ID: int(id) + 1, Touch: true, At: p, Ms: now})
		}
		d.at[id] = p
	}
}
