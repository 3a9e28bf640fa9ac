package game

import (
	"image"
	"testing"
)

// pointerTick is one tick's reading of the input, as a scene sees it.
type pointerTick struct {
	mouse                          image.Point
	pressed, clicked, released, rc bool
	dragFrom                       image.Point
}

// play feeds evs, then steps the input n ticks at time ms (one clock for
// the events and the ticks, as on every platform), noting each tick.
func play(in *Input, ms float64, n int, evs ...PointerEvent) []pointerTick {
	in.Feed(evs...)
	var out []pointerTick
	for i := 0; i < n; i++ {
		in.Step(ms)
		out = append(out, pointerTick{in.Mouse, in.Pressed, in.Clicked, in.Released, in.RightClicked, in.DragFrom})
	}
	return out
}

func clicksIn(ts []pointerTick) (clicks, releases, rights int, at []image.Point) {
	for _, t := range ts {
		if t.clicked {
			clicks++
			at = append(at, t.mouse)
		}
		if t.released {
			releases++
		}
		if t.rc {
			rights++
		}
	}
	return
}

var (
	tray  = image.Pt(300, 900)
	cave  = image.Pt(420, 260)
	other = image.Pt(1200, 500)
)

// A click that comes with a jump of the pointer counts where it lands, and
// only after the pointer has arrived there: the scene first sees the
// pointer over the target, then the press, then the release, each in its
// own tick, however short the press was.
func TestAClickAfterAJumpCountsWhereItLands(t *testing.T) {
	in := &Input{}
	play(in, 0, 2, PointerEvent{Kind: PointerMove, At: other})
	ts := play(in, 10, 4,
		PointerEvent{Kind: PointerMove, At: cave},
		PointerEvent{Kind: PointerDown, At: cave},
		PointerEvent{Kind: PointerUp, At: cave})
	if ts[0].mouse != cave || ts[0].clicked || ts[0].pressed {
		t.Fatalf("tick 1 should only bring the pointer to the cave: %+v", ts[0])
	}
	if !ts[1].clicked || !ts[1].pressed || ts[1].mouse != cave || ts[1].dragFrom != cave {
		t.Fatalf("tick 2 should press on the cave: %+v", ts[1])
	}
	if !ts[2].released || ts[2].pressed || ts[2].mouse != cave {
		t.Fatalf("tick 3 should release on the cave: %+v", ts[2])
	}
	if c, r, _, _ := clicksIn(ts); c != 1 || r != 1 {
		t.Fatalf("one press and one release, got %d and %d", c, r)
	}
}

// Three quick clicks between two ticks (a slow machine) are three clicks.
func TestNoPressIsLostBetweenTicks(t *testing.T) {
	in := &Input{}
	var evs []PointerEvent
	for _, p := range []image.Point{tray, cave, other} {
		evs = append(evs, PointerEvent{Kind: PointerMove, At: p},
			PointerEvent{Kind: PointerDown, At: p}, PointerEvent{Kind: PointerUp, At: p})
	}
	ts := play(in, 0, 12, evs...)
	c, r, _, at := clicksIn(ts)
	if c != 3 || r != 3 {
		t.Fatalf("3 clicks fed, %d presses and %d releases read", c, r)
	}
	if at[0] != tray || at[1] != cave || at[2] != other {
		t.Fatalf("clicks landed at %v", at)
	}
	if in.Queued() {
		t.Fatal("input still queued after every click was read")
	}
}

