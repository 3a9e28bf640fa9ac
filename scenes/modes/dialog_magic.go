package modes

import (
	"image"
	"image/color"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// What the magic decisions' dialogs share: how they name places and
// players, a clickable picture (a card, an artifact, a token), and the
// purse they show.

// picture is a clickable picture in a dialog: the input is a Chip's (probe
// target, tooltip, click), the drawing the body's own.
type picture struct {
	chip  game.Chip
	hover bool
}

// update reports a click on the picture.
func (p *picture) update(ctx *game.Context) bool {
	p.hover = p.chip.Enabled && ctx.In.In(p.chip.Rect)
	return p.chip.Update(ctx)
}

// pickPicture lays out one picture per action, each on offer with the chip
// chip(i) gives, and returns the action whose picture is clicked.
func pickPicture(ctx *game.Context, tiles []picture, acts []engine.Action, chip func(i int) game.Chip) *engine.Action {
	for i, a := range acts {
		tiles[i].chip = chip(i)
		tiles[i].chip.Enabled = true
		if tiles[i].update(ctx) {
			return &a
		}
	}
	return nil
}

// frame draws the picture's mount: a parchment card with a gilt rim that
// lights up under the pointer (or when on).
func (p *picture) frame(dst *ebiten.Image, u *game.UI, on bool) {
	fill, border, bw := color.Color(game.ParchDark), color.Color(game.Gilt), 2
	switch {
	case !p.chip.Enabled:
		fill, border = color.RGBA{0xC8, 0xBC, 0xA4, 0xFF}, game.Greyed
	case on:
		fill, border, bw = game.Teal, game.GiltLight, 4
	case p.hover:
		fill, border, bw = game.GiltLight, game.Wine, 4
	}
	u.Shapes.RoundRect(dst, p.chip.Rect, 14, fill, border, bw)
}

// drawPurseRow shows a purse kind by kind: each kind's small and large
// pieces, as the treasure pictures with counts, from x, y (one row).
func drawPurseRow(dst *ebiten.Image, t *Host, pu engine.Purse, x, y int) {
	a := t.Ctx.Assets
	u := t.Ctx.UI
	for k := 0; k < engine.NumKinds; k++ {
		cx := x + k*130
		game.DrawImageAt(dst, a.Treasure(k, false), float64(cx+14), float64(y+14), 0.8, 1)
		u.Text.Draw(dst, "×"+game.Itoa(int(pu.Small[k])), u.Face(18, true), float64(cx+30), float64(y+3), game.Left, game.Ink)
		game.DrawImageAt(dst, a.Treasure(k, true), float64(cx+76), float64(y+14), 0.6, 1)
		u.Text.Draw(dst, "×"+game.Itoa(int(pu.Large[k])), u.Face(18, true), float64(cx+94), float64(y+3), game.Left, game.Ink)
	}
}

// pictureRect is the i-th of n pictures of size w x h, gap apart, centred
// in the frame fr in a row at height y.
func pictureRect(fr image.Rectangle, i, n, w, h, gap, y int) image.Rectangle {
	total := n*w + (n-1)*gap
	x := fr.Min.X + fr.Dx()/2 - total/2 + i*(w+gap)
	return image.Rect(x, y, x+w, y+h)
}

// tokenPicture is how a token on the board looks to the viewer, with the
// scale that draws it at a token's size: a Flying Carpet or a Double shows
// its artifact. The viewer's own face-down token shows its value (as the
// peek does); another seat's shows its back.
func tokenPicture(t *Host, tv engine.TokenView) (*ebiten.Image, float64) {
	switch tv.Token {
	case engine.CarpetToken:
		return t.Ctx.Assets.Artifact(engine.FlyingCarpet), 0.7
	case engine.DoubleToken:
		return t.Ctx.Assets.Artifact(engine.Double), 0.7
	}
	return t.Board.Faces.Token(tv, true), 1 // the viewer's own values show; others' face-down tokens stay backs
}
