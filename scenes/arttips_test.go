package scenes

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestArtifactsAndSpellsSayWhatTheyDo: wherever an artifact or a spell
// card is pictured outside the panel and the board, pointing at it says
// its power or effect: the round's summary and the final standings (both
// drawn where the tooltips look: the pixels there are the artifact's, not
// the card's), the reaction window's and the chooser's rows, the board's
// stacks. (The rules book's pictures: rulesbook's
// TestRulesPicturesSayWhatTheyDo.)
func TestArtifactsAndSpellsSayWhatTheyDo(t *testing.T) {
	// Game over, a magic game: each seat's artifacts.
	ctx := newTestContext(t)
	s := magicSessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
	tb := onTable(t, ctx, s, "gameover")
	tick(ctx)
	pic := drawScene(t, ctx.Scenes.Current())
	v := &tb.gameover.final
	checked := 0
	for rank, p := range standings(v) {
		for i, art := range heldArtifacts(v, p) {
			c := standingsArtifactAt(rank, i)
			if tip := standingsTipAt(v, c); tip != ui.ArtifactPower(art) {
				t.Errorf("game over: seat %d's %s says %q", p, art.String(), tip)
			}
			box := artifactBox(c, standingsArtifactScale)
			if n := countIn(pic, box, func(c color.RGBA) bool { return !near(c, color.RGBA{0xE6, 0xD2, 0xA4, 0xFF}, 8) }); n < box.Dx()*box.Dy()/3 {
				t.Errorf("game over: no artifact drawn where seat %d's %s is pointed at (%d pixels)", p, art.String(), n)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("nobody holds an artifact at game over")
	}
	if tip := standingsTipAt(v, image.Pt(dialogRect.Min.X+5, dialogRect.Min.Y+5)); tip != "" {
		t.Errorf("the standings' corner says %q", tip)
	}
	if got := heldArtifactTip(engine.Key, false); !strings.HasPrefix(got, "Key") || !strings.Contains(got, "no powers") {
		t.Errorf("a basic game's Key says %q", got)
	}

	// The summary: the artifacts bought this round.
	ctx = newTestContext(t)
	s = magicSessionAt(t, 3, func(s *game.Session) bool { return s.Round() >= 2 && s.Pending().Type == engine.DecPlace })
	tb = onTable(t, ctx, s, "handoff")
	tb.round.artifacts[1] = []engine.Artifact{engine.Scroll, engine.FlyingCarpet}
	tb.q.summaryPending = true
	for i, art := range tb.round.artifacts[1] {
		if tip := tb.summaryTipAt(summaryArtifactAt(tb.S.PublicConfig().Players, 1, i)); tip != ui.ArtifactPower(art) {
			t.Errorf("the summary's %s says %q", art.String(), tip)
		}
	}
	pic = drawScene(t, drawFunc(tb.summary.draw))
	for i := range tb.round.artifacts[1] {
		box := artifactBox(summaryArtifactAt(tb.S.PublicConfig().Players, 1, i), summaryArtifactScale)
		if n := countIn(pic, box, func(c color.RGBA) bool { return !near(c, color.RGBA{0xE6, 0xD2, 0xA4, 0xFF}, 8) }); n < box.Dx()*box.Dy()/3 {
			t.Errorf("the summary draws no artifact where its tooltip looks (%d pixels)", n)
		}
	}
	// A reaction window's Counterspell buttons and the casting chooser's
	// rows name plays and artifact types: they say what those do.
	if got := playTip(engine.Play{Spell: engine.Teleport}); got != ui.SpellEffect(engine.Teleport) {
		t.Errorf("a Teleport play says %q", got)
	}
	if got := playTip(engine.Play{Spell: engine.NoSpell, Art: engine.FlyingCarpet}); got != ui.ArtifactPower(engine.FlyingCarpet) {
		t.Errorf("a Carpet play says %q", got)
	}
	chooser := &caster{t: tb, field: fieldArt}
	if got := chooser.choiceTip(engine.Action{Art: engine.Double}); got != ui.ArtifactPower(engine.Double) {
		t.Errorf("the chooser's Double row says %q", got)
	}
	// The board's stacks say their power outside placement too.
	for room := 0; room < 3; room++ {
		if art := tb.board.Spots.OnSaleAt(room); art != engine.NoArtifact {
			st := assets.StackRect(room)
			if tip := tb.stackTip(st.Min.Add(st.Size().Div(2))); tip != forSaleTip(art) {
				t.Errorf("room %d's stack says %q", room+1, tip)
			}
		}
	}
}

// drawFunc makes a draw function a scene, for drawScene.
type drawFunc func(dst *ebiten.Image)

func (f drawFunc) Update(*game.Context) error { return nil }
func (f drawFunc) Draw(dst *ebiten.Image)     { f(dst) }
