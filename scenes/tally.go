package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tally is the vizier's reveal: he walks the spaces in the tally order,
// flips their tokens, shows strengths and ranks, and the treasure, guard,
// bribes and purchases play out. Input is locked except skip and speed.
type Tally struct {
	t    *Table
	skip game.Button
}

// name is the probe/screenshot name. The guard's reveal is a moment of its
// own: named while its tile is turned and held, so a test (and the
// screenshot hook) can catch it.
func (s *Tally) name() string {
	for i := range s.t.q.active {
		k := &s.t.q.active[i]
		if name := board.MomentName(k); name != "" {
			return name
		}
	}
	return "tally"
}

// skipRect is the Skip button: on the palace wall at the board's top
// right, beside the prompt, where it covers no space, token or label.
var skipRect = image.Rect(assets.BoardW-200, 2, assets.BoardW-12, 34)

// tallyPrompt is the banner while the vizier tallies.
const tallyPrompt = "The vizier tallies - Space skips, 1-4 set the speed"

func (s *Tally) holdsEscape() bool { return false }

// update offers the Skip button (Space skips too, in the table's tick).
func (s *Tally) update(ctx *game.Context) {
	s.skip = game.Button{Rect: skipRect, Label: "Skip (Space)", Enabled: s.t.q.Busy(), Name: "skip"}
	if s.skip.Update(ctx) {
		s.t.q.skip()
	}
}

// draw paints the board with the tally in motion.
func (s *Tally) draw(dst *ebiten.Image) {
	t := s.t
	t.board.Draw(dst, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
	t.panel.draw(dst, t, false)
	if t.q.Busy() {
		drawPrompt(dst, t.ctx.UI, tallyPrompt)
		s.skip.Draw(dst, t.ctx.UI)
	} else if t.atServer() {
		drawPrompt(dst, t.ctx.UI, atServerPrompt)
	} else if !t.Game.Prompt().Over {
		drawPrompt(dst, t.ctx.UI, t.Game.Name(int(t.Game.Prompt().Decision.Seat))+" is deciding...")
	}
}
