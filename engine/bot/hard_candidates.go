package bot

import "aladdin/engine"

// The moves Hard searches in a decision (magic-spec section 6, "Hard"):
//
//   - a placement turn: Normal's best k placements; in the magic version
//     also the casts and invocations Normal scores best (placePlays), its
//     own choice when it would play one;
//   - a reaction window: Pass and the plays Normal scores best (reactPlays
//     of them, its own answer among them);
//   - the magic sub-decisions (the Tent's card, a tax, Charity, a search,
//     ...): Normal's two best answers and a refusal when there is one, or
//     its three best;
//   - the basic decisions as before: one purchase and one starting
//     treasure (Normal's), the Market's exchange against keeping, every
//     camel gift, the canonical bribe against declining.
//
// The order is Normal's preference; the prior fades with it. All of this
// reads Normal's scores, so the candidates sharpen as Normal's magic play
// does.

// reactPlays is how many of Normal's best-scored plays a window adds to
// Pass and Normal's own answer.
const reactPlays = 3

// subPicks is the most candidates a magic sub-decision keeps.
const subPicks = 3

// placePlays is how many casts and invocations a placement turn adds to
// the placements, Normal's best first.
const placePlays = 2

// candidates lists the moves worth searching in a decision, best first by
// the Normal heuristic, with payments collapsed (see HardBot).
func (s *search) candidates(st *engine.State, v *engine.View, k int) ([]engine.Action, []float64) {
	w := s.ws
	d := v.Pending
	w.cands, w.prior = w.cands[:0], w.prior[:0]
	switch d.Type {
	case engine.DecBribe:
		a := canonicalBribe(v)
		if st.Check(a) != nil {
			w.legal = st.LegalInto(w.legal[:0])
			a = w.legal[len(w.legal)-1]
		}
		w.legal = append(w.legal[:0], engine.Decline(s.me), a)
	default:
		w.legal = st.LegalInto(w.legal[:0])
	}
	switch {
	case d.Type == engine.DecPlace && v.Magic:
		s.placeCandidates(v, k)
		return w.cands, w.prior
	case d.Type == engine.DecReact:
		s.reactCandidates(v)
		return w.cands, w.prior
	case d.Type > engine.DecBuy:
		s.subCandidates(v)
		return w.cands, w.prior
	}
	w.sc = w.policy.score(v, w.legal, w.sc[:0])
	switch d.Type {
	case engine.DecStartTreasure, engine.DecBuy:
		k = 1 // "If one can buy an artifact, one should do it."
	case engine.DecMarket:
		// Normal's exchange versus keeping the treasure.
		w.top = topScores(w.sc, 1, w.top[:0])
		s.add(w.legal[w.top[0]])
		s.add(engine.Decline(s.me))
		return w.cands, w.prior
	case engine.DecCamel, engine.DecBribe:
		k = len(w.legal)
	}
	s.addTop(w.legal, w.sc, k)
	return w.cands, w.prior
}

// addTop adds the k best-scored of list, stopping at moves Normal refuses
// outright (unless even the best is one).
func (s *search) addTop(list []engine.Action, sc []float64, k int) {
	w := s.ws
	w.top = topScores(sc, k, w.top[:0])
	best := sc[w.top[0]]
	for i, j := range w.top {
		if i > 0 && sc[j] <= never/4 && best > never/4 {
			break
		}
		s.add(list[j])
	}
}

// placeCandidates: a magic placement turn. Normal scores the whole turn
// at once, a play beside the placements it would come before (or after).
func (s *search) placeCandidates(v *engine.View, k int) {
	w := s.ws
	w.sc = w.policy.score(v, w.legal, w.sc[:0])
	// Partition, scores alongside: placements first, then casts and
	// invocations.
	np := 0
	for i, a := range w.legal {
		if a.Type == engine.ActPlace {
			w.legal[np], w.legal[i] = w.legal[i], w.legal[np]
			w.sc[np], w.sc[i] = w.sc[i], w.sc[np]
			np++
		}
	}
	if np > 0 {
		s.addTop(w.legal[:np], w.sc[:np], k)
	}
	if plays := w.legal[np:]; len(plays) > 0 {
		w.top = topScores(w.sc[np:], placePlays, w.top[:0])
		for _, j := range w.top {
			s.add(plays[j])
		}
	}
}

// reactCandidates: a reaction window. Pass, and the plays Normal scores
// best (its own answer is the best of all, Pass included).
func (s *search) reactCandidates(v *engine.View) {
	w := s.ws
	w.sc = w.policy.score(v, w.legal, w.sc[:0])
	for i, a := range w.legal {
		if a.Type == engine.ActPass {
			s.add(a)
			w.sc[i] = never // Pass is in already
		}
	}
	w.top = topScores(w.sc, reactPlays, w.top[:0])
	for _, j := range w.top {
		if w.sc[j] > never {
			s.add(w.legal[j])
		}
	}
}

// subCandidates: a magic sub-decision: Normal's best answers, and a
// refusal when there is one (the canonical payment against declining).
func (s *search) subCandidates(v *engine.View) {
	w := s.ws
	w.sc = w.policy.score(v, w.legal, w.sc[:0])
	w.top = topScores(w.sc, subPicks-1, w.top[:0])
	for _, j := range w.top {
		s.add(w.legal[j])
	}
	for _, a := range w.legal {
		if a.Type == engine.ActDecline || a.Type == engine.ActPass {
			s.add(a)
			break
		}
	}
	if len(w.cands) < subPicks {
		w.top = topScores(w.sc, subPicks, w.top[:0])
		for _, j := range w.top {
			if len(w.cands) < subPicks {
				s.add(w.legal[j])
			}
		}
	}
}

// add appends a candidate unless it is there already; the prior fades
// with Normal's order.
func (s *search) add(a engine.Action) {
	w := s.ws
	for _, c := range w.cands {
		if c == a {
			return
		}
	}
	w.cands = append(w.cands, a)
	w.prior = append(w.prior, 1/float64(len(w.cands)))
}

// topScores appends to idx the indices of the k highest scores, best
// first; equal scores keep their order in the list. It does not allocate.
func topScores(sc []float64, k int, idx []int) []int {
	if k > len(sc) {
		k = len(sc)
	}
	for i, x := range sc {
		if len(idx) == k && x <= sc[idx[k-1]] {
			continue
		}
		if len(idx) < k {
			idx = append(idx, i)
		} else {
			idx[k-1] = i
		}
		for j := len(idx) - 1; j > 0 && sc[idx[j]] > sc[idx[j-1]]; j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	return idx
}
