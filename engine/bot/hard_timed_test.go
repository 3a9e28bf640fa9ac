package bot

import (
	"testing"

	"aladdin/engine"
)

// timedHard is a Hard bot that thinks against the clock between minIters
// and capIters iterations.
func timedHard(seed uint64, minIters, capIters int) *HardBot {
	h := smallHard(seed, minIters)
	h.Cap = capIters
	return h
}

// A timed search told its time is up after n iterations plays the move a
// fixed search of n iterations plays: stopping early is deterministic,
// and the best move so far is the search's ordinary answer.
func TestTimedSearchStoppedEarlyPlaysAsAFixedSearch(t *testing.T) {
	views := append(collectViews(t, 3, engine.DecPlace), collectMagicViews(t, 3, engine.DecPlace)...)
	for i, v := range views {
		for _, n := range []int{40, 75} {
			th := StartTimed(timedHard(3, 20, 500), &v).(TimedThinker)
			for th.Iterations() < n {
				if _, done := th.Think(1); done {
					t.Fatalf("view %d: the timed search finished after %d iterations, before its cap", i, th.Iterations())
				}
			}
			th.TimeUp()
			a, done := th.Think(0)
			if !done {
				t.Fatalf("view %d: told its time was up after %d iterations (minimum 20), the search went on", i, n)
			}
			if want := smallHard(3, n).Act(&v); a != want {
				t.Errorf("view %d: stopped after %d iterations it played %v; a fixed search of %d plays %v", i, n, a, n, want)
			}
		}
	}
}

// A timed search runs its minimum whatever the clock says, and stops at
// its cap when the time is never up.
func TestTimedSearchKeepsItsMinimumAndCap(t *testing.T) {
	for _, v := range collectViews(t, 2, engine.DecPlace) {
		th := StartTimed(timedHard(5, 30, 90), &v).(TimedThinker)
		th.TimeUp() // at once: a slow machine
		a, done := th.Think(1 << 30)
		if !done || th.Iterations() != 30 {
			t.Errorf("time up at once: done %v after %d iterations, want the minimum 30", done, th.Iterations())
		}
		if want := smallHard(5, 30).Act(&v); a != want {
			t.Errorf("time up at once: played %v, the fixed 30 play %v", a, want)
		}
		th = StartTimed(timedHard(5, 30, 90), &v).(TimedThinker)
		a, done = th.Think(1 << 30) // never told: a fast machine
		if !done || th.Iterations() != 90 {
			t.Errorf("time never up: done %v after %d iterations, want the cap 90", done, th.Iterations())
		}
		if want := smallHard(5, 90).Act(&v); a != want {
			t.Errorf("time never up: played %v, the fixed 90 play %v", a, want)
		}
		// A heuristic bot decides at once, as in Start.
		if a, done := StartTimed(New(Normal, 1), &v).Think(1); !done || a != New(Normal, 1).Act(&v) {
			t.Error("Normal's timed Thinker should finish in one call with Act's choice")
		}
	}
}

// Once warm, a search allocates nothing per iteration: the sampled world,
// the views, the buffers and the tree's children are re-used. A decision
// may allocate a few objects (its root); searching longer adds none.
func TestHardSearchDoesNotAllocatePerIteration(t *testing.T) {
	for _, magic := range []bool{false, true} {
		var views []engine.View
		if magic {
			views = collectMagicViews(t, 2, engine.DecPlace)
		} else {
			views = collectViews(t, 2, engine.DecPlace)
		}
		h := smallHard(1, 150)
		measure := func(iters int) (allocs, searched float64) {
			h.Iterations = iters
			before := h.searched
			allocs = testing.AllocsPerRun(2, func() {
				for _, v := range views {
					h.Act(&v)
				}
			})
			return allocs, float64(h.searched-before) / 3 // one warm-up run, two counted
		}
		measure(150) // warm the workspace at the larger size
		a1, n1 := measure(30)
		a2, n2 := measure(150)
		if n2 <= n1 {
			t.Fatalf("magic %v: %v iterations at the larger budget, %v at the smaller", magic, n2, n1)
		}
		if per := (a2 - a1) / (n2 - n1); per > 0.001 {
			t.Errorf("magic %v: %.0f allocations for %.0f iterations, %.0f for %.0f: %.4f per extra iteration", magic, a1, n1, a2, n2, per)
		}
		t.Logf("magic %v: %.0f allocations for %.0f iterations, %.0f for %.0f", magic, a1, n1, a2, n2)
	}
}
