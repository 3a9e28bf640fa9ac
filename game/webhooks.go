package game

import "sort"

// Hooks for the browser build (web_js.go in package main) and its
// end-to-end test (build/web/e2e.mjs). They cost nothing on desktop: with
// no OnFirstFrame set, webFrame only counts.
//
// Wiring: App.Draw calls webFrame(a.ctx) once per frame, after drawing.

// OnFirstFrame, when set, is called once, after the first frame has been
// drawn: the moment the game shows its first scene and accepts input. The
// web build uses it to take down the loading screen and to time start-up.
var OnFirstFrame func()

// OnRedraw, when set, is called after each frame that repainted the screen
// (the others keep the last picture); the browser test uses it to tell the
// frames' costs apart.
var OnRedraw func()

// OnThinking, when set, is called when a bot starts or stops searching for
// its move; the browser test uses it to time the frames of those moments.
var OnThinking func(bool)

var (
	webCtx      *Context
	webFrames   int64
	webThinking bool
)

// webFrame records the frame for WebSnapshot and fires OnFirstFrame once.
func webFrame(ctx *Context) {
	webCtx = ctx
	webFrames++
	if webFrames == 1 && OnFirstFrame != nil {
		OnFirstFrame()
	}
	if ctx.Thinking != webThinking {
		webThinking = ctx.Thinking
		if OnThinking != nil {
			OnThinking(webThinking)
		}
	}
}

// WebTarget is one clickable target of the visible scene, in logical pixels.
type WebTarget struct {
	Name           string
	X0, Y0, X1, Y1 int
}

// WebSnapshot is what the running app shows, for the browser test.
type WebSnapshot struct {
	Frames  int64 // frames drawn so far
	Tick    int64
	Scene   string // the visible scene's name (overlay first)
	Targets []WebTarget
	Status  map[string]string
}

// Snapshot describes the app as last drawn; ok is false before the first
// frame (or when App.Draw does not call webFrame).
func Snapshot() (s WebSnapshot, ok bool) {
	ctx := webCtx
	if ctx == nil {
		return s, false
	}
	s.Frames, s.Tick = webFrames, ctx.Tick
	if ctx.Scenes != nil {
		s.Scene = ctx.Scenes.VisibleName()
	}
	if ctx.UI != nil {
		for k, r := range ctx.UI.Targets {
			s.Targets = append(s.Targets, WebTarget{k, r.Min.X, r.Min.Y, r.Max.X, r.Max.Y})
		}
		sort.Slice(s.Targets, func(i, j int) bool { return s.Targets[i].Name < s.Targets[j].Name })
	}
	s.Status = make(map[string]string, len(ctx.Status))
	for k, v := range ctx.Status {
		s.Status[k] = v
	}
	return s, true
}
