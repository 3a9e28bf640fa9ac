package scenes

import (
	"math"
	"sort"

	"aladdin/engine"
	"aladdin/game"
)

// task is one event being animated: it lasts dur ticks, then its event is
// applied to the display model. Its own motion runs from tick delay for
// span ticks (the tokens of one stack turn in a ripple, then the batch
// rests). A held task waits for the table to release it (the round summary
// and game over are scenes of their own).
type task struct {
	ev    engine.Event
	t     int
	delay int
	span  int
	dur   int
	hold  bool
	cueAt int  // tick of the event's beat (a sound on the guard's flip); -1 none
	cued  bool // the beat has sounded
	// applied marks an event put on the display when it began (see
	// its kind's shownAtStart).
	applied bool
}

// progress is how far the task's own motion has gone, 0 to 1.
func (a *task) progress() float64 {
	if a.span <= 0 {
		if a.t >= a.delay {
			return 1
		}
		return 0
	}
	return math.Max(0, math.Min(1, float64(a.t-a.delay)/float64(a.span)))
}

// baseTicks is an event's length at normal speed (60 ticks a second), as
// its kind says (events.go). The tally's figures are measured in
// TestTallyLength (docs/UI.md, "The tally").
func baseTicks(e engine.Event, ownMove bool) int {
	k := kindOf(e)
	if ownMove && k.ownTicks > 0 {
		return k.ownTicks
	}
	return k.ticks
}

// groupable events start together with the run of their kind that follows
// (one player's stack turns at once; the caves fill together).
func groupable(a, b engine.Event) bool {
	k := kindOf(a)
	return a.Type == b.Type && k.groups != nil && k.groups(a, b)
}

// stager is what the queue needs of the table it animates.
type stager interface {
	// begin starts an event (sound, log, captions) and returns its base
	// length and whether it holds.
	begin(e engine.Event, first bool) (int, bool)
	// cue sounds an event's beat (its kind's cue).
	cue(e engine.Event)
	// finish applies the event to the display.
	finish(e engine.Event)
	// seqPos is a seat's place in the sequence order now (0 holds the
	// camel), as the display shows it.
	seqPos(seat int8) int
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

// step advances the queue one tick.
func (q *animQueue) step(speed game.Speed, s stager) {
	for budget := 0; budget < 2000; budget++ {
		if len(q.active) == 0 {
			if len(q.pending) == 0 {
				q.skipping = false
				return
			}
			q.startBatch(speed, s)
		}
		done := true
		for i := range q.active {
			a := &q.active[i]
			if a.t < a.dur {
				a.t++
			}
			if a.cueAt >= 0 && !a.cued && a.t >= a.cueAt {
				a.cued = true
				s.cue(a.ev)
			}
			if a.t < a.dur || a.hold {
				done = false
			}
		}
		if !done {
			return
		}
		for _, a := range q.active {
			if !a.applied {
				s.finish(a.ev)
			}
		}
		q.active = q.active[:0]
		if speed != game.SpeedInstant && !q.skipping {
			// One batch per tick at least: even fast play shows every
			// step. A step with nothing to show (no length) takes no
			// tick of its own.
			if len(q.pending) > 0 {
				q.startBatch(speed, s)
			}
			if !q.instantBatch() {
				return
			}
		}
	}
}

// instantBatch reports whether the running batch has no length and does
// not hold: it can finish in the tick it started.
func (q *animQueue) instantBatch() bool {
	for _, a := range q.active {
		if a.dur > 0 || a.hold {
			return false
		}
	}
	return len(q.active) > 0
}

// orderBySequence puts a run of events that play in sequence order at the
// head of the queue (one space's reveals, which the engine lists in
// placement order) player by player in sequence order, each player's
// events in the engine's order: the order in which ties are broken, so
// the table reads the space as the rules rank it.
func (q *animQueue) orderBySequence(s stager) {
	if len(q.pending) == 0 || !kindOf(q.pending[0]).inSequence {
		return
	}
	head := q.pending[0]
	n := 1
	for n < len(q.pending) && q.pending[n].Type == head.Type && q.pending[n].Space == head.Space {
		n++
	}
	run := q.pending[:n]
	sort.SliceStable(run, func(i, j int) bool { return s.seqPos(run[i].Seat) < s.seqPos(run[j].Seat) })
}

func (q *animQueue) startBatch(speed game.Speed, s stager) {
	q.orderBySequence(s)
	first := q.pending[0]
	kind := kindOf(first) // a batch is of one kind
	n := 1
	for n < len(q.pending) && groupable(first, q.pending[n]) {
		n++
	}
	scale := speed.Scale()
	ticks := func(base int) int { return int(math.Round(float64(base) * scale)) }
	if q.skipping {
		ticks = func(int) int { return 0 }
	}
	start := len(q.active)
	end := 0
	for i := 0; i < n; i++ {
		e := q.pending[i]
		base, hold := s.begin(e, i == 0)
		k := task{ev: e, span: ticks(base), hold: hold, cueAt: -1}
		k.delay = ticks(i * kind.stagger)
		k.dur = k.delay + k.span
		if kind.cue != nil && !q.skipping {
			k.cueAt = k.delay + int(math.Round(kind.cueAt*float64(k.span)))
		}
		if hold {
			q.skipping = false
		}
		if kind.shownAtStart {
			s.finish(e)
			k.applied = true
		}
		end = max(end, k.dur)
		q.active = append(q.active, k)
	}
	end += ticks(kind.rest)
	// The batch ends together: a stack's first token waits for its last.
	for i := start; i < len(q.active); i++ {
		q.active[i].dur = end
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
