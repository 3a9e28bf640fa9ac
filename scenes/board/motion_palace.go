package board

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

var palaceMotions = motions{
	engine.EvGuardRevealed: {
		guardSlot: turnGuardInSlot,
		momentName: func(k *Task) string {
			// Named while the tile is turned and held.
			if p := k.Progress(); p >= GuardTurned && p < guardSinkAt {
				return "tally-guard"
			}
			return ""
		},
		stage:     stageGuard,
		overPanel: lightGuardEntrantSeats,
	},
	engine.EvEntered: {
		flight: func(b *Board, dst *ebiten.Image, k *Task) {
			if b.Tallying {
				b.glowStack(dst, engine.Guard, k.Ev.Seat, float32(0.6+0.4*math.Sin(k.Progress()*math.Pi)), game.GiltLight)
			}
		},
		overPanel: func(b *Board, dst *ebiten.Image, k *Task) {
			b.glowSeat(dst, int(k.Ev.Seat), float32(math.Sin(k.Progress()*math.Pi)))
		},
	},
	engine.EvPaid: {
		flight: flyPayment,
	},
	engine.EvArtifactBought: {
		flight: flyBoughtArtifact,
	},
}

// GuardTicks is the guard's moment at normal speed: the tile rises to the
// middle of the palace (until guardFlipAt), turns, holds with the
// entering players lit, and sinks back to its place (from guardSinkAt).
const (
	GuardTicks  = 140
	guardFlipAt = 0.22
	GuardTurned = 0.32
	guardSinkAt = 0.86
)

// turnGuardInSlot turns the guard's tile over in its slot (under the
// guard's moment, which rises from there).
func turnGuardInSlot(b *Board, dst *ebiten.Image, k *Task, cx, cy float64) {
	a := b.Assets
	p := k.Progress()
	if p < 0.5 {
		game.DrawImageFlipX(dst, a.GuardBack(), cx, cy, 1+0.3*p, 1-2*p)
	} else {
		game.DrawImageFlipX(dst, a.Guard(int(k.Ev.Value)), cx, cy, 1.3-0.3*p, 2*p-1)
	}
}

// stageGuard is the guard's moment during the tally (staging.go).
func stageGuard(b *Board, dst *ebiten.Image, k *Task) {
	if b.Tallying {
		b.drawGuardMoment(dst, k)
	}
}

// lightGuardEntrantSeats lights the seat cards of the players the guard's
// strength lets in, while its moment holds.
func lightGuardEntrantSeats(b *Board, dst *ebiten.Image, k *Task) {
	v := &b.View
	if v.Tally != engine.Guard {
		return
	}
	lit := float32(smoothWindow(k.Progress(), guardFlipAt+0.04, GuardTurned, guardSinkAt, 1))
	for i := 0; i < int(v.NRank); i++ {
		if s := v.Ranking[i]; int(v.Strength[s]) >= int(k.Ev.Value) {
			b.glowSeat(dst, int(s), lit)
		}
	}
}

// flyPayment carries the pieces paid from the payer's seat to the bank.
func flyPayment(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	from := SeatAnchor(int(e.Seat))
	to := RectCenter(assets.BankPileRect(int(e.Kind)))
	n := int(e.Small + e.Large)
	for i := 0; i < n; i++ {
		ff := game.EaseInOut(clamp01(p*1.3 - float64(i)*0.06))
		fly(dst, b.Assets.Treasure(int(e.Kind), i < int(e.Large)), from, to, ff, 1, 1)
	}
}

// flyBoughtArtifact shows the artifact large over its room, then carries
// it to the buyer.
func flyBoughtArtifact(b *Board, dst *ebiten.Image, k *Task) {
	e, p := k.Ev, k.Progress()
	from := RectCenter(assets.StackRect(e.Space.Room()))
	img := b.Assets.Artifact(e.Artifact)
	if p < 0.5 {
		game.DrawImageAt(dst, img, float64(from.X), float64(from.Y+40), 1+1.2*game.EaseOut(p*2), 1)
	} else {
		ff := game.EaseInOut(p*2 - 1)
		fly(dst, img, from.Add(image.Pt(0, 40)), SeatAnchor(int(e.Seat)), ff, 2.2-1.5*ff, 1)
	}
}
