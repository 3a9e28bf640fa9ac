package game

import (
	"encoding/json"
	"os"
	"sort"
	"time"
)

// perf keeps the CPU time of Update+Draw per frame, for the frame-cost
// figures the README reports (written when PerfFile is set).
type perf struct {
	frames  []time.Duration
	update  time.Duration
	startup time.Duration
}

func (p *perf) addUpdate(d time.Duration) { p.update += d }

func (p *perf) addDraw(d time.Duration) {
	if len(p.frames) < 200000 {
		p.frames = append(p.frames, p.update+d)
	}
	p.update = 0
}

// PerfReport is the JSON written to Options.PerfFile.
type PerfReport struct {
	Frames    int     `json:"frames"`
	MedianMS  float64 `json:"medianMs"`
	P95MS     float64 `json:"p95Ms"`
	MaxMS     float64 `json:"maxMs"`
	StartupMS float64 `json:"startupMs"`
}

func (p *perf) report() PerfReport {
	r := PerfReport{Frames: len(p.frames), StartupMS: ms(p.startup)}
	if len(p.frames) == 0 {
		return r
	}
	// Skip the first second: shader compilation and atlas uploads.
	f := p.frames
	if len(f) > 120 {
		f = f[60:]
	}
	s := append([]time.Duration(nil), f...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	r.MedianMS = ms(s[len(s)/2])
	r.P95MS = ms(s[len(s)*95/100])
	r.MaxMS = ms(s[len(s)-1])
	return r
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func (p *perf) write(path string) {
	if path == "" {
		return
	}
	data, err := json.MarshalIndent(p.report(), "", "  ")
	if err == nil {
		_ = os.WriteFile(path, data, 0o644)
	}
}
