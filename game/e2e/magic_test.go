//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/engine"
	app "aladdin/game"
)

// The desktop magic game by mouse (issue 12, "Tests and figures").

// magicSpellsGoal and magicArtsGoal are what the game must show being
// played by mouse: this many different spells cast, artifact types invoked.
const magicSpellsGoal, magicArtsGoal = 5, 3

// magicSeed is the first seed whose game, played headlessly by the mouse
// player against three Normal bots, reaches the goal. The search is quick
// (a few milliseconds a game) and keeps the test independent of the bots'
// and the engine's details: if they change, another seed is found, and the
// real program must still play that game action for action.
func magicSeed(t *testing.T, setup func(seed uint64) app.Setup, humans []int) (uint64, []engine.Action) {
	t.Helper()
	for seed := uint64(1); seed <= 400; seed++ {
		hist, _, err := simulate(setup(seed), seed)
		if err != nil {
			t.Fatalf("headless magic game, seed %d: %v", seed, err)
		}
		ok := true
		for _, h := range humans {
			m := tallyMagic(hist, h)
			ok = ok && len(m.spells) >= magicSpellsGoal && len(m.arts) >= magicArtsGoal
		}
		if ok {
			return seed, hist
		}
	}
	t.Fatal("no seed in 1-400 lets the mouse player cast 5 spells and invoke 3 artifact types")
	return 0, nil
}

