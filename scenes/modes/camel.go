package modes

import (
	"image"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// camel is the Caravanserai's choice: who holds the camel (and so goes
// first and wins ties) from the next space on.
type camel struct {
	box
	t            *Host
	pend         engine.Decision
	btns         []game.Button
	words, seats image.Rectangle // the words, and the column of players with the camel beside it
}

// The camel's dialog is narrower than the others: a column of players.
const (
	camelW     = 720
	camelPitch = 68
)

var camelWords = lang.Mark("You are the strongest at the Caravanserai. Hand the camel to any player, yourself included. Its holder goes first in placing and wins ties, from the next space on. Enter chooses yourself.")

func (c *camel) layout() {
	c.words = c.para(c.t.Ctx.UI, lang.Word(camelWords), dialogPad)
	c.seats = c.block(max(c.t.Game.PublicConfig().Players*camelPitch-12, 200))
}

func newCamel(t *Host, pend engine.Decision) *camel { return &camel{t: t, pend: pend} }

func (c *camel) name() string  { return "camel" }
func (c *camel) title() string { return lang.T("Give the camel") }

func (c *camel) update(ctx *game.Context, d *Dialog) *engine.Action {
	c.fit(camelW, 0, c.layout)
	seat := int(c.pend.Seat)
	n := c.t.Game.PublicConfig().Players
	c.btns = c.btns[:0]
	for s := 0; s < n; s++ {
		label := lang.Capital(c.t.Game.Name(s))
		switch {
		case s == seat && int(c.t.Board.View.Camel) == s:
			label = lang.T("%s (keep it)", label)
		case s == seat:
			label = lang.T("%s (take it)", label)
		case int(c.t.Board.View.Camel) == s:
			label = lang.T("%s (has it)", label)
		}
		x := c.seats.Min.X + 30
		y := c.seats.Min.Y + s*camelPitch
		b := game.Button{Rect: image.Rect(x, y, x+360, y+56), Label: label, Enabled: true, Name: "camel:" + game.Itoa(s),
			Primary: s == seat}
		if b.Update(ctx) || ctx.In.Key(ebiten.Key1+ebiten.Key(s)) {
			a := engine.GiveCamel(seat, s)
			return &a
		}
		c.btns = append(c.btns, b)
	}
	return nil
}

func (c *camel) draw(dst *ebiten.Image, d *Dialog) {
	u := c.t.Ctx.UI
	a := c.t.Ctx.Assets
	sr := c.seats
	game.DrawImageAt(dst, a.Camel(), float64(sr.Max.X-110), float64(sr.Min.Y+sr.Dy()/2), 2, 1)
	d.paraIn(dst, lang.Word(camelWords), c.words)
	for i, b := range c.btns {
		b.Draw(dst, u)
		game.DrawImageAt(dst, a.TokenBack(c.t.Game.Color(i)), float64(b.Rect.Max.X+40), float64(b.Rect.Min.Y+28), 0.8, 1)
	}
}
