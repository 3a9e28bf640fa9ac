// Package e2e drives the real program under X (Xvfb in CI) with real mouse
// events from xdotool. The game's test probe (ALADDIN_PROBE) tells the
// driver which scene shows and where its clickable targets are; the clicks
// themselves go through the window system like a player's.
//
// The tests move the pointer of whatever display DISPLAY names, so they
// carry the build tag e2e: a plain `go test ./...` leaves them out, and
// build/test.sh runs them under its own Xvfb with -tags e2e. By hand:
//
//	Xvfb :99 -screen 0 1600x1000x24 & DISPLAY=:99 go test -tags e2e ./game/e2e/ -v
package e2e
