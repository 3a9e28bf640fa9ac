package e2e

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestFrameCost measures, at 1280x800: the time from launch to the first
// interactive frame, the process's CPU use while a human ponders on the
// placement screen, and the CPU time of Update+Draw per frame (written by
// the game at exit). Figures are logged, not asserted: the machine running
// the tests may be shared.
func TestFrameCost(t *testing.T) {
	needX(t)
	// As played: bots keep their thinking budget and beat. Silent, as the
	// only device here is ALSA's null one, whose busy mixer is no part of
	// the game's cost (a real device paces it).
	g := launchEnv(t, t.TempDir(), `{"volume":5,"speed":1,"botBeat":24}`, 1280, "ALADDIN_SILENT=1")
	g.waitFor("the first frame", 30*time.Second, func(s probeState) bool { return s.Tick > 0 })
	firstFrame := time.Since(g.started)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "start")
	g.waitFor("the human's placement turn", 2*time.Minute, func(s probeState) bool {
		return s.Scene == "placement" && len(targetsWith(s, "token:")) > 0
	})
	time.Sleep(time.Second)
	c0, w0 := cpuTime(t, g.cmd.Process.Pid), time.Now()
	time.Sleep(10 * time.Second)
	c1, w1 := cpuTime(t, g.cmd.Process.Pid), time.Now()
	idle := float64(c1-c0) / float64(w1.Sub(w0)) * 100
	st, _ = g.read()
	ticks := st.Tick
	g.clickTarget(st, "menu")
	st = g.waitFor("the pause overlay", 10*time.Second, func(s probeState) bool { return s.Scene == "pause" })
	g.clickTarget(st, "quit")
	if err := g.wait(20 * time.Second); err != nil {
		t.Fatal(err)
	}
	var p struct {
		Frames    int
		MedianMS  float64 `json:"medianMs"`
		P95MS     float64 `json:"p95Ms"`
		MaxMS     float64 `json:"maxMs"`
		StartupMS float64 `json:"startupMs"`
		TPS       float64 `json:"tps"`
		TPSMedian float64 `json:"actualTpsMedian"`
		TPSMin    float64 `json:"actualTpsMin"`
	}
	data, err := os.ReadFile(g.perf)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	t.Logf("start-up: %v from launch to the first frame seen by the probe; %.0f ms from process start to the first Draw (in-game clock)", firstFrame.Round(time.Millisecond), p.StartupMS)
	t.Logf("idle on the placement screen: %.1f%% of one core", idle)
	t.Logf("Update+Draw CPU per frame over %d frames: median %.2f ms, p95 %.2f ms, max %.2f ms (ticks seen %d)", p.Frames, p.MedianMS, p.P95MS, p.MaxMS, ticks)
	t.Logf("updates per second while running at full rate: %.1f; Ebitengine's ActualTPS over uninterrupted seconds: median %.1f, lowest %.1f", p.TPS, p.TPSMedian, p.TPSMin)
	if os.Getenv("ALADDIN_PERF_OUT") != "" {
		out, _ := json.Marshal(map[string]any{"firstFrameMs": firstFrame.Milliseconds(), "startupMs": p.StartupMS,
			"idlePercent": idle, "medianMs": p.MedianMS, "p95Ms": p.P95MS, "frames": p.Frames, "tps": p.TPS, "actualTpsMedian": p.TPSMedian, "actualTpsMin": p.TPSMin})
		f, err := os.OpenFile(os.Getenv("ALADDIN_PERF_OUT"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err == nil {
			f.Write(append(out, '\n'))
			f.Close()
		}
	}
}

// cpuTime is the process's user+system CPU time from /proc.
func cpuTime(t *testing.T, pid int) time.Duration {
	t.Helper()
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
	ut, _ := strconv.ParseInt(fields[11], 10, 64)
	st, _ := strconv.ParseInt(fields[12], 10, 64)
	return time.Duration(ut+st) * (time.Second / 100) // USER_HZ is 100 on Linux
}
