package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// gtick runs one frame as the app does: the tooltip and the targets laid
// out afresh, the top scene (an overlay if one shows) updated.
func gtick(ctx *game.Context, keys ...ebiten.Key) {
	press(ctx, keys...)
	ctx.Frames++ // a frame drawn per tick, as a window does
	ctx.UI.BeginTick()
	clear(ctx.UI.Targets)
	_ = ctx.Scenes.Top().Update(ctx)
}

// gclick presses and releases the left button on a probe target, as the
// mouse does, each a frame of its own.
func gclick(t *testing.T, ctx *game.Context, name string) {
	t.Helper()
	r, ok := ctx.UI.Targets[name]
	if !ok {
		t.Fatalf("no target %q on %q (lesson %s)", name, ctx.Scenes.VisibleName(), ctx.Status["guide"])
	}
	at := r.Min.Add(r.Size().Div(2))
	press(ctx)
	clear(ctx.UI.Targets)
	ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed = at, true, true
	_ = ctx.Scenes.Top().Update(ctx)
	press(ctx)
	clear(ctx.UI.Targets)
	ctx.In.Mouse, ctx.In.Released = at, true
	_ = ctx.Scenes.Top().Update(ctx)
}

// guideOn is the guided game on screen.
func guideOn(t *testing.T, ctx *game.Context) *Guide {
	t.Helper()
	g, ok := ctx.Scenes.Current().(*Guide)
	if !ok {
		t.Fatalf("the guided game is not on screen: %T", ctx.Scenes.Current())
	}
	return g
}

// untilAsked ticks until the guide points at something to click (or its
// lessons are over); it returns the target's name ("" when over).
func untilAsked(t *testing.T, ctx *game.Context, maxTicks int) (string, int) {
	t.Helper()
	for i := 0; i < maxTicks; i++ {
		gtick(ctx)
		if ctx.Status["guide-done"] == "yes" {
			return "", i
		}
		if n := ctx.Status["guide-target"]; n != "" {
			return n, i
		}
	}
	t.Fatalf("the guide never asked; lesson %s on %q", ctx.Status["guide"], ctx.Scenes.VisibleName())
	return "", 0
}

// wrongTarget is another clickable thing than want on screen, preferring
// one of the same sort (another token, another lit space, Decline).
func wrongTarget(ctx *game.Context, want string) string {
	prefer := []string{"decline", "token:5", "token:6", "space:1", "space:3", "space:10", "camel:1", "take:0+", "give:0", "pay:0:0"}
	for _, n := range prefer {
		if _, ok := ctx.UI.Targets[n]; ok && n != want {
			return n
		}
	}
	return ""
}

