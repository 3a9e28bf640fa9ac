// Command itest plays games on a real Nakama server running our plugin
// with two Go clients over the real protocol (run by server/itest.sh,
// which starts PostgreSQL and builds the server). It starts the server
// itself, so it can kill it mid-game and start it again.
//
// It checks: every message a client receives is its own seat's (each
// event equals the replayed game's event as its seat sees it, each view
// follows by the events and hashes as the server's); another seat's
// action, junk and an oversized message are refused to their sender and
// the game goes on; the server killed (SIGKILL) mid-game and started
// again resumes the game at the same move with the same views; the
// finished game's record replays to what the clients saw.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"math"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/online/wire"
)

var (
	nakamaBin = flag.String("nakama", "", "the Nakama binary")
	modules   = flag.String("modules", "", "the runtime path holding our plugin")
	dbAddr    = flag.String("db", "", "the database address (user@127.0.0.1:port/name)")
	port      = flag.Int("port", 17350, "the server's HTTP and socket port (also uses port-1, port+10 and port+7)")
	dir       = flag.String("dir", "", "a directory for the server's data and log")
	loadN     = flag.Int("load", 0, "instead of the games: this many tables at once (a load test)")
	loadFor   = flag.Duration("for", 60*time.Second, "the load test's length")
	tickRate  = flag.Int("tick", 0, "the match's tick rate (0: the plugin's default)")
)

// server is a running Nakama.
type server struct {
	cmd *exec.Cmd
	log *os.File
}

func startServer(run int) (*server, error) {
	f, err := os.Create(filepath.Join(*dir, fmt.Sprintf("nakama-%d.log", run)))
	if err != nil {
		return nil, err
	}
	args := []string{
		"--name", "aladdin-itest",
		"--data_dir", filepath.Join(*dir, "data"),
		"--database.address", *dbAddr,
		"--runtime.path", *modules,
		"--socket.address", "127.0.0.1",
		"--socket.port", fmt.Sprint(*port),
		"--console.address", "127.0.0.1",
		"--console.port", fmt.Sprint(*port + 10),
		"--logger.level", "INFO",
		"--logger.stdout", "true",
		"--session.token_expiry_sec", "7200",
	}
	if *tickRate > 0 {
		args = append(args, "--runtime.env", fmt.Sprintf("aladdin_tick_rate=%d", *tickRate))
	}
	cmd := exec.Command(*nakamaBin, args...)
	cmd.Stdout, cmd.Stderr = f, f
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, log: f}
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(base() + "/healthcheck")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	s.kill()
	return nil, fmt.Errorf("the server did not answer in 60 s (see %s)", f.Name())
}

func (s *server) kill() {
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.log.Close()
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	s.log.Close()
}

func base() string   { return fmt.Sprintf("http://127.0.0.1:%d", *port) }
func wsBase() string { return fmt.Sprintf("ws://127.0.0.1:%d", *port) }

// player is one person at the table: its connection and what it holds of
// the game.
type player struct {
	name    string
	device  string
	sess    session
	c       *conn
	matchID string
	seat    int
	started bool
	view    engine.View
	moves   int
	log     []engine.Event
	errs    []wire.Error
	sentAt  int // the move count its last action was sent at (-1: none)
	table   wire.Table
	states  int
	updates int
	bot     bot.Bot
	holdAt  int // it acts only while moves < holdAt
}

func newPlayer(name string) (*player, error) {
	p := &player{name: name, device: "itest-device-" + name + "-0001", seat: -2, sentAt: -1, holdAt: math.MaxInt, bot: bot.New(bot.Easy, uint64(len(name)))}
	return p, p.connect()
}

func (p *player) connect() error {
	s, err := authenticate(base(), p.device, p.name)
	if err != nil {
		return err
	}
	c, err := dial(wsBase(), s.Token)
	if err != nil {
		return err
	}
	p.sess, p.c = s, c
	return nil
}

