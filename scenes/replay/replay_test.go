package replay

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The replay viewer stepped both ways: the board's pixels at a step are
// the same whichever way it was reached, the hidden values show, the log
// follows, and Close goes back where the replay came from. (Opening it
// from game over and from the recent games is the scenes' tests'.)

// finishedReplay is a finished three-player game in the replay, on show,
// whose Close goes back to back.
func finishedReplay(t *testing.T, ctx *game.Context, setup game.Setup, back game.Scene) (*Scene, *game.Session) {
	t.Helper()
	s := scenetest.SessionFrom(t, setup, func(s *game.Session) bool { return s.Over() })
	fin, err := s.FinishedGame()
	if err != nil {
		t.Fatal(err)
	}
	rv, err := New(ctx, fin, back)
	if err != nil {
		t.Fatal(err)
	}
	ctx.Scenes.Switch(rv)
	scenetest.Tick(ctx)
	return rv, s
}

// clickTimes clicks a replay button n times, a tick apart.
func clickTimes(t *testing.T, ctx *game.Context, name string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		scenetest.Tick(ctx)
		scenetest.Click(t, ctx, name)
	}
	scenetest.Tick(ctx)
}

// restPointer moves the pointer off the controls (a hovered button is
// drawn lit) and lets a tick pass.
func restPointer(ctx *game.Context) {
	scenetest.Press(ctx)
	ctx.In.Mouse = image.Pt(600, 20)
	_ = ctx.Scenes.Current().Update(ctx)
}

// logText is the replay's log as the panel lays it out.
func logText(rv *Scene) string {
	var b strings.Builder
	for _, e := range rv.log.Lines(rv.S.Viewer) {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}

// TestReplaySteppedBothWays: the replay opens at the game's start;
// stepping forwards to step k and on, then back to k, shows the same
// pixels and log; the face-down tokens' values and the guard show in their
// violet rings; Close goes back where the replay came from.
func TestReplaySteppedBothWays(t *testing.T) {
	ctx := scenetest.Context(t)
	back, _ := finishedReplay(t, ctx, scenetest.HumanSetup(3), nil)
	rv, s := finishedReplay(t, ctx, scenetest.HumanSetup(3), back)
	if rv.r.At() != 0 || rv.r.Steps() != s.Moves() {
		t.Fatalf("the replay opens at step %d of %d, want 0 of %d", rv.r.At(), rv.r.Steps(), s.Moves())
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
	forwardPic := scenetest.DrawScene(t, rv)
	forwardPx := forwardPic.Pix
	forwardLog := logText(rv)
	hidden := ctx.Status["replay-hidden"]
	if hidden == "" || !strings.Contains(hidden, "guard:") {
		t.Fatalf("at step %d the probe lists no hidden tokens or guard: %q", k, hidden)
	}
	// Every face-down token's value is drawn where the token lies: the
	// board differs there from the same board drawn without the replay's
	// hidden values, and nowhere else on the board but at the guard.
	var plain []byte
	scenetest.OnGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		rv.board.Draw(img, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
		plain = make([]byte, 4*assets.ScreenW*assets.ScreenH)
		img.ReadPixels(plain)
	})
	n := 0
	rv.board.Spots.EachTokenSpot(func(tv engine.TokenView, at image.Point) {
		if tv.Face || tv.Value == 0 {
			return
		}
		n++
		if d := scenetest.ChangedIn(forwardPx, plain, image.Rect(at.X-20, at.Y-20, at.X+20, at.Y+20)); d < 400 {
			t.Errorf("the hidden %d of seat %d on space %d changes %d pixels where it lies", tv.Value, tv.Seat, tv.Space, d)
		}
	})
	if n < 6 {
		t.Errorf("%d face-down tokens with their values, want the six placed", n)
	}
	gr := assets.GuardTokenRect()
	if d := scenetest.ChangedIn(forwardPx, plain, gr); d < 400 {
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
	backPx := scenetest.DrawScene(t, rv).Pix
	// The same picture: no pixel off by more than a rounding of the GPU's
	// (scaled sprites' edges may differ by a shade or two as the atlas
	// moves them).
	if n, box := scenetest.PixelsApart(backPx, forwardPx, 6); n > 0 {
		t.Errorf("step %d reached backwards draws %d pixels differently from forwards, in %v", k, n, box)
	}
	if logText(rv) != forwardLog {
		t.Error("the log at the step reached backwards differs from forwards")
	}
	scenetest.DocShot(t, "replay-placement", forwardPic)

	// Round < goes to the round's start; Close goes back.
	clickTimes(t, ctx, "replay-prevround", 1)
	if got := rv.r.At(); got != rv.r.RoundStarts()[0] {
		t.Errorf("Round < from round 1 went to step %d, want its start %d", got, rv.r.RoundStarts()[0])
	}
	scenetest.Click(t, ctx, "replay-close")
	if ctx.Scenes.Current() != game.Scene(back) {
		t.Error("Close did not go back where the replay came from")
	}
}
