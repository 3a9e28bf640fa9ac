//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/engine"
	app "aladdin/game"
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
		s, _ := app.SeedFrom(setup.Seed)
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
}

// handoffShot is a hand-off screen and the hidden hand of the person it
// waits for.
type handoffShot struct {
	img  image.Image
	name string
	seat int
	hand engine.SpellSet
}

// tentScreen is a Tent dialog and where its two cards are drawn.
type tentScreen struct {
	img   image.Image
	name  string
	cards []image.Rectangle
}

// TestMagicHotSeat plays the first rounds of a magic game with two people
// (seats 1 and 2) and two Normal bots, by mouse, on a seed where each
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
func TestMagicHotSeat(t *testing.T) {
	needX(t)
	humans := []int{0, 1}
	seed := hotSeatSeed(t, humans)
	c := &hotSeatChecks{t: t, windows: windowChecks{t: t, used: map[string]bool{}, placed: map[int]bool{}}, before: map[engine.DecisionType]int{}}
	setup := tableSetup(4, humans, seed, true)
	dir := t.TempDir()
	setup.Magic = false // chosen on the set-up screen
	writeSetup(t, dir, setup)
	g := launchIn(t, dir, `{"volume":5,"speed":3,"botBeat":1}`, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickTarget(st, "magic")
	st = g.waitFor("the magic version chosen", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "start")
	r := newMouseRun(g, newMousePlayer(seed, humans), humans)
	r.onHandoff = c.handoff
	r.after = c.afterTent
	r.stop = func(r *mouseRun) bool { return r.round > hotSeatRounds || c.complete() }
	r.play(6*time.Minute, c.decision)

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
	if !app.ShowsPrivate(d.Type) {
		t.Errorf("hand-off before %q, which shows nothing private", d.Type)
	}
	img, name := c.windows.screen(r, st)
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
	case prevHuman >= 0 && prevHuman != p && app.ShowsPrivate(d.Type):
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
		ts := &tentScreen{img: c.windows.img, name: c.windows.name}
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
	st, _ := r.g.poll(patience*10*time.Second, func(p probeState) bool { return settled(p) && p.Scene != "dialog-tent" })
	path := filepath.Join(r.g.shots, fmt.Sprintf("after-tent-%d.png", c.afterTents))
	img := r.g.logical(r.g.capture(path))
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
