package game

import "time"

// perf keeps the CPU time of Update+Draw per frame, for the frame-cost
// figures the README reports (written when PerfFile is set).
type perf struct {
	frames  []time.Duration
	drawn   []time.Duration // the frames that redrew the screen
	update  time.Duration
	startup time.Duration
	// Ticks per second while the game runs at full rate (not asleep
	// waiting for input): the time between two such ticks is summed.
	lastTick    time.Time
	activeTicks int
	activeTime  time.Duration
	// Ebitengine's own TPS figure, sampled once a second while the game has
	// run at full rate for the whole second before (so sleep between
	// inputs does not pull it down).
	activeSince, lastSample time.Time
	tpsSamples              []float64
	// stalls are gaps of over 50 ms between two full-rate ticks.
	stalls []Stall
	start  time.Time
}

// Stall is one long gap between ticks: when (ms since the first tick) and
// how long.
type Stall struct {
	AtMS  float64 `json:"atMs"`
	GapMS float64 `json:"gapMs"`
}

// tick notes an Update; active says the previous tick ran at full rate, so
// the gap since it counts towards the TPS figure.
func (p *perf) tick(now time.Time, active bool, actualTPS float64) {
	if p.start.IsZero() {
		p.start = now
	}
	if active && !p.lastTick.IsZero() {
		gap := now.Sub(p.lastTick)
		p.activeTicks++
		p.activeTime += gap
		if gap > 50*time.Millisecond && len(p.stalls) < 1000 {
			p.stalls = append(p.stalls, Stall{AtMS: ms(now.Sub(p.start)), GapMS: ms(gap)})
		}
	}
	p.lastTick = now
	if !active {
		p.activeSince = time.Time{}
		return
	}
	if p.activeSince.IsZero() {
		p.activeSince = now
	}
	if now.Sub(p.activeSince) >= 2*time.Second && now.Sub(p.lastSample) >= time.Second {
		p.lastSample = now
		p.tpsSamples = append(p.tpsSamples, actualTPS)
	}
}

func (p *perf) addUpdate(d time.Duration) { p.update += d }

func (p *perf) addDraw(d time.Duration) {
	if len(p.frames) < 200000 {
		p.frames = append(p.frames, p.update+d)
		if d > 0 {
			p.drawn = append(p.drawn, p.update+d)
		}
	}
	p.update = 0
}

// PerfReport is the JSON written to Options.PerfFile.
type PerfReport struct {
	Frames   int     `json:"frames"`
	MedianMS float64 `json:"medianMs"`
	P95MS    float64 `json:"p95Ms"`
	MaxMS    float64 `json:"maxMs"`
	// Drawn* are the same over the frames that redrew the screen (the
	// others keep the last picture and cost only their Update).
	Drawn         int     `json:"drawn"`
	DrawnMedianMS float64 `json:"drawnMedianMs"`
	DrawnP95MS    float64 `json:"drawnP95Ms"`
	StartupMS     float64 `json:"startupMs"`
	// TPS is updates per second while running at full rate.
	TPS float64 `json:"tps"`
	// ActualTPS is the median and lowest of Ebitengine's ActualTPS, sampled
	// each second of uninterrupted full-rate running.
	ActualTPSMedian float64 `json:"actualTpsMedian"`
	ActualTPSMin    float64 `json:"actualTpsMin"`
	// TPSSamples are those samples in time order, to see where dips fall.
	TPSSamples []float64 `json:"tpsSamples"`
	Stalls     []Stall   `json:"stalls"`
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
