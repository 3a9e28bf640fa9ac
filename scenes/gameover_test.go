package scenes

import (
	"testing"

	"aladdin/game"
	"aladdin/scenes/scenetest"
)

// clickTarget clicks a button the scene registered last tick: the press
// on one tick, the release on the next, as a player's click arrives.
func clickTarget(t *testing.T, ctx *game.Context, name string) {
	t.Helper()
	scenetest.Click(t, ctx, name)
}

// gameOverTable is a finished hot-seat game on its game-over screen, its
// buttons past their half-second wait.
func gameOverTable(t *testing.T) (*game.Context, *Table) {
	t.Helper()
	ctx := newTestContext(t)
	s := sessionAt(t, 3, func(s *game.Session) bool { return s.Over() })
	tb := onTable(t, ctx, s, "gameover")
	for i := 0; i < 40; i++ {
		tick(ctx)
	}
	return ctx, tb
}

// TestGameOverLeadsToTheNextGame: game over does not end the program; it
// offers the set-up screen (where Quit is) and a rematch of the same seats
// with a new seed.
func TestGameOverLeadsToTheNextGame(t *testing.T) {
	ctx, _ := gameOverTable(t)
	if _, ok := ctx.UI.Targets["quit"]; ok {
		t.Error("game over still offers Quit; it belongs to the set-up screen")
	}
	clickTarget(t, ctx, "newgame")
	if !onSetup(ctx) {
		t.Fatalf("New game shows %T, want the set-up screen", ctx.Scenes.Current())
	}
	tick(ctx)
	if _, ok := ctx.UI.Targets["quit"]; !ok {
		t.Error("the set-up screen after a game has no Quit")
	}

	ctx, tb := gameOverTable(t)
	old := tb.S
	clickTarget(t, ctx, "rematch")
	next := tableOf(t, ctx.Scenes.Current()).S
	if next == old || next.Over() || next.Round() > 1 {
		t.Fatalf("Rematch shows %T in round %d, want a new game", ctx.Scenes.Current(), next.Round())
	}
	if next.PublicConfig().Players != old.PublicConfig().Players {
		t.Fatalf("the rematch has %d players, the game had %d", next.PublicConfig().Players, old.PublicConfig().Players)
	}
	for i := range old.PublicConfig().Players {
		if next.Seat(i) != old.Seat(i) {
			t.Errorf("seat %d was %+v, in the rematch %+v", i, old.Seat(i), next.Seat(i))
		}
	}
	// Each set-up for a game after it holds the options the game was set up with.
	if was, is := old.RematchSetup(), next.RematchSetup(); is.ChooseStart != was.ChooseStart || is.Intro != was.Intro || is.Magic != was.Magic {
		t.Error("the rematch changed the game's options")
	}
	if game.EngineConfig(next).Seed == game.EngineConfig(old).Seed {
		t.Errorf("the rematch deals with the same seed %d", game.EngineConfig(old).Seed)
	}
}
