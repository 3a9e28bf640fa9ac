package scenes

import (
	"fmt"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
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
		log:    func(t *teller, e engine.Event) { t.log.add(-1, "The palace guard has strength %d.", e.Value) },
	},
	engine.EvEntered: {
		ticks: 34,
		sound: func(e engine.Event) (game.SoundID, bool) { return game.SoundCoins, e.Bribe() > 0 },
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			msg := t.who(int(e.Seat)) + " enters"
			if e.Bribe() > 0 {
				msg += " (bribe " + game.Itoa(e.Bribe()) + ")"
			}
			return msg, engine.Guard
		},
		log: func(t *teller, e engine.Event) {
			p := int(e.Seat)
			if e.Bribe() > 0 {
				t.log.add(p, "%s bribes the guard with %s, and enters.", t.who(p), worthList(e.Amounts))
			} else {
				t.log.add(p, "%s enters the palace.", t.who(p))
			}
		},
	},
	engine.EvRefused: {
		ticks: 34,
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " stays outside", engine.Guard
		},
		log: logRefused,
	},
	engine.EvOffer: {
		ticks: 30,
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " may buy for " + game.Itoa(e.Price()), e.Space
		},
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s may buy in %s for %d treasure.", spaceName(e.Space), e.Price())
		},
	},
	engine.EvOfferPassed: {
		ticks: 30,
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " does not buy", e.Space
		},
		log: logOfferPassed,
	},
	engine.EvPaid: {
		ticks: 22,
		sound: always(game.SoundCoins),
		gains: func(r *roundStats, e engine.Event) { r.spent[e.Seat] += e.Worth() },
	},
	engine.EvArtifactBought: {
		ticks:  60,
		tellAt: 0.3, // the artifact has risen over its room
		sound:  always(game.SoundBuy),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " buys the " + e.Artifact.String(), e.Space
		},
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s buys %s in %s!", e.Artifact.String(), spaceName(e.Space))
		},
		gains: func(r *roundStats, e engine.Event) { r.artifacts[e.Seat] = append(r.artifacts[e.Seat], e.Artifact) },
	},
	engine.EvUnsold: {
		ticks:   30,
		caption: func(t *teller, e engine.Event) (string, engine.Space) { return "Unsold", e.Space },
		log: func(t *teller, e engine.Event) {
			t.log.add(-1, "Nobody buys in %s; the artifact stays.", spaceName(e.Space))
		},
	},
}

// logRefused says who stays out. Whether a player could have paid the
// bribe is theirs to know: the table sees only that they stay out,
// whether they could not pay or chose not to.
func logRefused(t *teller, e engine.Event) {
	p := int(e.Seat)
	who := t.who(p)
	public := fmt.Sprintf("%s stays outside the palace.", who)
	switch e.Reason {
	case engine.ReasonCannotPay:
		t.log.addPrivate(p, engine.Only(p), public, fmt.Sprintf("%s stays outside the palace (you cannot pay the bribe).", who))
	case engine.ReasonDeclined:
		t.log.add(p, "%s", public)
	default:
		t.log.add(p, "%s stays outside the palace (%s).", who, reasonText(e.Reason))
	}
}

// logOfferPassed says who does not buy. Only the player knows whether they
// could not pay or chose not to: the table sees the same pass either way.
func logOfferPassed(t *teller, e engine.Event) {
	p := int(e.Seat)
	who := t.who(p)
	public := fmt.Sprintf("%s does not buy in %s.", who, spaceName(e.Space))
	if e.Reason == engine.ReasonCannotPay {
		// The engine offers only to those who can pay; the table hears
		// the same offer line as for one who declines.
		t.log.add(p, "%s may buy in %s for %d treasure.", who, spaceName(e.Space), e.Price())
		t.log.addPrivate(p, engine.Only(p), public, fmt.Sprintf("%s does not buy in %s (you cannot pay).", who, spaceName(e.Space)))
	} else {
		t.log.add(p, "%s", public)
	}
}