// TestGuidePlaysThroughByClicks plays the guided first game from the
// set-up screen to the end of its lessons by probe clicks: every prompt
// points at a real target, a wrong click (and a wrong action) is refused
// and changes nothing, leaving in the middle and continuing from the
// set-up screen comes back at the same lesson, and the game then goes on
// as an ordinary one that the person finishes.
func TestGuidePlaysThroughByClicks(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	gtick(ctx)
	gclick(t, ctx, "learn")
	g := guideOn(t, ctx)
	lessons := len(g.g.Script.Lessons)
	left, refused := false, 0
	for steps := 0; ; steps++ {
		if steps > 100 {
			t.Fatal("too many steps")
		}
		want, _ := untilAsked(t, ctx, 5000)
		if want == "" {
			break
		}
		g = guideOn(t, ctx)
		lesson, before := g.g.Lesson(), g.g.S.Moves()
		if _, ok := ctx.UI.Targets[want]; !ok {
			t.Fatalf("lesson %d points at %q, which is not on screen", lesson, want)
		}
		if wrong := wrongTarget(ctx, want); wrong != "" {
			sel := g.t.modes.Placement.Selected()
			gclick(t, ctx, wrong)
			refused++
			if g.g.S.Moves() != before || g.g.Lesson() != lesson || g.t.modes.Placement.Selected() != sel ||
				ctx.Status["guide-target"] != want || g.t.toastText() == "" {
				t.Fatalf("lesson %d: the wrong click %q was not refused cleanly (target now %q, actions %d→%d, toast %q)",
					lesson, wrong, ctx.Status["guide-target"], before, g.g.S.Moves(), g.t.toastText())
			}
		}
		if lesson == 3 && g.click == 0 && ctx.Scenes.Top() == ctx.Scenes.Current() {
			// Esc opens the pause menu as in any game; Resume comes back
			// to the same lesson and prompt.
			gtick(ctx, ebiten.KeyEscape)
			if ctx.Scenes.VisibleName() != "pause" {
				t.Fatalf("Esc during a lesson showed %q", ctx.Scenes.VisibleName())
			}
			gtick(ctx)
			gclick(t, ctx, "resume")
			if ctx.Scenes.HasOverlay() || g.g.Lesson() != 3 {
				t.Fatalf("Resume: overlay %v, lesson %d", ctx.Scenes.HasOverlay(), g.g.Lesson())
			}
			gtick(ctx)
		}
		if lesson == 6 && !left {
			// Leave in the middle; the set-up screen offers to continue.
			left = true
			gclick(t, ctx, "leave-guide")
			for i := 0; i < 30; i++ {
				gtick(ctx)
			}
			if !onSetup(ctx) {
				t.Fatalf("leaving the guide showed %T", ctx.Scenes.Current())
			}
			if got := learnLabel(t, ctx, game.GuideBasic); got != "Continue the guided game" {
				t.Fatalf("the set-up screen offers %q", got)
			}
			gclick(t, ctx, "learn")
			again, _ := untilAsked(t, ctx, 5000)
			if g2 := guideOn(t, ctx); g2 == g || g2.g.Lesson() != lesson || again != ctx.Status["guide-target"] {
				t.Fatalf("continued at lesson %d pointing at %q, left at %d", g2.g.Lesson(), again, lesson)
			}
			continue
		}
		gclick(t, ctx, want)
	}
	g = guideOn(t, ctx)
	if !left || g.g.Lesson() != lessons || refused < lessons {
		t.Fatalf("left %v, lesson %d of %d, %d refusals", left, g.g.Lesson(), lessons, refused)
	}
	if game.EngineState(g.g.S).Artifacts(0) != 1 {
		t.Fatalf("the purchase lesson did not buy: %d artifacts", game.EngineState(g.g.S).Artifacts(0))
	}
	playOnAfterTheLessons(t, ctx, g)
	tickUntil(t, ctx, "game over", 3000, func() bool { gtick(ctx); return ctx.Scenes.VisibleName() == "gameover" })
}

// playOnAfterTheLessons clicks "Play on" at the end of a guide's lessons
// and plays the ordinary game that follows to its end, the person as a
// Normal bot whose every move (windows included) must be accepted.
func playOnAfterTheLessons(t *testing.T, ctx *game.Context, g *Guide) {
	t.Helper()
	gclick(t, ctx, "play-on")
	var v engine.View
	person := bot.NewNormal(11)
	for i := 0; i < 400000 && !g.g.S.Over(); i++ {
		if ctx.Scenes.VisibleName() == "summary" {
			gtick(ctx, ebiten.KeyEnter) // the round's summary: Next round
			continue
		}
		gtick(ctx)
		if g.t.q.Busy() || g.g.S.HasEvents() || !g.g.S.HumanToAct() {
			continue
		}
		g.g.S.ViewInto(&v)
		a := person.Act(&v)
		if !g.t.submit(a) {
			t.Fatalf("after the lessons the person's %v was refused: %s", a, g.t.toastText())
		}
	}
	if !g.g.S.Over() {
		t.Fatal("the game after the lessons did not end")
	}
}

// TestGuideRefusesOtherActions: during a lesson an action other than the
// one asked for (here a legal placement elsewhere) is refused, the state
// unchanged and the prompt repeated.
func TestGuideRefusesOtherActions(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	startGuide(ctx)
	untilAsked(t, ctx, 2000)
	g := guideOn(t, ctx)
	n := g.g.S.Moves()
	other := engine.Place(0, 7, engine.CaveGold)
	if g.g.S.Check(other) != nil {
		t.Fatalf("%v should be legal", other)
	}
	if g.t.submit(other) || g.g.S.Moves() != n || g.g.Lesson() != 0 {
		t.Fatal("a placement the lesson did not ask for was played")
	}
	if msg := g.t.toastText(); msg == "" {
		t.Fatal("the refusal said nothing")
	}
	if !g.t.submit(g.g.Current().Want) || g.g.Lesson() != 1 {
		t.Fatal("the lesson's own placement was refused")
	}
}

