package scenes

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	_ "aladdin/scenes/pause"     // the pause overlay, opened through game.Screens
	_ "aladdin/scenes/recent"    // recent games, likewise
	_ "aladdin/scenes/replay"    // the replay, likewise
	_ "aladdin/scenes/rulesbook" // the rules book, likewise
	"aladdin/scenes/scenetest"
	_ "aladdin/scenes/setup" // the set-up screen, likewise

	"github.com/hajimehoshi/ebiten/v2"
)

// The scene tests run real scenes tick by tick with scripted input: a
// context like the app's (assets, UI, a silent audio, its own data
// folder), sessions driven to a chosen moment by bots' moves submitted as
// if people made them, and Update called the way the app calls it.

// The harness itself is scenetest's, shared with the other screens'
// packages; these are its short names here.

func newTestContext(t *testing.T) *game.Context { t.Helper(); return scenetest.Context(t) }

func humanSetup(n int) game.Setup { return scenetest.HumanSetup(n) }

func sessionAt(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	return scenetest.SessionAt(t, players, want)
}

func sessionWithEvents(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	return scenetest.SessionWithEvents(t, players, want)
}

func magicSessionAt(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	return scenetest.MagicSessionAt(t, players, want)
}

func sessionFrom(t *testing.T, base game.Setup, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	return scenetest.SessionFrom(t, base, want)
}

func pendingIs(d engine.DecisionType) func(*game.Session) bool { return scenetest.PendingIs(d) }

func press(ctx *game.Context, keys ...ebiten.Key) { scenetest.Press(ctx, keys...) }

func tick(ctx *game.Context, keys ...ebiten.Key) { scenetest.Tick(ctx, keys...) }

func tickUntil(t *testing.T, ctx *game.Context, what string, n int, ok func() bool) {
	t.Helper()
	scenetest.TickUntil(t, ctx, what, n, ok)
}

func tickTop(ctx *game.Context, keys ...ebiten.Key) { scenetest.TickTop(ctx, keys...) }

func clearTargets(ctx *game.Context) { scenetest.ClearTargets(ctx) }

func clickTop(t *testing.T, ctx *game.Context, name string) {
	t.Helper()
	scenetest.ClickTop(t, ctx, name)
}

func targetNames(ctx *game.Context) []string { return scenetest.TargetNames(ctx) }

func typeText(ctx *game.Context, s string) { scenetest.TypeText(ctx, s) }

func onGPU(t *testing.T, job func()) { t.Helper(); scenetest.OnGPU(t, job) }

func drawScene(t *testing.T, sc game.Scene) *image.RGBA {
	t.Helper()
	return scenetest.DrawScene(t, sc)
}

func countIn(pic *image.RGBA, r image.Rectangle, keep func(c color.RGBA) bool) int {
	return scenetest.CountIn(pic, r, keep)
}

func near(a, b color.RGBA, d int) bool { return scenetest.Near(a, b, d) }

func docShot(t *testing.T, name string, pic *image.RGBA) { scenetest.DocShot(t, name, pic) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// onTable puts the session on the table the way the set-up screen does
// and lets the animations run until the scene named name shows (a name
// ending in "-" matches every scene it begins).
func onTable(t *testing.T, ctx *game.Context, s *game.Session, name string) *Table {
	t.Helper()
	ctx.Scenes.Switch(NewTable(ctx, s))
	tickUntil(t, ctx, name, 2000, func() bool {
		n := ctx.Scenes.VisibleName()
		return n == name || strings.HasSuffix(name, "-") && strings.HasPrefix(n, name)
	})
	return tableOf(t, ctx.Scenes.Current())
}

// tableOf finds the table behind an in-game scene.
func tableOf(t *testing.T, sc game.Scene) *Table {
	t.Helper()
	tb, ok := sc.(*Table)
	if !ok {
		t.Fatalf("%T is not the table", sc)
	}
	return tb
}

// onSetup reports whether the set-up screen is on show (its question
// aside).
func onSetup(ctx *game.Context) bool { return game.SceneName(ctx.Scenes.Current()) == "setup" }

// learnLabel is the label of the way into the script's guided game that
// the screen on show offers (the set-up screen's own button says the same).
func learnLabel(t *testing.T, ctx *game.Context, sc *game.GuideScript) string {
	t.Helper()
	offer, ok := ctx.Scenes.Current().(game.GuideOffer)
	if !ok {
		t.Fatalf("%q offers no guided game", ctx.Scenes.VisibleName())
	}
	b, _ := offer.LearnButton(sc, image.Rectangle{})
	return b.Label
}

// startGuideOf begins a guided game of the script, as the set-up screen's
// buttons do when no other game is unfinished.
func startGuideOf(ctx *game.Context, sc *game.GuideScript) {
	g, err := game.StartGuide(sc)
	if err != nil {
		panic(err) // a fixed script: the engine accepts it (TestGuide*PlaysThrough)
	}
	ctx.Scenes.Switch(NewGuideScene(ctx, g))
}

// startGuide begins the basic guided game.
func startGuide(ctx *game.Context) { startGuideOf(ctx, game.GuideBasic) }
