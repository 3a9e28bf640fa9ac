package engine

// rng is a small deterministic generator (SplitMix64) kept inside the state,
// so a state and its future chance events are one value that clones and
// hashes with everything else.
type rng struct{ S uint64 }

func (r *rng) next() uint64 {
	r.S += 0x9E3779B97F4A7C15
	z := r.S
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// intn returns a uniform int in [0, n).
func (r *rng) intn(n int) int {
	return int((r.next() >> 11) % uint64(n))
}
