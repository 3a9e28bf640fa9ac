//go:build js

package game

// watchSignals: a browser tab has no signals; the store is written after
// every action.
func watchSignals() {}
