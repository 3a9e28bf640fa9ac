package setup

import (
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/game/store"
	"aladdin/scenes/scenetest"
)

// TestDamagedSaveNoticeClearOfEveryTarget: the red notice naming the kept
// files (here the longest it gets: the saved game and the settings both
// damaged) is laid out whole on the screen and under no button or other
// target of the set-up screen, the two "Learn" buttons included.
func TestDamagedSaveNoticeClearOfEveryTarget(t *testing.T) {
	ctx := scenetest.Context(t)
	for _, key := range []string{"autosave", "settings"} {
		if err := store.Save(key, []byte("{broken")); err != nil {
			t.Fatal(err)
		}
	}
	game.LoadSettings() // as the app does at start: the settings' problem is noted
	ctx.Scenes.Switch(NewSetup(ctx))
	scenetest.Press(ctx)
	_ = ctx.Scenes.Current().Update(ctx)
	s := ctx.Scenes.Current().(*Setup)
	if !strings.Contains(s.notice, "autosave.damaged-") || !strings.Contains(s.notice, "settings.damaged-") {
		t.Fatalf("the notice does not name both kept files: %q", s.notice)
	}
	box := s.noticeBox
	if box.Empty() || !box.In(ctx.Assets.Title().Bounds()) || box.Min.Y < 0 || box.Max.Y > assets.ScreenH {
		t.Fatalf("the notice %v is not on the screen", box)
	}
	lines := game.Wrap(s.noticeText(), ctx.UI.Face(game.MinTextSize, true), float64(box.Dx()-24))
	if need := len(lines)*noticeLineH + 12; box.Dy() < need {
		t.Fatalf("the notice's %d lines need %d px, the box has %d", len(lines), need, box.Dy())
	}
	for _, want := range []string{"learn", "learn-magic", "start", "settings", "quit", "seed"} {
		if _, ok := ctx.UI.Targets[want]; !ok && want != "seed" {
			t.Errorf("the set-up screen has no %q target to check against", want)
		}
	}
	for name, r := range ctx.UI.Targets {
		if r.Overlaps(box) {
			t.Errorf("the notice %v lies under %q %v", box, name, r)
		}
	}
	if box.Overlaps(setupRect) {
		t.Errorf("the notice %v covers the set-up card %v", box, setupRect)
	}
}
