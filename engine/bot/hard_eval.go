package bot

import (
	"math"

	"aladdin/engine"
)

// Hard's evaluation of a playout's end (the end of a round, or of the
// game), in artifact units before squashing.
const (
	// cardWorth is a spell card in hand, in treasure: what it may still
	// win or save. It fades as the stacks empty, like treasure.
	cardWorth = 2.0
	// cardsCounted caps the cards valued: a hand beyond this is more than
	// the Lamp's rounds can use.
	cardsCounted = 4
	// scrollTie is a Scroll's extra weight as the stacks run out: the most
	// Scrolls breaks a tie for the most artifacts (magic-spec 1.8).
	scrollTie = 0.3
)

// evaluate scores a playout's end for the searching seat in [0, 1].
func (s *search) evaluate(st *engine.State) float64 {
	me := s.me
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
	fade := math.Min(1, left/float64(2*n))
	tw := fade / 7 // treasure per artifact, fading at the end
	var score [engine.MaxPlayers]float64
	var pub *engine.View
	if s.view.Magic {
		// The public board says what magic each seat holds.
		pub = &s.ws.vb
		st.ViewInto(engine.Spectator, pub)
	}
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
		if pub != nil {
			sc += tw * cardWorth * float64(min(int(pub.HandN[p]), cardsCounted))
			sc += scrollTie * (1 - fade) * float64(pub.Seats[p].Artifacts[engine.Scroll])
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