// A tap is a click where the finger landed; afterwards no pointer hovers
// there (a finger that lifted points at nothing).
func TestATapIsAClick(t *testing.T) {
	in := &Input{}
	ts := play(in, 80, 6,
		PointerEvent{Kind: PointerDown, ID: 7, Touch: true, At: cave, Ms: 0},
		PointerEvent{Kind: PointerUp, ID: 7, Touch: true, At: cave.Add(image.Pt(3, -2)), Ms: 70})
	c, r, _, at := clicksIn(ts)
	if c != 1 || r != 1 || at[0] != cave {
		t.Fatalf("a tap should click once on the cave: %d presses at %v, %d releases", c, at, r)
	}
	if !in.Touching() {
		t.Fatal("the input does not know a finger acted")
	}
	if in.Mouse.In(image.Rect(0, 0, 1600, 1000)) {
		t.Fatalf("after the tap the pointer still hovers at %v", in.Mouse)
	}
	if in.Holding() {
		t.Fatal("a short tap is not a long press")
	}
}

// A finger that moves carries what it pressed: the press where it landed,
// the button held while it moves, the release where it lifts.
func TestAFingerThatMovesDrags(t *testing.T) {
	in := &Input{}
	ts := play(in, 50, 8,
		PointerEvent{Kind: PointerDown, ID: 3, Touch: true, At: tray, Ms: 0},
		PointerEvent{Kind: PointerMove, ID: 3, Touch: true, At: tray.Add(image.Pt(0, -40)), Ms: 20},
		PointerEvent{Kind: PointerMove, ID: 3, Touch: true, At: image.Pt(360, 500), Ms: 30})
	if c, _, _, at := clicksIn(ts); c != 1 || at[0] != tray {
		t.Fatalf("the drag should press once on the tray: %d at %v", c, at)
	}
	last := ts[len(ts)-1]
	if !last.pressed || last.mouse != image.Pt(360, 500) || last.dragFrom != tray {
		t.Fatalf("mid-drag the finger should hold at (360,500) from the tray: %+v", last)
	}
	ts = play(in, 60, 4, PointerEvent{Kind: PointerUp, ID: 3, Touch: true, At: cave, Ms: 40})
	var releasedAt image.Point
	for _, tk := range ts {
		if tk.released {
			releasedAt = tk.mouse
		}
	}
	if releasedAt != cave {
		t.Fatalf("the drag should end on the cave, ended at %v", releasedAt)
	}
}

// A resting finger is a long press: hovering without a click, shown at
// once and still shown after the finger lifts; a tap on its note is what
// a right-click there would be (the rules of the space); the next touch
// elsewhere ends it.
func TestALongPressShowsWhatHoveringShows(t *testing.T) {
	in := &Input{}
	ts := play(in, 300, 3, PointerEvent{Kind: PointerDown, ID: 1, Touch: true, At: cave, Ms: 0})
	if in.Holding() || ts[2].clicked {
		t.Fatal("300 ms is not yet a long press, and nothing is pressed while it is unknown")
	}
	if !in.Queued() {
		t.Fatal("a finger that may become a long press must keep the game ticking")
	}
	ts = play(in, 520, 2)
	if !in.Holding() || in.Mouse != cave || in.Idle() <= 24 {
		t.Fatalf("after 520 ms the finger should hover at the cave past the tooltips' delay: holding %v at %v, idle %d",
			in.Holding(), in.Mouse, in.Idle())
	}
	ts = append(ts, play(in, 900, 4, PointerEvent{Kind: PointerUp, ID: 1, Touch: true, At: cave, Ms: 880})...)
	if c, r, rc, _ := clicksIn(ts); c+r+rc != 0 {
		t.Fatalf("a long press clicked: %d presses, %d releases, %d right-clicks", c, r, rc)
	}
	if !in.Holding() || in.Mouse != cave {
		t.Fatal("the long press's help should stay after the finger lifts")
	}
	// The app draws the tooltip and notes where; a tap on it opens the rules.
	in.noteRect = image.Rect(440, 280, 780, 360)
	ts = play(in, 1000, 5,
		PointerEvent{Kind: PointerDown, ID: 2, Touch: true, At: image.Pt(500, 300), Ms: 950},
		PointerEvent{Kind: PointerUp, ID: 2, Touch: true, At: image.Pt(500, 300), Ms: 990})
	c, _, rc, _ := clicksIn(ts)
	if rc != 1 || c != 0 {
		t.Fatalf("a tap on the note should right-click the cave: %d right-clicks, %d clicks", rc, c)
	}
	for _, tk := range ts {
		if tk.rc && tk.mouse != cave {
			t.Fatalf("the right-click landed at %v, not on the cave", tk.mouse)
		}
	}
	if in.Holding() {
		t.Fatal("the next touch ends the long press")
	}
}

