package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// market lets the Market's strongest give 1 small treasure and take any 3
// small ones from the bank, or decline.
type market struct {
	t     *Table
	pend  engine.Decision
	give  engine.Kind
	take  [engine.NumKinds]int8
	legal []engine.Action
	gives [engine.NumKinds]game.Chip
	rows  kindSteppers
	ok    game.Button
	no    game.Button
}

func newMarket(t *Table, pend engine.Decision) *market {
	return &market{t: t, pend: pend, give: engine.NoKind, legal: legalOf(t, engine.ActMarket),
		rows: kindSteppers{name: "take:", x: 380, top: 370, pitch: 56, h: 38}}
}

func (m *market) name() string  { return "market" }
func (m *market) title() string { return "Trade at the Market?" }

func (m *market) canGive(k engine.Kind) bool {
	for _, a := range m.legal {
		if a.Give == k {
			return true
		}
	}
	return false
}

// marketChipRect is the chip of kind k in the "Give one" row.
func marketChipRect(k int) image.Rectangle {
	return image.Rect(dialogRect.Min.X+30+k*164, dialogRect.Min.Y+250, dialogRect.Min.X+184+k*164, dialogRect.Min.Y+290)
}

func (m *market) update(ctx *game.Context, d *Dialog) *engine.Action {
	seat := int(m.pend.Seat)
	pu := m.t.view.Seats[seat].Purse
	for k := 0; k < engine.NumKinds; k++ {
		c := kindChip(marketChipRect(k), k, pu.Value(engine.Kind(k)))
		c.Name = "give:" + game.Itoa(k)
		c.On = m.give == engine.Kind(k)
		if !m.canGive(engine.Kind(k)) {
			c.Enabled = false
			c.Reason = "You hold no " + assets.KindNames[k] + " to give."
		}
		if c.Update(ctx) {
			m.give = engine.Kind(k)
			m.take = [engine.NumKinds]int8{}
		}
		m.gives[k] = c
	}
	giving := func(a engine.Action) bool { return a.Give == m.give }
	m.rows.update(ctx, &m.take, 3, func(k int, more [engine.NumKinds]int8) (bool, string) {
		why := "The bank has no more small " + assets.KindNames[k] + "."
		switch {
		case m.give == engine.NoKind:
			why = "First choose the treasure you give."
		case kindSum(m.take) >= 3:
			why = "You take exactly three."
		}
		return m.give != engine.NoKind && someCovers(m.legal, more, giving), why
	})
	a := engine.MarketSwap(seat, m.give, m.take)
	legal := m.give != engine.NoKind && m.t.S.Check(a) == nil
	m.ok = game.Button{Rect: bottomButton(0, 2), Label: "Exchange (Enter)", Primary: true, Enabled: legal, Name: "exchange",
		Reason: "Give one treasure and choose three to take."}
	if m.ok.Update(ctx) { // the primary button: Enter presses it too
		return &a
	}
	return refusal(ctx, &m.no, 1, 2, "Decline (N)", seat)
}

func (m *market) draw(dst *ebiten.Image, d *Dialog) {
	u := m.t.ctx.UI
	x0, y0 := dialogRect.Min.X+30, dialogRect.Min.Y+84
	d.paragraph(dst, "You are the strongest at the Market. Give one small treasure (a large one is changed for you) and take any three small treasures from the bank. Or let the chance go.", x0, y0, dialogRect.Dx()-60)
	d.text(dst, "Give one (each disc shows what you hold):", x0, dialogRect.Min.Y+216, 20, true, game.Wine)
	for k := range m.gives {
		m.gives[k].Draw(dst, u)
	}
	d.text(dst, "Take three from the bank:", x0, dialogRect.Min.Y+330, 20, true, game.Wine)
	m.rows.draw(dst, d, func(k int) string { return bankSmallLabel(m.t.view.Bank, k) }, nil)
	m.ok.Draw(dst, u)
	m.no.Draw(dst, u)
}
