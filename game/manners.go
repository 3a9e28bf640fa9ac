package game

import (
	"runtime"
	"sync/atomic"
)

// CanQuit says whether the game offers Quit. In the browser leaving the
// page is the browser's job: Quit there ended the Go program and left the
// page frozen on its last frame. A variable, not a constant, so scene
// tests can lay out the browser's screens too.
var CanQuit = runtime.GOOS != "js"

// fullscreenNow is the browser's fullscreen state as last reported by
// FullscreenIs, for the next tick: 0 nothing new, 1 off, 2 on.
var fullscreenNow atomic.Int32

// FullscreenIs reports the browser's fullscreen state when it changes, or
// when a request for it was refused (the page's fullscreenchange and
// fullscreenerror): Esc and F11 leave fullscreen without the game, and a
// browser grants it only after a click or a key, not at start.
func FullscreenIs(on bool) {
	v := int32(1)
	if on {
		v = 2
	}
	fullscreenNow.Store(v)
}

// followFullscreen keeps the setting (and the pause menu's chip) in step
// with what the browser reported. It only records the state, never asks
// for it again: the browser has just decided.
func (c *Context) followFullscreen() {
	v := fullscreenNow.Swap(0)
	if v == 0 {
		return
	}
	if on := v == 2; c.Settings.Fullscreen != on {
		c.Settings.Fullscreen = on
		_ = c.Settings.Save()
		c.Busy() // the chip changes
	}
}
