package bot

import "aladdin/engine"

// Thinking against the clock. Act, Start, the tests and the tournaments
// search a fixed number of iterations, so a seed and a view always give
// the same move. A game on screen may instead give a searching bot a time
// budget: it searches up to its cap, and the caller, who owns the clock,
// calls TimeUp once the decision's thinking time is spent; the search then
// plays its best move so far, never before it has run its usual fixed
// budget (HardBot.Iterations), so it is never weaker than that and a
// faster machine makes it stronger. The bot package never reads a clock.

// TimedThinker is a Thinker that searches until told its time is up.
type TimedThinker interface {
	Thinker
	// TimeUp says the thinking time is spent: the next Think returns the
	// best move so far, once the search has done its minimum.
	TimeUp()
	// Iterations is how many search iterations it has run so far.
	Iterations() int
}

// timedStarter is a bot that can think against the clock.
type timedStarter interface {
	startTimed(v *engine.View) Thinker
}

// StartTimed begins a decision thought against the clock: a searching bot
// returns a TimedThinker that runs up to its cap (HardBot.Cap) unless told
// TimeUp; a heuristic bot decides as in Start. The view is copied.
func StartTimed(b Bot, v *engine.View) Thinker {
	if s, ok := b.(timedStarter); ok {
		return s.startTimed(v)
	}
	return Start(b, v)
}
