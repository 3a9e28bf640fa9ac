package modes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"
)

// Every dialog's frame is as big as its content (issue 21, point 7): in
// real game states, from the layout (rectangles, not pixels), the frame
// lies on the board, every block the content draws in and every button
// lies in the frame, every control of the content lies in a block, and
// the band between the content's end and the buttons (or the frame's
// foot) is small.

// fitBand is the most empty band a dialog may leave under its content.
const fitBand = 48

// checkFits checks one dialog's layout as laid out for the state on show.
func checkFits(t *testing.T, ctx *game.Context, d *Dialog, body dialogBody) {
	t.Helper()
	tg := targets(ctx, d, body) // one tick: the body lays itself out
	b := body.boxed()
	fr := b.fr
	if board := assets.BoardRect(); !fr.In(board) {
		t.Errorf("%s: the frame %v leaves the board %v", body.name(), fr, board)
	}
	if len(b.blocks) == 0 {
		t.Fatalf("%s: no content laid out", body.name())
	}
	for _, r := range b.blocks {
		if !r.In(fr.Inset(dialogPad - 10)) {
			t.Errorf("%s: a block %v runs out of the frame %v", body.name(), r, fr)
		}
		if r.Min.Y < fr.Min.Y+64 {
			t.Errorf("%s: a block %v lies on the title band of %v", body.name(), r, fr)
		}
	}
	foot := map[string]bool{}
	buttonsTop := fr.Max.Y - dialogFoot
	for i := 0; i < b.foot; i++ {
		r := b.button(i, b.foot)
		buttonsTop = r.Min.Y
		if !r.In(fr) {
			t.Errorf("%s: button %d %v leaves the frame %v", body.name(), i, r, fr)
		}
		for name, tr := range tg {
			if tr == r {
				foot[name] = true
			}
		}
	}
	for name, r := range tg {
		if foot[name] {
			continue
		}
		in := false
		for _, bl := range b.blocks {
			in = in || r.In(bl)
		}
		if !in {
			t.Errorf("%s: %q at %v lies in no block of the content %v", body.name(), name, r, b.blocks)
		}
	}
	end := b.end()
	if band := buttonsTop - end; band < 0 || band >= fitBand {
		t.Errorf("%s: %d px between the content's end (%d) and the buttons (%d); want 0 to %d", body.name(), band, end, buttonsTop, fitBand)
	}
	// The title and the player's name share the band without touching.
	u := ctx.UI
	tw := game.TextWidth(body.title(), u.Face(28, true))
	nw := game.TextWidth(d.t.S.Name(d.seat), u.Face(18, true))
	if 76+tw+16+nw+24 > float64(fr.Dx()) {
		t.Errorf("%s: the title %q (%0.f px) and the name %q (%0.f px) do not fit the band of %d", body.name(), body.title(), tw, d.t.S.Name(d.seat), nw, fr.Dx())
	}
}

// basicKinds are the decisions of the basic game that have a dialog.
var basicKinds = []engine.DecisionType{engine.DecStartTreasure, engine.DecBribe, engine.DecMarket, engine.DecCamel, engine.DecBuy}

// TestDialogsFitTheirContent opens each basic decision's dialog in a real
// game, five players with the longest names, in both versions, and for
// the purchase a room where the buyer has two tokens or more (the most
// rows); each must fit its content. (The table's pictures of them:
// scenes' TestDialogPictures.)
func TestDialogsFitTheirContent(t *testing.T) {
	for _, magic := range []bool{false, true} {
		for _, kind := range basicKinds {
			name := kind.String()
			if magic {
				name += "-magic"
			}
			t.Run(name, func(t *testing.T) {
				t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
				want := scenetest.PendingIs(kind)
				if kind == engine.DecBuy {
					want = func(s *game.Session) bool { return scenetest.PendingIs(kind)(s) && buyerTokens(s) >= 2 }
				}
				s := scenetest.SessionFrom(t, scenetest.LongSetup(5, magic), want)
				s.TakeEvents()
				s.AcceptHandoff()
				ctx, _, d := sessionTable(s)
				body := openDialog(t, d)
				checkFitsInEveryLanguage(t, ctx, d, body)
				if kind == engine.DecBuy {
					if p := body.(*purchase); len(p.tokens) < 2 {
						t.Fatalf("the purchase shows %d rows, want the buyer's %d tokens", len(p.tokens), buyerTokens(s))
					}
				}
			})
		}
	}
}

// buyerTokens counts the buyer's tokens in the room on offer.
func buyerTokens(s *game.Session) int {
	st := game.EngineState(s)
	p := st.Pending()
	v := st.View(int(p.Seat))
	n := 0
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; tv.Seat == p.Seat && tv.Space == p.Space {
			n++
		}
	}
	return n
}

// TestMagicDialogsFitTheirContent: every magic decision's dialog, met in a
// real magic game, fits its content; the Tent's and the tax's also in a
// game of four, as the table's pictures show them (scenes'
// TestMagicDialogPictures).
func TestMagicDialogsFitTheirContent(t *testing.T) {
	for d := engine.DecTentKeep; d <= engine.DecSearch; d++ {
		t.Run(d.String(), func(t *testing.T) {
			if d == engine.DecTentKeep || d == engine.DecTax {
				t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
				s := scenetest.MagicSessionAt(t, 4, scenetest.DialogShotAt(d))
				s.AcceptHandoff()
				ctx, _, dl := sessionTable(s)
				checkFitsInEveryLanguage(t, ctx, dl, openDialog(t, dl))
			}
			st := magicAt(t, d.String(), pendingSpell(d, engine.NoSpell, func([]engine.Action) bool { return true }))
			ctx, _, dl, body := magicDialog(t, st)
			checkFitsInEveryLanguage(t, ctx, dl, body)
		})
	}
}

// TestSummaryFitsItsRows: the round's table, for 3 to 5 players, lies on
// the board, its rows, the palace's line and the button inside it, with a
// small band above the button. (A live summary: scenes'
// TestSummaryOnTheTable.)
func TestSummaryFitsItsRows(t *testing.T) {
	for n := 3; n <= 5; n++ {
		fr := RoundTableRect(n)
		if !fr.In(assets.BoardRect()) {
			t.Errorf("%d players: the summary %v leaves the board", n, fr)
		}
		last := image.Rect(fr.Min.X+24, roundRowAt(n, n-1)-8, fr.Max.X-24, roundRowAt(n, n-1)-8+roundRowH)
		remain := image.Rect(fr.Min.X+40, roundRemainAt(n), fr.Max.X-40, roundRemainAt(n)+24)
		btn := RoundTableButton(n)
		for _, r := range []image.Rectangle{last, remain, btn} {
			if !r.In(fr) {
				t.Errorf("%d players: %v leaves the summary %v", n, r, fr)
			}
		}
		if remain.Min.Y < last.Max.Y || btn.Min.Y < remain.Max.Y {
			t.Errorf("%d players: the rows %v, the palace's line %v and the button %v overlap", n, last, remain, btn)
		}
		if band := btn.Min.Y - remain.Max.Y; band >= fitBand {
			t.Errorf("%d players: %d px empty above the button", n, band)
		}
		if art := artifactBox(summaryArtifactAt(n, n-1, 0), summaryArtifactScale); !art.In(last) {
			t.Errorf("%d players: the last row's artifact %v is not in its row %v", n, art, last)
		}
	}
}
