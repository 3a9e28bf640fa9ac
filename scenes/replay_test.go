package scenes

import (
	"bytes"
	"image"
	"strconv"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/game/store"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// The replay opened by mouse from game over and from the recent games,
// and Close going back where it came from (the replay's own tests step
// it: scenes/replay), read through the probe.

// clickTimes clicks a target n times, a tick apart.
func clickTimes(t *testing.T, ctx *game.Context, name string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		tick(ctx)
		clickTarget(t, ctx, name)
	}
	tick(ctx)
}

// replayStep is the replay's step on show and its number of steps, as the
// probe says.
func replayStep(ctx *game.Context) (at, steps int) {
	at, _ = strconv.Atoi(ctx.Status["replay-step"])
	steps, _ = strconv.Atoi(ctx.Status["replay-steps"])
	return at, steps
}

// TestReplayFromGameOver: "Watch the replay" at game over opens the game
// at its start, and Close comes back to game over.
func TestReplayFromGameOver(t *testing.T) {
	ctx, tb := gameOverTable(t)
	clickTarget(t, ctx, "watchreplay")
	tick(ctx)
	if at, steps := replayStep(ctx); ctx.Scenes.VisibleName() != "replay" || at != 0 || steps != tb.S.Moves() {
		t.Fatalf("%q shows step %d of %d, want the replay at 0 of %d", ctx.Scenes.VisibleName(), at, steps, tb.S.Moves())
	}
	clickTimes(t, ctx, "replay-forward", 3)
	if at, _ := replayStep(ctx); at != 3 {
		t.Errorf("three clicks on Step show step %d", at)
	}
	clickTarget(t, ctx, "replay-close")
	if tableOf(t, ctx.Scenes.Current()) != tb || tb.Name() != "gameover" {
		t.Error("Close did not come back to game over")
	}
}

// TestReplayFromRecentGames: the set-up screen's "Recent games" lists the
// finished game; "Watch the replay" opens it; Play steps on by itself,
// the slider jumps, and the last step shows the final board; a game in
// progress keeps its autosave byte for byte; Close comes back to the list.
func TestReplayFromRecentGames(t *testing.T) {
	ctx := newTestContext(t)
	done := sessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
	// A game in progress, saved, which the replay must not touch.
	inPlay := sessionAt(t, 3, func(s *game.Session) bool { return s.Round() == 2 })
	inPlay.Save()
	before, err := store.Load("autosave")
	if err != nil {
		t.Fatal(err)
	}
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	tick(ctx)
	clickTarget(t, ctx, "recentgames")
	rc := ctx.Scenes.Current()
	if game.SceneName(rc) != "recent" {
		t.Fatalf("Recent games shows %q", game.SceneName(rc))
	}
	tick(ctx)
	if n := ctx.Status["recent-games"]; n != "1" {
		t.Fatalf("the list holds %s games", n)
	}
	if _, ok := ctx.UI.Targets["recent-rematch"]; ok {
		t.Error("Rematch is offered over an unfinished game")
	}
	clickTarget(t, ctx, "recent-row:0")
	clickTarget(t, ctx, "recent-open")
	tick(ctx)
	if ctx.Scenes.VisibleName() != "replay" {
		t.Fatalf("Watch the replay shows %q", ctx.Scenes.VisibleName())
	}
	clickTimes(t, ctx, "replay-play", 1)
	const beat = 40 // the replay's ticks between two steps while it plays, at normal speed
	for i := 0; i < 3*beat; i++ {
		tick(ctx)
	}
	if at, _ := replayStep(ctx); at < 2 || ctx.Status["replay-playing"] != "yes" {
		t.Errorf("after three beats of Play the replay is at step %d, playing %q", at, ctx.Status["replay-playing"])
	}
	clickTimes(t, ctx, "replay-play", 1)
	at, _ := replayStep(ctx)
	for i := 0; i < 2*beat; i++ {
		tick(ctx)
	}
	if now, _ := replayStep(ctx); now != at {
		t.Errorf("paused, the replay still moved from step %d to %d", at, now)
	}
	// The slider's right end is the end of the game: the final board.
	tr := ctx.UI.Targets["replay-slider"]
	press(ctx)
	ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed = image.Pt(tr.Max.X-1, tr.Min.Y+tr.Dy()/2), true, true
	_ = ctx.Scenes.Current().Update(ctx)
	press(ctx)
	_ = ctx.Scenes.Current().Update(ctx)
	tick(ctx)
	if at, steps := replayStep(ctx); at != steps {
		t.Fatalf("the slider's end shows step %d of %d", at, steps)
	}
	var final engine.View
	game.EngineState(done).ViewInto(engine.Spectator, &final)
	if got, want := ctx.Status["shown"], board.Summary(&final); got != want {
		t.Errorf("the last step shows %q, the game ended with %q", got, want)
	}
	// Four steps into the last round, for the documentation's picture.
	tick(ctx, ebiten.KeyUp)
	for range 4 {
		tick(ctx, ebiten.KeyRight)
	}
	restPointer(ctx)
	pic, _ := drawTable(t, ctx)
	docShot(t, "replay-round", pic)
	clickTarget(t, ctx, "replay-close")
	if ctx.Scenes.Current() != rc {
		t.Errorf("Close shows %T, want the recent games", ctx.Scenes.Current())
	}
	after, err := store.Load("autosave")
	if err != nil || !bytes.Equal(before, after) {
		t.Errorf("the replay changed the game in progress' autosave (%v)", err)
	}
}

// restPointer moves the pointer off the controls (a hovered button is
// drawn lit) and lets a tick pass.
func restPointer(ctx *game.Context) {
	press(ctx)
	ctx.In.Mouse = image.Pt(600, 20)
	_ = ctx.Scenes.Current().Update(ctx)
}
