//go:build e2e

package e2e

import (
	"testing"
	"time"
)

// TestIdleScreensSleep: a screen left alone puts the game to sleep until
// the next input (docs/UI.md, "Frames and CPU"): the welcome of a first
// start, the set-up screen, and the placement screen waiting for the
// player. It waits on the game's own "asleep" status, never the CPU clock;
// "awake" says what kept it up when it does not sleep.
func TestIdleScreensSleep(t *testing.T) {
	needX(t)
	g := launchIn(t, t.TempDir(), "", 1280)
	asleepOn := func(scene string, extra func(probeState) bool) probeState {
		t.Helper()
		st, ok := g.poll(patience*30*time.Second, func(s probeState) bool {
			return s.Scene == scene && extra(s) && s.Status["asleep"] == "yes"
		})
		if !ok {
			t.Fatalf("the %s screen left alone never sleeps: scene %s, awake because %q, asleep %q",
				scene, st.Scene, st.Status["awake"], st.Status["asleep"])
		}
		return st
	}
	anyState := func(probeState) bool { return true }
	st := asleepOn("welcome", anyState)
	g.clickUntil(st, "play-now", "the set-up screen", func(s probeState) bool { return s.Scene == "setup" })
	st = asleepOn("setup", anyState)
	g.clickUntil(st, "start", "the table", func(s probeState) bool { return s.Scene == "placement" })
	asleepOn("placement", func(s probeState) bool {
		return len(targetsWith(s, "token:")) > 0 && s.Status["decision"] == "place a token" && s.Status["seat"] == "0"
	})
}
