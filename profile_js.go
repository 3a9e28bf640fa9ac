//go:build js

package main

// startProfile: the browser has its own profiler; nothing to start.
func startProfile() (stop func()) { return func() {} }
