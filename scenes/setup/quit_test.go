package setup

import (
	"testing"

	"aladdin/game"
	"aladdin/scenes/scenetest"
)

// TestNoQuitInTheBrowser: in the browser (game.CanQuit off) the set-up
// screen offers no Quit, and Settings moves to the right end of its bottom
// row, under the guided games (the pause menu: pause's
// TestNoQuitInTheBrowsersPause).
func TestNoQuitInTheBrowser(t *testing.T) {
	game.CanQuit = false
	defer func() { game.CanQuit = true }()
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(NewSetup(ctx))
	scenetest.Tick(ctx)
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
}
