package modes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// trade runs Trade's exchanges with the bank, one piece at a time: small
// for small or large for large, of another kind (decision D47), until the
// caster presses Done. The dialog comes back after each swap with the purse
// as it now is; every chip offers only what some legal swap allows.
type trade struct {
	box
	t     *Host
	pend  engine.Decision
	swaps []engine.Action // ActSwap
	large bool
	give  engine.Kind
	take  engine.Kind
	sizes [2]game.Chip
	gives [engine.NumKinds]game.Chip
	takes [engine.NumKinds]game.Chip
	swap  game.Button
	done  game.Button
	why   string
	// The blocks: the words, the purses, the size's heading and chips, the
	// give and take headings and chips, and why Swap is off.
	words, purse, bank, sizeH, sizesAt, giveH, givesAt, takeH, takesAt, whyAt image.Rectangle
}

func (tr *trade) text() string {
	return lang.T("Your Trade acts: swap pieces with the bank one at a time, small for small or large for large, each for another kind. Up to %d more swaps; press Done when your treasure suits you.", tr.pend.Amount)
}

func (tr *trade) layout() {
	tr.words = tr.para(tr.t.Ctx.UI, tr.text(), dialogPad)
	tr.purse = tr.block(30)
	tr.y -= 8
	tr.bank = tr.block(30)
	tr.sizeH = tr.heading()
	tr.sizesAt = tr.block(40)
	tr.giveH = tr.heading()
	tr.givesAt = tr.block(40)
	tr.takeH = tr.heading()
	tr.takesAt = tr.block(40)
	tr.whyAt = tr.block(24)
}

func newTrade(t *Host, pend engine.Decision) *trade {
	tr := &trade{t: t, pend: pend, swaps: legalOf(t, engine.ActSwap), give: engine.NoKind, take: engine.NoKind}
	tr.large = !tr.allows(false, engine.NoKind, engine.NoKind) && tr.allows(true, engine.NoKind, engine.NoKind)
	return tr
}

func (tr *trade) name() string  { return "trade" }
func (tr *trade) title() string { return lang.T("Trade with the bank") }

// allows reports whether some legal swap has that size, gives give and
// takes take (NoKind: any).
func (tr *trade) allows(large bool, give, take engine.Kind) bool {
	for _, a := range tr.swaps {
		if a.Large == large && (give == engine.NoKind || a.Give == give) &&
			(take == engine.NoKind || engine.Kind(a.Target) == take) {
			return true
		}
	}
	return false
}

// chosen is the swap as chosen so far, and whether the engine accepts it
// (the reason in tr.why when not).
func (tr *trade) chosen() (engine.Action, bool) {
	a := engine.Action{Type: engine.ActSwap, Seat: tr.pend.Seat, Give: tr.give, Target: int8(tr.take), Large: tr.large}.Canonical()
	why := ""
	switch {
	case tr.give == engine.NoKind:
		why = lang.T("Choose a piece to give.")
	case tr.take == engine.NoKind:
		why = lang.T("Choose the kind to take for it.")
	case !tr.allows(tr.large, tr.give, tr.take):
		why = lang.T("The bank has no such piece for yours.")
	}
	var ok bool
	tr.why, ok = checkChoice(tr.t, a, why)
	return a, ok
}

func (tr *trade) chipRect(row, k int) image.Rectangle {
	r := tr.givesAt
	if row == 1 {
		r = tr.takesAt
	}
	x := r.Min.X + k*164
	return image.Rect(x, r.Min.Y, x+kindChipW, r.Min.Y+40)
}

