//go:build e2e

package e2e

import (
	"strconv"
	"testing"
	"time"
)

// replaySettings play at Instant: the test is about looking back.
const replaySettings = `{"volume":5,"muted":false,"speed":3,"fullscreen":false,"botBeat":4}`

// TestReplayByMouse finishes a short game (the intro game, four bots),
// opens "Watch the replay" at game over, steps through it by mouse
// (forwards, by rounds, backwards), closes it, and opens the same game
// again from the set-up screen's recent games.
func TestReplayByMouse(t *testing.T) {
	needX(t)
	start := time.Now()
	g := launch(t, replaySettings, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "players:4")
	for seat := 0; seat < 4; seat++ {
		name := "kind:" + strconv.Itoa(seat) + ":Bot"
		st = g.waitFor("the seat's Bot chip", 5*time.Second, func(s probeState) bool { _, ok := s.Targets[name]; return ok })
		g.clickTarget(st, name)
	}
	st = g.waitFor("the intro chip", 5*time.Second, func(s probeState) bool { _, ok := s.Targets["intro"]; return ok })
	g.clickTarget(st, "intro")
	g.clickTarget(st, "start")
	st = g.playToEnd(5*time.Minute, 1, nil)
	t.Logf("the bots' intro game ended after %v (round %s)", time.Since(start).Round(time.Second), st.Status["round"])

	// Game over's buttons wait half a second; click until the replay shows.
	st = g.clickUntil(st, "watchreplay", "the replay", func(s probeState) bool { return s.Scene == "replay" })
	if st.Status["replay-step"] != "0" {
		t.Fatalf("the replay opens at step %s, want 0", st.Status["replay-step"])
	}
	steps, _ := strconv.Atoi(st.Status["replay-steps"])
	if steps < 20 {
		t.Fatalf("the replay has %d steps", steps)
	}
	step := func(s probeState) int { n, _ := strconv.Atoi(s.Status["replay-step"]); return n }
	press := func(button string, want func(int) bool) probeState {
		t.Helper()
		st := g.waitFor(button, 10*time.Second, func(s probeState) bool { _, ok := s.Targets[button]; return ok && settled(s) })
		from := step(st)
		return g.clickUntil(st, button, button+" from step "+strconv.Itoa(from), func(s probeState) bool { return s.Scene == "replay" && want(step(s)) && step(s) != from })
	}
	for i := 1; i <= 5; i++ {
		st = press("replay-forward", func(n int) bool { return n == i })
	}
	atFive := st.Status["shown"]
	st = press("replay-nextround", func(n int) bool { return n > 5 })
	round2 := step(st)
	if st.Status["replay-round"] != "2" || st.Status["replay-hidden"] == "" {
		t.Errorf("Round > from step 5 shows round %s, hidden %q; want the start of round 2 with its hidden values", st.Status["replay-round"], st.Status["replay-hidden"])
	}
	// Round 1's line in the log opens its recap; Close comes back to the
	// same step.
	if _, ok := st.Targets["recap-1"]; ok {
		at := step(st)
		st = g.clickUntil(st, "recap-1", "round 1's recap", func(s probeState) bool { return s.Scene == "recap" })
		st = g.clickUntil(st, "recap-close", "the replay after the recap", func(s probeState) bool { return s.Scene == "replay" && step(s) == at })
	} else {
		t.Errorf("at round 2's start (step %d) the replay's log shows no line of round 1's recap: %v", step(st), keys(st.Targets))
	}
	st = press("replay-nextround", func(n int) bool { return n > round2 })
	st = press("replay-back", func(n int) bool { return true })
	st = press("replay-prevround", func(n int) bool { return n <= round2 })
	for step(st) > 5 {
		st = press("replay-back", func(n int) bool { return true })
	}
	if st.Status["shown"] != atFive {
		t.Errorf("step 5 reached backwards shows %q, forwards it showed %q", st.Status["shown"], atFive)
	}
	st = g.clickUntil(st, "replay-close", "game over again", func(s probeState) bool { return s.Scene == "gameover" })

	// The same game from the set-up screen's recent games.
	st = g.clickUntil(st, "newgame", "the set-up screen", func(s probeState) bool { return s.Scene == "setup" })
	st = g.clickUntil(st, "recentgames", "the recent games", func(s probeState) bool { return s.Scene == "recent" })
	if _, ok := st.Targets["recent-row:0"]; !ok {
		t.Fatalf("the recent games list no game: %v", keys(st.Targets))
	}
	st = g.clickUntil(st, "recent-open", "the replay from the list", func(s probeState) bool { return s.Scene == "replay" })
	if st.Status["replay-steps"] != strconv.Itoa(steps) {
		t.Errorf("the list's game has %s steps, the game just played %d", st.Status["replay-steps"], steps)
	}
	st = press("replay-forward", func(n int) bool { return n == 1 })
	st = g.clickUntil(st, "replay-close", "the recent games again", func(s probeState) bool { return s.Scene == "recent" })
	st = g.clickUntil(st, "recent-back", "the set-up screen", func(s probeState) bool { return s.Scene == "setup" })
	g.clickTarget(st, "quit")
	if err := g.wait(20 * time.Second); err != nil {
		t.Fatal(err)
	}
	t.Logf("TestReplayByMouse took %v", time.Since(start).Round(time.Second))
}

// clickUntil clicks a target until the probe shows what the click leads to
// (a click may land in a button's wait, or be lost on a loaded machine).
func (g *game) clickUntil(st probeState, name, what string, ok func(probeState) bool) probeState {
	g.t.Helper()
	end := time.Now().Add(patience * 20 * time.Second)
	for time.Now().Before(end) {
		if ok(st) && settled(st) {
			return st
		}
		if _, has := st.Targets[name]; has && settled(st) {
			g.clickTarget(st, name)
		}
		if s, done := g.poll(2*time.Second, func(s probeState) bool { return ok(s) && settled(s) }); done {
			return s
		}
		st, _ = g.read()
	}
	g.t.Fatalf("clicking %q never led to %s; scene %q, targets %v", name, what, st.Scene, keys(st.Targets))
	return st
}
