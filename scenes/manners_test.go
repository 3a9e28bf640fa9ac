package scenes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"
)

// TestNoQuitInTheBrowser: in the browser (game.CanQuit off) neither the
// set-up screen nor the pause menu offers Quit; Settings moves to the
// right end of the set-up's bottom row, under the guided games, and the
// pause card ends a row sooner, below Leave to title.
func TestNoQuitInTheBrowser(t *testing.T) {
	game.CanQuit = false
	defer func() { game.CanQuit = true }()
	ctx := newTestContext(t)
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	tick(ctx)
	if _, ok := ctx.UI.Targets["quit"]; ok {
		t.Error("the set-up screen offers Quit in the browser")
	}
	set, ok := ctx.UI.Targets["settings"]
	magic, ok2 := ctx.UI.Targets["learn-magic"]
	if !ok || !ok2 || set.Max.X != magic.Max.X || set.Min.Y <= magic.Max.Y {
		t.Errorf("Settings at %v, want below the magic guide's button %v, at its right edge", set, magic)
	}
	for name, r := range ctx.UI.Targets {
		if name != "settings" && r.Overlaps(set) {
			t.Errorf("Settings %v overlaps %q %v", set, name, r)
		}
	}

	s := sessionAt(t, 3, pendingIs(engine.DecPlace))
	tb := onTable(t, ctx, s, "handoff")
	p := NewPause(ctx, tb.S)
	clearTargets(ctx)
	press(ctx)
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
