package bot

import (
	"math"
	"sort"

	"aladdin/engine"
)

// DefaultHardIterations is Hard's search budget per decision: sampled worlds
// played out to the end of the round.
const DefaultHardIterations = 400

// HardBot searches. For each decision it runs single-observer information
// set Monte Carlo tree search (ISMCTS) over its own decisions:
//
//   - every iteration determinizes: it samples a whole game consistent with
//     its View (engine.View.Sample: opponents' face-down tokens are a random
//     arrangement of their unshown tokens, the guard is any of the ten, the
//     unseen cards are shuffled; treasure is public history, decision D25);
//   - the tree holds only this seat's decisions, keyed by action ("open
//     loop"): opponents' moves and chance are not branched on but played by
//     the Normal heuristic, each from its own view of the sampled world, so
//     no opponent ever sees this seat's face-down tokens;
//   - selection is UCB1 with availability counts (a child's exploration
//     term uses the number of iterations in which it was legal);
//   - candidate moves are the Normal heuristic's best few, so the search
//     never spends time on (or plays) a move Normal rules out: placing in a
//     room it cannot pay for, bribing when the bribe leaves it unable to buy;
//   - payments are collapsed: a purchase is paid the way Normal pays it, a
//     bribe is the one canonical split (canonicalBribe), the Market is
//     Normal's exchange or a refusal; so a payment decision is at most
//     "pay" versus "decline";
//   - playouts stop at the end of the round and are scored by artifacts,
//     treasure and the camel, squashed to a win-like value in [0, 1];
//     finished games score 1 for a win (shared wins fractionally).
//
// Limitations: opponents are modelled as Normal players, and their hidden
// tokens are sampled uniformly, not inferred from how they played.
type HardBot struct {
	seed uint64
	// Iterations is the budget per decision.
	Iterations int
	// Candidates is how many of Normal's best placements the root considers.
	Candidates int
	// Depth is how many of its own decisions the tree spans.
	Depth int
	// Explore is the UCB1 exploration constant.
	Explore float64

	// Explain, when set, receives a short account of each decision.
	Explain func(line string)
}

// NewHard makes a Hard seat with the default budget.
func NewHard(seed uint64) *HardBot {
	return &HardBot{seed: seed, Iterations: DefaultHardIterations, Candidates: 10, Depth: 3, Explore: 0.3}
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
	s := &search{h: h, view: *v, me: int(v.Seat), budget: max(1, h.Iterations)}
	s.seed = mix(h.seed, viewHash(&s.view))
	s.policy.noise = 0.3
	s.init()
	return s
}

type child struct {
	a     engine.Action
	prior float64
	n     int
	avail int
	w     float64
	next  *node
}

type node struct{ kids []*child }

// search is one Hard decision in progress.
type search struct {
	h      *HardBot
	view   engine.View
	me     int
	seed   uint64
	budget int
	iter   int
	root   node
	done   bool
	result engine.Action

	policy NormalBot
	vb     engine.View
	legal  []engine.Action
	cands  []engine.Action
	prior  []float64
	sc     []float64
	ev     []engine.Event
	path   []*child
	order  []int
}

func (s *search) init() {
	v := &s.view
	if v.Pending.Seat != v.Seat || v.Over {
		s.done, s.result = true, engine.Decline(s.me)
		return
	}
	var r splitmix
	r.s = s.seed
	st := v.Sample(s.seed)
	cands, prior := s.candidates(st, v, s.h.Candidates)
	for i, a := range cands {
		s.root.kids = append(s.root.kids, &child{a: a, prior: prior[i]})
	}
	if len(s.root.kids) == 1 {
		s.done, s.result = true, s.root.kids[0].a
	}
}

// candidates lists the moves worth searching in a decision, best first by
// the Normal heuristic, with payments collapsed (see HardBot).
func (s *search) candidates(st *engine.State, v *engine.View, k int) ([]engine.Action, []float64) {
	d := v.Pending
	s.cands, s.prior = s.cands[:0], s.prior[:0]
	switch d.Type {
	case engine.DecBribe:
		a := canonicalBribe(v)
		if st.Check(a) != nil {
			s.legal = st.LegalInto(s.legal[:0])
			a = s.legal[len(s.legal)-1]
		}
		s.legal = append(s.legal[:0], engine.Decline(s.me), a)
	default:
		s.legal = st.LegalInto(s.legal[:0])
	}
	s.sc = s.policy.score(v, s.legal, s.sc[:0])
	sc := s.sc
	s.order = s.order[:0]
	for i := range s.legal {
		s.order = append(s.order, i)
	}
	sort.SliceStable(s.order, func(i, j int) bool { return sc[s.order[i]] > sc[s.order[j]] })
	switch d.Type {
	case engine.DecStartTreasure, engine.DecBuy:
		k = 1 // "If one can buy an artifact, one should do it."
	case engine.DecMarket:
		// Normal's exchange versus keeping the treasure.
		s.cands = append(s.cands, s.legal[s.order[0]])
		s.prior = append(s.prior, 1)
		if s.legal[s.order[0]].Type != engine.ActDecline {
			s.cands = append(s.cands, engine.Decline(s.me))
			s.prior = append(s.prior, 0)
		}
		return s.cands, s.prior
	case engine.DecCamel, engine.DecBribe:
		k = len(s.legal)
	}
	top := sc[s.order[0]]
	for i, j := range s.order {
		if i >= k || i > 0 && sc[j] <= never/4 && top > never/4 {
			break
		}
		s.cands = append(s.cands, s.legal[j])
		s.prior = append(s.prior, 1/float64(i+1))
	}
	return s.cands, s.prior
}

