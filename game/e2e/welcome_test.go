//go:build e2e

package e2e

import (
	"testing"
	"time"
)

// TestFirstStartWelcome starts the program on an empty data folder, as a
// new player's first start: the welcome shows, with "Learn by playing",
// "Play now" and the magic guide; a click on "Play now" opens the set-up
// screen, and the next start opens there directly.
func TestFirstStartWelcome(t *testing.T) {
	dir := t.TempDir()
	g := launchIn(t, dir, "", 1280)
	st := g.waitFor("the welcome", 30*time.Second, func(s probeState) bool { return s.Scene == "welcome" && settled(s) })
	for _, name := range []string{"learn", "play-now", "learn-magic"} {
		if _, ok := st.Targets[name]; !ok {
			t.Errorf("the welcome has no %q button; targets %v", name, keys(st.Targets))
		}
	}
	g.clickUntil(st, "play-now", "the set-up screen", func(s probeState) bool { return s.Scene == "setup" })
	g.stop()

	g2 := launchIn(t, dir, "", 1280)
	g2.waitFor("the set-up screen at the second start", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
}
