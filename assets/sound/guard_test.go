package sound

import (
	"math"
	"testing"
)

// lowShare is the share of a sound's energy below about 150 Hz (a
// one-pole low-pass against the whole signal), and seconds its length.
func lowShare(id ID) (share, seconds float64) {
	b := decode(Sound(id))
	a := 1 - math.Exp(-2*math.Pi*150/SampleRate)
	lp, low, all := 0.0, 0.0, 0.0
	for _, v := range b.l {
		lp += a * (v - lp)
		low += lp * lp
		all += v * v
	}
	return low / all, float64(b.n()) / SampleRate
}

// TestGuardStrikeIsWeightier: the guard's reveal has a sound of its own,
// deeper than the gong that announces a turn (most of its energy low) and
// ringing at least as long, at the same balanced loudness.
func TestGuardStrikeIsWeightier(t *testing.T) {
	guard, gl := lowShare(Guard)
	gong, gol := lowShare(Gong)
	t.Logf("energy below 150 Hz: guard %.0f%% over %.1f s, gong %.0f%% over %.1f s", 100*guard, gl, 100*gong, gol)
	if guard < 0.5 || guard < gong+0.08 {
		t.Errorf("the guard's strike is not deeper than the turn gong: %.0f%% of its energy low, the gong %.0f%%", 100*guard, 100*gong)
	}
	if gl < gol {
		t.Errorf("the guard's strike rings %.1f s, shorter than the gong's %.1f s", gl, gol)
	}
}
