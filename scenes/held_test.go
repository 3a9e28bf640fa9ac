package scenes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// at runs one tick with the pointer resting at p and the keys pressed.
func tickAt(ctx *game.Context, p image.Point, keys ...ebiten.Key) {
	press(ctx, keys...)
	ctx.In.Mouse = p
	_ = ctx.Scenes.Current().Update(ctx)
}

// offSpaces is a point of the board inside no space, near want.
func offSpaces(t *testing.T, want image.Point) image.Point {
	t.Helper()
	for d := 0; d < 300; d += 4 {
		for _, p := range []image.Point{want.Add(image.Pt(d, 0)), want.Add(image.Pt(0, d)), want.Sub(image.Pt(d, 0)), want.Sub(image.Pt(0, d))} {
			if p.X > 60 && p.X < assets.BoardW-60 && p.Y > 80 && p.Y < assets.ScreenH-60 && spaceAt(p.X, p.Y) < 0 {
				return p
			}
		}
	}
	t.Fatal("no point of the board lies clear of the spaces")
	return image.Point{}
}

// Yellow, alone against bots, presses 7: the 7 leaves her screen (its
// slot a faint outline) and is drawn under the pointer, over the board,
// wherever the pointer goes; the spaces it may go to stay lit. With the
// pointer off the window the 7 waits in its slot, ringed.
func TestHeldTokenRidesWithThePointer(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	s, err := game.NewSession(againstBots(4))
	if err != nil {
		t.Fatal(err)
	}
	tb := onTable(t, ctx, s, "placement")
	tickUntil(t, ctx, "Yellow's turn", 4000, func() bool { return s.HumanToAct() && !tb.q.Busy() })
	a := offSpaces(t, image.Pt(assets.BoardW/2, assets.ScreenH/2))
	b := offSpaces(t, image.Pt(assets.BoardW/4, assets.ScreenH/3))
	seven := -1
	for i := 0; i < engine.NumTokens; i++ {
		if engine.Numeral(i) == 7 {
			seven = i
		}
	}
	tickAt(ctx, a, ebiten.Key7)
	if tb.placement.selected != seven {
		t.Fatalf("the 7 key picked token %d, want the 7 (%d)", tb.placement.selected, seven)
	}
	if p, ok := tb.placement.heldAt(ctx.In); !ok || p != a {
		t.Fatalf("the held 7 is drawn at %v (riding %v), want under the pointer at %v", p, ok, a)
	}
	lit := 0
	for _, l := range tb.placement.legal {
		if l {
			lit++
		}
	}
	if lit == 0 {
		t.Error("no space is lit for the 7 in hand")
	}
	atA, _ := drawTable(t, ctx)
	tickAt(ctx, b)
	atB, _ := drawTable(t, ctx)
	near := func(p image.Point) image.Rectangle { return image.Rect(p.X-60, p.Y-60, p.X+60, p.Y+60) }
	for _, p := range []image.Point{a, b} {
		d := scenetest.DiffBounds(atA.SubImage(near(p)).(*image.RGBA), atB.SubImage(near(p)).(*image.RGBA))
		if !p.In(d) || d.Dx() < assets.TokenSize || d.Dx() > 2*assets.TokenSize {
			t.Errorf("the 7 under the pointer at %v: the pictures differ in %v, want a token's size around it", p, d)
		}
	}
	slot := trayTokenRect(seven)
	if tb.lifted != seven {
		t.Errorf("the 7's slot is not left empty while it rides (lifted %d)", tb.lifted)
	}
	// For the docs: the 7 carried over a lit space.
	for sp := 0; sp < engine.NumSpaces; sp++ {
		if tb.placement.legal[sp] && sp == int(engine.Space(assets.SpaceRedCave)) {
			tickAt(ctx, centre(assets.SpaceRect(sp)).Add(image.Pt(10, -30)))
			pic, _ := drawTable(t, ctx)
			docShot(t, "held-token", pic)
		}
	}

	// The pointer leaves the window: the 7 goes back to its slot, ringed.
	tickAt(ctx, image.Pt(-5, -5))
	away, _ := drawTable(t, ctx)
	if tb.lifted == seven {
		t.Error("the 7 is still lifted with the pointer off the window")
	}
	if d := scenetest.DiffBounds(atB.SubImage(slot).(*image.RGBA), away.SubImage(slot).(*image.RGBA)); d.Empty() {
		t.Error("the 7's slot looks the same with the 7 in it and without")
	}
}

// Under a finger the token rides above the fingertip while dragged; a
// tapped token waits in its slot (the finger has left the glass); a
// mouse's token is under the pointer itself, and none rides off the
// window.
func TestHeldTokenAboveTheFinger(t *testing.T) {
	at := image.Pt(400, 500)
	for _, c := range []struct {
		touch, dragging bool
		want            image.Point
		rides           bool
	}{
		{false, false, at, true},
		{false, true, at, true},
		{true, true, at.Sub(image.Pt(0, heldAboveFinger)), true},
		{true, false, image.Point{}, false},
	} {
		p, ok := heldPoint(at, c.touch, c.dragging)
		if p != c.want || ok != c.rides {
			t.Errorf("touch %v, dragging %v: drawn at %v (rides %v), want %v (%v)", c.touch, c.dragging, p, ok, c.want, c.rides)
		}
	}
	if _, ok := heldPoint(image.Pt(-10000, -10000), false, true); ok {
		t.Error("a token rides with a pointer off the window")
	}
	if heldAboveFinger < assets.TokenSize*heldScale/2+20 {
		t.Errorf("the token rides %d px above the finger: its lower edge would sit under the fingertip", heldAboveFinger)
	}
}
