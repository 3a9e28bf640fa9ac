// Package bot holds the computer opponents. A bot sees only its seat's
// engine.View, never the State, so it cannot cheat.
package bot

import (
	"math/rand/v2"

	"aladdin/engine"
)

// Bot chooses an action for its seat from that seat's view.
type Bot interface {
	Act(cfg engine.Config, v *engine.View) engine.Action
}

// Random plays a uniformly random legal action: the baseline seat.
type Random struct {
	rng *rand.Rand
	buf []engine.Action
}

// NewRandom makes a random seat with its own seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x5eed))}
}

// Act picks any legal action.
func (b *Random) Act(cfg engine.Config, v *engine.View) engine.Action {
	b.buf = v.LegalInto(cfg, b.buf[:0])
	return b.buf[b.rng.IntN(len(b.buf))]
}
