package game

import "image"

// The pointer layer: every press, move and release of a mouse, a finger or
// a pen arrives as a PointerEvent, in order, and nothing is lost between
// two ticks however short the press or slow the machine. Fingers go
// through a gesture reader (gesture.go) that turns a tap into a click, a
// drag into a drag, a long press into "hovering" (the tooltip, your own
// tokens' values) and two fingers into zooming the board (zoom.go). What
// comes out is the same mouse-like actions a mouse makes, handed to the
// scenes one change of the button a tick (see Input.deliver), so a scene
// always sees the pointer arrive before it sees the press.

// PointerKind is what a pointer did.
type PointerKind uint8

const (
	PointerMove PointerKind = iota
	PointerDown
	PointerUp
	// PointerCancel: the platform took the pointer away (a system
	// gesture, the page losing focus): a press in progress is dropped,
	// never turned into a click.
	PointerCancel
)

// PointerEvent is one thing a pointer did, where the window's logical
// screen (ScreenW x ScreenH, before any zoom) has it.
type PointerEvent struct {
	Kind  PointerKind
	ID    int // the finger; 0 for the mouse
	At    image.Point
	Touch bool // a finger (or pen on a touch screen), not a mouse
	// Right: the mouse's right button (the rules of what is under it).
	Right bool
	// Ms is when it happened, in milliseconds of one clock per platform
	// (the browser's event time, the desktop's monotonic clock): a long
	// press is measured from it, never from ticks.
	Ms float64
}

// action is one mouse-like thing for the scenes: the pointer moving, the
// left button going down or up, or a right-click.
type action struct {
	kind  actionKind
	at    image.Point // game's logical pixels (after the zoom)
	touch bool
}

type actionKind uint8

const (
	actMove actionKind = iota
	actDown
	actUp
	actRight
	// actLift takes a finger's pointer off the screen: after a tap no
	// hover stays behind to open a tooltip nobody asked for.
	actLift
)

// offScreen is where a lifted finger's pointer goes: inside no rectangle.
var offScreen = image.Pt(-10000, -10000)

// Feed adds pointer events, in the order they happened, to those the next
// ticks will read: the platforms feed what their devices did, and tests
// feed touches and clicks through exactly the same path.
func (in *Input) Feed(evs ...PointerEvent) { in.raw = append(in.raw, evs...) }

// Queued reports whether pointer input is still waiting to be handed to
// the scenes: the game must not sleep until it has been.
func (in *Input) Queued() bool { return len(in.raw) > 0 || len(in.acts) > 0 || in.gesture.pending() }

// Touching reports whether the last pointer to act was a finger: prompts
// then say "tap" and leave out keys, and a long press stands for hovering.
func (in *Input) Touching() bool { return in.touch }

// Holding reports a long press in effect: the finger rests (or rested,
// until the next touch) on something and the game shows what hovering
// there shows, your own face-down tokens' values among it.
func (in *Input) Holding() bool { return in.gesture.holding }

// readPointers turns the raw events into actions (mouse events directly,
// fingers through the gesture reader) at time now (ms).
func (in *Input) readPointers(now float64) {
	for _, e := range in.raw {
		if e.Touch {
			in.touch = true
			in.gesture.event(in, e)
			continue
		}
		if e.Kind != PointerMove || e.At != in.lastMouseAt {
			in.touch = false
		}
		in.lastMouseAt = e.At
		at := in.zoom.toGame(e.At)
		switch {
		case e.Kind == PointerMove:
			in.push(action{kind: actMove, at: at})
		case e.Kind == PointerDown && e.Right:
			in.push(action{kind: actMove, at: at}, action{kind: actRight, at: at})
		case e.Kind == PointerDown:
			in.push(action{kind: actMove, at: at}, action{kind: actDown, at: at})
		case e.Kind == PointerUp && !e.Right:
			in.push(action{kind: actMove, at: at}, action{kind: actUp, at: at})
		case e.Kind == PointerCancel:
			// The page lost focus: every finger is let go too.
			in.gesture.cancelAll(in)
			in.push(action{kind: actMove, at: offScreen}, action{kind: actUp, at: offScreen})
		}
	}
	in.raw = in.raw[:0]
	in.gesture.tick(in, now)
}

func (in *Input) push(as ...action) { in.acts = append(in.acts, as...) }

// deliver hands this tick's share of the actions to the scenes: every move
// up to the next press, release or right-click, and that one only if the
// pointer was already where it happens. A press that comes with a jump
// waits a tick, so whatever lies under the new place has seen the pointer
// arrive (hover, the lit target) before the press lands; a press and its
// release are never in the same tick, so a drag always sees the button
// held. At most one change of the button a tick: nothing is lost, at worst
// a click lands two ticks late.
func (in *Input) deliver() (moved, acted bool) {
	n := 0
	for n < len(in.acts) {
		a := in.acts[n]
		if a.kind == actMove || a.kind == actLift {
			if a.at != in.Mouse {
				moved = true
			}
			in.Mouse = a.at
			n++
			continue
		}
		if a.at != in.Mouse {
			in.Mouse, moved = a.at, true // arrive this tick, act the next
			break
		}
		if moved {
			break
		}
		switch a.kind {
		case actDown:
			in.Pressed, in.Clicked, in.DragFrom = true, true, a.at
		case actUp:
			if in.Pressed {
				in.Pressed, in.Released = false, true
			}
		case actRight:
			in.RightClicked = true
		}
		acted = true
		n++
		break // nothing after a press or release moves the pointer this tick
	}
	in.acts = append(in.acts[:0], in.acts[n:]...)
	return moved, acted
}
