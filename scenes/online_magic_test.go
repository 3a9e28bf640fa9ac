package scenes

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/online/remote"
	"aladdin/online/wire"
	"aladdin/scenes/scenetest"
)

// onlineMouse is the magic tests' mouse player (magicPlayer) at an
// online seat: it answers every decision of the magic version by clicks,
// choosing from what the person's screen knows, the seat's prompt (its
// view and legal moves), and keeps the moves it made to hold them to the
// server's record.
type onlineMouse struct {
	run *mouseRun
	// mine are the moves made, in order; asked counts the decisions by
	// kind.
	mine  []engine.Action
	asked map[engine.DecisionType]int
	// fresh is the screen last seen: a decision is answered from the
	// second tick it shows, as the home tests do (mouseRun.play).
	fresh string
}

// seatMouse puts the mouse player at the person's seat, once they sit.
func (p *onlineSeat) seatMouse(seed uint64) {
	seat := p.game.Session().Seat()
	p.mouse = &onlineMouse{run: newMouseRun(p.g, newMousePlayer(seed, []int{seat}), []int{seat}), asked: map[engine.DecisionType]int{}}
}

// act makes the person's move when their screen shows their decision,
// and reports whether it did something.
func (om *onlineMouse) act(p *onlineSeat, st probeState) bool {
	now := st.Scene + "|" + st.Status["decision"] + "|" + st.Status["seat"] + "|" + strconv.Itoa(len(st.Targets))
	if !settled(st) || now != om.fresh {
		om.fresh = now
		return false
	}
	if !isDecisionScene(st) {
		return p.g.act(st, p.rng) // the round's summary, the menu
	}
	pr := p.table().Game.Prompt()
	d := pr.Decision
	if !pr.Yours || d.Type.String() != st.Status["decision"] || strconv.Itoa(int(d.Seat)) != st.Status["seat"] {
		return false
	}
	mo := moment{d: d, legal: pr.Legal, v: pr.View}
	a := om.run.mp.choose(mo, om.mine)
	om.asked[d.Type]++
	om.run.perform(mo, a)
	om.mine = append(om.mine, a)
	s := p.game.Session()
	if _, sent := p.g.poll(5*time.Second, func(probeState) bool { return s.Waiting() || s.Moves() > 0 && !p.table().Game.Prompt().Yours }); !sent {
		p.g.t.Fatalf("seat %d: %s was never sent to the server", d.Seat, actionText(a))
	}
	p.g.park()
	return true
}

// plays counts the spells cast and artifacts invoked among the moves.
func (om *onlineMouse) plays() int {
	n := 0
	for _, a := range om.mine {
		if a.Type == engine.ActCast || a.Type == engine.ActInvoke {
			n++
		}
	}
	return n
}

// onlineMagicTable is the magic tests' online table: Aladdin, Budur and two
// bots at the server.
var onlineMagicTable = wire.Setup{Players: 4, Version: wire.Magic, Fast: true,
	Seats: []wire.SeatSetup{{}, {}, {Bot: true, Level: int(bot.Normal)}, {Bot: true, Level: int(bot.Easy)}}}

// sitWithMice sits each person at their table once the game is dealt,
// the mouse player making their moves.
func sitWithMice(t *testing.T, seats []*onlineSeat) {
	t.Helper()
	lobby := func(ctx *game.Context) game.Scene { return game.Screens.Setup(ctx) }
	for i, p := range seats {
		p.untilStarted(t)
		p.sit(t, lobby)
		p.seatMouse(uint64(i + 7))
	}
}

// gameOverOn reports game over, settled, on every screen.
func gameOverOn(seats []*onlineSeat) bool {
	for _, p := range seats {
		if st, _ := p.g.read(); st.Scene != "gameover" || !settled(st) {
			return false
		}
	}
	return true
}

// serverRecord is the finished game as the server recorded it, read as
// the replay reads it (replayed to its hash), and its final state.
func serverRecord(t *testing.T, p *onlineSeat) (*engine.State, *engine.Record) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), networkLimit)
	defer cancel()
	archived, err := p.game.FinishedGame(ctx)
	if err != nil {
		t.Fatalf("the server's record: %v", err)
	}
	final, rec, err := engine.Load(archived.Record)
	if err != nil {
		t.Fatalf("the server's record does not replay: %v", err)
	}
	return final, rec
}

