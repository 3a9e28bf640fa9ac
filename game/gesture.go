package game

import (
	"image"
	"math"
	"slices"
)

// gesture reads fingers the way players expect of a board-game app:
//
//   - a tap is a click where the finger landed;
//   - a finger that moves is a drag (a token carried to its space);
//   - a finger that rests is a long press: the game shows what hovering
//     shows (a space's help, a card's effect, your own tokens' values), and
//     keeps showing it after the finger lifts, until the next touch; a tap
//     on that note then opens what a right-click opens there (the rules of
//     the space);
//   - two fingers zoom and pan the board (zoom.go), and cancel the press
//     the first finger began;
//   - a double tap where nothing can be tapped zooms into that region, and
//     another shows the whole table again.
//
// A press is handed on only once the gesture is known (a tap on release, a
// drag once the finger has moved), so a long press never clicks what it
// explains, and a pinch never places a token.
type gesture struct {
	phase   gesturePhase
	primary int // the finger that acts as the pointer
	fingers map[int]image.Point
	start   image.Point // where the primary finger landed (screen)
	startMs float64
	cur     image.Point // where it is now (screen)
	// holding: a long press is in effect (see Input.Holding), at holdAt
	// (game pixels).
	holding bool
	holdAt  image.Point
	// onNote: this touch began on the long press's note: a tap there is a
	// right-click at holdAt.
	onNote bool
	pinch  pinchStart
	// lastTap is the last tap that landed on no target, at lastTapMs
	// (0: none): a second one soon after, near it, is a double tap.
	lastTap   image.Point
	lastTapMs float64
}

type gesturePhase uint8

const (
	noTouch   gesturePhase = iota
	undecided              // a finger is down; tap, drag or long press?
	dragging               // the press was handed on; moves follow the finger
	resting                // a long press, the finger still down
	pinching               // two fingers: zooming; nothing else until all lift
)

// tapSlop is how far (screen logical pixels) a finger may wander and still
// tap or long-press: fingers are broad, and a tablet shows the board at
// about two thirds of its logical size.
const tapSlop = 16

// longPressMs is how long a resting finger takes to become a long press:
// the half second phones use.
const longPressMs = 500

// doubleTapMs is how soon a second tap must follow the first to be a
// double tap, and doubleTapSlop how near it (screen logical pixels).
const (
	doubleTapMs   = 350
	doubleTapSlop = 40
)

// pending reports a finger whose gesture is still unknown: the game must
// keep ticking to see a long press come, though nothing has been pressed.
func (g *gesture) pending() bool { return g.phase == undecided }

func (g *gesture) event(in *Input, e PointerEvent) {
	if g.fingers == nil {
		g.fingers = map[int]image.Point{}
	}
	switch e.Kind {
	case PointerDown:
		g.fingers[e.ID] = e.At
		switch len(g.fingers) {
		case 1:
			g.begin(in, e)
		case 2:
			g.beginPinch(in)
		}
	case PointerMove:
		if _, down := g.fingers[e.ID]; !down {
			return
		}
		g.fingers[e.ID] = e.At
		if g.phase == pinching {
			in.zoom.pinchTo(g.pinch, g.twoFingers())
			return
		}
		if e.ID == g.primary {
			g.moveTo(in, e.At)
		}
	case PointerUp, PointerCancel:
		if _, down := g.fingers[e.ID]; !down {
			return
		}
		delete(g.fingers, e.ID)
		if g.phase == pinching {
			if len(g.fingers) == 0 {
				g.phase = noTouch
			}
			return
		}
		if e.ID == g.primary {
			g.end(in, e)
		}
	}
}

// begin: one finger down. A long press shown before ends with this touch,
// unless the touch is on its note.
func (g *gesture) begin(in *Input, e PointerEvent) {
	g.onNote = g.holding && e.At.In(in.noteRect)
	g.holding = false
	g.phase, g.primary = undecided, e.ID
	g.start, g.cur, g.startMs = e.At, e.At, e.Ms
}

func (g *gesture) moveTo(in *Input, p image.Point) {
	g.cur = p
	switch g.phase {
	case undecided, resting:
		if far(p, g.start, tapSlop) {
			// A drag (also after a long press: the token explained is
			// then carried away).
			g.phase, g.holding = dragging, false
			at := in.zoom.toGame(g.start)
			in.push(action{kind: actMove, at: at, touch: true}, action{kind: actDown, at: at, touch: true},
				action{kind: actMove, at: in.zoom.toGame(p), touch: true})
		}
	case dragging:
		in.push(action{kind: actMove, at: in.zoom.toGame(p), touch: true})
	}
}

