package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawFlights paints the pieces that are moving between board, bank and
// seats for the events now animating, and the tally's staged moments
// (staging.go). Treasure taken in the tally flies over the side panel to
// its taker, so the tally draws it after the panel (drawStagingOverPanel).
func (t *Table) drawFlights(dst *ebiten.Image) {
	a := t.ctx.Assets
	t.drawStaging(dst)
	for _, k := range t.q.active {
		e := k.ev
		p := k.progress()
		f := game.EaseInOut(p)
		switch e.Type {
		case engine.EvTokenPlaced:
			from := t.panel.seatAnchor(int(e.Seat))
			to := t.seatSpot(e.Space, e.Seat, t.countOf(e.Space, e.Seat))
			img := a.TokenBack(t.S.Color(int(e.Seat)))
			if e.FaceUp && e.Value > 0 {
				img = a.Token(t.S.Color(int(e.Seat)), int(e.Value))
			}
			// Lifted in the air, then it clacks down.
			lift := 1 + 0.25*(1-f)
			fly(dst, img, from, to, f, lift, 1)
		case engine.EvCaveFilled:
			pts := assets.ShelfSlots(int(e.Space), int(e.Shelf), int(e.Small+e.Large))
			from := rectCenter(assets.BankPileRect(int(e.Space.Cave())))
			for i, to := range pts {
				fly(dst, a.Treasure(int(e.Space.Cave()), i < int(e.Large)), from, to, f, 1, 1)
			}
		case engine.EvCavesCleared:
			pts := assets.ShelfSlots(int(e.Space), int(e.Shelf), int(e.Small+e.Large))
			to := rectCenter(assets.BankPileRect(int(e.Space.Cave())))
			for i, from := range pts {
				fly(dst, a.Treasure(int(e.Space.Cave()), i < int(e.Large)), from, to, f, 1, float32(1-0.5*f))
			}
		case engine.EvTokenReturned:
			from := t.tokenSlotOf(e.Seat, e.Space, e.Token)
			img := a.TokenBack(t.S.Color(int(e.Seat)))
			if e.Value > 0 {
				img = a.Token(t.S.Color(int(e.Seat)), int(e.Value))
			}
			fly(dst, img, from, t.panel.seatAnchor(int(e.Seat)), f, 1, float32(1-0.5*f))
		case engine.EvRoundEnded:
			var count [engine.NumSpaces]int
			for i := 0; i < int(t.view.NumTokens); i++ {
				tv := t.view.Tokens[i]
				from := t.tokenSpot(tv.Space, count[tv.Space])
				count[tv.Space]++
				fly(dst, t.tokenImage(tv, false), from, t.panel.seatAnchor(int(tv.Seat)), f, 1, float32(1-0.6*f))
			}
		case engine.EvArtifactBought:
			from := rectCenter(assets.StackRect(e.Space.Room()))
			img := a.Artifact(int(e.Artifact))
			if p < 0.5 {
				// Shown large over the room first, then carried to the buyer.
				game.DrawImageAt(dst, img, float64(from.X), float64(from.Y+40), 1+1.2*game.EaseOut(p*2), 1)
			} else {
				ff := game.EaseInOut(p*2 - 1)
				fly(dst, img, from.Add(image.Pt(0, 40)), t.panel.seatAnchor(int(e.Seat)), ff, 2.2-1.5*ff, 1)
			}
		case engine.EvPaid:
			from := t.panel.seatAnchor(int(e.Seat))
			to := rectCenter(assets.BankPileRect(int(e.Kind)))
			n := int(e.Small + e.Large)
			for i := 0; i < n; i++ {
				ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.06))
				fly(dst, a.Treasure(int(e.Kind), i < int(e.Large)), from, to, ff, 1, 1)
			}
		case engine.EvMarketExchange, engine.EvStartTreasure:
			to := t.panel.seatAnchor(int(e.Seat))
			i := 0
			for kd := 0; kd < engine.NumKinds; kd++ {
				for n := 0; n < int(e.Amounts[kd]); n++ {
					ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.08))
					fly(dst, a.Treasure(kd, false), rectCenter(assets.BankPileRect(kd)), to, ff, 1, 1)
					i++
				}
			}
		case engine.EvCamelPassed:
			cm := rectCenter(assets.CamelRect())
			hop := -40 * (1 - (2*p-1)*(2*p-1))
			game.DrawImageAt(dst, a.Camel(), float64(cm.X), float64(cm.Y)+hop, 0.6, 1)
		case engine.EvCardRevealed:
			cr := assets.CardSlotRect()
			c := rectCenter(cr)
			deck := engine.Deck(int(t.view.Players))
			if p < 0.5 {
				game.DrawImageFlipX(dst, a.CardBack(), float64(c.X), float64(c.Y), 1+0.2*p, 1-2*p)
			} else if int(e.Card) < len(deck) {
				game.DrawImageFlipX(dst, a.TreasureCard(cardShelves(deck[e.Card])), float64(c.X), float64(c.Y), 1.2-0.2*p, 2*p-1)
			}
		}
	}
}

// countOf is the number of a seat's tokens the display shows on a space.
func (t *Table) countOf(sp engine.Space, seat int8) int {
	n := 0
	for i := 0; i < int(t.view.NumTokens); i++ {
		if tv := t.view.Tokens[i]; tv.Space == sp && tv.Seat == seat {
			n++
		}
	}
	return n
}

// tokenSlotOf is where a given token lies on the board now.
func (t *Table) tokenSlotOf(seat int8, sp engine.Space, token int8) image.Point {
	n := 0
	for i := 0; i < int(t.view.NumTokens); i++ {
		tv := t.view.Tokens[i]
		if tv.Space != sp {
			continue
		}
		if tv.Seat == seat && (tv.Token == token || tv.Token < 0) {
			return t.tokenSpot(sp, n)
		}
		n++
	}
	return rectCenter(assets.SpaceRect(int(sp)))
}

// fly draws img on its way from a to b at fraction f.
func fly(dst, img *ebiten.Image, a, b image.Point, f, scale float64, alpha float32) {
	x := game.Lerp(float64(a.X), float64(b.X), f)
	y := game.Lerp(float64(a.Y), float64(b.Y), f)
	// A gentle arc makes flights read as pieces lifted, not sliding.
	y -= 60 * f * (1 - f)
	game.DrawImageAt(dst, img, x, y, scale, alpha)
}

func rectCenter(r image.Rectangle) image.Point {
	return image.Pt(r.Min.X+r.Dx()/2, r.Min.Y+r.Dy()/2)
}

func clamp01(x float64) float64 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}
