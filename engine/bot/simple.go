// Package bot holds the computer opponents. A bot sees only its seat's
// engine.View, never the State, so it cannot cheat.
package bot

import (
	"aladdin/engine"
)

// Bot chooses an action for its seat from that seat's view.
type Bot interface {
	Act(v *engine.View) engine.Action
}

// RandomBot plays a uniformly random legal action: the baseline seat.
type RandomBot struct {
	seed uint64
	buf  []engine.Action
}

// NewRandom makes a random seat with its own seed.
func NewRandom(seed uint64) *RandomBot {
	return &RandomBot{seed: seed}
}

// Act picks any legal action.
func (b *RandomBot) Act(v *engine.View) engine.Action {
	b.buf = v.LegalInto(b.buf[:0])
	if len(b.buf) == 0 {
		return engine.Decline(int(v.Seat))
	}
	r := splitmix{mix(b.seed, viewHash(v))}
	return b.buf[r.intn(len(b.buf))]
}
