//go:build !js

package game

// renderEarly: on the desktop the sounds are rendered on another core as
// soon as the first frame is up, so the first effects are ready when play
// begins.
const renderEarly = true
