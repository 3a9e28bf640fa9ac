package scenes

import (
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// The scene tests run real scenes tick by tick with scripted input: a
// context like the app's (assets, UI, a silent audio, its own data
// folder), sessions driven to a chosen moment by bots' moves submitted as
// if people made them, and Update called the way the app calls it.

var testAssets *assets.Assets

// newTestContext is the app's context without a window.
func newTestContext(t *testing.T) *game.Context {
	t.Helper()
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	if testAssets == nil {
		a, err := assets.Load()
		if err != nil {
			t.Fatal(err)
		}
		testAssets = a
	}
	s := game.DefaultSettings()
	s.Speed = game.SpeedInstant
	return &game.Context{Assets: testAssets, UI: &game.UI{Assets: testAssets}, In: &game.Input{},
		Settings: s, Scenes: &game.Manager{}, Audio: game.NewAudio(true)}
}

// humanSetup seats n people (the hot-seat case: every decision is shown
// to its own player after a hand-off).
func humanSetup(n int) game.Setup {
	s := game.Setup{Players: n, ChooseStart: true, Seed: "7"}
	for i := 0; i < n; i++ {
		s.Seats = append(s.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: true})
	}
	return s
}

// sessionAt starts games of people whose moves random bots make, and
// returns the first one that reaches a pending decision that want accepts,
// with its events taken (the table starts from the engine's picture).
func sessionAt(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	s := sessionWithEvents(t, players, want)
	s.TakeEvents()
	return s
}

// sessionWithEvents is sessionAt with every event of the game still
// waiting to be animated.
func sessionWithEvents(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	return sessionFrom(t, humanSetup(players), want)
}

// magicSessionAt is sessionAt in the magic version.
func magicSessionAt(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	setup := humanSetup(players)
	setup.Magic = true
	s := sessionFrom(t, setup, want)
	s.TakeEvents()
	return s
}

// sessionFrom plays games of the set-up (its seed changed from 1 up) with
// random bots making the people's moves, until one reaches a moment that
// want accepts.
func sessionFrom(t *testing.T, base game.Setup, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	players := base.Players
	for seed := 1; seed <= 60; seed++ {
		setup := base
		setup.Seats = append([]game.SeatSetup(nil), base.Seats...)
		setup.Seed = game.Itoa(seed)
		s, err := game.NewSession(setup)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]bot.Bot, players)
		for i := range bots {
			bots[i] = bot.NewRandom(uint64(seed*10 + i))
		}
		var v engine.View
		for !s.Over() {
			if want(s) {
				return s
			}
			p := int(s.Pending().Seat)
			game.EngineState(s).ViewInto(p, &v)
			if err := s.Submit(bots[p].Act(&v)); err != nil {
				t.Fatal(err)
			}
		}
		if want(s) {
			return s
		}
	}
	t.Fatal("no game reached the wanted moment")
	return nil
}

// pendingIs accepts a session waiting on a decision of kind d.
func pendingIs(d engine.DecisionType) func(*game.Session) bool {
	return func(s *game.Session) bool {
		return !s.Over() && s.Pending().Type == d
	}
}

// press starts a new tick of input with the given keys down.
func press(ctx *game.Context, keys ...ebiten.Key) {
	*ctx.In = game.Input{}
	ctx.In.Press(keys...)
	ctx.NewTick()
}

// tick runs one update of the current scene with the given keys pressed
// (overlays are updated by the tests that open them).
func tick(ctx *game.Context, keys ...ebiten.Key) {
	press(ctx, keys...)
	_ = ctx.Scenes.Current().Update(ctx)
}

// tickUntil ticks without input until ok holds (at most n ticks).
func tickUntil(t *testing.T, ctx *game.Context, what string, n int, ok func() bool) {
	t.Helper()
	for i := 0; i < n; i++ {
		if ok() {
			return
		}
		tick(ctx)
	}
	if !ok() {
		t.Fatalf("never reached %s; scene on show %q", what, ctx.Scenes.VisibleName())
	}
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

// botGame starts a headless game of players seats with the given seed and
// the bot seat i plays with (newBot(i)), for tests that drive the engine
// directly.
func botGame(t testing.TB, players int, seed uint64, newBot func(i int) bot.Bot) (*engine.State, []bot.Bot) {
	t.Helper()
	st, err := engine.New(engine.Config{Players: players, Seed: seed, FirstPlayer: -1})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, players)
	for i := range bots {
		bots[i] = newBot(i)
	}
	return st, bots
}
