package scenes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/modes"
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
			if p.X > 60 && p.X < assets.BoardW-60 && p.Y > 80 && p.Y < assets.ScreenH-60 && modes.SpaceAt(p.X, p.Y) < 0 {
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
	ctx.UI.Targets = nil // the spaces offered for the 7, and no others
	tickAt(ctx, a, ebiten.Key7)
	if tb.modes.Placement.Selected() != seven {
		t.Fatalf("the 7 key picked token %d, want the 7 (%d)", tb.modes.Placement.Selected(), seven)
	}
	lit := map[int]bool{}
	for sp := 0; sp < engine.NumSpaces; sp++ {
		if _, ok := ctx.UI.Targets["space:"+game.Itoa(sp)]; ok {
			lit[sp] = true
		}
	}
	if len(lit) == 0 {
		t.Error("no space is lit for the 7 in hand")
	}
	atA, _ := drawTable(t, ctx)
	if tb.lifted != seven {
		t.Fatalf("the held 7 does not ride with the pointer (lifted %d)", tb.lifted)
	}
	tickAt(ctx, b)
	atB, _ := drawTable(t, ctx)
	near := func(p image.Point) image.Rectangle { return image.Rect(p.X-60, p.Y-60, p.X+60, p.Y+60) }
	for _, p := range []image.Point{a, b} {
		d := scenetest.DiffBounds(atA.SubImage(near(p)).(*image.RGBA), atB.SubImage(near(p)).(*image.RGBA))
		if !p.In(d) || d.Dx() < assets.TokenSize || d.Dx() > 2*assets.TokenSize {
			t.Errorf("the 7 under the pointer at %v: the pictures differ in %v, want a token's size around it", p, d)
		}
	}
	slot := modes.TrayTokenRect(seven)
	if tb.lifted != seven {
		t.Errorf("the 7's slot is not left empty while it rides (lifted %d)", tb.lifted)
	}
	// For the docs: the 7 carried over a lit space.
	for sp := 0; sp < engine.NumSpaces; sp++ {
		if lit[sp] && sp == int(engine.Space(assets.SpaceRedCave)) {
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
