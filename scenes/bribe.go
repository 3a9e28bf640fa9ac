package scenes

import (
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// bribe asks a player who fell short at the guard whether to pay the
// difference (any kinds, the shared kindPayment) or stay out and take
// their room tokens home.
type bribe struct {
	kindPayment // its advice spares what the room tokens need
	pend        engine.Decision
	no          game.Button
}

func newBribe(t *Table, pend engine.Decision) *bribe {
	b := &bribe{pend: pend, kindPayment: newKindPayment(t, pend, legalOf(t, engine.ActBribe), "bribe:")}
	b.paidAll = "That already pays the whole bribe."
	b.payLabel = "Pay and enter"
	b.noWay = "You do not hold enough treasure to bribe the guard."
	var v engine.View
	if t.S.ActorView(&v) { // only what the seat may know
		b.advice = bot.SuggestBribe(&v, b.legal)
	}
	return b
}

func (b *bribe) name() string  { return "bribe" }
func (b *bribe) title() string { return "Bribe the palace guard?" }

func (b *bribe) update(ctx *game.Context, d *Dialog) *engine.Action {
	if a := b.kindPayment.update(ctx, 3); a != nil {
		return a
	}
	return refusal(ctx, &b.no, 2, 3, "Stay out (N)", b.seat)
}

func (b *bribe) draw(dst *ebiten.Image, d *Dialog) {
	t := b.t
	x0, y0 := dialogRect.Min.X+30, dialogRect.Min.Y+84
	g := int(t.view.Guard)
	if g > 0 {
		game.DrawImageAt(dst, t.ctx.Assets.Guard(g), float64(x0+40), float64(y0+40), 1.3, 1)
	}
	d.paragraph(dst, "The guard's strength is "+game.Itoa(g)+"; yours at the gate is "+game.Itoa(g-b.need)+
		". Pay "+game.Itoa(b.need)+" treasure, of any kinds, to enter the palace. If you stay out, your tokens in the rooms go home.",
		x0+100, y0, dialogRect.Dx()-160)
	y := b.kindPayment.draw(dst, d)
	if msg := bribeRoomsWarning(b.advice); msg != "" {
		d.text(dst, msg, x0, y, 18, true, game.BadRed)
	}
	b.no.Draw(dst, t.ctx.UI)
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
