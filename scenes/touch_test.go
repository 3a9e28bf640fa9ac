package scenes

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
)

// Touch through the same input layer as the mouse (game/pointer.go): the
// test feeds finger events with their times, and the table is ticked as
// the app ticks it, 16 ms a tick.

type finger struct {
	ctx *game.Context
	ms  float64
	id  int
}

// run plays n ticks.
func (f *finger) run(n int) {
	for i := 0; i < n; i++ {
		f.ms += 16
		f.ctx.Tick++
		f.ctx.StepInput(f.ms)
		_ = f.ctx.Scenes.Top().Update(f.ctx)
		f.ctx.EndInput()
	}
}

func (f *finger) feed(kind game.PointerKind, at image.Point) {
	f.ctx.In.Feed(game.PointerEvent{Kind: kind, ID: f.id, Touch: true, At: at, Ms: f.ms})
}

// tap touches at and lifts 60 ms later, then lets the tap arrive.
func (f *finger) tap(at image.Point) {
	f.id++
	f.feed(game.PointerDown, at)
	f.ms += 60
	f.feed(game.PointerUp, at)
	f.run(6)
}

// tapTarget taps the middle of the probe's target name.
func (f *finger) tapTarget(t *testing.T, name string) {
	t.Helper()
	r, ok := f.ctx.UI.Targets[name]
	if !ok {
		t.Fatalf("no target %q on %q", name, f.ctx.Scenes.VisibleName())
	}
	f.tap(mid(r))
}

// drag presses at from, moves to to in steps, and lifts there.
func (f *finger) drag(from, to image.Point) {
	f.id++
	f.feed(game.PointerDown, from)
	f.run(1)
	for i := 1; i <= 5; i++ {
		f.feed(game.PointerMove, from.Add(to.Sub(from).Mul(i).Div(5)))
		f.run(1)
	}
	f.feed(game.PointerUp, to)
	f.run(6)
}

// hold rests a finger at for ms milliseconds, still down.
func (f *finger) hold(at image.Point, ms float64) {
	f.id++
	f.feed(game.PointerDown, at)
	for end := f.ms + ms; f.ms < end; {
		f.run(1)
	}
}

func (f *finger) lift(at image.Point) {
	f.feed(game.PointerUp, at)
	f.run(4)
}

func mid(r image.Rectangle) image.Point { return r.Min.Add(r.Size().Div(2)) }

// until ticks until ok holds (a bounded number of ticks, never a clock).
func (f *finger) until(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for i := 0; i < 2000 && !ok(); i++ {
		f.run(1)
	}
	if !ok() {
		t.Fatalf("never reached %s; on show %q", what, f.ctx.Scenes.VisibleName())
	}
}

// A hot-seat game played by fingers alone: the hand-off card tapped, a
// long press on a cave shows its help and a tap on that note opens its
// rules, a token tapped and a lit space tapped places it, a token tapped
// twice goes back, and the next player drags a token to a space. No key
// is pressed, and the prompts speak of taps.
func TestAGameByTouch(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionAt(t, 3, pendingIs(engine.DecPlace))
	onTable(t, ctx, s, "handoff")
	f := &finger{ctx: ctx}
	f.run(2)
	f.tapTarget(t, "ready")
	f.until(t, "the placement", func() bool { return ctx.Scenes.VisibleName() == "placement" })
	if !ctx.UI.Touch() {
		t.Fatal("the screens do not know the player uses a finger")
	}

	// A long press on the red cave: its help, with the way to its rules.
	cave := assets.SpaceRect(assets.SpaceRedCave)
	at := image.Pt(mid(cave).X, cave.Max.Y-20)
	f.hold(at, 650)
	if !ctx.In.Holding() || !strings.Contains(ctx.UI.TipText(), "Tap this note for the rules") {
		t.Fatalf("a long press on the cave shows %q (holding %v)", ctx.UI.TipText(), ctx.In.Holding())
	}
	moves := s.Moves()
	f.lift(at)
	if ctx.UI.TipText() == "" {
		t.Fatal("the help went away when the finger lifted")
	}
	_, note := ctx.UI.TipBox()
	f.tap(mid(note))
	rules := openRules(t, ctx)
	if want := spaceRuleSection(assets.SpaceRedCave); rules.Section() != want {
		t.Fatalf("the note opened %q, want %q", rules.Section(), want)
	}
	f.tapTarget(t, "rules-back")
	f.until(t, "the table again", func() bool { return ctx.Scenes.VisibleName() == "placement" })
	if s.Moves() != moves {
		t.Fatal("the long press or the note played a move")
	}

	// Tap a token, tap it again: back behind the screen. Tap it, tap a space.
	token := firstTarget(t, ctx, "token:")
	f.tapTarget(t, token)
	space := firstTarget(t, ctx, "space:")
	f.tapTarget(t, token)
	if name := firstTargetOrNone(ctx, "space:"); name != "" {
		t.Fatalf("the token tapped again is still in hand (%s lit)", name)
	}
	f.tapTarget(t, token)
	f.tapTarget(t, space)
	if s.Moves() != moves+1 {
		t.Fatalf("tapping a token then %s placed nothing (%d moves, was %d)", space, s.Moves(), moves)
	}
	if placed := game.EngineRecord(s).Actions[moves]; placed.Type != engine.ActPlace || "space:"+game.Itoa(int(placed.Space)) != space {
		t.Fatalf("the move recorded is %v, not a token on %s", placed, space)
	}

	// The next person: the hand-off, then a token dragged to a space.
	f.until(t, "the next hand-off", func() bool { return ctx.Scenes.VisibleName() == "handoff" })
	f.run(2)
	f.tapTarget(t, "ready")
	f.until(t, "the next placement", func() bool {
		return ctx.Scenes.VisibleName() == "placement" && firstTargetOrNone(ctx, "token:") != ""
	})
	from := mid(ctx.UI.Targets[firstTarget(t, ctx, "token:")])
	f.tap(from) // to see which spaces light up for it
	to := mid(ctx.UI.Targets[firstTarget(t, ctx, "space:")])
	f.tap(from) // and back behind the screen
	f.drag(from, to)
	if s.Moves() != moves+2 {
		t.Fatalf("dragging a token to a lit space placed nothing (%d moves)", s.Moves())
	}
}

// firstTarget is the first target, in name order, whose name begins with
// prefix.
func firstTarget(t *testing.T, ctx *game.Context, prefix string) string {
	t.Helper()
	name := firstTargetOrNone(ctx, prefix)
	if name == "" {
		t.Fatalf("no %s target on %q", prefix, ctx.Scenes.VisibleName())
	}
	return name
}

func firstTargetOrNone(ctx *game.Context, prefix string) string {
	best := ""
	for name := range ctx.UI.Targets {
		if strings.HasPrefix(name, prefix) && (best == "" || name < best) {
			best = name
		}
	}
	return best
}
