package game

import "time"

// The animations follow the clock, not the count of ticks: a machine too
// slow for 60 ticks a second drops frames, and a show lasts as long as on
// a fast one. The app reads the wall clock once a tick (StepClock) and
// the scenes take the time the tick stands for (Elapsed).

// TickTime is a tick's length when the machine keeps up: 60 a second.
const TickTime = time.Second / 60

// MaxTickTime is the most time one tick may stand for: after a stall (the
// window dragged, the tab in the background, the machine asleep) the
// animations go on where they were, a little later, rather than jumping
// to their end in one frame.
const MaxTickTime = 250 * time.Millisecond

// tickClock is the time as the scenes see it.
type tickClock struct {
	last    time.Time     // when the last tick was read (zero: none yet)
	elapsed time.Duration // the time the current tick stands for
}

// StepClock reads the clock for a new tick: the app calls it before each
// Update. A context without a clock (scene tests) steps TickTime a tick.
func (c *Context) StepClock() {
	if c.Clock == nil {
		c.clock.elapsed = TickTime
		return
	}
	now := c.Clock.Now()
	c.clock.elapsed = TickTime
	if !c.clock.last.IsZero() {
		c.clock.elapsed = min(max(now.Sub(c.clock.last), 0), MaxTickTime)
	}
	c.clock.last = now
}

// Elapsed is the time this tick stands for: the time since the last tick,
// at most MaxTickTime. Without a clock (the scene tests, which drive the
// scenes tick by tick) it is TickTime, so a test's time is its count of
// ticks, whatever the machine's speed.
func (c *Context) Elapsed() time.Duration {
	if c.Clock == nil {
		return TickTime
	}
	return c.clock.elapsed
}
