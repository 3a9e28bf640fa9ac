//go:build e2e

package e2e

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/game/scenario"
)

// crowdedSave writes into dir/data the autosave of a 5-player game whose
// red cave holds 9 tokens, at the person's last placement of round 1
// (scenario.CrowdedRedCave). A test that continues it sees the crowded cave
// face down, places the last token and sees it face up in the tally.
func crowdedSave(t *testing.T, dir string) {
	t.Helper()
	t.Setenv("ALADDIN_DATA_DIR", filepath.Join(dir, "data"))
	if _, err := scenario.CrowdedRedCave(); err != nil {
		t.Fatal(err)
	}
}

// redTokens lists the red cave's tokens in a probe's board summary
// ("seat@space" or "seat@space=value").
func redTokens(board string) []string {
	var out []string
	for _, f := range strings.Fields(board) {
		_, at, _ := strings.Cut(f, "@")
		sp, _, _ := strings.Cut(at, "=")
		if sp == "0" {
			out = append(out, f)
		}
	}
	return out
}

// slowSettings animate at Slow speed, so a test can look at the tally.
const slowSettings = `{"volume":0,"muted":true,"speed":0,"fullscreen":false,"botBeat":4}`

// TestCrowdedCave continues a 5-player game whose red cave holds 9 tokens
// and looks at the real window: face down, the person's own stack carries
// their strength in gilt ("you 16") and the others' stacks their counts;
// face up in the tally every stack carries its sum on a parchment badge.
// The two pictures, side by side, go to $ALADDIN_DOCS/crowded-cave.png
// when that folder is given.
func TestCrowdedCave(t *testing.T) {
	needX(t)
	dir := t.TempDir()
	crowdedSave(t, dir)
	g := launchIn(t, dir, slowSettings, 1600) // a 1600 px window: screen pixels are logical pixels
	st := g.waitFor("the set-up screen with Continue", 30*time.Second, func(s probeState) bool {
		return s.Scene == "setup" && settled(s) && s.Status["continue"] == "yes"
	})
	g.clickTarget(st, "continue")
	st = g.waitFor("the person's last placement", time.Minute, func(s probeState) bool {
		return s.Scene == "placement" && settled(s) && s.Status["animating"] == "no" && len(targetsWith(s, "token:")) == 1
	})
	if n := len(redTokens(st.Status["shown"])); n != 9 {
		t.Fatalf("the red cave shows %d tokens after Continue, want 9: %s", n, st.Status["shown"])
	}
	// Park the pointer off the board so no tooltip covers the caves.
	xdo(t, "mousemove", "--window", g.window, "1590", "990")
	time.Sleep(300 * time.Millisecond)
	down := grabWindow(t, g, filepath.Join(g.shots, "crowded-down.png"))
	red := assets.SpaceRedCave
	// The person (seat 0, Yellow) has 2 tokens there: a gilt "you" badge.
	if n := pixelsNear(down, assets.StackBadgeRect(red, 0, 200), color.RGBA{0xFF, 0xE3, 0x8A, 0xFF}, 40); n < 20 {
		t.Errorf("no gilt \"you\" badge on the person's red-cave stack (%d gilt pixels)", n)
	}

	rng := rand.New(rand.NewSource(3))
	var up image.Image
	for tries := 0; up == nil && tries < 3; tries++ {
		st = g.waitFor("the red cave face up in the tally", 2*time.Minute, func(s probeState) bool {
			if s.Scene == "placement" && settled(s) && s.Status["animating"] == "no" && len(targetsWith(s, "token:")) == 1 {
				g.act(s, rng)
			}
			reds := redTokens(s.Status["shown"])
			return s.Scene == "tally" && len(reds) >= 9 && faceUp(reds) == len(reds)
		})
		// The window shows a frame or two after the probe; the red cave
		// stays face up until the round ends.
		time.Sleep(600 * time.Millisecond)
		img := grabWindow(t, g, filepath.Join(g.shots, "crowded-up.png"))
		// Still the same picture after the grab (the tally moves on)?
		if after, _ := g.read(); after.Scene == "tally" && faceUp(redTokens(after.Status["shown"])) >= 9 {
			up = img
		}
	}
	if up == nil {
		t.Fatal("never caught the red cave face up")
	}
	for seat := 0; seat < 5; seat++ {
		// Every seat has a stack in the red cave: each carries its sum on
		// a parchment (or, for the strongest, gilt) badge.
		r := assets.StackBadgeRect(red, seat, 30)
		if n := pixelsNear(up, r, color.RGBA{0xF1, 0xE0, 0xB8, 0xFF}, 40) + pixelsNear(up, r, color.RGBA{0xFF, 0xE3, 0x8A, 0xFF}, 40); n < 40 {
			t.Errorf("seat %d's face-up stack in the red cave has no sum badge (%d light pixels in %v)", seat, n, r)
		}
	}
	if docs := os.Getenv("ALADDIN_DOCS"); docs != "" {
		writeSideBySide(t, filepath.Join(docs, "crowded-cave.png"), image.Rect(0, 540, 700, 1000), down, up)
	}
}

// faceUp counts the face-up tokens in a board summary's fields.
func faceUp(fields []string) int {
	n := 0
	for _, f := range fields {
		if strings.Contains(f, "=") {
			n++
		}
	}
	return n
}

// pixelsNear counts the pixels of r in img within tol of clr on every
// channel.
func pixelsNear(img image.Image, r image.Rectangle, clr color.RGBA, tol int) int {
	n := 0
	near := func(a uint32, b uint8) bool { d := int(a>>8) - int(b); return d >= -tol && d <= tol }
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if near(cr, clr.R) && near(cg, clr.G) && near(cb, clr.B) {
				n++
			}
		}
	}
	return n
}

// grabWindow saves the game window as the screen shows it and loads it.
func grabWindow(t *testing.T, g *game, path string) image.Image {
	t.Helper()
	if g.window == "" {
		g.findWindow()
	}
	_ = os.MkdirAll(filepath.Dir(path), 0o755)
	if out, err := exec.Command("import", "-window", g.window, path).CombinedOutput(); err != nil {
		t.Fatalf("import: %v %s", err, out)
	}
	return loadPNG(t, path)
}

// writeSideBySide writes the part r of each image, side by side.
func writeSideBySide(t *testing.T, path string, r image.Rectangle, imgs ...image.Image) {
	t.Helper()
	const gap = 8
	out := image.NewRGBA(image.Rect(0, 0, len(imgs)*(r.Dx()+gap)-gap, r.Dy()))
	for i, img := range imgs {
		at := image.Rect(i*(r.Dx()+gap), 0, i*(r.Dx()+gap)+r.Dx(), r.Dy())
		draw.Draw(out, at, img, r.Min, draw.Src)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
}
