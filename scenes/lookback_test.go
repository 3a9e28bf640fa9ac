package scenes

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"aladdin/game"
	"aladdin/game/savefile"
	"aladdin/game/store"
)

// The desktop tests' looks back at a game, played headlessly: the
// replay stepped by clicks, and Take back against bots up to the tally.
// (They were TestReplayByMouse and TestTakeBackByMouse in game/e2e.)

// savedRecord is the part of the autosave the take-back test compares.
type savedRecord struct {
	Moves []string `json:"actions"`
	Hash  string   `json:"hash"`
}

// readAutosave reads the record of the game's autosave; false while there
// is none.
func (g *headless) readAutosave() (savedRecord, bool) {
	var sg struct {
		Record savedRecord `json:"record"`
	}
	data, err := store.Load("autosave")
	if err == nil {
		data, err = savefile.Join(data) // the moves appended since it was written whole
	}
	if err != nil || json.Unmarshal(data, &sg) != nil || sg.Record.Hash == "" {
		return savedRecord{}, false
	}
	return sg.Record, true
}

// atRest reports a probe of a settled scene with nothing animating.
func atRest(s probeState) bool { return settled(s) && s.Status["animating"] == "no" }

// playToEnd answers every human decision until the game-over scene.
func (g *headless) playToEnd(timeout time.Duration, seed int64, _ func(probeState)) probeState {
	g.t.Helper()
	return g.playUntil(timeout, seed, func(probeState) bool { return false })
}

// TestReplayOfAWholeGame finishes a short game (the intro game, four bots),
// opens "Watch the replay" at game over, steps through it by mouse
// (forwards, by rounds, backwards), closes it, and opens the same game
// again from the set-up screen's recent games.
func TestReplayOfAWholeGame(t *testing.T) {
	ctx := newTestContext(t)
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
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
	t.Logf("the bots' intro game ended in round %s", st.Status["round"])

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
		t.Errorf("at round 2's start (step %d) the replay's log shows no line of round 1's recap: %v", step(st), probeKeys(st.Targets))
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
		t.Fatalf("the recent games list no game: %v", probeKeys(st.Targets))
	}
	st = g.clickUntil(st, "recent-open", "the replay from the list", func(s probeState) bool { return s.Scene == "replay" })
	if st.Status["replay-steps"] != strconv.Itoa(steps) {
		t.Errorf("the list's game has %s steps, the game just played %d", st.Status["replay-steps"], steps)
	}
	st = press("replay-forward", func(n int) bool { return n == 1 })
	st = g.clickUntil(st, "replay-close", "the recent games again", func(s probeState) bool { return s.Scene == "recent" })
	st = g.clickUntil(st, "recent-back", "the set-up screen", func(s probeState) bool { return s.Scene == "setup" })
	if !g.clickTarget(st, "quit") || !ctx.Quitting() {
		t.Error("Quit on the set-up screen does not end the program")
	}
}