// Aladdin and Budur play a whole MAGIC game with two bots at the server,
// each at their own table, by clicks: their tokens, the reaction windows
// (a spell or an artifact when one is new to them, else Pass), the
// Tent's card to keep, the spells' targets and payments, the dialogs of
// the magic version. Every board is the seat's view as the server has
// it; at the end the server's record, replayed to its hash, holds exactly
// the moves each person made, and its final state is each seat's game.
func TestTwoPeoplePlayAWholeMagicGameAtOnlineTables(t *testing.T) {
	server := scenetest.Server(t)
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir()) // the recent games, of this test alone
	aladdin := seatOnlineAt(t, server, "Aladdin", "", onlineMagicTable)
	budur := seatOnlineAt(t, server, "Budur", aladdin.code, onlineMagicTable)
	seats := []*onlineSeat{aladdin, budur}
	sitWithMice(t, seats)
	playOnline(t, seats, "game over on both screens", func() bool { return gameOverOn(seats) })

	final, rec := serverRecord(t, aladdin)
	if !final.Config().Magic || !final.Over() {
		t.Fatalf("the server's record is of a game magic %v, over %v", final.Config().Magic, final.Over())
	}
	keptAtGameOver(t, seats, rec)
	for i, p := range seats {
		var made []engine.Action
		for _, a := range rec.Actions {
			// The starting treasure is the server's to take (the table
			// did not let people choose).
			if int(a.Seat) == i && a.Type != engine.ActChooseStart {
				made = append(made, a)
			}
		}
		if fmt.Sprint(made) != fmt.Sprint(p.mouse.mine) {
			t.Errorf("%s made %d moves by clicks; the server's record has %d of theirs:\nclicked %v\nrecord  %v", p.name, len(p.mouse.mine), len(made), p.mouse.mine, made)
		}
		var v, seen engine.View
		final.ViewInto(i, &v)
		if p.game.ViewInto(&seen); seen.Hash() != v.Hash() {
			t.Errorf("%s's game over is not the record's final state as their seat sees it", p.name)
		}
		om := p.mouse
		t.Logf("%s: %d moves, %d windows, %d Tent cards, %d spells cast or artifacts invoked; decisions %v",
			p.name, len(om.mine), om.asked[engine.DecReact], om.asked[engine.DecTentKeep], om.plays(), om.asked)
		if om.asked[engine.DecReact] == 0 || om.plays() == 0 {
			t.Errorf("%s was never asked in a window or never played magic: %v", p.name, om.asked)
		}
	}
}

// keptAtGameOver: game over fetches the server's record and keeps it
// among the recent games and in the statistics, as a game of this
// computer's is kept; the two windows share this computer's store, so the
// second keeps nothing more (as a window that joins the finished table
// again would not).
func keptAtGameOver(t *testing.T, seats []*onlineSeat, rec *engine.Record) {
	t.Helper()
	limit := time.Now().Add(networkLimit)
	for _, p := range seats {
		for p.table().modes.GameOver.ServerGame() == nil {
			if time.Now().After(limit) {
				t.Fatalf("%s's game over never had the server's game; it says %q", p.name, p.table().modes.GameOver.Trouble())
			}
			p.g.frame(nil)
			runtime.Gosched()
		}
	}
	a := game.LoadArchive()
	if len(a.Games) != 1 {
		t.Fatalf("the recent games hold %d games", len(a.Games))
	}
	g := a.Games[0]
	if _, kept, err := engine.Load(g.Record); err != nil || kept.Hash != rec.Hash || g.Online != seats[0].code || !g.Setup.Magic || g.Seat != 0 && g.Seat != 1 {
		t.Errorf("the recent game kept: online %q, seat %d, magic %v, %v", g.Online, g.Seat, g.Setup.Magic, err)
	}
	if st := game.LoadStats(func(int) string { return "bot" }); st.Played != 1 || st.ByEdition[0].Label != "Magic" {
		t.Errorf("the statistics count %d games, by edition %+v", st.Played, st.ByEdition)
	}
}

// watched is a spectator's game as its table takes it, keeping every
// event the table was given to show and tell in its log.
type watched struct {
	*remote.Game
	events []engine.Event
}

