//go:build js

package game

import "time"

// In the browser the bots search their fixed budget (no time budget), in
// slices of 3 ms a tick (well under a frame): WebAssembly runs the search
// several times slower than the desktop on one thread shared with the
// page, so a time budget there would either hold frames or stretch each
// decision over seconds of ticks, while the fixed budget already fits a
// few frames' slices. A browser game stays deterministic: the same seed
// plays the same game.
const (
	thinkTime  = 0
	thinkSlice = 3 * time.Millisecond
)
