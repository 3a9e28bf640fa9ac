package board

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
)

// The board's own words fit their places in every language: a sold-out
// stack's note in its room's width, the magic-only note across the Tent
// and the Djinn's House, the Djinn's chip, and a tie marker's heads (the
// title with the camel beside it, and its second line) in the narrowest
// space a tie is marked on.
func TestBoardWordsFitTheirPlaces(t *testing.T) {
	ctx := scenetest.Context(t)
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		one := func(r image.Rectangle) image.Rectangle { return image.Rect(r.Min.X, 0, r.Max.X, 30) }
		ws := []scenetest.Words{
			{What: "djinn chip", Text: lang.T("Djinn"), Size: game.MinTextSize, Bold: true, Box: one(DjinnRect(0))},
		}
		for r := 0; r < engine.MaxRooms; r++ {
			ws = append(ws, scenetest.Words{What: "sold out", Text: lang.T("sold out"), Size: game.MinTextSize, Box: one(assets.SpaceRect(assets.SpaceRoom1 + r))})
		}
		for _, sp := range []int{assets.SpaceTent, assets.SpaceDjinn} {
			ws = append(ws, scenetest.Words{What: "magic only", Text: lang.T("magic version only"), Size: game.MinTextSize, Box: one(assets.SpaceRect(sp))})
		}
		for sp := engine.Space(0); sp < engine.NumSpaces; sp++ {
			area := tieArea(sp)
			heads := image.Rect(area.Min.X+tiePadX, 0, area.Max.X-tiePadX, 30)
			ws = append(ws,
				scenetest.Words{What: "tie title", Text: lang.T("Tie at %d:", 88), Size: game.MinTextSize, Bold: true, Box: image.Rect(heads.Min.X+tieCamelW, 0, heads.Max.X, 30)},
				scenetest.Words{What: "tie's second head", Text: lang.T("camel order"), Size: game.MinTextSize, Bold: true, Box: heads})
		}
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}
