//go:build !js

package game

// warmYield is how background painting lets the game breathe: nothing on
// the desktop, where the painter runs on another core (the browser build
// yields to the page, see yield_js.go).
var warmYield func()
