// Package scenetest runs the screens in tests without a window: a context
// like the app's (assets, UI, a silent audio, its own data folder),
// sessions driven to a chosen moment by bots' moves submitted as if people
// made them, Update called the way the app calls it, and pictures drawn
// inside one shared game loop for the tests that read pixels. Every screen
// package's tests use it; the program never imports it.
package scenetest

import (
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/game/store"

	"github.com/hajimehoshi/ebiten/v2"
)

var testAssets *assets.Assets

// Assets are the game's assets, loaded once for the test binary (they are
// built in: a failure to load them is a broken build).
func Assets() *assets.Assets {
	if testAssets == nil {
		a, err := assets.Load()
		if err != nil {
			panic(err)
		}
		testAssets = a
	}
	return testAssets
}

// Context is the app's context without a window.
func Context(t *testing.T) *game.Context {
	t.Helper()
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	a := Assets()
	s := game.DefaultSettings()
	s.Speed = game.SpeedInstant
	return &game.Context{Assets: a, UI: &game.UI{Assets: a}, In: &game.Input{},
		Settings: s, Scenes: &game.Manager{}, Audio: game.NewAudio(true)}
}

// HumanSetup seats n people (the hot-seat case: every decision is shown
// to its own player after a hand-off).
func HumanSetup(n int) game.Setup {
	s := game.Setup{Players: n, ChooseStart: true, Seed: "7"}
	for i := 0; i < n; i++ {
		s.Seats = append(s.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: true})
	}
	return s
}

// LongNames are the longest names the set-up takes (14 letters), wide
// ones.
var LongNames = []string{"Scheherazade W", "MMMMMMMMMMMMMM", "Wolfgang Mozar", "Abdul-Wahhab M", "Shahrazad Bint"}

// LongSetup seats n people with the longest names, for the dialogs'
// layouts at their widest.
func LongSetup(n int, magic bool) game.Setup {
	s := HumanSetup(n)
	s.Magic = magic
	for i := range s.Seats {
		s.Seats[i].Name = LongNames[i]
	}
	return s
}

// DialogShotAt accepts the moment the docs picture decision d's dialog
// at: d pending, and for the tax the City Tax on one token, whose
// picture shows.
func DialogShotAt(d engine.DecisionType) func(s *game.Session) bool {
	if d == engine.DecTax {
		return func(s *game.Session) bool { return PendingIs(d)(s) && s.Pending().Spell == engine.CityTax }
	}
	return PendingIs(d)
}

// SessionAt starts games of people whose moves random bots make, and
// returns the first one that reaches a pending decision that want accepts,
// with its events taken (the table starts from the engine's picture).
func SessionAt(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	s := SessionWithEvents(t, players, want)
	s.TakeEvents()
	return s
}

// SessionWithEvents is SessionAt with every event of the game still
// waiting to be animated.
func SessionWithEvents(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	return SessionFrom(t, HumanSetup(players), want)
}

// MagicSessionAt is SessionAt in the magic version.
func MagicSessionAt(t *testing.T, players int, want func(s *game.Session) bool) *game.Session {
	t.Helper()
	setup := HumanSetup(players)
	setup.Magic = true
	s := SessionFrom(t, setup, want)
	s.TakeEvents()
	return s
}

// SessionFrom plays games of the set-up (its seed changed from 1 up) with
// random bots making the people's moves, until one reaches a moment that
// want accepts.
func SessionFrom(t *testing.T, base game.Setup, want func(s *game.Session) bool) *game.Session {
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

// UnfinishedGame leaves an autosaved game of a few moves in ctx's data
// folder and returns its bytes.
func UnfinishedGame(t *testing.T) []byte {
	t.Helper()
	s := SessionAt(t, 3, func(s *game.Session) bool { return s.Round() == 1 && s.Moves() > 6 })
	s.Save()
	data, err := store.Load("autosave")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// PendingIs accepts a session waiting on a decision of kind d.
func PendingIs(d engine.DecisionType) func(*game.Session) bool {
	return func(s *game.Session) bool {
		return !s.Over() && s.Pending().Type == d
	}
}

// Press starts a new tick of input with the given keys down.
func Press(ctx *game.Context, keys ...ebiten.Key) {
	*ctx.In = game.Input{}
	ctx.In.Press(keys...)
	ctx.NewTick()
}

// Tick runs one update of the current scene with the given keys pressed
// (overlays are updated by the tests that open them).
func Tick(ctx *game.Context, keys ...ebiten.Key) {
	Press(ctx, keys...)
	_ = ctx.Scenes.Current().Update(ctx)
}

// TickUntil ticks without input until ok holds (at most n ticks).
func TickUntil(t *testing.T, ctx *game.Context, what string, n int, ok func() bool) {
	t.Helper()
	for i := 0; i < n; i++ {
		if ok() {
			return
		}
		Tick(ctx)
	}
	if !ok() {
		t.Fatalf("never reached %s; scene on show %q", what, ctx.Scenes.VisibleName())
	}
}

// TickTop runs one tick of the scene that takes input (an overlay if one
// is up) with the given keys, as the app's manager does.
func TickTop(ctx *game.Context, keys ...ebiten.Key) {
	Press(ctx, keys...)
	ClearTargets(ctx)
	_ = ctx.Scenes.Top().Update(ctx)
}

// ClearTargets forgets the clickable targets the last tick laid out.
func ClearTargets(ctx *game.Context) {
	for k := range ctx.UI.Targets {
		delete(ctx.UI.Targets, k)
	}
}

// ClickTop clicks the named target of the scene that takes input: a press
// and a release on its middle, then a tick to lay the new screen out.
func ClickTop(t *testing.T, ctx *game.Context, name string) {
	t.Helper()
	click(t, ctx, name, ctx.Scenes.Top)
	TickTop(ctx)
}

// Click presses and releases the left button on the named target of the
// current scene (not an overlay), each in a tick of its own.
func Click(t *testing.T, ctx *game.Context, name string) {
	t.Helper()
	click(t, ctx, name, ctx.Scenes.Current)
}

// click presses and releases the left button on the named target, each in
// a tick of the scene that scene names at that moment.
func click(t *testing.T, ctx *game.Context, name string, scene func() game.Scene) {
	t.Helper()
	r, ok := ctx.UI.Targets[name]
	if !ok {
		t.Fatalf("no %q on %q; targets %v", name, ctx.Scenes.VisibleName(), TargetNames(ctx))
	}
	at := r.Min.Add(r.Size().Div(2))
	Press(ctx)
	ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed = at, true, true
	_ = scene().Update(ctx)
	Press(ctx)
	ctx.In.Mouse, ctx.In.Released = at, true
	_ = scene().Update(ctx)
}

// TargetNames are the clickable targets the last tick laid out.
func TargetNames(ctx *game.Context) []string {
	var out []string
	for k := range ctx.UI.Targets {
		out = append(out, k)
	}
	return out
}

// TypeText types s into the scene that takes input, a character a tick.
func TypeText(ctx *game.Context, s string) {
	for _, c := range s {
		Press(ctx)
		ctx.In.Chars = append(ctx.In.Chars, c)
		ClearTargets(ctx)
		_ = ctx.Scenes.Top().Update(ctx)
	}
	TickTop(ctx)
}
