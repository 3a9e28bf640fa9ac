package scenes

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
)

// The hot-seat magic game: two people at one screen with two Normal bots.

// hotSeatRounds is how many rounds the hot-seat test plays: enough for
// both people to hold cards, keep a Tent card and answer windows.
const hotSeatRounds = 1

// handCover is the part of the side panel where the viewer's artifacts and
// spell cards lie (scenes/hand.go: artifacts on y 664, cards from 688);
// on the hand-off screen a card covers it.
var handCover = image.Rect(assets.BoardW+14, 650, assets.ScreenW-14, 738)

// hotSeatSeed is the first seed whose headless game, in its first rounds,
// puts a Tent card and a reaction window to each person, each right after
// the other person's decision (so a hand-off must come first).
func hotSeatSeed(t *testing.T, humans []int) uint64 {
	t.Helper()
	for seed := uint64(1); seed <= 400; seed++ {
		setup := tableSetup(4, humans, seed, true)
		hist, _, err := simulate(setup, seed)
		if err != nil {
			t.Fatalf("headless hot-seat game, seed %d: %v", seed, err)
		}
		s, _ := game.SeedFrom(setup.Seed)
		cfg := engine.Config{Players: 4, Seed: s, Magic: true, FirstPlayer: -1}
		st, err := engine.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		tents, reacts := map[int]bool{}, map[int]bool{}
		prev := -1
		for _, a := range hist {
			if st.Round() > hotSeatRounds {
				break
			}
			d := st.Pending()
			p := int(d.Seat)
			if setup.Seats[p].Human && d.Type != engine.DecStartTreasure {
				if prev >= 0 && prev != p {
					tents[p] = tents[p] || d.Type == engine.DecTentKeep
					reacts[p] = reacts[p] || d.Type == engine.DecReact
				}
				prev = p
			}
			if _, err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if len(tents) == len(humans) && len(reacts) == len(humans) {
			return seed
		}
	}
	t.Fatal("no seed in 1-400 gives both people a Tent card and a window after the other's turn")
	return 0
}

// hotSeatChecks holds what the hot-seat test saw.
type hotSeatChecks struct {
	t        *testing.T
	windows  windowChecks
	handoffs []handoffShot
	// before counts the hand-offs seen before each kind of decision.
	before     map[engine.DecisionType]int
	directSame int // decisions of the person who had just acted: no hand-off
	lastTent   *tentScreen
	afterTents int
	shots      int
}

// handoffShot is a hand-off screen, drawn, and the hidden hand of the
// person it waits for.
type handoffShot struct {
	img  image.Image
	name string
	seat int
	hand engine.SpellSet
}

// tentScreen is a Tent dialog, drawn, and where its two cards lie.
type tentScreen struct {
	img   image.Image
	name  string
	cards []image.Rectangle
}

// screen draws the table as it stands (the screen's picture, for the
// checks whose point is what the players see) and names it.
func (c *hotSeatChecks) screen(r *mouseRun, what string) (image.Image, string) {
	img, _ := drawTable(c.t, r.g.ctx)
	c.shots++
	return img, fmt.Sprintf("%s %d (tick %d)", what, c.shots, r.g.ctx.Tick)
}

// TestMagicHotSeatWholeRound plays the first rounds of a magic game with
// two people (seats 1 and 2) and two Normal bots, by clicks on the
// headless table, on a seed where each
// person keeps a Tent card and is asked in a window right after the other
// person's turn. It checks:
//   - every private screen (placement, a window, a dialog) is shown to its
//     own player only: the viewer is the deciding seat, the lit cards are
//     in that seat's hand and the hand area shows that seat's number of
//     cards;
//   - a hand-off comes before every private decision that follows the
//     other person's, and never between two decisions of the person who
//     has just acted; every hand-off leads to a private decision;
//   - the hand area on every hand-off screen is the same picture whatever
//     the hidden person holds (at least two different hidden hands), with
//     no card in it;
//   - the Tent's two cards appear on no screen but the chooser's dialog:
//     not on the hand-off screen before it, nor on the next screen after
//     the choice.
//
// It stops once all of that has been seen (within the first round).
func TestMagicHotSeatWholeRound(t *testing.T) {
	humans := []int{0, 1}
	seed := hotSeatSeed(t, humans)
	c := &hotSeatChecks{t: t, windows: windowChecks{t: t}, before: map[engine.DecisionType]int{}}
	setup := tableSetup(4, humans, seed, true)
	setup.Magic = false // chosen on the set-up screen
	ctx := newTestContext(t)
	writeSetup(t, setup)
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
	st := g.waitFor("the set-up screen", 5*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickTarget(st, "magic")
	st = g.waitFor("the magic version chosen", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "start")
	r := newMouseRun(g, newMousePlayer(seed, humans), humans)
	r.onHandoff = c.handoff
	r.after = c.afterTent
	r.stop = func(r *mouseRun) bool { return r.round > hotSeatRounds || c.complete() }
	r.play(30*time.Minute, c.decision)

	if c.before[engine.DecTentKeep] == 0 || c.before[engine.DecReact] == 0 {
		t.Errorf("hand-offs before a Tent card: %d, before a window: %d", c.before[engine.DecTentKeep], c.before[engine.DecReact])
	}
	// The hand area under the hand-off card: one picture for all.
	hands := map[engine.SpellSet]bool{}
	for _, h := range c.handoffs {
		hands[h.hand] = true
		if f := sameFraction(c.handoffs[0].img, h.img, handCover); f < 0.99 {
			t.Errorf("%s (seat %d holding %v): the hand area differs from %s's (%.1f%% alike)", h.name, h.seat, h.hand, c.handoffs[0].name, 100*f)
		}
		if f := fractionWhere(h.img, handCover, isCard); f > 0.01 {
			t.Errorf("%s: %.1f%% of the hand area is card purple under the hand-off card", h.name, 100*f)
		}
	}
	if len(hands) < 2 {
		t.Errorf("the hand-offs hid only %d different hands; the comparison needs two", len(hands))
	}
	if c.afterTents == 0 {
		t.Error("no screen was looked at right after a Tent card was kept")
	}
	t.Logf("seed %d: %d decisions by mouse over %d rounds; %d hand-offs (before: %v), %d hidden hands compared, %d decisions straight after the same person's; %d windows and %d hands checked",
		seed, r.decisions, hotSeatRounds, len(c.handoffs), c.before, len(hands), c.directSame, c.windows.reacts, c.windows.hands)
}

// complete reports that everything the test looks for has been seen.
func (c *hotSeatChecks) complete() bool {
	hands := map[engine.SpellSet]bool{}
	for _, h := range c.handoffs {
		hands[h.hand] = true
	}
	return c.before[engine.DecTentKeep] > 0 && c.before[engine.DecReact] > 0 && c.afterTents > 0 && len(hands) >= 2 && c.directSame > 0
}

// handoff records a hand-off screen and checks it is due.
func (c *hotSeatChecks) handoff(r *mouseRun, st probeState) {
	t := c.t
	s, _, ok := r.saved()
	if !ok {
		t.Fatalf("no autosave at a hand-off")
	}
	d := s.Pending()
	if strconv.Itoa(int(d.Seat)) != st.Status["seat"] || !r.humans[int(d.Seat)] {
		t.Fatalf("hand-off to seat %s while seat %d is to decide", st.Status["seat"], d.Seat)
	}
	if v := st.Status["viewer"]; v != "-1" {
		t.Errorf("hand-off with seat %s on view", v)
	}
	if !d.Type.ShowsPrivate() {
		t.Errorf("hand-off before %q, which shows nothing private", d.Type)
	}
	if tb := r.g.table(); tb.hand.handShown(false) || len(targetsWith(st, "spell:"))+len(targetsWith(st, "artifact:")) > 0 {
		t.Errorf("a hand-off shows a hand (shown %v, lit %v)", tb.hand.handShown(false), targetsWith(st, "spell:"))
	}
	img, name := c.screen(r, "hand-off")
	var v engine.View
	s.ViewInto(int(d.Seat), &v)
	c.handoffs = append(c.handoffs, handoffShot{img: img, name: name, seat: int(d.Seat), hand: v.Hand})
}

// decision checks a private screen before the mouse player answers it.
func (c *hotSeatChecks) decision(r *mouseRun, st probeState, s *engine.State, a engine.Action) {
	t := c.t
	d := s.Pending()
	p := int(d.Seat)
	hist := r.last
	var v engine.View
	s.ViewInto(p, &v)
	// Hand-offs: due after the other person, never straight after oneself.
	prevHuman, sameRun := -1, true
	for i := len(hist) - 1; i >= 0; i-- {
		if q := int(hist[i].Seat); r.humans[q] {
			prevHuman = q
			break
		}
		sameRun = false
	}
	switch {
	case prevHuman == p && sameRun:
		c.directSame++
		if r.handoffSeen {
			t.Errorf("round %d: a hand-off before %q of seat %d, who had just acted", s.Round(), d.Type, p)
		}
	case prevHuman >= 0 && prevHuman != p && d.Type.ShowsPrivate():
		if !r.handoffSeen {
			t.Errorf("round %d: seat %d's %q shows straight after seat %d's turn, with no hand-off", s.Round(), p, d.Type, prevHuman)
		} else {
			c.before[d.Type]++
		}
	}
	// Lit cards only from the viewer's own hand.
	for _, k := range targetsWith(st, "spell:") {
		n, _ := strconv.Atoi(k[len("spell:"):])
		if !v.Hand.Has(engine.Spell(n)) {
			t.Errorf("round %d: seat %d's screen lights %s, which it does not hold", s.Round(), p, engine.Spell(n))
		}
	}
	c.windows.at(r, st, s, a)
	if st.Scene == "dialog-tent" {
		img, name := c.screen(r, "Tent dialog")
		ts := &tentScreen{img: img, name: name}
		for _, k := range targetsWith(st, "keep:") {
			ts.cards = append(ts.cards, rectOf(st, k).Inset(16))
		}
		c.tentPrivacy(ts)
		c.lastTent = ts
	}
}

// afterTent looks at the screen right after a Tent card is kept: neither
// card is drawn where the dialog showed them, and unless the chooser acts
// again at once, no hand shows (the spare card goes to the next strongest,
// whose hand is hidden too).
func (c *hotSeatChecks) afterTent(r *mouseRun, d engine.Decision) {
	if d.Type != engine.DecTentKeep || c.lastTent == nil {
		return
	}
	t := c.t
	c.afterTents++
	// Once the dialog has faded out: the next screen, whoever's it is.
	st, _ := r.g.poll(10*time.Second, func(p probeState) bool { return settled(p) && p.Scene != "dialog-tent" })
	img, path := c.screen(r, "after the Tent")
	for _, card := range c.lastTent.cards {
		if f := sameFraction(c.lastTent.img, img, card); f > 0.6 {
			t.Errorf("%s: %.0f%% of the Tent's card at %v from %s is still on screen", path, 100*f, card, c.lastTent.name)
		}
	}
	if st.Status["viewer"] == "-1" {
		if f := fractionWhere(img, handCover, isCard); f > 0.01 {
			t.Errorf("%s: with nobody's screen on view, %.1f%% of the hand area is card purple", path, 100*f)
		}
	}
	c.lastTent = nil
}

// tentPrivacy: the hand-off screen just before the Tent dialog shows
// nothing of its cards.
func (c *hotSeatChecks) tentPrivacy(ts *tentScreen) {
	if len(c.handoffs) == 0 {
		return
	}
	h := c.handoffs[len(c.handoffs)-1]
	for _, card := range ts.cards {
		if f := sameFraction(h.img, ts.img, card); f > 0.6 {
			c.t.Errorf("%s: %.0f%% of the Tent's card at %v in %s is on the hand-off screen", h.name, 100*f, card, ts.name)
		}
	}
}

// sameColourDist: two pixels are alike when every channel is closer.
const sameColourDist = 40

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

// isCard is the small cards' purple, lit or dimmed (scenes/hand.go
// drawHandCard), unlike the tray's brown or the hand-off card's night blue.
func isCard(c color.RGBA) bool {
	return int(c.B) > int(c.R)+15 && int(c.B) > int(c.G)+30 && int(c.R) > int(c.G)+12
}
