package scenes

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
)

// tallyEvents are the vizier's walk through the spaces: the tokens turned
// and ranked, the caves' treasure taken, the Market and the Caravanserai,
// and the tokens going home from each space. The palace's are in
// events_palace.go.
var tallyEvents = kinds{
	engine.EvSpaceBegan: {
		ticks: 28,
		sound: always(game.SoundStep),
		begins: func(t *stagehand, e engine.Event) {
			t.board.VizierFrom = t.board.VizierAt
			t.board.VizierAt = assets.VizierPath(int(e.Space))
		},
	},
	engine.EvTokenRevealed: {
		ticks: board.RevealFlipTicks,
		// One player's stack on the space turns at once, in a ripple.
		groups:     func(a, b engine.Event) bool { return a.Space == b.Space && a.Seat == b.Seat },
		stagger:    board.RevealStagger,
		rest:       board.RevealRest,
		inSequence: true,
		sound:      always(game.SoundFlip),
	},
	engine.EvRanking: {
		ticks: board.CrownTicks,
		// The ranks appear as the crown settles on the strongest, not
		// after.
		shownAtTell: true,
	},
	engine.EvTreasureTaken: {
		ticks:  44,
		tellAt: 0.8, // the treasure reaches its taker's seat card
		sound:  always(game.SoundCoins),
		gains:  func(r *roundStats, e engine.Event) { r.Treasure[e.Seat] += int(e.Small) + 3*int(e.Large) },
	},
	engine.EvMarketExchange: {
		ticks:  45,
		tellAt: 0.5, // the pieces are on their way from the bank
		sound:  always(game.SoundCoins),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s trades at the Market", t.Who(int(e.Seat))), engine.Market
		},
		gains: func(r *roundStats, e engine.Event) { r.Treasure[e.Seat] += 2 },
	},
	engine.EvMarketDeclined: {
		ticks: 28,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s lets the Market go", t.Who(int(e.Seat))), engine.Market
		},
	},
	engine.EvCamelPassed: {
		ticks: 45,
		// The camel changes hands at the top of its hop, with the line
		// that says so.
		tellAt:      0.5,
		shownAtTell: true,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.CamelLine(int(e.Chooser), int(e.Seat), int(e.Recipient())), engine.Caravanserai
		},
	},
	engine.EvTokenReturned: {
		ticks:  18,
		groups: sameKind,
	},
}
