package modes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// What the dialogs that count treasure kind by kind share: a column of
// steppers, one row per kind (the starting treasure, the Market, Charity,
// the bribe and the spells' payments), and on it the payment of a set value
// in any kinds (the bribe and the spells that ask for treasure). Legality
// is always the engine's: its legal list and its check.

// legalOf is the pending decision's legal actions of type typ (none unless
// a shown human is to act).
func legalOf(t *Host, typ engine.ActionType) []engine.Action {
	var out []engine.Action
	for _, a := range t.Game.Prompt().Legal {
		if a.Type == typ {
			out = append(out, a)
		}
	}
	return out
}

// kindSum is what counts holds in all.
func kindSum(counts [engine.NumKinds]int8) int {
	n := 0
	for _, v := range counts {
		n += int(v)
	}
	return n
}

// someCovers reports whether some action of acts that keep accepts (every
// one when keep is nil) has at least amt of each kind in its Amounts.
func someCovers(acts []engine.Action, amt [engine.NumKinds]int8, keep func(engine.Action) bool) bool {
	for _, a := range acts {
		if keep != nil && !keep(a) {
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

// checkChoice ends a dialog's check of the action chosen so far: a reason
// the dialog already found (why) stands; otherwise the engine decides. It
// returns the reason the choice cannot be made ("" when it can) and
// whether it can.
func checkChoice(t *Host, a engine.Action, why string) (string, bool) {
	if why == "" {
		if err := t.Game.Check(a); err != nil {
			why = err.Error()
		}
	}
	return why, why == ""
}

// refusal lays out a dialog's refusal, button i of n along bx's foot (N
// presses it too), and returns the refusal when it is pressed.
func refusal(ctx *game.Context, bx *box, b *game.Button, i, n int, label string, seat int) *engine.Action {
	*b = game.Button{Rect: bx.button(i, n), Label: label, Enabled: true, Name: "decline"}
	if b.Update(ctx) || ctx.In.Key(ebiten.KeyN) {
		dec := engine.Decline(seat)
		return &dec
	}
	return nil
}

// kindSteppers is a column of steppers, one row per treasure kind, each
// row with the kind's picture and a line of words before the stepper.
type kindSteppers struct {
	name  string          // probe name prefix: "take:" names kind 0's buttons "take:0-" and "take:0+"
	x     int             // the steppers' left edge, from the dialog's
	pitch int             // how far apart the rows are
	h     int             // a stepper's height
	at    image.Rectangle // the rows' block (place)
	steps [engine.NumKinds]game.Stepper
}

// place takes the rows' block at the box's running y.
func (ks *kindSteppers) place(b *box) {
	ks.at = b.block((engine.NumKinds-1)*ks.pitch + ks.h)
}

// rect is kind k's stepper.
func (ks *kindSteppers) rect(k int) image.Rectangle {
	x, y := ks.at.Min.X-dialogPad+ks.x, ks.at.Min.Y+k*ks.pitch
	return image.Rect(x, y, x+180, y+ks.h)
}

// update lays a stepper over each kind's count, from 0 to most, and
// applies a click to counts. plus says for kind k whether one more of it
// (more, the counts with it added) may be chosen, and why not: the reason
// is shown whenever the + is off, at most too.
func (ks *kindSteppers) update(ctx *game.Context, counts *[engine.NumKinds]int8, most int,
	plus func(k int, more [engine.NumKinds]int8) (bool, string)) bool {
	changed := false
	for k := range ks.steps {
		s := &ks.steps[k]
		s.Rect = ks.rect(k)
		s.Value, s.Min, s.Max = int(counts[k]), 0, most
		s.Name = ks.name + game.Itoa(k)
		more := *counts
		more[k]++
		ok, why := plus(k, more)
		s.PlusDisabled, s.PlusReason = !ok, why
		if s.Update(ctx) {
			counts[k] = int8(s.Value)
			changed = true
		}
	}
	return changed
}

// draw paints the rows: the kind's picture, label(k), the stepper and,
// where note (if any) has one, a note after it.
func (ks *kindSteppers) draw(dst *ebiten.Image, d *Dialog, label, note func(k int) string) {
	u := d.t.Ctx.UI
	a := d.t.Ctx.Assets
	x0 := ks.at.Min.X
	for k := range ks.steps {
		r := ks.rect(k)
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x0+30), float64(r.Min.Y+r.Dy()/2), 1, 1)
		d.text(dst, label(k), x0+60, r.Min.Y+8, 18, false, game.Ink)
		ks.steps[k].Draw(dst, u)
		if note == nil {
			continue
		}
		if s := note(k); s != "" {
			d.text(dst, s, r.Max.X+20, r.Min.Y+10, game.MinTextSize, false, game.Ink)
		}
	}
}

// bankSmallLabel is a row's words where small pieces come from the bank.
func bankSmallLabel(bank engine.Purse, k int) string {
	return lang.T("%s - bank has %d small", lang.Word(assets.KindNames[k]), bank.Small[k])
}

// kindPayment pays a set value in treasure of any kinds: the bribe, and
// the spells that ask for treasure. A stepper per kind says what the payer
// holds and how the pieces come out of the purse, and offers only amounts
// some legal payment reaches; Pay lights up only for a payment the engine
// lists and accepts, and the reason it is off stands under the steppers;
// Suggest fills in the advice.
type kindPayment struct {
	box
	t      *Host
	seat   int
	need   int             // the value to pay
	legal  []engine.Action // the payments on offer, each of need
	advice bot.PaymentAdvice
	amount [engine.NumKinds]int8
	rows   kindSteppers
	// The words that differ between the payments.
	paidAll  string // why no more may be added once the whole value is chosen
	payLabel string
	noWay    string // why Suggest is off: no payment is possible
	pay      game.Button
	auto     game.Button
	why      string          // why Pay is off ("" when it is on)
	status   image.Rectangle // what is chosen so far, and why Pay is off
}

// newKindPayment is the payment of pend's Amount by its seat among legal,
// its steppers named name ("bribe:", "pay:").
func newKindPayment(t *Host, pend engine.Decision, legal []engine.Action, name string) kindPayment {
	return kindPayment{t: t, seat: int(pend.Seat), need: int(pend.Amount), legal: legal,
		rows: kindSteppers{name: name, x: 340, pitch: 54, h: 40}}
}

func (kp *kindPayment) sum() int { return kindSum(kp.amount) }

// chosen is the listed payment of the amounts chosen so far, and whether
// the engine takes it (the reason in kp.why when not).
func (kp *kindPayment) chosen() (engine.Action, bool) {
	var a engine.Action
	listed := false
	for _, l := range kp.legal {
		if l.Amounts == kp.amount {
			a, listed = l, true
			break
		}
	}
	why := ""
	switch {
	case len(kp.legal) == 0:
		why = lang.T("You cannot pay this in any way.")
	case kp.sum() < kp.need:
		why = lang.T("Choose treasure worth exactly %d: %d more.", kp.need, kp.need-kp.sum())
	case !listed:
		why = lang.T("The bank cannot make change for that; choose another mix.")
	}
	var ok bool
	kp.why, ok = checkChoice(kp.t, a, why)
	return a, ok
}

// chosenW is how wide "Chosen: 5 of 5" is given; the reason Pay is off
// reads after it.
const chosenW = 210

// layout places the rows, and below them what is chosen so far with the
// reason Pay is off beside it (as many lines as it takes).
func (kp *kindPayment) layout(u *game.UI) {
	kp.rows.place(&kp.box)
	kp.chosen()
	lines := max(1, len(game.Wrap(kp.why, u.Face(18, true), float64(kp.width()-chosenW))))
	kp.status = kp.block(4 + lines*24)
}

// update runs the steppers, then Pay and Suggest as the first two of n
// buttons along the dialog's foot; it returns the payment when Pay is
// pressed (Enter presses it too).
func (kp *kindPayment) update(ctx *game.Context, n int) *engine.Action {
	pu := kp.t.Board.View.Seats[kp.seat].Purse
	kp.rows.update(ctx, &kp.amount, kp.need, func(k int, more [engine.NumKinds]int8) (bool, string) {
		why := lang.T("The bank cannot make change for that.")
		switch {
		case kp.sum() >= kp.need:
			why = kp.paidAll
		case pu.Value(engine.Kind(k)) <= int(kp.amount[k]):
			why = lang.T("You hold no more %s.", lang.Kind(engine.Kind(k)))
		}
		return someCovers(kp.legal, more, nil), why
	})
	a, ok := kp.chosen()
	kp.pay = game.Button{Rect: kp.button(0, n), Label: kp.payLabel, Primary: true, Enabled: ok, Name: "pay", Reason: kp.why}
	kp.auto = game.Button{Rect: kp.button(1, n), Label: lang.T("Suggest"), Enabled: kp.advice.Found, Name: "suggest", Reason: kp.noWay}
	if kp.pay.Update(ctx) {
		return &a
	}
	if kp.auto.Update(ctx) && kp.advice.Found {
		kp.amount = kp.advice.Action.Amounts
	}
	return nil
}

// draw paints the rows, what is chosen so far, why Pay is off, and Pay and
// Suggest.
func (kp *kindPayment) draw(dst *ebiten.Image, d *Dialog) {
	u := kp.t.Ctx.UI
	pu := kp.t.Board.View.Seats[kp.seat].Purse
	kp.rows.draw(dst, d, func(k int) string {
		return lang.T("%s - you hold %d", lang.Word(assets.KindNames[k]), pu.Value(engine.Kind(k)))
	}, func(k int) string {
		if kp.amount[k] == 0 {
			return ""
		}
		return planText(pu, engine.Kind(k), int(kp.amount[k]))
	})
	st := kp.status
	d.text(dst, lang.T("Chosen: %d of %d", kp.sum(), kp.need), st.Min.X, st.Min.Y, 22, true, game.Wine)
	y := st.Min.Y + 3
	for _, l := range game.Wrap(kp.why, u.Face(18, true), float64(st.Dx()-chosenW)) {
		d.text(dst, l, st.Min.X+chosenW, y, 18, true, game.BadRed)
		y += 24
	}
	kp.pay.Draw(dst, u)
	kp.auto.Draw(dst, u)
}
