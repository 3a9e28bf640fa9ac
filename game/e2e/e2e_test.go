//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fastSettings make a test game quick but still animated.
const fastSettings = `{"volume":5,"muted":false,"speed":2,"fullscreen":false,"botBeat":4}`

// TestFullGame plays a whole 4-player game: seat 1 is a human driven by
// real mouse events, seats 2-4 are Easy bots. Every scene is screenshotted
// (ALADDIN_E2E_SHOTS keeps them).
func TestFullGame(t *testing.T) {
	needX(t)
	g := launch(t, fastSettings, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "players:4")
	for _, seat := range []string{"1", "2", "3"} {
		st = g.waitFor("level chips", 5*time.Second, func(s probeState) bool { _, ok := s.Targets["level:"+seat+":Easy"]; return ok })
		g.clickTarget(st, "level:"+seat+":Easy")
	}
	// Open and close the settings overlay once, for its screenshot.
	g.clickTarget(st, "settings")
	st = g.waitFor("the settings overlay", 10*time.Second, func(s probeState) bool { return s.Scene == "settings" })
	g.clickTarget(st, "done")
	st = g.waitFor("the set-up screen again", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "start")
	// Round 1 plays at Fast so every animation is seen and screenshotted;
	// then the settings overlay (real clicks again) switches to Instant so
	// the rest of the game stays quick on a loaded machine.
	switched := false
	st = g.playToEnd(10*time.Minute, 1, func(s probeState) {
		if switched || s.Scene != "placement" || s.Status["round"] == "1" || !settled(s) {
			return
		}
		if _, ok := s.Targets["menu"]; !ok {
			return
		}
		g.clickTarget(s, "menu")
		if p, ok := g.poll(10*time.Second, func(p probeState) bool { return p.Scene == "pause" && settled(p) }); ok {
			g.clickTarget(p, "speed:3")
			// The play loop clicks "resume" while the overlay shows.
			switched = true
		}
	})
	if st.Status["over"] != "yes" {
		t.Fatalf("game over scene but the game is not over: %v", st.Status)
	}
	time.Sleep(800 * time.Millisecond)
	st, _ = g.read()
	seen := map[string]bool{}
	for _, s := range st.Shots {
		name := strings.TrimSuffix(s[4:], ".png")
		seen[name] = true
	}
	for _, want := range []string{"setup", "settings", "pause", "placement", "tally", "summary", "gameover"} {
		if !seen[want] {
			t.Errorf("no screenshot of the %s scene (have %v)", want, st.Shots)
		}
	}
	dialogs := 0
	for s := range seen {
		if strings.HasPrefix(s, "dialog-") {
			dialogs++
		}
	}
	t.Logf("%d screenshots in %s; scenes seen: %v", len(st.Shots), g.shots, seen)
	// Game over leads back to the set-up screen, which has Quit.
	g.clickTarget(st, "newgame")
	st = g.waitFor("the set-up screen after the game", 20*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "quit")
	if err := g.wait(20 * time.Second); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(g.perf); err == nil {
		var p map[string]any
		_ = json.Unmarshal(data, &p)
		t.Logf("frame cost over the game: %v", p)
		_ = os.WriteFile(filepath.Join(g.shots, "perf.json"), data, 0o644)
	}
}
