package board

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawFlights paints the pieces that are moving between board, bank and
// seats for the events now animating (each kind's flight), over the
// tally's standing crown (staging.go). Treasure taken in the tally flies
// over the side panel to its taker, so the tally draws it after the panel
// (DrawOverPanel).
func (b *Board) drawFlights(dst *ebiten.Image) {
	b.drawStaging(dst)
	for i := range b.active() {
		k := &b.active()[i]
		if flight := motionFor(k.Ev).flight; flight != nil {
			flight(b, dst, k)
		}
	}
}

// countOf is the number of a seat's tokens the display shows on a space.
func (s Spots) countOf(sp engine.Space, seat int8) int {
	n := 0
	for i := 0; i < int(s.v.NumTokens); i++ {
		if tv := s.v.Tokens[i]; tv.Space == sp && tv.Seat == seat {
			n++
		}
	}
	return n
}

// tokenSlotOf is where a given token lies on the board now.
func (s Spots) tokenSlotOf(seat int8, sp engine.Space, token int8) image.Point {
	n := 0
	for i := 0; i < int(s.v.NumTokens); i++ {
		tv := s.v.Tokens[i]
		if tv.Space != sp {
			continue
		}
		if tv.Seat == seat && (tv.Token == token || tv.Token < 0) {
			return s.tokenSpot(sp, n)
		}
		n++
	}
	return RectCenter(assets.SpaceRect(int(sp)))
}

// fly draws img on its way from a to b at fraction f.
func fly(dst, img *ebiten.Image, a, b image.Point, f, scale float64, alpha float32) {
	x := game.Lerp(float64(a.X), float64(b.X), f)
	y := game.Lerp(float64(a.Y), float64(b.Y), f)
	// A gentle arc makes flights read as pieces lifted, not sliding.
	y -= 60 * f * (1 - f)
	game.DrawImageAt(dst, img, x, y, scale, alpha)
}

func RectCenter(r image.Rectangle) image.Point {
	return image.Pt(r.Min.X+r.Dx()/2, r.Min.Y+r.Dy()/2)
}

func clamp01(x float64) float64 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}
