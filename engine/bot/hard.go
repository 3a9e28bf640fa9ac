package bot

import (
	"math"

	"aladdin/engine"
)

// HardIterations is the Hard level's budget per decision, fixed (no time
// budget): a fair step up from Normal on the ladder (docs/BOTS.md: two
// Hard against two Normal, 4 players, 400 basic games: 62.6% of the wins
// at 25 iterations, 68.0% at 30, 74.8% at 35, 77.2% at 50).
const HardIterations = 30

// HardMagicIterations is the Hard level's budget in the magic version,
// where Normal's magic play makes the step harder: two Hard against two
// Normal won 57.2% of the games at 35 iterations (400 games), 64.8% at 45
// (400), 74.4% at 60 (408) and 82.4% at 100 (160 games).
const HardMagicIterations = 45

// DefaultHardIterations is Expert's search budget per decision: sampled worlds
// played out to the end of the round.
const DefaultHardIterations = 400

// DefaultHardCap is Expert's iteration cap when it thinks against the clock
// (StartTimed): a faster machine searches more, up to this.
const DefaultHardCap = 12800

// HardBot searches. For each decision it runs single-observer information
// set Monte Carlo tree search (ISMCTS) over its own decisions:
//
//   - every iteration determinizes: it samples a whole game consistent with
//     its View (engine.View.SampleInto: opponents' face-down tokens are a
//     random arrangement of their unshown tokens, the guard is any of the
//     ten, the unseen cards are shuffled, opponents' spell cards are dealt
//     from the cards it has not seen; treasure is public history, decision
//     D25);
//   - the tree holds only this seat's decisions, keyed by action ("open
//     loop"): opponents' moves and chance are not branched on but played by
//     the Normal heuristic, each from its own view of the sampled world, so
//     no opponent ever sees this seat's face-down tokens or cards;
//   - selection is UCB1 with availability counts (a child's exploration
//     term uses the number of iterations in which it was legal);
//   - candidate moves are the Normal heuristic's best few (hard_candidates.go),
//     so the search never spends time on (or plays) a move Normal rules
//     out: placing in a room it cannot pay for, bribing when the bribe
//     leaves it unable to buy; in the magic version the candidates add
//     Normal's best casts and invocations, and Pass in reaction windows;
//   - payments are collapsed: a purchase is paid the way Normal pays it, a
//     bribe is the one canonical split (canonicalBribe), the Market is
//     Normal's exchange or a refusal; so a payment decision is at most
//     "pay" versus "decline";
//   - playouts stop at the end of the round and are scored by artifacts,
//     treasure, the camel and spell cards, squashed to a win-like value in
//     [0, 1]; finished games score 1 for a win (shared wins fractionally).
//
// Limitations: opponents are modelled as Normal players, and their hidden
// tokens and cards are sampled uniformly, not inferred from how they
// played.
type HardBot struct {
	seed uint64
	// Iterations is the budget per decision (and the minimum a timed
	// decision runs before it may stop, StartTimed).
	Iterations int
	// MagicIterations, when set, replaces Iterations in the magic version
	// (the Hard level needs more there to keep its step over Normal).
	MagicIterations int
	// Cap is the most iterations a timed decision runs (StartTimed).
	Cap int
	// Candidates is how many of Normal's best placements the root considers.
	Candidates int
	// Depth is how many of its own decisions the tree spans.
	Depth int
	// Explore is the UCB1 exploration constant.
	Explore float64

	// Explain, when set, receives a short account of each decision.
	Explain func(line string)

	// spare is a finished decision's workspace, kept for the next one so
	// that searching allocates nothing once warm.
	spare *workspace
	// searched counts the iterations of its finished decisions (for the
	// benchmarks' speed figures).
	searched int
}

// NewExpert makes an Expert seat: the search at its default budget, and
// up to its cap when it thinks against the clock.
func NewExpert(seed uint64) *HardBot {
	return &HardBot{seed: seed, Iterations: DefaultHardIterations, Cap: DefaultHardCap, Candidates: 10, Depth: 3, Explore: 0.3}
}

// NewHard makes a Hard seat: the same search on the Hard level's small
// fixed budget.
func NewHard(seed uint64) *HardBot {
	h := NewExpert(seed)
	h.Iterations, h.MagicIterations, h.Cap = HardIterations, HardMagicIterations, HardIterations
	return h
}

// Act searches with the full budget and returns the chosen action.
func (h *HardBot) Act(v *engine.View) engine.Action {
	t := h.start(v)
	for {
		if a, done := t.Think(1 << 30); done {
			return a
		}
	}
}

func (h *HardBot) start(v *engine.View) Thinker {
	s := h.newSearch(v, max(1, h.budget(v)))
	s.init()
	return s
}

