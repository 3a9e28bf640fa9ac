//go:build js

package game

// renderEarly is off in the browser: WebAssembly runs one thread, so the
// rendering would hold up the first frames, and the page may not play
// sound before the first click anyway. The app calls Audio.Prepare on the
// first input instead.
const renderEarly = false
