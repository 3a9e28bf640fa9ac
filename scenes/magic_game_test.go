package scenes

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/modes"
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
func magicSeed(t *testing.T, setup func(seed uint64) game.Setup, humans []int) (uint64, []engine.Action) {
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
// returns the run with its per-round figures and the table's record of
// the game.
func mouseGame(t *testing.T, setup game.Setup, humans []int, atDecision decisionHook) (*mouseRun, []engine.Action) {
	t.Helper()
	seed, _ := game.SeedFrom(setup.Seed)
	ctx := newTestContext(t)
	magic := setup.Magic
	setup.Magic = false
	writeSetup(t, setup)
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
	st := g.waitFor("the set-up screen", 5*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	if magic {
		g.clickTarget(st, "magic")
		st = g.waitFor("the magic version chosen", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	}
	g.clickTarget(st, "start")
	r := newMouseRun(g, newMousePlayer(seed, humans), humans)
	r.play(60*time.Minute, atDecision)
	return r, r.last
}

// TestMagicWholeGame plays a whole magic game by mouse, one human against
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
func TestMagicWholeGame(t *testing.T) {
	setup := func(seed uint64) game.Setup { return tableSetup(4, []int{0}, seed, true) }
	seed, want := magicSeed(t, setup, []int{0})
	checks := &windowChecks{t: t}
	r, got := mouseGame(t, setup(seed), []int{0}, checks.at)
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
	t.Logf("magic game, seed %d: %d decisions by mouse; the human %v", seed, r.decisions, m)
	t.Logf("screens checked: %d windows, %d hands, %d Tent dialogs", checks.reacts, checks.hands, checks.tents)
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
	s, err := game.SeedFrom(setup.Seed)
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
			clicks[st.Round()] += clicksFor(momentOf(st), a)
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

// windowChecks looks at the table at each human decision of a magic game:
// what it lays out, not its pixels (the hand's slots, the window's box).
type windowChecks struct {
	t                    *testing.T
	reacts, hands, tents int
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
		var v engine.View
		s.ViewInto(int(d.Seat), &v)
		checkHand(t, r.g.table(), st.Scene, int(v.HandN[d.Seat]))
		c.hands++
		if st.Scene == "react" {
			checkReactBox(t, r.g.ctx, st)
			c.reacts++
		}
	case st.Scene == "dialog-tent":
		if n := len(targetsWith(st, "keep:")); n != 2 {
			t.Errorf("the Tent offers %d cards", n)
		}
		c.tents++
	}
}

// checkHand: the table shows the viewer's hand with n cards, each in its
// slot on the tray (scenes/hand.go), and no slot after the last.
func checkHand(t *testing.T, tb *Table, name string, n int) {
	t.Helper()
	if !tb.hand.handShown(false) {
		t.Errorf("%s: the hand is not shown", name)
		return
	}
	if got := tb.hand.handSize(); got != n {
		t.Errorf("%s: the hand lays out %d cards; the player holds %d", name, got, n)
	}
	tray := image.Rect(assets.BoardW, handTop-4, assets.ScreenW, magicTrayBottom(n))
	for i := 0; i < n; i++ {
		if r := tb.hand.handCardRect(i); r.Empty() || !r.In(tray) {
			t.Errorf("%s: hand card %d of %d lies at %v, outside the tray %v", name, i, n, r, tray)
		}
	}
}

// checkReactBox: the window's box holds its Pass button and its "don't
// ask" chip (scenes/modes/react.go boxRect).
func checkReactBox(t *testing.T, ctx *game.Context, st probeState) {
	t.Helper()
	r, ok := ctx.Scenes.Current().(*Table)
	if !ok {
		return
	}
	rv, ok := r.mode.(*modes.React)
	if !ok {
		t.Errorf("the react scene shows mode %T", r.mode)
		return
	}
	box := rv.BoxRect()
	for _, name := range []string{"pass", "quiet"} {
		if b := rectOf(st, name); !b.In(box) {
			t.Errorf("the window's %s at %v lies outside its box %v", name, b, box)
		}
	}
}

func rectOf(st probeState, name string) image.Rectangle {
	r := st.Targets[name]
	return image.Rect(r[0], r[1], r[2], r[3])
}
