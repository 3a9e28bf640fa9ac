package game

import (
	"testing"
	"time"
)

// fakeClock is a clock a test moves by hand.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }

// TestElapsedFollowsTheClock: a tick stands for the time since the last
// one, however long the machine took to come back to it, up to a cap
// after a stall; without a clock every tick is one sixtieth of a second.
func TestElapsedFollowsTheClock(t *testing.T) {
	var bare Context
	bare.StepClock()
	if bare.Elapsed() != TickTime {
		t.Fatalf("without a clock a tick stands for %v, want %v", bare.Elapsed(), TickTime)
	}
	clk := &fakeClock{now: time.Unix(1000, 0)}
	ctx := Context{Clock: clk}
	ctx.StepClock()
	if ctx.Elapsed() != TickTime {
		t.Fatalf("the first tick stands for %v, want one tick", ctx.Elapsed())
	}
	for _, step := range []struct{ gap, want time.Duration }{
		{TickTime, TickTime},
		{time.Second / 12, time.Second / 12}, // a slow machine: 12 frames a second
		{0, 0},                               // a tick run again to catch up
		{5 * time.Second, MaxTickTime},       // the window was dragged
		{-time.Second, 0},                    // a clock that went back
	} {
		clk.now = clk.now.Add(step.gap)
		ctx.StepClock()
		if ctx.Elapsed() != step.want {
			t.Errorf("after %v the tick stands for %v, want %v", step.gap, ctx.Elapsed(), step.want)
		}
	}
}
