package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"
)

// TestMagicGuideSellsTheCounterspell: in the magic guide's buy lesson
// Room I sells the Counterspell, face up (decision D20), and the purchase
// dialog asks. (That the dialog's tile shows the artifact on sale:
// scenes/modes' TestMagicPurchaseShowsTheArtifactOnSale.)
func TestMagicGuideSellsTheCounterspell(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	gtick(ctx)
	gclick(t, ctx, "learn-magic")
	for steps := 0; ; steps++ {
		if steps > 100 {
			t.Fatal("the magic guide never reached its purchase")
		}
		want, _ := untilAsked(t, ctx, 8000)
		if want == "" {
			t.Fatal("the magic guide ended without a purchase")
		}
		if guideOn(t, ctx).t.S.Pending().Type == engine.DecBuy {
			break
		}
		gclick(t, ctx, want)
	}
	for i := 0; i < 60; i++ {
		gtick(ctx) // the dialog fades in
	}
	g := guideOn(t, ctx)
	tb := g.t
	room := tb.S.Pending().Space.Room()
	if tb.board.View.OnSale[room] != engine.Counterspell {
		t.Fatalf("%v: room %d sells %v (all %v), want the Counterspell", tb.S.Pending(), room, tb.board.View.OnSale[room], tb.board.View.OnSale)
	}
	if got := tb.mode.Name(); got != "dialog-buy" {
		t.Fatalf("the table shows %q, want the purchase dialog", got)
	}
}
