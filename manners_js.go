//go:build js

package main

import (
	"strings"
	"syscall/js"

	"aladdin/game"
)

// Browser manners for the keyboard and fullscreen. Ebitengine listens for keys on the
// canvas (so the game has keys only while the canvas has the focus) and
// cancels every one, which took the browser's own shortcuts and the text
// fields' clipboard away. A listener on the window, in the capture phase,
// runs first: a key that belongs to the browser is stopped there, so
// Ebitengine never sees it and the browser does what it always does.
//
//   - Ctrl or Cmd with any key (reload, zoom, new tab, find, dev tools...),
//     F2-F10 and F12 (F1 is the game's help, F11 its fullscreen), and
//     Alt+Left, Alt+Right and Alt+Home (history) go to the browser. Ctrl
//     with Alt is AltGr on some keyboards, a character to type: the game's.
//   - While one of the game's text fields has the keyboard (game.TextField,
//     whose Edit publishes the field each tick: game.FocusedText), Ctrl/Cmd
//     +C, X and V go on as the browser's copy, cut and paste events, which
//     are answered below with the field's text; Ctrl/Cmd+A selects the
//     field's text instead of the page.
func init() {
	w := js.Global()
	stopped := map[string]bool{} // codes whose keydown was stopped: their keyup too
	onKey := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		code := e.Get("code").String()
		if e.Get("type").String() == "keyup" {
			if stopped[code] {
				delete(stopped, code)
				e.Call("stopPropagation")
			}
			return nil
		}
		ours, selectAll := browserKey(e)
		if !ours {
			return nil
		}
		e.Call("stopPropagation")
		stopped[code] = true
		if selectAll {
			e.Call("preventDefault")
			game.SelectAllText()
		}
		return nil
	})
	capture := map[string]any{"capture": true}
	w.Call("addEventListener", "keydown", onKey, capture)
	w.Call("addEventListener", "keyup", onKey, capture)

	clip := func(cut bool) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any {
			text, ok := game.FocusedText()
			if !ok {
				return nil
			}
			e := args[0]
			e.Get("clipboardData").Call("setData", "text/plain", text)
			e.Call("preventDefault")
			if cut {
				game.CutText()
			}
			return nil
		})
	}
	w.Call("addEventListener", "copy", clip(false), capture)
	w.Call("addEventListener", "cut", clip(true), capture)
	w.Call("addEventListener", "paste", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if _, ok := game.FocusedText(); !ok {
			return nil
		}
		e := args[0]
		game.PasteText(e.Get("clipboardData").Call("getData", "text/plain").String())
		e.Call("preventDefault")
		return nil
	}), capture)

	// Fullscreen follows the browser: leaving it with Esc or F11, or a
	// refused request, updates the setting (game.FullscreenIs).
	doc := w.Get("document")
	fs := js.FuncOf(func(js.Value, []js.Value) any {
		game.FullscreenIs(doc.Get("fullscreenElement").Truthy() || doc.Get("webkitFullscreenElement").Truthy())
		return nil
	})
	for _, ev := range []string{"fullscreenchange", "webkitfullscreenchange", "fullscreenerror", "webkitfullscreenerror"} {
		doc.Call("addEventListener", ev, fs)
	}
}

// browserKey decides a keydown: ours is true when the game must not see it
// (the browser's, or the text field's clipboard), selectAll when it is
// Ctrl/Cmd+A in a focused text field.
func browserKey(e js.Value) (ours, selectAll bool) {
	code := e.Get("code").String()
	ctrl, meta, alt := e.Get("ctrlKey").Bool(), e.Get("metaKey").Bool(), e.Get("altKey").Bool()
	switch code {
	case "ControlLeft", "ControlRight", "MetaLeft", "MetaRight", "AltLeft", "AltRight", "ShiftLeft", "ShiftRight":
		return false, false // the modifiers themselves: the game tracks Alt
	}
	if (ctrl && !alt) || meta {
		// Copy, cut and paste go on to the browser like every other
		// shortcut; its clipboard events then reach the field (init).
		_, field := game.FocusedText()
		return true, field && code == "KeyA"
	}
	if strings.HasPrefix(code, "F") && len(code) <= 3 && code != "F1" && code != "F11" {
		return true, false // F2-F10, F12
	}
	if alt && (code == "ArrowLeft" || code == "ArrowRight" || code == "Home") {
		return true, false
	}
	return false, false
}
