package scenes

import (
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/modes"
)

// roundEvents frame a round: the starting treasure, the round's set-up,
// the placement, and the round's and the game's end.
var roundEvents = kinds{
	engine.EvStartTreasure: {
		ticks:  18,
		tellAt: 1, // the pieces have reached the seat
	},
	engine.EvRoundBegan: {
		ticks: 55,
		sound: always(game.SoundChime),
		begins: func(t *stagehand, e engine.Event) {
			t.board.Banner = lang.T("Round %d", e.Round)
			t.board.Tallying = false
			t.board.VizierAt = board.VizierHome()
		},
		ends:  clearBanner,
		gains: func(r *roundStats, e engine.Event) { *r = roundStats{modes.RoundStats{Number: int(e.Round)}} },
	},
	engine.EvCardRevealed: {
		ticks:  34,
		tellAt: 0.5, // the card's face comes round
		sound:  always(game.SoundFlip),
	},
	engine.EvCaveFilled: {
		ticks:  10,
		groups: sameKind, // the caves fill together
	},
	engine.EvGuardPlaced: {ticks: 16},
	engine.EvTokenPlaced: {
		ticks:     24,
		ownTicks:  12,
		tellAt:    1, // the token is down
		landSound: always(game.SoundPlace),
	},
	engine.EvPlacementDone: {
		ticks: 50,
		begins: func(t *stagehand, e engine.Event) {
			t.board.Banner = lang.T("The vizier tallies")
			t.board.Tallying = true
		},
		ends: clearBanner,
	},
	engine.EvCavesCleared: {
		ticks:  14,
		groups: sameKind,
	},
	engine.EvRoundEnded: {
		ticks: 36,
		holds: true, // the round's summary shows first
		begins: func(t *stagehand, e engine.Event) {
			t.q.summaryPending = true
		},
		ends: func(t *stagehand, e engine.Event) {
			t.board.Tallying = false
			t.board.Caption = ""
		},
	},
	engine.EvGameEnded: {
		// Game over shows as the fanfare starts (overPending routes to it),
		// and the event plays out beneath it, never held: game over has
		// nothing to close, and a held end would leave the board a moment
		// short of the finished game and the app redrawing forever.
		ticks: 30,
		sound: always(game.SoundFanfare),
		begins: func(t *stagehand, e engine.Event) {
			t.q.overPending = true
		},
	},
	// The engine's word of what it waits for now, after every action:
	// nothing to show.
	engine.EvPending: {},
}

// sameKind groups every event of a kind with the next.
func sameKind(a, b engine.Event) bool { return true }

func clearBanner(t *stagehand, e engine.Event) { t.board.Banner = "" }