// mouseGame plays one whole game by mouse from the set-up screen, which
// opens on setup; the magic version is chosen there by its chip. It
// returns the run with its per-round figures, the program's record of the
// game (up to its last autosave) and how long it took.
func mouseGame(t *testing.T, setup app.Setup, humans []int, atDecision decisionHook) (*mouseRun, []engine.Action, time.Duration) {
	t.Helper()
	seed, _ := app.SeedFrom(setup.Seed)
	dir := t.TempDir()
	magic := setup.Magic
	setup.Magic = false
	writeSetup(t, dir, setup)
	g := launchIn(t, dir, `{"volume":5,"speed":3,"botBeat":1}`, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	if magic {
		g.clickTarget(st, "magic")
		st = g.waitFor("the magic version chosen", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	}
	g.clickTarget(st, "start")
	r := newMouseRun(g, newMousePlayer(seed, humans), humans)
	r.play(6*time.Minute, atDecision)
	return r, r.last, time.Since(g.started)
}

// TestMagicGameByMouse plays a whole magic game by mouse, one human against
// three Normal bots, in the real program. The human casts every spell card
// it has not cast yet and invokes every artifact type it has not invoked
// yet whenever the rules let it, and passes otherwise; the seed is one
// where that makes at least five different spells and three artifact
// types. Every action is made with the mouse (the lit card or artifact,
// then each target on the board or in a chooser, the dialogs' chips and
// steppers) and the program must record exactly that action; the game is
// the headless one, action for action. At each decision the screen is
// checked: the lit cards and artifacts are exactly the legal ones, each
// casting step lights exactly the legal targets, the react box's parchment
// stands where the probe puts its buttons, the hand shows as many cards as
// the human holds, the Tent's two cards are drawn, and no window is put to
// the human when nothing can be played.
//
// It logs the figures for docs/UI.md: reaction windows put to the human
// per round and clicks per round, against the basic game played the same
// way (same seed, same player; its clicks are counted with the click
// count this run checks against every real click).
func TestMagicGameByMouse(t *testing.T) {
	needX(t)
	setup := func(seed uint64) app.Setup { return tableSetup(4, []int{0}, seed, true) }
	seed, want := magicSeed(t, setup, []int{0})
	checks := &windowChecks{t: t, used: map[string]bool{}, placed: map[int]bool{}}
	r, got, took := mouseGame(t, setup(seed), []int{0}, checks.at)
	if n := min(len(got), len(want)); n < len(want)-60 || fmt.Sprint(got[:n]) != fmt.Sprint(want[:n]) {
		t.Errorf("the program's game is not the headless one: %d actions recorded, %d played headlessly", len(got), len(want))
	}
	m := tallyMagic(want, 0)
	if len(m.spells) < magicSpellsGoal || len(m.arts) < magicArtsGoal {
		t.Errorf("the human cast %d spells and invoked %d artifact types", len(m.spells), len(m.arts))
	}
	if checks.reacts == 0 || checks.hands == 0 || checks.tents == 0 {
		t.Errorf("too few screens checked: %d windows, %d hands, %d Tent dialogs", checks.reacts, checks.hands, checks.tents)
	}
	t.Logf("magic game, seed %d: %d decisions by mouse, %v from launch to game over (%v clicking and waiting for the program to take each action); the human %v",
		seed, r.decisions, took.Round(time.Second), r.acting.Round(time.Second), m)
	t.Logf("screens checked: %d windows, %d hands, %d Tent dialogs (%d window captures besides the probe's screenshots in %s)",
		checks.reacts, checks.hands, checks.tents, checks.captures, r.g.shots)
	basic, err := basicClicks(seed)
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + figures(r, basic))
}

// basicClicks plays the basic game headlessly with the same seed and
// player, counting its clicks per round as the mouse makes them.
func basicClicks(seed uint64) (map[int]int, error) {
	setup := tableSetup(4, []int{0}, seed, false)
	s, err := app.SeedFrom(setup.Seed)
	if err != nil {
		return nil, err
	}
	cfg := engine.Config{Players: 4, Seed: s, FirstPlayer: -1}
	for _, st := range setup.Seats[:4] {
		cfg.Names = append(cfg.Names, st.Name)
	}
	hist, _, err := simulate(setup, seed)
	if err != nil {
		return nil, err
	}
	st, err := engine.New(cfg)
	if err != nil {
		return nil, err
	}
	clicks := map[int]int{}
	for _, a := range hist {
		if int(a.Seat) == 0 && st.Pending().Type != engine.DecStartTreasure {
			clicks[st.Round()] += clicksFor(st, a)
		}
		round := st.Round()
		if _, err := st.Apply(a); err != nil {
			return nil, err
		}
		if st.Round() != round {
			clicks[round]++ // the round summary's Next
		}
	}
	return clicks, nil
}

// figures is the per-round table for docs/UI.md.
func figures(magic *mouseRun, basic map[int]int) string {
	var b strings.Builder
	b.WriteString("round | windows put to the human (answered by Pass; with nothing to play) | spells cast + artifacts invoked | clicks, of which magic | basic game clicks\n")
	tm, tb, rounds := 0, 0, 0
	for rd := 1; rd <= 12; rd++ {
		if magic.clicks[rd] == 0 && basic[rd] == 0 {
			continue
		}
		fmt.Fprintf(&b, "%d | %d (%d; %d) | %d | %d, %d | %d\n", rd, magic.prompts[rd], magic.passes[rd], magic.empty[rd], magic.plays[rd],
			magic.clicks[rd], magic.magicClicks[rd], basic[rd])
		tm += magic.clicks[rd] - magic.magicClicks[rd]
		tb += basic[rd]
		rounds++
	}
	fmt.Fprintf(&b, "clicks outside magic: %d in the magic game, %d in the basic game (rounds summaries' Next included)\n", tm, tb)
	return b.String()
}

// windowChecks looks at the screen at each human decision of a magic game.
type windowChecks struct {
	t                              *testing.T
	used                           map[string]bool
	placed                         map[int]bool // rounds whose placement screen was looked at
	reacts, hands, tents, captures int
	// img and name are the last picture looked at.
	img  image.Image
	name string
}

// at checks the screen before the mouse player makes its decision.
func (c *windowChecks) at(r *mouseRun, st probeState, s *engine.State, a engine.Action) {
	t := c.t
	t.Helper()
	d := s.Pending()
	switch {
	case st.Scene == "placement" || st.Scene == "react":
		legal := s.Legal()
		wantS, wantA := playableNow(legal)
		gotS, gotA := litOnScreen(st)
		if fmt.Sprint(gotS, gotA) != fmt.Sprint(wantS, wantA) {
			t.Errorf("%s, round %d: the screen lights spells %v and artifacts %v; the rules allow spells %v and artifacts %v",
				st.Scene, s.Round(), gotS, gotA, wantS, wantA)
		}
		if st.Scene == "react" && len(wantS)+len(wantA) == 0 {
			r.empty[s.Round()]++
			t.Errorf("round %d: a window (%s) is put to seat %d with nothing to play: only Pass is legal", s.Round(), st.Status["decision"], d.Seat)
		}
		// Every window's picture is checked; placement's once a round
		// (and whenever the probe has a fresh screenshot), as capturing
		// the window costs time on a busy machine.
		if st.Scene == "placement" && c.placed[s.Round()] && !c.fresh(st) {
			return
		}
		c.placed[s.Round()] = true
		img, name := c.screen(r, st)
		var v engine.View
		s.ViewInto(int(d.Seat), &v)
		checkHand(t, img, name, int(v.HandN[d.Seat]))
		c.hands++
		if st.Scene == "react" {
			checkReactBox(t, img, name, st)
			c.reacts++
		}
	case st.Scene == "dialog-tent":
		img, name := c.screen(r, st)
		for _, k := range targetsWith(st, "keep:") {
			card := rectOf(st, k).Inset(16)
			if f := fractionWhere(img, card, isParchment); f > 0.5 {
				t.Errorf("%s: the Tent's card %s is not drawn (%.0f%% parchment)", name, k, 100*f)
			}
		}
		if n := len(targetsWith(st, "keep:")); n != 2 {
			t.Errorf("%s: the Tent offers %d cards", name, n)
		}
		c.tents++
	}
}

// fresh reports whether the probe's last screenshot is of this scene and
// not looked at yet.
func (c *windowChecks) fresh(st probeState) bool {
	n := len(st.Shots)
	return n > 0 && strings.HasSuffix(st.Shots[n-1], "-"+st.Scene+".png") && !c.used[st.Shots[n-1]]
}

// screen is the picture of the decision on screen: the probe's own
// screenshot of the scene if it is new, else a capture of the window.
func (c *windowChecks) screen(r *mouseRun, st probeState) (image.Image, string) {
	c.img, c.name = nil, ""
	if n := len(st.Shots); n > 0 {
		last := st.Shots[n-1]
		if strings.HasSuffix(last, "-"+st.Scene+".png") && !c.used[last] {
			c.used[last] = true
			c.img, c.name = loadShot(c.t, filepath.Join(r.g.shots, last)), last
		}
	}
	if c.img == nil {
		// The table cross-fades between its modes, and a mode shown for
		// less than a frame leaves no trace in the probe's scene name: let
		// a fade's worth of ticks pass before capturing.
		from := r.g.tick()
		for end := time.Now().Add(2 * time.Second); time.Now().Before(end) && r.g.tick() < from+18; {
			time.Sleep(15 * time.Millisecond)
		}
		c.captures++
		path := filepath.Join(r.g.shots, fmt.Sprintf("capture-%03d-%s.png", c.captures, st.Scene))
		c.img, c.name = r.g.logical(r.g.capture(path)), filepath.Base(path)
	}
	return c.img, c.name
}

// handSlot is where card i of the hand lies (scenes/hand.go handCardRect).
func handSlot(i int) image.Rectangle {
	layer, j := i/6, i%6
	x := assets.BoardW + 8 + 8 + (j%2)*196 + layer*14
	y := 688 + (j/2)*50 + layer*12
	return image.Rect(x, y, x+192, y+46)
}

// checkHand: each of the n cards is a purple card on the brown tray (a
// card that cannot be played now carries a line saying why across its
// foot, so a third of it is enough), and the slot after the last card in
// its row is empty tray.
func checkHand(t *testing.T, img image.Image, name string, n int) {
	t.Helper()
	for i := 0; i < min(n, 6); i++ {
		if f := fractionWhere(img, handSlot(i).Inset(4), isCard); f < 0.28 {
			t.Errorf("%s: no card drawn in hand slot %d of %d (%.0f%% of it card purple)", name, i, n, 100*f)
		}
	}
	if n%2 == 1 && n < 6 {
		if f := fractionWhere(img, handSlot(n).Inset(4), isCard); f > 0.05 {
			t.Errorf("%s: hand slot %d shows a card (%.0f%% card purple) though the hand holds %d cards", name, n, 100*f, n)
		}
	}
}

// checkReactBox: the window's parchment box fills the rectangle around its
// Pass button and its "don't ask" chip (scenes/react.go boxRect).
func checkReactBox(t *testing.T, img image.Image, name string, st probeState) {
	t.Helper()
	pass, quiet := rectOf(st, "pass"), rectOf(st, "quiet")
	box := image.Rect(quiet.Min.X-24, pass.Max.Y+16-170, pass.Max.X+24, pass.Max.Y+16)
	if f := fractionWhere(img, box.Inset(10), isParchment); f < 0.5 {
		t.Errorf("%s: the window's box at %v is %.0f%% parchment", name, box, 100*f)
	}
}

func rectOf(st probeState, name string) image.Rectangle {
	r := st.Targets[name]
	return image.Rect(r[0], r[1], r[2], r[3])
}

func isParchment(c color.RGBA) bool {
	p := app.Parchment
	return abs(int(c.R)-int(p.R)) < 30 && abs(int(c.G)-int(p.G)) < 30 && abs(int(c.B)-int(p.B)) < 30
}

// isCard is the small cards' purple, lit or dimmed (scenes/hand.go
// drawHandCard), unlike the tray's brown or the hand-off card's night blue.
func isCard(c color.RGBA) bool {
	return int(c.B) > int(c.R)+15 && int(c.B) > int(c.G)+30 && int(c.R) > int(c.G)+12
}

// loadShot reads one of the program's screenshots, which it encodes in the
// background: on a busy machine that may take a while.
func loadShot(t *testing.T, path string) image.Image {
	t.Helper()
	for end := time.Now().Add(patience * 10 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			return loadPNG(t, path)
		}
	}
	return loadPNG(t, path)
}

// fractionWhere is the share of r's pixels (every other one) that ok.
func fractionWhere(img image.Image, r image.Rectangle, ok func(color.RGBA) bool) float64 {
	n, yes := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			if ok(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)) {
				yes++
			}
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(yes) / float64(n)
}
