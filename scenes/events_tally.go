package scenes

import (
	"fmt"
	"image"
	"math"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// tallyEvents are the vizier's walk through the spaces: the tokens turned
// and ranked, the caves' treasure taken, the Market and the Caravanserai,
// and the tokens going home from each space. The palace's are in
// events_palace.go.
var tallyEvents = kinds{
	engine.EvSpaceBegan: {
		ticks: 28,
		sound: always(game.SoundStep),
		begins: func(t *Table, e engine.Event) {
			t.vizierFrom = t.vizierAt
			t.vizierAt = assets.VizierPath(int(e.Space))
		},
		vizier: walkVizier,
	},
	engine.EvTokenRevealed: {
		ticks: revealFlipTicks,
		// One player's stack on the space turns at once, in a ripple.
		groups:     func(a, b engine.Event) bool { return a.Space == b.Space && a.Seat == b.Seat },
		stagger:    revealStagger,
		rest:       revealRest,
		inSequence: true,
		sound:      always(game.SoundFlip),
		drawsToken: turnToken,
	},
	engine.EvRanking: {
		ticks: crownTicks,
		// The ranks appear as the crown settles on the strongest, not
		// after.
		shownAtTell: true,
		crown:       settleCrown,
		log: func(t *Table, e engine.Event) {
			var parts []string
			for i := 0; i < int(e.NRank); i++ {
				s := int(e.Ranking[i])
				parts = append(parts, fmt.Sprintf("%s %d", t.S.Name(s), e.Strength[s]))
			}
			t.log.add(-1, "%s: %s.", spaceName(e.Space), strings.Join(parts, ", "))
			t.logTies(e) // ties.go: how the camel's order settled a tie
		},
	},
	engine.EvTreasureTaken: {
		ticks:      44,
		tellAt:     0.8, // the treasure reaches its taker's seat card
		sound:      always(game.SoundCoins),
		liftsShelf: true,
		overPanel:  flyShelfToSeat,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s takes %s from shelf %d.", piecesOf(int(e.Small), int(e.Large), engine.Kind(e.Space.Cave())), e.Shelf+1)
		},
		gains: func(r *roundStats, e engine.Event) { r.treasure[e.Seat] += int(e.Small) + 3*int(e.Large) },
	},
	engine.EvMarketExchange: {
		ticks:  45,
		tellAt: 0.5, // the pieces are on their way from the bank
		sound:  always(game.SoundCoins),
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " trades at the Market", engine.Market
		},
		flight: flyFromBank,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s gives 1 small %s at the Market and takes 3 small treasures: %s.", strings.ToLower(kindSingular[e.Give]), kindList(e.Amounts))
		},
		gains: func(r *roundStats, e engine.Event) { r.treasure[e.Seat] += 2 },
	},
	engine.EvMarketDeclined: {
		ticks: 28,
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " lets the Market go", engine.Market
		},
		log: func(t *Table, e engine.Event) { t.seatSays(e, "%s lets the Market go.") },
	},
	engine.EvCamelPassed: {
		ticks: 45,
		// The camel changes hands at the top of its hop, with the line
		// that says so.
		tellAt:      0.5,
		shownAtTell: true,
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			return t.camelLine(int(e.Chooser), int(e.Seat), int(e.Recipient())), engine.Caravanserai
		},
		flight: hopCamel,
		log: func(t *Table, e engine.Event) {
			t.log.add(int(e.Chooser), "%s.", t.camelLine(int(e.Chooser), int(e.Seat), int(e.Recipient())))
		},
	},
	engine.EvTokenReturned: {
		ticks:  18,
		groups: sameKind,
		flight: flyTokenHome,
		// The token is in the flight, and its stack's badge and crown go
		// with it.
		drawsToken: func(t *Table, dst *ebiten.Image, k *task, tv engine.TokenView, at image.Point) bool {
			return isEventToken(k.ev, tv)
		},
		liftsStack: func(e engine.Event, sp engine.Space, seat int8) bool { return e.Seat == seat && e.Space == sp },
	},
}

// The tally's beats, at normal speed.
const (
	// revealFlipTicks is one token's turn; the tokens of a player's stack
	// start revealStagger apart and the stack then rests revealRest, so the
	// eye can take in the player's sum before the next player turns.
	revealFlipTicks = 14
	revealStagger   = 4
	revealRest      = 8
	// crownTicks is the strongest player's beat: the crown settles on their
	// stack (crownPop) and the table pauses on it.
	crownTicks = 48
	crownPop   = 14
)

// settleCrown is how far the crown has come down on the strongest stack:
// it overshoots, then settles (the crown lands).
func settleCrown(k *task) float64 {
	f := math.Min(1, float64(k.t)/float64(k.span)*float64(crownTicks)/float64(crownPop))
	return game.EaseOut(f) * (1 + 0.25*math.Sin(f*math.Pi))
}

