package scenes

import (
	"image"

	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tally is the vizier's reveal: he walks the spaces in the tally order,
// flips their tokens, shows strengths and ranks, and the treasure, guard,
// bribes and purchases play out. Input is locked except skip and speed.
type Tally struct {
	t    *Table
	skip game.Button
}

// Name is the probe/screenshot name.
func (s *Tally) Name() string { return "tally" }

// Update advances the animation; Space or the button skips.
func (s *Tally) Update(ctx *game.Context) error {
	s.skip = game.Button{Rect: image.Rect(16, 950, 196, 990), Label: "Skip (Space)", Enabled: s.t.q.Busy(), Name: "skip"}
	if s.skip.Update(ctx) {
		s.t.q.skip()
	}
	next := s.t.update(ctx, true)
	s.t.goTo(ctx, next)
	return nil
}

// Draw paints the board with the tally in motion.
func (s *Tally) Draw(dst *ebiten.Image) {
	t := s.t
	t.drawBoard(dst, boardOptions{hover: -1, peekAt: image.Pt(-999, -999)})
	t.panel.draw(dst, t, false)
	if t.q.Busy() {
		drawPrompt(dst, t.ctx.UI, "The vizier tallies - Space skips, 1-4 set the speed")
		s.skip.Draw(dst, t.ctx.UI)
	} else if !t.S.State.Over() {
		drawPrompt(dst, t.ctx.UI, t.S.Name(int(t.S.State.Pending().Seat))+" is deciding...")
	}
}
