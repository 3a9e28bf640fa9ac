package bot

import "aladdin/engine"

// Reference is Hard's search with the hidden information in full view: a
// measuring stick for tests and tournaments, never a seat in the game (it
// is no Level, and it takes the engine's State, which the screens never
// hand a bot). Every iteration plays out a copy of the true State (the
// other seats' tokens and cards, the deck's order, the stacks, even the
// engine's future draws) instead of a sampled world; everything else is
// Hard's: the candidates, the tree over its own decisions, and the other
// seats played by Normal, each from its own view of that State. Its gap
// to Hard is the price of hidden information.
type Reference struct {
	seed uint64
	// Iterations is the search's budget per decision.
	Iterations int
	// Candidates, Depth and Explore are as in HardBot.
	Candidates int
	Depth      int
	Explore    float64

	spare *workspace
}

// NewReference makes a reference seat with Expert's settings.
func NewReference(seed uint64) *Reference {
	h := NewExpert(seed)
	return &Reference{seed: seed, Iterations: h.Iterations, Candidates: h.Candidates, Depth: h.Depth, Explore: h.Explore}
}

// ActOnState chooses the pending seat's action in st, which it leaves as
// it found it. Its choice depends only on its seed and st.
func (r *Reference) ActOnState(st *engine.State) engine.Action {
	if st.Over() {
		return engine.Decline(int(st.Pending().Seat))
	}
	me := int(st.Pending().Seat)
	s := &search{
		cfg:    searchConfig{candidates: r.Candidates, depth: r.Depth, explore: r.Explore},
		me:     me,
		budget: max(1, r.Iterations),
		min:    max(1, r.Iterations),
		truth:  st.Clone(),
		pool:   &r.spare,
	}
	st.ViewInto(me, &s.view)
	// Seeded as Hard is, from the seat's view: two States the seat cannot
	// tell apart differ for the search only in what they hide.
	s.seed = mix(r.seed, viewHash(&s.view))
	s.init()
	for {
		if a, done := s.Think(1 << 30); done {
			return a
		}
	}
}
