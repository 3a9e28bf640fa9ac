package setup

import (
	"strings"
	"testing"

	"aladdin/scenes/scenetest"
)

// TestStartingTreasureChipsSpeakOfPeople: the starting-treasure choice on
// the set-up screen applies to people only; bots choose their own
// (decision D4), so neither chip may read as everyone's rule.
func TestStartingTreasureChipsSpeakOfPeople(t *testing.T) {
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(NewSetup(ctx))
	scenetest.Tick(ctx)
	s := ctx.Scenes.Current().(*Setup)
	for _, label := range []string{s.startDef.Label, s.startOwn.Label} {
		if !strings.HasPrefix(label, "People") {
			t.Errorf("the starting-treasure chip %q does not say it is for people", label)
		}
	}
}
