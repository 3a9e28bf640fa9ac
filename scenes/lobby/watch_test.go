package lobby

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kasim watches a table by its code: before its game starts he waits at
// no seat, the seats as everyone sees them and none his (the table is not
// "full" for a watcher); when Budur takes the last seat the game comes to
// his screen, seen by no seat; the table's menu takes him back to the
// lobby, with no seat of his kept in My games.
func TestATableIsWatchedByItsCode(t *testing.T) {
	server := scenetest.Server(t)
	aladdin := friend(t, server, "Aladdin")
	aladdin.Table.Bots[1] = false // a table for three that waits for a friend
	aladdin.Create()
	settle(t, aladdin)
	code := aladdin.TableCode()

	ctx, sc := onScreen(t)
	sc.L.Profile.Name, sc.L.Profile.Server = "Kasim", server
	sc.L.Connect()
	await(t, ctx, sc, "the lobby", func() bool { return sc.L.Stage() == Home })
	scenetest.ClickTop(t, ctx, "field:code")
	scenetest.TypeText(ctx, code)
	scenetest.ClickTop(t, ctx, "watch")
	await(t, ctx, sc, "the table's seats", func() bool { return len(sc.L.Seats()) == 3 })
	scenetest.TickTop(ctx)
	if sc.L.Stage() != Seated || !sc.L.Watching() || sc.L.Seat() != engine.Spectator || sc.L.Err() != "" || sc.L.Seats()[0].Name != "Aladdin" {
		t.Fatalf("watching table %s: stage %d, watching %v, seat %d, %q, seats %+v", code, sc.L.Stage(), sc.L.Watching(), sc.L.Seat(), sc.L.Err(), sc.L.Seats())
	}
	shot(t, "online-watching-seated", sc)
	if sc.L.Free() != 1 {
		t.Errorf("a watcher took a seat: %+v", sc.L.Seats())
	}

	budur := friend(t, server, "Budur")
	budur.JoinCode(code)
	settle(t, budur)
	await(t, ctx, sc, "the game started", sc.L.Started)
	scenetest.TickTop(ctx)
	if ctx.Scenes.Current() == game.Scene(sc) {
		t.Fatalf("the watched game started and the lobby stays on screen (%q)", ctx.Scenes.VisibleName())
	}
	if sc.L.Session().Seat() != engine.Spectator || sc.L.Session().Prompt().Yours {
		t.Errorf("the watcher's game is seat %d's", sc.L.Session().Seat())
	}

	scenetest.TickTop(ctx, ebiten.KeyEscape)
	scenetest.TickTop(ctx)
	scenetest.ClickTop(t, ctx, "tolobby")
	await(t, ctx, sc, "the lobby again", func() bool { return sc.L.Stage() == Home && !sc.L.Busy() && sc.L.GamesFetched() })
	if sc.L.Watching() || sc.L.Info() != "" || len(sc.L.Games) != 0 {
		t.Errorf("back from watching: watching %v, %q, my games %+v", sc.L.Watching(), sc.L.Info(), sc.L.Games)
	}
}
