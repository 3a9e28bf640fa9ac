package scenes

import (
	"image"
	"strings"
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/game/scenario"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
)

// A magic game at the table reads in French from the set-up screen to
// game over (issue 24), played by clicks against three bots: the table in
// a tally with an event's caption, a magic window asking the person, and
// game over are each drawn (with ALADDIN_DOC_SHOTS set: docs/fr-tally.png,
// fr-magic.png, fr-gameover.png), and what they say is the catalogue's
// French, the log included.
func TestTheTableReadsInFrench(t *testing.T) {
	ctx := newTestContext(t)
	scenetest.SpeakIn(t, ctx, lang.French)
	ctx.Settings.Speed = game.SpeedFast
	g := startFourSeats(t, ctx, true)

	var tally, window *image.RGBA
	g.playUntil(60*time.Minute, 5, func(s probeState) bool {
		if tb, ok := ctx.Scenes.Current().(*Table); ok {
			switch {
			case tally == nil && s.Scene == "tally" && tb.board.View.Round >= 2 && tb.board.Caption != "" && atCityTally(tb):
				tally = drawFrench(t, ctx, tb, "fr-tally")
			case window == nil && s.Scene == "react" && settled(s):
				window = drawFrench(t, ctx, tb, "fr-magic")
			}
		}
		if tally != nil && window != nil {
			ctx.Settings.Speed = game.SpeedInstant // on to game over
		}
		actMagic(g, s)
		return false
	})
	if tally == nil || window == nil {
		t.Fatalf("game over without a caption at the Market or the Caravanserai from round 2 (%v) or a magic window for the person (%v)", tally != nil, window != nil)
	}
	st := g.waitFor("game over's buttons", 10*time.Second, func(s probeState) bool { return s.Scene == "gameover" && settled(s) })
	tb := tableOf(t, ctx.Scenes.Current())
	drawFrench(t, ctx, tb, "fr-gameover")
	if _, ok := st.Targets["newgame"]; !ok {
		t.Errorf("game over offers no new game: %v", probeKeys(st.Targets))
	}
}

// atCityTally reports that the vizier tallies the Market or the
// Caravanserai, whose captions (a trade, the camel) stand clear of the
// tokens and notes of the caves.
func atCityTally(tb *Table) bool {
	v := &tb.board.View
	return tb.board.Tallying && (v.Tally == engine.Market || v.Tally == engine.Caravanserai)
}

// actMagic answers what the basic game's player (scenario.Act) does not
// know, the magic version's: it passes in every window, keeps the Tent's
// first card, pays as Suggest says, sends home the first token offered,
// takes a large piece for a Charity, ends a Trade at once and picks the
// first artifact of a stack. It reports whether it clicked.
func actMagic(g *headless, st probeState) bool {
	if !settled(st) {
		return false
	}
	first := func(prefix string) bool {
		names := scenario.TargetsWith(st, prefix)
		return len(names) > 0 && g.clickTarget(st, names[0])
	}
	switch st.Scene {
	case "react":
		return g.clickTarget(st, "pass")
	case "dialog-tent":
		return g.clickTarget(st, "keep:0")
	case "dialog-tax", "dialog-teleport", "dialog-return":
		if g.clickTarget(st, "suggest") {
			if st2, ok := g.poll(5*time.Second, func(n probeState) bool { _, pay := n.Targets["pay"]; return pay }); ok {
				return g.clickTarget(st2, "pay")
			}
		}
		return g.clickTarget(st, "decline")
	case "dialog-retaliate":
		return first("token:")
	case "dialog-charity":
		if first("large:") {
			st2, _ := g.poll(5*time.Second, func(n probeState) bool { _, take := n.Targets["take"]; return take })
			return g.clickTarget(st2, "take")
		}
	case "dialog-trade":
		return g.clickTarget(st, "done")
	case "dialog-search":
		return first("pick:")
	}
	return false
}

// drawFrench checks that the table's log reads in French, draws the
// table and keeps the picture for docs/ as name.
func drawFrench(t *testing.T, ctx *game.Context, tb *Table, name string) *image.RGBA {
	t.Helper()
	var log []string
	for _, e := range tb.log.Entries {
		log = append(log, e.Text)
	}
	all := strings.Join(log, "\n")
	if len(log) == 0 {
		t.Errorf("%s: the log is empty", name)
	}
	for _, english := range []string{"places a token", " casts ", "The vizier", "takes back", " round"} {
		if strings.Contains(all, english) {
			t.Errorf("%s: the log has English (%q):\n%s", name, english, all)
		}
	}
	pic, _ := drawTable(t, ctx)
	docShot(t, name, pic)
	return pic
}
