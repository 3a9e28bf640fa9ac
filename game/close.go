package game

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

// stopRequested is set when the system asks the program to end (SIGTERM or
// SIGINT on the desktop, see close_desktop.go).
var stopRequested atomic.Bool

// closing reports whether the window is being closed or the program was
// asked to stop; the app then saves and ends cleanly.
func closing() bool { return ebiten.IsWindowBeingClosed() || stopRequested.Load() }

// saveOnClose writes what the current scene registered as its unsaved
// state. The session already autosaves after every action, so this is a
// second line of defence, not the only one.
func (c *Context) saveOnClose() {
	if c.OnClose != nil {
		c.OnClose()
	}
}
