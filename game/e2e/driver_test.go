//go:build e2e

package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	app "aladdin/game"
	"aladdin/game/scenario"
)

// probeState is what the game's probe writes.
type probeState = app.ProbeState

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// needX skips the test when there is no display or no xdotool.
func needX(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no DISPLAY: the end-to-end tests need X (run under Xvfb, e.g. build/test.sh)")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("xdotool is not installed")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the end-to-end driver uses xdotool on Linux")
	}
}

// build compiles the real program once per test run.
func build(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "aladdin-e2e-bin")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "aladdin")
		cmd := exec.Command("go", "build", "-o", binPath, "aladdin")
		cmd.Dir = "../.."
		out, err := cmd.CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// game is one running instance of the program.
type game struct {
	t       *testing.T
	cmd     *exec.Cmd
	dir     string
	probe   string
	shots   string
	perf    string
	window  string
	started time.Time
	out     bytes.Buffer
	scale   float64
	ox, oy  float64
}

// launchIn starts the program with its data folder in dir/data, creating
// it if needed; a second launch in the same dir finds the first's saves.
// Its bots decide in one tick and move at once (the game's test setting
// ALADDIN_FAST_BOTS): the tests' time goes to what they test. It plays
// silently: under CI the only sound device is ALSA's null device, which
// takes samples as fast as they come, so the mixer would spin a core and
// slow the game it shares the machine with (TestHotSeat keeps sound on, so
// the audio path still runs end to end).
func launchIn(t *testing.T, dir, settings string, width int) *game {
	t.Helper()
	return launchEnv(t, dir, settings, width, "ALADDIN_FAST_BOTS=1", "ALADDIN_SILENT=1")
}

// launchEnv is launchIn with extra environment for the program.
func launchEnv(t *testing.T, dir, settings string, width int, env ...string) *game {
	t.Helper()
	bin := build(t)
	data := filepath.Join(dir, "data")
	if err := os.MkdirAll(data, 0o755); err != nil {
		t.Fatal(err)
	}
	if settings != "" {
		if err := os.WriteFile(filepath.Join(data, "settings"), []byte(settings), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := &game{t: t, dir: dir, probe: filepath.Join(dir, "probe.json"), shots: shotDir(t), perf: filepath.Join(dir, "perf.json")}
	_ = os.Remove(g.probe) // a relaunch must not read its predecessor's probe
	g.cmd = exec.Command(bin, "-width", strconv.Itoa(width))
	g.cmd.Env = append(os.Environ(), "ALADDIN_DATA_DIR="+data, "ALADDIN_PROBE="+g.probe,
		"ALADDIN_SHOTS="+g.shots, "ALADDIN_PERF="+g.perf)
	g.cmd.Env = append(g.cmd.Env, env...)
	g.cmd.Stdout, g.cmd.Stderr = &g.out, &g.out
	g.started = time.Now()
	if err := g.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.stop)
	return g
}

// shotDir is where a test's screenshots go: $ALADDIN_E2E_SHOTS/<test> if
// set (to keep them), else a temporary folder.
// A test that launches the program twice keeps both runs' shots: the
// second run's go into run2/.
func shotDir(t *testing.T) string {
	shotRuns[t.Name()]++
	run := ""
	if n := shotRuns[t.Name()]; n > 1 {
		run = "run" + strconv.Itoa(n)
	}
	if d := os.Getenv("ALADDIN_E2E_SHOTS"); d != "" {
		p := filepath.Join(d, t.Name(), run)
		if run == "" {
			_ = os.RemoveAll(p)
		}
		_ = os.MkdirAll(p, 0o755)
		return p
	}
	return filepath.Join(t.TempDir(), "shots")
}

// shotRuns counts launches per test (tests in this package run one at a
// time).
var shotRuns = map[string]int{}

func (g *game) stop() {
	if g.cmd.Process != nil && g.cmd.ProcessState == nil {
		_ = g.cmd.Process.Kill()
		_ = g.cmd.Wait()
	}
}

// quit closes the window politely (through the Quit button) so the
// program writes its figures, and waits for it.
func (g *game) wait(timeout time.Duration) error {
	done := make(chan error, 1)
	go func() { done <- g.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(patience * timeout):
		_ = g.cmd.Process.Kill()
		return fmt.Errorf("the program did not exit within %v", patience*timeout)
	}
}

// read returns the latest probe state.
func (g *game) read() (probeState, bool) {
	var st probeState
	data, err := os.ReadFile(g.probe)
	if err != nil || json.Unmarshal(data, &st) != nil {
		return st, false
	}
	return st, true
}

// patience stretches every deadline that fails a test: the timeouts below
// are what a quiet machine needs, and a busy 2-core CI machine may take
// several times as long. Waiting longer costs nothing when the game is
// right; only a broken game ever reaches a deadline.
const patience = 4

// waitFor polls the probe until ok accepts it.
func (g *game) waitFor(what string, timeout time.Duration, ok func(probeState) bool) probeState {
	g.t.Helper()
	end := time.Now().Add(patience * timeout)
	for time.Now().Before(end) {
		if g.cmd.ProcessState != nil {
			g.t.Fatalf("the program exited while waiting for %s:\n%s", what, g.out.String())
		}
		if st, found := g.read(); found && ok(st) {
			return st
		}
		pause()
	}
	st, _ := g.read()
	g.t.Fatalf("timed out waiting for %s; last probe: scene %q status %v targets %v\noutput:\n%s", what, st.Scene, st.Status, keys(st.Targets), g.out.String())
	return st
}

func keys(m map[string][4]int) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// poll is waitFor without failing: it reports whether ok accepted a probe.
func (g *game) poll(timeout time.Duration, ok func(probeState) bool) (probeState, bool) {
	end := time.Now().Add(timeout)
	for time.Now().Before(end) {
		if st, found := g.read(); found && ok(st) {
			return st, true
		}
		pause()
	}
	st, _ := g.read()
	return st, false
}

// findWindow locates the game window and how the logical screen maps
// onto it (Ebitengine letterboxes to keep the aspect).
func (g *game) findWindow() {
	g.t.Helper()
	end := time.Now().Add(patience * 20 * time.Second)
	for time.Now().Before(end) {
		out, err := exec.Command("xdotool", "search", "--name", "Aladdin's Dragons").Output()
		if err == nil {
			ids := strings.Fields(string(out))
			if len(ids) > 0 {
				g.window = ids[len(ids)-1]
				geo, err := exec.Command("xdotool", "getwindowgeometry", g.window).Output()
				if err == nil {
					var w, h int
					for _, line := range strings.Split(string(geo), "\n") {
						if strings.Contains(line, "Geometry:") {
							fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "Geometry:")), "%dx%d", &w, &h)
						}
					}
					if w > 0 && h > 0 {
						g.scale = minF(float64(w)/1600, float64(h)/1000)
						g.ox = (float64(w) - 1600*g.scale) / 2
						g.oy = (float64(h) - 1000*g.scale) / 2
						return
					}
				}
			}
		}
		pause()
	}
	g.t.Fatalf("no game window found\n%s", g.out.String())
}

