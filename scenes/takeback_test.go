package scenes

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"
)

// againstBots is one person (seat 0) against Normal bots.
func againstBots(players int) game.Setup {
	s := game.Setup{Players: players, Seed: "3"}
	for i := 0; i < players; i++ {
		s.Seats = append(s.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: i == 0, Level: 2})
	}
	return s
}

// Yellow plays against three bots and drops a token on the wrong space;
// the bots answer. "Take back" shows in the panel's header; a click puts
// the game back to Yellow's turn before the slip: the same game (hash and
// moves), the token back behind her screen (the screen's pixels as they
// were before the slip), the log saying she took back a move. Once the
// tally has begun, the button is gone.
func TestTakeBackByMouse(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	s, err := game.NewSession(againstBots(4))
	if err != nil {
		t.Fatal(err)
	}
	tb := onTable(t, ctx, s, "placement")
	tickUntil(t, ctx, "Yellow's turn", 4000, func() bool { return s.HumanToAct() && !tb.q.Busy() })
	if tb.panel.takeBackOn {
		t.Error("Take back is offered before Yellow has moved")
	}
	before, kept := game.EngineState(s).Hash(), s.Moves()
	tray := drawPanel(t, tb, false, image.Pt(5, 5)).SubImage(trayRect).(*image.RGBA)
	legal := s.Legal()
	if !tb.submit(legal[len(legal)-1]) {
		t.Fatal("the slip was refused")
	}
	tickUntil(t, ctx, "the bots' answers and Yellow's next turn", 4000, func() bool {
		return s.HumanToAct() && !tb.q.Busy() && s.Moves() > kept+1
	})
	tick(ctx)
	if !tb.panel.takeBackOn {
		t.Fatal("Take back is not offered after Yellow's slip")
	}
	clickTarget(t, ctx, "takeback")
	back := tableOf(t, ctx.Scenes.Current())
	if back == tb {
		t.Fatal("clicking Take back left the same table")
	}
	tickUntil(t, ctx, "the table back", 400, func() bool { return !back.q.Busy() })
	if h := game.EngineState(back.S).Hash(); h != before || back.S.Moves() != kept {
		t.Fatalf("after Take back: %d moves, hash %x; want %d moves, hash %x", back.S.Moves(), h, kept, before)
	}
	if d := scenetest.DiffBounds(tray, drawPanel(t, back, false, image.Pt(5, 5)).SubImage(trayRect).(*image.RGBA)); !d.Empty() {
		t.Errorf("Yellow's screen differs from before the slip in %v", d)
	}
	last := back.log.Entries[len(back.log.Entries)-1].Text
	if !strings.Contains(last, "takes back a move") {
		t.Errorf("the log's last line is %q", last)
	}

	// Place, let the round run into its tally: the button goes.
	for !back.S.Over() && back.S.Round() == 1 && (back.S.Phase() == engine.PhasePlace) {
		if back.S.HumanToAct() && !back.q.Busy() {
			back.submit(back.S.Legal()[0])
		}
		tick(ctx)
	}
	tick(ctx)
	if back.panel.takeBackOn {
		t.Error("Take back is still offered once the tally has begun")
	}
}
