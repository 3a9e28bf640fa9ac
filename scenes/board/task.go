package board

import (
	"math"
	"time"

	"aladdin/engine"
)

// Task is one event being animated (the table's queue runs them): it
// lasts Dur, then its event is applied to the display model. Its own
// motion runs from Delay for Span (the tokens of one stack turn in a
// ripple, then the batch rests). A held task waits for the table to
// release it (the round summary and game over are scenes of their own).
// Its times are the clock's (game.Context's Elapsed), not a count of
// frames: a slow machine drops frames, and the show lasts as long.
type Task struct {
	Ev    engine.Event
	T     time.Duration
	Delay time.Duration
	Span  time.Duration
	Dur   time.Duration
	Hold  bool
	CueAt time.Duration // the event's beat (a sound on the guard's flip); -1 none
	Cued  bool          // the beat has sounded
	// TellAt is when its log line and caption come (its kind's tellAt);
	// Told, that they have.
	TellAt time.Duration
	Told   bool
	// Applied marks an event put on the display as it was told (see its
	// kind's shownAtTell).
	Applied bool
}

// Progress is how far the task's own motion has gone, 0 to 1.
func (a *Task) Progress() float64 {
	if a.Span <= 0 {
		if a.T >= a.Delay {
			return 1
		}
		return 0
	}
	return math.Max(0, math.Min(1, float64(a.T-a.Delay)/float64(a.Span)))
}
