package scenes

import (
	"fmt"
	"image"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// roundEvents frame a round: the starting treasure, the round's set-up,
// the placement, and the round's and the game's end.
var roundEvents = kinds{
	engine.EvStartTreasure: {
		ticks:  18,
		tellAt: 1, // the pieces have reached the seat
		flight: flyFromBank,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s takes small treasures to start: %s.", kindList(e.Amounts))
		},
	},
	engine.EvRoundBegan: {
		ticks: 55,
		sound: always(game.SoundChime),
		begins: func(t *Table, e engine.Event) {
			t.banner = "Round " + game.Itoa(int(e.Round))
			t.tallying = false
			t.vizierAt = vizierHome()
		},
		ends: clearBanner,
		log: func(t *Table, e engine.Event) {
			t.log.round = int(e.Round)
			t.log.add(-1, "Round %d begins; %s holds the camel.", e.Round, t.who(int(e.Seat)))
		},
		gains: func(r *roundStats, e engine.Event) { *r = roundStats{number: int(e.Round)} },
	},
	engine.EvCardRevealed: {
		ticks:  34,
		tellAt: 0.5, // the card's face comes round
		sound:  always(game.SoundFlip),
		flight: turnTreasureCard,
		log: func(t *Table, e engine.Event) {
			t.log.add(-1, "The treasure card is turned: %d treasure in the caves.", engine.Deck(t.S.PublicConfig().Players)[e.Card].Total())
		},
	},
	engine.EvCaveFilled: {
		ticks:  10,
		groups: sameKind, // the caves fill together
		flight: flyShelf(false),
	},
	engine.EvGuardPlaced: {ticks: 16},
	engine.EvTokenPlaced: {
		ticks:     24,
		ownTicks:  12,
		tellAt:    1, // the token is down
		landSound: always(game.SoundPlace),
		flight:    flyPlacedToken,
		log:       logPlacement,
	},
	engine.EvPlacementDone: {
		ticks: 50,
		begins: func(t *Table, e engine.Event) {
			t.banner = "The vizier tallies"
			t.tallying = true
		},
		ends: clearBanner,
		log:  func(t *Table, e engine.Event) { t.log.add(-1, "All tokens are down. The vizier begins the tally.") },
	},
	engine.EvCavesCleared: {
		ticks:      14,
		groups:     sameKind,
		liftsShelf: true,
		flight:     flyShelf(true),
	},
	engine.EvRoundEnded: {
		ticks: 36,
		holds: true, // the round's summary shows first
		begins: func(t *Table, e engine.Event) {
			t.summaryPending = true
		},
		ends: func(t *Table, e engine.Event) {
			t.tallying = false
			t.caption = ""
		},
		log:    func(t *Table, e engine.Event) { t.log.add(-1, "Round %d ends; tokens go home.", e.Round) },
		flight: flyTokensHome,
		// Every token is in the flight home, and every stack's badge
		// with it.
		drawsToken: func(*Table, *ebiten.Image, *task, engine.TokenView, image.Point) bool { return true },
		liftsStack: func(engine.Event, engine.Space, int8) bool { return true },
	},
	engine.EvGameEnded: {
		ticks: 30,
		holds: true, // game over shows first
		sound: always(game.SoundFanfare),
		begins: func(t *Table, e engine.Event) {
			t.overPending = true
		},
		log: logGameOver,
	},
	// The engine's word of what it waits for now, after every action:
	// nothing to show.
	engine.EvPending: {},
}

// sameKind groups every event of a kind with the next.
func sameKind(a, b engine.Event) bool { return true }

// vizierHome is where the vizier waits between tallies: beside the first
// cave, off the board's spaces.
func vizierHome() image.Point {
	return assets.VizierPath(assets.SpaceRedCave).Sub(image.Pt(60, 0))
}

func clearBanner(t *Table, e engine.Event) { t.banner = "" }

