package scenes

import (
	"image"
	"image/color"
	"math/rand"
	"strconv"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/game"
)

// Regions of the logical screen the hot-seat checks look at (see
// scenes/panel.go): the private tray, and within it the row of tokens
// behind the screen.
var (
	trayRegion   = image.Rect(assets.BoardW+8, 446, assets.ScreenW-8, 662)
	trayTokenRow = image.Rect(assets.BoardW+20, 488, assets.ScreenW-20, 530)
)

// shotPair is a picture of the screen with the person who acted before it
// and the person whose turn it shows.
type shotPair struct {
	img        image.Image
	name       string
	prev, next int
}

// TestHotSeatHandOffs plays three people at one screen through several
// hand-offs, by clicks on the headless table. The pictures prove that the
// hand-off shows nothing private: the card over the screen in the side
// panel carries no trace of the previous player's colour and no token,
// and the next player's screen, once shown, holds only that player's own
// tokens. The probe proves the display holds nothing private either (no
// seat on view, no tray). And the public board stays on screen through
// the hand-off: it matches, pixel for pixel within a small tolerance, the
// board the next player then plays on. (It was the desktop TestHotSeat;
// each picture is drawn from the table once its screen has settled.)
func TestHotSeatHandOffs(t *testing.T) {
	ctx := newTestContext(t)
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
	st := g.waitFor("the set-up screen", 5*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickTarget(st, "players:3")
	for _, seat := range []string{"1", "2"} {
		st = g.waitFor("seat chips", 5*time.Second, func(s probeState) bool { _, ok := s.Targets["kind:"+seat+":Human"]; return ok })
		g.clickTarget(st, "kind:"+seat+":Human")
	}
	st = g.waitFor("three people", 5*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "start")

	rng := rand.New(rand.NewSource(7))
	var handoffs, screens []shotPair
	lastActor, pendingNext := -1, -1
	draw := func(what string) (image.Image, string) {
		img, _ := drawTable(t, ctx)
		return img, what + " at tick " + strconv.FormatInt(ctx.Tick, 10)
	}
	for i := ticksIn(30 * time.Minute); i > 0 && len(screens) < 8; i-- {
		st, _ := g.read()
		if !settled(st) {
			g.frame(nil)
			continue
		}
		seat, _ := strconv.Atoi(st.Status["seat"])
		if st.Scene == "handoff" {
			if st.Status["viewer"] != "-1" || st.Status["tray"] != "" {
				t.Fatalf("hand-off to seat %d with seat %s on view (tray %q)", seat, st.Status["viewer"], st.Status["tray"])
			}
			if lastActor >= 0 && pendingNext != seat {
				img, name := draw("hand-off")
				handoffs = append(handoffs, shotPair{img, name, lastActor, seat})
				pendingNext = seat
			}
		}
		if st.Scene == "placement" && len(targetsWith(st, "token:")) > 0 {
			if v := st.Status["viewer"]; v != st.Status["seat"] {
				t.Fatalf("placement shown for seat %s while the viewer is %s", st.Status["seat"], v)
			}
			if pendingNext >= 0 && pendingNext == seat && pendingNext != lastActor {
				img, name := draw("placement")
				screens = append(screens, shotPair{img, name, lastActor, pendingNext})
				pendingNext = -1
			}
			g.act(st, rng)
			lastActor = seat
			continue
		}
		if !g.act(st, rng) {
			g.frame(nil)
		}
	}
	if len(handoffs) < 3 || len(screens) < 3 {
		t.Fatalf("too few hand-offs seen: %d hand-off and %d next-player pictures", len(handoffs), len(screens))
	}
	t.Run("nothing private shows", func(t *testing.T) {
		// The card says whose turn it is and nothing else: no token where
		// the tokens lie, of either player, and the same picture for every
		// hand-off to the same player whatever they or anyone holds.
		cardFor := map[int]image.Image{}
		for _, h := range handoffs {
			for _, who := range []int{h.prev, h.next} {
				if n := countNear(h.img, trayTokenRow, assets.PlayerColors[who]); n > 20 {
					t.Errorf("%s: %d pixels of seat %d's colour where the tokens behind the screen lie", h.name, n, who)
				}
			}
			if first, ok := cardFor[h.next]; ok {
				if f := sameFraction(first, h.img, trayRegion); f < 0.98 {
					t.Errorf("%s: the card over seat %d's screen differs from an earlier one (%.1f%% alike): it shows something of the game", h.name, h.next, 100*f)
				}
			} else {
				cardFor[h.next] = h.img
			}
		}
		for _, s := range screens {
			prevN := countNear(s.img, trayTokenRow, assets.PlayerColors[s.prev])
			nextN := countNear(s.img, trayTokenRow, assets.PlayerColors[s.next])
			if prevN > 20 || nextN < 100 {
				t.Errorf("%s: tokens behind the screen: %d pixels of the previous player's colour, %d of the next's", s.name, prevN, nextN)
			}
		}
	})
	t.Run("public board stays on screen", func(t *testing.T) {
		// Each hand-off is followed by its player's placement screen: the
		// board under the prompt must be the same picture in both.
		board := image.Rect(0, 40, assets.BoardW, assets.ScreenH)
		pairs := 0
		for i, h := range handoffs {
			if i < len(screens) && screens[i].next == h.next {
				if f := sameFraction(h.img, screens[i].img, board); f < 0.9 {
					t.Errorf("%s: only %.0f%% of the board matches %s: the hand-off hides the public board", h.name, 100*f, screens[i].name)
				}
				pairs++
			}
		}
		if pairs < 3 {
			t.Fatalf("only %d hand-off/placement pairs to compare", pairs)
		}
	})
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
