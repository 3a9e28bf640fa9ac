//go:build !js

package game

// renderEarly: on the desktop the sounds are rendered on another core at
// start-up, so the first effects are ready when play begins.
const renderEarly = true
