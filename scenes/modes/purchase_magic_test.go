package modes

import (
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMagicPurchaseShowsTheArtifactOnSale: in the magic version the
// artifact on sale lies face up (decision D20), so the purchase dialog
// shows it, not the basic game's "?": the dialog's tile changes with the
// artifact on sale, and with none it is the "?" again.
func TestMagicPurchaseShowsTheArtifactOnSale(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s := scenetest.MagicSessionAt(t, 3, scenetest.PendingIs(engine.DecBuy))
	s.AcceptHandoff()
	ctx, h, d := sessionTable(s)
	body := openDialog(t, d)
	scenetest.Press(ctx)
	body.update(ctx, d) // lays the dialog out
	tile := body.(*purchase).tile
	room := s.Pending().Space.Room()
	draw := func(art engine.Artifact) []byte {
		h.Board.View.OnSale[room] = art
		px := make([]byte, 4*assets.ScreenW*assets.ScreenH)
		scenetest.OnGPU(t, func() {
			img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
			body.draw(img, d)
			img.ReadPixels(px)
			img.Deallocate()
		})
		return px
	}
	// count is how many pixels of the tile clearly differ.
	count := func(a, b []byte) int {
		n := 0
		for y := tile.Min.Y; y < tile.Max.Y; y++ {
			for x := tile.Min.X; x < tile.Max.X; x++ {
				i := 4 * (y*assets.ScreenW + x)
				for k := 0; k < 3; k++ {
					if d := int(a[i+k]) - int(b[i+k]); d > 24 || d < -24 {
						n++
						break
					}
				}
			}
		}
		return n
	}
	counter, lamp, none := draw(engine.Counterspell), draw(engine.Lamp), draw(engine.NoArtifact)
	if n := count(counter, lamp); n < 300 {
		t.Errorf("the tile differs by %d pixels between the Counterspell and the Lamp on sale; want the artifact drawn", n)
	}
	if n := count(counter, none); n < 300 {
		t.Errorf("the tile differs by %d pixels between the Counterspell and no artifact on sale; want the face-up artifact, not the \"?\"", n)
	}
}