// budget is the fixed number of iterations for a decision in v's version.
func (h *HardBot) budget(v *engine.View) int {
	if v.Magic && h.MagicIterations > 0 {
		return h.MagicIterations
	}
	return h.Iterations
}

// startTimed begins a decision that may run up to the cap, and stops when
// told its time is up once it has done its usual budget (TimedThinker).
func (h *HardBot) startTimed(v *engine.View) Thinker {
	s := h.newSearch(v, max(1, h.budget(v), h.Cap))
	s.min = max(1, h.budget(v))
	s.init()
	return s
}

func (h *HardBot) newSearch(v *engine.View, budget int) *search {
	s := &search{cfg: h.config(), view: *v, me: int(v.Seat), budget: budget, min: budget, pool: &h.spare, searched: &h.searched}
	s.seed = mix(h.seed, viewHash(&s.view))
	return s
}

// config is the search's settings, copied so that a decision in progress
// keeps them whatever the bot's fields become.
func (h *HardBot) config() searchConfig {
	return searchConfig{candidates: h.Candidates, depth: h.Depth, explore: h.Explore, explain: h.Explain}
}

type searchConfig struct {
	candidates int
	depth      int
	explore    float64
	explain    func(string)
}

// child is one of the searching seat's moves at a node: its statistics and
// the node of its own next decisions (a list through sibling).
type child struct {
	a       engine.Action
	prior   float64
	n       int
	avail   int
	w       float64
	first   *child // the follow-up node's children
	sibling *child
}

// node is the root: its children are fixed by the view.
type node struct{ kids []*child }

// search is one Hard (or Reference) decision in progress.
type search struct {
	cfg    searchConfig
	view   engine.View
	me     int
	seed   uint64
	budget int // iterations at which the search finishes
	min    int // iterations before a timed search may stop (TimeUp)
	iter   int
	timeUp bool
	root   node
	done   bool
	result engine.Action
	// truth, when set, is the whole state: every iteration plays it out
	// instead of a sampled world (the Reference bot).
	truth *engine.State

	ws       *workspace
	pool     **workspace
	searched *int
}

// workspace is everything a search writes per iteration, re-used from
// decision to decision: the world played out, views, buffers and the
// tree's children (allocated in chunks that are never moved, so pointers
// into them stay valid).
type workspace struct {
	world  engine.State
	policy NormalBot
	vb     engine.View
	legal  []engine.Action
	cands  []engine.Action
	prior  []float64
	sc     []float64
	top    []int
	ev     []engine.Event
	path   []*child
	chunks [][]child
	chunk  int // the chunk being filled
}

const chunkSize = 512

// newChild hands out a zeroed child from the workspace's chunks.
func (w *workspace) newChild(a engine.Action, prior float64) *child {
	for {
		if w.chunk == len(w.chunks) {
			w.chunks = append(w.chunks, make([]child, 0, chunkSize))
		}
		c := &w.chunks[w.chunk]
		if len(*c) < cap(*c) {
			*c = append(*c, child{a: a, prior: prior})
			return &(*c)[len(*c)-1]
		}
		w.chunk++
	}
}

// reset makes the workspace ready for a new decision.
func (w *workspace) reset() {
	for i := range w.chunks[:min(len(w.chunks), w.chunk+1)] {
		clear(w.chunks[i]) // drop pointers into the old tree
		w.chunks[i] = w.chunks[i][:0]
	}
	w.chunk = 0
	w.policy.noise, w.policy.magicNoise = 0.3, 0.3
}

func (s *search) init() {
	s.ws = *s.pool
	*s.pool = nil
	if s.ws == nil {
		s.ws = &workspace{}
	}
	s.ws.reset()
	v := &s.view
	if v.Pending.Seat != v.Seat || v.Over {
		s.done, s.result = true, engine.Decline(s.me)
		s.release()
		return
	}
	w := s.ws
	if s.truth != nil {
		w.world.CopyFrom(s.truth)
	} else {
		v.SampleInto(s.seed, &w.world)
	}
	cands, prior := s.candidates(&w.world, v, s.cfg.candidates)
	for i, a := range cands {
		s.root.kids = append(s.root.kids, w.newChild(a, prior[i]))
	}
	switch len(s.root.kids) {
	case 0: // cannot happen (the seat to act has a legal move); stay legal
		s.done, s.result = true, w.world.LegalInto(w.legal[:0])[0]
		s.release()
	case 1:
		s.done, s.result = true, s.root.kids[0].a
		s.release()
	}
}

// release hands the workspace back to the bot for its next decision.
func (s *search) release() {
	if s.ws != nil {
		s.root.kids = nil
		*s.pool = s.ws
		s.ws = nil
	}
}

