package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// bribe asks a player who fell short at the guard whether to pay the
// difference (any kinds) or stay out and take their room tokens home.
type bribe struct {
	t      *Table
	pend   engine.Decision
	amount [engine.NumKinds]int8
	legal  []engine.Action
	advice bot.PaymentAdvice // what Suggest proposes: it spares what the room tokens need
	steps  [engine.NumKinds]game.Stepper
	pay    game.Button
	auto   game.Button
	no     game.Button
}

func newBribe(t *Table, pend engine.Decision) *bribe {
	b := &bribe{t: t, pend: pend}
	for _, a := range t.S.Legal() {
		if a.Type == engine.ActBribe {
			b.legal = append(b.legal, a)
		}
	}
	var v engine.View
	if t.S.ActorView(&v) { // only what the seat may know
		b.advice = bot.SuggestBribe(&v, b.legal)
	}
	return b
}

func (b *bribe) name() string  { return "bribe" }
func (b *bribe) title() string { return "Bribe the palace guard?" }

// reachable reports whether some legal bribe pays at least amt of each kind.
func (b *bribe) reachable(amt [engine.NumKinds]int8) bool {
	for _, a := range b.legal {
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

func (b *bribe) exact() (engine.Action, bool) {
	for _, a := range b.legal {
		if a.Amounts == b.amount {
			return a, true
		}
	}
	return engine.Action{}, false
}

func (b *bribe) sum() int {
	n := 0
	for _, v := range b.amount {
		n += int(v)
	}
	return n
}

func (b *bribe) update(ctx *game.Context, d *Dialog) *engine.Action {
	seat := int(b.pend.Seat)
	pu := b.t.view.Seats[seat].Purse
	need := int(b.pend.Amount)
	for k := 0; k < engine.NumKinds; k++ {
		s := &b.steps[k]
		s.Rect = image.Rect(dialogRect.Min.X+340, dialogRect.Min.Y+300+k*58, dialogRect.Min.X+520, dialogRect.Min.Y+340+k*58)
		s.Value, s.Min, s.Max = int(b.amount[k]), 0, need
		s.Name = "bribe:" + game.Itoa(k)
		more := b.amount
		more[k]++
		s.PlusDisabled = !b.reachable(more)
		switch {
		case b.sum() >= need:
			s.PlusReason = "That already pays the whole bribe."
		case pu.Value(engine.Kind(k)) <= int(b.amount[k]):
			s.PlusReason = "You hold no more " + assets.KindNames[k] + "."
		default:
			s.PlusReason = "The bank cannot make change for that."
		}
		if s.Update(ctx) {
			b.amount[k] = int8(s.Value)
		}
	}
	a, ok := b.exact()
	b.pay = game.Button{Rect: bottomButton(0, 3), Label: "Pay and enter", Primary: true, Enabled: ok, Name: "pay",
		Reason: "Choose treasure worth exactly " + game.Itoa(need) + "."}
	b.auto = game.Button{Rect: bottomButton(1, 3), Label: "Suggest", Enabled: len(b.legal) > 0, Name: "suggest",
		Reason: "You do not hold enough treasure to bribe the guard."}
	b.no = game.Button{Rect: bottomButton(2, 3), Label: "Stay out (N)", Enabled: true, Name: "decline"}
	if b.pay.Update(ctx) || (ok && ctx.In.Confirm()) {
		return &a
	}
	if b.auto.Update(ctx) && b.advice.Found {
		b.amount = b.advice.Action.Amounts
	}
	if b.no.Update(ctx) || ctx.In.Key(ebiten.KeyN) {
		dec := engine.Decline(seat)
		return &dec
	}
	return nil
}

func (b *bribe) draw(dst *ebiten.Image, d *Dialog) {
	t := b.t
	u := t.ctx.UI
	a := t.ctx.Assets
	seat := int(b.pend.Seat)
	x0, y0 := dialogRect.Min.X+30, dialogRect.Min.Y+84
	g := int(t.view.Guard)
	if g > 0 {
		game.DrawImageAt(dst, a.Guard(g), float64(x0+40), float64(y0+40), 1.3, 1)
	}
	need := int(b.pend.Amount)
	d.paragraph(dst, "The guard's strength is "+game.Itoa(g)+"; yours at the gate is "+game.Itoa(g-need)+
		". Pay "+game.Itoa(need)+" treasure, of any kinds, to enter the palace. If you stay out, your tokens in the rooms go home.",
		x0+100, y0, dialogRect.Dx()-160)
	pu := t.view.Seats[seat].Purse
	for k := 0; k < engine.NumKinds; k++ {
		y := dialogRect.Min.Y + 300 + k*58
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x0+30), float64(y+20), 1, 1)
		d.text(dst, assets.KindNames[k]+" - you hold "+game.Itoa(pu.Value(engine.Kind(k))), x0+60, y+8, 18, false, game.Ink)
		b.steps[k].Draw(dst, u)
		if b.amount[k] > 0 {
			d.text(dst, planText(pu, engine.Kind(k), int(b.amount[k])), x0+510, y+10, game.MinTextSize, false, game.Ink)
		}
	}
	d.text(dst, "Chosen: "+game.Itoa(b.sum())+" of "+game.Itoa(need), x0, dialogRect.Min.Y+600, 22, true, game.Wine)
	if msg := bribeRoomsWarning(b.advice); msg != "" {
		d.text(dst, msg, x0, dialogRect.Max.Y-120, 18, true, game.BadRed)
	}
	b.pay.Draw(dst, u)
	b.auto.Draw(dst, u)
	b.no.Draw(dst, u)
}

// bribeRoomsWarning says plainly when every bribe spends treasure that the
// seat's room tokens need (empty when some bribe keeps every room payable).
func bribeRoomsWarning(a bot.PaymentAdvice) string {
	switch {
	case !a.Found || a.KeepsRooms():
		return ""
	case a.RoomsKept == 0:
		return "No bribe leaves you able to pay for your rooms."
	}
	return "No bribe leaves you able to pay for all your rooms; Suggest keeps " +
		game.Itoa(a.RoomsKept) + " of " + game.Itoa(a.Rooms) + " payable."
}
