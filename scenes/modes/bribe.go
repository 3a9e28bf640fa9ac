package modes

import (
	"image"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// bribe asks a player who fell short at the guard whether to pay the
// difference (any kinds, the shared kindPayment) or stay out and take
// their room tokens home.
type bribe struct {
	kindPayment // its advice spares what the room tokens need
	pend        engine.Decision
	no          game.Button
	words, warn image.Rectangle
}

func newBribe(t *Host, pend engine.Decision) *bribe {
	b := &bribe{pend: pend, kindPayment: newKindPayment(t, pend, legalOf(t, engine.ActBribe), "bribe:")}
	b.paidAll = lang.T("That already pays the whole bribe.")
	b.payLabel = lang.T("Pay and enter")
	b.noWay = lang.T("You do not hold enough treasure to bribe the guard.")
	var v engine.View
	if t.Game.ActorView(&v) { // only what the seat may know
		b.advice = bot.SuggestBribe(&v, b.legal)
	}
	return b
}

func (b *bribe) name() string  { return "bribe" }
func (b *bribe) title() string { return lang.T("Bribe the palace guard?") }

// text says where the player stands at the gate.
func (b *bribe) text() string {
	g := int(b.t.Board.View.Guard)
	return lang.T("The guard's strength is %d; yours at the gate is %d. Pay %d treasure, of any kinds, to enter the palace. If you stay out, your tokens in the rooms go home.",
		g, g-b.need, b.need)
}

// layout: the guard beside the words, the steppers, what is chosen, and
// the warning when no bribe keeps the rooms payable.
func (b *bribe) layout() {
	u := b.t.Ctx.UI
	top := b.y
	b.words = b.para(u, b.text(), 130)
	b.add(image.Rect(b.left(), top, b.left()+80, top+80)) // the guard
	b.kindPayment.layout(u)
	b.warn = image.Rectangle{}
	if msg := bribeRoomsWarning(b.advice); msg != "" {
		b.warn = b.block(24 * len(game.Wrap(msg, u.Face(18, true), float64(b.width()))))
	}
}

func (b *bribe) update(ctx *game.Context, d *Dialog) *engine.Action {
	b.fit(dialogW, 3, b.layout)
	if a := b.kindPayment.update(ctx, 3); a != nil {
		return a
	}
	return refusal(ctx, &b.box, &b.no, 2, 3, lang.T("Stay out (N)"), b.seat)
}

func (b *bribe) draw(dst *ebiten.Image, d *Dialog) {
	t := b.t
	u := t.Ctx.UI
	if g := int(t.Board.View.Guard); g > 0 {
		game.DrawImageAt(dst, t.Ctx.Assets.Guard(g), float64(b.left()+40), float64(b.words.Min.Y+40), 1.3, 1)
	}
	d.paraIn(dst, b.text(), b.words)
	b.kindPayment.draw(dst, d)
	if msg := bribeRoomsWarning(b.advice); msg != "" {
		y := b.warn.Min.Y
		for _, l := range game.Wrap(msg, u.Face(18, true), float64(b.warn.Dx())) {
			d.text(dst, l, b.warn.Min.X, y, 18, true, game.BadRed)
			y += 24
		}
	}
	b.no.Draw(dst, u)
}

// bribeRoomsWarning says plainly when every bribe spends treasure that the
// seat's room tokens need (empty when some bribe keeps every room payable).
func bribeRoomsWarning(a bot.PaymentAdvice) string {
	switch {
	case !a.Found || a.KeepsRooms():
		return ""
	case a.RoomsKept == 0:
		return lang.T("No bribe leaves you able to pay for your rooms.")
	}
	return lang.T("No bribe leaves you able to pay for all your rooms; Suggest keeps %d of %d payable.", a.RoomsKept, a.Rooms)
}