// Think runs up to iters search iterations.
func (s *search) Think(iters int) (engine.Action, bool) {
	for i := 0; i < iters && !s.done; i++ {
		if s.timeUp && s.iter >= s.min {
			break
		}
		s.iterate()
		s.iter++
		if s.iter >= s.budget {
			s.finish()
		}
	}
	if !s.done && s.timeUp && s.iter >= s.min {
		s.finish()
	}
	return s.result, s.done
}

// TimeUp tells a timed search that its thinking time is spent: it finishes
// with its best move so far as soon as it has run its minimum.
func (s *search) TimeUp() { s.timeUp = true }

// Iterations is how many iterations the search has run.
func (s *search) Iterations() int { return s.iter }

func (s *search) finish() {
	best := s.root.kids[0]
	for _, c := range s.root.kids[1:] {
		if c.n > best.n || c.n == best.n && c.w*float64(best.n) > best.w*float64(c.n) {
			best = c
		}
	}
	s.done, s.result = true, best.a
	if s.searched != nil {
		*s.searched += s.iter
	}
	if s.cfg.explain != nil {
		s.cfg.explain(s.explain(best))
	}
	s.release()
}

// iterate is one determinized playout.
func (s *search) iterate() {
	w := s.ws
	seed := mix(s.seed, uint64(s.iter)+1)
	st := &w.world
	if s.truth != nil {
		st.CopyFrom(s.truth)
	} else {
		s.view.SampleInto(seed, st)
	}
	r := splitmix{seed ^ 0x5bd1e995}
	round := st.Round()
	var first **child // the node below the last decision, nil past the tree
	depth := 0
	w.path = w.path[:0]
	for !st.Over() && st.Round() == round {
		d := st.Pending()
		p := int(d.Seat)
		var a engine.Action
		if p == s.me && (depth == 0 || first != nil) {
			st.ViewInto(p, &w.vb)
			var c *child
			if depth == 0 {
				c = s.selectChild(s.root.kids)
			} else {
				cands, prior := s.candidates(st, &w.vb, 6)
				c = s.selectChildFrom(first, cands, prior)
			}
			w.path = append(w.path, c)
			a = c.a
			depth++
			first = nil
			if depth < s.cfg.depth {
				first = &c.first
			}
		} else {
			a = s.rollout(st, d, &r)
		}
		var err error
		if w.ev, err = st.Step(a, w.ev[:0]); err != nil {
			panic("bot: search chose an illegal move: " + err.Error())
		}
	}
	val := s.evaluate(st)
	for _, c := range w.path {
		c.n++
		c.w += val
	}
}

// selectChild picks among the root's children, which are all available.
func (s *search) selectChild(kids []*child) *child {
	var best *child
	bv := math.Inf(-1)
	for _, c := range kids {
		c.avail++
	}
	for _, c := range kids {
		if v := s.ucb(c); v > bv {
			best, bv = c, v
		}
	}
	return best
}

// selectChildFrom picks among the candidates legal in this world, adding
// children for new ones (availability counts make this fair, ISMCTS).
func (s *search) selectChildFrom(first **child, cands []engine.Action, prior []float64) *child {
	var best *child
	bv := math.Inf(-1)
	for i, a := range cands {
		link := first
		for *link != nil && (*link).a != a {
			link = &(*link).sibling
		}
		c := *link
		if c == nil {
			c = s.ws.newChild(a, prior[i])
			*link = c
		}
		c.avail++
		if v := s.ucb(c); v > bv {
			best, bv = c, v
		}
	}
	return best
}

func (s *search) ucb(c *child) float64 {
	if c.n == 0 {
		return 1e9 + c.prior
	}
	mean := c.w / float64(c.n)
	return mean + s.cfg.explore*math.Sqrt(math.Log(float64(c.avail))/float64(c.n)) + 0.05*c.prior/float64(c.n)
}

// rollout is the playout move of whoever is to play: Normal's choice from
// that seat's own view of the sampled world. A forced move (a window
// where Pass is all a seat may do, a purchase it cannot pay) needs no view.
func (s *search) rollout(st *engine.State, d engine.Decision, r *splitmix) engine.Action {
	w := s.ws
	v := &w.vb
	if d.Type == engine.DecBribe {
		st.ViewInto(int(d.Seat), v)
		a := canonicalBribe(v)
		if st.Check(a) != nil {
			w.legal = st.LegalInto(w.legal[:0])
			a = w.legal[len(w.legal)-1]
		}
		w.legal = append(w.legal[:0], engine.Decline(int(d.Seat)), a)
	} else {
		w.legal = st.LegalInto(w.legal[:0])
		if len(w.legal) == 1 {
			return w.legal[0]
		}
		st.ViewInto(int(d.Seat), v)
	}
	return normalMove(&w.policy, v, w.legal, r)
}
