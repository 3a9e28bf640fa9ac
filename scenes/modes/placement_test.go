package modes

import (
	"image"
	"testing"

	"aladdin/assets"
)

// Under a finger the token rides above the fingertip while dragged; a
// tapped token waits in its slot (the finger has left the glass); a
// mouse's token is under the pointer itself, and none rides off the
// window.
func TestHeldTokenAboveTheFinger(t *testing.T) {
	at := image.Pt(400, 500)
	for _, c := range []struct {
		touch, dragging bool
		want            image.Point
		rides           bool
	}{
		{false, false, at, true},
		{false, true, at, true},
		{true, true, at.Sub(image.Pt(0, heldAboveFinger)), true},
		{true, false, image.Point{}, false},
	} {
		p, ok := heldPoint(at, c.touch, c.dragging)
		if p != c.want || ok != c.rides {
			t.Errorf("touch %v, dragging %v: drawn at %v (rides %v), want %v (%v)", c.touch, c.dragging, p, ok, c.want, c.rides)
		}
	}
	if _, ok := heldPoint(image.Pt(-10000, -10000), false, true); ok {
		t.Error("a token rides with a pointer off the window")
	}
	if heldAboveFinger < assets.TokenSize*heldScale/2+20 {
		t.Errorf("the token rides %d px above the finger: its lower edge would sit under the fingertip", heldAboveFinger)
	}
}
