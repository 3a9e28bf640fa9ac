package setup

import (
	"testing"

	"aladdin/game"
	"aladdin/scenes"
)

// The set-up screen's tests start real games: the table they open through
// game.Screens is the scenes package's, and they look at it to see which
// game it holds.

// tableOf is the table on show, or a failure.
func tableOf(t *testing.T, sc game.Scene) *scenes.Table {
	t.Helper()
	tb, ok := sc.(*scenes.Table)
	if !ok {
		t.Fatalf("%T is not the table", sc)
	}
	return tb
}
