package scenes

import (
	"context"
	"math/rand"
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/online/client"
	"aladdin/online/remote"
	"aladdin/online/wire"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// networkLimit is how long a test waits for the server before it calls
// the server hung: it waits on the messages themselves, never on a
// clock, so a slow machine only waits longer.
const networkLimit = 60 * time.Second

// onlineSeat is one person at an online table: their own window (the
// headless app), their client and their seat's game.
type onlineSeat struct {
	g     *headless
	c     *client.Client
	m     *client.Match
	game  *remote.Game
	name  string
	code  string // the table's
	rng   *rand.Rand
	shown map[string]bool // the table's modes seen
	// summaries are the rounds whose summary the table showed.
	summaries map[string]bool
	// picture names the picture of the table in its first tally, for the
	// docs (where there is a display; "" none).
	picture string
	// mouse, when set, makes the person's moves instead of the basic
	// game's scripted player: every decision of the magic version.
	mouse *onlineMouse
}

// basicTable is the online tables' test's table: Aladdin, Budur and two
// bots at the server, the basic game.
var basicTable = wire.Setup{Players: 4, Version: wire.Basic, Fast: true,
	Seats: []wire.SeatSetup{{}, {}, {Bot: true, Level: int(bot.Easy)}, {Bot: true, Level: int(bot.Normal)}}}

// seatOnline connects a person and joins the table with the code, or
// makes a basic table (basicTable) when code is "".
func seatOnline(t *testing.T, server, name, code string) *onlineSeat {
	t.Helper()
	return seatOnlineAt(t, server, name, code, basicTable)
}

// seatOnlineAt connects a person and joins the table with the code, or
// makes a table of this setup when code is "".
func seatOnlineAt(t *testing.T, server, name, code string, setup wire.Setup) *onlineSeat {
	t.Helper()
	c := connectOnline(t, server, name)
	if code == "" {
		ctx, cancel := context.WithTimeout(context.Background(), networkLimit)
		defer cancel()
		made, err := c.CreateTable(ctx, setup)
		if err != nil {
			t.Fatalf("%s cannot make a table: %v", name, err)
		}
		code = made.Code
	}
	return joinOnline(t, c, name, code, false)
}

// watchOnline connects a person who watches the table with the code, at
// no seat.
func watchOnline(t *testing.T, server, name, code string) *onlineSeat {
	t.Helper()
	return joinOnline(t, connectOnline(t, server, name), name, code, true)
}

// connectOnline signs a person in.
func connectOnline(t *testing.T, server, name string) *client.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), networkLimit)
	defer cancel()
	c, err := client.Connect(ctx, client.Profile{Server: server, Name: name, Device: client.NewDevice()}, client.Options{})
	if err != nil {
		t.Fatalf("%s cannot connect: %v", name, err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// joinOnline joins the table with the code, to watch it when watch.
func joinOnline(t *testing.T, c *client.Client, name, code string, watch bool) *onlineSeat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), networkLimit)
	defer cancel()
	m, err := c.Join(ctx, code, watch)
	if err != nil {
		t.Fatalf("%s cannot join table %s: %v", name, code, err)
	}
	return &onlineSeat{c: c, m: m, game: remote.NewGame(remote.New(m), c), name: name, code: code, rng: rand.New(rand.NewSource(int64(len(name)))),
		shown: map[string]bool{}, summaries: map[string]bool{}}
}

// untilStarted takes the table's messages until its game is dealt.
func (p *onlineSeat) untilStarted(t *testing.T) {
	t.Helper()
	s := p.game.Session()
	for s.Pump(); !s.Started(); s.Pump() {
		select {
		case <-p.m.Ready():
		case <-time.After(networkLimit):
			t.Fatalf("the game never started; the table: %+v", s.Table())
		}
	}
}

// sit opens the person's window on the table, the same table as a game
// of this window's; leaving it goes back to lobby.
func (p *onlineSeat) sit(t *testing.T, lobby func(ctx *game.Context) game.Scene) {
	ctx := newTestContext(t)
	p.g = openHeadless(t, ctx, NewOnlineTable(ctx, p.game, lobby(ctx)))
}

// table is the person's table.
func (p *onlineSeat) table() *Table { return p.g.table() }

