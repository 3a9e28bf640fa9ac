package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the mouse and keyboard in the meaning the scenes need: where the
// pointer is in logical pixels, and what was pressed or released this tick.
// A consumed click is not seen by widgets drawn below the one that took it.
type Input struct {
	Mouse        image.Point
	Pressed      bool // left button held
	Clicked      bool // left button went down this tick
	Released     bool // left button went up this tick
	RightClicked bool
	Wheel        float64
	DragFrom     image.Point // where the current press began
	Chars        []rune
	keys         []ebiten.Key
	alt          bool // Alt held: Alt+Enter is fullscreen, never a confirm
	idle         int  // ticks without any input: drives tooltips
}

func (in *Input) poll() {
	x, y := ebiten.CursorPosition()
	p := image.Pt(x, y)
	moved := p != in.Mouse
	in.Mouse = p
	in.Pressed = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.Clicked = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.RightClicked = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	_, wy := ebiten.Wheel()
	in.Wheel = wy
	if in.Clicked {
		in.DragFrom = p
	}
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	in.alt = ebiten.IsKeyPressed(ebiten.KeyAlt)
	if moved || in.Clicked || in.Released || wy != 0 || len(in.keys) > 0 {
		in.idle = 0
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

// Idle is how many ticks the pointer has rested.
func (in *Input) Idle() int { return in.idle }

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
