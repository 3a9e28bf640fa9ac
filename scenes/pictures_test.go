package scenes

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/game/scenario"
)

// Pictures whose point is the picture: the crowded cave's badges and the
// palace guard's staged reveal, drawn from the headless table at the
// moment the probe shows (they were desktop tests that captured the
// window after a sleep, and failed when a loaded machine drew late).

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

// TestCrowdedCave continues a 5-player game whose red cave holds 9 tokens
// (scenario.CrowdedRedCave) and looks at the picture: face down, the
// person's own stack carries their strength in gilt ("you 16") and the
// others' stacks their counts; face up in the tally every stack carries
// its sum on a parchment badge. The two pictures, side by side, go to
// $ALADDIN_DOCS/crowded-cave.png when that folder is given.
func TestCrowdedCave(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedSlow
	if _, err := scenario.CrowdedRedCave(); err != nil {
		t.Fatal(err)
	}
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
	st := g.waitFor("the set-up screen with Continue", 5*time.Second, func(s probeState) bool {
		return s.Scene == "setup" && settled(s) && s.Status["continue"] == "yes"
	})
	g.clickTarget(st, "continue")
	st = g.waitFor("the person's last placement", time.Minute, func(s probeState) bool {
		return s.Scene == "placement" && atRest(s) && len(targetsWith(s, "token:")) == 1
	})
	if n := len(redTokens(st.Status["shown"])); n != 9 {
		t.Fatalf("the red cave shows %d tokens after Continue, want 9: %s", n, st.Status["shown"])
	}
	g.park() // no tooltip over the caves
	down, _ := drawTable(t, ctx)
	red := assets.SpaceRedCave
	// The person (seat 0, Yellow) has 2 tokens there: a gilt "you" badge.
	if n := pixelsNear(down, assets.StackBadgeRect(red, 0, 200), color.RGBA{0xFF, 0xE3, 0x8A, 0xFF}, 40); n < 20 {
		t.Errorf("no gilt \"you\" badge on the person's red-cave stack (%d gilt pixels)", n)
	}
	rng := rand.New(rand.NewSource(3))
	g.waitFor("the red cave face up in the tally", 10*time.Minute, func(s probeState) bool {
		if s.Scene == "placement" && atRest(s) && len(targetsWith(s, "token:")) == 1 {
			g.act(s, rng)
		}
		reds := redTokens(s.Status["shown"])
		return s.Scene == "tally" && len(reds) >= 9 && faceUp(reds) == len(reds)
	})
	up, _ := drawTable(t, ctx)
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

// guardHeld is how far into the guard's held moment its picture is drawn
// (the tile has turned; the moment lasts 2 s at Slow speed).
const guardHeld = 54

// TestGuardRevealIsStaged plays a 4-player round at Slow speed (one person
// by clicks, three bots) to the palace guard's reveal. The person's first
// token goes on the guard, so the guard is revealed whatever the bots do.
// The moment has its own scene name ("tally-guard") while the tile is
// turned and held; its picture shows the large guard tile standing in
// the middle of the palace while the rest of the board is dimmed behind
// it, against the picture when the tally began.
func TestGuardRevealIsStaged(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedSlow
	g := startFourSeats(t, ctx, false)

	rng := rand.New(rand.NewSource(3))
	guardSpace := "space:" + strconv.Itoa(assets.SpaceGuard)
	onGuard := false
	var before, moment image.Image
	for i := ticksIn(30 * time.Minute); i > 0 && moment == nil; i-- {
		st, _ := g.read()
		switch {
		case strings.HasPrefix(st.Scene, "tally-guard") && g.ctx.Tick-g.changedAt >= guardHeld:
			moment, _ = drawTable(t, ctx)
			continue
		case strings.HasPrefix(st.Scene, "tally-guard"):
			g.frame(nil)
			continue
		case st.Scene == "tally" && before == nil:
			before, _ = drawTable(t, ctx)
		}
		if r, _ := strconv.Atoi(st.Status["round"]); r > 1 {
			t.Fatal("round 1 ended without the guard's moment")
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
			g.frame(nil)
		}
	}
	if moment == nil || before == nil {
		t.Fatalf("no picture of the guard's moment (tally drawn %v, moment drawn %v)", before != nil, moment != nil)
	}
	// The tile: a slate square about 190 px across in the middle of the
	// four open rooms (palaceCentre), with a white numeral.
	rooms := assets.SpaceRect(assets.SpaceRoom1).Union(assets.SpaceRect(assets.SpaceRoom1 + 3))
	mid := image.Pt(rooms.Min.X+rooms.Dx()/2, rooms.Min.Y+rooms.Dy()/2-20)
	tile := image.Rect(mid.X-80, mid.Y-80, mid.X+80, mid.Y+80)
	slate := countWhere(moment, tile, func(c color.RGBA) bool {
		return spread(c) < 24 && c.R > 0x50 && c.R < 0xA0
	})
	white := countWhere(moment, tile, func(c color.RGBA) bool { return c.R > 0xE8 && c.G > 0xE8 && c.B > 0xE8 })
	if area := tile.Dx() * tile.Dy(); slate < area/2 || white < 600 {
		t.Errorf("the middle of the palace is not the guard's large tile: %d of %d pixels slate grey, %d white", slate, area, white)
	}
	// The rest of the board waits in the dark: the caves (the bottom band)
	// are much dimmer than they were when the tally began.
	caves := image.Rect(40, 640, assets.BoardW-40, 940)
	if b0, b1 := meanBrightness(before, caves), meanBrightness(moment, caves); b1 > b0*0.75 {
		t.Errorf("the board is not dimmed behind the guard: the caves' mean brightness %.0f before, %.0f during", b0, b1)
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
