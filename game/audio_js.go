//go:build js

package game

import "aladdin/assets/sound"

// renderEarly is off in the browser: WebAssembly runs one thread, so the
// rendering would hold up the first frames, and the page may not play
// sound before the first click anyway. The app calls Audio.Prepare on the
// first input instead.
const renderEarly = false

func init() {
	// Sounds render on a background goroutine; in the browser it shares the
	// one thread with the game, so it gives the page a turn every few
	// milliseconds of synthesis and the page keeps drawing frames.
	sound.Yield = yieldToBrowser
}
