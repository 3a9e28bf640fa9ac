package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestTheRulesAreAskedOncePerDecision: while a person places a token in a
// magic game (the tray, the lit cards, the casting mode and the board all
// read what they may do), the table asks the rules for the legal actions
// once for the decision, however many ticks the person takes, and not at
// all for the next person's decision, hidden behind the hand-off.
func TestTheRulesAreAskedOncePerDecision(t *testing.T) {
	ctx := newTestContext(t)
	s := magicSessionAt(t, 3, func(s *game.Session) bool {
		return s.Round() == 1 && pendingIs(engine.DecPlace)(s) && s.Moves() > 6
	})
	onTable(t, ctx, s, "handoff")
	before := s.LegalAsked()
	tick(ctx, ebiten.KeyEnter) // the person takes the screen
	for i := 0; i < 30; i++ {
		tick(ctx) // the person looks at the board
	}
	moves := s.Moves()
	clickTarget(t, ctx, firstTarget(t, ctx, "token:"))
	clickTarget(t, ctx, firstTarget(t, ctx, "space:"))
	if s.Moves() == moves {
		t.Fatal("the token was not placed")
	}
	for i := 0; i < 10; i++ {
		tick(ctx)
	}
	if n := s.LegalAsked() - before; n != 1 {
		t.Errorf("the rules were asked %d times for the legal actions of one placement, want once", n)
	}
}
