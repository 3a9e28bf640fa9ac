//go:build !js

package game

import "time"

// On the desktop a searching bot thinks about 300 ms a decision (within
// the 500 ms a decision may take), in slices of up to 10 ms a tick: the
// search runs only while the board is still, so a longer tick costs no
// animation, and about 30 ticks (half a second, mostly hidden by the
// bot's beat) hold the whole search.
const (
	thinkTime  = 300 * time.Millisecond
	thinkSlice = 10 * time.Millisecond
)
