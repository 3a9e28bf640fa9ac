package pause

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"
	_ "aladdin/scenes/setup" // the set-up screen Settings opens over

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSettingsFromSetupIsNotThePause: opened from the set-up screen the
// overlay is Settings, with no game to leave or to tell about; over a game
// it is the pause menu with its game buttons.
func TestSettingsFromSetupIsNotThePause(t *testing.T) {
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	scenetest.Tick(ctx)
	scenetest.Click(t, ctx, "settings")
	if !ctx.Scenes.HasOverlay() || ctx.Scenes.VisibleName() != "settings" {
		t.Fatalf("the Settings button shows %q, want the settings overlay", ctx.Scenes.VisibleName())
	}
	p := NewSettings(ctx)
	scenetest.ClearTargets(ctx)
	scenetest.Press(ctx)
	_ = p.Update(ctx)
	if p.title() != "Settings" {
		t.Errorf("the overlay is titled %q", p.title())
	}
	for _, gameOnly := range []string{"totitle", "quit", "resume"} {
		if _, ok := ctx.UI.Targets[gameOnly]; ok {
			t.Errorf("the set-up's settings offer the game's %q button", gameOnly)
		}
	}
	if _, ok := ctx.UI.Targets["done"]; !ok {
		t.Error("the settings have no Done button")
	}
	if !p.rect().In(pauseRect) || p.rect().Dy() >= pauseRect.Dy() {
		t.Errorf("the settings card %v keeps the pause card's room for game lines %v", p.rect(), pauseRect)
	}
	scenetest.Press(ctx, ebiten.KeyEscape)
	_ = p.Update(ctx)
	if ctx.Scenes.HasOverlay() {
		t.Error("Esc does not close the settings")
	}

	// Over a game: the pause menu.
	s := scenetest.SessionAt(t, 3, scenetest.PendingIs(engine.DecPlace))
	pp := NewPause(ctx, s)
	scenetest.ClearTargets(ctx)
	scenetest.Press(ctx)
	_ = pp.Update(ctx)
	if pp.Name() != "pause" || pp.title() != "Paused" {
		t.Errorf("the in-game overlay is %q titled %q", pp.Name(), pp.title())
	}
	for _, b := range []string{"totitle", "quit", "resume"} {
		if _, ok := ctx.UI.Targets[b]; !ok {
			t.Errorf("the pause menu has no %q button", b)
		}
	}
}

// TestNoQuitInTheBrowsersPause: in the browser (game.CanQuit off) the
// pause menu offers no Quit, and its card ends a row sooner, below Leave to
// title, with room for the save's line.
func TestNoQuitInTheBrowsersPause(t *testing.T) {
	game.CanQuit = false
	defer func() { game.CanQuit = true }()
	ctx := scenetest.Context(t)
	s := scenetest.SessionAt(t, 3, scenetest.PendingIs(engine.DecPlace))
	p := NewPause(ctx, s)
	scenetest.ClearTargets(ctx)
	scenetest.Press(ctx)
	_ = p.Update(ctx)
	if _, ok := ctx.UI.Targets["quit"]; ok {
		t.Error("the pause menu offers Quit in the browser")
	}
	leave, ok := ctx.UI.Targets["totitle"]
	if !ok {
		t.Fatal("the pause menu has no Leave to title")
	}
	if r := p.rect(); r.Max.Y >= pauseRect.Max.Y || r.Max.Y-leave.Max.Y < 50 {
		t.Errorf("the browser's pause card %v: want shorter than %v with room under Leave %v for the save's line", r, pauseRect, leave)
	}
}

// Over an online game the menu leads back to the lobby, not to the title,
// and has no save to tell of or game to export: the server keeps it.
func TestTheOnlineMenuGoesBackToTheLobby(t *testing.T) {
	ctx := scenetest.Context(t)
	lobby := game.Screens.Setup(ctx) // any scene stands for the lobby here
	ctx.Scenes.Switch(lobby)
	scenetest.Tick(ctx)
	ctx.Scenes.Overlay(game.Screens.OnlinePause(ctx, lobby))
	scenetest.TickTop(ctx)
	scenetest.TickTop(ctx) // the first tick's Esc-is-new guard over
	if got := ctx.Scenes.VisibleName(); got != "pause" {
		t.Fatalf("the online menu is %q", got)
	}
	for _, b := range []string{"totitle", "export"} {
		if _, ok := ctx.UI.Targets[b]; ok {
			t.Errorf("the online menu offers %q", b)
		}
	}
	scenetest.ClickTop(t, ctx, "tolobby")
	if ctx.Scenes.HasOverlay() || ctx.Scenes.Current() != lobby {
		t.Errorf("Back to the lobby shows %q", ctx.Scenes.VisibleName())
	}
}