// Two fingers zoom the board and the first finger's drag is dropped (its
// release lands nowhere, so the token goes back); afterwards a tap lands
// on the game point under the finger.
func TestTwoFingersZoomAndCancelTheDrag(t *testing.T) {
	in := &Input{}
	ts := play(in, 50, 4,
		PointerEvent{Kind: PointerDown, ID: 1, Touch: true, At: image.Pt(700, 500), Ms: 0},
		PointerEvent{Kind: PointerMove, ID: 1, Touch: true, At: image.Pt(700, 470), Ms: 10})
	if c, _, _, _ := clicksIn(ts); c != 1 {
		t.Fatal("the first finger's drag should have begun")
	}
	ts = play(in, 100, 6,
		PointerEvent{Kind: PointerDown, ID: 2, Touch: true, At: image.Pt(900, 470), Ms: 60},
		PointerEvent{Kind: PointerMove, ID: 1, Touch: true, At: image.Pt(600, 470), Ms: 70},
		PointerEvent{Kind: PointerMove, ID: 2, Touch: true, At: image.Pt(1000, 470), Ms: 70})
	for _, tk := range ts {
		if tk.released && tk.mouse.In(image.Rect(0, 0, 1600, 1000)) {
			t.Fatalf("the dropped drag was released on the screen at %v", tk.mouse)
		}
	}
	if in.Pressed {
		t.Fatal("the drag is still held after the second finger")
	}
	if in.zoom.scale < 1.9 || in.zoom.scale > 2.1 {
		t.Fatalf("fingers twice as far apart should zoom about 2x, got %.2f", in.zoom.scale)
	}
	// The point that was under the fingers' midpoint (800,470) stays under it.
	if g := in.zoom.toGame(image.Pt(800, 470)); far(g, image.Pt(800, 470), 2) {
		t.Fatalf("the pinch moved the board under the fingers: (800,470) shows %v", g)
	}
	play(in, 150, 3,
		PointerEvent{Kind: PointerUp, ID: 1, Touch: true, At: image.Pt(600, 470), Ms: 120},
		PointerEvent{Kind: PointerUp, ID: 2, Touch: true, At: image.Pt(1000, 470), Ms: 121})
	ts = play(in, 300, 5,
		PointerEvent{Kind: PointerDown, ID: 3, Touch: true, At: image.Pt(1000, 670), Ms: 200},
		PointerEvent{Kind: PointerUp, ID: 3, Touch: true, At: image.Pt(1000, 670), Ms: 260})
	_, _, _, at := clicksIn(ts)
	if len(at) != 1 || at[0] != image.Pt(900, 570) {
		t.Fatalf("at 2x around (800,470) a tap at (1000,670) is the game's (900,570); got %v", at)
	}
	// Pinching back in returns to the whole table.
	play(in, 400, 3,
		PointerEvent{Kind: PointerDown, ID: 4, Touch: true, At: image.Pt(400, 500), Ms: 300},
		PointerEvent{Kind: PointerDown, ID: 5, Touch: true, At: image.Pt(1200, 500), Ms: 301},
		PointerEvent{Kind: PointerMove, ID: 5, Touch: true, At: image.Pt(500, 500), Ms: 320},
		PointerEvent{Kind: PointerUp, ID: 4, Touch: true, At: image.Pt(400, 500), Ms: 330},
		PointerEvent{Kind: PointerUp, ID: 5, Touch: true, At: image.Pt(500, 500), Ms: 331})
	if in.zoom.zoomed() {
		t.Fatalf("pinching in should show the whole table again, scale %.2f", in.zoom.scale)
	}
}

