package modes

import (
	"image"
	"slices"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// charity lets Charity's caster take small pieces of the kinds they like
// or one large piece from the bank (decision D48). Steppers and chips offer
// only what some legal take allows; Take lights up for a legal one.
type charity struct {
	box
	t     *Host
	pend  engine.Decision
	legal []engine.Action // ActTake
	small [engine.NumKinds]int8
	large engine.Kind // NoKind: taking small pieces
	rows  kindSteppers
	chips [engine.NumKinds]game.Chip
	take  game.Button
	why   string
	// The blocks: the words, the small pieces' heading, the large ones'
	// heading and chips, and why Take is off.
	words, smallH, largeH, chipsAt, whyAt image.Rectangle
}

func (c *charity) text() string {
	if c.pend.From != c.pend.Seat {
		return lang.T("%s's Charity acts: take %d small treasures of any kinds from the bank, or one large treasure.", c.t.Game.Name(int(c.pend.From)), c.smallCount())
	}
	return lang.T("Your Charity acts: take %d small treasures of any kinds from the bank, or one large treasure.", c.smallCount())
}

func (c *charity) layout() {
	c.words = c.para(c.t.Ctx.UI, c.text(), dialogPad)
	c.smallH = c.heading()
	c.rows.place(&c.box)
	c.largeH = c.heading()
	c.chipsAt = c.block(40)
	c.whyAt = c.block(24)
}

func newCharity(t *Host, pend engine.Decision) *charity {
	return &charity{t: t, pend: pend, legal: legalOf(t, engine.ActTake), large: engine.NoKind,
		rows: kindSteppers{name: "small:", x: 400, pitch: 54, h: 40}}
}

func (c *charity) name() string  { return "charity" }
func (c *charity) title() string { return lang.T("Charity: take from the bank") }

// smallCount is how many small pieces make a take: the decision's Amount.
func (c *charity) smallCount() int { return int(c.pend.Amount) }

// largeLegal reports whether a large piece of kind k may be taken.
func (c *charity) largeLegal(k engine.Kind) bool {
	for _, a := range c.legal {
		if a.Large && a.Give == k {
			return true
		}
	}
	return false
}

// chosen is the take as chosen so far, and whether the engine accepts it
// (the reason in c.why when not).
func (c *charity) chosen() (engine.Action, bool) {
	a := engine.Action{Type: engine.ActTake, Seat: c.pend.Seat, Amounts: c.small}
	if c.large != engine.NoKind {
		a = engine.Action{Type: engine.ActTake, Seat: c.pend.Seat, Large: true, Give: c.large}
	}
	a = a.Canonical()
	why := ""
	switch {
	case c.large == engine.NoKind && kindSum(c.small) < c.smallCount():
		why = lang.T("Choose %d small pieces, or one large piece.", c.smallCount())
	case !slices.Contains(c.legal, a):
		why = lang.T("The bank does not have that.")
	}
	var ok bool
	c.why, ok = checkChoice(c.t, a, why)
	return a, ok
}

func (c *charity) chipRect(k int) image.Rectangle {
	x := c.chipsAt.Min.X + k*164
	return image.Rect(x, c.chipsAt.Min.Y, x+kindChipW, c.chipsAt.Min.Y+40)
}

func (c *charity) update(ctx *game.Context, d *Dialog) *engine.Action {
	c.fit(dialogW, 1, c.layout)
	bank := c.t.Board.View.Bank
	n := c.smallCount()
	small := func(a engine.Action) bool { return !a.Large }
	if c.rows.update(ctx, &c.small, n, func(k int, more [engine.NumKinds]int8) (bool, string) {
		why := lang.T("The bank has no more %s.", lang.PieceKind(engine.PieceKind{Kind: engine.Kind(k)}))
		if kindSum(c.small) >= n {
			why = lang.T("That makes %d already.", n)
		}
		return someCovers(c.legal, more, small), why
	}) {
		c.large = engine.NoKind // small pieces, then
	}
	for k := 0; k < engine.NumKinds; k++ {
		ch := game.Chip{Rect: c.chipRect(k), Label: lang.Word(assets.KindNames[k]), Badge: game.Itoa(int(bank.Large[k])),
			Enabled: c.largeLegal(engine.Kind(k)), Tint: assets.KindColors[k], Name: "large:" + game.Itoa(k),
			On: c.large == engine.Kind(k), Reason: lang.T("The bank has no %s.", lang.PieceKind(engine.PieceKind{Large: true, Kind: engine.Kind(k)}))}
		if ch.Update(ctx) {
			if ch.On {
				c.large = engine.NoKind
			} else {
				c.large = engine.Kind(k)
				c.small = [engine.NumKinds]int8{} // one large piece instead
			}
		}
		c.chips[k] = ch
	}
	a, ok := c.chosen()
	c.take = game.Button{Rect: c.button(0, 1), Label: lang.T("Take (Enter)"), Primary: true, Enabled: ok, Name: "take", Reason: c.why}
	if c.take.Update(ctx) {
		return &a
	}
	return nil
}

func (c *charity) draw(dst *ebiten.Image, d *Dialog) {
	t := c.t
	u := t.Ctx.UI
	d.paraIn(dst, c.text(), c.words)
	d.text(dst, lang.T("Take %d small:", c.smallCount()), c.smallH.Min.X, c.smallH.Min.Y, 20, true, game.Wine)
	c.rows.draw(dst, d, func(k int) string { return bankSmallLabel(t.Board.View.Bank, k) }, nil)
	d.text(dst, lang.T("Or one large (each disc shows how many the bank has):"), c.largeH.Min.X, c.largeH.Min.Y, 20, true, game.Wine)
	for k := range c.chips {
		c.chips[k].Draw(dst, u)
	}
	if c.why != "" {
		d.text(dst, c.why, c.whyAt.Min.X, c.whyAt.Min.Y, 18, true, game.BadRed)
	}
	c.take.Draw(dst, u)
}
