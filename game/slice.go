package game

import "time"

// maxSlice caps a seat's iterations per tick.
const maxSlice = 1 << 20

// nextSlice sizes a seat's next thinking slice from how long the last one
// took, so that thinking stays near the budget. A slice that finished the
// decision says nothing about the size (it may have had little left to do),
// so it leaves the size as it was.
func nextSlice(iters int, took, budget time.Duration, done bool) int {
	switch {
	case done:
		return iters
	case took < budget/2 && iters < maxSlice:
		return iters * 2
	case took > budget && iters > 1:
		return iters / 2
	}
	return iters
}

// Clock tells the time for slice sizing. The game reads the wall clock;
// tests give the session one they control, so no test depends on how fast
// or busy the machine is.
type Clock interface{ Now() time.Time }

type wallClock struct{}

func (wallClock) Now() time.Time { return time.Now() }