func (tr *trade) update(ctx *game.Context, d *Dialog) *engine.Action {
	tr.fit(dialogW, 2, tr.layout)
	seat := int(tr.pend.Seat)
	pu := tr.t.Board.View.Seats[seat].Purse
	bank := tr.t.Board.View.Bank
	for i, large := range [2]bool{false, true} {
		label, reason := lang.T("Small for small"), lang.T("You have no small piece the bank could swap.")
		if large {
			label, reason = lang.T("Large for large"), lang.T("You have no large piece the bank could swap.")
		}
		x := tr.sizesAt.Min.X + i*220
		c := game.Chip{Rect: image.Rect(x, tr.sizesAt.Min.Y, x+210, tr.sizesAt.Max.Y), Label: label,
			Enabled: tr.allows(large, engine.NoKind, engine.NoKind), On: tr.large == large, Reason: reason,
			Name: "size:" + game.Itoa(i)}
		if c.Update(ctx) && tr.large != large {
			tr.large, tr.give, tr.take = large, engine.NoKind, engine.NoKind
		}
		tr.sizes[i] = c
	}
	other := lang.T("The bank has no small piece of another kind.")
	if tr.large {
		other = lang.T("The bank has no large piece of another kind.")
	}
	for k := 0; k < engine.NumKinds; k++ {
		have, stock := pu.Small[k], bank.Small[k]
		if tr.large {
			have, stock = pu.Large[k], bank.Large[k]
		}
		g := game.Chip{Rect: tr.chipRect(0, k), Label: lang.Word(assets.KindNames[k]), Badge: game.Itoa(int(have)),
			Tint: assets.KindColors[k], Name: "give:" + game.Itoa(k), On: tr.give == engine.Kind(k),
			Enabled: tr.allows(tr.large, engine.Kind(k), engine.NoKind)}
		if have == 0 {
			g.Reason = lang.T("You have no %s.", lang.PieceKind(engine.PieceKind{Large: tr.large, Kind: engine.Kind(k)}))
		} else {
			g.Reason = other
		}
		if g.Update(ctx) {
			tr.give = engine.Kind(k)
			if tr.take == tr.give || !tr.allows(tr.large, tr.give, tr.take) {
				tr.take = engine.NoKind
			}
		}
		tr.gives[k] = g
		tk := game.Chip{Rect: tr.chipRect(1, k), Label: lang.Word(assets.KindNames[k]), Badge: game.Itoa(int(stock)),
			Tint: assets.KindColors[k], Name: "take:" + game.Itoa(k), On: tr.take == engine.Kind(k),
			Enabled: tr.give != engine.NoKind && tr.allows(tr.large, tr.give, engine.Kind(k))}
		switch {
		case tr.give == engine.NoKind:
			tk.Reason = lang.T("First choose the piece you give.")
		case tr.give == engine.Kind(k):
			tk.Reason = lang.T("Swap for a different kind.")
		default:
			tk.Reason = lang.T("The bank has no %s.", lang.PieceKind(engine.PieceKind{Large: tr.large, Kind: engine.Kind(k)}))
		}
		if tk.Update(ctx) {
			tr.take = engine.Kind(k)
		}
		tr.takes[k] = tk
	}
	a, ok := tr.chosen()
	tr.swap = game.Button{Rect: tr.button(0, 2), Label: lang.T("Swap (Enter)"), Primary: true, Enabled: ok, Name: "swap", Reason: tr.why}
	tr.done = game.Button{Rect: tr.button(1, 2), Label: lang.T("Done (N)"), Enabled: true, Name: "done"}
	if tr.swap.Update(ctx) {
		return &a
	}
	if tr.done.Update(ctx) || ctx.In.Key(ebiten.KeyN) {
		pass := engine.Action{Type: engine.ActPass, Seat: tr.pend.Seat}.Canonical()
		return &pass
	}
	return nil
}

func (tr *trade) draw(dst *ebiten.Image, d *Dialog) {
	t := tr.t
	u := t.Ctx.UI
	x0 := tr.left()
	d.paraIn(dst, tr.text(), tr.words)
	d.text(dst, lang.T("You hold:"), x0, tr.purse.Min.Y+4, 20, true, game.Wine)
	drawPurseRow(dst, t, t.Board.View.Seats[tr.pend.Seat].Purse, x0+130, tr.purse.Min.Y)
	d.text(dst, lang.T("The bank:"), x0, tr.bank.Min.Y+4, 20, true, game.Wine)
	drawPurseRow(dst, t, t.Board.View.Bank, x0+130, tr.bank.Min.Y)
	d.text(dst, lang.T("Swap which size?"), x0, tr.sizeH.Min.Y, 20, true, game.Wine)
	for i := range tr.sizes {
		tr.sizes[i].Draw(dst, u)
	}
	d.text(dst, lang.T("Give one (each disc shows how many you hold):"), x0, tr.giveH.Min.Y, 20, true, game.Wine)
	d.text(dst, lang.T("Take one (each disc shows how many the bank has):"), x0, tr.takeH.Min.Y, 20, true, game.Wine)
	for k := 0; k < engine.NumKinds; k++ {
		tr.gives[k].Draw(dst, u)
		tr.takes[k].Draw(dst, u)
	}
	if tr.why != "" {
		d.text(dst, tr.why, x0, tr.whyAt.Min.Y, 18, true, game.BadRed)
	}
	tr.swap.Draw(dst, u)
	tr.done.Draw(dst, u)
}
