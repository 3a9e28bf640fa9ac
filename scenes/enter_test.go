package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestEnterOnOtherScreens: the hand-off, the round summary, the pause
// overlay and game over each answer Enter with their default button.
func TestEnterOnOtherScreens(t *testing.T) {
	t.Run("handoff", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionAt(t, 3, pendingIs(engine.DecPlace))
		tb := onTable(t, ctx, s, "handoff")
		tick(ctx, ebiten.KeyEnter)
		if s.Viewer != int(s.Pending().Seat) {
			t.Fatalf("Enter on the hand-off did not show the screen of seat %d (viewer %d)", s.Pending().Seat, s.Viewer)
		}
		_ = tb
	})
	t.Run("summary", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionWithEvents(t, 3, func(s *game.Session) bool { return s.Round() == 2 })
		tb := onTable(t, ctx, s, "summary")
		tick(ctx, ebiten.KeyEnter)
		if tb.q.summaryPending {
			t.Fatal("Enter did not close the round summary")
		}
	})
	t.Run("pause", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionAt(t, 3, pendingIs(engine.DecPlace))
		tb := onTable(t, ctx, s, "handoff")
		p := game.Screens.Pause(ctx, tb.S)
		ctx.Scenes.Overlay(p)
		press(ctx)
		_ = p.Update(ctx)
		press(ctx, ebiten.KeyEnter)
		_ = p.Update(ctx)
		if ctx.Scenes.HasOverlay() {
			t.Fatal("Enter did not resume from the pause overlay")
		}
	})
	t.Run("gameover", func(t *testing.T) {
		ctx := newTestContext(t)
		s := sessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
		onTable(t, ctx, s, "gameover")
		for i := 0; i < 40; i++ { // the buttons wait half a second
			tick(ctx)
		}
		tick(ctx, ebiten.KeyEnter)
		if !onSetup(ctx) {
			t.Fatalf("Enter on game over shows %T, want the set-up screen", ctx.Scenes.Current())
		}
	})
}
