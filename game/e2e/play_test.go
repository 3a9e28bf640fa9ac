//go:build e2e

package e2e

import (
	"math/rand"
	"time"

	"aladdin/game/scenario"
)

// The window as a scripted player's screen (scenario.Act): its clicks,
// and its waits of a few seconds, stretched by patience like every limit
// here (a busy machine's window is slow to answer).
func (g *game) ClickTarget(st probeState, name string) bool { return g.clickTarget(st, name) }

func (g *game) Poll(ok func(probeState) bool) (probeState, bool) {
	return g.poll(patience*5*time.Second, ok)
}

func (g *game) Read() probeState { st, _ := g.read(); return st }

// act makes one move for the person, whatever the window shows.
func (g *game) act(st probeState, rng *rand.Rand) bool { return scenario.Act(g, st, rng) }
