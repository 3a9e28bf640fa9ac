package game

import (
	"aladdin/assets"

	"github.com/hajimehoshi/ebiten/v2"
)

// WindowPlace is the window's position and size on the desktop, in
// device-independent pixels (what Ebitengine's window calls use). W == 0
// means not known yet.
type WindowPlace struct {
	X int `json:"x"`
	Y int `json:"y"`
	W int `json:"w"`
	H int `json:"h"`
}

// minWindowW and minWindowH are the smallest window the game allows.
const minWindowW, minWindowH = 640, 400

// FitWindow is the largest window of the game's shape (the logical
// screen's 16:10) that fits a monitor of mw x mh; 1280x800 when the
// monitor's size is unknown.
func FitWindow(mw, mh int) (int, int) {
	if mw <= 0 || mh <= 0 {
		return 1280, 800
	}
	w := min(mw, mh*assets.ScreenW/assets.ScreenH)
	return w, w * assets.ScreenH / assets.ScreenW
}

// FitScale is the factor from logical to screen pixels of the window
// FitWindow opens on a monitor of mw x mh.
func FitScale(mw, mh int) float64 {
	w, _ := FitWindow(mw, mh)
	return float64(w) / assets.ScreenW
}

// firstWindow decides where the window opens: at the size asked for on the
// command line (flagW, flagH), else where it was when the game last closed
// if that still fits this monitor, else as large as fits. usePos says
// whether place's X and Y are to be set (otherwise Ebitengine centres it).
func firstWindow(flagW, flagH int, saved WindowPlace, mw, mh int) (place WindowPlace, usePos bool) {
	if flagW > 0 && flagH > 0 {
		return WindowPlace{W: flagW, H: flagH}, false
	}
	fits := saved.W >= minWindowW && saved.H >= minWindowH && (mw <= 0 || saved.W <= mw && saved.H <= mh)
	if !fits {
		w, h := FitWindow(mw, mh)
		return WindowPlace{W: w, H: h}, false
	}
	// The remembered position is kept when the window's top-left corner
	// (its title bar) is still on this monitor.
	onScreen := mw > 0 && saved.X >= 0 && saved.Y >= 0 && saved.X+minWindowW/2 <= mw && saved.Y+minWindowH/2 <= mh
	return saved, onScreen
}

// openWindow sizes and places the window before the game starts.
func openWindow(opt Options, settings Settings) {
	mw, mh := ebiten.Monitor().Size()
	place, usePos := firstWindow(opt.WindowW, opt.WindowH, settings.Window, mw, mh)
	ebiten.SetWindowSize(place.W, place.H)
	if usePos {
		ebiten.SetWindowPosition(place.X, place.Y)
	}
	ebiten.SetWindowSizeLimits(minWindowW, minWindowH, -1, -1)
}

// windowPollTicks is how often (in ticks) the window's place is read.
const windowPollTicks = 10

// windowSaveDelay is how many ticks a moved or resized window must stay
// put before its place is saved (a drag reports a new place every tick).
const windowSaveDelay = 30

// trackWindow remembers where the window is: a new place is saved once it
// has held for windowSaveDelay ticks, or at once when force is set (the
// program is closing). A fullscreen window's place is not its own.
func (a *App) trackWindow(force bool) {
	ctx := a.ctx
	// Asking for the window's place is a call on the main thread and a
	// round trip to the window system: a few times a second is enough.
	if (force || ctx.Tick%windowPollTicks == 0) && !ebiten.IsFullscreen() {
		x, y := ebiten.WindowPosition()
		w, h := ebiten.WindowSize()
		if p := (WindowPlace{X: x, Y: y, W: w, H: h}); w > 0 && h > 0 && p != ctx.Settings.Window {
			ctx.Settings.Window = p
			a.windowMoved = ctx.Tick
		}
	}
	if a.windowMoved > 0 && (force || ctx.Tick-a.windowMoved >= windowSaveDelay) {
		a.windowMoved = 0
		_ = ctx.Settings.Save() // a window place that fails to save is not worth stopping for
	}
}
