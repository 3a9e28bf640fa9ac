package modes

import (
	"image"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/gamelog"

	"github.com/hajimehoshi/ebiten/v2"
)

// payment is the dialog of every spell that asks a player for treasure:
// Donation and Sacrifice (give value back to the bank, DecReturn), City Tax
// and Sultan's Tax (pay, or let the token(s) go home, DecTax) and Teleport
// (pay the moved token's owner, DecTeleport). The paying is the bribe's
// (kindPayment); what differs is the words and the refusal.
type payment struct {
	kindPayment
	pend    engine.Decision
	decline bool // the decision accepts a refusal (the taxes)
	no      game.Button
	words   image.Rectangle
	token   image.Rectangle // the token the payment is about (empty: none shown)
}

func newPayment(t *Host, pend engine.Decision) *payment {
	p := &payment{pend: pend, kindPayment: newKindPayment(t, pend, legalOf(t, engine.ActPay), "pay:")}
	p.decline = len(legalOf(t, engine.ActDecline)) > 0
	p.paidAll = lang.T("That already pays it all.")
	p.payLabel = lang.T("Pay (Enter)")
	if pend.Type == engine.DecReturn {
		p.payLabel = lang.T("Give back (Enter)")
	}
	p.noWay = lang.T("There is no way to pay this.")
	var v engine.View
	if t.Game.ActorView(&v) { // only what the seat may know
		p.advice = payAdvice(&v, p.legal)
	}
	return p
}

// payAdvice is what Suggest proposes: the bribe dialog's advice, which
// weighs a payment by the value it takes of each kind, as these payments
// do; it keeps the seat able to pay for its room tokens, breaks no large
// piece if it can, and pays from the kinds held most. Every room counts,
// not only those after the decision's space.
func payAdvice(v *engine.View, legal []engine.Action) bot.PaymentAdvice {
	asBribes := make([]engine.Action, len(legal))
	for i, a := range legal {
		asBribes[i] = engine.Bribe(int(a.Seat), a.Amounts)
	}
	w := *v
	w.Pending.Space = engine.Guard // rooms lie after the guard
	adv := bot.SuggestBribe(&w, asBribes)
	if adv.Found {
		adv.Action = engine.Action{Type: engine.ActPay, Seat: adv.Action.Seat, Amounts: adv.Action.Amounts}.Canonical()
	}
	return adv
}

func (p *payment) name() string {
	switch p.pend.Type {
	case engine.DecTax:
		return "tax"
	case engine.DecTeleport:
		return "teleport"
	}
	return "return"
}

func (p *payment) title() string {
	switch p.pend.Type {
	case engine.DecTax:
		return lang.T("Pay %s?", gamelog.SpellName(p.pend.Spell))
	case engine.DecTeleport:
		return lang.T("%s: pay %s", gamelog.SpellName(engine.Teleport), p.t.Game.Name(p.owner()))
	}
	return lang.T("%s: give back %d", gamelog.SpellName(p.pend.Spell), p.pend.Amount)
}

// owner is the seat whose token the Teleport moved (the public handle
// names it), or the payer when the token is not on view.
func (p *payment) owner() int {
	if tv, ok := tokenByHandle(&p.t.Board.View, p.pend.Handle); ok {
		return int(tv.Seat)
	}
	return int(p.pend.Seat)
}

