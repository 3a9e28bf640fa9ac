package scenes

import (
	"image"
	"reflect"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/modes"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// A round's recap reopened from the log: the log line of each finished
// round opens that round's summary again, with the figures the summary
// showed as the round ended, over a table that waits and comes back as it
// was; after the game is closed and continued the recaps still open, with
// the same figures.

// topTick runs one tick the way the app does: the overlay if one is up,
// else the scene; the probe's targets are this tick's alone. set, if any,
// gives the tick its input.
func topTick(ctx *game.Context, set func(in *game.Input)) {
	press(ctx)
	for k := range ctx.UI.Targets {
		delete(ctx.UI.Targets, k)
	}
	if set != nil {
		set(ctx.In)
	}
	_ = ctx.Scenes.Top().Update(ctx)
}

// clickOnTop clicks the named target of the scene on top: a press and a
// release, and no tick after (the table must not move on before the test
// looks).
func clickOnTop(t *testing.T, ctx *game.Context, name string) {
	t.Helper()
	r, ok := ctx.UI.Targets[name]
	if !ok {
		t.Fatalf("no %q to click on %q", name, ctx.Scenes.VisibleName())
	}
	at := r.Min.Add(r.Size().Div(2))
	topTick(ctx, func(in *game.Input) { in.Mouse, in.Clicked, in.Pressed = at, true, true })
	topTick(ctx, func(in *game.Input) { in.Mouse, in.Released = at, true })
}

// logCentre is the middle of the table's log, once laid out.
func logCentre(tb *Table) image.Point {
	r := tb.panel.log.Rect
	return r.Min.Add(r.Size().Div(2))
}

// scrollToRecap scrolls the log (the wheel over the point log gives,
// once the panel is laid out) until round's recap line shows, as a person
// would.
func scrollToRecap(t *testing.T, ctx *game.Context, log func() image.Point, round int) {
	t.Helper()
	topTick(ctx, nil) // the panel laid out
	over := log()
	topTick(ctx, func(in *game.Input) { in.Mouse, in.Wheel = over, -1000 }) // to the log's end
	for i := 0; i < 1000; i++ {
		if _, ok := ctx.UI.Targets[gamelog.RecapTarget(round)]; ok {
			return
		}
		topTick(ctx, func(in *game.Input) { in.Mouse, in.Wheel = over, 1 }) // three lines up
	}
	t.Fatalf("round %d's recap line is nowhere in the log", round)
}

// clickRecapLine clicks round's recap line (on show) and returns the
// recap it opened.
func clickRecapLine(t *testing.T, ctx *game.Context, round int) *Recap {
	t.Helper()
	clickOnTop(t, ctx, gamelog.RecapTarget(round))
	rc, ok := ctx.Scenes.Top().(*Recap)
	if !ok {
		t.Fatalf("the line of round %d's recap opens %q, want the recap", round, ctx.Scenes.VisibleName())
	}
	return rc
}

// openRecapFromLog finds round's recap line in the log and clicks it.
func openRecapFromLog(t *testing.T, ctx *game.Context, log func() image.Point, round int) *Recap {
	t.Helper()
	scrollToRecap(t, ctx, log, round)
	return clickRecapLine(t, ctx, round)
}

// playToRound3 plays a game of one person and two bots into round 3,
// stopping at a moment a bot is to place; it returns the table and the
// figures each round's summary showed.
func playToRound3(t *testing.T, ctx *game.Context) (*Table, map[int]modes.RoundFigures) {
	t.Helper()
	tb, shown := playNotingSummaries(t, ctx, func(tb *Table) bool {
		s := tb.S
		return s.Round() == 3 && !tb.q.Busy() && s.Phase() == engine.PhasePlace && !s.IsHuman(int(s.Pending().Seat))
	})
	if len(shown) != 2 {
		t.Fatalf("%d summaries shown before round 3, want 2", len(shown))
	}
	for r, f := range shown {
		if f.Gains.Number != r || f.Players != 3 {
			t.Fatalf("round %d's summary holds round %d of %d players", r, f.Gains.Number, f.Players)
		}
	}
	return tb, shown
}

// playNotingSummaries plays seed 12's game of one person and two bots
// until stop, noting the figures each round's summary showed.
func playNotingSummaries(t *testing.T, ctx *game.Context, stop func(*Table) bool) (*Table, map[int]modes.RoundFigures) {
	t.Helper()
	setup := soloSetup()
	setup.Seed = "12"
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	shown := map[int]modes.RoundFigures{}
	tb := playLive(t, ctx, s, func(tb *Table) bool {
		if ctx.Scenes.VisibleName() == "summary" {
			if _, ok := shown[tb.round.Number]; !ok {
				shown[tb.round.Number] = modes.FiguresOf(tb.round.RoundStats, &tb.board.View)
			}
		}
		return stop(tb)
	})
	return tb, shown
}

// TestRecapFromTheLog: in round 3, the log's lines "Round 1 recap" and
// "Round 2 recap", clicked, open those rounds' summaries with the figures
// they showed as each round ended. The game waits behind the recap (a bot
// to play does not move); Esc or Close returns to the same table in the
// same mode and state, and the bot then plays. Closed and continued, the
// game's recaps open with the same figures.
func TestRecapFromTheLog(t *testing.T) {
	ctx := newTestContext(t)
	tb, shown := playToRound3(t, ctx)
	s := tb.S
	bought := 0
	for _, f := range shown {
		for p := 0; p < f.Players; p++ {
			bought += len(f.Gains.Artifacts[p])
		}
	}
	if bought == 0 {
		t.Log("no artifact bought in rounds 1-2: the recaps' artifact columns are empty")
	}
	var logLines []string
	for _, e := range tb.log.Entries {
		if e.Recap > 0 {
			logLines = append(logLines, e.Text)
		}
	}
	if strings.Join(logLines, "|") != "Round 1 recap|Round 2 recap" {
		t.Fatalf("the log's recap lines are %q", logLines)
	}

	for round := 1; round <= 2; round++ {
		// The scene tests' bots wait for the test (they move only under
		// FastBots): still while the log scrolls, on their own from the
		// click on, when the recap must hold them.
		ctx.FastBots = false
		scrollToRecap(t, ctx, func() image.Point { return logCentre(tb) }, round)
		ctx.FastBots = true
		if s.HumanToAct() || s.Phase() != engine.PhasePlace {
			t.Fatal("no bot is to place as the recap opens")
		}
		hash, mode := game.EngineState(s).Hash(), ctx.Scenes.VisibleName()
		rc := clickRecapLine(t, ctx, round)
		if !reflect.DeepEqual(rc.fig, shown[round]) {
			t.Errorf("round %d's recap shows\n%+v\nthe summary showed\n%+v", round, rc.fig, shown[round])
		}
		for i := 0; i < 120; i++ {
			topTick(ctx, nil)
		}
		if ctx.Scenes.VisibleName() != "recap" || game.EngineState(s).Hash() != hash {
			t.Fatalf("with round %d's recap open the game moved on (scene %q)", round, ctx.Scenes.VisibleName())
		}
		if round == 1 {
			topTick(ctx, func(in *game.Input) { in.Press(ebiten.KeyEscape) })
		} else {
			clickOnTop(t, ctx, "recap-close")
		}
		if ctx.Scenes.HasOverlay() || ctx.Scenes.VisibleName() != mode || game.EngineState(s).Hash() != hash {
			t.Fatalf("closing round %d's recap leaves %q (overlay %v), want %q; state changed: %v",
				round, ctx.Scenes.VisibleName(), ctx.Scenes.HasOverlay(), mode, game.EngineState(s).Hash() != hash)
		}
	}
	moves := s.Moves()
	tickUntil(t, ctx, "the bot's move after the recap", 400, func() bool { return s.Moves() > moves })
	ctx.FastBots = false

	// Closed and continued: the same figures, from the autosave's record.
	tickUntil(t, ctx, "a quiet table", 2000, func() bool { return !tb.q.Busy() })
	s.Save()
	resumed := resumeOnTable(t, ctx, "placement")
	for round := 1; round <= 2; round++ {
		rc := openRecapFromLog(t, ctx, func() image.Point { return logCentre(resumed) }, round)
		if !reflect.DeepEqual(rc.fig, shown[round]) {
			t.Errorf("after continuing, round %d's recap shows\n%+v\nthe summary showed\n%+v", round, rc.fig, shown[round])
		}
		topTick(ctx, func(in *game.Input) { in.Press(ebiten.KeyEscape) })
	}
}

// TestRecapIsTheSummaryRedrawn: round 2's recap, opened in round 3, draws
// the table of figures as round 2's summary drew it (the card from the
// column heads to the palace's count, pixel for pixel); with
// ALADDIN_DOC_SHOTS set it writes docs' recap-from-log.png.
func TestRecapIsTheSummaryRedrawn(t *testing.T) {
	ctx := newTestContext(t)
	setup := soloSetup()
	setup.Seed = "12"
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	fr := modes.RoundTableRect(setup.Players)
	card := image.Rect(fr.Min.X+8, fr.Min.Y+92, fr.Max.X-8, fr.Max.Y-90)
	var summary []byte
	tb := playLive(t, ctx, s, func(tb *Table) bool {
		if ctx.Scenes.VisibleName() == "summary" && tb.round.Number == 2 && summary == nil {
			for tb.fade.Active() {
				tick(ctx) // the summary fully in, no tooltip (the pointer rests at 0,0)
			}
			_, summary = drawTop(t, ctx)
		}
		return s.Round() == 3 && !tb.q.Busy() && s.Phase() == engine.PhasePlace && s.HumanToAct()
	})
	if summary == nil {
		t.Fatal("round 2's summary never showed")
	}
	for tb.fade.Active() {
		tick(ctx) // the placement fully in: the picture shows no cross-fade
	}
	openRecapFromLog(t, ctx, func() image.Point { return logCentre(tb) }, 2)
	topTick(ctx, func(in *game.Input) { in.Mouse = image.Pt(5, 5) })
	pic, recap := drawTop(t, ctx)
	// The token backs beside the names are drawn scaled and filtered: a
	// shade or two may differ between two draws, never a figure.
	shown := &image.RGBA{Pix: summary, Stride: 4 * assets.ScreenW, Rect: pic.Rect}
	if d := scenetest.DiffBounds(shown.SubImage(card).(*image.RGBA), pic.SubImage(card).(*image.RGBA)); !d.Empty() {
		t.Errorf("round 2's recap differs from its summary in %v", d)
	}
	if d := scenetest.ChangedIn(summary, recap, image.Rect(0, 0, assets.ScreenW, assets.ScreenH)); d == 0 {
		t.Error("the recap is drawn exactly as the summary: no title, no Close")
	}
	docShot(t, "recap-from-log", pic)
}

// drawTop paints the scene on show and the overlay over it, as the app
// does, and reads the pixels.
func drawTop(t *testing.T, ctx *game.Context) (*image.RGBA, []byte) {
	t.Helper()
	var pic *image.RGBA
	var px []byte
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		ctx.Scenes.Current().Draw(img)
		if top := ctx.Scenes.Top(); top != ctx.Scenes.Current() {
			top.Draw(img)
		}
		px = make([]byte, 4*assets.ScreenW*assets.ScreenH)
		img.ReadPixels(px)
		pic = &image.RGBA{Pix: px, Stride: 4 * assets.ScreenW, Rect: image.Rect(0, 0, assets.ScreenW, assets.ScreenH)}
	})
	return pic, px
}

