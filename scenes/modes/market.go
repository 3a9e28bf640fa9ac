package modes

import (
	"image"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// market lets the Market's strongest give 1 small treasure and take any 3
// small ones from the bank, or decline.
type market struct {
	box
	t     *Host
	pend  engine.Decision
	give  engine.Kind
	take  [engine.NumKinds]int8
	legal []engine.Action
	gives [engine.NumKinds]game.Chip
	rows  kindSteppers
	ok    game.Button
	no    game.Button
	// The blocks: the words, the "give" heading and chips, the "take" heading.
	words, giveH, chipsAt, takeH image.Rectangle
}

func newMarket(t *Host, pend engine.Decision) *market {
	return &market{t: t, pend: pend, give: engine.NoKind, legal: legalOf(t, engine.ActMarket),
		rows: kindSteppers{name: "take:", x: 380, pitch: 52, h: 38}}
}

func (m *market) name() string  { return "market" }
func (m *market) title() string { return lang.T("Trade at the Market?") }

func (m *market) canGive(k engine.Kind) bool {
	for _, a := range m.legal {
		if a.Give == k {
			return true
		}
	}
	return false
}

// chipRect is the chip of kind k in the "Give one" row.
func (m *market) chipRect(k int) image.Rectangle {
	x, y := m.chipsAt.Min.X+k*164, m.chipsAt.Min.Y
	return image.Rect(x, y, x+kindChipW, y+40)
}

var marketWords = lang.Mark("You are the strongest at the Market. Give one small treasure (a large one is changed for you) and take any three small treasures from the bank. Or let the chance go.")

func (m *market) layout() {
	m.words = m.para(m.t.Ctx.UI, lang.Word(marketWords), dialogPad)
	m.giveH = m.heading()
	m.chipsAt = m.block(40)
	m.takeH = m.heading()
	m.rows.place(&m.box)
}

func (m *market) update(ctx *game.Context, d *Dialog) *engine.Action {
	m.fit(dialogW, 2, m.layout)
	seat := int(m.pend.Seat)
	pu := m.t.Board.View.Seats[seat].Purse
	for k := 0; k < engine.NumKinds; k++ {
		c := kindChip(m.chipRect(k), k, pu.Value(engine.Kind(k)))
		c.Name = "give:" + game.Itoa(k)
		c.On = m.give == engine.Kind(k)
		if !m.canGive(engine.Kind(k)) {
			c.Enabled = false
			c.Reason = lang.T("You hold no %s to give.", lang.Kind(engine.Kind(k)))
		}
		if c.Update(ctx) {
			m.give = engine.Kind(k)
			m.take = [engine.NumKinds]int8{}
		}
		m.gives[k] = c
	}
	giving := func(a engine.Action) bool { return a.Give == m.give }
	m.rows.update(ctx, &m.take, 3, func(k int, more [engine.NumKinds]int8) (bool, string) {
		why := lang.T("The bank has no more %s.", lang.PieceKind(engine.PieceKind{Kind: engine.Kind(k)}))
		switch {
		case m.give == engine.NoKind:
			why = lang.T("First choose the treasure you give.")
		case kindSum(m.take) >= 3:
			why = lang.T("You take exactly three.")
		}
		return m.give != engine.NoKind && someCovers(m.legal, more, giving), why
	})
	a := engine.MarketSwap(seat, m.give, m.take)
	legal := m.give != engine.NoKind && m.t.Game.Check(a) == nil
	m.ok = game.Button{Rect: m.button(0, 2), Label: lang.T("Exchange (Enter)"), Primary: true, Enabled: legal, Name: "exchange",
		Reason: lang.T("Give one treasure and choose three to take.")}
	if m.ok.Update(ctx) { // the primary button: Enter presses it too
		return &a
	}
	return refusal(ctx, &m.box, &m.no, 1, 2, lang.T("Decline (N)"), seat)
}

func (m *market) draw(dst *ebiten.Image, d *Dialog) {
	u := m.t.Ctx.UI
	d.paraIn(dst, lang.Word(marketWords), m.words)
	d.text(dst, lang.T("Give one (each disc shows what you hold):"), m.giveH.Min.X, m.giveH.Min.Y, 20, true, game.Wine)
	for k := range m.gives {
		m.gives[k].Draw(dst, u)
	}
	d.text(dst, lang.T("Take three from the bank:"), m.takeH.Min.X, m.takeH.Min.Y, 20, true, game.Wine)
	m.rows.draw(dst, d, func(k int) string { return bankSmallLabel(m.t.Board.View.Bank, k) }, nil)
	m.ok.Draw(dst, u)
	m.no.Draw(dst, u)
}