// A pointer the platform takes away (pointercancel, the page losing focus)
// ends its press without a click.
func TestACancelledPressNeverClicks(t *testing.T) {
	in := &Input{}
	ts := play(in, 10, 3, PointerEvent{Kind: PointerMove, At: cave}, PointerEvent{Kind: PointerDown, At: cave})
	ts = append(ts, play(in, 20, 4, PointerEvent{Kind: PointerCancel})...)
	for _, tk := range ts {
		if tk.released && tk.mouse.In(image.Rect(0, 0, 1600, 1000)) {
			t.Fatalf("a cancelled press was released on the screen at %v", tk.mouse)
		}
	}
	if in.Pressed {
		t.Fatal("the button is still held after the cancel")
	}
}

// The mouse is not a finger: after a click the pointer stays where it is
// (its hover and tooltips go on), and moving the mouse leaves touch mode.
func TestTheMouseStaysWhereItClicked(t *testing.T) {
	in := &Input{}
	play(in, 0, 3, PointerEvent{Kind: PointerDown, ID: 1, Touch: true, At: tray}, PointerEvent{Kind: PointerUp, ID: 1, Touch: true, At: tray})
	play(in, 10, 4, PointerEvent{Kind: PointerMove, At: cave}, PointerEvent{Kind: PointerDown, At: cave}, PointerEvent{Kind: PointerUp, At: cave})
	if in.Mouse != cave || in.Touching() {
		t.Fatalf("after a mouse click the pointer should rest at the cave in mouse mode: %v, touching %v", in.Mouse, in.Touching())
	}
}

// A tap just outside a target (a finger is broad) takes it; a tap farther
// away or inside another target is left where it landed.
func TestATapNearATargetTakesIt(t *testing.T) {
	in := &Input{targets: []image.Rectangle{image.Rect(300, 880, 346, 926), image.Rect(400, 880, 446, 926)}}
	tapAt := func(p image.Point, ms float64) image.Point {
		ts := play(in, ms+100, 6,
			PointerEvent{Kind: PointerDown, ID: 1, Touch: true, At: p, Ms: ms},
			PointerEvent{Kind: PointerUp, ID: 1, Touch: true, At: p, Ms: ms + 50})
		_, _, _, at := clicksIn(ts)
		if len(at) != 1 {
			t.Fatalf("a tap at %v clicked %d times", p, len(at))
		}
		return at[0]
	}
	if got := tapAt(image.Pt(296, 870), 0); !got.In(in.targets[0]) {
		t.Errorf("a tap 4-10 px off the first token landed at %v, outside it", got)
	}
	if got := tapAt(image.Pt(357, 900), 1000); !got.In(in.targets[0]) {
		t.Errorf("a tap 11 px right of the first token landed at %v, outside it", got)
	}
	if got := tapAt(image.Pt(373, 900), 2000); got != image.Pt(373, 900) {
		t.Errorf("a tap 27 px from either token moved to %v", got)
	}
	if got := tapAt(image.Pt(420, 900), 3000); got != image.Pt(420, 900) {
		t.Errorf("a tap inside the second token moved to %v", got)
	}
}

// By touch, labels leave out their keys and say tap; with a mouse they
// are as written.
func TestWordsForAFinger(t *testing.T) {
	u := &UI{}
	for _, c := range []struct{ in, touch string }{
		{"Pass (Enter)", "Pass"},
		{"Decline (N)", "Decline"},
		{"Lunar Eclipse: choose a space (Esc goes back)", "Lunar Eclipse: choose a space"},
		{"Click Crowns...", "Tap Crowns..."},
		{"Now click the Red Dragon's cave.", "Now tap the Red Dragon's cave."},
		{"Right-click (or F1) for the rules.", "Right-click (or F1) for the rules."},
		{"Round 2 (of 6)", "Round 2 (of 6)"},
	} {
		u.touch = false
		if got := u.ForTouch(c.in); got != c.in {
			t.Errorf("with a mouse %q became %q", c.in, got)
		}
		u.touch = true
		if got := u.ForTouch(c.in); got != c.touch {
			t.Errorf("by touch %q is %q, want %q", c.in, got, c.touch)
		}
	}
}

