//go:build e2e

package e2e

import (
	"image"
	"image/color"
	"image/png"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"aladdin/assets"
)

// Regions of the logical screen the checks look at (see scenes/panel.go):
// the private tray, and within it the row of tokens behind the screen.
var (
	trayRegion     = image.Rect(assets.BoardW+8, 446, assets.ScreenW-8, 662)
	trayTokenRow   = image.Rect(assets.BoardW+20, 488, assets.ScreenW-20, 530)
	sameColourDist = 40
)

// shotPair is a screenshot with the human who acted before it and the
// human whose turn it shows.
type shotPair struct {
	file       string
	prev, next int
}

// TestHotSeat plays three human seats through several light hand-offs.
// Pixel checks prove that the hand-off shows nothing private: the card over
// the screen in the side panel carries no trace of the previous player's
// colour and no token, and the next player's screen, once shown, holds only
// that player's own tokens. The probe proves the display holds nothing
// private either (no seat on view, no tray). And the public board stays on
// screen through the hand-off: it matches, pixel for pixel within a small
// tolerance, the board the next player then plays on.
func TestHotSeat(t *testing.T) {
	needX(t)
	// With sound (if the environment has a device, e.g. ALSA's null one).
	g := launchEnv(t, t.TempDir(), `{"volume":5,"speed":3,"botBeat":1}`, 1280, "ALADDIN_FAST_BOTS=1")
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "players:3")
	for _, seat := range []string{"1", "2"} {
		st = g.waitFor("seat chips", 5*time.Second, func(s probeState) bool { _, ok := s.Targets["kind:"+seat+":Human"]; return ok })
		g.clickTarget(st, "kind:"+seat+":Human")
	}
	st = g.waitFor("three humans", 5*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "start")

	rng := rand.New(rand.NewSource(7))
	var handoffs, screens []shotPair
	lastActor, pendingNext := -1, -1
	seenShots := 0
	end := time.Now().Add(patience * 3 * time.Minute)
	for time.Now().Before(end) && len(screens) < 8 {
		st, ok := g.read()
		if !ok || !settled(st) {
			time.Sleep(30 * time.Millisecond)
			continue
		}
		seat, _ := strconv.Atoi(st.Status["seat"])
		// Pair each new screenshot with who acted before and who is next.
		for ; seenShots < len(st.Shots); seenShots++ {
			name := st.Shots[seenShots]
			switch {
			case strings.HasSuffix(name, "-handoff.png") && lastActor >= 0:
				handoffs = append(handoffs, shotPair{name, lastActor, seat})
				pendingNext = seat
			case strings.HasSuffix(name, "-placement.png") && pendingNext >= 0 && pendingNext != lastActor:
				screens = append(screens, shotPair{name, lastActor, pendingNext})
				pendingNext = -1
			}
		}
		if st.Scene == "handoff" {
			if st.Status["viewer"] != "-1" || st.Status["tray"] != "" {
				t.Fatalf("hand-off to seat %d with seat %s on view (tray %q)", seat, st.Status["viewer"], st.Status["tray"])
			}
		}
		if st.Scene == "placement" && len(targetsWith(st, "token:")) > 0 {
			if v := st.Status["viewer"]; v != st.Status["seat"] {
				t.Fatalf("placement shown for seat %s while the viewer is %s", st.Status["seat"], v)
			}
			g.act(st, rng)
			lastActor = seat
			continue
		}
		if !g.act(st, rng) {
			time.Sleep(30 * time.Millisecond)
		}
	}
	if len(handoffs) < 3 || len(screens) < 3 {
		t.Fatalf("too few hand-offs seen: %d hand-off and %d next-player screenshots", len(handoffs), len(screens))
	}
	time.Sleep(500 * time.Millisecond) // let the last PNGs finish writing
	t.Run("nothing private shows", func(t *testing.T) {
		// The card says whose turn it is and nothing else: no token where
		// the tokens lie, of either player, and the same picture for every
		// hand-off to the same player whatever they or anyone holds.
		cardFor := map[int]image.Image{}
		for _, h := range handoffs {
			img := loadPNG(t, filepath.Join(g.shots, h.file))
			for _, who := range []int{h.prev, h.next} {
				if n := countNear(img, trayTokenRow, assets.PlayerColors[who]); n > 20 {
					t.Errorf("%s: %d pixels of seat %d's colour where the tokens behind the screen lie", h.file, n, who)
				}
			}
			if first, ok := cardFor[h.next]; ok {
				if f := sameFraction(first, img, trayRegion); f < 0.98 {
					t.Errorf("%s: the card over seat %d's screen differs from an earlier one (%.1f%% alike): it shows something of the game", h.file, h.next, 100*f)
				}
			} else {
				cardFor[h.next] = img
			}
		}
		for _, s := range screens {
			img := loadPNG(t, filepath.Join(g.shots, s.file))
			prevN := countNear(img, trayTokenRow, assets.PlayerColors[s.prev])
			nextN := countNear(img, trayTokenRow, assets.PlayerColors[s.next])
			if prevN > 20 || nextN < 100 {
				t.Errorf("%s: tokens behind the screen: %d pixels of the previous player's colour, %d of the next's", s.file, prevN, nextN)
			}
		}
	})
	t.Run("public board stays on screen", func(t *testing.T) {
		// Each hand-off is followed by its player's placement screen: the
		// board under the prompt must be the same picture in both.
		board := image.Rect(0, 40, assets.BoardW, assets.ScreenH)
		pairs := 0
		for _, h := range handoffs {
			for _, s := range screens {
				if s.next != h.next || s.file < h.file {
					continue
				}
				a, b := loadPNG(t, filepath.Join(g.shots, h.file)), loadPNG(t, filepath.Join(g.shots, s.file))
				if f := sameFraction(a, b, board); f < 0.9 {
					t.Errorf("%s: only %.0f%% of the board matches %s: the hand-off hides the public board", h.file, 100*f, s.file)
				}
				pairs++
				break
			}
		}
		if pairs < 3 {
			t.Fatalf("only %d hand-off/placement pairs to compare", pairs)
		}
	})
	t.Logf("checked %d hand-off screens and %d next-player screens in %s", len(handoffs), len(screens), g.shots)
}

// sameFraction is the share of pixels in r that two images have alike
// (every channel within sameColourDist).
func sameFraction(a, b image.Image, r image.Rectangle) float64 {
	same, n := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			ca := color.RGBAModel.Convert(a.At(x, y)).(color.RGBA)
			cb := color.RGBAModel.Convert(b.At(x, y)).(color.RGBA)
			if abs(int(ca.R)-int(cb.R)) < sameColourDist && abs(int(ca.G)-int(cb.G)) < sameColourDist && abs(int(ca.B)-int(cb.B)) < sameColourDist {
				same++
			}
			n++
		}
	}
	return float64(same) / float64(n)
}

func loadPNG(t *testing.T, path string) image.Image {
	t.Helper()
	var err error
	for i := 0; i < 20; i++ {
		var f *os.File
		if f, err = os.Open(path); err == nil {
			img, derr := png.Decode(f)
			f.Close()
			if derr == nil {
				return img
			}
			err = derr
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("screenshot %s: %v", path, err)
	return nil
}

// countNear counts pixels within sameColourDist of clr in every channel.
func countNear(img image.Image, r image.Rectangle, clr color.RGBA) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			if abs(int(c.R)-int(clr.R)) < sameColourDist && abs(int(c.G)-int(clr.G)) < sameColourDist && abs(int(c.B)-int(clr.B)) < sameColourDist {
				n++
			}
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
