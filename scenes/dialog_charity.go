package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// charity lets Charity's caster take small pieces of the kinds they like
// or one large piece from the bank (decision D48). Steppers and chips offer
// only what some legal take allows; Take lights up for a legal one.
type charity struct {
	t     *Table
	pend  engine.Decision
	legal []engine.Action // ActTake
	small [engine.NumKinds]int8
	large engine.Kind // NoKind: taking small pieces
	steps [engine.NumKinds]game.Stepper
	chips [engine.NumKinds]game.Chip
	take  game.Button
	why   string
}

func newCharity(t *Table, pend engine.Decision) *charity {
	c := &charity{t: t, pend: pend, large: engine.NoKind}
	for _, a := range t.S.Legal() {
		if a.Type == engine.ActTake {
			c.legal = append(c.legal, a)
		}
	}
	return c
}

func (c *charity) name() string  { return "charity" }
func (c *charity) title() string { return "Charity: take from the bank" }

// smallCount is how many small pieces make a take: the decision's Amount.
func (c *charity) smallCount() int { return int(c.pend.Amount) }

func (c *charity) sum() int {
	n := 0
	for _, v := range c.small {
		n += int(v)
	}
	return n
}

// reachable reports whether some legal small take includes amt.
func (c *charity) reachable(amt [engine.NumKinds]int8) bool {
	for _, a := range c.legal {
		if a.Large {
			continue
		}
		ok := true
		for k := range amt {
			if a.Amounts[k] < amt[k] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

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
	listed := false
	for _, l := range c.legal {
		if l == a {
			listed = true
			break
		}
	}
	switch {
	case c.large == engine.NoKind && c.sum() < c.smallCount():
		c.why = "Choose " + game.Itoa(c.smallCount()) + " small pieces, or one large piece."
	case !listed:
		c.why = "The bank does not have that."
	default:
		if err := c.t.S.Check(a); err != nil {
			c.why = err.Error()
			return a, false
		}
		c.why = ""
		return a, true
	}
	return a, false
}

func (c *charity) stepRect(k int) image.Rectangle {
	y := dialogRect.Min.Y + 250 + k*58
	return image.Rect(dialogRect.Min.X+400, y, dialogRect.Min.X+580, y+40)
}

func (c *charity) chipRect(k int) image.Rectangle {
	x := dialogRect.Min.X + 30 + k*164
	y := dialogRect.Min.Y + 596
	return image.Rect(x, y, x+154, y+40)
}

func (c *charity) update(ctx *game.Context, d *Dialog) *engine.Action {
	bank := c.t.view.Bank
	n := c.smallCount()
	for k := 0; k < engine.NumKinds; k++ {
		s := &c.steps[k]
		s.Rect = c.stepRect(k)
		s.Value, s.Min, s.Max = int(c.small[k]), 0, n
		s.Name = "small:" + game.Itoa(k)
		more := c.small
		more[k]++
		s.PlusDisabled = !c.reachable(more)
		switch {
		case c.sum() >= n:
			s.PlusReason = "That makes " + game.Itoa(n) + " already."
		default:
			s.PlusReason = "The bank has no more small " + assets.KindNames[k] + "."
		}
		if s.Update(ctx) {
			c.small[k] = int8(s.Value)
			c.large = engine.NoKind // small pieces, then
		}
	}
	for k := 0; k < engine.NumKinds; k++ {
		ch := game.Chip{Rect: c.chipRect(k), Label: assets.KindNames[k], Badge: game.Itoa(int(bank.Large[k])),
			Enabled: c.largeLegal(engine.Kind(k)), Tint: assets.KindColors[k], Name: "large:" + game.Itoa(k),
			On: c.large == engine.Kind(k), Reason: "The bank has no large " + assets.KindNames[k] + "."}
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
	c.take = game.Button{Rect: bottomButton(0, 1), Label: "Take (Enter)", Primary: true, Enabled: ok, Name: "take", Reason: c.why}
	if c.take.Update(ctx) {
		return &a
	}
	return nil
}

func (c *charity) draw(dst *ebiten.Image, d *Dialog) {
	t := c.t
	u := t.ctx.UI
	a := t.ctx.Assets
	x0, y0 := dialogRect.Min.X+30, dialogRect.Min.Y+84
	who := "Your"
	if c.pend.From != c.pend.Seat {
		who = t.S.Name(int(c.pend.From)) + "'s"
	}
	n := game.Itoa(c.smallCount())
	d.paragraph(dst, who+" Charity acts: take "+n+" small treasures of any kinds from the bank, or one large treasure.",
		x0, y0, dialogRect.Dx()-60)
	d.text(dst, "Take "+n+" small:", x0, dialogRect.Min.Y+206, 20, true, game.Wine)
	bank := t.view.Bank
	for k := 0; k < engine.NumKinds; k++ {
		r := c.stepRect(k)
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x0+30), float64(r.Min.Y+20), 1, 1)
		d.text(dst, assets.KindNames[k]+" - bank has "+game.Itoa(int(bank.Small[k]))+" small", x0+60, r.Min.Y+8, 18, false, game.Ink)
		c.steps[k].Draw(dst, u)
	}
	d.text(dst, "Or one large (each disc shows how many the bank has):", x0, dialogRect.Min.Y+558, 20, true, game.Wine)
	for k := range c.chips {
		c.chips[k].Draw(dst, u)
	}
	if c.why != "" {
		d.text(dst, c.why, x0, dialogRect.Min.Y+652, 18, true, game.BadRed)
	}
	c.take.Draw(dst, u)
}