// TestRecapFromTheReplay: in the replay of a finished game, each round's
// recap line opens the figures that round's summary showed when the game
// was played.
func TestRecapFromTheReplay(t *testing.T) {
	ctx := newTestContext(t)
	tb, shown := playNotingSummaries(t, ctx, func(tb *Table) bool {
		return tb.S.Over() // every summary shown: the last round ends with the game
	})
	s := tb.S
	if !s.Over() || len(shown) < 2 {
		t.Fatalf("the game ended (%v) after %d summaries; want it over after 2 or more", s.Over(), len(shown))
	}
	fin, err := s.FinishedGame()
	if err != nil {
		t.Fatal(err)
	}
	rv, err := game.NewReplay(ctx, fin, tb)
	if err != nil {
		t.Fatal(err)
	}
	ctx.Scenes = &game.Manager{}
	ctx.Scenes.Switch(rv)
	// The end of the game: the slider's right end.
	topTick(ctx, nil)
	tr := ctx.UI.Targets["replay-slider"]
	topTick(ctx, func(in *game.Input) {
		in.Mouse, in.Clicked, in.Pressed = image.Pt(tr.Max.X-1, tr.Min.Y+tr.Dy()/2), true, true
	})
	topTick(ctx, nil)
	end := ctx.Status["replay-step"]
	if end != ctx.Status["replay-steps"] || end == "" {
		t.Fatalf("the slider's end shows step %s of %s", end, ctx.Status["replay-steps"])
	}
	for round := 1; round <= len(shown); round++ {
		rc := openRecapFromLog(t, ctx, func() image.Point { return replayLogAt }, round)
		if !reflect.DeepEqual(rc.fig, shown[round]) {
			t.Errorf("the replay's recap of round %d shows\n%+v\nthe summary showed\n%+v", round, rc.fig, shown[round])
		}
		topTick(ctx, func(in *game.Input) { in.Press(ebiten.KeyEscape) })
		if ctx.Scenes.HasOverlay() || ctx.Scenes.Top() != rv || ctx.Status["replay-step"] != end {
			t.Fatalf("Esc on the recap leaves %q at step %s", ctx.Scenes.VisibleName(), ctx.Status["replay-step"])
		}
	}
}

// replayLogAt is a point over the replay's log: the bottom of the side
// panel.
var replayLogAt = image.Pt(assets.BoardW+200, assets.ScreenH-60)

// TestFoldedRoundKeepsItsRecapLine: a round folded in the log (a click on
// its header) still shows its recap line under the header.
func TestFoldedRoundKeepsItsRecapLine(t *testing.T) {
	ctx := newTestContext(t)
	tb, _ := playToRound3(t, ctx)
	tb.panel.log.SetFolded(1, true)
	tb.panel.log.Layout(tb.ctx.UI, &tb.log, tb.S)
	var round1 []string
	for _, l := range tb.panel.log.Lines {
		if l.Round == 1 {
			round1 = append(round1, l.Text)
		}
	}
	if len(round1) != 2 || !strings.HasPrefix(round1[0], "Round 1  (folded") || round1[1] != "Round 1 recap" {
		t.Errorf("folded round 1 reads %q; want its header and its recap line", round1)
	}
}
