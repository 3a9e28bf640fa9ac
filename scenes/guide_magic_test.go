package scenes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// magicWrongTarget is another clickable thing than want on screen: Pass in
// a window, the other card at the Tent, Back while casting, another token
// or space while placing, Decline in the purchase.
func magicWrongTarget(ctx *game.Context, want string) string {
	prefer := []string{"pass", "keep:1", "keep:0", "cast-back", "quiet", "decline", "token:5", "token:6", "space:1", "space:3", "space:7"}
	for _, n := range prefer {
		if _, ok := ctx.UI.Targets[n]; ok && n != want {
			return n
		}
	}
	return ""
}

// guideOverlay draws the guide's picture and the table's under it and
// returns both, to find what the guide adds (its box, ring and arrow).
func guideOverlay(t *testing.T, g *Guide) (guide, table *image.RGBA) {
	t.Helper()
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		g.Draw(img)
		guide = image.NewRGBA(img.Bounds())
		img.ReadPixels(guide.Pix)
		img.Clear()
		g.t.Draw(img)
		table = image.NewRGBA(img.Bounds())
		img.ReadPixels(table.Pix)
		img.Deallocate()
	})
	return guide, table
}

// differs reports whether the two pictures clearly differ at p.
func differs(a, b *image.RGBA, p image.Point) bool {
	i := a.PixOffset(p.X, p.Y)
	for k := 0; k < 3; k++ {
		if d := int(a.Pix[i+k]) - int(b.Pix[i+k]); d > 24 || d < -24 {
			return true
		}
	}
	return false
}

// checkPointer checks, by the probe and (with pixels) by pixels, that the guide points
// at target: the ring lies around it on all four sides, nothing of the
// guide's (box, arrow, ring) is drawn over it but the arrow's head, whose
// tip ends inside it, and the box is clear of it.
func checkPointer(t *testing.T, g *Guide, name string, target image.Rectangle, pixels bool) {
	t.Helper()
	if at := g.pointAt(); at != target {
		t.Fatalf("%s: the guide points at %v, the target is %v", name, at, target)
	}
	box := g.boxRect(target)
	if box.Overlaps(target) {
		t.Fatalf("%s: the box %v covers the target %v", name, box, target)
	}
	if q, ok := g.questionRect(); ok && box.Overlaps(q) {
		t.Fatalf("%s: the box %v covers the window's question %v", name, box, q)
	}
	if !pixels {
		return
	}
	guide, table := guideOverlay(t, g)
	inside := target.Inset(3)
	_, tip, arrow := g.arrow(box, target)
	for y := inside.Min.Y; y < inside.Max.Y; y++ {
		for x := inside.Min.X; x < inside.Max.X; x++ {
			if d := image.Pt(x, y).Sub(tip); arrow && d.X*d.X+d.Y*d.Y <= 34*34 {
				continue // the arrow's head, its tip just inside the target's edge
			}
			if differs(guide, table, image.Pt(x, y)) {
				t.Fatalf("%s: the guide draws over its target %v at (%d,%d)", name, target, x, y)
			}
		}
	}
	// The ring: on each side, within 16 px outside the target, the guide
	// changed some pixel of the table's picture.
	c := target.Min.Add(target.Size().Div(2))
	sides := map[string][2]image.Point{
		"left": {image.Pt(target.Min.X-16, c.Y), image.Pt(1, 0)}, "right": {image.Pt(target.Max.X+1, c.Y), image.Pt(1, 0)},
		"top": {image.Pt(c.X, target.Min.Y-16), image.Pt(0, 1)}, "bottom": {image.Pt(c.X, target.Max.Y+1), image.Pt(0, 1)},
	}
	for side, s := range sides {
		found := false
		for i := 0; i < 16 && !found; i++ {
			p := s[0].Add(s[1].Mul(i))
			found = p.In(guide.Rect) && differs(guide, table, p)
		}
		if !found && (image.Rectangle{Max: image.Pt(assets.ScreenW, assets.ScreenH)}).Inset(16).Overlaps(target) {
			if side == "top" && target.Min.Y < 16 || side == "left" && target.Min.X < 16 {
				continue // the screen's edge: no room for the ring there
			}
			t.Fatalf("%s: no ring at the target's %s side (%v)", name, side, target)
		}
	}
}

