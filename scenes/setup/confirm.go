package setup

import (
	"image"
	"image/color"
	"strings"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// startConfirm asks before a new game replaces the unfinished one on the
// set-up screen. Keeping the game is the default: Enter and Esc keep it,
// and only a click on "Start new game" starts over.
type startConfirm struct {
	text     string
	keep     game.Button
	startNew game.Button
}

// confirmRect is the dialog's card, centred on the set-up card.
var confirmRect = image.Rect(440, 390, 1160, 650)

// newStartConfirm asks about the unfinished game saved (nil: none), and
// says when a game is open in another window, which will stop saving.
func newStartConfirm(saved *game.Session, elsewhere bool) *startConfirm {
	text := ""
	if saved != nil {
		var names []string
		for i := range saved.PublicConfig().Players {
			names = append(names, saved.Name(i))
		}
		text = lang.T("The unfinished game (round %d, %s) will be lost.", saved.Round(), ui.AndList(names))
	}
	if elsewhere {
		text += " " + lang.T("A game is open in another window: it will stop saving, and this window will save yours.")
	}
	return &startConfirm{text: strings.TrimSpace(text)}
}

func (c *startConfirm) update(ctx *game.Context, s *Setup) {
	c.keep, c.startNew = ui.CardButtons(confirmRect, lang.T("Keep my game (Enter)"), "keep", lang.T("Start new game"), "startnew")
	if c.keep.Update(ctx) || ctx.In.Cancel() {
		s.confirm = nil
		return
	}
	if c.startNew.Update(ctx) {
		s.confirm = nil
		s.begin(ctx)
	}
}

func (c *startConfirm) draw(dst *ebiten.Image, u *game.UI) {
	game.FillRect(dst, dst.Bounds(), color.RGBA{0x08, 0x06, 0x10, 0xA0})
	r := confirmRect
	u.Shapes.RoundRect(dst, r.Add(image.Pt(6, 8)), 22, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, r, 22, game.Parchment, game.Gilt, 4)
	u.Text.Draw(dst, lang.T("Start a new game?"), u.Face(30, true), float64(r.Min.X+40), float64(r.Min.Y+30), game.Left, game.Wine)
	face := u.Face(19, false)
	for i, line := range game.Wrap(c.text, face, float64(r.Dx()-80)) {
		u.Text.Draw(dst, strings.TrimSpace(line), face, float64(r.Min.X+40), float64(r.Min.Y+90+i*28), game.Left, game.Ink)
	}
	c.keep.Draw(dst, u)
	c.startNew.Draw(dst, u)
}
