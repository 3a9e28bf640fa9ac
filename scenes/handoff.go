package scenes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// Handoff is the hot-seat screen between two people: it covers everything
// private and names who should take the device. Only that player's click
// reveals their screen.
type Handoff struct {
	t  *Table
	ok game.Button
}

// Name is the probe/screenshot name.
func (h *Handoff) Name() string { return "handoff" }

// Update waits for the named player's click.
func (h *Handoff) Update(ctx *game.Context) error {
	t := h.t
	next := t.update(ctx, true)
	if next != h {
		t.goTo(ctx, next)
		return nil
	}
	seat := int(t.S.State.Pending().Seat)
	h.ok = game.Button{Rect: image.Rect(assets.ScreenW/2-190, 640, assets.ScreenW/2+190, 706),
		Label: "I am " + t.S.Name(seat) + " - show my screen", Primary: true, Enabled: true, Name: "ready"}
	if h.ok.Update(ctx) || ctx.In.Confirm() {
		t.S.AcceptHandoff()
		t.resync()
		ctx.Audio.Play(game.SoundChime)
		t.goTo(ctx, t.route())
	}
	return nil
}

// Draw covers the whole screen: no board, no panel, nothing private.
func (h *Handoff) Draw(dst *ebiten.Image) {
	t := h.t
	u := t.ctx.UI
	dst.Fill(game.Night)
	title := t.ctx.Assets.Title()
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.Scale(0.25, 0.25, 0.3, 1)
	dst.DrawImage(title, op)
	seat := int(t.S.State.Pending().Seat)
	c := t.S.Color(seat)
	card := image.Rect(assets.ScreenW/2-360, 250, assets.ScreenW/2+360, 750)
	u.Shapes.RoundRect(dst, card, 28, color.RGBA{0x16, 0x1B, 0x3A, 0xF2}, assets.PlayerColors[c], 4)
	game.DrawImageAt(dst, t.ctx.Assets.TokenBack(c), assets.ScreenW/2, 360, 2, 1)
	u.Text.Draw(dst, "Pass to "+t.S.Name(seat), u.Face(52, true), assets.ScreenW/2, 440, game.Center, assets.PlayerColors[c])
	u.Text.Draw(dst, "Everyone else, look away:", u.Face(20, false), assets.ScreenW/2, 515, game.Center, game.Parchment)
	u.Text.Draw(dst, "the next screen shows "+t.S.Name(seat)+"'s tokens and treasure.",
		u.Face(20, false), assets.ScreenW/2, 543, game.Center, game.Parchment)
	when := "Set-up"
	if r := t.S.State.Round(); r > 0 {
		when = "Round " + game.Itoa(r)
	}
	u.Text.Draw(dst, when, u.Face(20, true), assets.ScreenW/2, 580, game.Center, game.GiltLight)
	h.ok.Draw(dst, u)
}