func minF(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

// click presses and releases the left button at a logical point, through
// the X server: the same path as a player's mouse.
func (g *game) click(x, y int) {
	g.t.Helper()
	if g.window == "" {
		g.findWindow()
	}
	wx := int(g.ox + float64(x)*g.scale)
	wy := int(g.oy + float64(y)*g.scale)
	run := func(args ...string) {
		if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
			g.t.Fatalf("xdotool %v: %v %s", args, err, out)
		}
	}
	run("mousemove", "--window", g.window, strconv.Itoa(wx), strconv.Itoa(wy))
	t0 := g.tick()
	run("mousedown", "1")
	// Held until the game has ticked with the button down (a press and
	// release inside one tick would be lost), then released; the click
	// returns once the game has ticked past the release, so the probe the
	// caller reads next shows the click's outcome, never the scene before.
	g.waitTicks(t0)
	t1 := g.tick()
	run("mouseup", "1")
	g.waitTicks(t1)
}

// tick is the game's tick in the latest probe (0 before the first).
func (g *game) tick() int64 {
	st, _ := g.read()
	return st.Tick
}

// waitTicks waits until the probe shows the game at least probeLag ticks
// past from (the probe is written every tick and may be one behind, so
// that many more mean 2 ticks ran after the call). It gives up after a
// second: an idle game may sleep between inputs.
func (g *game) waitTicks(from int64) {
	const probeLag = 3
	end := time.Now().Add(time.Second)
	for time.Now().Before(end) && g.tick() < from+probeLag {
		pause()
	}
}

// pollEvery is the pause between two looks at the game's state (the
// probe file, the X server's windows, a file the game writes): every wait
// in these tests waits for the game to reach a state, never for a time,
// and nothing is asserted after a pause that the state has not confirmed.
const pollEvery = 15 * time.Millisecond

// pause is the one wait between two looks at the game's state.
func pause() { time.Sleep(pollEvery) }

// clickTarget clicks the centre of a named target from the probe.
func (g *game) clickTarget(st probeState, name string) bool {
	r, ok := st.Targets[name]
	if !ok {
		return false
	}
	g.click((r[0]+r[2])/2, (r[1]+r[3])/2)
	return true
}

// targetsWith lists target names with a prefix, sorted.
func targetsWith(st probeState, prefix string) []string { return scenario.TargetsWith(st, prefix) }

// settled reports a probe taken after the scene's fade-in.
func settled(st probeState) bool { return scenario.Settled(st) }

// clickUntil clicks a target until the probe shows what the click leads to
// (scenario.ClickUntil), and fails the test when it never does.
func (g *game) clickUntil(st probeState, name, what string, ok func(probeState) bool) probeState {
	g.t.Helper()
	st, done := scenario.ClickUntil(g, st, name, ok)
	if !done {
		g.t.Fatalf("clicking %q never led to %s; scene %q, targets %v", name, what, st.Scene, keys(st.Targets))
	}
	return st
}

// fastSettings make a test game quick but still animated.
const fastSettings = `{"volume":5,"muted":false,"speed":2,"fullscreen":false,"botBeat":4}`

func loadPNG(t *testing.T, path string) image.Image {
	t.Helper()
	var img image.Image
	var err error
	eventually(2*time.Second, func() bool {
		var f *os.File
		if f, err = os.Open(path); err != nil {
			return false
		}
		defer f.Close()
		img, err = png.Decode(f)
		return err == nil
	})
	if err != nil {
		t.Fatalf("screenshot %s: %v", path, err)
	}
	return img
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