// TestGuideFromHowToPlay: How to play, opened from the set-up screen,
// offers the guided game; over an unfinished ordinary game it asks first,
// and keeping the game (Esc) leaves it as it was.
func TestGuideFromHowToPlay(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	ordinary, err := game.NewSession(game.Setup{Players: 3, Seed: "9", Seats: []game.SeatSetup{
		{Name: "Ann", Human: true}, {Name: "Bo", Level: 2, Color: 1}, {Name: "Cy", Level: 2, Color: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	if ordinary.Over() {
		t.Fatal("the ordinary game should be unfinished")
	}
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	gtick(ctx)
	if got := learnLabel(t, ctx, game.GuideBasic); got != "Learn by playing" {
		t.Fatalf("an ordinary game left unfinished: the set-up screen offers %q", got)
	}
	gclick(t, ctx, "howtoplay")
	gtick(ctx)
	gclick(t, ctx, "learn")
	if ctx.Scenes.VisibleName() != "guide-confirm" {
		t.Fatalf("over an unfinished game, Learn by playing showed %q, not a question", ctx.Scenes.VisibleName())
	}
	gtick(ctx, ebiten.KeyEscape)
	if ctx.Scenes.HasOverlay() || !game.HasAutosave() {
		t.Fatal("keeping the game did not close the question")
	}
	if r, err := game.ResumeSession(); err != nil || r.Name(0) != "Ann" {
		t.Fatalf("the unfinished game was not kept: %v", err)
	}
	gtick(ctx) // the set-up screen again, from its own button
	gclick(t, ctx, "learn")
	gtick(ctx)
	gclick(t, ctx, "start-guide")
	guideOn(t, ctx)
	if r, err := game.ResumeSession(); err != nil || r.Name(0) != "Ali" {
		t.Fatalf("the guided game is not the one saved: %v", err)
	}
}

// TestGuideLengthAtNormalSpeed measures the guided game at the normal
// animation speed with the bots' usual beat, the person answering each
// prompt at once: the ticks until the lessons end, in seconds. It keeps
// the guide short (under four minutes of the game's own time).
func TestGuideLengthAtNormalSpeed(t *testing.T) {
	guideLengthAtNormalSpeed(t, game.GuideBasic, "the guided game's lessons")
}

// guideLengthAtNormalSpeed plays a guide's lessons at the normal
// animation speed, the person clicking each pointed-at target at once,
// and checks that every click counts (as many as the lessons list) and
// that the lessons take under four minutes of the game's own time.
func guideLengthAtNormalSpeed(t *testing.T, sc *game.GuideScript, what string) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	startGuideOf(ctx, sc)
	ticks, clicks, want := 0, 0, 0
	for _, l := range sc.Lessons {
		want += len(l.Clicks)
	}
	for {
		target, n := untilAsked(t, ctx, 30000)
		ticks += n + 1
		if target == "" {
			break
		}
		g := guideOn(t, ctx)
		l, c := g.g.Lesson(), g.click
		gclick(t, ctx, target)
		if g.g.Lesson() == l && g.click == c {
			t.Fatalf("the click on %s, pointed at, was refused: %s", target, g.t.toastText())
		}
		ticks += 2
		clicks++
	}
	if clicks != want {
		t.Errorf("%d clicks, want the lessons' %d: some pointed-at click did not count", clicks, want)
	}
	secs := float64(ticks) / 60
	t.Logf("%s: %d ticks (%.0f s at 60 ticks a second) of the game's own time, %d clicks", what, ticks, secs, clicks)
	if secs > 240 {
		t.Errorf("the lessons take %.0f s of animation and bots' beats", secs)
	}
}
