package lobby

import (
	"os"
	"strings"
	"testing"
	"time"

	"aladdin/game"
	"aladdin/online/client"
	_ "aladdin/scenes"       // the table a started game goes to
	_ "aladdin/scenes/pause" // the table's menu, which comes back here
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// await ticks the scene until ok holds, waiting between ticks on what
// the lobby waits on (a request's answer, a message of the table) rather
// than on the clock.
func await(t *testing.T, ctx *game.Context, sc *Scene, what string, ok func() bool) {
	t.Helper()
	for range 200 {
		scenetest.TickTop(ctx)
		if ok() {
			return
		}
		switch {
		case sc.L.Busy():
			select {
			case apply := <-sc.L.Done():
				sc.L.Apply(apply)
			case <-time.After(hangLimit):
				t.Fatalf("waiting for %s: %q never ended", what, sc.L.Doing())
			}
		case sc.L.Arrived() != nil:
			select {
			case <-sc.L.Arrived():
			case <-time.After(hangLimit):
				t.Fatalf("never saw %s; the lobby says %q; seats %+v", what, sc.L.Err(), sc.L.Seats())
			}
		default:
			t.Fatalf("never saw %s, and nothing is awaited; the lobby says %q", what, sc.L.Err())
		}
	}
	t.Fatalf("never saw %s", what)
}

// untilConnection waits for the client's connection to reach a state,
// looking again each time the client signals a change.
func untilConnection(t *testing.T, c *client.Client, what string, ok func(client.Status) bool) {
	t.Helper()
	for !ok(c.Status()) {
		select {
		case <-c.Changed():
		case <-time.After(hangLimit):
			t.Fatalf("never saw %s; the connection is %+v", what, c.Status())
		}
	}
}

// shot draws the scene (where there is a display: the test goes on
// without one) and keeps the picture for docs/ when asked.
func shot(t *testing.T, name string, sc *Scene) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		return
	}
	scenetest.DocShot(t, name, scenetest.DrawScene(t, sc))
}

// onScreen opens the lobby in a context of its own, laid out.
func onScreen(t *testing.T) (*game.Context, *Scene) {
	ctx := scenetest.Context(t)
	sc := NewScene(ctx)
	ctx.Scenes.Replace(sc)
	t.Cleanup(sc.L.Close)
	scenetest.TickTop(ctx)
	return ctx, sc
}

// friend is another player, at another computer: a lobby of their own.
func friend(t *testing.T, server, name string) *Lobby {
	t.Helper()
	l := New(client.Profile{Server: server, Name: name, Device: client.NewDevice()})
	t.Cleanup(l.Close)
	if !l.Connect() {
		t.Fatal(l.Err())
	}
	settle(t, l)
	if l.Stage() != Home {
		t.Fatalf("%s could not connect: %s", name, l.Err())
	}
	return l
}

