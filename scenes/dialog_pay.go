package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// payment is the dialog of every spell that asks a player for treasure:
// Donation and Sacrifice (give value back to the bank, DecReturn), City Tax
// and Sultan's Tax (pay, or let the token(s) go home, DecTax) and Teleport
// (pay the moved token's owner, DecTeleport). As in the bribe dialog, a
// stepper per kind offers only amounts some legal payment reaches, and Pay
// lights up only for a payment the engine accepts.
type payment struct {
	t       *Table
	pend    engine.Decision
	legal   []engine.Action // the legal payments (ActPay)
	decline bool            // the decision accepts a refusal (the taxes)
	amount  [engine.NumKinds]int8
	advice  bot.PaymentAdvice
	steps   [engine.NumKinds]game.Stepper
	pay     game.Button
	auto    game.Button
	no      game.Button
	why     string // why Pay is disabled, shown under the steppers
}

func newPayment(t *Table, pend engine.Decision) *payment {
	p := &payment{t: t, pend: pend}
	for _, a := range t.S.Legal() {
		switch a.Type {
		case engine.ActPay:
			p.legal = append(p.legal, a)
		case engine.ActDecline:
			p.decline = true
		}
	}
	var v engine.View
	if t.S.ActorView(&v) { // only what the seat may know
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
		return "Pay " + spellName(p.pend.Spell) + "?"
	case engine.DecTeleport:
		return "Teleport: pay " + p.t.S.Name(p.owner())
	}
	return spellName(p.pend.Spell) + ": give back " + game.Itoa(int(p.pend.Amount))
}

// owner is the seat whose token the Teleport moved (the public handle
// names it), or the payer when the token is not on view.
func (p *payment) owner() int {
	if tv, ok := tokenByHandle(&p.t.view, p.pend.Handle); ok {
		return int(tv.Seat)
	}
	return int(p.pend.Seat)
}

// caster names who cast the spell, "You" for the payer.
func (p *payment) caster() string {
	if p.pend.From == p.pend.Seat {
		return "You"
	}
	return p.t.S.Name(int(p.pend.From))
}

// text says what happened and what to choose.
func (p *payment) text() string {
	need := game.Itoa(int(p.pend.Amount))
	switch {
	case p.pend.Type == engine.DecTeleport:
		who := p.t.S.Name(p.owner())
		return "Your Teleport moved " + who + "'s token to " + placeName(p.pend.Space) + ". Pay " + who + " " + need +
			" treasure, of any kinds; if a large piece must be broken, the bank changes it."
	case p.pend.Spell == engine.CityTax:
		return p.caster() + " cast City Tax: pay " + need + " for your token in " + placeName(p.pend.Space) +
			", or it goes home. Each of your tokens in the city is asked about in turn."
	case p.pend.Spell == engine.SultansTax:
		return p.caster() + " cast Sultan's Tax: pay " + need + ", 1 for each of your tokens in the palace rooms, " +
			"or they all go home."
	}
	card := 5
	if p.pend.Spell == engine.Sacrifice {
		card = 7
	}
	s := p.caster() + " cast " + spellName(p.pend.Spell) + ": every player gives " + game.Itoa(card) +
		" treasure back to the bank. Choose what you give."
	if int(p.pend.Amount) > card {
		s += " The bank cannot make change for exactly " + game.Itoa(card) + ", so you give " + need + "."
	}
	return s
}

