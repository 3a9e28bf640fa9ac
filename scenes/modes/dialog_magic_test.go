package modes

import (
	"image"
	"math/rand/v2"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/gamelog"
)

// The magic decisions' dialogs, each driven by the mouse over a decision
// met in a real magic game: the action a click submits is one the engine
// lists and takes, the game moves on, and what the engine would refuse
// cannot be submitted (its button stays disabled and says why).

// magicAt plays magic games, every seat choosing at random among its legal
// actions and casting whenever it can so that the spells come up, until
// the pending decision pleases want; it returns that game.
func magicAt(t *testing.T, what string, want func(st *engine.State) bool) *engine.State {
	t.Helper()
	for seed := uint64(1); seed <= 200; seed++ {
		st, err := engine.New(engine.Config{Players: 3 + int(seed%3), Seed: seed, FirstPlayer: -1, Magic: true})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		var casts []engine.Action
		for steps := 0; !st.Over() && steps < 5000; steps++ {
			if want(st) {
				return st
			}
			legal := st.Legal()
			casts = casts[:0]
			for _, a := range legal {
				if a.Type == engine.ActCast {
					casts = append(casts, a)
				}
			}
			a := legal[r.IntN(len(legal))]
			if len(casts) > 0 && r.IntN(10) < 8 {
				a = casts[r.IntN(len(casts))]
			}
			if _, err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no magic game reached %s", what)
	return nil
}

// pendingSpell accepts a decision of type d about spell sp (any spell
// when sp is NoSpell) whose legal list passes ok.
func pendingSpell(d engine.DecisionType, sp engine.Spell, ok func(legal []engine.Action) bool) func(*engine.State) bool {
	return func(st *engine.State) bool {
		p := st.Pending()
		return p.Type == d && (sp == engine.NoSpell || p.Spell == sp) && ok(st.Legal())
	}
}

func countType(legal []engine.Action, typ engine.ActionType) int {
	n := 0
	for _, a := range legal {
		if a.Type == typ {
			n++
		}
	}
	return n
}

// magicDialog opens the dialog body for the game's pending decision as its
// player sees it (a fresh data folder takes the session's autosaves).
func magicDialog(t *testing.T, st *engine.State) (*game.Context, *Host, *Dialog, dialogBody) {
	t.Helper()
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	ctx, tb, d := dialogTable(st, int(st.Pending().Seat))
	return ctx, tb, d, openDialog(t, d)
}

// targets runs one tick without input and returns the clickable targets
// the body offers.
func targets(ctx *game.Context, d *Dialog, body dialogBody) map[string]image.Rectangle {
	ctx.UI.Targets = nil
	*ctx.In = game.Input{Mouse: image.Pt(-100, -100)}
	if a := body.update(ctx, d); a != nil {
		panic("a tick without input submitted " + a.String())
	}
	return ctx.UI.Targets
}

// click presses and releases the mouse on the named target (which must be
// on offer) and returns what the body submitted, if anything.
func click(t *testing.T, ctx *game.Context, d *Dialog, body dialogBody, name string) *engine.Action {
	t.Helper()
	r, ok := targets(ctx, d, body)[name]
	if !ok {
		t.Fatalf("no target %q on offer; targets %v", name, keys(ctx.UI.Targets))
	}
	return clickAt(ctx, d, body, r)
}

// clickAt presses and releases the mouse in r (enabled or not).
func clickAt(ctx *game.Context, d *Dialog, body dialogBody, r image.Rectangle) *engine.Action {
	at := r.Min.Add(r.Size().Div(2))
	*ctx.In = game.Input{Mouse: at, Clicked: true, Pressed: true}
	if a := body.update(ctx, d); a != nil {
		return a
	}
	*ctx.In = game.Input{Mouse: at, Released: true}
	return body.update(ctx, d)
}

func keys(m map[string]image.Rectangle) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// submitMovesOn checks that a is one of the engine's legal actions and
// that submitting it through the table moves the game on.
func submitMovesOn(t *testing.T, st *engine.State, tb *Host, a *engine.Action) {
	t.Helper()
	if a == nil {
		t.Fatal("the click submitted nothing")
	}
	listed := false
	for _, l := range st.Legal() {
		if l == *a {
			listed = true
		}
	}
	if !listed {
		t.Fatalf("the dialog submitted %v, which the engine does not list", a)
	}
	h := st.Hash()
	if err := tb.Game.Submit(*a); err != nil {
		t.Fatalf("the engine refused %v: %v", a, err)
	}
	if st.Hash() == h {
		t.Fatalf("%v left the game as it was", a)
	}
}

// Every decision a player may face in the magic version has a dialog and
// hand-off words of its own.
func TestEveryMagicDecisionHasADialog(t *testing.T) {
	for d := engine.DecTentKeep; d <= engine.DecSearch; d++ {
		if decisionWords(d) == "your move" {
			t.Errorf("%v: the hand-off has no words for it", d)
		}
		st := magicAt(t, d.String(), pendingSpell(d, engine.NoSpell, func([]engine.Action) bool { return true }))
		_, tb, _ := dialogTable(st, int(st.Pending().Seat))
		if newBody(tb, st.Pending()) == nil {
			t.Errorf("%v: no dialog", d)
		}
	}
}

// The Tent's two cards are shown to their chooser only; clicking one keeps
// it.
func TestTentDialogKeepsTheClickedCard(t *testing.T) {
	st := magicAt(t, "the Tent", pendingSpell(engine.DecTentKeep, engine.NoSpell, func(l []engine.Action) bool { return len(l) == 2 }))
	seat := int(st.Pending().Seat)
	ctx, tb, d, body := magicDialog(t, st)
	k := body.(*tentKeep)
	offer := st.View(seat).Offer
	if len(k.keeps) != 2 || k.keeps[0].Spell != offer[0] && k.keeps[0].Spell != offer[1] ||
		k.keeps[1].Spell != offer[0] && k.keeps[1].Spell != offer[1] || k.keeps[0].Spell == k.keeps[1].Spell {
		t.Fatalf("the dialog offers %v, the Tent drew %v", k.keeps, offer)
	}
	want := k.keeps[1].Spell
	a := click(t, ctx, d, body, "keep:1")
	if a == nil || a.Type != engine.ActKeep || a.Spell != want {
		t.Fatalf("clicking the second card submitted %v, want keeping %v", a, want)
	}
	submitMovesOn(t, st, tb, a)
	if !st.View(seat).Hand.Has(want) {
		t.Fatalf("%v is not in the hand after keeping it", want)
	}

	// With someone else at the Tent, the text names who gets the other card.
	st = magicAt(t, "a Tent with a runner-up", func(st *engine.State) bool {
		v := st.View(engine.Spectator)
		return st.Pending().Type == engine.DecTentKeep && v.NRank >= 2
	})
	_, tb2, _ := dialogTable(st, int(st.Pending().Seat))
	runnerUp := tb2.S.Name(int(st.View(engine.Spectator).Ranking[1]))
	if got := newTentKeep(tb2, st.Pending()).spare(); !strings.HasPrefix(got, runnerUp) {
		t.Fatalf("the other card goes to %q, want %s", got, runnerUp)
	}

	// Another seat on screen (before the hand-off) is shown no card.
	st = magicAt(t, "the Tent", pendingSpell(engine.DecTentKeep, engine.NoSpell, func(l []engine.Action) bool { return len(l) == 2 }))
	other := (int(st.Pending().Seat) + 1) % st.NumPlayers()
	_, tb2, _ = dialogTable(st, other)
	if n := len(newTentKeep(tb2, st.Pending()).keeps); n != 0 {
		t.Fatalf("seat %d sees %d of seat %d's Tent cards", other, n, st.Pending().Seat)
	}
}

// City Tax: Pay stays disabled, saying why, until the treasure chosen is
// exactly what one legal payment pays; Suggest fills in a legal payment and
// Pay pays it. A payment the engine does not list cannot be submitted.
func TestTaxDialogPaysOnlyALegalPayment(t *testing.T) {
	st := magicAt(t, "a City Tax with a choice of payments", pendingSpell(engine.DecTax, engine.CityTax,
		func(l []engine.Action) bool { return countType(l, engine.ActPay) >= 2 }))
	seat := int(st.Pending().Seat)
	ctx, tb, d, body := magicDialog(t, st)
	p := body.(*payment)
	if !strings.Contains(p.text(), "City Tax: pay 2 for your token in "+gamelog.PlaceName(st.Pending().Space)+", or it goes home") {
		t.Fatalf("the text does not say what happened: %q", p.text())
	}
	tg := targets(ctx, d, body)
	if _, on := tg["pay"]; on || p.pay.Enabled {
		t.Fatal("Pay is enabled with nothing chosen")
	}
	if !strings.Contains(p.pay.Reason, "exactly 2") {
		t.Fatalf("disabled Pay says %q", p.pay.Reason)
	}
	if a := clickAt(ctx, d, body, p.pay.Rect); a != nil {
		t.Fatalf("clicking the disabled Pay submitted %v", a)
	}
	// Kinds the seat does not hold cannot be stepped up.
	pu := st.View(seat).Seats[seat].Purse
	for k := 0; k < engine.NumKinds; k++ {
		if _, on := tg["pay:"+game.Itoa(k)+"+"]; on != (pu.Value(engine.Kind(k)) > 0) {
			t.Errorf("kind %d: the + is on offer %v, the seat holds %d", k, on, pu.Value(engine.Kind(k)))
		}
	}
	// A payment the engine does not list (over the tax) cannot be paid.
	for k := range p.amount {
		p.amount[k] = int8(pu.Value(engine.Kind(k)))
	}
	if _, ok := p.chosen(); ok || p.why == "" {
		t.Fatalf("paying %v for a tax of 2 is accepted (reason %q)", p.amount, p.why)
	}
	p.amount = [engine.NumKinds]int8{}

	if a := click(t, ctx, d, body, "suggest"); a != nil {
		t.Fatalf("Suggest submitted %v", a)
	}
	if p.sum() != 2 {
		t.Fatalf("Suggest chose %v", p.amount)
	}
	a := click(t, ctx, d, body, "pay")
	if a == nil || a.Type != engine.ActPay || a.Amounts != p.amount {
		t.Fatalf("Pay submitted %v, chosen %v", a, p.amount)
	}
	before := st.View(seat).Seats[seat].Purse
	submitMovesOn(t, st, tb, a)
	after := st.View(seat).Seats[seat].Purse
	if before.Total()-after.Total() != 2 {
		t.Fatalf("the purse went from %d to %d", before.Total(), after.Total())
	}
}

// City Tax's refusal sends the taxed token home.
func TestTaxDialogSendsTheTokenHome(t *testing.T) {
	st := magicAt(t, "a City Tax", pendingSpell(engine.DecTax, engine.CityTax,
		func(l []engine.Action) bool { return countType(l, engine.ActPay) >= 1 }))
	h := st.Pending().Handle
	ctx, tb, d, body := magicDialog(t, st)
	a := click(t, ctx, d, body, "decline")
	if a == nil || a.Type != engine.ActDecline {
		t.Fatalf("the decline button submitted %v", a)
	}
	submitMovesOn(t, st, tb, a)
	v := st.View(int(a.Seat))
	if tv, ok := tokenByHandle(&v, h); ok {
		t.Fatalf("the taxed token still stands in %v", tv.Space)
	}
}

// Sultan's Tax, Donation or Sacrifice, and Teleport: the same payment
// dialog, stepped by hand to a legal payment; Teleport and the returns
// offer no refusal.
func TestPaymentDialogsStepToALegalPayment(t *testing.T) {
	cases := []struct {
		what    string
		dec     engine.DecisionType
		spell   engine.Spell
		decline bool
	}{
		{"Sultan's Tax", engine.DecTax, engine.SultansTax, true},
		{"Donation", engine.DecReturn, engine.Donation, false},
		{"Sacrifice", engine.DecReturn, engine.Sacrifice, false},
		{"Teleport", engine.DecTeleport, engine.Teleport, false},
	}
	for _, c := range cases {
		t.Run(c.what, func(t *testing.T) {
			st := magicAt(t, c.what, pendingSpell(c.dec, c.spell, func(l []engine.Action) bool { return countType(l, engine.ActPay) >= 1 }))
			ctx, tb, d, body := magicDialog(t, st)
			p := body.(*payment)
			if !strings.Contains(p.text(), gamelog.SpellName(c.spell)) {
				t.Fatalf("the text does not name the spell: %q", p.text())
			}
			if _, on := targets(ctx, d, body)["decline"]; on != c.decline {
				t.Fatalf("a refusal on offer: %v, want %v", on, c.decline)
			}
			// Step towards the first legal payment, kind by kind, by the +.
			var want [engine.NumKinds]int8
			for _, l := range st.Legal() {
				if l.Type == engine.ActPay {
					want = l.Amounts
					break
				}
			}
			if _, on := targets(ctx, d, body)["pay"]; on {
				t.Fatal("Pay enabled before anything was chosen")
			}
			for k, n := range want {
				for i := 0; i < int(n); i++ {
					if a := click(t, ctx, d, body, "pay:"+game.Itoa(k)+"+"); a != nil {
						t.Fatalf("a + submitted %v", a)
					}
				}
			}
			if p.amount != want {
				t.Fatalf("stepped to %v, want %v", p.amount, want)
			}
			a := click(t, ctx, d, body, "pay")
			if a == nil || a.Amounts != want {
				t.Fatalf("Pay submitted %v, want %v", a, want)
			}
			submitMovesOn(t, st, tb, a)
		})
	}
}

// Charity: three small pieces stepped up, or one large one chosen; Take
// stays disabled, saying why, until the choice is whole.
func TestCharityDialogTakesALegalChoice(t *testing.T) {
	st := magicAt(t, "a Charity with small and large pieces", pendingSpell(engine.DecCharity, engine.Charity,
		func(l []engine.Action) bool {
			large := 0
			for _, a := range l {
				if a.Large {
					large++
				}
			}
			return large >= 1 && large < len(l)
		}))
	ctx, tb, d, body := magicDialog(t, st)
	c := body.(*charity)
	var small engine.Action
	var large engine.Action
	for _, a := range st.Legal() {
		if a.Large {
			large = a
		} else if small.Type == 0 {
			small = a
		}
	}
	// One small piece is not enough.
	first := 0
	for small.Amounts[first] == 0 {
		first++
	}
	if a := click(t, ctx, d, body, "small:"+game.Itoa(first)+"+"); a != nil {
		t.Fatalf("a + submitted %v", a)
	}
	targets(ctx, d, body)
	if c.take.Enabled || !strings.Contains(c.take.Reason, "small pieces") {
		t.Fatalf("Take enabled %v with one small piece (reason %q)", c.take.Enabled, c.take.Reason)
	}
	// A large piece instead: Take takes it.
	a := click(t, ctx, d, body, "large:"+game.Itoa(int(large.Give)))
	if a != nil {
		t.Fatalf("choosing a kind submitted %v", a)
	}
	if c.small != [engine.NumKinds]int8{} {
		t.Fatalf("choosing a large piece kept the small ones %v", c.small)
	}
	a = click(t, ctx, d, body, "take")
	if a == nil || !a.Large || a.Give != large.Give {
		t.Fatalf("Take submitted %v, want %v", a, large)
	}
	submitMovesOn(t, st, tb, a)

	// Or the small pieces, stepped up one by one.
	st = magicAt(t, "a Charity with small and large pieces", pendingSpell(engine.DecCharity, engine.Charity,
		func(l []engine.Action) bool { return countType(l, engine.ActTake) >= 2 && !l[0].Large }))
	ctx, tb, d, body = magicDialog(t, st)
	small = st.Legal()[0]
	for k, n := range small.Amounts {
		for i := 0; i < int(n); i++ {
			click(t, ctx, d, body, "small:"+game.Itoa(k)+"+")
		}
	}
	a = click(t, ctx, d, body, "take")
	if a == nil || a.Amounts != small.Amounts || a.Large {
		t.Fatalf("Take submitted %v, want %v", a, small)
	}
	submitMovesOn(t, st, tb, a)
}

// Trade: a piece given and one taken make a swap; after it the dialog
// comes back and Done ends the trading.
func TestTradeDialogSwapsThenEnds(t *testing.T) {
	st := magicAt(t, "a Trade", pendingSpell(engine.DecTrade, engine.Trade,
		func(l []engine.Action) bool { return countType(l, engine.ActSwap) >= 1 }))
	seat := int(st.Pending().Seat)
	ctx, tb, d, body := magicDialog(t, st)
	var swap engine.Action
	for _, a := range st.Legal() {
		if a.Type == engine.ActSwap {
			swap = a
			break
		}
	}
	tg := targets(ctx, d, body)
	if _, on := tg["swap"]; on {
		t.Fatal("Swap enabled with nothing chosen")
	}
	if swap.Large {
		click(t, ctx, d, body, "size:1")
	}
	click(t, ctx, d, body, "give:"+game.Itoa(int(swap.Give)))
	if _, on := targets(ctx, d, body)["take:"+game.Itoa(int(swap.Give))]; on {
		t.Fatal("the kind given is on offer to take")
	}
	a := click(t, ctx, d, body, "take:"+game.Itoa(int(swap.Target)))
	if a != nil {
		t.Fatalf("choosing the kind to take submitted %v", a)
	}
	a = click(t, ctx, d, body, "swap")
	if a == nil || *a != swap {
		t.Fatalf("Swap submitted %v, want %v", a, swap)
	}
	before := st.View(seat).Seats[seat].Purse
	submitMovesOn(t, st, tb, a)
	after := st.View(seat).Seats[seat].Purse
	if after == before || after.Total() != before.Total() {
		t.Fatalf("the swap took the purse from %v to %v", before, after)
	}
	if st.Pending().Type != engine.DecTrade {
		t.Skip("the trade ended after one swap; Done is not needed")
	}
	ctx, tb, d, body = magicDialog(t, st)
	a = click(t, ctx, d, body, "done")
	if a == nil || a.Type != engine.ActPass {
		t.Fatalf("Done submitted %v", a)
	}
	submitMovesOn(t, st, tb, a)
	if st.Pending().Type == engine.DecTrade && st.Pending().Seat == int8(seat) {
		t.Fatal("Done did not end the trade")
	}
}

// Mirage or Abracadabra: the artifacts found are pictures; clicking one
// picks it.
func TestSearchDialogPicksTheClickedArtifact(t *testing.T) {
	for _, sp := range []engine.Spell{engine.Mirage, engine.Abracadabra} {
		st := magicAt(t, gamelog.SpellName(sp), pendingSpell(engine.DecSearch, sp, func(l []engine.Action) bool { return len(l) >= 2 }))
		ctx, tb, d, body := magicDialog(t, st)
		s := body.(*search)
		if len(s.picks) != len(st.Legal()) {
			t.Fatalf("%v: %d pictures for %d choices", sp, len(s.picks), len(st.Legal()))
		}
		last := st.Legal()[len(st.Legal())-1]
		a := click(t, ctx, d, body, "pick:"+game.Itoa(int(last.Art)))
		if a == nil || *a != last {
			t.Fatalf("%v: the click submitted %v, want %v", sp, a, last)
		}
		submitMovesOn(t, st, tb, a)
	}
}

// Eye for an Eye's answer: the caster's tokens are chips; clicking one
// sends it home.
func TestRetaliateDialogSendsTheClickedTokenHome(t *testing.T) {
	st := magicAt(t, "an Eye for an Eye", pendingSpell(engine.DecRetaliate, engine.EyeForAnEye,
		func(l []engine.Action) bool { return len(l) >= 2 }))
	pend := st.Pending()
	ctx, tb, d, body := magicDialog(t, st)
	r := body.(*retaliate)
	tg := targets(ctx, d, body)
	for i, a := range r.picks {
		if _, on := tg["token:"+game.Itoa(int(a.Handle))]; !on {
			t.Fatalf("token %d is not on offer", a.Handle)
		}
		if tv := r.tokens[i]; tv.Seat != pend.From || tv.Space == engine.Guard || tv.Space == engine.Behind {
			t.Fatalf("chip %d shows %+v, not a token of the caster's on the board", i, tv)
		}
	}
	last := r.picks[len(r.picks)-1]
	a := click(t, ctx, d, body, "token:"+game.Itoa(int(last.Handle)))
	if a == nil || *a != last {
		t.Fatalf("the click submitted %v, want %v", a, last)
	}
	submitMovesOn(t, st, tb, a)
	v := st.View(int(pend.Seat))
	if tv, ok := tokenByHandle(&v, last.Handle); ok {
		t.Fatalf("the picked token still stands in %v", tv.Space)
	}
}