// Aladdin makes a table for four (two friends and a Normal bot) through
// the screen; Budur sits down, leaves, and sits down again; the game
// starts when Kasim takes the last seat; Morgiana finds it full; the game
// is in Aladdin's games, from which he returns to it.
func TestATableFillsInLiveAndStartsWhenFull(t *testing.T) {
	server := scenetest.Server(t)
	ctx, sc := onScreen(t)
	if sc.Name() != "online-signin" || sc.focus != fieldName {
		t.Fatalf("a first visit opens on %s with field %d focused", sc.Name(), sc.focus)
	}
	scenetest.TypeText(ctx, "Aladdin")
	scenetest.ClickTop(t, ctx, "field:server")
	for range len(sc.L.Profile.Server) {
		scenetest.TickTop(ctx, ebiten.KeyBackspace)
	}
	scenetest.TypeText(ctx, server)
	shot(t, "online-signin", sc)
	scenetest.ClickTop(t, ctx, "connect")
	await(t, ctx, sc, "the lobby", func() bool { return sc.L.Stage() == Home })
	if p, err := client.LoadProfile(); err != nil || p.Name != "Aladdin" || p.Server != server {
		t.Errorf("the profile kept for next time: %+v, %v", p, err)
	}

	scenetest.ClickTop(t, ctx, "players:4")
	scenetest.ClickTop(t, ctx, "kind:1:Friend")
	scenetest.ClickTop(t, ctx, "kind:2:Friend")
	scenetest.ClickTop(t, ctx, "away:60")
	shot(t, "online-lobby", sc)
	scenetest.ClickTop(t, ctx, "create")
	await(t, ctx, sc, "the new table's seats", func() bool { return len(sc.L.Seats()) == 4 })
	code := sc.L.TableCode()
	seats := sc.L.Seats()
	if sc.L.Seat() != 0 || seats[0].Name != "Aladdin" || !seats[0].Online || seats[1].Taken || seats[2].Taken || !seats[3].Bot || sc.L.Free() != 2 {
		t.Fatalf("table %s just made: seat %d, seats %+v", code, sc.L.Seat(), seats)
	}

	budur := friend(t, server, "Budur")
	if budur.JoinCode("ZZZZZZ"); budur.Busy() {
		settle(t, budur)
	}
	if budur.Err() != "No table has the code ZZZZZZ." || budur.Stage() != Home {
		t.Errorf("a code no table has: %q", budur.Err())
	}
	budur.JoinCode(strings.ToLower(code[:3]) + "-" + code[3:])
	settle(t, budur)
	await(t, ctx, sc, "Budur at the table", func() bool { return sc.L.Seats()[1].Name == "Budur" })
	if sc.L.Started() {
		t.Fatal("the game started with a seat free")
	}
	shot(t, "online-table-filling", sc)

	// Budur leaves her seat: it is free again on Aladdin's screen.
	budur.Poll()
	if !budur.LeaveSeat() {
		t.Fatalf("Budur cannot leave: %q", budur.Err())
	}
	settle(t, budur)
	if budur.Stage() != Home || budur.Info() != "You left your seat at table "+code+"." {
		t.Errorf("after leaving: stage %d, %q %q", budur.Stage(), budur.Info(), budur.Err())
	}
	for _, g := range budur.Games {
		if g.Code == code {
			t.Error("a table left is still in Budur's games")
		}
	}
	await(t, ctx, sc, "Budur's seat free again", func() bool { return !sc.L.Seats()[1].Taken })

	budur.JoinCode(code)
	settle(t, budur)
	kasim := friend(t, server, "Kasim")
	kasim.JoinCode(code)
	settle(t, kasim)
	await(t, ctx, sc, "the game started", sc.L.Started)
	if sc.L.Free() != 0 || sc.L.Seats()[1].Name != "Budur" || sc.L.Seats()[2].Name != "Kasim" {
		t.Errorf("started with seats %+v", sc.L.Seats())
	}
	// The game goes to the table, the same table as a game of this
	// window's.
	scenetest.TickTop(ctx)
	if ctx.Scenes.Current() == game.Scene(sc) {
		t.Fatalf("the game started and the lobby stays on screen (%q)", ctx.Scenes.VisibleName())
	}

	// A fifth person finds every seat taken.
	morgiana := friend(t, server, "Morgiana")
	morgiana.JoinCode(code)
	settle(t, morgiana)
	for i := 0; i < 100 && (morgiana.Stage() == Seated || morgiana.Busy()); i++ {
		if morgiana.Busy() {
			settle(t, morgiana)
			continue
		}
		select {
		case <-morgiana.Arrived():
			morgiana.Poll()
		case <-time.After(hangLimit):
			t.Fatal("Morgiana never heard from the table")
		}
	}
	if morgiana.Err() != "The game at table "+code+" has started and every seat is taken." || morgiana.Stage() != Home {
		t.Errorf("a full table: stage %d, %q", morgiana.Stage(), morgiana.Err())
	}

	// Aladdin goes back to the lobby from the table's menu: the table is
	// in his games, and he returns to it.
	scenetest.TickTop(ctx, ebiten.KeyEscape)
	scenetest.TickTop(ctx)
	if ctx.Scenes.VisibleName() != "pause" {
		t.Fatalf("Escape at the table shows %q", ctx.Scenes.VisibleName())
	}
	scenetest.ClickTop(t, ctx, "tolobby")
	if ctx.Scenes.Current() != game.Scene(sc) {
		t.Fatalf("the menu's Back to the lobby shows %q", ctx.Scenes.VisibleName())
	}
	await(t, ctx, sc, "Aladdin's games", func() bool { return sc.L.Stage() == Home && !sc.L.Busy() && len(sc.L.Games) > 0 })
	if !strings.HasPrefix(sc.L.Info(), "You left the table "+code) {
		t.Errorf("back from the table the lobby says %q", sc.L.Info())
	}
	if g := sc.L.Games[0]; g.Code != code || !g.Started || g.Seat != 0 {
		t.Errorf("my games: %+v", sc.L.Games)
	}
	scenetest.TickTop(ctx)
	shot(t, "online-mygames", sc)
	scenetest.ClickTop(t, ctx, "return:"+code)
	await(t, ctx, sc, "the table again", func() bool { return ctx.Scenes.Current() != game.Scene(sc) })
}

