package board

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"
)

// The board's own words fit their places in every language: a sold-out
// stack's note in its room's width, the magic-only note across the Tent
// and the Djinn's House, the Djinn's chip, a closed room, a stack's count, a ranking's
// badge, a bot's seat line, and a tie marker's heads (the
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
			room := one(assets.SpaceRect(assets.SpaceRoom1 + r))
			ws = append(ws, scenetest.Words{What: "sold out", Text: lang.T("sold out"), Size: game.MinTextSize, Box: room},
				scenetest.Words{What: "closed", Text: lang.T("closed"), Size: game.MinTextSize, Box: room},
				scenetest.Words{What: "stack's count", Text: lang.N("%d left", "%d left", 9, 9), Size: game.MinTextSize, Bold: true, Box: one(assets.RoomCountRect(r))},
				scenetest.Words{What: "badge", Text: lang.T("%dth", 5) + " 88", Size: game.MinTextSize, Bold: true, Box: one(assets.SpaceRect(assets.SpaceRoom1 + r))})
		}
		// A seat's line, for a bot of the longest level's name thinking,
		// between the seat's picture and the hand's icon at the right.
		card := SeatCardRect(0)
		for l := range ui.LevelNames {
			line := lang.T("%s - thinking", lang.T("bot, %s", ui.LevelName(l)))
			ws = append(ws, scenetest.Words{What: "seat's line", Text: line, Size: game.MinTextSize, Box: image.Rect(card.Min.X+72, 0, card.Max.X-40, 30)})
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