// text says what happened and what to choose: the payer cast the spell
// (the Return spells reach their caster too) or another player did.
func (p *payment) text() string {
	need, spell := int(p.pend.Amount), gamelog.SpellName(p.pend.Spell)
	own := p.pend.From == p.pend.Seat
	caster := p.t.Game.Name(int(p.pend.From))
	switch {
	case p.pend.Type == engine.DecTeleport:
		who := p.t.Game.Name(p.owner())
		return lang.T("Your Teleport moved %s's token to %s. Pay %s %d treasure, of any kinds; if a large piece must be broken, the bank changes it.",
			who, gamelog.PlaceName(p.pend.Space), who, need)
	case p.pend.Spell == engine.CityTax && own:
		return lang.T("You cast %s: pay %d for your token in %s, or it goes home. Each of your tokens in the city is asked about in turn.",
			spell, need, gamelog.PlaceName(p.pend.Space))
	case p.pend.Spell == engine.CityTax:
		return lang.T("%s cast %s: pay %d for your token in %s, or it goes home. Each of your tokens in the city is asked about in turn.",
			caster, spell, need, gamelog.PlaceName(p.pend.Space))
	case p.pend.Spell == engine.SultansTax && own:
		return lang.T("You cast %s: pay %d, 1 for each of your tokens in the palace rooms, or they all go home.", spell, need)
	case p.pend.Spell == engine.SultansTax:
		return lang.T("%s cast %s: pay %d, 1 for each of your tokens in the palace rooms, or they all go home.", caster, spell, need)
	}
	card := 5
	if p.pend.Spell == engine.Sacrifice {
		card = 7
	}
	s := lang.T("%s cast %s: every player gives %d treasure back to the bank. Choose what you give.", caster, spell, card)
	if own {
		s = lang.T("You cast %s: every player gives %d treasure back to the bank. Choose what you give.", spell, card)
	}
	if need > card {
		s += " " + lang.T("The bank cannot make change for exactly %d, so you give %d.", card, need)
	}
	return s
}

// about is the token the payment is about: the taxed one, or the
// teleported one.
func (p *payment) about() (engine.TokenView, bool) {
	if p.pend.Type == engine.DecReturn || p.pend.Spell == engine.SultansTax {
		return engine.TokenView{}, false
	}
	return tokenByHandle(&p.t.Board.View, p.pend.Handle)
}

// buttons is how many buttons the payment has along its foot.
func (p *payment) buttons() int {
	if p.decline {
		return 3
	}
	return 2
}

// layout: the spell's card beside the words and the token they are about,
// then the steppers and what is chosen.
func (p *payment) layout() {
	u := p.t.Ctx.UI
	top := p.y
	p.words = p.para(u, p.text(), 170)
	p.token = image.Rectangle{}
	if _, ok := p.about(); ok {
		p.token = p.indented(170, 60)
	}
	if sp := p.pend.Spell; sp >= 0 && sp < engine.NumSpells {
		p.add(image.Rect(p.left(), top, p.left()+124, top+176)) // the card
	}
	p.kindPayment.layout(u)
}

func (p *payment) update(ctx *game.Context, d *Dialog) *engine.Action {
	p.fit(dialogW, p.buttons(), p.layout)
	if !p.decline {
		return p.kindPayment.update(ctx, 2)
	}
	if a := p.kindPayment.update(ctx, 3); a != nil {
		return a
	}
	label := lang.T("Send it home (N)")
	if p.pend.Spell == engine.SultansTax {
		label = lang.T("Send them home (N)")
	}
	return refusal(ctx, &p.box, &p.no, 2, 3, label, p.seat)
}

func (p *payment) draw(dst *ebiten.Image, d *Dialog) {
	t := p.t
	if sp := p.pend.Spell; sp >= 0 && sp < engine.NumSpells {
		game.DrawImageAt(dst, t.Ctx.Assets.SpellFace(sp), float64(p.left()+62), float64(p.words.Min.Y+88), 0.68, 1)
	}
	d.paraIn(dst, p.text(), p.words)
	if tv, ok := p.about(); ok {
		img, sc := tokenPicture(t, tv)
		game.DrawImageAt(dst, img, float64(p.token.Min.X+28), float64(p.token.Min.Y+30), sc, 1)
		d.text(dst, lang.T("in %s", gamelog.PlaceName(tv.Space)), p.token.Min.X+68, p.token.Min.Y+18, 18, false, game.Ink)
	}
	p.kindPayment.draw(dst, d)
	if p.decline {
		p.no.Draw(dst, t.Ctx.UI)
	}
}

// tokenByHandle finds a token on the board by its public handle: a printed
// token or a Flying Carpet or Double.
func tokenByHandle(v *engine.View, h uint8) (engine.TokenView, bool) {
	for i := 0; i < int(v.NumTokens); i++ {
		if v.Tokens[i].Seq == h {
			return v.Tokens[i], true
		}
	}
	for _, tv := range v.Extra {
		if tv.Space != engine.Behind && tv.Seq == h {
			return tv, true
		}
	}
	return engine.TokenView{}, false
}
