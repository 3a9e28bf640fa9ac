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
	steps [engine.NumKinds]game.Stepper
	ok    game.Button
	no    game.Button
}

func newMarket(t *Table, pend engine.Decision) *market {
	m := &market{t: t, pend: pend, give: engine.NoKind}
	for _, a := range t.S.Legal() {
		if a.Type == engine.ActMarket {
			m.legal = append(m.legal, a)
		}
	}
	return m
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

func (m *market) reachable(take [engine.NumKinds]int8) bool {
	for _, a := range m.legal {
		if a.Give != m.give {
			continue
		}
		ok := true
		for k := range take {
			if a.Amounts[k] < take[k] {
				ok = false
			}
		}
		if ok {
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
	total := 0
	for _, v := range m.take {
		total += int(v)
	}
	for k := 0; k < engine.NumKinds; k++ {
		s := &m.steps[k]
		s.Rect = image.Rect(dialogRect.Min.X+380, dialogRect.Min.Y+370+k*56, dialogRect.Min.X+560, dialogRect.Min.Y+408+k*56)
		s.Value, s.Min, s.Max = int(m.take[k]), 0, 3
		s.Name = "take:" + game.Itoa(k)
		more := m.take
		more[k]++
		s.PlusDisabled = m.give == engine.NoKind || !m.reachable(more)
		switch {
		case m.give == engine.NoKind:
			s.PlusReason = "First choose the treasure you give."
		case total >= 3:
			s.PlusReason = "You take exactly three."
		default:
			s.PlusReason = "The bank has no more small " + assets.KindNames[k] + "."
		}
		if s.Update(ctx) {
			m.take[k] = int8(s.Value)
		}
	}
	a := engine.MarketSwap(seat, m.give, m.take)
	legal := m.give != engine.NoKind && m.t.S.Check(a) == nil
	m.ok = game.Button{Rect: bottomButton(0, 2), Label: "Exchange (Enter)", Primary: true, Enabled: legal, Name: "exchange",
		Reason: "Give one treasure and choose three to take."}
	m.no = game.Button{Rect: bottomButton(1, 2), Label: "Decline (N)", Enabled: true, Name: "decline"}
	if m.ok.Update(ctx) { // the primary button: Enter presses it too
		return &a
	}
	if m.no.Update(ctx) || ctx.In.Key(ebiten.KeyN) {
		dec := engine.Decline(seat)
		return &dec
	}
	return nil
}

func (m *market) draw(dst *ebiten.Image, d *Dialog) {
	u := m.t.ctx.UI
	a := m.t.ctx.Assets
	x0, y0 := dialogRect.Min.X+30, dialogRect.Min.Y+84
	d.paragraph(dst, "You are the strongest at the Market. Give one small treasure (a large one is changed for you) and take any three small treasures from the bank. Or let the chance go.", x0, y0, dialogRect.Dx()-60)
	d.text(dst, "Give one (each disc shows what you hold):", x0, dialogRect.Min.Y+216, 20, true, game.Wine)
	for k := range m.gives {
		m.gives[k].Draw(dst, u)
	}
	d.text(dst, "Take three from the bank:", x0, dialogRect.Min.Y+330, 20, true, game.Wine)
	bank := m.t.view.Bank
	for k := 0; k < engine.NumKinds; k++ {
		y := dialogRect.Min.Y + 370 + k*56
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x0+30), float64(y+18), 1, 1)
		d.text(dst, assets.KindNames[k]+" - bank has "+game.Itoa(int(bank.Small[k]))+" small", x0+60, y+8, 18, false, game.Ink)
		m.steps[k].Draw(dst, u)
	}
	m.ok.Draw(dst, u)
	m.no.Draw(dst, u)
}
