//go:build !js

package game

import (
	"os"
	"runtime/pprof"
)

// StartProfile writes a CPU profile of the whole session to
// $ALADDIN_CPUPROFILE, for frame-cost work; the returned func stops it.
// The browser build has none (profile_js.go): runtime/pprof would add
// about 0.2 MB to the wasm.
func StartProfile() (stop func()) {
	path := os.Getenv("ALADDIN_CPUPROFILE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		return func() {}
	}
	if pprof.StartCPUProfile(f) != nil {
		f.Close()
		return func() {}
	}
	return func() { pprof.StopCPUProfile(); f.Close() }
}
