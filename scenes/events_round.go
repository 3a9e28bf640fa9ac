package scenes

import (
	"fmt"
	"strings"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
)

// roundEvents frame a round: the starting treasure, the round's set-up,
// the placement, and the round's and the game's end.
var roundEvents = kinds{
	engine.EvStartTreasure: {
		ticks:  18,
		tellAt: 1, // the pieces have reached the seat
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s takes small treasures to start: %s.", kindList(e.Amounts))
		},
	},
	engine.EvRoundBegan: {
		ticks: 55,
		sound: always(game.SoundChime),
		begins: func(t *stagehand, e engine.Event) {
			t.board.Banner = "Round " + game.Itoa(int(e.Round))
			t.board.Tallying = false
			t.board.VizierAt = board.VizierHome()
		},
		ends: clearBanner,
		log: func(t *teller, e engine.Event) {
			t.log.round = int(e.Round)
			t.log.add(-1, "Round %d begins; %s holds the camel.", e.Round, t.who(int(e.Seat)))
		},
		gains: func(r *roundStats, e engine.Event) { *r = roundStats{number: int(e.Round)} },
	},
	engine.EvCardRevealed: {
		ticks:  34,
		tellAt: 0.5, // the card's face comes round
		sound:  always(game.SoundFlip),
		log: func(t *teller, e engine.Event) {
			t.log.add(-1, "The treasure card is turned: %d treasure in the caves.", engine.Deck(t.S.PublicConfig().Players)[e.Card].Total())
		},
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
		log:       logPlacement,
	},
	engine.EvPlacementDone: {
		ticks: 50,
		begins: func(t *stagehand, e engine.Event) {
			t.board.Banner = "The vizier tallies"
			t.board.Tallying = true
		},
		ends: clearBanner,
		log:  func(t *teller, e engine.Event) { t.log.add(-1, "All tokens are down. The vizier begins the tally.") },
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
		log: func(t *teller, e engine.Event) { t.log.add(-1, "Round %d ends; tokens go home.", e.Round) },
	},
	engine.EvGameEnded: {
		ticks: 30,
		holds: true, // game over shows first
		sound: always(game.SoundFanfare),
		begins: func(t *stagehand, e engine.Event) {
			t.q.overPending = true
		},
		log: logGameOver,
	},
	// The engine's word of what it waits for now, after every action:
	// nothing to show.
	engine.EvPending: {},
}

// sameKind groups every event of a kind with the next.
func sameKind(a, b engine.Event) bool { return true }

func clearBanner(t *stagehand, e engine.Event) { t.board.Banner = "" }

// logPlacement says who put a token where; a face-down token's value is
// its owner's alone.
func logPlacement(t *teller, e engine.Event) {
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
func logGameOver(t *teller, e engine.Event) {
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
