package scenes

import (
	"fmt"
	"image"
	"math"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// palaceEvents are the palace's part of the tally: the guard's reveal,
// who enters, and the rooms' sales.
var palaceEvents = kinds{
	engine.EvGuardRevealed: {
		ticks: guardTicks,
		sound: always(game.SoundStep),
		// The strike lands as the number comes round, not as the tile
		// starts to rise.
		cue:   always(game.SoundGuard),
		cueAt: guardTurned - 0.04,
		// Its strength is told once the tile shows it.
		tellAt:    guardTurned,
		guardSlot: turnGuardInSlot,
		momentName: func(k *task) string {
			// Named while the tile is turned and held.
			if p := k.progress(); p >= guardTurned && p < guardSinkAt {
				return "tally-guard"
			}
			return ""
		},
		stage:     stageGuard,
		overPanel: lightGuardEntrantSeats,
		log:       func(t *Table, e engine.Event) { t.log.add(-1, "The palace guard has strength %d.", e.Value) },
	},
	engine.EvEntered: {
		ticks: 34,
		sound: func(e engine.Event) (game.SoundID, bool) { return game.SoundCoins, e.Bribe() > 0 },
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			msg := t.who(int(e.Seat)) + " enters"
			if e.Bribe() > 0 {
				msg += " (bribe " + game.Itoa(e.Bribe()) + ")"
			}
			return msg, engine.Guard
		},
		flight: func(t *Table, dst *ebiten.Image, k *task) {
			if t.tallying {
				t.glowStack(dst, engine.Guard, k.ev.Seat, float32(0.6+0.4*math.Sin(k.progress()*math.Pi)), game.GiltLight)
			}
		},
		overPanel: func(t *Table, dst *ebiten.Image, k *task) {
			t.glowSeat(dst, int(k.ev.Seat), float32(math.Sin(k.progress()*math.Pi)))
		},
		log: func(t *Table, e engine.Event) {
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
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " stays outside", engine.Guard
		},
		log: logRefused,
	},
	engine.EvOffer: {
		ticks: 30,
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " may buy for " + game.Itoa(e.Price()), e.Space
		},
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s may buy in %s for %d treasure.", spaceName(e.Space), e.Price())
		},
	},
	engine.EvOfferPassed: {
		ticks: 30,
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " does not buy", e.Space
		},
		log: logOfferPassed,
	},
	engine.EvPaid: {
		ticks:  22,
		sound:  always(game.SoundCoins),
		flight: flyPayment,
		gains:  func(r *roundStats, e engine.Event) { r.spent[e.Seat] += e.Worth() },
	},
	engine.EvArtifactBought: {
		ticks:  60,
		tellAt: 0.3, // the artifact has risen over its room
		sound:  always(game.SoundBuy),
		caption: func(t *Table, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " buys the " + e.Artifact.String(), e.Space
		},
		flight: flyBoughtArtifact,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s buys %s in %s!", e.Artifact.String(), spaceName(e.Space))
		},
		gains: func(r *roundStats, e engine.Event) { r.artifacts[e.Seat] = append(r.artifacts[e.Seat], e.Artifact) },
	},
	engine.EvUnsold: {
		ticks:   30,
		caption: func(t *Table, e engine.Event) (string, engine.Space) { return "Unsold", e.Space },
		log: func(t *Table, e engine.Event) {
			t.log.add(-1, "Nobody buys in %s; the artifact stays.", spaceName(e.Space))
		},
	},
}

// guardTicks is the guard's moment at normal speed: the tile rises to the
// middle of the palace (until guardFlipAt), turns, holds with the
// entering players lit, and sinks back to its place (from guardSinkAt).
const (
	guardTicks  = 140
	guardFlipAt = 0.22
	guardTurned = 0.32
	guardSinkAt = 0.86
)

// logRefused says who stays out. Whether a player could have paid the
// bribe is theirs to know: the table sees only that they stay out,
// whether they could not pay or chose not to.
func logRefused(t *Table, e engine.Event) {
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
func logOfferPassed(t *Table, e engine.Event) {
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

// turnGuardInSlot turns the guard's tile over in its slot (under the
// guard's moment, which rises from there).
func turnGuardInSlot(t *Table, dst *ebiten.Image, k *task, cx, cy float64) {
	a := t.ctx.Assets
	p := k.progress()
	if p < 0.5 {
		game.DrawImageFlipX(dst, a.GuardBack(), cx, cy, 1+0.3*p, 1-2*p)
	} else {
		game.DrawImageFlipX(dst, a.Guard(int(k.ev.Value)), cx, cy, 1.3-0.3*p, 2*p-1)
	}
}

// stageGuard is the guard's moment during the tally (staging.go).
func stageGuard(t *Table, dst *ebiten.Image, k *task) {
	if t.tallying {
		t.drawGuardMoment(dst, k)
	}
}

// lightGuardEntrantSeats lights the seat cards of the players the guard's
// strength lets in, while its moment holds.
func lightGuardEntrantSeats(t *Table, dst *ebiten.Image, k *task) {
	v := &t.view
	if v.Tally != engine.Guard {
		return
	}
	lit := float32(smoothWindow(k.progress(), guardFlipAt+0.04, guardTurned, guardSinkAt, 1))
	for i := 0; i < int(v.NRank); i++ {
		if s := v.Ranking[i]; int(v.Strength[s]) >= int(k.ev.Value) {
			t.glowSeat(dst, int(s), lit)
		}
	}
}

// flyPayment carries the pieces paid from the payer's seat to the bank.
func flyPayment(t *Table, dst *ebiten.Image, k *task) {
	e, p := k.ev, k.progress()
	from := t.panel.seatAnchor(int(e.Seat))
	to := rectCenter(assets.BankPileRect(int(e.Kind)))
	n := int(e.Small + e.Large)
	for i := 0; i < n; i++ {
		ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.06))
		fly(dst, t.ctx.Assets.Treasure(int(e.Kind), i < int(e.Large)), from, to, ff, 1, 1)
	}
}

// flyBoughtArtifact shows the artifact large over its room, then carries
// it to the buyer.
func flyBoughtArtifact(t *Table, dst *ebiten.Image, k *task) {
	e, p := k.ev, k.progress()
	from := rectCenter(assets.StackRect(e.Space.Room()))
	img := t.ctx.Assets.Artifact(e.Artifact)
	if p < 0.5 {
		game.DrawImageAt(dst, img, float64(from.X), float64(from.Y+40), 1+1.2*game.EaseOut(p*2), 1)
	} else {
		ff := game.EaseInOut(p*2 - 1)
		fly(dst, img, from.Add(image.Pt(0, 40)), t.panel.seatAnchor(int(e.Seat)), ff, 2.2-1.5*ff, 1)
	}
}
