package modes

import (
	"image"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"
)

// TestArtifactTips: pointing at an artifact in the final standings says
// its power, and nothing in the standings' corner; a basic game's
// artifact says it has none; the reaction window's and the casting
// chooser's rows say what the plays and artifact types they name do.
// (That the pictures are where the tooltips look: scenes'
// TestArtifactsAndSpellsSayWhatTheyDo.)
func TestArtifactTips(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s := scenetest.MagicSessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
	_, h, _ := sessionTable(s)
	v := &h.Board.View
	spots := standingsSpots(v)
	if len(spots) == 0 {
		t.Fatal("nobody holds an artifact at game over")
	}
	for _, sp := range spots {
		at := sp.Box.Min.Add(sp.Box.Size().Div(2))
		if tip := standingsTipAt(v, at); tip != ui.ArtifactPower(sp.Art) {
			t.Errorf("game over: seat %d's %s says %q", sp.Seat, sp.Art.String(), tip)
		}
	}
	if tip := standingsTipAt(v, image.Pt(DialogRect.Min.X+5, DialogRect.Min.Y+5)); tip != "" {
		t.Errorf("the standings' corner says %q", tip)
	}
	if got := heldArtifactTip(engine.Key, false); !strings.HasPrefix(got, "Key") || !strings.Contains(got, "no powers") {
		t.Errorf("a basic game's Key says %q", got)
	}
	if got := playTip(engine.Play{Spell: engine.Teleport}); got != ui.SpellEffect(engine.Teleport) {
		t.Errorf("a Teleport play says %q", got)
	}
	if got := playTip(engine.Play{Spell: engine.NoSpell, Art: engine.FlyingCarpet}); got != ui.ArtifactPower(engine.FlyingCarpet) {
		t.Errorf("a Carpet play says %q", got)
	}
	chooser := &caster{t: h, field: fieldArt}
	if got := chooser.choiceTip(engine.Action{Art: engine.Double}); got != ui.ArtifactPower(engine.Double) {
		t.Errorf("the chooser's Double row says %q", got)
	}
}

// TestArtifactTipsHaveTheirRunes: what the standings and the summary say
// of an artifact, in every language, is drawn in the tooltips' faces (a
// tooltip wraps itself).
func TestArtifactTipsHaveTheirRunes(t *testing.T) {
	ctx := testContext()
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		var ws []scenetest.Words
		for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
			ws = append(ws, scenetest.TipWords("tip", heldArtifactTip(a, false)), scenetest.TipWords("tip", heldArtifactTip(a, true)))
		}
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}
