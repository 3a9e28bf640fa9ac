package scenes

import (
	"image/color"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
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
	// Game over, a magic game: each seat's artifacts. (What the standings,
	// the reaction window's and the chooser's rows say, from the layout
	// alone: scenes/modes' TestArtifactTips.)
	ctx := newTestContext(t)
	s := magicSessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
	tb := onTable(t, ctx, s, "gameover")
	tick(ctx)
	pic := drawScene(t, ctx.Scenes.Current())
	checked := 0
	for _, sp := range tb.modes.GameOver.ArtifactSpots() {
		if tip := tb.modes.GameOver.TipAt(board.RectCenter(sp.Box)); tip != ui.ArtifactPower(sp.Art) {
			t.Errorf("game over: seat %d's %s says %q", sp.Seat, sp.Art.String(), tip)
		}
		if n := countIn(pic, sp.Box, func(c color.RGBA) bool { return !near(c, color.RGBA{0xE6, 0xD2, 0xA4, 0xFF}, 8) }); n < sp.Box.Dx()*sp.Box.Dy()/3 {
			t.Errorf("game over: no artifact drawn where seat %d's %s is pointed at (%d pixels)", sp.Seat, sp.Art.String(), n)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("nobody holds an artifact at game over")
	}

	// The summary: the artifacts bought this round.
	ctx = newTestContext(t)
	s = magicSessionAt(t, 3, func(s *game.Session) bool { return s.Round() >= 2 && s.Pending().Type == engine.DecPlace })
	tb = onTable(t, ctx, s, "handoff")
	tb.round.Artifacts[1] = []engine.Artifact{engine.Scroll, engine.FlyingCarpet}
	tb.q.summaryPending = true
	spots := tb.modes.Summary.ArtifactSpots()
	if len(spots) != 2 {
		t.Fatalf("the summary draws %d artifacts, want seat 1's 2", len(spots))
	}
	for _, sp := range spots {
		if tip := tb.modes.Summary.TipAt(board.RectCenter(sp.Box)); sp.Seat != 1 || tip != ui.ArtifactPower(sp.Art) {
			t.Errorf("the summary's %s (seat %d) says %q", sp.Art.String(), sp.Seat, tip)
		}
	}
	pic = drawScene(t, drawFunc(tb.modes.Summary.Draw))
	for _, sp := range spots {
		if n := countIn(pic, sp.Box, func(c color.RGBA) bool { return !near(c, color.RGBA{0xE6, 0xD2, 0xA4, 0xFF}, 8) }); n < sp.Box.Dx()*sp.Box.Dy()/3 {
			t.Errorf("the summary draws no artifact where its tooltip looks (%d pixels)", n)
		}
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
