package modes

import (
	"image"
	"image/color"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// purchase is the palace purchase dialog: the artifact on offer, the
// player's tokens in the room, and for each token a treasure kind. Only the
// kinds that some legal payment allows are offered; the others are greyed
// with the reason.
type purchase struct {
	box
	t      *Host
	pend   engine.Decision
	tokens []int // token indices in the room
	// cost is what each of those tokens counts for here, from the buyer's
	// view: what it costs to pay for it.
	cost   [engine.MaxPaySlots]int
	pay    [engine.MaxPaySlots]engine.Kind
	legal  []engine.Action
	advice bot.PaymentAdvice // what Suggest proposes: it spares what later rooms need
	chips  [][engine.NumKinds]game.Chip
	buy    game.Button
	auto   game.Button
	no     game.Button
	// The blocks: the artifact on sale, the words, the cost, the rows of
	// chips (one per token), and the note when nothing can pay.
	tile, words, costAt, rowsAt, cannot image.Rectangle
}

// purchase rows: one per token, its chips and a note under them.
const purchasePitch = 66

func newPurchase(t *Host, pend engine.Decision) *purchase {
	p := &purchase{t: t, pend: pend, legal: legalOf(t, engine.ActBuy)}
	for i := range p.pay {
		p.pay[i] = engine.NoKind
	}
	v := &t.Board.View
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if int(tv.Seat) == int(pend.Seat) && tv.Space == pend.Space && tv.Token >= 0 {
			p.tokens = append(p.tokens, int(tv.Token))
		}
	}
	p.chips = make([][engine.NumKinds]game.Chip, len(p.tokens))
	var sv engine.View
	if t.Game.ActorView(&sv) { // only what the seat may know
		for _, tok := range p.tokens {
			p.cost[tok] = int(sv.ValueOf(tok, pend.Space))
		}
		p.advice = bot.SuggestPurchase(&sv, p.legal)
	}
	return p
}

func (p *purchase) name() string { return "buy" }

func (p *purchase) title() string { return lang.T("Buy in %s?", gamelog.SpaceName(p.pend.Space)) }

