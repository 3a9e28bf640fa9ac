package scenes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// A card that cannot be played now says why on the card, in words taken
// from the engine's refusal of that cast; its explanation, drawn over
// every box and dialog, gives the engine's whole sentence.

// drawScreen paints the scenes and then what explains them, as the app's
// frame does (UI.DrawAbove), and reads the picture back.
func drawScreen(t *testing.T, ctx *game.Context) *image.RGBA {
	t.Helper()
	var pic *image.RGBA
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		ctx.Scenes.Current().Draw(img)
		ctx.UI.DrawAbove(img)
		pic = image.NewRGBA(img.Bounds())
		img.ReadPixels(pic.Pix)
		img.Deallocate()
	})
	return pic
}

// TestCardSaysWhy: at the first placement turn (a person's), a card held without the Lamp lit
// reads "Light your Lamp first"; with the Lamp lit, Dragon's Return (a
// card of the tally) reads "Only in the tally" while Spy is lit to cast.
// Every short form stands for words the engine really says.
func TestCardSaysWhy(t *testing.T) {
	ctx := newTestContext(t)
	start := magicStart(t)
	seat := int(start.Pending().Seat)
	var hands [engine.MaxPlayers]engine.SpellSet
	hands[seat] = spells(engine.Spy, engine.DragonsReturn)
	unlit := magicPosition(t, start, hands, nil)
	tb := panelTable(ctx, unlit, seat, seat)
	tb.lightPlayable()
	for _, sp := range []engine.Spell{engine.Spy, engine.DragonsReturn} {
		if got := tb.hand.handWhy[sp]; got != "Light your Lamp first" {
			t.Errorf("without the Lamp lit, %v says %q", sp, got)
		}
		if hint := castHint(tb, sp); hint != tb.hand.handWhyLong[sp] || hint == "" {
			t.Errorf("%v's explanation says %q, the engine %q", sp, hint, tb.hand.handWhyLong[sp])
		}
	}
	lit := magicPosition(t, start, hands, func(v *engine.View) { v.LampOn |= 1 << seat })
	tb = panelTable(ctx, lit, seat, seat)
	tb.lightPlayable()
	if !tb.hand.HandLit.Has(engine.Spy) || tb.hand.handWhy[engine.Spy] != "" {
		t.Errorf("with the Lamp lit at a placement, Spy is lit %v and says %q", tb.hand.HandLit.Has(engine.Spy), tb.hand.handWhy[engine.Spy])
	}
	if got := tb.hand.handWhy[engine.DragonsReturn]; got != "Only in the tally" {
		t.Errorf("with the Lamp lit at a placement, Dragon's Return says %q", got)
	}
	pic := drawPanel(t, tb, false, image.Pt(-99, -99))
	docShot(t, "card-why-placing", pic)
	// Each short form matches a refusal the engine words today.
	for _, w := range cardWhyWords {
		if short, _ := cardWhy(&engine.RuleError{Reason: "x " + w.engine + " y"}); short != w.short {
			t.Errorf("%q reads %q", w.engine, short)
		}
	}
}

// TestCardExplanationAboveTheWindow: in the magic guide's Room I window,
// Ali holds Lunar Eclipse with the Lamp not lit: the card reads "Light
// your Lamp first", and the pointer on it shows the enlarged card and its
// explanation drawn over the window's question box.
func TestCardExplanationAboveTheWindow(t *testing.T) {
	ctx := newTestContext(t)
	ctx.FastBots = true
	startGuideOf(ctx, game.GuideMagic)
	for steps := 0; ; steps++ {
		want, _ := untilAsked(t, ctx, 8000)
		if want == "artifact:0" || want == "" || steps > 40 {
			if want != "artifact:0" {
				t.Fatalf("the guide never asked to light the Lamp (%q)", want)
			}
			break
		}
		gclick(t, ctx, want)
	}
	g := guideOn(t, ctx)
	tb := g.t
	if tb.mode != tb.modes.React {
		t.Fatalf("the Lamp lesson is not in a window: %s", tb.mode.Name())
	}
	if got := tb.hand.handWhy[engine.LunarEclipse]; got != "Light your Lamp first" {
		t.Fatalf("in the window before the Lamp, Lunar Eclipse says %q", got)
	}
	slot := tb.hand.handCardRect(0)
	press(ctx)
	ctx.In.Mouse = centre(slot)
	clear(ctx.UI.Targets)
	_ = ctx.Scenes.Top().Update(ctx)
	pic := drawScreen(t, ctx)
	docShot(t, "card-why", pic)
	_, box, _, _ := bigCardRects(tb, engine.LunarEclipse, slot)
	q := tb.modes.React.BoxRect()
	if !box.Overlaps(q) {
		t.Skipf("the explanation %v does not reach the window's box %v here", box, q)
	}
	// The explanation's own ground (night blue) shows where it lies over
	// the window's parchment box.
	over := box.Intersect(q)
	p := image.Pt(box.Min.X+4, over.Min.Y+over.Dy()/2)
	if !p.In(q) {
		p = image.Pt(over.Min.X+over.Dx()/2, over.Min.Y+over.Dy()/2)
	}
	if c := pic.RGBAAt(p.X, p.Y); !near(c, game.Night, 20) {
		t.Fatalf("at %v, inside both the explanation %v and the window's box %v, the picture is %v, not the explanation's ground", p, box, q, c)
	}
}
