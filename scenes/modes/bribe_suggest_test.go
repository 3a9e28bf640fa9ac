package modes

import (
	"image"
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// firstPaymentSpendsRoomTreasure plays bot games until a seat must pay (a
// bribe or a purchase, as dec says) and the first payment the engine lists
// (what Suggest used to propose) leaves fewer of its rooms still to come
// payable than the suggested one does.
func firstPaymentSpendsRoomTreasure(t *testing.T, dec engine.DecisionType) *engine.State {
	t.Helper()
	suggest := bot.SuggestBribe
	if dec == engine.DecBuy {
		suggest = bot.SuggestPurchase
	}
	for seed := uint64(1); seed < 400; seed++ {
		players := 3 + int(seed%3)
		st, bots := botGame(t, players, seed, func(i int) bot.Bot {
			return bot.New(bot.Level(int(seed+uint64(i))%2), seed*10+uint64(i)) // Random and Easy
		})
		var v engine.View
		for !st.Over() {
			p := int(st.Pending().Seat)
			st.ViewInto(p, &v)
			if v.Pending.Type == dec {
				legal := st.Legal()
				best := suggest(&v, legal)
				first := suggest(&v, legal[1:2]) // legal[0] is the refusal
				if best.RoomsKept > first.RoomsKept {
					return st
				}
			}
			if _, err := st.Apply(bots[p].Act(&v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no game met a %v whose first listed payment spends what the rooms need", dec)
	return nil
}

// clickButton presses and releases the mouse over r, one tick each, calling
// update after each; neither may submit an action.
func clickButton(t *testing.T, ctx *game.Context, r image.Rectangle, update func() *engine.Action) {
	t.Helper()
	*ctx.In = game.Input{Mouse: r.Min.Add(r.Size().Div(2)), Clicked: true, Pressed: true}
	if a := update(); a != nil {
		t.Fatalf("pressing the button submitted %v", a)
	}
	*ctx.In = game.Input{Mouse: ctx.In.Mouse, Released: true}
	if a := update(); a != nil {
		t.Fatalf("releasing the button submitted %v", a)
	}
}

// The bribe dialog's Suggest proposes a split that keeps the seat's rooms
// payable (issue 10, point 13): clicking it fills in the advice, not the
// first legal split, and Enter then pays it.
func TestBribeDialogSuggestKeepsRoomsPayable(t *testing.T) {
	st := firstPaymentSpendsRoomTreasure(t, engine.DecBribe)
	pend := st.Pending()
	seat := int(pend.Seat)
	ctx, tb, d := dialogTable(st, seat)
	b := newBribe(tb, pend)
	if b.amount != [engine.NumKinds]int8{} {
		t.Fatalf("the dialog should open with nothing chosen, got %v", b.amount)
	}
	b.update(ctx, d) // lays the dialog out
	clickButton(t, ctx, b.button(1, 3), func() *engine.Action { return b.update(ctx, d) })
	v := st.View(seat)
	want := bot.SuggestBribe(&v, st.Legal())
	if b.amount != want.Action.Amounts {
		t.Fatalf("Suggest chose %v, want %v", b.amount, want.Action.Amounts)
	}
	chosen := bot.SuggestBribe(&v, []engine.Action{engine.Bribe(seat, b.amount)})
	first := bot.SuggestBribe(&v, st.Legal()[1:2])
	if chosen.RoomsKept != want.RoomsKept || chosen.RoomsKept <= first.RoomsKept {
		t.Fatalf("Suggest keeps %d rooms payable, the first split %d", chosen.RoomsKept, first.RoomsKept)
	}

	*ctx.In = game.Input{Mouse: ctx.In.Mouse}
	ctx.In.Press(ebiten.KeyEnter)
	a := b.update(ctx, d)
	if a == nil || a.Type != engine.ActBribe || a.Amounts != want.Action.Amounts {
		t.Fatalf("Enter should pay the suggested bribe, got %v", a)
	}
	if err := st.Check(*a); err != nil {
		t.Fatal(err)
	}
}

// The purchase dialog's Suggest pays in a way that keeps the seat's later
// rooms payable, not with the first listed payment.
func TestPurchaseDialogSuggestKeepsLaterRoomsPayable(t *testing.T) {
	st := firstPaymentSpendsRoomTreasure(t, engine.DecBuy)
	pend := st.Pending()
	seat := int(pend.Seat)
	ctx, tb, d := dialogTable(st, seat)
	p := newPurchase(tb, pend)
	p.update(ctx, d) // lays the dialog out
	clickButton(t, ctx, p.button(1, 3), func() *engine.Action { return p.update(ctx, d) })
	v := st.View(seat)
	want := bot.SuggestPurchase(&v, st.Legal())
	for _, tok := range p.tokens {
		if p.pay[tok] != want.Action.Pay[tok] {
			t.Fatalf("Suggest pays %v, want %v", p.pay, want.Action.Pay)
		}
	}
	*ctx.In = game.Input{Mouse: ctx.In.Mouse}
	ctx.In.Press(ebiten.KeyEnter)
	a := p.update(ctx, d)
	if a == nil || *a != want.Action {
		t.Fatalf("Enter should buy with the suggested payment, got %v", a)
	}
	if err := st.Check(*a); err != nil {
		t.Fatal(err)
	}
	first := bot.SuggestPurchase(&v, st.Legal()[1:2])
	if got := bot.SuggestPurchase(&v, []engine.Action{*a}); got.RoomsKept <= first.RoomsKept {
		t.Fatalf("the payment keeps %d later rooms payable, the first listed %d", got.RoomsKept, first.RoomsKept)
	}
}

// The dialog says plainly when no bribe keeps every room payable.
func TestBribeRoomsWarning(t *testing.T) {
	cases := []struct {
		advice bot.PaymentAdvice
		want   string
	}{
		{bot.PaymentAdvice{Found: true, Rooms: 2, RoomsKept: 2}, ""},
		{bot.PaymentAdvice{Found: false, Rooms: 1}, ""},
		{bot.PaymentAdvice{Found: true, Rooms: 1, RoomsKept: 0}, "No bribe leaves you able to pay for your rooms."},
		{bot.PaymentAdvice{Found: true, Rooms: 3, RoomsKept: 2},
			"No bribe leaves you able to pay for all your rooms; Suggest keeps 2 of 3 payable."},
	}
	for _, c := range cases {
		if got := bribeRoomsWarning(c.advice); got != c.want {
			t.Errorf("%+v: got %q, want %q", c.advice, got, c.want)
		}
	}
}
