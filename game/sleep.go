package game

import "github.com/hajimehoshi/ebiten/v2"

// An idle table sleeps until the next input event, so it costs next to
// nothing even under a software renderer (0% CPU idle on the placement
// screen, docs/UI.md). Ebitengine v2.10 has no successor for this: it
// deprecates FPSModeVsyncOffMinimum and ScheduleFrame in favour of
// SetScreenClearedEveryFrame(false), which only skips clearing the screen
// while Update and Draw still run 60 times a second. So these calls stay:
// here, and wakeUp in close_desktop.go.

// setSleeping puts the game to sleep until input (true) or back to ticking
// with vsync (false).
func setSleeping(sleep bool) {
	if !sleep {
		ebiten.SetVsyncEnabled(true)
		return
	}
	//lint:ignore SA1019 no successor in v2.10 for running Update only on input (see above)
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
}

// sleepStatus is the probe's "asleep" entry: "yes" once the game waits for
// input, so a test can wait for an idle screen to sleep without reading
// the CPU clock.
func sleepStatus(sleep bool) string {
	if sleep {
		return "yes"
	}
	return "no"
}