// TestGuideMagicByClicks plays the magic guided round from the set-up
// screen's "Learn the magic version" to the end of its lessons by probe
// clicks: at every step the guide points at a real target, with its ring
// around it and its box clear of it (pixels), a wrong click is refused
// and changes nothing; Esc while casting goes back to the card; leaving in
// the middle of a window lesson and continuing from the set-up screen
// comes back at the same lesson and click; the game then goes on as an
// ordinary magic game that the person finishes.
func TestGuideMagicByClicks(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	gtick(ctx)
	if basic, magic := learnLabel(t, ctx, game.GuideBasic), learnLabel(t, ctx, game.GuideMagic); magic != "Learn the magic version" || basic != "Learn by playing" {
		t.Fatalf("the set-up screen offers %q and %q", basic, magic)
	}
	gclick(t, ctx, "learn-magic")
	g := guideOn(t, ctx)
	if g.g.Script != game.GuideMagic {
		t.Fatal("Learn the magic version started another guide")
	}
	lessons := len(g.g.Script.Lessons)
	left, escaped, refused, clicks := false, false, 0, 0
	drawn := map[string]bool{}
	for steps := 0; ; steps++ {
		if steps > 100 {
			t.Fatal("too many steps")
		}
		want, _ := untilAsked(t, ctx, 8000)
		if want == "" {
			break
		}
		g = guideOn(t, ctx)
		lesson, click, before := g.g.Lesson(), g.click, g.g.S.Moves()
		r, ok := ctx.UI.Targets[want]
		if !ok {
			t.Fatalf("lesson %d points at %q, which is not on screen", lesson, want)
		}
		// The placements' layout is the first game's; the pixels are read
		// from the Tent on, where the magic screens come in, once a target.
		checkPointer(t, g, want, r, lesson >= 8 && !drawn[want])
		drawn[want] = true
		if wrong := magicWrongTarget(ctx, want); wrong != "" {
			gclick(t, ctx, wrong)
			refused++
			gtick(ctx)
			if g.g.S.Moves() != before || g.g.Lesson() != lesson || g.click != click ||
				ctx.Status["guide-target"] != want || g.t.toastText() == "" {
				t.Fatalf("lesson %d: the wrong click %q was not refused cleanly (target now %q, actions %d→%d, toast %q; pending %v, mode %s, busy %v)",
					lesson, wrong, ctx.Status["guide-target"], before, g.g.S.Moves(), g.t.toastText(), g.g.S.Pending(), g.t.mode.Name(), g.t.q.Busy())
			}
		}
		if want == "spell:9" && !left {
			// Leave in the middle of the window lesson (the Lamp lit, the
			// card still to cast); the set-up screen offers to continue.
			left = true
			gclick(t, ctx, "leave-guide")
			for i := 0; i < 30; i++ {
				gtick(ctx)
			}
			if basic, magic := learnLabel(t, ctx, game.GuideBasic), learnLabel(t, ctx, game.GuideMagic); magic != "Continue the magic guide" || basic != "Learn by playing" {
				t.Fatalf("after leaving, the set-up screen offers %q / %q", basic, magic)
			}
			gclick(t, ctx, "learn-magic")
			again, _ := untilAsked(t, ctx, 8000)
			if g2 := guideOn(t, ctx); g2 == g || g2.g.Lesson() != lesson || again != want {
				t.Fatalf("continued at lesson %d pointing at %q, left at %d (%q)", g2.g.Lesson(), again, lesson, want)
			}
			continue
		}
		gclick(t, ctx, want)
		clicks++
		if want == "spell:9" && !escaped {
			// Esc gives the card up: the guide points at it again.
			escaped = true
			gtick(ctx)
			gtick(ctx, ebiten.KeyEscape)
			if again, _ := untilAsked(t, ctx, 100); again != "spell:9" || g.t.modes.React.Casting() {
				t.Fatalf("after Esc while casting the guide points at %q (casting %v)", again, g.t.modes.React.Casting())
			}
			clicks--
		}
	}
	g = guideOn(t, ctx)
	if !left || !escaped || g.g.Lesson() != lessons || refused < lessons {
		t.Fatalf("left %v, escaped %v, lesson %d of %d, %d refusals", left, escaped, g.g.Lesson(), lessons, refused)
	}
	want := 0
	for _, l := range game.GuideMagic.Lessons {
		want += len(l.Clicks)
	}
	if clicks != want {
		t.Errorf("%d clicks, the lessons have %d", clicks, want)
	}
	st := game.EngineState(g.g.S)
	var v engine.View
	st.ViewInto(0, &v)
	if st.Artifacts(0) != 2 || v.Hand != 0 || v.Discard&(1<<engine.SultansTax) == 0 {
		t.Fatalf("after the lessons: %d artifacts (want the Lamp and the Counterspell), hand %b, Sultan's Tax discarded %v",
			st.Artifacts(0), v.Hand, v.Discard&(1<<engine.SultansTax) != 0)
	}
	playOnAfterTheLessons(t, ctx, g)
}

