package scenes

import (
	"image"
	"image/color"
	"strings"

	"aladdin/game"

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

func newStartConfirm(saved *game.Session) *startConfirm {
	var names []string
	for i := range saved.Setup.Seats {
		names = append(names, saved.Name(i))
	}
	return &startConfirm{text: "The unfinished game (round " + game.Itoa(saved.Round()) + ", " +
		andList(names) + ") will be lost."}
}

func (c *startConfirm) update(ctx *game.Context, s *Setup) {
	r := confirmRect
	c.keep = game.Button{Rect: image.Rect(r.Min.X+40, r.Max.Y-86, r.Min.X+340, r.Max.Y-32), Label: "Keep my game (Enter)",
		Primary: true, Enabled: true, Name: "keep"}
	c.startNew = game.Button{Rect: image.Rect(r.Max.X-340, r.Max.Y-86, r.Max.X-40, r.Max.Y-32), Label: "Start new game",
		Enabled: true, Name: "startnew"}
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
	u.Text.Draw(dst, "Start a new game?", u.Face(30, true), float64(r.Min.X+40), float64(r.Min.Y+30), game.Left, game.Wine)
	face := u.Face(19, false)
	for i, line := range game.Wrap(c.text, face, float64(r.Dx()-80)) {
		u.Text.Draw(dst, strings.TrimSpace(line), face, float64(r.Min.X+40), float64(r.Min.Y+90+i*28), game.Left, game.Ink)
	}
	c.keep.Draw(dst, u)
	c.startNew.Draw(dst, u)
}
