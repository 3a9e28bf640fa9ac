package board

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

var tallyMotions = motions{
	engine.EvSpaceBegan: {
		vizier: walkVizier,
	},
	engine.EvTokenRevealed: {
		drawsToken: turnToken,
	},
	engine.EvRanking: {
		crown: settleCrown,
	},
	engine.EvTreasureTaken: {
		liftsShelf: true,
		overPanel:  flyShelfToSeat,
	},
	engine.EvMarketExchange: {
		flight: flyFromBank,
	},
	engine.EvCamelPassed: {
		flight: hopCamel,
	},
	engine.EvTokenReturned: {
		flight: flyTokenHome,
		// The token is in the flight, and its stack's badge and crown go
		// with it.
		drawsToken: func(b *Board, dst *ebiten.Image, k *Task, tv engine.TokenView, at image.Point) bool {
			return isEventToken(k.Ev, tv)
		},
		liftsStack: func(e engine.Event, sp engine.Space, seat int8) bool { return e.Seat == seat && e.Space == sp },
	},
}

// The tally's beats, at normal speed.
const (
	// RevealFlipTicks is one token's turn; the tokens of a player's stack
	// start RevealStagger apart and the stack then rests RevealRest, so the
	// eye can take in the player's sum before the next player turns.
	RevealFlipTicks = 14
	RevealStagger   = 4
	RevealRest      = 8
	// CrownTicks is the strongest player's beat: the crown settles on their
	// stack (crownPop) and the table pauses on it.
	CrownTicks = 48
	crownPop   = 14
)

// settleCrown is how far the crown has come down on the strongest stack:
// it overshoots, then settles (the crown lands).
func settleCrown(k *Task) float64 {
	f := math.Min(1, float64(k.T)/float64(k.Span)*float64(CrownTicks)/float64(crownPop))
	return game.EaseOut(f) * (1 + 0.25*math.Sin(f*math.Pi))
}

// isEventToken reports whether a token on the board is the event's: the
// same placement (its public handle), so each face-down token of a stack
// turns on its own beat.
func isEventToken(e engine.Event, tv engine.TokenView) bool {
	return e.Seat == tv.Seat && e.Space == tv.Space && e.Handle() == tv.Seq
}

// walkVizier is the vizier on his way to the space being tallied.
func walkVizier(b *Board, k *Task) image.Point {
	f := game.EaseInOut(k.Progress())
	return image.Pt(int(game.Lerp(float64(b.VizierFrom.X), float64(b.VizierAt.X), f)),
		int(game.Lerp(float64(b.VizierFrom.Y), float64(b.VizierAt.Y), f)))
}

// turnToken turns a face-down token over where it lies.
func turnToken(b *Board, dst *ebiten.Image, k *Task, tv engine.TokenView, at image.Point) bool {
	if tv.Face || !isEventToken(k.Ev, tv) {
		return false
	}
	a := b.Assets
	c := b.Seats.Color(int(tv.Seat))
	f := k.Progress()
	if f < 0.5 {
		game.DrawImageFlipX(dst, a.TokenBack(c), float64(at.X), float64(at.Y), 1+0.25*f, 1-2*f)
	} else {
		game.DrawImageFlipX(dst, a.Token(c, int(b.playing().turnedValue(tv))), float64(at.X), float64(at.Y), 1.25-0.25*f, 2*f-1)
	}
	return true
}

// turnedValue is the value a token being turned shows: the value its own
// reveal brings.
func (r batch) turnedValue(tv engine.TokenView) int8 {
	for _, k := range r {
		if k.Ev.Type == engine.EvTokenRevealed && isEventToken(k.Ev, tv) {
			return k.Ev.Value
		}
	}
	return tv.Value
}

// flyShelfToSeat slides a shelf's treasure over the side panel to its
// taker's seat card, which lights up as it lands.
func flyShelfToSeat(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	pts := assets.ShelfSlots(int(e.Space), int(e.Shelf), int(e.Small+e.Large))
	to := SeatAnchor(int(e.Seat))
	for i, from := range pts {
		ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.08))
		fly(dst, b.Assets.Treasure(int(e.Space.Cave()), i < int(e.Large)), from, to, ff, 1, float32(1-0.5*ff))
	}
	b.glowSeat(dst, int(e.Seat), float32(smoothWindow(p, 0.55, 0.8, 0.9, 1)))
}

// hopCamel makes the camel hop on its spot as it changes hands.
func hopCamel(b *Board, dst *ebiten.Image, k *Task) {
	p := k.Progress()
	cm := RectCenter(assets.CamelRect())
	hop := -40 * (1 - (2*p-1)*(2*p-1))
	game.DrawImageAt(dst, b.Assets.Camel(), float64(cm.X), float64(cm.Y)+hop, 0.6, 1)
}

// flyTokenHome carries a token from the board back to its seat.
func flyTokenHome(b *Board, dst *ebiten.Image, k *Task) {
	a := b.Assets
	e := k.Ev
	f := game.EaseInOut(k.Progress())
	if x, ok := b.Spots.extraOf(e.Handle()); ok {
		// A Flying Carpet or a Double goes home as what it is.
		from, _ := b.Spots.handleSpot(e.Seat, e.Handle())
		to := SeatAnchor(int(e.Seat))
		at := image.Pt(int(game.Lerp(float64(from.X), float64(to.X), f)), int(game.Lerp(float64(from.Y), float64(to.Y), f)))
		b.drawExtra(dst, x.Seat, x.Token, x.Value, at, 1, float32(1-0.5*f))
		return
	}
	from := b.Spots.tokenSlotOf(e.Seat, e.Space, e.Token)
	img := a.TokenBack(b.Seats.Color(int(e.Seat)))
	if e.Value > 0 {
		img = a.Token(b.Seats.Color(int(e.Seat)), int(e.Value))
	}
	fly(dst, img, from, SeatAnchor(int(e.Seat)), f, 1, float32(1-0.5*f))
}
