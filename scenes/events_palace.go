package scenes

import (
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
)

// palaceEvents are the palace's part of the tally: the guard's reveal,
// who enters, and the rooms' sales.
var palaceEvents = kinds{
	engine.EvGuardRevealed: {
		ticks: board.GuardTicks,
		sound: always(game.SoundStep),
		// The strike lands as the number comes round, not as the tile
		// starts to rise.
		cue:   always(game.SoundGuard),
		cueAt: board.GuardTurned - 0.04,
		// Its strength is told once the tile shows it.
		tellAt: board.GuardTurned,
	},
	engine.EvEntered: {
		ticks: 34,
		sound: func(e engine.Event) (game.SoundID, bool) { return game.SoundCoins, e.Bribe() > 0 },
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			if e.Bribe() > 0 {
				return lang.T("%s enters (bribe %d)", t.Who(int(e.Seat)), e.Bribe()), engine.Guard
			}
			return lang.T("%s enters", t.Who(int(e.Seat))), engine.Guard
		},
	},
	engine.EvRefused: {
		ticks: 34,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s stays outside", t.Who(int(e.Seat))), engine.Guard
		},
	},
	engine.EvOffer: {
		ticks: 30,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s may buy for %d", t.Who(int(e.Seat)), e.Price()), e.Space
		},
	},
	engine.EvOfferPassed: {
		ticks: 30,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s does not buy", t.Who(int(e.Seat))), e.Space
		},
	},
	engine.EvPaid: {
		ticks: 22,
		sound: always(game.SoundCoins),
		gains: func(r *roundStats, e engine.Event) { r.Spent[e.Seat] += e.Worth() },
	},
	engine.EvArtifactBought: {
		ticks:  60,
		tellAt: 0.3, // the artifact has risen over its room
		sound:  always(game.SoundBuy),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s buys %s", t.Who(int(e.Seat)), gamelog.ArtifactName(e.Artifact)), e.Space
		},
		gains: func(r *roundStats, e engine.Event) { r.Artifacts[e.Seat] = append(r.Artifacts[e.Seat], e.Artifact) },
	},
	engine.EvUnsold: {
		ticks:   30,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) { return lang.T("Unsold"), e.Space },
	},
}
