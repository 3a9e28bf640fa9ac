package bot

import (
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

func benchDecision(b *testing.B, mk func(i int) Bot, iters int) {
	views := benchViews(b)
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		v := views[i%len(views)]
		t0 := time.Now()
		mk(i).Act(&v)
		lat = append(lat, time.Since(t0))
	}
	total := time.Since(start)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "median-ms")
	if iters > 0 {
		b.ReportMetric(float64(iters)*float64(b.N)/total.Seconds(), "iters/s")
	}
}

// BenchmarkNormalDecision is Normal's latency per placement.
func BenchmarkNormalDecision(b *testing.B) {
	benchDecision(b, func(i int) Bot { return NewNormal(uint64(i)) }, 0)
}

// BenchmarkEasyDecision is Easy's latency per placement.
func BenchmarkEasyDecision(b *testing.B) {
	benchDecision(b, func(i int) Bot { return NewEasy(uint64(i)) }, 0)
}

// BenchmarkHardDecision is Hard's latency per placement at the default
// budget, and its search speed.
func BenchmarkHardDecision(b *testing.B) {
	benchDecision(b, func(i int) Bot { return NewHard(uint64(i)) }, DefaultHardIterations)
}