func (w *watched) TakeEvents() []engine.Event {
	e := w.Game.TakeEvents()
	w.events = append(w.events, e...)
	return e
}

func (w *watched) TakeFresh() (game.Fresh, bool) {
	f, ok := w.Game.TakeFresh()
	w.events = append(w.events, f.Log...)
	return f, ok
}

// Kasim watches Aladdin and Budur's magic game by its code, from before
// it starts to its end, at a table of his own: the public board, no hand,
// nothing to decide. After every move his board is what the rules let
// anyone see (the record's state, replayed, seen by no seat), so no token
// behind a screen, no hand and no card of the stacks reached him; every
// event his table showed and told is public.
func TestSomeoneWatchesAWholeMagicGameAtOnlineTables(t *testing.T) {
	server := scenetest.Server(t)
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir()) // the recent games, of this test alone
	aladdin := seatOnlineAt(t, server, "Aladdin", "", onlineMagicTable)
	kasim := watchOnline(t, server, "Kasim", aladdin.code)
	budur := seatOnlineAt(t, server, "Budur", aladdin.code, onlineMagicTable)
	players := []*onlineSeat{aladdin, budur}
	sitWithMice(t, players)
	kasim.untilStarted(t)
	w := &watched{Game: kasim.game}
	ctx := newTestContext(t)
	kasim.g = openHeadless(t, ctx, NewOnlineTable(ctx, w, game.Screens.Setup(ctx)))
	if s := kasim.game.Session(); s.Seat() != engine.Spectator || kasim.table().Game.ViewerSeat() != engine.Spectator {
		t.Fatalf("Kasim watches at seat %d, his table showing seat %d", s.Seat(), kasim.table().Game.ViewerSeat())
	}

	kasim.picture = "online-watching"
	all := []*onlineSeat{aladdin, budur, kasim}
	seen := map[int]uint64{} // Kasim's board after each number of moves
	playOnline(t, all, "game over on the three screens", func() bool {
		st, _ := kasim.g.read()
		if isDecisionScene(st) || kasim.game.Prompt().Yours || st.Scene == "handoff" {
			t.Fatalf("Kasim, watching, is asked to decide: scene %q, decision %q", st.Scene, st.Status["decision"])
		}
		var v engine.View
		kasim.game.ViewInto(&v)
		if v.Hand != 0 {
			t.Fatalf("Kasim, watching, holds cards at move %d", kasim.game.Moves())
		}
		seen[kasim.game.Moves()] = v.Hash()
		return gameOverOn(all)
	})

	_, rec := serverRecord(t, aladdin)
	st, err := engine.New(rec.Config)
	if err != nil {
		t.Fatal(err)
	}
	var public engine.View
	checked := 0
	for n := 0; n <= len(rec.Actions); n++ {
		if h, ok := seen[n]; ok {
			if st.ViewInto(engine.Spectator, &public); public.Hash() != h {
				t.Fatalf("after %d moves Kasim's board is not the public board", n)
			}
			checked++
		}
		if n < len(rec.Actions) {
			if _, err := st.Apply(rec.Actions[n]); err != nil {
				t.Fatalf("the record's move %d: %v", n, err)
			}
		}
	}
	if _, over := seen[len(rec.Actions)]; !over || checked < len(rec.Actions)/4 {
		t.Errorf("Kasim's board was seen after %d of the game's %d moves (its end: %v)", checked, len(rec.Actions), over)
	}
	for _, e := range w.events {
		if e != e.For(engine.Spectator) {
			t.Fatalf("Kasim's table was given a private event: %+v", e)
		}
	}
	tb := kasim.table()
	if len(w.events) < len(rec.Actions) || len(tb.log.Entries) < 20 || tb.Game.Name(0) != "Aladdin" || tb.Game.Name(1) != "Budur" {
		t.Errorf("Kasim's table: %d events, %d log lines, seats %q %q", len(w.events), len(tb.log.Entries), tb.Game.Name(0), tb.Game.Name(1))
	}
	t.Logf("Kasim's board checked after %d of %d moves; %d events, %d log lines", checked, len(rec.Actions), len(w.events), len(tb.log.Entries))
}
