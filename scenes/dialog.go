package scenes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// dialogRect is where every decision dialog sits: over the board, leaving
// the side panel (your screen and the log) in view.
var dialogRect = image.Rect(150, 120, 1030, 880)

// dialogBody is one decision's content. update returns an action when the
// player commits; the Dialog submits it to the engine.
type dialogBody interface {
	name() string
	title() string
	update(ctx *game.Context, d *Dialog) *engine.Action
	draw(dst *ebiten.Image, d *Dialog)
}

// Dialog is the scene for every decision other than placing: the palace
// purchase, the bribe, the Market, the camel, the starting treasure. They
// share this frame and style; legality always comes from the engine.
type Dialog struct {
	t    *Table
	body dialogBody
	for_ engine.Decision
	seat int
}

// name is the probe/screenshot name, per dialog kind.
func (d *Dialog) name() string {
	if d.body == nil {
		return "dialog"
	}
	return "dialog-" + d.body.name()
}

func (d *Dialog) holdsEscape() bool { return false }

// update builds the body for the pending decision and runs it.
func (d *Dialog) update(ctx *game.Context) {
	t := d.t
	pend := t.S.Pending()
	if d.body == nil || pend != d.for_ {
		d.for_ = pend
		d.seat = int(pend.Seat)
		d.body = newBody(t, pend)
		ctx.Audio.Play(game.SoundChime)
	}
	if d.body == nil {
		return
	}
	if a := d.body.update(ctx, d); a != nil {
		if t.submit(*a) {
			d.body = nil
		}
	}
}

func newBody(t *Table, pend engine.Decision) dialogBody {
	switch pend.Type {
	case engine.DecBuy:
		return newPurchase(t, pend)
	case engine.DecBribe:
		return newBribe(t, pend)
	case engine.DecMarket:
		return newMarket(t, pend)
	case engine.DecCamel:
		return newCamel(t, pend)
	case engine.DecStartTreasure:
		return newStart(t, pend)
	case engine.DecTentKeep:
		return newTentKeep(t, pend)
	case engine.DecReturn, engine.DecTax, engine.DecTeleport:
		return newPayment(t, pend)
	case engine.DecCharity:
		return newCharity(t, pend)
	case engine.DecTrade:
		return newTrade(t, pend)
	case engine.DecSearch:
		return newSearch(t, pend)
	case engine.DecRetaliate:
		return newRetaliate(t, pend)
	}
	return nil
}

// draw paints the dimmed board and the dialog frame with its body.
func (d *Dialog) draw(dst *ebiten.Image) {
	t := d.t
	t.drawBoard(dst, boardOptions{hover: -1, peekAt: image.Pt(-999, -999)})
	game.FillRect(dst, assets.BoardRect(), color.RGBA{0x08, 0x06, 0x10, 0x90})
	t.panel.draw(dst, t, false)
	if d.body == nil {
		return
	}
	u := t.ctx.UI
	u.Shapes.RoundRect(dst, dialogRect.Add(image.Pt(6, 8)), 22, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, dialogRect, 22, game.Parchment, game.Gilt, 4)
	band := image.Rect(dialogRect.Min.X+4, dialogRect.Min.Y+4, dialogRect.Max.X-4, dialogRect.Min.Y+64)
	u.Shapes.RoundRect(dst, band, 18, game.Wine, game.Wine, 0)
	c := t.S.Color(d.seat)
	game.DrawImageAt(dst, t.ctx.Assets.TokenBack(c), float64(band.Min.X+36), float64(band.Min.Y+30), 0.8, 1)
	u.Text.Draw(dst, d.body.title(), u.Face(28, true), float64(band.Min.X+72), float64(band.Min.Y+13), game.Left, game.GiltLight)
	u.Text.Draw(dst, t.S.Name(d.seat), u.Face(18, true), float64(band.Max.X-20), float64(band.Min.Y+20), game.Right, assets.PlayerColors[c])
	d.body.draw(dst, d)
	t.drawToast(dst)
}

// Shared dialog drawing helpers.

func (d *Dialog) text(dst *ebiten.Image, s string, x, y int, size float64, bold bool, clr color.Color) {
	u := d.t.ctx.UI
	u.Text.Draw(dst, s, u.Face(size, bold), float64(x), float64(y), game.Left, clr)
}

// paragraph draws wrapped text and returns the y below it.
func (d *Dialog) paragraph(dst *ebiten.Image, s string, x, y, w int) int {
	u := d.t.ctx.UI
	face := u.Face(18, false)
	for _, l := range game.Wrap(s, face, float64(w)) {
		u.Text.Draw(dst, l, face, float64(x), float64(y), game.Left, game.Ink)
		y += 25
	}
	return y
}

// kindChip is a toggle showing a treasure kind, with the value the player
// holds written in the kind's colour disc.
func kindChip(r image.Rectangle, k int, have int) game.Chip {
	return game.Chip{Rect: r, Label: assets.KindNames[k], Badge: game.Itoa(have), Enabled: true,
		Tint: assets.KindColors[k]}
}

// bottomButtons lays out the action buttons along the dialog's foot.
func bottomButton(i, n int) image.Rectangle {
	w := 200
	gap := 24
	total := n*w + (n-1)*gap
	x := dialogRect.Min.X + dialogRect.Dx()/2 - total/2 + i*(w+gap)
	y := dialogRect.Max.Y - 74
	return image.Rect(x, y, x+w, y+50)
}

// planText describes how a payment of v in kind k comes out of a purse:
// which pieces go and what change the bank hands back (decision D3).
func planText(pu engine.Purse, k engine.Kind, v int) string {
	s, l := int(pu.Small[k]), int(pu.Large[k])
	// Exact payment first, using as many large pieces as fit.
	for x := min(l, v/3); x >= 0; x-- {
		if y := v - 3*x; y >= 0 && y <= s {
			return piecesText(y, x) + ", exact"
		}
	}
	x := (v - s + 2) / 3
	if x > l {
		return "not enough"
	}
	change := 3*x + s - v
	return piecesText(s, x) + ", " + game.Itoa(change) + " back in change"
}

func piecesText(small, large int) string {
	switch {
	case small > 0 && large > 0:
		return game.Itoa(large) + " large + " + game.Itoa(small) + " small"
	case large > 0:
		return game.Itoa(large) + " large"
	}
	return game.Itoa(small) + " small"
}
