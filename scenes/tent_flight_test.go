package scenes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// At Aladdin's Tent the chooser keeps one card and hands the other to the
// next strongest player there. Halfway through that card's flight from
// one player to the other, read from the screen's pixels: the giver and
// the receiver, who may both know it, see its face (a different card
// changes the picture where the card flies); every other player and the
// spectator see a card back in flight (the board changes there) that is
// the same picture whichever card it is.
func TestTentCardInFlightShowsOnlyToGiverAndReceiver(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	var given *engine.Event
	moments := map[int]magicMoment{}
	eachMagicMoment(t, func(m magicMoment) {
		if m.raw.Type != engine.EvSpellGiven || m.raw.Spell == engine.NoSpell {
			return
		}
		if given == nil {
			if m.st.NumPlayers() < 4 {
				return // a third player and the spectator are both wanted
			}
			e := m.raw
			given = &e
		}
		if m.raw == *given {
			moments[m.viewer] = m
		}
	})
	if given == nil {
		t.Fatal("no Tent card was given from one player to another in the games played")
	}
	other := engine.Charity
	if given.Spell == other {
		other = engine.Spy
	}
	giver, receiver := int(given.Seat), int(given.Target)

	type frame struct {
		still, real, swapped []byte
		at                   image.Point
	}
	frames := map[int]frame{}
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		o := board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)}
		read := func() []byte {
			b := make([]byte, 4*assets.ScreenW*assets.ScreenH)
			img.ReadPixels(b)
			return b
		}
		// midFlight draws the board of m's screen halfway through the flight
		// of the card raw, as that screen receives it.
		midFlight := func(m magicMoment, raw engine.Event) ([]byte, image.Point) {
			tb := magicTable(ctx, m)
			e := raw.For(m.viewer)
			tb.q.pending = []engine.Event{e}
			tb.q.step(game.SpeedNormal, game.TickTime, &tb.hands)
			k, ok := tb.activeTask(e.Type)
			if !ok {
				t.Fatalf("viewer %d: the given card has no animation", m.viewer)
			}
			k.T = k.Delay + k.Span/2
			tb.board.Caption = ""
			img.Clear()
			tb.board.Draw(img, o)
			from, to, _ := tb.board.MagicPath(e)
			return read(), image.Pt((from.X+to.X)/2, (from.Y+to.Y)/2)
		}
		for v, m := range moments {
			tb := magicTable(ctx, m)
			img.Clear()
			tb.board.Draw(img, o)
			var f frame
			f.still = read()
			swapped := *given
			swapped.Spell = other
			f.real, f.at = midFlight(m, *given)
			f.swapped, _ = midFlight(m, swapped)
			frames[v] = f
		}
	})

	if len(frames) < 4 {
		t.Fatalf("the given card reached %d screens; want the spectator and every seat", len(frames))
	}
	insiders, outsiders := 0, 0
	for v, f := range frames {
		moving := diffAround(f.still, f.real, f.at, 30)
		if moving < 200 {
			t.Errorf("viewer %d: only %d pixels change around %v halfway through the flight", v, moving, f.at)
		}
		faces := diffAround(f.real, f.swapped, f.at, 30)
		t.Logf("viewer %d: %d pixels move around %v halfway, %d change with the card", v, moving, f.at, faces)
		if v == giver || v == receiver {
			insiders++
			if faces < 100 {
				t.Errorf("viewer %d (%s): a different card looks the same in flight (%d pixels differ): the face is not shown", v, map[bool]string{true: "giver", false: "receiver"}[v == giver], faces)
			}
			continue
		}
		outsiders++
		if d := diffAround(f.real, f.swapped, image.Pt(assets.ScreenW/2, assets.ScreenH/2), assets.ScreenW); d != 0 {
			t.Errorf("viewer %d: %d pixels tell which card flies from seat %d to seat %d", v, d, giver, receiver)
		}
	}
	if insiders != 2 || outsiders < 2 {
		t.Errorf("screens checked: %d of the pair, %d others; want 2 and at least 2", insiders, outsiders)
	}
}