// A page that loses focus lets every finger go: a finger down at that
// moment does not make the next touch a pinch.
func TestLosingFocusLetsFingersGo(t *testing.T) {
	in := &Input{}
	play(in, 10, 2, PointerEvent{Kind: PointerDown, ID: 4, Touch: true, At: tray, Ms: 0})
	play(in, 20, 3, PointerEvent{Kind: PointerCancel, Ms: 15})
	ts := play(in, 200, 6,
		PointerEvent{Kind: PointerDown, ID: 5, Touch: true, At: cave, Ms: 100},
		PointerEvent{Kind: PointerUp, ID: 5, Touch: true, At: cave, Ms: 150})
	if c, _, _, at := clicksIn(ts); c != 1 || at[0] != cave || in.zoom.zoomed() {
		t.Fatalf("after the focus came back a tap should click the cave: %d clicks at %v, zoom %.2f", c, at, in.zoom.scale)
	}
}

// A double tap where nothing can be tapped enlarges that region, centred
// on it; another shows the whole table again. Two quick taps on a target
// stay two clicks, and two taps far apart or slow are no double tap.
func TestADoubleTapZoomsIntoARegion(t *testing.T) {
	token := image.Rect(300, 880, 346, 926)
	in := &Input{targets: []image.Rectangle{token}}
	var clickedAt []image.Point
	tap := func(p image.Point, ms float64) int {
		ts := play(in, ms+60, 6,
			PointerEvent{Kind: PointerDown, ID: 1, Touch: true, At: p, Ms: ms},
			PointerEvent{Kind: PointerUp, ID: 1, Touch: true, At: p, Ms: ms + 40})
		clicks, _, _, at := clicksIn(ts)
		clickedAt = at
		return clicks
	}
	// Two quick taps on the token: two clicks, no zoom.
	if n := tap(image.Pt(320, 900), 0) + tap(image.Pt(322, 902), 150); n != 2 || in.zoom.zoomed() {
		t.Fatalf("two quick taps on a token: %d clicks, zoomed %v", n, in.zoom.zoomed())
	}
	// Two taps on the board far apart, or slow: no zoom.
	tap(cave, 1000)
	tap(image.Pt(cave.X+200, cave.Y), 1150)
	tap(cave, 2000)
	tap(cave, 2000+doubleTapMs+100)
	if in.zoom.zoomed() {
		t.Fatal("taps far apart or slow zoomed the board")
	}
	// A double tap on the cave: the second tap zooms and clicks nothing.
	tap(cave, 4000)
	if n := tap(image.Pt(cave.X+5, cave.Y+5), 4200); n != 0 {
		t.Errorf("the double tap's second tap clicked %d times", n)
	}
	if in.zoom.scale != doubleTapZoom {
		t.Fatalf("a double tap on the board: scale %.2f", in.zoom.scale)
	}
	second := image.Pt(cave.X+5, cave.Y+5)
	if g := in.zoom.toGame(image.Pt(800, 500)); far(g, second, 2) {
		t.Errorf("the screen's centre shows %v, not the place tapped, %v", g, second)
	}
	// Zoomed, taps still reach the right place of the game.
	if tap(image.Pt(800, 500), 5000) != 1 || far(clickedAt[0], second, 2) {
		t.Errorf("a tap at the centre of the zoomed screen clicked at %v, not %v", clickedAt, second)
	}
	tap(image.Pt(800, 500), 5200)
	if in.zoom.zoomed() {
		t.Errorf("a second double tap left the board zoomed at %.2f", in.zoom.scale)
	}
}