// reachable reports whether some legal payment pays at least amt of each
// kind.
func (p *payment) reachable(amt [engine.NumKinds]int8) bool {
	for _, a := range p.legal {
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

func (p *payment) sum() int {
	n := 0
	for _, v := range p.amount {
		n += int(v)
	}
	return n
}

// chosen is the payment as chosen so far, and whether the engine takes it
// (the reason in p.why when not).
func (p *payment) chosen() (engine.Action, bool) {
	a := engine.Action{Type: engine.ActPay, Seat: p.pend.Seat, Amounts: p.amount}.Canonical()
	need := int(p.pend.Amount)
	listed := false
	for _, l := range p.legal {
		if l.Amounts == a.Amounts {
			listed = true
			break
		}
	}
	switch {
	case len(p.legal) == 0:
		p.why = "You cannot pay this in any way."
	case p.sum() < need:
		p.why = "Choose treasure worth exactly " + game.Itoa(need) + ": " + game.Itoa(need-p.sum()) + " more."
	case !listed:
		p.why = "The bank cannot make change for that; choose another mix."
	default:
		if err := p.t.S.Check(a); err != nil {
			p.why = err.Error()
			return a, false
		}
		p.why = ""
		return a, true
	}
	return a, false
}

func (p *payment) stepRect(k int) image.Rectangle {
	y := dialogRect.Min.Y + 290 + k*58
	return image.Rect(dialogRect.Min.X+340, y, dialogRect.Min.X+520, y+40)
}

func (p *payment) update(ctx *game.Context, d *Dialog) *engine.Action {
	seat := int(p.pend.Seat)
	pu := p.t.view.Seats[seat].Purse
	need := int(p.pend.Amount)
	for k := 0; k < engine.NumKinds; k++ {
		s := &p.steps[k]
		s.Rect = p.stepRect(k)
		s.Value, s.Min, s.Max = int(p.amount[k]), 0, need
		s.Name = "pay:" + game.Itoa(k)
		more := p.amount
		more[k]++
		s.PlusDisabled = !p.reachable(more)
		switch {
		case p.sum() >= need:
			s.PlusReason = "That already pays it all."
		case pu.Value(engine.Kind(k)) <= int(p.amount[k]):
			s.PlusReason = "You hold no more " + assets.KindNames[k] + "."
		default:
			s.PlusReason = "The bank cannot make change for that."
		}
		if s.Update(ctx) {
			p.amount[k] = int8(s.Value)
		}
	}
	a, ok := p.chosen()
	n := 2
	if p.decline {
		n = 3
	}
	label := "Pay (Enter)"
	if p.pend.Type == engine.DecReturn {
		label = "Give back (Enter)"
	}
	p.pay = game.Button{Rect: bottomButton(0, n), Label: label, Primary: true, Enabled: ok, Name: "pay", Reason: p.why}
	p.auto = game.Button{Rect: bottomButton(1, n), Label: "Suggest", Enabled: p.advice.Found, Name: "suggest",
		Reason: "There is no way to pay this."}
	if p.pay.Update(ctx) {
		return &a
	}
	if p.auto.Update(ctx) && p.advice.Found {
		p.amount = p.advice.Action.Amounts
	}
	if p.decline {
		label = "Send it home (N)"
		if p.pend.Spell == engine.SultansTax {
			label = "Send them home (N)"
		}
		p.no = game.Button{Rect: bottomButton(2, n), Label: label, Enabled: true, Name: "decline"}
		if p.no.Update(ctx) || ctx.In.Key(ebiten.KeyN) {
			dec := engine.Decline(seat)
			return &dec
		}
	}
	return nil
}

func (p *payment) draw(dst *ebiten.Image, d *Dialog) {
	t := p.t
	u := t.ctx.UI
	a := t.ctx.Assets
	seat := int(p.pend.Seat)
	x0, y0 := dialogRect.Min.X+30, dialogRect.Min.Y+84
	if sp := p.pend.Spell; sp >= 0 && int(sp) < len(assets.SpellNames) {
		game.DrawImageAt(dst, a.SpellFace(int(sp)), float64(x0+60), float64(y0+88), 0.68, 1)
	}
	y := d.paragraph(dst, p.text(), x0+140, y0, dialogRect.Dx()-200)
	// The token the payment is about: the taxed one, or the teleported one.
	if p.pend.Type != engine.DecReturn && p.pend.Spell != engine.SultansTax {
		if tv, ok := tokenByHandle(&t.view, p.pend.Handle); ok {
			img, sc := tokenPicture(t, tv)
			game.DrawImageAt(dst, img, float64(x0+172), float64(y+36), sc, 1)
			d.text(dst, "in "+placeName(tv.Space), x0+212, y+24, 18, false, game.Ink)
		}
	}
	pu := t.view.Seats[seat].Purse
	for k := 0; k < engine.NumKinds; k++ {
		r := p.stepRect(k)
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x0+30), float64(r.Min.Y+20), 1, 1)
		d.text(dst, assets.KindNames[k]+" - you hold "+game.Itoa(pu.Value(engine.Kind(k))), x0+60, r.Min.Y+8, 18, false, game.Ink)
		p.steps[k].Draw(dst, u)
		if p.amount[k] > 0 {
			d.text(dst, planText(pu, engine.Kind(k), int(p.amount[k])), x0+510, r.Min.Y+10, game.MinTextSize, false, game.Ink)
		}
	}
	d.text(dst, "Chosen: "+game.Itoa(p.sum())+" of "+game.Itoa(int(p.pend.Amount)), x0, dialogRect.Min.Y+586, 22, true, game.Wine)
	if p.why != "" {
		for i, l := range game.Wrap(p.why, u.Face(18, true), float64(dialogRect.Dx()-60)) {
			d.text(dst, l, x0, dialogRect.Min.Y+624+i*24, 18, true, game.BadRed)
		}
	}
	p.pay.Draw(dst, u)
	p.auto.Draw(dst, u)
	if p.decline {
		p.no.Draw(dst, u)
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