// TestTakeBackAcrossTheTally: a person against three bots places a token by
// mouse, waits for the bots' answers, clicks "Take back", and the game is
// the one before the placement (the autosave's moves and hash as they
// were, the token behind the screen again); then places a different token
// and plays on. Once the tally begins, "Take back" is gone, and it does
// not come back for a move made before the tally.
func TestTakeBackAcrossTheTally(t *testing.T) {
	ctx := newTestContext(t)
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	g.clickTarget(st, "players:4")
	g.waitFor("four seats", 5*time.Second, func(s probeState) bool { _, ok := s.Targets["kind:3:Bot"]; return ok })
	g.clickUntil(st, "start", "the table", func(s probeState) bool { return s.Scene == "placement" })
	// The person's turn, the board at rest, the bots' answers made.
	myTurn := func(what string) probeState {
		t.Helper()
		return g.waitFor(what, time.Minute, func(s probeState) bool {
			return s.Scene == "placement" && atRest(s) && s.Status["seat"] == s.Status["viewer"] && len(targetsWith(s, "token:")) > 0
		})
	}
	st = myTurn("the person's first turn")
	before, ok := g.readAutosave()
	if !ok {
		t.Fatal("no autosave once the game started")
	}
	trayBefore := st.Status["tray"]
	if _, shown := st.Targets["takeback"]; shown {
		t.Errorf("Take back shows before the person has made a move")
	}
	toks := targetsWith(st, "token:")
	first := toks[0]
	g.clickTarget(st, first)
	st = g.waitFor("lit spaces", 10*time.Second, func(s probeState) bool { return len(targetsWith(s, "space:")) > 0 })
	g.clickTarget(st, targetsWith(st, "space:")[0])
	st = myTurn("the person's turn after the bots' answers")
	placed, _ := g.readAutosave()
	if len(placed.Moves) <= len(before.Moves)+1 || st.Status["tray"] == trayBefore {
		t.Fatalf("after the placement and the bots' answers the record has %d moves (before %d), the tray %q (before %q)",
			len(placed.Moves), len(before.Moves), st.Status["tray"], trayBefore)
	}
	undone := placed.Moves[len(before.Moves)]

	st = g.clickUntil(st, "takeback", "the game before the placement", func(s probeState) bool {
		a, ok := g.readAutosave()
		return s.Scene == "placement" && ok && len(a.Moves) == len(before.Moves)
	})
	st = myTurn("the person's turn after Take back")
	after, _ := g.readAutosave()
	if after.Hash != before.Hash || !slices.Equal(after.Moves, before.Moves) {
		t.Errorf("after Take back the autosave has %d moves, hash %s; before the placement %d moves, hash %s",
			len(after.Moves), after.Hash, len(before.Moves), before.Hash)
	}
	if st.Status["tray"] != trayBefore {
		t.Errorf("after Take back the tray is %q, before the placement %q", st.Status["tray"], trayBefore)
	}
	if st.Status["shown"] != st.Status["board"] {
		t.Errorf("after Take back the screen shows %q, the engine holds %q", st.Status["shown"], st.Status["board"])
	}
	if _, shown := st.Targets["takeback"]; shown {
		t.Errorf("Take back still shows with no move of the person's left to take back")
	}

	// A different token this time, and play on.
	second := ""
	for _, tok := range targetsWith(st, "token:") {
		if tok != first {
			second = tok
			break
		}
	}
	g.clickTarget(st, second)
	st = g.waitFor("lit spaces", 10*time.Second, func(s probeState) bool { return len(targetsWith(s, "space:")) > 0 })
	g.clickTarget(st, targetsWith(st, "space:")[0])
	g.waitFor("the new placement recorded", 20*time.Second, func(s probeState) bool {
		a, ok := g.readAutosave()
		return ok && len(a.Moves) > len(before.Moves)
	})
	replaced, _ := g.readAutosave()
	if replaced.Moves[len(before.Moves)] == undone {
		t.Errorf("the placement after Take back is %s, the one taken back was the same", undone)
	}

	// Play on to the tally (the first decision that is not a placement, by
	// then a space has been tallied, or at Instant the round's summary or
	// the next round): Take back is gone from then on. A choice the person
	// makes in the tally (a purchase, a bribe) may be taken back until the
	// next thing hidden is shown, so the check pauses at their first one,
	// and is made again at their first turn of round 2 (the round begins
	// by turning a card).
	// Only settled screens count: while a screen settles the button can
	// show for a tick after it stops working (a click on it is refused,
	// Session.TakeBackNow), which the desktop test's polls never saw.
	tally, decided, nextRound := false, false, false
	checked := 0
	seen := map[string]bool{}
	g.playUntil(3*time.Minute, 7, func(s probeState) bool {
		seen[s.Scene+": "+s.Status["decision"]+" (round "+s.Status["round"]+")"] = true
		if d := s.Status["decision"]; (d != "" && d != "place a token") || s.Status["round"] != "1" ||
			strings.HasPrefix(s.Scene, "tally") || strings.HasPrefix(s.Scene, "summary") {
			tally = true
		}
		if tally && !decided {
			checked++
			if _, shown := s.Targets["takeback"]; shown && settled(s) {
				t.Errorf("Take back shows once the tally has begun (scene %s, round %s, decision %q)", s.Scene, s.Status["round"], s.Status["decision"])
			}
		}
		// The person's own choice in the tally, once answered, may be
		// taken back: the check ends at the first one put to them.
		if strings.HasPrefix(s.Scene, "dialog-") && s.Status["seat"] == s.Status["viewer"] {
			decided = true
		}
		nextRound = tally && s.Scene == "placement" && s.Status["seat"] == s.Status["viewer"] && s.Status["round"] == "2" && len(targetsWith(s, "token:")) > 0
		// Round 2 began by turning a card: whatever the person chose last
		// in round 1 stands.
		if _, shown := s.Targets["takeback"]; shown && nextRound {
			t.Errorf("Take back offers a move of round 1 at the person's first turn of round 2")
		}
		return nextRound
	})
	if !tally || !nextRound || checked == 0 {
		t.Fatalf("the game never reached the tally and the person's turn in round 2 (tally %v, probes checked %d); seen %v", tally, checked, seen)
	}
	t.Logf("Take back checked absent in %d probes of the tally (the person chose in the tally: %v)", checked, decided)
}