// A dropped connection is said on the screen while it is made again, and
// the table comes back by itself: the same seats, the same code.
func TestALostConnectionIsSaidAndComesBack(t *testing.T) {
	server := scenetest.Server(t)
	ctx, sc := onScreen(t)
	sc.L.Profile.Name, sc.L.Profile.Server = "Aladdin", server
	sc.L.Connect()
	await(t, ctx, sc, "the lobby", func() bool { return sc.L.Stage() == Home })
	sc.L.Table.Bots[1] = false // a table for three that waits for a friend
	sc.L.Create()
	await(t, ctx, sc, "the new table", func() bool { return len(sc.L.Seats()) == 3 })
	code := sc.L.TableCode()

	c := sc.L.Client()
	c.Reconnect()
	untilConnection(t, c, "the connection lost", func(st client.Status) bool { return st.State == client.Lost })
	scenetest.TickTop(ctx)
	if got := ctx.Status["lobby-connection"]; !strings.HasPrefix(got, "Connection lost. Reconnecting") {
		t.Errorf("while lost the screen says %q", got)
	}
	shot(t, "online-connection-lost", sc)
	untilConnection(t, c, "the connection back", func(st client.Status) bool { return st.State == client.Back })
	scenetest.TickTop(ctx)
	if got := sc.L.Info(); got != "The connection is back." {
		t.Errorf("once back the screen says %q", got)
	}
	await(t, ctx, sc, "the table again", func() bool { return len(sc.L.Seats()) == 3 && sc.L.Seats()[0].Online })
	if sc.L.TableCode() != code || sc.L.Seat() != 0 || sc.L.Free() != 1 {
		t.Errorf("after the connection came back: table %s, seat %d, %d free", sc.L.TableCode(), sc.L.Seat(), sc.L.Free())
	}
}

// A server with a key of its own refuses the game's default key, and the
// lobby says how to give it; the key written before the address
// ("key@host:port") signs in, and is kept with the address.
func TestTheServerKeyIsWrittenBeforeTheAddress(t *testing.T) {
	server := scenetest.Server(t)
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	l := New(client.Profile{Server: "notitskey@" + server, Name: "Kasim", Device: client.NewDevice()})
	t.Cleanup(l.Close)
	l.Connect()
	settle(t, l)
	if want := "The server at notitskey@" + server + " has a key of its own: write it before the address, as key@host:port (the server's operator knows it)."; l.Stage() == Home || l.Err() != want {
		t.Fatalf("a wrong key: stage %d, %q", l.Stage(), l.Err())
	}
	l.Profile.Server = client.DefaultServerKey + "@" + server
	l.Connect()
	settle(t, l)
	if l.Stage() != Home {
		t.Fatalf("the right key before the address: %q", l.Err())
	}
	if p, err := client.LoadProfile(); err != nil || p.Server != client.DefaultServerKey+"@"+server {
		t.Errorf("the address kept for next time: %+v, %v", p, err)
	}
}
