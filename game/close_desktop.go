//go:build !js

package game

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/hajimehoshi/ebiten/v2"
)

// watchSignals turns SIGTERM (a session logging out, a service manager)
// and SIGINT (Ctrl+C in a terminal) into a clean close: save, then exit.
func watchSignals() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGTERM, syscall.SIGINT)
	go func() {
		<-ch
		stopRequested.Store(true)
		// An idle game sleeps until input: wake it so Update sees the
		// request.
		wakeUp()
	}()
}

// wakeUp makes a sleeping game run its next Update now (a signal arrived
// from another goroutine).
func wakeUp() {
	//lint:ignore SA1019 no successor in v2.10 for waking a game that sleeps until input (see sleep.go)
	ebiten.ScheduleFrame()
}