// turn lets the person's window run one tick, making their move when the
// table asks for one, and reports whether it has anything left to do
// before the server speaks: an animation, a fade, a decision or a summary
// to answer.
func (p *onlineSeat) turn(t *testing.T) bool {
	t.Helper()
	st, _ := p.g.read()
	p.shown[strings.TrimSuffix(st.Scene, "~settling")] = true
	if st.Scene == "summary" {
		p.summaries[st.Status["summary"]] = true
	}
	if st.Scene == "tally" && settled(st) && p.picture != "" && os.Getenv("DISPLAY") != "" && len(p.table().log.Entries) > 12 {
		docShot(t, p.picture, drawScene(t, p.table()))
		p.picture = ""
	}
	if p.act(st) {
		return true
	}
	p.g.frame(nil)
	tb := p.table()
	st, _ = p.g.read()
	p.checkShown(t)
	return !settled(st) || tb.q.Busy() || tb.Game.HasEvents() || tb.Game.Prompt().Yours || st.Scene == "summary"
}

// act makes the person's move when the screen asks for one.
func (p *onlineSeat) act(st probeState) bool {
	if p.mouse != nil {
		return p.mouse.act(p, st)
	}
	return p.g.act(st, p.rng)
}

// checkShown holds the table to the server: once its animations are
// over, the board it shows is the seat's view, which the remote session
// checks against the server's View(seat) by its hash after every move.
func (p *onlineSeat) checkShown(t *testing.T) {
	t.Helper()
	tb := p.table()
	s := p.game.Session()
	if probs := s.TakeProblems(); len(probs) > 0 || s.Syncs() != 0 {
		t.Fatalf("seat %d at move %d: the view did not follow the server's: %v (asked again %d times)", s.Seat(), s.Moves(), probs, s.Syncs())
	}
	if tb.q.Busy() || tb.Game.HasEvents() {
		return
	}
	var v engine.View
	tb.Game.ViewInto(&v)
	if tb.board.View.Hash() != v.Hash() {
		t.Fatalf("seat %d at move %d: the board shown is not the seat's view:\nshown %+v\nview  %+v", s.Seat(), s.Moves(), tb.board.View, v)
	}
}

// playOnline runs both windows until done, waiting on the server whenever
// neither has anything to do.
func playOnline(t *testing.T, seats []*onlineSeat, what string, done func() bool) {
	t.Helper()
	for !done() {
		busy := false
		for _, p := range seats {
			busy = p.turn(t) || busy
		}
		if busy {
			continue
		}
		if !awaitAny(seats) {
			t.Fatalf("never reached %s: the server said nothing for %v; at move %d", what, networkLimit, seats[0].game.Moves())
		}
	}
}

// awaitAny waits until a message comes to any of the seats; false when
// none came within networkLimit.
func awaitAny(seats []*onlineSeat) bool {
	cases := []reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(time.After(networkLimit))}}
	for _, p := range seats {
		cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(p.m.Ready())})
	}
	chosen, _, _ := reflect.Select(cases)
	return chosen > 0
}