// logPlacement says who put a token where; a face-down token's value is
// its owner's alone.
func logPlacement(t *Table, e engine.Event) {
	p := int(e.Seat)
	who := t.who(p)
	public := fmt.Sprintf("%s places a token on %s.", who, spaceName(e.Space))
	switch {
	case e.Value > 0 && e.FaceUp:
		t.log.add(p, "%s places the %d face up on %s.", who, e.Value, spaceName(e.Space))
	case e.Value > 0:
		t.log.addPrivate(p, engine.Only(p), public, fmt.Sprintf("%s put the %d on %s.", who, e.Value, spaceName(e.Space)))
	default:
		t.log.add(p, "%s", public)
	}
}

// logGameOver names the winners.
func logGameOver(t *Table, e engine.Event) {
	var ws []string
	for s := 0; s < t.S.PublicConfig().Players; s++ {
		if e.Winners&(1<<s) != 0 {
			ws = append(ws, t.S.Name(s))
		}
	}
	verb := "wins"
	if len(ws) > 1 {
		verb = "win" // a shared victory
	}
	t.log.add(-1, "Game over: %s %s.", strings.Join(ws, " and "), verb)
}

// flyFromBank carries small pieces from the bank's piles to a seat.
func flyFromBank(t *Table, dst *ebiten.Image, k *task) {
	e, p := k.ev, k.progress()
	to := t.panel.seatAnchor(int(e.Seat))
	i := 0
	for kd := 0; kd < engine.NumKinds; kd++ {
		for n := 0; n < int(e.Amounts[kd]); n++ {
			ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.08))
			fly(dst, t.ctx.Assets.Treasure(kd, false), rectCenter(assets.BankPileRect(kd)), to, ff, 1, 1)
			i++
		}
	}
}

// turnTreasureCard turns the round's treasure card over in its slot.
func turnTreasureCard(t *Table, dst *ebiten.Image, k *task) {
	a := t.ctx.Assets
	e, p := k.ev, k.progress()
	c := rectCenter(assets.CardSlotRect())
	deck := engine.Deck(int(t.view.Players))
	if p < 0.5 {
		game.DrawImageFlipX(dst, a.CardBack(), float64(c.X), float64(c.Y), 1+0.2*p, 1-2*p)
	} else if int(e.Card) < len(deck) {
		game.DrawImageFlipX(dst, a.TreasureCard(cardShelves(deck[e.Card])), float64(c.X), float64(c.Y), 1.2-0.2*p, 2*p-1)
	}
}

// flyShelf carries a shelf's pieces between the shelf and its cave's pile
// in the bank: filling it, or (toBank) clearing it, the pieces fading as
// they go.
func flyShelf(toBank bool) func(t *Table, dst *ebiten.Image, k *task) {
	return func(t *Table, dst *ebiten.Image, k *task) {
		e := k.ev
		f := game.EaseInOut(k.progress())
		bank := rectCenter(assets.BankPileRect(int(e.Space.Cave())))
		for i, slot := range assets.ShelfSlots(int(e.Space), int(e.Shelf), int(e.Small+e.Large)) {
			img := t.ctx.Assets.Treasure(int(e.Space.Cave()), i < int(e.Large))
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
func flyPlacedToken(t *Table, dst *ebiten.Image, k *task) {
	a := t.ctx.Assets
	e := k.ev
	f := game.EaseInOut(k.progress())
	from := t.panel.seatAnchor(int(e.Seat))
	to := t.seatSpot(e.Space, e.Seat, t.countOf(e.Space, e.Seat))
	img := a.TokenBack(t.S.Color(int(e.Seat)))
	if e.FaceUp && e.Value > 0 {
		img = a.Token(t.S.Color(int(e.Seat)), int(e.Value))
	}
	// Lifted in the air, then it clacks down.
	lift := 1 + 0.25*(1-f)
	fly(dst, img, from, to, f, lift, 1)
}

// flyTokensHome carries every token on the board back to its seat.
func flyTokensHome(t *Table, dst *ebiten.Image, k *task) {
	f := game.EaseInOut(k.progress())
	var count [engine.NumSpaces]int
	for i := 0; i < int(t.view.NumTokens); i++ {
		tv := t.view.Tokens[i]
		from := t.tokenSpot(tv.Space, count[tv.Space])
		count[tv.Space]++
		fly(dst, t.tokenImage(tv, false), from, t.panel.seatAnchor(int(tv.Seat)), f, 1, float32(1-0.6*f))
	}
}
