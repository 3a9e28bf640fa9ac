package scenes

import (
	"math"

	"aladdin/engine"
	"aladdin/game"
)

// task is one event being animated: it lasts dur ticks, then its event is
// applied to the display model. A held task waits for the table to release
// it (the round summary and game over are scenes of their own).
type task struct {
	ev   engine.Event
	t    int
	dur  int
	hold bool
}

func (a *task) progress() float64 {
	if a.dur <= 0 {
		return 1
	}
	return math.Min(1, float64(a.t)/float64(a.dur))
}

// baseTicks is each event's length at normal speed (60 ticks a second):
// long enough to follow, short enough not to bore.
func baseTicks(e engine.Event, ownMove bool) int {
	switch e.Type {
	case engine.EvStartTreasure:
		return 18
	case engine.EvRoundBegan:
		return 55
	case engine.EvCardRevealed:
		return 34
	case engine.EvCaveFilled:
		return 10
	case engine.EvGuardPlaced:
		return 16
	case engine.EvTokenPlaced:
		if ownMove {
			return 12
		}
		return 24
	case engine.EvPlacementDone:
		return 50
	case engine.EvSpaceBegan:
		return 30
	case engine.EvTokenRevealed:
		return 20
	case engine.EvRanking:
		return 55
	case engine.EvTreasureTaken:
		return 34
	case engine.EvMarketExchange, engine.EvCamelPassed:
		return 45
	case engine.EvMarketDeclined:
		return 28
	case engine.EvGuardRevealed:
		return 50
	case engine.EvEntered, engine.EvRefused:
		return 36
	case engine.EvTokenReturned:
		return 18
	case engine.EvOffer, engine.EvOfferPassed, engine.EvUnsold:
		return 30
	case engine.EvPaid:
		return 22
	case engine.EvArtifactBought:
		return 60
	case engine.EvCavesCleared:
		return 14
	case engine.EvRoundEnded:
		return 36
	case engine.EvGameEnded:
		return 30
	}
	return 10
}

// groupable events start together with the run of their kind that follows
// (every token of a space flips at once; the caves fill together).
func groupable(a, b engine.Event) bool {
	if a.Type != b.Type {
		return false
	}
	switch a.Type {
	case engine.EvTokenRevealed:
		return a.Space == b.Space
	case engine.EvCaveFilled, engine.EvTokenReturned, engine.EvCavesCleared:
		return true
	}
	return false
}

// animQueue runs event tasks in order, a batch at a time.
type animQueue struct {
	pending  []engine.Event
	active   []task
	skipping bool
}

// Busy reports whether anything is still to animate.
func (q *animQueue) Busy() bool { return len(q.pending) > 0 || len(q.active) > 0 }

// Held reports whether the queue waits on a held task.
func (q *animQueue) Held() bool {
	for _, a := range q.active {
		if a.hold {
			return true
		}
	}
	return false
}

// release lets held tasks finish.
func (q *animQueue) release() {
	for i := range q.active {
		q.active[i].hold = false
	}
}

// step advances the queue one tick. begin starts an event (sound, log,
// captions) and returns its base length and whether it holds; finish
// applies it to the display.
func (q *animQueue) step(speed game.Speed, begin func(e engine.Event, first bool) (int, bool), finish func(e engine.Event)) {
	for budget := 0; budget < 2000; budget++ {
		if len(q.active) == 0 {
			if len(q.pending) == 0 {
				q.skipping = false
				return
			}
			q.startBatch(speed, begin)
		}
		done := true
		for i := range q.active {
			a := &q.active[i]
			if a.t < a.dur {
				a.t++
			}
			if a.t < a.dur || a.hold {
				done = false
			}
		}
		if !done {
			return
		}
		for _, a := range q.active {
			finish(a.ev)
		}
		q.active = q.active[:0]
		if speed != game.SpeedInstant && !q.skipping {
			// One batch per tick at least: even fast play shows every step.
			if len(q.pending) > 0 {
				q.startBatch(speed, begin)
			}
			return
		}
	}
}

func (q *animQueue) startBatch(speed game.Speed, begin func(e engine.Event, first bool) (int, bool)) {
	first := q.pending[0]
	n := 1
	for n < len(q.pending) && groupable(first, q.pending[n]) {
		n++
	}
	for i := 0; i < n; i++ {
		e := q.pending[i]
		base, hold := begin(e, i == 0)
		d := int(math.Round(float64(base) * speed.Scale()))
		if q.skipping {
			d = 0
		}
		if hold {
			q.skipping = false
		}
		q.active = append(q.active, task{ev: e, dur: d, hold: hold})
	}
	q.pending = q.pending[n:]
}

// skip finishes everything up to the next hold at once.
func (q *animQueue) skip() {
	q.skipping = true
	for i := range q.active {
		q.active[i].t = q.active[i].dur
	}
}
