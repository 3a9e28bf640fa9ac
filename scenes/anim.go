package scenes

import (
	"math"
	"sort"
	"time"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
)

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
	// begin starts an event (its sound) and returns its base length and
	// whether it holds.
	begin(e engine.Event, first bool) (int, bool)
	// tell writes the event's log line and shows its caption, once the
	// board shows what they say.
	tell(e engine.Event)
	// cue sounds an event's beat (its kind's cue).
	cue(e engine.Event)
	// finish applies the event to the display.
	finish(e engine.Event)
	// seqPos is a seat's place in the sequence order now (0 holds the
	// camel), as the display shows it.
	seqPos(seat int8) int
	// watches reports whether someone on view has a token on a space
	// (the seat on screen; with nobody's private things on screen, any
	// person at the table), as the display shows it now.
	watches(sp engine.Space) bool
}

// unwatchedPace is how much of its length a space nobody on view has a
// token on takes at normal speed: the players follow their own spaces,
// and the others pass quicker.
const unwatchedPace = 0.5

// animQueue runs event tasks in order, a batch at a time.
type animQueue struct {
	pending  []engine.Event
	active   []board.Task
	skipping bool
	// unwatched: the space being tallied has no token of anyone on view
	// (it is set as the vizier sets off for it).
	unwatched bool
	// summaryPending and overPending say what a held task waits for: the
	// round's summary, game over (their events' kinds set them).
	summaryPending, overPending bool
}

// Busy reports whether anything is still to animate.
func (q *animQueue) Busy() bool { return len(q.pending) > 0 || len(q.active) > 0 }

// Held reports whether the queue waits on a held task.
func (q *animQueue) Held() bool {
	for _, a := range q.active {
		if a.Hold {
			return true
		}
	}
	return false
}

// release lets held tasks finish.
func (q *animQueue) release() {
	for i := range q.active {
		q.active[i].Hold = false
	}
}

// step advances the queue by dt, the time the tick stands for. A batch
// that ends within dt hands what is left of it to the next (frames may
// drop, the show's length does not stretch). A queue that was at rest
// starts on this tick's picture: its first step is a tick at most, so the
// first frame of a new move is never skipped after an idle, sleeping
// app's long tick.
func (q *animQueue) step(speed game.Speed, dt time.Duration, s stager) {
	if len(q.active) == 0 {
		dt = min(dt, game.TickTime)
	}
	for budget := 0; budget < 2000; budget++ {
		if len(q.active) == 0 {
			if len(q.pending) == 0 {
				q.skipping = false
				return
			}
			q.startBatch(speed, s)
		}
		// The batch's tasks end together; what of dt they do not use
		// goes to the next batch.
		left := dt
		done := true
		for i := range q.active {
			a := &q.active[i]
			left = min(left, max(dt-(a.Dur-a.T), 0))
			a.T = min(a.T+dt, a.Dur)
			if a.CueAt >= 0 && !a.Cued && a.T >= a.CueAt {
				a.Cued = true
				s.cue(a.Ev)
			}
			if a.T < a.Dur || a.Hold {
				done = false
			}
		}
		q.tellDue(s)
		if !done {
			return
		}
		for _, a := range q.active {
			if !a.Applied {
				s.finish(a.Ev)
			}
		}
		q.active = q.active[:0]
		dt = left
		if len(q.pending) > 0 && dt == 0 && speed != game.SpeedInstant && !q.skipping {
			// The next batch starts on this tick's picture; one with no
			// length at all (nothing to show) ends in it too.
			q.startBatch(speed, s)
			q.tellDue(s)
			if !q.instantBatch() {
				return
			}
		}
	}
}

// tellDue tells the running batch's events whose moment has come, in the
// batch's order: an event's line waits for those before it, so the log
// keeps the events' order (a Skip tells them all, in order).
func (q *animQueue) tellDue(s stager) {
	for i := range q.active {
		a := &q.active[i]
		if a.Told {
			continue
		}
		if a.T < a.TellAt {
			return
		}
		a.Told = true
		s.tell(a.Ev)
		if kindOf(a.Ev).shownAtTell {
			s.finish(a.Ev)
			a.Applied = true
		}
	}
}

// instantBatch reports whether the running batch has no length and does
// not hold: it can finish in the tick it started.
func (q *animQueue) instantBatch() bool {
	for _, a := range q.active {
		if a.Dur > 0 || a.Hold {
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

// pace is the share of its length the batch starting with e takes at
// this speed: less on a space nobody on view has a token on, at normal
// speed (the vizier's walk there and everything until he walks on).
func (q *animQueue) pace(e engine.Event, speed game.Speed, s stager) float64 {
	switch e.Type {
	case engine.EvSpaceBegan:
		q.unwatched = !s.watches(e.Space)
	case engine.EvRoundBegan, engine.EvPlacementDone, engine.EvRoundEnded, engine.EvGameEnded:
		q.unwatched = false
	}
	if q.unwatched && speed == game.SpeedNormal {
		return unwatchedPace
	}
	return 1
}

func (q *animQueue) startBatch(speed game.Speed, s stager) {
	q.orderBySequence(s)
	first := q.pending[0]
	kind := kindOf(first) // a batch is of one kind
	n := 1
	for n < len(q.pending) && groupable(first, q.pending[n]) {
		n++
	}
	scale := speed.Scale() * q.pace(first, speed, s)
	// length is a length in ticks at normal speed as a time at this
	// speed and pace.
	length := func(ticks int) time.Duration {
		return time.Duration(math.Round(float64(ticks) * scale * float64(game.TickTime)))
	}
	if q.skipping {
		length = func(int) time.Duration { return 0 }
	}
	at := func(f float64, span time.Duration) time.Duration {
		return time.Duration(math.Round(f * float64(span)))
	}
	start := len(q.active)
	var end time.Duration
	for i := 0; i < n; i++ {
		e := q.pending[i]
		base, hold := s.begin(e, i == 0)
		k := board.Task{Ev: e, Span: length(base), Hold: hold, CueAt: -1}
		k.Delay = length(i * kind.stagger)
		k.Dur = k.Delay + k.Span
		if kind.cue != nil && !q.skipping {
			k.CueAt = k.Delay + at(kind.cueAt, k.Span)
		}
		k.TellAt = k.Delay + at(kind.tellAt, k.Span)
		if hold {
			q.skipping = false
		}
		end = max(end, k.Dur)
		q.active = append(q.active, k)
	}
	end += length(kind.rest)
	// The batch ends together: a stack's first token waits for its last.
	for i := start; i < len(q.active); i++ {
		q.active[i].Dur = end
	}
	q.pending = q.pending[n:]
}

// skip finishes everything up to the next hold at once.
func (q *animQueue) skip() {
	q.skipping = true
	for i := range q.active {
		q.active[i].T = q.active[i].Dur
	}
}

// botBeat is how long a bot waits, once the animation has stopped, before
// its move shows (so people can follow): its setting in ticks at normal
// speed, scaled by the speed, as a time.
func botBeat(s game.Settings, speed game.Speed) time.Duration {
	return time.Duration(math.Round(float64(s.BotBeat) * speed.Scale() * float64(game.TickTime)))
}

// Active is the batch now playing, for the board to draw.
func (q *animQueue) Active() []board.Task { return q.active }
