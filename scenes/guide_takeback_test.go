package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"
)

// TestTakeBackIntoTheLessons: the magic guide's last lesson is a
// Counterspell, followed by the person's purchase in the same room;
// taken back at once (nothing hidden shown since), the game goes back to
// that lesson with the guide pointing at it again, not to a plain table
// whose bots no longer follow the script.
func TestTakeBackIntoTheLessons(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	gtick(ctx)
	gclick(t, ctx, "learn-magic")
	g := guideOn(t, ctx)
	lessons := len(g.g.Script.Lessons)
	for steps := 0; ; steps++ {
		if steps > 100 {
			t.Fatal("too many steps")
		}
		want, _ := untilAsked(t, ctx, 5000)
		if want == "" {
			break
		}
		gclick(t, ctx, want)
	}
	g = guideOn(t, ctx)
	if g.g.Lesson() != lessons {
		t.Fatalf("lesson %d of %d at the end", g.g.Lesson(), lessons)
	}
	gclick(t, ctx, "play-on")
	gtick(ctx)
	last := game.EngineRecord(g.g.S).Actions[g.g.S.Moves()-1]
	if _, ok := ctx.UI.Targets["takeback"]; !ok || last.Type != engine.ActInvoke || last.Seat != 0 {
		t.Fatalf("after the Counterspell lesson: Take back offered %v, last moves %v", ok, game.EngineRecord(g.g.S).Actions[g.g.S.Moves()-4:])
	}
	gclick(t, ctx, "takeback")
	back, _ := untilAsked(t, ctx, 5000)
	g2 := guideOn(t, ctx)
	if g2 == g || g2.g.Lesson() != lessons-1 || back == "" {
		t.Fatalf("taken back: lesson %d of %d, pointing at %q; want the Counterspell lesson again", g2.g.Lesson(), lessons, back)
	}
}
