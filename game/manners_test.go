package game

import (
	"testing"

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

	// A tick without Edit: no field has the keyboard any more.
	ctx.Tick++
	if _, ok := FocusedText(); ok {
		t.Error("FocusedText still reports a field after a tick without one")
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
