//go:build js

package main

import (
	"syscall/js"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/game/savefile"
	"aladdin/game/store"
	"aladdin/tools"
)

// The browser build's window.aladdin object: what the loading page and the
// end-to-end test (build/web/e2e.mjs) read from the running game.
//
//	aladdin.replay(json)  replay a record (or an autosave) -> {hash, moves} or {error}
//	aladdin.autosave()    the stored autosave's verified hash -> {hash, moves}, {error} or null
//	aladdin.savedGame()   the stored autosave as one document, its appended moves
//	                      joined as the game reads them (its text as stored when
//	                      that cannot be done) -> string or null
//	aladdin.snapshot()    the visible scene, its click targets (logical px), status -> object or null
//	aladdin.screen        the logical screen size [w, h]
//	aladdin.thinking      true while a bot searches for its move
//	aladdin.redraws       how many frames have repainted the screen
//	aladdin.firstFrame    true once the first interactive frame was drawn; the
//	                      page also gets an "aladdin-first-frame" event then
//	aladdin.artReady      true once the art painted after the first frame is done
//
// It is set up in init, before main opens the game, so the hooks work even
// while the game is still painting its art.
func init() {
	g := js.Global()
	obj := g.Get("aladdin")
	if obj.Type() != js.TypeObject {
		obj = g.Get("Object").New()
		g.Set("aladdin", obj)
	}
	obj.Set("screen", js.ValueOf([]any{assets.ScreenW, assets.ScreenH}))
	obj.Set("firstFrame", false)
	obj.Set("replay", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return jsError("replay wants one string: the record's JSON")
		}
		return replayResult([]byte(args[0].String()))
	}))
	obj.Set("autosave", js.FuncOf(func(js.Value, []js.Value) any {
		data, err := store.Load("autosave")
		if err == store.ErrNotFound {
			return js.Null()
		}
		if err != nil {
			return jsError(err.Error())
		}
		return replayResult(data)
	}))
	obj.Set("savedGame", js.FuncOf(func(js.Value, []js.Value) any {
		data, err := store.Load("autosave")
		if err != nil {
			return js.Null()
		}
		if whole, err := savefile.Join(data); err == nil {
			data = whole
		}
		return string(data)
	}))
	obj.Set("snapshot", js.FuncOf(func(js.Value, []js.Value) any {
		s, ok := game.Snapshot()
		if !ok {
			return js.Null()
		}
		targets := map[string]any{}
		for _, t := range s.Targets {
			targets[t.Name] = []any{t.X0, t.Y0, t.X1, t.Y1}
		}
		status := map[string]any{}
		for k, v := range s.Status {
			status[k] = v
		}
		return js.ValueOf(map[string]any{"frames": s.Frames, "tick": s.Tick,
			"scene": s.Scene, "targets": targets, "status": status})
	}))
	obj.Set("thinking", false)
	redraws := 0
	obj.Set("redraws", 0)
	game.OnRedraw = func() { redraws++; obj.Set("redraws", redraws) }
	game.OnThinking = func(on bool) { obj.Set("thinking", on) }
	obj.Set("artReady", false)
	assets.OnWarmed = func() { obj.Set("artReady", true) }
	game.OnFirstFrame = func() {
		obj.Set("firstFrame", true)
		obj.Set("firstFrameAt", g.Get("performance").Call("now"))
		ev := g.Get("CustomEvent").New("aladdin-first-frame")
		g.Call("dispatchEvent", ev)
	}
}

func replayResult(data []byte) js.Value {
	h, n, err := tools.ReplayHash(data)
	if err != nil {
		return jsError(err.Error())
	}
	return js.ValueOf(map[string]any{"hash": h, "moves": n})
}

func jsError(msg string) js.Value {
	return js.ValueOf(map[string]any{"error": msg})
}
