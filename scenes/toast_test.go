package scenes

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/modes"
)

// TestIllegalDropSaysItBesideThePointer drops a token on a space it may
// not go to: the refusal shows beside the pointer, only while the player
// who tried is on screen, for a few seconds, and never in the shared log.
func TestIllegalDropSaysItBesideThePointer(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionAt(t, 3, pendingIs(engine.DecPlace))
	s.AcceptHandoff()
	tb := onTable(t, ctx, s, "placement")
	seat := s.Viewer
	entries := len(tb.log.Entries)

	// Pick the first token still behind the screen by its number.
	var v engine.View
	game.EngineState(s).ViewInto(seat, &v)
	tok := -1
	for i, behind := range v.Seats[seat].Behind {
		if behind {
			tok = i
			break
		}
	}
	tick(ctx, modes.DigitKeys[engine.Numeral(tok)])
	if tb.modes.Placement.Selected() < 0 {
		t.Fatal("the digit key picked no token")
	}
	// Click the Tent, closed in the basic game (decision D9).
	at := assets.SpaceRect(assets.SpaceTent).Min.Add(image.Pt(60, 60))
	if err := game.EngineState(s).CheckPlace(seat, tok, engine.Space(assets.SpaceTent)); err == nil {
		t.Fatal("the Tent accepts a token: pick another illegal space for this test")
	}
	press(ctx)
	ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed = at, true, true
	_ = ctx.Scenes.Current().Update(ctx)

	msg := tb.toastText()
	if msg == "" {
		t.Fatal("the illegal drop said nothing to the player")
	}
	if len(tb.log.Entries) != entries {
		t.Fatalf("the refusal went into the shared log: %q", tb.log.Entries[len(tb.log.Entries)-1].Text)
	}
	for viewer := engine.Spectator; viewer < 3; viewer++ {
		for _, l := range tb.log.Lines(viewer) {
			if strings.Contains(l.Text, msg) {
				t.Fatalf("viewer %d reads the refusal in the log: %q", viewer, l.Text)
			}
		}
	}
	r := toastRect(tb.messageAt, 300, 38)
	if tb.messageAt != at || r.Max.Y > at.Y || at.Y-r.Max.Y > 40 || r.Min.X > at.X || r.Max.X < at.X {
		t.Fatalf("the toast %v is not just above the pointer %v (said at %v)", r, at, tb.messageAt)
	}
	// Another player on screen (the next hot-seat turn) does not see it.
	s.Viewer = (seat + 1) % 3
	if got := tb.toastText(); got != "" {
		t.Fatalf("seat %d sees seat %d's refusal %q", s.Viewer, seat, got)
	}
	s.Viewer = seat
	// It goes by itself after a few seconds of ticks.
	for i := 0; i <= toastTicks; i++ {
		tick(ctx)
	}
	if got := tb.toastText(); got != "" {
		t.Fatalf("the toast %q is still up after %d ticks", got, toastTicks)
	}
}

// TestToastStaysOnScreen: near an edge the toast moves inside the screen,
// and below the pointer when there is no room above it.
func TestToastStaysOnScreen(t *testing.T) {
	screen := image.Rect(0, 0, assets.ScreenW, assets.ScreenH)
	for _, at := range []image.Point{{2, 2}, {assets.ScreenW - 3, 500}, {800, assets.ScreenH - 2}, {5, assets.ScreenH - 5}} {
		r := toastRect(at, 400, 60)
		if !r.In(screen) {
			t.Errorf("a toast said at %v leaves the screen: %v", at, r)
		}
	}
	if r := toastRect(image.Pt(600, 30), 300, 38); r.Min.Y < 30 {
		t.Errorf("a toast at the top edge is not moved below the pointer: %v", r)
	}
}