// handle takes one match message.
func (p *player) handle(m matchData) error {
	switch m.op {
	case wire.OpState:
		var st wire.State
		if err := json.Unmarshal(m.data, &st); err != nil {
			return err
		}
		p.seat, p.moves, p.started, p.table = st.Seat, st.Moves, st.View != nil, st.Table
		p.log = append([]engine.Event(nil), st.Log...)
		if st.View != nil {
			p.view = engine.View(*st.View)
		}
		p.states++
	case wire.OpUpdate:
		var u wire.Update
		if err := json.Unmarshal(m.data, &u); err != nil {
			return err
		}
		if u.N != p.moves+1 {
			return fmt.Errorf("%s: update %d after move %d", p.name, u.N, p.moves)
		}
		for _, e := range u.Events {
			p.view.Apply(e)
		}
		p.log = append(p.log, u.Events...)
		p.moves = u.N
		p.updates++
		if p.view.Hash() != u.Hash {
			return fmt.Errorf("%s: after move %d its view does not hash as the server's", p.name, u.N)
		}
	case wire.OpError:
		var e wire.Error
		if err := json.Unmarshal(m.data, &e); err != nil {
			return err
		}
		p.errs = append(p.errs, e)
	case wire.OpTable:
	default:
		return fmt.Errorf("%s: unknown message %d", p.name, m.op)
	}
	return p.checkView()
}

// checkView: the view shows no other seat's face-down token or screen.
func (p *player) checkView() error {
	if !p.started {
		return nil
	}
	v := &p.view
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; int(tv.Seat) != p.seat && !tv.Face && (tv.Token != -1 || tv.Value != 0) {
			return fmt.Errorf("%s sees seat %d's face-down token %+v", p.name, tv.Seat, tv)
		}
	}
	for q := 0; q < int(v.Players); q++ {
		if q != p.seat && v.Seats[q].Behind != [engine.NumTokens]bool{} {
			return fmt.Errorf("%s sees behind seat %d's screen", p.name, q)
		}
	}
	return nil
}

// myTurn reports whether the game waits for the player (and not for the
// default starting treasure the server takes for it).
func (p *player) myTurn() bool {
	d := p.view.Pending
	return p.started && !p.view.Over && int(d.Seat) == p.seat && (d.Type != engine.DecStartTreasure || p.table.ChooseStart)
}

// act sends its move if it is its turn and it has not sent one yet.
func (p *player) act() error {
	if p.moves >= p.holdAt || !p.myTurn() || p.sentAt == p.moves {
		return nil
	}
	v := p.view
	a := p.bot.Act(&v)
	body, _ := json.Marshal(wire.Act{Ref: p.moves + 1, At: p.moves, Move: engine.EncodeAction(a)})
	p.sentAt = p.moves
	return p.c.sendData(p.matchID, wire.OpAct, body)
}

// pump reads the players' messages for up to d and lets them act;
// until, when set, ends it early.
func pump(d time.Duration, until func() bool, ps ...*player) error {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if until != nil && until() {
			return nil
		}
		for _, p := range ps {
			m, ok, err := p.c.next(5 * time.Millisecond)
			if err != nil {
				return fmt.Errorf("%s: %w", p.name, err)
			}
			if ok {
				if err := p.handle(m); err != nil {
					return err
				}
			}
			if err := p.act(); err != nil {
				return err
			}
		}
	}
	if until != nil && !until() {
		return errors.New("timed out")
	}
	return nil
}

func check(err error, what string) {
	if err != nil {
		log.Fatalf("FAIL: %s: %v", what, err)
	}
}

func main() {
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("itest: ")
	t0 := time.Now()
	srv, err := startServer(1)
	check(err, "start the server")
	log.Printf("server up in %.1f s on 127.0.0.1:%d", time.Since(t0).Seconds(), *port)
	defer func() { srv.stop() }()
	if *loadN > 0 {
		load(srv, *loadN, *loadFor)
		return
	}

	games := []struct {
		version   string
		restartAt int
	}{{wire.Basic, 40}, {wire.Magic, 0}}
	for gi, g := range games {
		srv = playGame(srv, gi, g.version, g.restartAt)
	}
	log.Printf("PASS in %.1f s", time.Since(t0).Seconds())
}