func (g *gesture) end(in *Input, e PointerEvent) {
	phase := g.phase
	g.phase = noTouch
	if e.Kind == PointerCancel {
		if phase == dragging {
			in.push(action{kind: actMove, at: offScreen}, action{kind: actUp, at: offScreen})
		}
		return
	}
	switch phase {
	case undecided: // a tap
		if g.onNote {
			in.push(action{kind: actMove, at: g.holdAt, touch: true}, action{kind: actRight, at: g.holdAt, touch: true},
				action{kind: actLift, at: offScreen})
			return
		}
		at := in.snapToTarget(in.zoom.toGame(g.start))
		if g.doubleTap(in, at, e.Ms) {
			in.zoom.toggleAt(g.start)
			return
		}
		in.push(action{kind: actMove, at: at, touch: true}, action{kind: actDown, at: at, touch: true},
			action{kind: actUp, at: at, touch: true}, action{kind: actLift, at: offScreen})
	case dragging:
		at := in.zoom.toGame(e.At)
		in.push(action{kind: actMove, at: at, touch: true}, action{kind: actUp, at: at, touch: true},
			action{kind: actLift, at: offScreen})
	case resting:
		// The long press stays shown (holding) until the next touch.
	}
}

// doubleTap reports a tap on no target that follows another soon and near
// (which then counts no more). A tap on a target always clicks, however
// fast the taps come: two quick taps on a token are two clicks.
func (g *gesture) doubleTap(in *Input, at image.Point, ms float64) bool {
	if in.onTarget(at) {
		g.lastTapMs = 0
		return false
	}
	if g.lastTapMs > 0 && ms-g.lastTapMs <= doubleTapMs && !far(g.start, g.lastTap, doubleTapSlop) {
		g.lastTapMs = 0
		return true
	}
	g.lastTap, g.lastTapMs = g.start, max(ms, 1)
	return false
}

// cancelAll forgets every finger (the page lost focus): a drag in
// progress is dropped, and the next touch starts afresh.
func (g *gesture) cancelAll(in *Input) {
	if g.phase == dragging {
		in.push(action{kind: actMove, at: offScreen}, action{kind: actUp, at: offScreen})
	}
	clear(g.fingers)
	g.phase, g.holding = noTouch, false
}

// tick turns a finger that has rested long enough into a long press.
func (g *gesture) tick(in *Input, now float64) {
	if g.phase != undecided || now-g.startMs < longPressMs {
		return
	}
	g.phase, g.holding = resting, true
	g.holdAt = in.zoom.toGame(g.start)
	in.push(action{kind: actMove, at: g.holdAt, touch: true})
}

// beginPinch: a second finger. A drag the first began is dropped (the
// token goes back), a tap or long press forgotten.
func (g *gesture) beginPinch(in *Input) {
	if g.phase == dragging {
		in.push(action{kind: actMove, at: offScreen}, action{kind: actUp, at: offScreen})
	}
	g.phase, g.holding = pinching, false
	g.pinch = in.zoom.startPinch(g.twoFingers())
}

// twoFingers are the two fingers of a pinch, in a stable order.
func (g *gesture) twoFingers() [2]image.Point {
	var ids []int
	for id := range g.fingers {
		ids = append(ids, id)
	}
	if len(ids) < 2 {
		return [2]image.Point{}
	}
	slices.Sort(ids)
	return [2]image.Point{g.fingers[ids[0]], g.fingers[ids[1]]}
}

func far(a, b image.Point, d int) bool {
	dx, dy := float64(a.X-b.X), float64(a.Y-b.Y)
	return math.Hypot(dx, dy) > float64(d)
}

// tapReach is how far (game pixels) outside a target a tap still takes
// it, when it lands on no target: fingers are broad, and on a 1024x768
// tablet a 46 px token is 29 CSS px, well under the 44 a finger wants; with
// this reach on each side it takes 44.
const tapReach = 12

// onTarget reports whether p is on one of the last tick's targets.
func (in *Input) onTarget(p image.Point) bool {
	for _, r := range in.targets {
		if p.In(r) {
			return true
		}
	}
	return false
}

// snapToTarget moves a tap that landed on no target into the nearest one
// within tapReach (the targets of the last tick: Context.endTick).
func (in *Input) snapToTarget(p image.Point) image.Point {
	best, bestD := p, tapReach*tapReach+1
	for _, r := range in.targets {
		if p.In(r) {
			return p
		}
		q := image.Pt(min(max(p.X, r.Min.X), r.Max.X-1), min(max(p.Y, r.Min.Y), r.Max.Y-1))
		if d := (q.X-p.X)*(q.X-p.X) + (q.Y-p.Y)*(q.Y-p.Y); d < bestD {
			best, bestD = q, d
		}
	}
	return best
}
