package game

import (
	"image/color"
	"testing"

	"aladdin/assets"
	"aladdin/engine"

	"github.com/hajimehoshi/ebiten/v2"
)

// editTick runs one tick of a focused field: the tick advances, the typed
// characters and keys arrive, and Edit applies them.
func editTick(ctx *Context, f *TextField, text *string, limit int, allow func(rune) bool, chars string, keys ...ebiten.Key) bool {
	ctx.Tick++
	ctx.In.Chars = []rune(chars)
	ctx.In.keys = append(ctx.In.keys[:0], keys...)
	return f.Edit(ctx, text, limit, allow)
}

// TestTextFieldTypesPastesAndSelects: typing keeps to the field's limit
// and its characters; a paste from the browser goes through the same
// checks; select-all makes the next typing, paste or Backspace replace the
// whole text; a cut empties the field.
func TestTextFieldTypesPastesAndSelects(t *testing.T) {
	ctx := &Context{In: &Input{}}
	webCtx = ctx
	defer func() { webCtx = nil }()
	var f TextField
	name := "Ali"
	if !editTick(ctx, &f, &name, 6, nil, "baba\n") || name != "Alibab" {
		t.Fatalf("typed into a 6-rune field: %q, want %q", name, "Alibab")
	}
	if got, ok := FocusedText(); !ok || got != "Alibab" {
		t.Errorf("FocusedText after the field's tick = %q, %v", got, ok)
	}
	editTick(ctx, &f, &name, 6, nil, "", ebiten.KeyBackspace)
	if name != "Aliba" {
		t.Errorf("Backspace left %q", name)
	}

	SelectAllText()
	editTick(ctx, &f, &name, 6, nil, "")
	if !f.All {
		t.Fatal("select-all did not select the text")
	}
	editTick(ctx, &f, &name, 6, nil, "Zo")
	if name != "Zo" || f.All {
		t.Errorf("typing over a selection gave %q (selected %v), want %q", name, f.All, "Zo")
	}
	SelectAllText()
	editTick(ctx, &f, &name, 6, nil, "", ebiten.KeyBackspace)
	if name != "" {
		t.Errorf("Backspace over a selection left %q", name)
	}

	PasteText("Sinbad the Sailor\n")
	editTick(ctx, &f, &name, 6, nil, "")
	if name != "Sinbad" {
		t.Errorf("a paste into a 6-rune field gave %q", name)
	}
	CutText()
	editTick(ctx, &f, &name, 6, nil, "")
	if name != "" {
		t.Errorf("a cut left %q", name)
	}

	seed := ""
	digits := func(r rune) bool { return r >= '0' && r <= '9' }
	PasteText("seed 12 34")
	editTick(ctx, &f, &seed, 18, digits, "x5")
	if seed != "12345" {
		t.Errorf("the seed field took %q from a paste and typing, want the digits %q", seed, "12345")
	}

	// A key that arrives inside the next tick, before the field's Edit
	// ran (a tick that yields to the page), still finds the field.
	ctx.Tick++
	if _, ok := FocusedText(); !ok {
		t.Error("FocusedText lost the field in the tick after its Edit, before the Edit ran again")
	}
	// Two ticks without Edit: no field has the keyboard any more.
	ctx.Tick++
	if _, ok := FocusedText(); ok {
		t.Error("FocusedText still reports a field after two ticks without one")
	}
}

// TestFullscreenFollowsTheBrowser: when the browser leaves fullscreen
// (Esc, F11) or refuses it, the setting follows and the screen is redrawn
// to show it; nothing reported, nothing changes.
func TestFullscreenFollowsTheBrowser(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	ctx := &Context{In: &Input{}, Settings: DefaultSettings()}
	ctx.Settings.Fullscreen = true
	ctx.followFullscreen()
	if !ctx.Settings.Fullscreen || ctx.busy {
		t.Fatal("the setting changed with nothing reported")
	}
	FullscreenIs(false)
	ctx.followFullscreen()
	if ctx.Settings.Fullscreen || !ctx.busy {
		t.Errorf("after the browser left fullscreen: setting %v, redraw %v", ctx.Settings.Fullscreen, ctx.busy)
	}
	if LoadSettings().Fullscreen {
		t.Error("the setting was not saved")
	}
	FullscreenIs(true)
	ctx.followFullscreen()
	if !ctx.Settings.Fullscreen {
		t.Error("the setting did not follow the browser into fullscreen")
	}
}

// TestTitleBackdropDrawsPaintedArtAtOnce: where the title art is painted
// before the set-up screen looks (the desktop, every later visit), it is
// there from the first frame, with no fade and no extra repaints; an image
// not yet asked for reports itself unpainted.
func TestTitleBackdropDrawsPaintedArtAtOnce(t *testing.T) {
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	if a.Painted("spell/3") {
		t.Error("a spell face reports itself painted before anyone asked for it")
	}
	a.SpellFace(engine.Charity)
	if !a.Painted("spell/3") || !a.Painted("title") {
		t.Error("painted images report themselves unpainted")
	}
	ctx := &Context{Assets: a, In: &Input{}, Tick: 1}
	var b TitleBackdrop
	b.Update(ctx)
	if b.fade || ctx.busy || ctx.awake {
		t.Errorf("a painted title fades in (%v) or keeps the game busy (%v) or awake (%v)", b.fade, ctx.busy, ctx.awake)
	}
}

// TestPaintRoundedShape: a painted rounded rectangle is clear outside its
// corners, its border colour along the edge, its fill inside (the fast
// span and the edge's distance agree), soft on the corner's arc, and a
// translucent shape keeps its alpha.
func TestPaintRoundedShape(t *testing.T) {
	fill, border := color.RGBA{0xF1, 0xE0, 0xB8, 0xFF}, color.RGBA{0xD9, 0xA4, 0x3A, 0xFF}
	im := paintRounded(shapeKey{w: 300, h: 120, r: 24, fill: fill, border: border, bw: 4})
	at := func(x, y int) color.RGBA { return im.RGBAAt(x, y) }
	if c := at(0, 0); c.A != 0 {
		t.Errorf("the corner outside the arc is painted: %v", c)
	}
	if c := at(150, 1); c != border {
		t.Errorf("the top edge is %v, want the border %v", c, border)
	}
	for _, p := range [][2]int{{150, 60}, {6, 60}, {293, 60}, {150, 6}, {150, 113}} {
		if c := at(p[0], p[1]); c != fill {
			t.Errorf("inside at %v: %v, want the fill %v", p, c, fill)
		}
	}
	// On the arc round the corner's centre (24,24): pixel (2,13)'s centre
	// lies 23.93 px from it, just inside the radius.
	if c := at(2, 13); c.A == 0 || c.A == 255 {
		t.Errorf("the corner's arc is not soft: %v", c)
	}
	shadow := paintRounded(shapeKey{w: 300, h: 120, r: 24, fill: color.RGBA{0, 0, 0, 0x70}})
	if c := shadow.RGBAAt(150, 60); c != (color.RGBA{0, 0, 0, 0x70}) {
		t.Errorf("a translucent shape's inside is %v", c)
	}
}
