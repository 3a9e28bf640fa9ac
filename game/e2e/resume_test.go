package e2e

import (
	"math/rand"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// TestCloseAndContinue: closing the program mid-game loses nothing. A human
// places two tokens by mouse, then the program is closed, once through the
// window's close button (the message a window manager sends) and once with
// SIGTERM (what a desktop session sends as it logs out). The game saves,
// then exits cleanly; a relaunch on the same data folder offers
// "Continue", which brings back the same round, the same tokens on the
// board and the same tokens behind the human's screen.
func TestCloseAndContinue(t *testing.T) {
	t.Run("close button", func(t *testing.T) {
		closeAndContinue(t, func(g *game) error {
			if g.window == "" {
				g.findWindow()
			}
			id, err := strconv.ParseUint(g.window, 10, 32)
			if err != nil {
				return err
			}
			return closeWindow(uint32(id))
		})
	})
	t.Run("SIGTERM", func(t *testing.T) {
		closeAndContinue(t, func(g *game) error { return g.cmd.Process.Signal(syscall.SIGTERM) })
	})
}

func closeAndContinue(t *testing.T, closeGame func(*game) error) {
	needX(t)
	dir := t.TempDir()
	g := launchIn(t, dir, fastSettings, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickTarget(st, "start")
	humanTurn := func(g *game) probeState {
		return g.waitFor("the human's placement turn", time.Minute, func(s probeState) bool {
			return s.Scene == "placement" && settled(s) && s.Status["animating"] == "no" &&
				s.Status["seat"] == s.Status["viewer"] && len(targetsWith(s, "token:")) > 0
		})
	}
	rng := rand.New(rand.NewSource(5))
	for placed := 0; placed < 2; {
		st = humanTurn(g)
		before := len(targetsWith(st, "token:"))
		g.act(st, rng)
		if s, ok := g.poll(10*time.Second, func(s probeState) bool { return len(targetsWith(s, "token:")) < before }); ok || s.Scene != "placement" {
			placed++
		}
	}
	st = humanTurn(g)
	want := st.Status
	if want["board"] == "" || want["tray"] == "" {
		t.Fatalf("the probe does not describe the board and tray: %v", want)
	}
	if err := closeGame(g); err != nil {
		t.Fatal(err)
	}
	if err := g.wait(20 * time.Second); err != nil {
		t.Fatalf("the program did not close cleanly: %v\n%s", err, g.out.String())
	}

	g2 := launchIn(t, dir, "", 1280)
	st = g2.waitFor("the set-up screen with Continue", 30*time.Second, func(s probeState) bool {
		return s.Scene == "setup" && settled(s) && s.Status["continue"] == "yes"
	})
	g2.clickTarget(st, "continue")
	got := humanTurn(g2).Status
	for _, k := range []string{"round", "board", "tray", "seat"} {
		if got[k] != want[k] {
			t.Errorf("%s after Continue = %q, before closing %q", k, got[k], want[k])
		}
	}
	t.Logf("resumed round %s; board %s; tray %s", got["round"], got["board"], got["tray"])
	time.Sleep(700 * time.Millisecond) // the placement screenshot after the fade
}
