package bot

import (
	"runtime"
	"sort"
	"testing"
	"time"

	"aladdin/engine"
)

// benchViews are placement decisions from real games (rounds 2 and later),
// where choices are hardest: the latency a player feels.
func benchViews(b *testing.B) []engine.View {
	b.Helper()
	return collectViews(b, 24, engine.DecPlace)
}

// benchMagicViews are placement turns of magic games (rounds 2 and later),
// where a seat may also cast and invoke.
func benchMagicViews(b *testing.B) []engine.View {
	b.Helper()
	return collectMagicViews(b, 24, engine.DecPlace)
}

// collectMagicViews gathers views of real decisions from Normal self-play
// in the magic version.
func collectMagicViews(t testing.TB, n int, want engine.DecisionType) []engine.View {
	var out []engine.View
	for seed := uint64(1); len(out) < n && seed < 200; seed++ {
		cfg := engine.Config{Players: 4, Seed: seed, FirstPlayer: -1, Magic: true}
		playConfig(t, cfg, seats(4, Normal, seed), func(s *engine.State, v *engine.View, a engine.Action) {
			if v.Pending.Type == want && len(out) < n && s.Round() >= 2 {
				out = append(out, *v)
			}
		})
	}
	return out
}

// benchDecision times one decision per b.N step and reports the median
// latency, and for a searching bot its iterations per second and heap
// allocations per iteration.
//
// iters/s is per second of wall time; cpu-iters/s per second of the
// process's CPU time, which a busy machine stretches much less. The
// iterations are those the searches ran (a decision with one candidate
// runs none).
func benchDecision(b *testing.B, views []engine.View, mk func(i int) Bot, search bool) {
	lat := make([]time.Duration, 0, b.N)
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	b.ResetTimer()
	start, cpu0 := time.Now(), processCPU()
	iters := 0
	for i := 0; i < b.N; i++ {
		v := views[i%len(views)]
		bot := mk(i)
		t0 := time.Now()
		bot.Act(&v)
		lat = append(lat, time.Since(t0))
		if h, ok := bot.(*HardBot); ok {
			iters += h.searched
		}
	}
	total, cpu := time.Since(start), processCPU()-cpu0
	b.StopTimer()
	runtime.ReadMemStats(&m1)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "median-ms")
	if search && iters > 0 {
		n := float64(iters)
		b.ReportMetric(n/total.Seconds(), "iters/s")
		if cpu > 0 {
			b.ReportMetric(n/cpu.Seconds(), "cpu-iters/s")
		}
		b.ReportMetric(float64(m1.Mallocs-m0.Mallocs)/n, "allocs/iter")
	}
}

// BenchmarkNormalDecision is Normal's latency per placement.
func BenchmarkNormalDecision(b *testing.B) {
	benchDecision(b, benchViews(b), func(i int) Bot { return NewNormal(uint64(i)) }, false)
}

// BenchmarkEasyDecision is Easy's latency per placement.
func BenchmarkEasyDecision(b *testing.B) {
	benchDecision(b, benchViews(b), func(i int) Bot { return NewEasy(uint64(i)) }, false)
}

// BenchmarkHardDecision is Hard's latency per placement at the default
// budget, and its search speed.
func BenchmarkHardDecision(b *testing.B) {
	benchDecision(b, benchViews(b), func(i int) Bot { return NewExpert(uint64(i)) }, true)
}

// BenchmarkHardDecisionMagic is the same on placement turns of magic games.
func BenchmarkHardDecisionMagic(b *testing.B) {
	benchDecision(b, benchMagicViews(b), func(i int) Bot { return NewExpert(uint64(i)) }, true)
}
