package modes

import (
	"image"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tally is the vizier's reveal: he walks the spaces in the tally order,
// flips their tokens, shows strengths and ranks, and the treasure, guard,
// bribes and purchases play out. Input is locked except skip and speed.
type Tally struct {
	t    *Host
	skip game.Button
}

// Name is the probe/screenshot name. The guard's reveal is a moment of its
// own: named while its tile is turned and held, so a test (and the
// screenshot hook) can catch it.
func (s *Tally) Name() string {
	if name := s.t.Moment(); name != "" {
		return name
	}
	return "tally"
}

// SkipRect is the Skip button: on the palace wall at the board's top
// right, beside the prompt, where it covers no space, token or label.
var SkipRect = image.Rect(assets.BoardW-200, 2, assets.BoardW-12, 34)

// tallyPrompt is the banner while the vizier tallies.
func tallyPrompt() string { return lang.T("The vizier tallies - Space skips, 1-4 set the speed") }

func (s *Tally) HoldsEscape() bool { return false }

// Update offers the Skip button (Space skips too, in the table's tick).
func (s *Tally) Update(ctx *game.Context) {
	s.skip = game.Button{Rect: SkipRect, Label: lang.T("Skip (Space)"), Enabled: s.t.Animating(), Name: "skip"}
	if s.skip.Update(ctx) {
		s.t.SkipAnimation()
	}
}

// Draw paints the board with the tally in motion.
func (s *Tally) Draw(dst *ebiten.Image) {
	t := s.t
	t.Board.Draw(dst, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
	t.DrawPanel(dst, false)
	if t.Animating() {
		drawPrompt(dst, t.Ctx.UI, tallyPrompt())
		s.skip.Draw(dst, t.Ctx.UI)
	} else if t.AtServer() {
		drawPrompt(dst, t.Ctx.UI, lang.Word(AtServerPrompt))
	} else if !t.Game.Prompt().Over {
		drawPrompt(dst, t.Ctx.UI, lang.T("%s is deciding...", t.Game.Name(int(t.Game.Prompt().Decision.Seat))))
	}
}
