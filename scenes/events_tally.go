package scenes

import (
	"fmt"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
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
		log: func(t *teller, e engine.Event) {
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
		ticks:  44,
		tellAt: 0.8, // the treasure reaches its taker's seat card
		sound:  always(game.SoundCoins),
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s takes %s from shelf %d.", piecesOf(int(e.Small), int(e.Large), engine.Kind(e.Space.Cave())), e.Shelf+1)
		},
		gains: func(r *roundStats, e engine.Event) { r.treasure[e.Seat] += int(e.Small) + 3*int(e.Large) },
	},
	engine.EvMarketExchange: {
		ticks:  45,
		tellAt: 0.5, // the pieces are on their way from the bank
		sound:  always(game.SoundCoins),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " trades at the Market", engine.Market
		},
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s gives 1 small %s at the Market and takes 3 small treasures: %s.", strings.ToLower(kindSingular[e.Give]), kindList(e.Amounts))
		},
		gains: func(r *roundStats, e engine.Event) { r.treasure[e.Seat] += 2 },
	},
	engine.EvMarketDeclined: {
		ticks: 28,
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " lets the Market go", engine.Market
		},
		log: func(t *teller, e engine.Event) { t.seatSays(e, "%s lets the Market go.") },
	},
	engine.EvCamelPassed: {
		ticks: 45,
		// The camel changes hands at the top of its hop, with the line
		// that says so.
		tellAt:      0.5,
		shownAtTell: true,
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.camelLine(int(e.Chooser), int(e.Seat), int(e.Recipient())), engine.Caravanserai
		},
		log: func(t *teller, e engine.Event) {
			t.log.add(int(e.Chooser), "%s.", t.camelLine(int(e.Chooser), int(e.Seat), int(e.Recipient())))
		},
	},
	engine.EvTokenReturned: {
		ticks:  18,
		groups: sameKind,
	},
}

// camelLine says what the Caravanserai's strongest (chooser) did with the
// camel that holder had.
func (t *teller) camelLine(chooser, holder, to int) string {
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
