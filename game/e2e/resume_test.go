//go:build e2e

package e2e

import (
	"image"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"aladdin/assets"
)

// TestCloseAndContinue: closing the program mid-game loses nothing. A human
// places two tokens by mouse, then the program is closed, once through the
// window's close button (the message a window manager sends) and once with
// SIGTERM (what a desktop session sends as it logs out). The game saves,
// then exits cleanly; a relaunch on the same data folder offers
// "Continue", which brings back the same round, the same tokens on the
// board and the same tokens behind the human's screen; the screen draws
// what the engine holds on every space, and the board's pixels after
// Continue (the pointer left where Continue was clicked) are the board's
// pixels before closing.
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
	// After the relaunch Continue sits where Start is now, and the pointer
	// rests there once it is clicked: the human's tokens go where a tooltip
	// opened by that resting pointer would lie over them (how a token
	// "vanished" after Continue: the space's help covered it).
	r := st.Targets["start"]
	restAt := image.Pt((r[0]+r[2])/2, (r[1]+r[3])/2)
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
		g.placeNear(st, restAt.Add(image.Pt(150, -80)), rng)
		if s, ok := g.poll(10*time.Second, func(s probeState) bool { return len(targetsWith(s, "token:")) < before }); ok || s.Scene != "placement" {
			placed++
		}
	}
	humanTurn(g)
	moveAway(t)
	// The probe may still describe the frame before the pointer left: wait
	// until the game has read it leaving (no tooltip off the window).
	st = g.waitFor("the board at rest, the pointer gone", 20*time.Second, func(s probeState) bool {
		return atRest(s) && s.Status["tip"] == ""
	})
	want := st.Status
	if want["board"] == "" || want["tray"] == "" {
		t.Fatalf("the probe does not describe the board and tray: %v", want)
	}
	beforeShot := grabGameWindow(t, g, filepath.Join(dir, "before-close.png"))
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
	humanTurn(g2)
	// The pointer stays where Continue was clicked, as a player's does.
	got := g2.waitFor("the resumed board at rest", 20*time.Second, atRest).Status
	for _, k := range []string{"round", "board", "tray", "seat"} {
		if got[k] != want[k] {
			t.Errorf("%s after Continue = %q, before closing %q", k, got[k], want[k])
		}
	}
	// What the screen draws (the display model) is what the engine holds,
	// space by space.
	if got["shown"] != got["board"] {
		t.Errorf("after Continue the screen shows %q, the engine holds %q", got["shown"], got["board"])
	}
	afterShot := grabGameWindow(t, g2, filepath.Join(dir, "after-continue.png"))
	if n, where := boardDifference(beforeShot, afterShot, g2); n > 20 {
		t.Errorf("the board after Continue differs from the board before closing in %d pixels around %v (logical); screenshots in %s", n, where, dir)
	}
	t.Logf("resumed round %s; board %s; tray %s", got["round"], got["board"], got["tray"])
}

// atRest accepts a probe taken when nothing on screen is about to change:
// the scene has settled, no fade, no animation, and the pointer has rested
// long enough for any tooltip to have opened (the app stops asking for
// "tooltip pending" redraws once it has).
func atRest(s probeState) bool {
	switch s.Status["awake"] {
	case "scene busy", "fade", "new scene", "tooltip pending", "button held":
		return false
	}
	return settled(s) && s.Status["animating"] == "no"
}

// placeNear places one of the human's tokens on the legal space whose first
// token slot lies nearest to p (logical pixels).
func (g *game) placeNear(st probeState, p image.Point, rng *rand.Rand) {
	toks := targetsWith(st, "token:")
	if len(toks) == 0 {
		return
	}
	g.clickTarget(st, toks[rng.Intn(len(toks))])
	st2, ok := g.poll(5*time.Second, func(s probeState) bool { return len(targetsWith(s, "space:")) > 0 })
	if !ok {
		return
	}
	best, bestD := "", 1<<30
	for _, name := range targetsWith(st2, "space:") {
		sp, err := strconv.Atoi(strings.TrimPrefix(name, "space:"))
		if err != nil || sp < 0 || sp >= assets.NumSpaces {
			continue
		}
		q := assets.TokenSlots(sp)[0]
		if d := (q.X-p.X)*(q.X-p.X) + (q.Y-p.Y)*(q.Y-p.Y); d < bestD {
			best, bestD = name, d
		}
	}
	g.clickTarget(st2, best)
	g.poll(5*time.Second, func(s probeState) bool { return len(targetsWith(s, "space:")) == 0 })
}

// moveAway takes the pointer off the game window (to the screen's far
// corner), so nothing is hovered.
func moveAway(t *testing.T) {
	t.Helper()
	if out, err := exec.Command("xdotool", "mousemove", "1599", "999").CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v %s", err, out)
	}
}

// grabGameWindow saves and returns the game window as the screen shows it.
func grabGameWindow(t *testing.T, g *game, path string) image.Image {
	t.Helper()
	if g.window == "" {
		g.findWindow()
	}
	if out, err := exec.Command("import", "-window", g.window, path).CombinedOutput(); err != nil {
		t.Fatalf("import: %v %s", err, out)
	}
	return loadPNG(t, path)
}

// boardDifference counts the pixels of the board (the spaces' insides,
// where tokens lie) that differ between two window shots, and where they
// are in logical pixels. A band along every space's edge is left out: the
// hovered space is outlined there.
func boardDifference(a, b image.Image, g *game) (int, image.Rectangle) {
	const band = 7
	n := 0
	var where image.Rectangle
	for sp := 0; sp < assets.NumSpaces; sp++ {
		r := assets.SpaceRect(sp).Inset(band)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				wx, wy := int(g.ox+float64(x)*g.scale), int(g.oy+float64(y)*g.scale)
				r1, g1, b1, _ := a.At(wx, wy).RGBA()
				r2, g2, b2, _ := b.At(wx, wy).RGBA()
				if abs(int(r1>>8)-int(r2>>8))+abs(int(g1>>8)-int(g2>>8))+abs(int(b1>>8)-int(b2>>8)) > 40 {
					n++
					where = where.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
	}
	return n, where
}
