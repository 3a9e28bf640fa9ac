//go:build js

package game

// StartProfile: the browser has its own profiler; nothing to start.
func StartProfile() (stop func()) { return func() {} }