// isEventToken reports whether a token on the board is the event's: the
// same placement (its public handle), so each face-down token of a stack
// turns on its own beat.
func isEventToken(e engine.Event, tv engine.TokenView) bool {
	return e.Seat == tv.Seat && e.Space == tv.Space && e.Handle() == tv.Seq
}

// camelLine says what the Caravanserai's strongest (chooser) did with the
// camel that holder had.
func (t *Table) camelLine(chooser, holder, to int) string {
	switch {
	case to == chooser && holder == chooser:
		return t.who(chooser) + " keeps the camel"
	case to == chooser:
		return t.who(chooser) + " takes the camel from " + t.who(holder)
	case to == holder:
		return t.who(chooser) + " leaves the camel with " + t.who(holder)
	}
	return t.who(chooser) + " gives the camel to " + t.who(to)
}

// walkVizier is the vizier on his way to the space being tallied.
func walkVizier(t *Table, k *task) image.Point {
	f := game.EaseInOut(k.progress())
	return image.Pt(int(game.Lerp(float64(t.vizierFrom.X), float64(t.vizierAt.X), f)),
		int(game.Lerp(float64(t.vizierFrom.Y), float64(t.vizierAt.Y), f)))
}

// turnToken turns a face-down token over where it lies.
func turnToken(t *Table, dst *ebiten.Image, k *task, tv engine.TokenView, at image.Point) bool {
	if tv.Face || !isEventToken(k.ev, tv) {
		return false
	}
	a := t.ctx.Assets
	c := t.S.Color(int(tv.Seat))
	f := k.progress()
	if f < 0.5 {
		game.DrawImageFlipX(dst, a.TokenBack(c), float64(at.X), float64(at.Y), 1+0.25*f, 1-2*f)
	} else {
		game.DrawImageFlipX(dst, a.Token(c, int(t.turnedValue(tv))), float64(at.X), float64(at.Y), 1.25-0.25*f, 2*f-1)
	}
	return true
}

// turnedValue is the value a token being turned shows: the value its own
// reveal brings.
func (t *Table) turnedValue(tv engine.TokenView) int8 {
	for _, k := range t.q.active {
		if k.ev.Type == engine.EvTokenRevealed && isEventToken(k.ev, tv) {
			return k.ev.Value
		}
	}
	return tv.Value
}

// flyShelfToSeat slides a shelf's treasure over the side panel to its
// taker's seat card, which lights up as it lands.
func flyShelfToSeat(t *Table, dst *ebiten.Image, k *task) {
	e, p := k.ev, k.progress()
	pts := assets.ShelfSlots(int(e.Space), int(e.Shelf), int(e.Small+e.Large))
	to := t.panel.seatAnchor(int(e.Seat))
	for i, from := range pts {
		ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.08))
		fly(dst, t.ctx.Assets.Treasure(int(e.Space.Cave()), i < int(e.Large)), from, to, ff, 1, float32(1-0.5*ff))
	}
	t.glowSeat(dst, int(e.Seat), float32(smoothWindow(p, 0.55, 0.8, 0.9, 1)))
}

// hopCamel makes the camel hop on its spot as it changes hands.
func hopCamel(t *Table, dst *ebiten.Image, k *task) {
	p := k.progress()
	cm := rectCenter(assets.CamelRect())
	hop := -40 * (1 - (2*p-1)*(2*p-1))
	game.DrawImageAt(dst, t.ctx.Assets.Camel(), float64(cm.X), float64(cm.Y)+hop, 0.6, 1)
}

// flyTokenHome carries a token from the board back to its seat.
func flyTokenHome(t *Table, dst *ebiten.Image, k *task) {
	a := t.ctx.Assets
	e := k.ev
	f := game.EaseInOut(k.progress())
	if x, ok := t.extraOf(e.Handle()); ok {
		// A Flying Carpet or a Double goes home as what it is.
		from, _ := t.handleSpot(e.Seat, e.Handle())
		to := t.panel.seatAnchor(int(e.Seat))
		at := image.Pt(int(game.Lerp(float64(from.X), float64(to.X), f)), int(game.Lerp(float64(from.Y), float64(to.Y), f)))
		t.drawExtra(dst, x.Seat, x.Token, x.Value, at, 1, float32(1-0.5*f))
		return
	}
	from := t.tokenSlotOf(e.Seat, e.Space, e.Token)
	img := a.TokenBack(t.S.Color(int(e.Seat)))
	if e.Value > 0 {
		img = a.Token(t.S.Color(int(e.Seat)), int(e.Value))
	}
	fly(dst, img, from, t.panel.seatAnchor(int(e.Seat)), f, 1, float32(1-0.5*f))
}
