package scenes

import (
	"math/rand"
	"testing"
	"time"

	"aladdin/game"
	"aladdin/game/scenario"
)

// The headless table as a scripted player's screen (scenario.Act): its
// clicks, and its waits of a few seconds of game time.
func (g *headless) ClickTarget(st probeState, name string) bool { return g.clickTarget(st, name) }

func (g *headless) Poll(ok func(probeState) bool) (probeState, bool) {
	return g.poll(5*time.Second, ok)
}

func (g *headless) Read() probeState { st, _ := g.read(); return st }

// act makes one move for the person, whatever the table shows.
func (g *headless) act(st probeState, rng *rand.Rand) bool { return scenario.Act(g, st, rng) }

// playUntil answers the person's decisions until stop accepts a probe or
// the game is over; it fails after timeout of game time.
func (g *headless) playUntil(timeout time.Duration, seed int64, stop func(probeState) bool) probeState {
	g.t.Helper()
	rng := rand.New(rand.NewSource(seed))
	for i := ticksIn(timeout); i > 0; i-- {
		st, _ := g.read()
		if stop(st) || st.Scene == "gameover" {
			return st
		}
		if !g.act(st, rng) {
			g.frame(nil)
		}
	}
	st, _ := g.read()
	g.t.Fatalf("not done within %v of game time; last scene %q status %v", timeout, st.Scene, st.Status)
	return st
}

// clickUntil clicks a target until the probe shows what the click leads
// to (scenario.ClickUntil), and fails the test when it never does.
func (g *headless) clickUntil(st probeState, name, what string, ok func(probeState) bool) probeState {
	g.t.Helper()
	st, done := scenario.ClickUntil(g, st, name, ok)
	if !done {
		g.t.Fatalf("clicking %q never led to %s; scene %q, targets %v", name, what, st.Scene, probeKeys(st.Targets))
	}
	return st
}

// TestWholeGame plays a whole 4-player game from the set-up screen: seat
// 1 is a person clicking through the probe's targets, seats 2-4 Easy
// bots. Round 1 plays at Fast, every animation run; then the pause
// overlay switches to Instant. Every scene of a game shows on the way
// (set-up, settings, pause, placement, tally, the round's summary, game
// over), the game ends over, and game over leads back to the set-up
// screen, whose Quit ends the program. (It was the desktop TestFullGame,
// played by the real pointer.)
func TestWholeGame(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedFast
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
	st := g.waitFor("the set-up screen", 5*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "players:4")
	for _, seat := range []string{"1", "2", "3"} {
		st = g.waitFor("level chips", 5*time.Second, func(s probeState) bool { _, ok := s.Targets["level:"+seat+":Easy"]; return ok })
		g.clickTarget(st, "level:"+seat+":Easy")
	}
	g.clickTarget(st, "settings")
	st = g.waitFor("the settings overlay", 10*time.Second, func(s probeState) bool { return s.Scene == "settings" && settled(s) })
	g.clickTarget(st, "done")
	st = g.waitFor("the set-up screen again", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "start")
	switched := false
	st = g.playUntil(60*time.Minute, 1, func(s probeState) bool {
		if switched || s.Scene != "placement" || s.Status["round"] == "1" || !settled(s) {
			return false
		}
		if _, ok := s.Targets["menu"]; !ok {
			return false
		}
		g.clickTarget(s, "menu")
		if p, ok := g.poll(10*time.Second, func(p probeState) bool { return p.Scene == "pause" && settled(p) }); ok {
			g.clickTarget(p, "speed:3")
			switched = true // the play loop clicks "resume" while the overlay shows
		}
		return false
	})
	if !switched || ctx.Settings.Speed != game.SpeedInstant {
		t.Errorf("the pause overlay did not switch to Instant (speed %v)", ctx.Settings.Speed)
	}
	if st.Status["over"] != "yes" {
		t.Fatalf("game over scene but the game is not over: %v", st.Status)
	}
	for _, want := range []string{"setup", "settings", "pause", "placement", "tally", "summary", "gameover"} {
		if !g.seen[want] {
			t.Errorf("the %s scene never showed (seen %v)", want, g.seen)
		}
	}
	if tb := g.table(); tb.S.Round() < 4 {
		t.Errorf("the game ended in round %d", tb.S.Round())
	}
	// Game over comes to rest on the finished game: the last event plays
	// out beneath it, the board shows the end and its winners, and nothing
	// is left to animate, so the app can sleep.
	st = g.waitFor("game over at rest", 10*time.Second, func(s probeState) bool {
		return s.Scene == "gameover" && s.Status["animating"] == "no"
	})
	if v := g.table().board.View; !v.Over || v.Winners == 0 {
		t.Errorf("under game over the board shows a game not over (over %v, winners %v)", v.Over, v.Winners)
	}
	// Game over's buttons wait half a second before they take a click.
	st = g.clickUntil(st, "newgame", "the set-up screen after the game", func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	if !g.clickTarget(st, "quit") || !ctx.Quitting() {
		t.Error("Quit on the set-up screen does not end the program")
	}
}
