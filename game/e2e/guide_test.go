//go:build e2e

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// guideSettings play at Instant: the test is about the lessons' clicks.
const guideSettings = `{"volume":5,"muted":false,"speed":3,"fullscreen":false,"botBeat":4}`

// TestGuideByMouse plays the guided first game by mouse through the real
// program: "Learn by playing" on the set-up screen, every lesson by
// clicking what the guide points at (a wrong click first is refused),
// "Leave the guide" in the middle and "Continue the guided game" back at
// the same lesson, to the end of the lessons; then the game is ordinary:
// a placement of the person's own choosing is played.
func TestGuideByMouse(t *testing.T) {
	needX(t)
	g := launch(t, guideSettings, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	shots := os.Getenv("ALADDIN_E2E_SHOTS")
	if shots != "" {
		g.screenshot(filepath.Join(shots, "guide-setup.png"))
	}
	start := time.Now()
	g.clickTarget(st, "learn")
	asked := func(s probeState) bool {
		return s.Status["guide-done"] == "yes" || s.Status["guide-target"] != "" && s.Status["guide"] != ""
	}
	left, clicks := false, 0
	for clicks < 60 {
		st = g.waitFor("the guide to point at something", 20*time.Second, asked)
		if st.Status["guide-done"] == "yes" {
			break
		}
		want, lesson := st.Status["guide-target"], st.Status["guide"]
		if _, ok := st.Targets[want]; !ok {
			t.Fatalf("lesson %s points at %q, which is not a target: %v", lesson, want, keys(st.Targets))
		}
		if shots != "" && (want == "space:0" || want == "token:3" || want == "give:1" || want == "pay" || want == "pay:0:4") {
			g.screenshot(filepath.Join(shots, "guide-lesson"+lesson+"-"+want+".png"))
		}
		if clicks == 0 {
			// A wrong click (another token) is refused: nothing moves.
			g.clickTarget(st, "token:5")
			after, _ := g.read()
			if after.Status["guide"] != lesson || after.Status["guide-target"] != want || after.Status["tray"] != st.Status["tray"] {
				t.Fatalf("the wrong click was taken: lesson %s→%s, target %q→%q", lesson, after.Status["guide"], want, after.Status["guide-target"])
			}
		}
		if lesson == "5" && !left {
			left = true
			g.clickTarget(st, "leave-guide")
			st = g.waitFor("the set-up screen", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
			g.clickTarget(st, "learn")
			st = g.waitFor("the guide again", 20*time.Second, asked)
			if st.Status["guide"] != lesson || st.Status["guide-target"] != want {
				t.Fatalf("continued at lesson %s (%q), left at %s (%q)", st.Status["guide"], st.Status["guide-target"], lesson, want)
			}
			continue
		}
		g.clickTarget(st, want)
		clicks++
	}
	took := time.Since(start)
	if !left || st.Status["guide-done"] != "yes" {
		t.Fatalf("the lessons did not end: left %v, status %v", left, st.Status)
	}
	t.Logf("the guided game's %d clicks took %v by mouse (Instant speed)", clicks, took.Round(100*time.Millisecond))
	st = g.waitFor("the closing words", 10*time.Second, func(s probeState) bool { _, ok := s.Targets["play-on"]; return ok })
	if shots != "" {
		g.screenshot(filepath.Join(shots, "guide-done.png"))
	}
	g.clickTarget(st, "play-on")
	// An ordinary game: the person's next placement goes wherever they like.
	st = g.clickUntil(st, "next", "the next round's placement", func(s probeState) bool {
		_, ok := s.Targets["token:0"]
		return s.Status["round"] == "2" && s.Status["seat"] == "0" && ok
	})
	g.clickTarget(st, "token:0")
	st = g.waitFor("the lit spaces", 5*time.Second, func(s probeState) bool { _, ok := s.Targets["space:3"]; return ok })
	tray := st.Status["tray"]
	g.clickTarget(st, "space:3")
	g.waitFor("the free placement played", 5*time.Second, func(s probeState) bool { return s.Status["tray"] != tray })
}

// screenshot saves the game window as a PNG (for the docs' pictures).
func (g *game) screenshot(path string) {
	if g.window == "" {
		g.findWindow()
	}
	_ = os.MkdirAll(filepath.Dir(path), 0o755)
	// The game redraws only when something changes; a small move of the
	// pointer makes sure the picture taken is the current one.
	_ = exec.Command("xdotool", "mousemove_relative", "--", "2", "0").Run()
	time.Sleep(400 * time.Millisecond)
	if out, err := exec.Command("import", "-window", g.window, path).CombinedOutput(); err != nil {
		g.t.Logf("screenshot %s: %v %s", path, err, out)
	}
}
