//go:build e2e

package e2e

import (
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The window's smoke tests: what only the real program in a real window
// can show. Whole games, the rules' screens and the pictures are tested
// headlessly in scenes (docs/UI.md, "Tests").

// instantSettings play at Instant: these tests are about the window.
const instantSettings = `{"volume":5,"muted":false,"speed":3,"fullscreen":false,"botBeat":4}`

// playUntil answers the person's decisions by pointer until stop accepts
// a probe or the game is over; it fails after the timeout.
func (g *game) playUntil(timeout time.Duration, seed int64, stop func(probeState) bool) probeState {
	g.t.Helper()
	rng := rand.New(rand.NewSource(seed))
	end := time.Now().Add(patience * timeout)
	lastTick := int64(-1)
	for time.Now().Before(end) {
		if g.cmd.ProcessState != nil {
			g.t.Fatalf("the program exited during play:\n%s", g.out.String())
		}
		st, ok := g.read()
		if !ok || st.Tick == lastTick {
			pause()
			continue
		}
		lastTick = st.Tick
		if stop(st) || st.Scene == "gameover" {
			return st
		}
		if !g.act(st, rng) {
			pause()
		}
	}
	st, _ := g.read()
	g.t.Fatalf("not done within %v; last scene %q status %v", patience*timeout, st.Scene, st.Status)
	return st
}

// TestStartPlaceAndTally: the program starts on its set-up screen, a
// game of three (one person, two bots) starts by a click, the person
// places a token by pointer (token, then space), and play goes on by
// pointer to round 1's tally. With sound, when the machine has a
// device (ALSA's null one under CI), so the audio path runs end to end.
func TestStartPlaceAndTally(t *testing.T) {
	needX(t)
	// At Fast speed, so the tally stays on screen long enough to be seen.
	g := launchEnv(t, t.TempDir(), fastSettings, 1280, "ALADDIN_FAST_BOTS=1")
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickUntil(st, "start", "the table", func(s probeState) bool { return strings.HasPrefix(s.Scene, "placement") })
	st = g.waitFor("the person's placement", time.Minute, func(s probeState) bool {
		return s.Scene == "placement" && atRest(s) && s.Status["seat"] == s.Status["viewer"] && len(targetsWith(s, "token:")) > 0
	})
	tray := st.Status["tray"]
	g.act(st, rand.New(rand.NewSource(1)))
	g.waitFor("the token placed", 20*time.Second, func(s probeState) bool { return s.Status["tray"] != tray })
	st = g.playUntil(3*time.Minute, 2, func(s probeState) bool { return strings.HasPrefix(s.Scene, "tally") })
	if !strings.HasPrefix(st.Scene, "tally") || st.Status["round"] != "1" {
		t.Fatalf("play by pointer did not reach round 1's tally: scene %q, round %s", st.Scene, st.Status["round"])
	}
}

// TestTwoWindows: a second copy of the program on the same data folder,
// while the first has a game in play, says on its set-up screen that the
// game is open elsewhere (game/store's owner record and lock).
func TestTwoWindows(t *testing.T) {
	needX(t)
	dir := t.TempDir()
	a := launchIn(t, dir, instantSettings, 960)
	st := a.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	a.clickUntil(st, "start", "the table", func(s probeState) bool { return s.Status["save"] == "ok" && strings.HasPrefix(s.Scene, "placement") })
	// The second copy has its own probe, and the first's data folder.
	dir2 := t.TempDir()
	if err := os.Symlink(filepath.Join(dir, "data"), filepath.Join(dir2, "data")); err != nil {
		t.Fatal(err)
	}
	b := launchIn(t, dir2, "", 960)
	b.waitFor("the second window's set-up screen saying the game is open elsewhere", 30*time.Second, func(s probeState) bool {
		return s.Scene == "setup" && settled(s) && s.Status["elsewhere"] == "yes"
	})
	if st, _ := a.read(); st.Status["save"] != "ok" {
		t.Errorf("the first window's save is %q once a second window opened", st.Status["save"])
	}
}

// TestSaveFailure: when the autosave cannot be written (its place in the
// data folder taken by a folder, which even root cannot rename a file
// over), the next move says so in the probe's "save" status, and the game
// goes on.
func TestSaveFailure(t *testing.T) {
	needX(t)
	dir := t.TempDir()
	g := launchIn(t, dir, instantSettings, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickUntil(st, "start", "the table", func(s probeState) bool { return strings.HasPrefix(s.Scene, "placement") })
	st = g.waitFor("the person's placement", time.Minute, func(s probeState) bool {
		return s.Scene == "placement" && atRest(s) && s.Status["seat"] == s.Status["viewer"] && len(targetsWith(s, "token:")) > 0 && s.Status["save"] == "ok"
	})
	save := filepath.Join(dir, "data", "autosave")
	if err := os.Remove(save); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(save, "in-the-way"), 0o755); err != nil {
		t.Fatal(err)
	}
	tray := st.Status["tray"]
	g.act(st, rand.New(rand.NewSource(1)))
	st = g.waitFor("the failed save reported", 30*time.Second, func(s probeState) bool {
		return s.Status["tray"] != tray && strings.HasPrefix(s.Status["save"], "not saved since move")
	})
	t.Logf("save status: %s", st.Status["save"])
}