// Aladdin makes a table for four (Budur and two bots at the server), and
// both play a whole game at the same table as a game of this window's,
// each in their own window: the moves, the tally and the round's summary
// as at home, each board always the seat's view as the server has it, the
// seats' names and the log the same, no hand-off; Budur's connection
// drops and comes back; Escape's menu and game over lead back to the
// lobby.
func TestTwoPeoplePlayAWholeGameAtOnlineTables(t *testing.T) {
	server := scenetest.Server(t)
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir()) // game over keeps the game among the recent games
	aladdin := seatOnline(t, server, "Aladdin", "")
	budur := seatOnline(t, server, "Budur", aladdin.code)
	seats := []*onlineSeat{aladdin, budur}
	aladdin.picture = "online-table"
	aladdin.untilStarted(t)
	budur.untilStarted(t)
	lobby := func(ctx *game.Context) game.Scene { return game.Screens.Setup(ctx) }
	for _, p := range seats {
		p.sit(t, lobby)
	}

	// Round 1 plays at Fast, as a person watches it: at Instant a tally
	// whose moves all arrive at once (the bots' and the other person's,
	// on a busy machine) plays out within one tick, its mode never shown.
	for _, p := range seats {
		p.g.ctx.Settings.Speed = game.SpeedFast
	}
	playOnline(t, seats, "round 1's summary on both screens", func() bool { return aladdin.summaries["1"] && budur.summaries["1"] })
	for _, p := range seats {
		p.g.ctx.Settings.Speed = game.SpeedInstant
	}
	for i, p := range seats {
		tb := p.table()
		if tb.Game.ViewerSeat() != i || tb.S != nil {
			t.Errorf("%s's window shows seat %d (a local session %v)", p.name, tb.Game.ViewerSeat(), tb.S != nil)
		}
		for _, mode := range []string{"placement", "tally", "summary"} {
			if !p.shown[mode] {
				t.Errorf("seat %d never showed %s; it showed %v", i, mode, p.shown)
			}
		}
		if p.shown["handoff"] {
			t.Errorf("seat %d was handed off online", i)
		}
		if len(tb.log.Entries) < 10 {
			t.Errorf("seat %d's log has %d lines", i, len(tb.log.Entries))
		}
		if tb.Game.Name(1) != "Budur" || tb.Game.Name(0) != "Aladdin" || !tb.Game.IsHuman(1) || tb.Game.IsHuman(2) {
			t.Errorf("seat %d: the seats read %q %q, people %v %v", i, tb.Game.Name(0), tb.Game.Name(1), tb.Game.IsHuman(1), tb.Game.IsHuman(2))
		}
	}

	// Budur's connection drops: her table says so plainly while it is
	// made again, then comes back with the server's view, its log
	// rebuilt from the whole game.
	budur.c.Reconnect()
	tb := budur.table()
	limit := time.Now().Add(networkLimit)
	for !tb.online.lost {
		if time.Now().After(limit) {
			t.Fatal("Budur's table never said the connection was lost")
		}
		budur.g.frame(nil)
		runtime.Gosched()
	}
	if os.Getenv("DISPLAY") != "" {
		docShot(t, "online-table-lost", drawScene(t, tb))
	}
	const ownLine = "A line of this window's own, gone once the log is rebuilt from the server's."
	tb.log.Add(-1, "%s", ownLine)
	rebuilt := func() bool {
		for _, e := range tb.log.Entries {
			if e.Text == ownLine {
				return false
			}
		}
		return true
	}
	playOnline(t, seats, "Budur back, her log the server's", func() bool { return !tb.online.lost && rebuilt() })

	// Round 2 begins on both screens; Aladdin's menu leads back to the
	// lobby, the game going on at the server.
	playOnline(t, seats, "round 2 on both screens", func() bool {
		for _, p := range seats {
			if st, _ := p.g.read(); st.Status["round"] != "2" || st.Scene == "summary" {
				return false
			}
		}
		return true
	})
	if len(tb.log.Entries) < 10 {
		t.Errorf("Budur's log, rebuilt, has %d lines", len(tb.log.Entries))
	}

	// Aladdin's menu has the settings and the way back to the lobby, not
	// the title; he resumes.
	g := aladdin.g
	g.frame(func(in *game.Input) { in.Press(ebiten.KeyEscape) })
	st := g.waitFor("the online menu", 5*time.Second, func(s probeState) bool { return s.Scene == "pause" && settled(s) })
	if _, ok := st.Targets["totitle"]; ok {
		t.Error("the online menu offers to leave to the title")
	}
	if _, ok := st.Targets["tolobby"]; !ok {
		t.Error("the online menu has no way back to the lobby")
	}
	g.clickTarget(st, "resume")

	// The game plays on to its end; game over leads back to the lobby.
	playOnline(t, seats, "game over on both screens", func() bool {
		for _, p := range seats {
			if st, _ := p.g.read(); st.Scene != "gameover" || !settled(st) {
				return false
			}
		}
		return true
	})
	for _, p := range seats {
		if !p.table().Game.Over() {
			t.Errorf("%s's game over shows a game not over", p.name)
		}
	}
	st, _ = g.read()
	if _, ok := st.Targets["rematch"]; ok {
		t.Error("an online game over offers a rematch")
	}
	st = g.waitFor("game over's buttons awake", 5*time.Second, func(s probeState) bool { return s.Tick-g.changedAt > 40 })
	// The replay is the server's record of the game, its final moment
	// the board game over showed; Close comes back to game over.
	g.clickTarget(st, "watchreplay")
	limit = time.Now().Add(networkLimit)
	for g.ctx.Scenes.VisibleName() != "replay" {
		if time.Now().After(limit) {
			st, _ = g.read()
			t.Fatalf("the replay never opened; game over says %q", aladdin.table().modes.GameOver.Trouble())
		}
		g.frame(nil)
		runtime.Gosched()
	}
	st = g.waitFor("the replay, settled", 5*time.Second, func(s probeState) bool { return s.Scene == "replay" && settled(s) })
	st = g.clickUntil(st, "replay-close", "game over again", func(s probeState) bool { return s.Scene == "gameover" })
	g.clickUntil(st, "tolobby", "the lobby", func(s probeState) bool { return s.Scene == "setup" })
}
