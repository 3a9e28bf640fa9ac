package replay

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
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

// In French the replay reads in French: its title, and its log told
// again from the game's events. Shown mid-tally of the second round; with
// ALADDIN_DOC_SHOTS set it writes docs/fr-replay.png.
func TestReplayReadsInFrench(t *testing.T) {
	ctx := scenetest.Context(t)
	scenetest.SpeakIn(t, ctx, lang.French)
	setup := scenetest.HumanSetup(4)
	setup.Magic = true
	rv, _ := finishedReplay(t, ctx, setup, nil)
	at := -1
	for k := 0; k <= rv.r.Steps() && at < 0; k++ {
		rv.seek(k)
		if v := rv.board.View; rv.r.Round(k) == 2 && rv.board.Tallying && v.Tally == engine.Caravanserai {
			at = k
		}
	}
	if at < 0 {
		t.Fatal("the game has no tally of the Caravanserai in round 2")
	}
	restPointer(ctx)
	scenetest.Tick(ctx)
	log := logText(rv)
	if want := lang.T("All tokens are down. The vizier begins the tally."); !strings.Contains(log, want) {
		t.Errorf("the replay's log lacks %q:\n%s", want, log)
	}
	header := false
	for _, l := range rv.logView.Lines {
		header = header || l.Header && l.Text == lang.T("Round %d", 2)
	}
	if !header {
		t.Errorf("the log panel has no header %q", lang.T("Round %d", 2))
	}
	if strings.Contains(log, "places a token") {
		t.Errorf("the replay's log has English lines in French:\n%s", log)
	}
	scenetest.DocShot(t, "fr-replay", scenetest.DrawScene(t, rv))
}
