//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// takeBackSettings play at Instant: the test is about the take-back.
const takeBackSettings = `{"volume":5,"muted":false,"speed":3,"fullscreen":false,"botBeat":4}`

// savedRecord is the part of the autosave the take-back test compares.
type savedRecord struct {
	Moves []string `json:"actions"`
	Hash  string   `json:"hash"`
}

// readAutosave reads the record of the program's autosave; false while
// there is none or it is being replaced.
func (g *game) readAutosave() (savedRecord, bool) {
	var sg struct {
		Record savedRecord `json:"record"`
	}
	data, err := os.ReadFile(filepath.Join(g.dir, "data", "autosave"))
	if err != nil || json.Unmarshal(data, &sg) != nil || sg.Record.Hash == "" {
		return savedRecord{}, false
	}
	return sg.Record, true
}

// TestTakeBackByMouse: a person against three bots places a token by
// mouse, waits for the bots' answers, clicks "Take back", and the game is
// the one before the placement (the autosave's moves and hash as they
// were, the token behind the screen again); then places a different token
// and plays on. Once the tally begins, "Take back" is gone, and it does
// not come back for a move made before the tally.
func TestTakeBackByMouse(t *testing.T) {
	needX(t)
	start := time.Now()
	g := launch(t, takeBackSettings, 1280)
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
			if _, shown := s.Targets["takeback"]; shown {
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
	t.Logf("TestTakeBackByMouse took %v", time.Since(start).Round(time.Second))
}
