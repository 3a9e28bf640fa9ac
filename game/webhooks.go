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
	// webShown is the last whole tick's targets and status. A snapshot is
	// taken whenever the page asks, which can be while a tick is under way
	// (its goroutine waiting on art still being painted, the painter
	// yielding to the page): the targets then half listed. So it reads
	// what a finished tick left, copied as the frame is drawn.
	webShown struct {
		tick    int64
		scene   string
		targets []WebTarget
		status  map[string]string
	}
)

// webFrame records the frame for WebSnapshot and fires OnFirstFrame once.
func webFrame(ctx *Context) {
	webCtx = ctx
	webFrames++
	if webFrames == 1 && OnFirstFrame != nil {
		OnFirstFrame()
	}
	if OnFirstFrame != nil && webShown.tick != ctx.Tick {
		webShown.tick = ctx.Tick
		if ctx.Scenes != nil {
			webShown.scene = ctx.Scenes.VisibleName()
		}
		webShown.targets = webShown.targets[:0]
		if ctx.UI != nil {
			for k, r := range ctx.UI.Targets {
				webShown.targets = append(webShown.targets, WebTarget{k, r.Min.X, r.Min.Y, r.Max.X, r.Max.Y})
			}
		}
		if webShown.status == nil {
			webShown.status = map[string]string{}
		}
		clear(webShown.status)
		for k, v := range ctx.Status {
			webShown.status[k] = v
		}
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
	s.Frames, s.Tick, s.Scene = webFrames, webShown.tick, webShown.scene
	s.Targets = append(s.Targets, webShown.targets...)
	sort.Slice(s.Targets, func(i, j int) bool { return s.Targets[i].Name < s.Targets[j].Name })
	s.Status = make(map[string]string, len(webShown.status))
	for k, v := range webShown.status {
		s.Status[k] = v
	}
	return s, true
}
