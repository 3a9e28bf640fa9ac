package modes

import (
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/scenetest"
)

// sessionTable puts session s on a table's modes, as its dialogs see it:
// the game, the board's view of it, and a context to lay words out in.
// There is no table behind it (its Table and Panel are nil): a test here
// runs a dialog body's own update, which never reaches the table, and
// submits what it returns itself.
func sessionTable(s *game.Session) (*game.Context, *Host, *Dialog) {
	ctx := testContext()
	h := &Host{Ctx: ctx, Game: s, S: s, Board: board.New(ctx.Assets, ctx.UI, board.SessionSeats{InPlay: s}), Round: &RoundStats{}}
	s.ViewInto(&h.Board.View)
	return ctx, h, &Dialog{t: h}
}

// testContext is a context to lay words out in and read input from,
// silent.
func testContext() *game.Context {
	a := scenetest.Assets() // the modes measure their words
	return &game.Context{Assets: a, UI: &game.UI{Assets: a}, In: &game.Input{}, Audio: game.NewAudio(true)}
}

// dialogTable is sessionTable for st as seat sees it.
func dialogTable(st *engine.State, seat int) (*game.Context, *Host, *Dialog) {
	return sessionTable(game.SessionOn(st, game.Setup{}, seat))
}

// openDialog opens d's body for the pending decision, as the dialog does
// when the table routes to it.
func openDialog(t *testing.T, d *Dialog) dialogBody {
	t.Helper()
	pend := d.t.Game.Prompt().Decision
	body := newBody(d.t, pend)
	if body == nil {
		t.Fatalf("no dialog for %v", pend.Type)
	}
	d.body, d.for_, d.seat = body, pend, int(pend.Seat)
	return body
}

// botGame starts a game of so many players with the given bots.
func botGame(t testing.TB, players int, seed uint64, newBot func(i int) bot.Bot) (*engine.State, []bot.Bot) {
	t.Helper()
	st, err := engine.New(engine.Config{Players: players, Seed: seed, FirstPlayer: -1})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, players)
	for i := range bots {
		bots[i] = newBot(i)
	}
	return st, bots
}
