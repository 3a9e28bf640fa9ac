package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSettingsFromSetupIsNotThePause: opened from the set-up screen the
// overlay is Settings, with no game to leave or to tell about; over a game
// it is the pause menu with its game buttons.
func TestSettingsFromSetupIsNotThePause(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	tick(ctx)
	clickTarget(t, ctx, "settings")
	if !ctx.Scenes.HasOverlay() || ctx.Scenes.VisibleName() != "settings" {
		t.Fatalf("the Settings button shows %q, want the settings overlay", ctx.Scenes.VisibleName())
	}
	p := NewSettings(ctx)
	clearTargets(ctx)
	press(ctx)
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
	press(ctx, ebiten.KeyEscape)
	_ = p.Update(ctx)
	if ctx.Scenes.HasOverlay() {
		t.Error("Esc does not close the settings")
	}

	// Over a game: the pause menu.
	s := sessionAt(t, 3, pendingIs(engine.DecPlace))
	tb := onTable(t, ctx, s, "handoff")
	pp := NewPause(ctx, tb.S)
	clearTargets(ctx)
	press(ctx)
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
