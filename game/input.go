package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the mouse, fingers and keyboard in the meaning the scenes need:
// where the pointer is in logical pixels, and what was pressed or released
// this tick. Pointers reach it as events (pointer.go), so a press and its
// release are never lost between two ticks; fingers are read as taps,
// drags, long presses and pinches (gesture.go) and come out as the same
// fields a mouse sets. A consumed click is not seen by widgets drawn below
// the one that took it.
type Input struct {
	Mouse        image.Point
	Pressed      bool // left button (or a finger) held
	Clicked      bool // left button went down this tick
	Released     bool // left button went up this tick
	RightClicked bool
	Wheel        float64
	DragFrom     image.Point // where the current press began
	Chars        []rune
	keys         []ebiten.Key
	alt          bool // Alt held: Alt+Enter is fullscreen, never a confirm
	idle         int  // ticks without any input: drives tooltips
	pointed      bool // a pointer has moved or acted over the game

	raw         []PointerEvent // fed, not yet read (Feed)
	acts        []action       // read, not yet handed to the scenes (deliver)
	gesture     gesture
	zoom        zoom
	touch       bool        // the last pointer to act was a finger
	lastMouseAt image.Point // the mouse's last place (screen), to tell it moved
	// noteRect is where the last frame drew the tooltip: a tap on it after
	// a long press is a right-click (gesture.go).
	noteRect image.Rectangle
	// targets are the last tick's clickable rectangles (UI.Targets): a
	// tap just outside one takes it (snapToTarget).
	targets []image.Rectangle
	device  pointerDevice
}

func (in *Input) poll() {
	in.device.read(in)
	in.Step(nowMs())
	_, wy := ebiten.Wheel()
	in.Wheel = wy
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	in.alt = ebiten.IsKeyPressed(ebiten.KeyAlt)
	if wy != 0 || len(in.keys) > 0 {
		in.idle = 0
	}
}

// Step reads the pointer events fed so far into this tick's state, at time
// now (ms, the clock of the events' Ms): what every tick does after the
// devices are read. Tests feed events (Feed) and call it to play ticks.
func (in *Input) Step(now float64) {
	in.Clicked, in.Released, in.RightClicked = false, false, false
	in.readPointers(now)
	if moved, acted := in.deliver(); moved || acted {
		in.idle, in.pointed = 0, true
	} else {
		in.idle++
	}
}

// Key reports whether k was pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	for _, kk := range in.keys {
		if kk == k {
			return true
		}
	}
	return false
}

// Confirm is Enter or the keypad's Enter: the dialog's main button. With
// Alt held it is the fullscreen switch instead (see App.Update).
func (in *Input) Confirm() bool {
	return !in.alt && (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter))
}

// takeConfirm reports Enter and consumes it, so one key press answers one
// default button only (see Button.Update).
func (in *Input) takeConfirm() bool {
	if !in.Confirm() {
		return false
	}
	kept := in.keys[:0]
	for _, k := range in.keys {
		if k != ebiten.KeyEnter && k != ebiten.KeyNumpadEnter {
			kept = append(kept, k)
		}
	}
	in.keys = kept
	return true
}

// Press makes keys count as pressed this tick, as if the keyboard had
// sent them: scripted input for scene tests.
func (in *Input) Press(keys ...ebiten.Key) { in.keys = append(in.keys, keys...) }

// Cancel is Escape: close a dialog, or open the pause menu.
func (in *Input) Cancel() bool { return in.Key(ebiten.KeyEscape) }

// Skip is Space or S: finish the running animation at once.
func (in *Input) Skip() bool { return in.Key(ebiten.KeySpace) || in.Key(ebiten.KeyS) }

// Idle is how many ticks the pointer has rested. A long press counts as
// a pointer that has rested past every tooltip's delay.
func (in *Input) Idle() int {
	if in.gesture.holding {
		return in.idle + holdIdle
	}
	return in.idle
}

// holdIdle: a long press shows tooltips at once (they wait 20-24 ticks of
// rest) and still counts as a tooltip to draw (App.Update's 40).
const holdIdle = 30

// In reports whether the pointer is over r.
func (in *Input) In(r image.Rectangle) bool { return in.Mouse.In(r) }

// ClickIn reports a fresh click inside r and consumes it.
func (in *Input) ClickIn(r image.Rectangle) bool {
	if in.Clicked && in.Mouse.In(r) {
		in.Clicked = false
		return true
	}
	return false
}

// Consume drops this tick's click, so widgets below a modal ignore it.
func (in *Input) Consume() { in.Clicked, in.Released = false, false }
