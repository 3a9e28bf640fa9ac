//go:build !js

package game

import (
	"encoding/json"
	"os"
	"sort"
	"time"
)

// write saves the frame-cost report as JSON (tests read it at exit).
func (p *perf) write(path string) {
	if path == "" {
		return
	}
	data, err := json.MarshalIndent(p.report(), "", "  ")
	if err == nil {
		_ = os.WriteFile(path, data, 0o644)
	}
}

// report sums up the run (only the desktop build writes it).
func (p *perf) report() PerfReport {
	r := PerfReport{Frames: len(p.frames), StartupMS: ms(p.startup), TPSSamples: p.tpsSamples, Stalls: p.stalls}
	if p.activeTime > 0 {
		r.TPS = float64(p.activeTicks) / p.activeTime.Seconds()
	}
	if n := len(p.tpsSamples); n > 0 {
		t := append([]float64(nil), p.tpsSamples...)
		sort.Float64s(t)
		r.ActualTPSMedian, r.ActualTPSMin = t[n/2], t[0]
	}
	if len(p.frames) == 0 {
		return r
	}
	r.MedianMS, r.P95MS, r.MaxMS = quantiles(p.frames)
	r.Drawn = len(p.drawn)
	r.DrawnMedianMS, r.DrawnP95MS, _ = quantiles(p.drawn)
	return r
}

// quantiles gives the median, p95 and max of frame costs in ms, skipping
// the first second of a long run (shader compilation, atlas uploads).
func quantiles(f []time.Duration) (median, p95, max float64) {
	if len(f) == 0 {
		return 0, 0, 0
	}
	if len(f) > 120 {
		f = f[60:]
	}
	s := append([]time.Duration(nil), f...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return ms(s[len(s)/2]), ms(s[len(s)*95/100]), ms(s[len(s)-1])
}
