package replay

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestReplayPanelNeverThinks: a seat card says a bot is "thinking" only in
// a live game. In the replay of a finished game against bots, at every
// step, the seat to act reads "to play" and no card says "thinking"; at
// the live table with a bot to act, its card does. The replay's card at a
// bot's turn is drawn differently from the live game's card at the same
// moment, in the line under the name and nowhere else.
func TestReplayPanelNeverThinks(t *testing.T) {
	ctx := scenetest.Context(t)
	live := scenetest.SessionFrom(t, soloSetup(), func(s *game.Session) bool {
		return !s.Over() && s.Round() == 1 && s.Phase() == engine.PhasePlace && !s.IsHuman(int(s.Pending().Seat))
	})
	bot := int(live.Pending().Seat)
	if kind := board.SeatLine(board.SessionSeats{InPlay: live}, bot, true, false); !strings.HasSuffix(kind, " - thinking") {
		t.Errorf("at the live table the bot to act reads %q, want it thinking", kind)
	}

	done := scenetest.SessionFrom(t, soloSetup(), func(s *game.Session) bool { return s.Over() })
	fin, err := done.FinishedGame()
	if err != nil {
		t.Fatal(err)
	}
	rv, err := New(ctx, fin, nil)
	if err != nil {
		t.Fatal(err)
	}
	botTurns, botStep := 0, -1
	for k := 0; k <= rv.r.Steps(); k++ {
		rv.seek(k)
		pend := -1
		if !rv.board.View.Over {
			pend = int(rv.board.View.Pending.Seat) // as drawPanel marks the seat to act
		}
		for s := 0; s < int(rv.board.View.Players); s++ {
			kind := board.SeatLine(board.SessionSeats{InPlay: rv.S}, s, s == pend, true)
			if strings.Contains(kind, "thinking") {
				t.Fatalf("at step %d of the replay seat %d reads %q", k, s, kind)
			}
			if s == pend && !done.IsHuman(s) {
				botTurns++
				if !strings.HasSuffix(kind, " - to play") {
					t.Errorf("at step %d of the replay the bot to act reads %q", k, kind)
				}
				if botStep < 0 {
					botStep = k
				}
			}
		}
	}
	if botTurns == 0 {
		t.Fatal("no step of the replay has a bot to act")
	}

	// Pixels: one bot's card at its turn, as the replay draws it and as a
	// live table would.
	rv.seek(botStep)
	seat := int(rv.board.View.Pending.Seat)
	card := board.SeatCardRect(seat)
	drawCard := func(record bool) *image.RGBA {
		var pic *image.RGBA
		scenetest.OnGPU(t, func() {
			img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
			rv.board.Cards.DrawSeat(img, seat, true, record)
			pic = image.NewRGBA(image.Rect(0, 0, assets.ScreenW, assets.ScreenH))
			img.ReadPixels(pic.Pix)
		})
		return pic.SubImage(card).(*image.RGBA)
	}
	replayCard := drawCard(true)
	liveCard := drawCard(false)
	d := scenetest.DiffBounds(replayCard, liveCard)
	label := image.Rect(card.Min.X+72, card.Min.Y+28, card.Max.X, card.Min.Y+54)
	if d.Empty() || !d.In(label) {
		t.Errorf("the replay's card differs from the live one in %v; want a change inside the label line %v", d, label)
	}
}

// soloSetup is one person against two bots.
func soloSetup() game.Setup {
	s := scenetest.HumanSetup(3)
	s.Seats[1].Human, s.Seats[2].Human = false, false
	return s
}
