//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestWindowFitsAndIsRemembered runs the game on a screen of 1280x720 (a
// display of its own): the window opens at the largest 16:10 size that
// fits, 1152x720. The window is then resized and moved as a player would;
// after a restart it comes back at the same size and position.
func TestWindowFitsAndIsRemembered(t *testing.T) {
	needX(t)
	smallScreen(t, 1280, 720)
	dir := t.TempDir()

	g := launchIn(t, dir, fastSettings, 0)
	g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.findWindow()
	if got := windowGeometry(t, g.window); got.w != 1152 || got.h != 720 {
		t.Fatalf("on a 1280x720 screen the window opened at %dx%d, want 1152x720 (the largest 16:10 that fits)", got.w, got.h)
	}

	// Resize and move it, then close it the way a desktop session does.
	xdo(t, "windowsize", g.window, "960", "600")
	xdo(t, "windowmove", g.window, "100", "50")
	want := geometry{x: 100, y: 50, w: 960, h: 600}
	settings := filepath.Join(dir, "data", "settings")
	if !eventually(10*time.Second, func() bool { return windowGeometry(t, g.window) == want }) {
		t.Fatalf("the window is at %+v after the resize and move, want %+v", windowGeometry(t, g.window), want)
	}
	// Nudge the game with a pointer move so an idle game ticks and notices.
	xdo(t, "mousemove", "--window", g.window, "20", "20")
	if err := g.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := g.wait(20 * time.Second); err != nil {
		t.Fatalf("the program did not close cleanly: %v\n%s", err, g.out.String())
	}
	data, _ := os.ReadFile(settings)
	if !strings.Contains(string(data), `"window":{"x":100,"y":50,"w":960,"h":600}`) {
		t.Fatalf("the settings do not remember the window's place: %s", data)
	}

	g2 := launchIn(t, dir, "", 0)
	g2.waitFor("the set-up screen after the restart", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g2.findWindow()
	if got := windowGeometry(t, g2.window); got != want {
		t.Fatalf("after a restart the window is at %+v, want %+v as it was left", got, want)
	}
}

// smallScreen starts an Xvfb display of w x h for this test and points
// DISPLAY at it (the game, xdotool and xwininfo all use it).
func smallScreen(t *testing.T, w, h int) {
	t.Helper()
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Skip("Xvfb is not installed")
	}
	if _, err := exec.LookPath("xwininfo"); err != nil {
		t.Skip("xwininfo is not installed")
	}
	n := 95
	for ; n < 140; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); os.IsNotExist(err) {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); os.IsNotExist(err) {
				break
			}
		}
	}
	disp := ":" + strconv.Itoa(n)
	x := exec.Command("Xvfb", disp, "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp")
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = x.Process.Kill()
		_ = x.Wait()
	})
	t.Setenv("DISPLAY", disp)
	if !eventually(10*time.Second, func() bool { return exec.Command("xwininfo", "-root").Run() == nil }) {
		t.Fatalf("Xvfb on %s did not start", disp)
	}
}

// geometry is a window's position on the screen and size.
type geometry struct{ x, y, w, h int }

// windowGeometry reads a window's geometry with xwininfo.
func windowGeometry(t *testing.T, id string) geometry {
	t.Helper()
	out, err := exec.Command("xwininfo", "-id", id).CombinedOutput()
	if err != nil {
		t.Fatalf("xwininfo: %v %s", err, out)
	}
	num := func(label string) int {
		m := regexp.MustCompile(label + `:\s+(-?\d+)`).FindSubmatch(out)
		if m == nil {
			t.Fatalf("xwininfo gave no %s: %s", label, out)
		}
		v, _ := strconv.Atoi(string(m[1]))
		return v
	}
	return geometry{x: num("Absolute upper-left X"), y: num("Absolute upper-left Y"), w: num("Width"), h: num("Height")}
}

// xdo runs xdotool and fails the test on an error.
func xdo(t *testing.T, args ...string) {
	t.Helper()
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		t.Fatalf("xdotool %v: %v %s", args, err, out)
	}
}

// eventually polls ok until it holds or the time (stretched by patience)
// runs out.
func eventually(d time.Duration, ok func() bool) bool {
	end := time.Now().Add(patience * d)
	for time.Now().Before(end) {
		if ok() {
			return true
		}
		pause()
	}
	return ok()
}
