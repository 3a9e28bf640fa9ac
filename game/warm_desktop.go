//go:build !js

package game

// warmYield is nil on the desktop: the painter runs on another core.
var warmYield func()
