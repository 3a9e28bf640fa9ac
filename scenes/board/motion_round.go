package board

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

var roundMotions = motions{
	engine.EvStartTreasure: {
		flight: flyFromBank,
	},
	engine.EvCardRevealed: {
		flight: turnTreasureCard,
	},
	engine.EvCaveFilled: {
		flight: flyShelf(false),
	},
	engine.EvTokenPlaced: {
		flight: flyPlacedToken,
	},
	engine.EvCavesCleared: {
		liftsShelf: true,
		flight:     flyShelf(true),
	},
	engine.EvRoundEnded: {
		flight: flyTokensHome,
		// Every token is in the flight home, and every stack's badge
		// with it.
		drawsToken: func(*Board, *ebiten.Image, *Task, engine.TokenView, image.Point) bool { return true },
		liftsStack: func(engine.Event, engine.Space, int8) bool { return true },
	},
}

// VizierHome is where the vizier waits between tallies: beside the first
// cave, off the board's spaces.
func VizierHome() image.Point {
	return assets.VizierPath(assets.SpaceRedCave).Sub(image.Pt(60, 0))
}

// flyFromBank carries small pieces from the bank's piles to a seat.
func flyFromBank(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	to := SeatAnchor(int(e.Seat))
	i := 0
	for kd := 0; kd < engine.NumKinds; kd++ {
		for n := 0; n < int(e.Amounts[kd]); n++ {
			ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.08))
			fly(dst, b.Assets.Treasure(kd, false), RectCenter(assets.BankPileRect(kd)), to, ff, 1, 1)
			i++
		}
	}
}

// turnTreasureCard turns the round's treasure card over in its slot.
func turnTreasureCard(b *Board, dst *ebiten.Image, k *Task) {
	a := b.Assets
	e, p := k.Ev, k.Progress()
	c := RectCenter(assets.CardSlotRect())
	deck := engine.Deck(int(b.View.Players))
	if p < 0.5 {
		game.DrawImageFlipX(dst, a.CardBack(), float64(c.X), float64(c.Y), 1+0.2*p, 1-2*p)
	} else if int(e.Card) < len(deck) {
		game.DrawImageFlipX(dst, a.TreasureCard(cardShelves(deck[e.Card])), float64(c.X), float64(c.Y), 1.2-0.2*p, 2*p-1)
	}
}

// flyShelf carries a shelf's pieces between the shelf and its cave's pile
// in the bank: filling it, or (toBank) clearing it, the pieces fading as
// they go.
func flyShelf(toBank bool) func(b *Board, dst *ebiten.Image, k *Task) {
	return func(b *Board, dst *ebiten.Image, k *Task) {
		e := k.Ev
		f := game.EaseInOut(k.Progress())
		bank := RectCenter(assets.BankPileRect(int(e.Space.Cave())))
		for i, slot := range assets.ShelfSlots(int(e.Space), int(e.Shelf), int(e.Small+e.Large)) {
			img := b.Assets.Treasure(int(e.Space.Cave()), i < int(e.Large))
			if toBank {
				fly(dst, img, slot, bank, f, 1, float32(1-0.5*f))
			} else {
				fly(dst, img, bank, slot, f, 1, 1)
			}
		}
	}
}

// flyPlacedToken carries a token from its seat to its place in the
// seat's stack on the space.
func flyPlacedToken(b *Board, dst *ebiten.Image, k *Task) {
	a := b.Assets
	e := k.Ev
	f := game.EaseInOut(k.Progress())
	from := SeatAnchor(int(e.Seat))
	to := b.Spots.seatSpot(e.Space, e.Seat, b.Spots.countOf(e.Space, e.Seat))
	img := a.TokenBack(b.Seats.Color(int(e.Seat)))
	if e.FaceUp && e.Value > 0 {
		img = a.Token(b.Seats.Color(int(e.Seat)), int(e.Value))
	}
	// Lifted in the air, then it clacks down.
	lift := 1 + 0.25*(1-f)
	fly(dst, img, from, to, f, lift, 1)
}

// flyTokensHome carries every token on the board back to its seat.
func flyTokensHome(b *Board, dst *ebiten.Image, k *Task) {
	f := game.EaseInOut(k.Progress())
	var count [engine.NumSpaces]int
	for i := 0; i < int(b.View.NumTokens); i++ {
		tv := b.View.Tokens[i]
		from := b.Spots.tokenSpot(tv.Space, count[tv.Space])
		count[tv.Space]++
		fly(dst, b.Faces.Token(tv, false), from, SeatAnchor(int(tv.Seat)), f, 1, float32(1-0.6*f))
	}
}
