package scenes

import (
	"testing"

	"aladdin/assets"
	"aladdin/game"
)

// TestTheTickAnAnimationEndsIsDrawn: the app paints only ticks a scene
// asks for (Context.Busy), and the tick the animation queue empties
// changes the picture too: the move's log line lands and the person's
// prompt appears. Bots open the game, a person plays the fourth seat; on
// every tick the queue goes from busy to empty, the table asks for the
// redraw. (Missed, the window kept the frame before the last log line
// and without "pick a token" while the person was to play.)
func TestTheTickAnAnimationEndsIsDrawn(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	ctx.FastBots = true
	setup := game.Setup{Players: 4, Seed: "3"}
	for i := 0; i < 4; i++ {
		setup.Seats = append(setup.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: i == 3, Level: 1})
	}
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	ctx.Scenes.Switch(NewTable(ctx, s))
	tb := tableOf(t, ctx.Scenes.Current())
	ends, humanTurns := 0, 0
	for i := 0; i < 6000 && humanTurns < 3; i++ {
		was := tb.q.Busy()
		if !was && s.HumanToAct() {
			// The person places a token: the first one the legal list has.
			if err := s.Submit(s.Legal()[0]); err != nil {
				t.Fatal(err)
			}
			humanTurns++
		}
		tick(ctx)
		if was && !tb.q.Busy() {
			ends++
			if !ctx.Redraws() {
				t.Fatalf("tick %d: the animation queue emptied and the table did not ask for the frame to be drawn", ctx.Tick)
			}
		}
	}
	if humanTurns < 3 || ends < 3 {
		t.Fatalf("the game reached the person's turn %d times and ended %d animations; want 3 and more", humanTurns, ends)
	}
}
