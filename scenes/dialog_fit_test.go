package scenes

import (
	"image"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/modes"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The dialogs' layouts are checked in scenes/modes (dialog_fit_test.go);
// here the live table shows them, for the docs' pictures (when
// ALADDIN_DOC_SHOTS names a folder), five players with the longest names.

// TestDialogPictures routes the live table to each basic decision's dialog
// and draws it.
func TestDialogPictures(t *testing.T) {
	for _, kind := range []engine.DecisionType{engine.DecStartTreasure, engine.DecBribe, engine.DecMarket, engine.DecCamel, engine.DecBuy} {
		t.Run(kind.String(), func(t *testing.T) {
			ctx := newTestContext(t)
			s := sessionFrom(t, scenetest.LongSetup(5, false), pendingIs(kind))
			s.TakeEvents()
			s.AcceptHandoff()
			tb := onTable(t, ctx, s, "dialog-")
			tick(ctx)
			tickAt(ctx, image.Pt(1300, 980)) // the pointer off the dialog
			pic, _ := drawTable(t, ctx)
			docShot(t, tb.mode.Name(), pic)
		})
	}
}

// TestMagicDialogPictures draws the Tent's and the tax's dialogs on the
// live table of a magic game of four.
func TestMagicDialogPictures(t *testing.T) {
	for _, d := range []engine.DecisionType{engine.DecTentKeep, engine.DecTax} {
		t.Run(d.String(), func(t *testing.T) {
			ctx := newTestContext(t)
			s := magicSessionAt(t, 4, scenetest.DialogShotAt(d))
			s.AcceptHandoff()
			tb := onTable(t, ctx, s, "dialog-")
			tick(ctx)
			tickAt(ctx, image.Pt(1300, 980))
			pic, _ := drawTable(t, ctx)
			docShot(t, tb.mode.Name(), pic)
		})
	}
}

// TestSummaryOnTheTable: the live summary (five players, the longest
// names) puts Next round at the foot of the round's table, which the
// board's tooltips know covers the board; Enter closes it.
func TestSummaryOnTheTable(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionFrom(t, scenetest.LongSetup(5, false), func(s *game.Session) bool { return s.Round() == 2 })
	tb := onTable(t, ctx, s, "summary")
	for tb.fade.Active() {
		tick(ctx)
	}
	if got, want := ctx.UI.Targets["next"], modes.RoundTableButton(5); got != want {
		t.Errorf("Next round is at %v, want %v", got, want)
	}
	if !tb.boardCovered(board.RectCenter(modes.RoundTableRect(5))) || tb.boardCovered(image.Pt(5, 5)) {
		t.Error("the board under the summary is not told from the board around it")
	}
	pic, _ := drawTable(t, ctx)
	docShot(t, "summary", pic)
	tick(ctx, ebiten.KeyEnter)
	if tb.q.summaryPending {
		t.Fatal("Enter did not close the round summary")
	}
}
