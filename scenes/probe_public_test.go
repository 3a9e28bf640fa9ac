package scenes

import (
	"strconv"
	"testing"

	"aladdin/engine"
	"aladdin/game"
)

// The probe's "public" is the hash of what a spectator sees: at Blue's
// turn the table shows Blue's screen, whose tokens behind it (and the one
// she placed face down before) are her secrets, yet it publishes the same
// public facts a spectator's view has. Two screens at one online table,
// each its own seat, are compared by it.
func TestProbePublicIsTheSpectatorsView(t *testing.T) {
	ctx, s, tb := greenAndBlueTable(t)
	const blue = 2
	hotSeatTurn(t, ctx, tb, blue)
	placeFaceDown(t, tb)
	hotSeatTurn(t, ctx, tb, blue)
	tick(ctx)
	if tb.Game.ViewerSeat() != blue {
		t.Fatalf("the table shows seat %d's view, want Blue's (%d)", tb.Game.ViewerSeat(), blue)
	}
	st := game.EngineState(s)
	spectator := st.View(engine.Spectator)
	own := st.View(blue)
	if own.Public() == own {
		t.Fatal("Blue's view holds no secret to leave out: the test shows nothing")
	}
	if got, want := ctx.Status["public"], strconv.FormatUint(spectator.Hash(), 16); got != want {
		t.Errorf("the probe's public facts hash to %s, the spectator's view to %s", got, want)
	}
}
