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
	// appliedAtStart).
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

// baseTicks is each event's length at normal speed (60 ticks a second):
// long enough to follow, short enough not to bore. The tally's figures
// are measured in TestTallyLength (docs/UI.md, "The tally").
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
		return 28
	case engine.EvTokenRevealed:
		return revealFlipTicks
	case engine.EvRanking:
		return crownTicks
	case engine.EvTreasureTaken:
		return 44
	case engine.EvMarketExchange, engine.EvCamelPassed:
		return 45
	case engine.EvMarketDeclined:
		return 28
	case engine.EvGuardRevealed:
		return guardTicks
	case engine.EvEntered, engine.EvRefused:
		return 34
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

// The staged tally's beats, at normal speed.
const (
	// revealFlipTicks is one token's turn; the tokens of a player's stack
	// start revealStagger apart and the stack then rests revealRest, so the
	// eye can take in the player's sum before the next player turns.
	revealFlipTicks = 14
	revealStagger   = 4
	revealRest      = 8
	// crownTicks is the strongest player's beat: the crown settles on their
	// stack (crownPop) and the table pauses on it.
	crownTicks = 48
	crownPop   = 14
	// guardTicks is the guard's moment: the tile rises to the middle of the
	// palace (until guardFlipAt), turns, holds with the entering players
	// lit, and sinks back to its place (from guardSinkAt).
	guardTicks  = 140
	guardFlipAt = 0.22
	guardTurned = 0.32
	guardSinkAt = 0.86
)

// cueAt is the fraction of an event's motion where its beat sounds, or -1.
func cueAt(e engine.Event) float64 {
	if e.Type == engine.EvGuardRevealed {
		return guardTurned - 0.04 // the strike lands as the number comes round
	}
	return -1
}

// appliedAtStart reports events whose effect shows as their beat begins:
// the ranks appear as the crown settles on the strongest, not after.
func appliedAtStart(e engine.Event) bool { return e.Type == engine.EvRanking }

// groupable events start together with the run of their kind that follows
// (one player's stack turns at once; the caves fill together).
func groupable(a, b engine.Event) bool {
	if a.Type != b.Type {
		return false
	}
	switch a.Type {
	case engine.EvTokenRevealed:
		return a.Space == b.Space && a.Seat == b.Seat
	case engine.EvCaveFilled, engine.EvTokenReturned, engine.EvCavesCleared:
		return true
	}
	return false
}

// stager is what the queue needs of the table it animates.
type stager interface {
	// begin starts an event (sound, log, captions) and returns its base
	// length and whether it holds.
	begin(e engine.Event, first bool) (int, bool)
	// cue sounds an event's beat (see cueAt).
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
			// One batch per tick at least: even fast play shows every step.
			if len(q.pending) > 0 {
				q.startBatch(speed, s)
			}
			return
		}
	}
}

// orderReveals puts the run of reveals at the head of the queue (one
// space's tokens, which the engine lists in placement order) player by
// player in sequence order, each player's tokens in placement order: the
// order in which ties are broken, so the table reads the space as the
// rules rank it.
func (q *animQueue) orderReveals(s stager) {
	if len(q.pending) == 0 || q.pending[0].Type != engine.EvTokenRevealed {
		return
	}
	n := 1
	for n < len(q.pending) && q.pending[n].Type == engine.EvTokenRevealed && q.pending[n].Space == q.pending[0].Space {
		n++
	}
	run := q.pending[:n]
	sort.SliceStable(run, func(i, j int) bool { return s.seqPos(run[i].Seat) < s.seqPos(run[j].Seat) })
}

func (q *animQueue) startBatch(speed game.Speed, s stager) {
	q.orderReveals(s)
	first := q.pending[0]
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
		if e.Type == engine.EvTokenRevealed {
			k.delay = ticks(i * revealStagger)
		}
		k.dur = k.delay + k.span
		if c := cueAt(e); c >= 0 && !q.skipping {
			k.cueAt = k.delay + int(math.Round(c*float64(k.span)))
		}
		if hold {
			q.skipping = false
		}
		if appliedAtStart(e) {
			s.finish(e)
			k.applied = true
		}
		end = max(end, k.dur)
		q.active = append(q.active, k)
	}
	if first.Type == engine.EvTokenRevealed {
		end += ticks(revealRest)
	}
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
