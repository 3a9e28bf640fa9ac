//go:build e2e

package e2e

import (
	"image"
	"image/color"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"aladdin/assets"
)

// TestGuardRevealIsStaged plays a 4-player round at slow speed (one human
// by mouse, three bots) to the palace guard's reveal. The human's first
// token goes on the guard, so the guard is revealed whatever the bots do.
// The moment has its own scene name ("tally-guard") while the tile is
// turned and held; the window is captured then, and its pixels show the
// large guard tile standing in the middle of the palace while the rest of
// the board is dimmed behind it. (The game's own screenshot of the moment
// is used when it has one: on a busy machine frames are few, and the
// screenshot hook waits some frames after a scene's name changes.)
func TestGuardRevealIsStaged(t *testing.T) {
	needX(t)
	g := launch(t, `{"volume":5,"speed":0,"botBeat":4}`, 1600)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickTarget(st, "players:4")
	st = g.waitFor("four seats", 5*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickTarget(st, "start")

	rng := rand.New(rand.NewSource(3))
	guardSpace := "space:" + strconv.Itoa(assets.SpaceGuard)
	onGuard := false
	var tallyShot, guardShot string
	var captured image.Image
	end := time.Now().Add(patience * 3 * time.Minute)
	for time.Now().Before(end) && guardShot == "" && captured == nil {
		st, ok := g.read()
		if !ok {
			time.Sleep(30 * time.Millisecond)
			continue
		}
		if strings.HasPrefix(st.Scene, "tally-guard") {
			// Into the held moment (2 s at slow speed), then the window.
			time.Sleep(900 * time.Millisecond)
			img := g.capture(filepath.Join(g.shots, "guard-moment-window.png"))
			if after, _ := g.read(); strings.HasPrefix(after.Scene, "tally-guard") {
				captured = img
			}
			continue
		}
		for _, s := range st.Shots {
			switch {
			case strings.HasSuffix(s, "-tally.png") && tallyShot == "":
				tallyShot = s
			case strings.HasSuffix(s, "-tally-guard.png"):
				guardShot = s
			}
		}
		if r, _ := strconv.Atoi(st.Status["round"]); r > 1 {
			t.Fatalf("round 1 ended without a guard reveal screenshot (shots %v)", st.Shots)
		}
		if !onGuard && st.Scene == "placement" && len(targetsWith(st, "token:")) > 0 {
			toks := targetsWith(st, "token:")
			g.clickTarget(st, toks[len(toks)-1])
			st2, ok := g.poll(5*time.Second, func(s probeState) bool { _, ok := s.Targets[guardSpace]; return ok })
			if ok && g.clickTarget(st2, guardSpace) {
				g.poll(5*time.Second, func(s probeState) bool { return len(targetsWith(s, "space:")) == 0 })
				onGuard = true
			}
			continue
		}
		if !g.act(st, rng) {
			time.Sleep(30 * time.Millisecond)
		}
	}
	if (guardShot == "" && captured == nil) || tallyShot == "" {
		t.Fatalf("no picture of the guard's moment (tally shot %q, guard shot %q, window captured %v)", tallyShot, guardShot, captured != nil)
	}
	time.Sleep(500 * time.Millisecond) // let the PNGs finish writing
	moment := captured
	if guardShot != "" {
		moment = loadPNG(t, filepath.Join(g.shots, guardShot))
	} else {
		guardShot = "the window captured during the moment"
		moment = g.logical(captured)
	}
	before := loadPNG(t, filepath.Join(g.shots, tallyShot))

	// The tile: a slate square about 190 px across in the middle of the
	// four open rooms (scenes.palaceCentre), with a white numeral.
	rooms := assets.SpaceRect(assets.SpaceRoom1).Union(assets.SpaceRect(assets.SpaceRoom1 + 3))
	mid := image.Pt(rooms.Min.X+rooms.Dx()/2, rooms.Min.Y+rooms.Dy()/2-20)
	tile := image.Rect(mid.X-80, mid.Y-80, mid.X+80, mid.Y+80)
	slate := countWhere(moment, tile, func(c color.RGBA) bool {
		return spread(c) < 24 && c.R > 0x50 && c.R < 0xA0
	})
	white := countWhere(moment, tile, func(c color.RGBA) bool { return c.R > 0xE8 && c.G > 0xE8 && c.B > 0xE8 })
	if area := tile.Dx() * tile.Dy(); slate < area/2 || white < 600 {
		t.Errorf("%s: the middle of the palace is not the guard's large tile: %d of %d pixels slate grey, %d white", guardShot, slate, area, white)
	}
	// The rest of the board waits in the dark: the caves (the bottom band)
	// are much dimmer than they were when the tally began.
	caves := image.Rect(40, 640, assets.BoardW-40, 940)
	if b0, b1 := meanBrightness(before, caves), meanBrightness(moment, caves); b1 > b0*0.75 {
		t.Errorf("the board is not dimmed behind the guard: the caves' mean brightness %.0f before, %.0f during", b0, b1)
	}
	t.Logf("guard moment %s: %d slate and %d white pixels in the palace middle; shots in %s", guardShot, slate, white, g.shots)
}

func countWhere(img image.Image, r image.Rectangle, ok func(color.RGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ok(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)) {
				n++
			}
		}
	}
	return n
}

// spread is how far a colour is from grey.
func spread(c color.RGBA) int {
	lo, hi := int(c.R), int(c.R)
	for _, v := range []int{int(c.G), int(c.B)} {
		lo, hi = min(lo, v), max(hi, v)
	}
	return hi - lo
}

func meanBrightness(img image.Image, r image.Rectangle) float64 {
	sum, n := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			sum += int(c.R) + int(c.G) + int(c.B)
			n++
		}
	}
	return float64(sum) / float64(3*n)
}

// capture grabs the game window through the X server.
func (g *game) capture(path string) image.Image {
	g.t.Helper()
	if g.window == "" {
		g.findWindow()
	}
	if out, err := exec.Command("import", "-window", g.window, path).CombinedOutput(); err != nil {
		g.t.Fatalf("import: %v %s", err, out)
	}
	return loadPNG(g.t, path)
}

// logical maps a window capture back onto the 1600x1000 logical screen
// (nearest pixel), so checks use the game's own coordinates.
func (g *game) logical(win image.Image) image.Image {
	out := image.NewRGBA(image.Rect(0, 0, assets.ScreenW, assets.ScreenH))
	for y := 0; y < assets.ScreenH; y++ {
		for x := 0; x < assets.ScreenW; x++ {
			out.Set(x, y, win.At(int(g.ox+float64(x)*g.scale), int(g.oy+float64(y)*g.scale)))
		}
	}
	return out
}
