package replay

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
)

// The replay's words fit their boxes in every language: its five buttons
// (Play and Pause both), Close, their reasons when disabled, the tips,
// and the words of the block behind the screens.
func TestReplayWordsFitTheirBoxes(t *testing.T) {
	ctx := scenetest.Context(t)
	setup := scenetest.HumanSetup(5)
	setup.Magic = true
	rv, _ := finishedReplay(t, ctx, setup, nil)
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		var ws []scenetest.Words
		for _, playing := range []bool{false, true} {
			rv.playing = playing
			rv.layoutButtons()
			for _, b := range []game.Button{rv.roundBack, rv.stepBack, rv.play, rv.stepOn, rv.roundOn, rv.close} {
				ws = append(ws, scenetest.ButtonWords(b), scenetest.TipWords("reason of "+b.Name, b.Reason))
			}
		}
		rv.playing = false
		box := image.Rect(assets.BoardW+8, rv.replayHiddenTop(), assets.ScreenW-8, rv.controlsTop()-6)
		ws = append(ws,
			scenetest.Words{What: "behind the screens", Text: lang.T("Behind the screens"), Size: game.MinTextSize, Bold: true, Box: image.Rect(box.Min.X+10, 0, box.Max.X-10, 30)},
			scenetest.Words{What: "legend", Text: lang.T("on the board: face down at this moment"), Size: game.MinTextSize, Box: image.Rect(box.Min.X+32, 0, box.Max.X-10, 30)},
			scenetest.TipWords("hidden block's tip", lang.T("What each player kept to themselves at this moment: the tokens still behind their screen, their treasure and, in the magic version, their spell cards.")),
			scenetest.TipWords("slider's tip", lang.T("Drag or click to go to any moment of the game; the marks are the rounds. Left and Right step, Up and Down go by rounds, Space plays.")),
		)
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}
