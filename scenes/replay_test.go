package scenes

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/game/store"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// The replay viewer opened by mouse from game over and from the recent
// games, stepped both ways: the board's pixels at a step are the same
// whichever way it was reached, the hidden values show, the log follows,
// and Close goes back where the replay came from.

// replayOf is the replay on show.
func replayOf(t *testing.T, ctx *game.Context) *ReplayView {
	t.Helper()
	rv, ok := ctx.Scenes.Current().(*ReplayView)
	if !ok {
		t.Fatalf("%T on show, want the replay", ctx.Scenes.Current())
	}
	return rv
}

// clickTimes clicks a replay button n times, a tick apart.
func clickTimes(t *testing.T, ctx *game.Context, name string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		tick(ctx)
		clickTarget(t, ctx, name)
	}
	tick(ctx)
}

// restPointer moves the pointer off the controls (a hovered button is
// drawn lit) and lets a tick pass.
func restPointer(ctx *game.Context) {
	press(ctx)
	ctx.In.Mouse = image.Pt(600, 20)
	_ = ctx.Scenes.Current().Update(ctx)
}

// replayLogText is the replay's log as the panel lays it out.
func replayLogText(rv *ReplayView) string {
	var b strings.Builder
	for _, e := range rv.log.Lines(rv.S.Viewer) {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}

// TestReplayFromGameOver: "Watch the replay" at game over opens the game
// at its start; stepping forwards to step k and on, then back to k, shows
// the same pixels and log; the face-down tokens' values and the guard show
// in their violet rings; Close comes back to game over.
func TestReplayFromGameOver(t *testing.T) {
	ctx, tb := gameOverTable(t)
	clickTarget(t, ctx, "watchreplay")
	rv := replayOf(t, ctx)
	if rv.r.At() != 0 || rv.r.Steps() != tb.S.Moves() {
		t.Fatalf("the replay opens at step %d of %d, want 0 of %d", rv.r.At(), rv.r.Steps(), tb.S.Moves())
	}
	// Step k: in round 1's placement, with face-down tokens on the board.
	k := -1
	for s := 1; s <= rv.r.Steps() && k < 0; s++ {
		rv.r.Seek(s)
		var d game.Display
		rv.r.DisplayInto(&d)
		if d.Round == 1 && d.Phase == engine.PhasePlace && d.NumTokens >= 6 {
			k = s
		}
	}
	rv.seek(0)
	if k < 0 {
		t.Fatal("no step with six tokens placed in round 1")
	}
	clickTimes(t, ctx, "replay-forward", k)
	if rv.r.At() != k || ctx.Status["replay-step"] != game.Itoa(k) {
		t.Fatalf("after %d clicks on Step the replay is at step %d (probe %q)", k, rv.r.At(), ctx.Status["replay-step"])
	}
	restPointer(ctx)
	forwardPic, forwardPx := drawTable(t, ctx)
	forwardLog := replayLogText(rv)
	hidden := ctx.Status["replay-hidden"]
	if hidden == "" || !strings.Contains(hidden, "guard:") {
		t.Fatalf("at step %d the probe lists no hidden tokens or guard: %q", k, hidden)
	}
	// Every face-down token's value is drawn where the token lies: the
	// board differs there from the same board drawn without the replay's
	// hidden values, and nowhere else on the board but at the guard.
	var plain []byte
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		rv.board.Draw(img, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
		plain = make([]byte, 4*assets.ScreenW*assets.ScreenH)
		img.ReadPixels(plain)
	})
	n := 0
	rv.board.EachTokenSpot(func(tv engine.TokenView, at image.Point) {
		if tv.Face || tv.Value == 0 {
			return
		}
		n++
		if d := changedIn(forwardPx, plain, image.Rect(at.X-20, at.Y-20, at.X+20, at.Y+20)); d < 400 {
			t.Errorf("the hidden %d of seat %d on space %d changes %d pixels where it lies", tv.Value, tv.Seat, tv.Space, d)
		}
	})
	if n < 6 {
		t.Errorf("%d face-down tokens with their values, want the six placed", n)
	}
	gr := assets.GuardTokenRect()
	if d := changedIn(forwardPx, plain, gr); d < 400 {
		t.Errorf("the face-down guard's value changes %d pixels at the guard", d)
	}
	if !strings.Contains(forwardLog, " put the ") {
		t.Errorf("the log at step %d does not name placed tokens' values:\n%s", k, forwardLog)
	}

	// On by a round and a few steps, then back to k one step at a time.
	clickTimes(t, ctx, "replay-nextround", 1)
	clickTimes(t, ctx, "replay-forward", 5)
	if rv.r.At() <= k+5 {
		t.Fatalf("Round > did not move on: at step %d", rv.r.At())
	}
	clickTimes(t, ctx, "replay-back", rv.r.At()-k)
	if rv.r.At() != k {
		t.Fatalf("back at step %d, want %d", rv.r.At(), k)
	}
	restPointer(ctx)
	_, backPx := drawTable(t, ctx)
	// The same picture: no pixel off by more than a rounding of the GPU's
	// (scaled sprites' edges may differ by a shade or two as the atlas
	// moves them).
	if n, box := pixelsApart(backPx, forwardPx, 6); n > 0 {
		t.Errorf("step %d reached backwards draws %d pixels differently from forwards, in %v", k, n, box)
	}
	if replayLogText(rv) != forwardLog {
		t.Error("the log at the step reached backwards differs from forwards")
	}
	docShot(t, "replay-placement", forwardPic)

	// Round < goes to the round's start; Close comes back to game over.
	clickTimes(t, ctx, "replay-prevround", 1)
	if got := rv.r.At(); got != rv.r.RoundStarts()[0] {
		t.Errorf("Round < from round 1 went to step %d, want its start %d", got, rv.r.RoundStarts()[0])
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
	rv := replayOf(t, ctx)
	clickTimes(t, ctx, "replay-play", 1)
	for i := 0; i < 3*replayBeat; i++ {
		tick(ctx)
	}
	if at := rv.r.At(); at < 2 || ctx.Status["replay-playing"] != "yes" {
		t.Errorf("after three beats of Play the replay is at step %d, playing %q", at, ctx.Status["replay-playing"])
	}
	clickTimes(t, ctx, "replay-play", 1)
	at := rv.r.At()
	for i := 0; i < 2*replayBeat; i++ {
		tick(ctx)
	}
	if rv.r.At() != at {
		t.Errorf("paused, the replay still moved from step %d to %d", at, rv.r.At())
	}
	// The slider's right end is the end of the game: the final board.
	tr := ctx.UI.Targets["replay-slider"]
	press(ctx)
	ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed = image.Pt(tr.Max.X-1, tr.Min.Y+tr.Dy()/2), true, true
	_ = ctx.Scenes.Current().Update(ctx)
	press(ctx)
	_ = ctx.Scenes.Current().Update(ctx)
	if rv.r.At() != rv.r.Steps() {
		t.Fatalf("the slider's end shows step %d of %d", rv.r.At(), rv.r.Steps())
	}
	var final engine.View
	game.EngineState(done).ViewInto(engine.Spectator, &final)
	if got, want := boardSummary(&rv.board.View), boardSummary(&final); got != want || !rv.board.View.Over {
		t.Errorf("the last step shows %q, the game ended with %q", got, want)
	}
	if rv.r.Steps() > 0 {
		rv.seek(rv.r.RoundStarts()[len(rv.r.RoundStarts())-1] + 4)
		restPointer(ctx) // the buttons follow the step on the next tick
		pic, _ := drawTable(t, ctx)
		docShot(t, "replay-round", pic)
	}
	clickTarget(t, ctx, "replay-close")
	if ctx.Scenes.Current() != rc {
		t.Errorf("Close shows %T, want the recent games", ctx.Scenes.Current())
	}
	after, err := store.Load("autosave")
	if err != nil || !bytes.Equal(before, after) {
		t.Errorf("the replay changed the game in progress' autosave (%v)", err)
	}
}

// pixelsApart counts the pixels whose colour differs by more than tol in
// a channel, and the smallest rectangle holding them.
func pixelsApart(a, b []byte, tol int) (n int, box image.Rectangle) {
	for y := 0; y < assets.ScreenH; y++ {
		for x := 0; x < assets.ScreenW; x++ {
			i := 4 * (y*assets.ScreenW + x)
			for c := 0; c < 3; c++ {
				if d := int(a[i+c]) - int(b[i+c]); d > tol || d < -tol {
					n++
					box = box.Union(image.Rect(x, y, x+1, y+1))
					break
				}
			}
		}
	}
	return n, box
}