// fits reports whether a legal payment agrees with the choices so far and
// pays kind k for token tok.
func (p *purchase) fits(tok int, k engine.Kind) bool {
	for _, a := range p.legal {
		if a.Pay[tok] != k {
			continue
		}
		ok := true
		for _, o := range p.tokens {
			if o != tok && p.pay[o] != engine.NoKind && a.Pay[o] != p.pay[o] {
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

func (p *purchase) complete() (engine.Action, bool) {
	for _, a := range p.legal {
		match := true
		for _, o := range p.tokens {
			if a.Pay[o] != p.pay[o] {
				match = false
				break
			}
		}
		if match {
			return a, true
		}
	}
	return engine.Action{}, false
}

func (p *purchase) update(ctx *game.Context, d *Dialog) *engine.Action {
	seat := int(p.pend.Seat)
	pu := p.t.Board.View.Seats[seat].Purse
	p.fit(purchaseW, 3, p.layout)
	for row, tok := range p.tokens {
		val := p.cost[tok]
		for k := 0; k < engine.NumKinds; k++ {
			r := p.chipRect(row, k)
			c := kindChip(r, k, pu.Value(engine.Kind(k)))
			c.Name = "pay:" + game.Itoa(tok) + ":" + game.Itoa(k)
			c.On = p.pay[tok] == engine.Kind(k)
			if !c.On && !p.fits(tok, engine.Kind(k)) {
				c.Enabled = false
				c.Reason = p.why(tok, val, engine.Kind(k), pu)
			}
			if c.Update(ctx) {
				if c.On {
					p.pay[tok] = engine.NoKind
				} else {
					p.pay[tok] = engine.Kind(k)
				}
			}
			p.chips[row][k] = c
		}
	}
	if art := p.t.Board.Spots.OnSaleAt(p.pend.Space.Room()); art != engine.NoArtifact && ctx.In.In(p.tile) && ctx.In.Idle() > 20 {
		ctx.UI.Tip(ui.ArtifactPower(art), ctx.In.Mouse)
	}
	a, ok := p.complete()
	p.buy = game.Button{Rect: p.button(0, 3), Label: lang.T("Buy (Enter)"), Primary: true, Enabled: ok, Name: "buy",
		Reason: lang.T("Choose a kind of treasure for each token first.")}
	p.auto = game.Button{Rect: p.button(1, 3), Label: lang.T("Suggest"), Enabled: len(p.legal) > 0, Name: "suggest",
		Reason: lang.T("No way to pay: you cannot afford this artifact.")}
	if p.buy.Update(ctx) { // the primary button: Enter presses it too
		return &a
	}
	if p.auto.Update(ctx) && p.advice.Found {
		for _, o := range p.tokens {
			p.pay[o] = p.advice.Action.Pay[o]
		}
	}
	return refusal(ctx, &p.box, &p.no, 2, 3, lang.T("Decline (N)"), seat)
}

// why explains a greyed-out kind.
func (p *purchase) why(tok, val int, k engine.Kind, pu engine.Purse) string {
	for _, o := range p.tokens {
		if o != tok && p.pay[o] == k {
			return lang.T("You already pay %s for your %d: each token needs a different kind.", lang.Kind(k), engine.Numeral(o))
		}
	}
	if pu.Value(k) < val {
		return lang.T("You hold only %d worth of %s; this token needs %d.", pu.Value(k), lang.Kind(k), val)
	}
	return lang.T("Not possible together with your other choices (the bank may lack the change).")
}

// purchaseW is the purchase's width: a row of five kind chips right of
// the token, each with room for the longest kind's name.
const purchaseW = 910

func (p *purchase) chipRect(row, k int) image.Rectangle {
	x := p.fr.Min.X + 106 + k*154
	y := p.rowsAt.Min.Y + row*purchasePitch
	return image.Rect(x, y, x+152, y+36)
}

// text says what is on sale and how it is paid.
func (p *purchase) text() string {
	room := p.pend.Space.Room()
	left := int(p.t.Board.View.StackLen[room])
	what := lang.T("The top artifact of this room's stack (%d left) is yours if you pay.", left)
	if art := p.t.Board.Spots.OnSaleAt(room); art != engine.NoArtifact {
		what = lang.T("%s (%d more in this room) is yours if you pay.", lang.Capital(gamelog.ArtifactName(art)), left-1)
	}
	return what + " " + lang.T("For each of your tokens here, pay its value in one kind of treasure, a different kind for each token. The bank makes change for large pieces when it can.")
}

// layout: the artifact beside the words, the cost, a row of chips per
// token, and why nothing can pay when so.
func (p *purchase) layout() {
	u := p.t.Ctx.UI
	top := p.y
	p.words = p.para(u, p.text(), 130)
	p.tile = p.add(image.Rect(p.left(), top, p.left()+80, top+80))
	p.costAt = p.block(28)
	p.rowsAt = p.block(max(len(p.tokens), 1)*purchasePitch - purchasePitch + 60)
	p.cannot = image.Rectangle{}
	if len(p.legal) == 0 {
		p.cannot = p.block(24)
	}
}

func (p *purchase) draw(dst *ebiten.Image, d *Dialog) {
	t := p.t
	u := t.Ctx.UI
	a := t.Ctx.Assets
	seat := int(p.pend.Seat)
	tile := p.tile
	x0 := tile.Min.X
	// The artifact: face down until bought in the basic game; in the magic
	// version the one on sale lies face up (decision D20).
	u.Shapes.RoundRect(dst, tile, 10, game.Teal, game.GiltLight, 3)
	if art := t.Board.Spots.OnSaleAt(p.pend.Space.Room()); art != engine.NoArtifact {
		c := board.RectCenter(tile)
		game.DrawImageAt(dst, a.Artifact(art), float64(c.X), float64(c.Y), 1, 1)
	} else {
		u.Text.Draw(dst, "?", u.Face(44, true), float64(tile.Min.X+40), float64(tile.Min.Y+12), game.Center, game.GiltLight)
	}
	d.paraIn(dst, p.text(), p.words)
	cost := 0
	for _, tok := range p.tokens {
		cost += p.cost[tok]
	}
	d.text(dst, lang.T("Cost: %d treasure (each disc shows what you hold)", cost), x0, p.costAt.Min.Y, 22, true, game.Wine)
	pu := t.Board.View.Seats[seat].Purse
	for row, tok := range p.tokens {
		r := p.chipRect(row, 0)
		game.DrawImageAt(dst, a.Token(t.Game.Color(seat), int(engine.Numeral(tok))), float64(x0+40), float64(r.Min.Y+18), 0.9, 1)
		for k := 0; k < engine.NumKinds; k++ {
			p.chips[row][k].Draw(dst, u)
		}
		note := lang.T("choose a kind")
		clr := color.Color(game.Greyed)
		if k := p.pay[tok]; k != engine.NoKind {
			note = lang.T("pays %s: %s", gamelog.WorthOf(p.cost[tok], engine.Kind(k)), planText(pu, k, p.cost[tok]))
			clr = game.Ink
		}
		d.text(dst, note, r.Min.X, r.Max.Y+4, game.MinTextSize, false, clr)
	}
	if len(p.legal) == 0 {
		d.text(dst, lang.T("You cannot pay for this artifact; decline to pass the offer on."), x0, p.cannot.Min.Y, 18, true, game.BadRed)
	}
	p.buy.Draw(dst, u)
	p.auto.Draw(dst, u)
	p.no.Draw(dst, u)
}