func playGame(srv *server, gi int, version string, restartAt int) *server {
	t0 := time.Now()
	ann, err := newPlayer(fmt.Sprintf("ann%d", gi))
	check(err, "ann connects")
	bob, err := newPlayer(fmt.Sprintf("bob%d", gi))
	check(err, "bob connects")
	setup := wire.Setup{Players: 3, Version: version, Fast: true, Seats: []wire.SeatSetup{{}, {Bot: true, Level: 2}, {}}}
	out, err := ann.c.rpc(wire.RPCCreate, setup)
	check(err, "create a table")
	var created wire.Created
	check(json.Unmarshal([]byte(out), &created), "read the created table")
	out, err = bob.c.rpc(wire.RPCFind, wire.Find{Code: strings.ToLower(created.Code)})
	check(err, "find the table by its code")
	var found wire.Found
	check(json.Unmarshal([]byte(out), &found), "read the found table")
	if found.MatchID != created.MatchID {
		log.Fatalf("FAIL: the code found match %s, not %s", found.MatchID, created.MatchID)
	}
	log.Printf("game %d (%s): table %s, match %s", gi+1, version, created.Code, created.MatchID)
	for _, p := range []*player{ann, bob} {
		p.holdAt = 0 // nobody acts until the refusals are done
		p.matchID = created.MatchID
		check(p.c.join(created.MatchID, nil), p.name+" joins")
	}
	check(pump(20*time.Second, func() bool { return ann.started && bob.started }, ann, bob), "the game starts")
	log.Printf("  seats: %s %d, %s %d, a bot %d (of 1-3)", ann.name, ann.seat+1, bob.name, bob.seat+1, 2)

	// Refusals, before anyone acts: bob acts for the seat whose turn it
	// is (or, if his own, out of turn for ann), sends junk, and 2 KB.
	personsTurn := func() bool { return ann.moves == bob.moves && (ann.myTurn() || bob.myTurn()) }
	check(pump(5*time.Second, personsTurn, ann, bob), "wait for a person's turn")
	turn, other := ann, bob
	if !ann.myTurn() {
		turn, other = bob, ann
	}
	legal := turn.view.LegalInto(nil)
	if len(legal) == 0 {
		log.Fatal("FAIL: no legal move in the view")
	}
	act := func(a engine.Action, at int) []byte {
		b, _ := json.Marshal(wire.Act{Ref: 9, At: at, Move: engine.EncodeAction(a)})
		return b
	}
	movesBefore := turn.moves
	refusals := []struct {
		from *player
		body []byte
		want string
	}{
		{other, act(legal[0], other.moves), wire.ErrNotYours},
		{other, []byte("junk\x00{"), wire.ErrMalformed},
		{turn, []byte(`{"at":0,"move":"` + strings.Repeat("P", 2000) + `"}`), wire.ErrTooLarge},
		{turn, act(legal[0], turn.moves+5), wire.ErrStale},
	}
	for _, r := range refusals {
		check(r.from.c.sendData(r.from.matchID, wire.OpAct, r.body), "send a refused message")
		check(pump(5*time.Second, func() bool { return len(r.from.errs) > 0 }, ann, bob), "the refusal of "+r.want)
		if r.from.errs[0].Code != r.want {
			log.Fatalf("FAIL: %s got %+v, want %s", r.from.name, r.from.errs, r.want)
		}
		log.Printf("  refused to %s only: %s: %s", r.from.name, r.from.errs[0].Code, r.from.errs[0].Message)
		r.from.errs = nil
	}
	check(pump(300*time.Millisecond, nil, ann, bob), "read")
	if len(ann.errs)+len(bob.errs) != 0 || turn.moves != movesBefore || other.moves != movesBefore {
		log.Fatalf("FAIL: after the refusals: errors %v %v, moves %d/%d (were %d)", ann.errs, bob.errs, turn.moves, other.moves, movesBefore)
	}

	// 1 MB from a third connection: Nakama's own limit (4 KB) closes the
	// socket before our match sees it; the game goes on.
	mal, err := newPlayer(fmt.Sprintf("mallory%d", gi))
	check(err, "mallory connects")
	mal.matchID = created.MatchID
	check(mal.c.join(created.MatchID, map[string]string{"spectate": "1"}), "mallory watches")
	big := act(legal[0], turn.moves)
	big = append(big[:len(big)-1], []byte(`,"pad":"`+strings.Repeat("x", 1<<20)+`"}`)...)
	_ = mal.c.sendData(created.MatchID, wire.OpAct, big)
	_, _, err = mal.c.next(5 * time.Second)
	for err == nil {
		_, _, err = mal.c.next(5 * time.Second)
	}
	log.Printf("  1 MB from a spectator: its socket was closed by the server (%v)", strings.ReplaceAll(err.Error(), "\n", "; "))
	mal.c.close()
	ann.holdAt, bob.holdAt = math.MaxInt, math.MaxInt

	// Play; kill the server at a person's turn after restartAt moves.
	ps := []*player{ann, bob}
	if restartAt > 0 {
		ann.holdAt, bob.holdAt = restartAt, restartAt
		check(pump(5*time.Minute, func() bool { return ann.moves >= restartAt && personsTurn() }, ps...), "play to the restart")
		check(pump(300*time.Millisecond, nil, ps...), "read") // nothing more may come
		if ann.moves != bob.moves {
			log.Fatalf("FAIL: ann at %d, bob at %d moves", ann.moves, bob.moves)
		}
		moves, hashes := ann.moves, []uint64{ann.view.Hash(), bob.view.Hash()}
		srv.kill()
		log.Printf("  server killed (SIGKILL) at move %d", moves)
		ann.c.close()
		bob.c.close()
		t1 := time.Now()
		srv, err = startServer(2 + gi)
		check(err, "start the server again")
		for _, p := range ps {
			check(p.connect(), p.name+" reconnects")
			out, err := p.c.rpc(wire.RPCFind, wire.Find{Code: created.Code})
			check(err, p.name+" finds the table again")
			check(json.Unmarshal([]byte(out), &found), "read the found table")
			p.matchID = found.MatchID
			p.started = false
			check(p.c.join(found.MatchID, nil), p.name+" joins again")
		}
		check(pump(20*time.Second, func() bool { return ann.started && bob.started }, ps...), "the state after the restart")
		if ann.moves != moves || bob.moves != moves || ann.view.Hash() != hashes[0] || bob.view.Hash() != hashes[1] {
			log.Fatalf("FAIL: after the restart: moves %d/%d (want %d), views equal %v %v", ann.moves, bob.moves, moves, ann.view.Hash() == hashes[0], bob.view.Hash() == hashes[1])
		}
		log.Printf("  server back in %.1f s; match %s resumes at move %d with both views the same", time.Since(t1).Seconds(), found.MatchID, moves)
		ann.holdAt, bob.holdAt = math.MaxInt, math.MaxInt
	}
	check(pump(10*time.Minute, func() bool { return ann.view.Over && bob.view.Over }, ps...), "play to the end")
	for _, p := range ps {
		if len(p.errs) > 0 {
			log.Fatalf("FAIL: %s was refused: %+v", p.name, p.errs)
		}
	}

	// The record: it replays to what each client saw, event by event.
	time.Sleep(300 * time.Millisecond) // the tick that saves it
	out, err = ann.c.rpc(wire.RPCRecord, wire.Find{Code: created.Code})
	check(err, "fetch the record")
	st, rec, err := engine.Load([]byte(out))
	check(err, "load the record")
	replay, err := engine.New(rec.Config)
	check(err, "replay")
	var all []engine.Event
	for _, a := range rec.Actions {
		evs, err := replay.Apply(a)
		check(err, "replay a move")
		all = append(all, evs...)
	}
	hidden := 0
	for _, p := range ps {
		if len(p.log) != len(all) {
			log.Fatalf("FAIL: %s holds %d events, the game had %d", p.name, len(p.log), len(all))
		}
		for i, e := range all {
			if p.log[i] != e.For(p.seat) {
				log.Fatalf("FAIL: %s's event %d is not the game's as its seat sees it", p.name, i)
			}
			if !e.Audience.Includes(p.seat) && e.Token >= 0 {
				hidden++
			}
		}
		if p.view != st.View(p.seat) {
			log.Fatalf("FAIL: %s's final view is not View(%d) of the replayed game", p.name, p.seat)
		}
	}
	log.Printf("  over after %d moves, %d events; winners %v; each client's %d events equal the replayed game's as its seat sees them (%d hidden tokens stayed hidden); final views equal View(seat); %d/%d states, %d/%d updates; ann received %d KB, sent %d KB; %.1f s",
		len(rec.Actions), len(all), st.Winners(), len(all), hidden, ann.states, bob.states, ann.updates, bob.updates, ann.c.recv/1024, ann.c.sent/1024, time.Since(t0).Seconds())
	ann.c.close()
	bob.c.close()
	return srv
}