// Think runs up to iters search iterations.
func (s *search) Think(iters int) (engine.Action, bool) {
	for i := 0; i < iters && !s.done; i++ {
		s.iterate()
		s.iter++
		if s.iter >= s.budget {
			s.finish()
		}
	}
	return s.result, s.done
}

func (s *search) finish() {
	best := s.root.kids[0]
	for _, c := range s.root.kids[1:] {
		if c.n > best.n || c.n == best.n && c.w*float64(best.n) > best.w*float64(c.n) {
			best = c
		}
	}
	s.done, s.result = true, best.a
	if s.h.Explain != nil {
		s.h.Explain(s.explain(best))
	}
}

// iterate is one determinized playout.
func (s *search) iterate() {
	seed := mix(s.seed, uint64(s.iter)+1)
	st := s.view.Sample(seed)
	r := splitmix{seed ^ 0x5bd1e995}
	round := st.Round()
	nd := &s.root
	depth := 0
	s.path = s.path[:0]
	for !st.Over() && st.Round() == round {
		d := st.Pending()
		p := int(d.Seat)
		st.ViewInto(p, &s.vb)
		var a engine.Action
		if p == s.me && nd != nil {
			var c *child
			if depth == 0 {
				c = s.selectChild(nd, nil)
			} else {
				cands, prior := s.candidates(st, &s.vb, 6)
				c = s.selectChildFrom(nd, cands, prior)
			}
			s.path = append(s.path, c)
			a = c.a
			depth++
			if depth < s.h.Depth {
				if c.next == nil {
					c.next = &node{}
				}
				nd = c.next
			} else {
				nd = nil
			}
		} else {
			a = s.rollout(st, &s.vb, &r)
		}
		var err error
		if s.ev, err = st.Step(a, s.ev[:0]); err != nil {
			panic("bot: search chose an illegal move: " + err.Error())
		}
	}
	w := evaluate(st, s.me)
	for _, c := range s.path {
		c.n++
		c.w += w
	}
}

// selectChild picks among a node's children that are all available.
func (s *search) selectChild(nd *node, _ []engine.Action) *child {
	var best *child
	bv := math.Inf(-1)
	for _, c := range nd.kids {
		c.avail++
	}
	for _, c := range nd.kids {
		if v := s.ucb(c); v > bv {
			best, bv = c, v
		}
	}
	return best
}

// selectChildFrom picks among the candidates legal in this world, adding
// children for new ones (availability counts make this fair, ISMCTS).
func (s *search) selectChildFrom(nd *node, cands []engine.Action, prior []float64) *child {
	var best *child
	bv := math.Inf(-1)
	for i, a := range cands {
		var c *child
		for _, k := range nd.kids {
			if k.a == a {
				c = k
				break
			}
		}
		if c == nil {
			c = &child{a: a, prior: prior[i]}
			nd.kids = append(nd.kids, c)
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
	return mean + s.h.Explore*math.Sqrt(math.Log(float64(c.avail))/float64(c.n)) + 0.05*c.prior/float64(c.n)
}

// rollout is the playout move of whoever is to play: Normal's choice from
// that seat's own view of the sampled world.
func (s *search) rollout(st *engine.State, v *engine.View, r *splitmix) engine.Action {
	d := v.Pending
	if d.Type == engine.DecBribe {
		a := canonicalBribe(v)
		if st.Check(a) != nil {
			s.legal = st.LegalInto(s.legal[:0])
			a = s.legal[len(s.legal)-1]
		}
		s.legal = append(s.legal[:0], engine.Decline(int(d.Seat)), a)
	} else {
		s.legal = st.LegalInto(s.legal[:0])
	}
	if len(s.legal) == 1 {
		return s.legal[0]
	}
	return s.policy.choose(v, s.legal, r)
}

// evaluate scores a playout's end for seat me in [0, 1].
func evaluate(st *engine.State, me int) float64 {
	n := st.NumPlayers()
	if st.Over() {
		ws := st.Winners()
		for _, w := range ws {
			if w == me {
				return 1 / float64(len(ws))
			}
		}
		return 0
	}
	left := float64(st.ArtifactsLeft())
	tw := math.Min(1, left/float64(2*n)) / 7 // treasure per artifact, fading at the end
	var score [engine.MaxPlayers]float64
	for p := 0; p < n; p++ {
		pu := st.Purse(p)
		sc := float64(st.Artifacts(p))
		sc += tw * math.Min(float64(pu.Total()), 30)
		kinds := 0
		for k := engine.Kind(0); k < engine.NumKinds; k++ {
			if pu.Value(k) >= 2 {
				kinds++
			}
		}
		sc += tw * 0.5 * float64(kinds)
		if st.Camel() == p {
			sc += 0.15
		}
		score[p] = sc
	}
	other := math.Inf(-1)
	for p := 0; p < n; p++ {
		if p != me {
			other = math.Max(other, score[p])
		}
	}
	// A steep term for the race, plus a gentle one so that a seat far
	// ahead (or behind) still prefers the better move instead of seeing
	// every move as a certain win (or loss).
	d := score[me] - other
	return 0.8*sigmoid(1.5*d) + 0.2*sigmoid(0.3*d)
}
