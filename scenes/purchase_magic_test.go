package scenes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMagicPurchaseShowsTheArtifactOnSale: in the magic version the
// artifact on sale lies face up (decision D20), so the purchase dialog
// shows it, not the basic game's "?". In the magic guide's buy lesson
// Room I sells the Counterspell: the dialog's tile changes with the
// artifact on sale, and with none it is the "?" again.
func TestMagicPurchaseShowsTheArtifactOnSale(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	gtick(ctx)
	gclick(t, ctx, "learn-magic")
	for steps := 0; ; steps++ {
		if steps > 100 {
			t.Fatal("the magic guide never reached its purchase")
		}
		want, _ := untilAsked(t, ctx, 8000)
		if want == "" {
			t.Fatal("the magic guide ended without a purchase")
		}
		if guideOn(t, ctx).t.S.Pending().Type == engine.DecBuy {
			break
		}
		gclick(t, ctx, want)
	}
	for i := 0; i < 60; i++ {
		gtick(ctx) // the dialog fades in
	}
	g := guideOn(t, ctx)
	tb := g.t
	room := tb.S.Pending().Space.Room()
	if tb.board.View.OnSale[room] != engine.Counterspell {
		t.Fatalf("%v: room %d sells %v (all %v), want the Counterspell", tb.S.Pending(), room, tb.board.View.OnSale[room], tb.board.View.OnSale)
	}
	tile := tb.dialog.body.(*purchase).tile
	draw := func(art engine.Artifact) *image.RGBA {
		tb.board.View.OnSale[room] = art
		var out *image.RGBA
		onGPU(t, func() {
			img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
			g.Draw(img)
			out = image.NewRGBA(img.Bounds())
			img.ReadPixels(out.Pix)
			img.Deallocate()
		})
		return out
	}
	counter, lamp, none := draw(engine.Counterspell), draw(engine.Lamp), draw(engine.NoArtifact)
	tb.board.View.OnSale[room] = engine.Counterspell
	count := func(a, b *image.RGBA) int {
		n := 0
		for y := tile.Min.Y; y < tile.Max.Y; y++ {
			for x := tile.Min.X; x < tile.Max.X; x++ {
				if differs(a, b, image.Pt(x, y)) {
					n++
				}
			}
		}
		return n
	}
	if n := count(counter, lamp); n < 300 {
		t.Errorf("the tile differs by %d pixels between the Counterspell and the Lamp on sale; want the artifact drawn", n)
	}
	if n := count(counter, none); n < 300 {
		t.Errorf("the tile differs by %d pixels between the Counterspell and no artifact on sale; want the face-up artifact, not the \"?\"", n)
	}
}