// TestGuideMagicFromHowToPlay: How to play, opened from the set-up screen,
// offers the magic round in the magic version's sections (the first game
// elsewhere); an unfinished magic guide is continued from the set-up
// screen's Continue as well as from its own button.
func TestGuideMagicFromHowToPlay(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	ctx.Scenes.Switch(game.Screens.Setup(ctx))
	gtick(ctx)
	gclick(t, ctx, "howtoplay")
	gtick(ctx)
	if _, ok := ctx.UI.Targets["learn"]; !ok {
		t.Fatalf("the first section offers no first game: targets %v", targetNames(ctx))
	}
	gclick(t, ctx, "rules:casting")
	gtick(ctx)
	if _, ok := ctx.UI.Targets["learn-magic"]; !ok {
		t.Fatalf("the magic section offers no magic round: targets %v", targetNames(ctx))
	}
	gclick(t, ctx, "learn-magic")
	g := guideOn(t, ctx)
	if g.g.Script != game.GuideMagic || ctx.Scenes.HasOverlay() {
		t.Fatal("How to play's magic button did not start the magic round")
	}
	want, _ := untilAsked(t, ctx, 2000)
	gclick(t, ctx, want) // the first token picked up
	want, _ = untilAsked(t, ctx, 2000)
	gclick(t, ctx, want) // and placed: lesson 2
	untilAsked(t, ctx, 2000)
	gclick(t, ctx, "leave-guide")
	gtick(ctx)
	if _, ok := ctx.UI.Targets["continue"]; !ok || learnLabel(t, ctx, game.GuideMagic) != "Continue the magic guide" {
		t.Fatalf("the set-up screen after leaving: %q, targets %v", ctx.Scenes.VisibleName(), targetNames(ctx))
	}
	gclick(t, ctx, "continue")
	untilAsked(t, ctx, 2000)
	if g2 := guideOn(t, ctx); g2.g.Script != game.GuideMagic || g2.g.Lesson() != 1 {
		t.Fatalf("Continue came back at lesson %d of %q", g2.g.Lesson(), g2.g.Script.ID)
	}
	// The basic guide's button over the magic guide asks first.
	gclick(t, ctx, "leave-guide")
	gtick(ctx)
	gclick(t, ctx, "learn")
	if ctx.Scenes.VisibleName() != "guide-confirm" {
		t.Fatalf("Learn by playing over the magic guide showed %q, not a question", ctx.Scenes.VisibleName())
	}
}

// TestGuideMagicLengthAtNormalSpeed measures the magic round at the normal
// animation speed with the bots' usual beat, the person answering each
// prompt at once: the game's own time until the lessons end. Every
// pointed-at click counts, and the round stays short (under four minutes).
func TestGuideMagicLengthAtNormalSpeed(t *testing.T) {
	guideLengthAtNormalSpeed(t, game.GuideMagic, "the magic round's lessons")
}
