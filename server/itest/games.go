package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/online/client"
	"aladdin/online/remote"
	"aladdin/online/wire"
	"aladdin/server/match"
)

// person is one player at the table through the game's own client: the
// connection, the match, the remote session the table screen would read,
// and every message received, for the search for others' secrets.
type person struct {
	name     string
	c        *client.Client
	m        *client.Match
	s        *remote.Session
	bot      bot.Bot // chooses the person's moves from their own prompt
	received []client.Message
	hold     bool // does not act
	fresh    int  // States taken (join, rejoin)
	notices  []wire.Notice
}

func connect(name string) *person {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, err := client.Connect(ctx, client.Profile{Server: base(), Name: strings.ToUpper(name[:1]) + name[1:], Device: "itest-device-" + name},
		client.Options{MinBackoff: 200 * time.Millisecond, MaxBackoff: 2 * time.Second})
	check(err, name+" connects")
	return &person{name: name, c: c, bot: bot.New(bot.Easy, uint64(len(name))*31+7)}
}

// step takes the person's new messages and, on their turn, makes a move.
func (p *person) step() error {
	if p.m == nil {
		return nil
	}
	msgs := p.m.Take()
	for _, m := range msgs {
		if m.State != nil {
			p.fresh++
		}
	}
	p.received = append(p.received, msgs...)
	p.s.Feed(msgs...)
	if probs := p.s.TakeProblems(); len(probs) > 0 {
		return fmt.Errorf("%s: %v", p.name, probs)
	}
	if r := notStale(p.s.TakeRefusals()); len(r) > 0 && !p.hold {
		return fmt.Errorf("%s was refused: %q", p.name, r)
	}
	p.s.TakeEvents()
	p.notices = append(p.notices, p.s.TakeNotices()...)
	if pr := p.s.Prompt(); pr.Yours && !p.hold && p.c.Status().Up() {
		v := pr.View
		a := p.bot.Act(&v)
		if err := p.s.Check(a); err != nil {
			return fmt.Errorf("%s: its own legal move %v is refused locally: %v", p.name, a, err)
		}
		if err := p.s.Submit(a); err != nil && !errors.Is(err, client.ErrOffline) {
			return fmt.Errorf("%s: submit: %w", p.name, err)
		}
	}
	return nil
}

// lastError is the last refusal the person received, if any.
func (p *person) lastError(from int) *wire.Error {
	for i := len(p.received) - 1; i >= from; i-- {
		if p.received[i].Error != nil {
			return p.received[i].Error
		}
	}
	return nil
}

// run steps everyone until done reports true; it fails after d.
func run(d time.Duration, what string, done func() bool, ps ...*person) {
	deadline := time.Now().Add(d)
	for !done() {
		if time.Now().After(deadline) {
			log.Fatalf("FAIL: %s: timed out after %v", what, d)
		}
		for _, p := range ps {
			check(p.step(), what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// snapshotAt is what a person held at a moment the test checks later
// against the replayed game.
type snapshotAt struct {
	who   *person
	moves int
	view  engine.View
	what  string
}

// playOnline plays one whole game with three people through the game's
// client and remote session and a bot at the fourth seat.
// A table with away > 0 lets a bot cover a seat whose player has been gone
// that many seconds: Cid leaves for a while and comes back.
func playOnline(srv *server, gi int, version string, restartAt, away int) *server {
	t0 := time.Now()
	ps := []*person{connect(fmt.Sprintf("ann%d", gi)), connect(fmt.Sprintf("bob%d", gi)), connect(fmt.Sprintf("cid%d", gi))}
	ann, bob, cid := ps[0], ps[1], ps[2]
	ctx := context.Background()
	setup := wire.Setup{Players: 4, Version: version, Fast: true, Away: away, Seats: []wire.SeatSetup{{}, {Bot: true, Level: 2}, {}, {}}}
	created, err := ann.c.CreateTable(ctx, setup)
	check(err, "create a table")
	mine, err := ann.c.MyGames(ctx)
	check(err, "ann's games")
	if len(mine) != 1 || mine[0].Code != created.Code {
		log.Fatalf("FAIL: ann's games after creating %s: %+v", created.Code, mine)
	}
	for _, p := range ps {
		p.hold = true // nobody acts until the refusals are done
	}
	join := func(p *person, code string) {
		p.m, err = p.c.Join(ctx, code, false)
		check(err, p.name+" joins by the code")
		p.s = remote.New(p.m)
	}
	// Ann and Bob sit; Bob leaves his seat before the start and takes it
	// again; Cid's the last seat.
	join(ann, created.Code)
	join(bob, strings.ToLower(created.Code[:3])+"-"+created.Code[3:])
	run(20*time.Second, "ann sees bob sit", func() bool {
		seats := ann.s.Table().Seats
		return len(seats) == 4 && bob.s.Seat() >= 0 && seats[bob.s.Seat()].Taken
	}, ann, bob)
	bobSeat := bob.s.Seat()
	check(bob.c.LeaveSeat(ctx, created.Code), "bob leaves his seat")
	run(20*time.Second, "bob's seat is free", func() bool { return !ann.s.Table().Seats[bobSeat].Taken && bob.s.Seat() < 0 }, ann, bob)
	check(bob.m.Leave(ctx), "bob leaves the match")
	if g, err := bob.c.MyGames(ctx); err != nil || len(g) != 0 {
		log.Fatalf("FAIL: bob's games after he left: %+v %v", g, err)
	}
	join(bob, created.Code)
	join(cid, created.Code)
	run(20*time.Second, "the game starts", func() bool { return ann.s.Started() && bob.s.Started() && cid.s.Started() }, ps...)
	log.Printf("game %d (%s): table %s; seats: ann %d, bob %d, cid %d, a bot 2 (of 1-4); bob left his seat and took it again before the start",
		gi+1, version, created.Code, ann.s.Seat()+1, bob.s.Seat()+1, cid.s.Seat()+1)

	refusals(ps)
	for _, p := range ps {
		p.hold = false
	}

	var checks []snapshotAt
	if restartAt > 0 {
		for _, p := range ps {
			p.hold = true
		}
		// Each stops before acting once restartAt moves are made; the bot's
		// turn plays on until a person's.
		for _, p := range ps {
			p.hold = false
		}
		run(5*time.Minute, "play to the restart", func() bool {
			for _, p := range ps {
				p.hold = p.s.Moves() >= restartAt
			}
			return ann.s.Moves() >= restartAt && personsTurn(ps)
		}, ps...)
		run(time.Second, "settle", func() bool { return ann.s.Moves() == bob.s.Moves() && bob.s.Moves() == cid.s.Moves() }, ps...)
		moves := ann.s.Moves()
		before := serverHash(created.Code)
		if before.Moves != moves {
			log.Fatalf("FAIL: the server is at move %d, the clients at %d", before.Moves, moves)
		}
		var views []engine.View
		for _, p := range ps {
			var v engine.View
			p.s.ViewInto(&v)
			views = append(views, v)
		}
		srv.kill()
		log.Printf("  server killed (SIGKILL) at move %d", moves)
		freshBefore := []int{ann.fresh, bob.fresh, cid.fresh}
		t1 := time.Now()
		srv, err = startServer(2 + gi)
		check(err, "start the server again")
		run(60*time.Second, "everyone back with the table's state", func() bool {
			for i, p := range ps {
				if p.fresh == freshBefore[i] || p.c.Status().State != client.Back {
					return false
				}
			}
			return true
		}, ps...)
		for i, p := range ps {
			var v engine.View
			p.s.ViewInto(&v)
			if p.s.Moves() != moves || v != views[i] {
				log.Fatalf("FAIL: after the restart %s is at move %d (was %d); same view %v", p.name, p.s.Moves(), moves, v == views[i])
			}
		}
		if after := serverHash(created.Code); after != before {
			log.Fatalf("FAIL: the restarted server is at %+v, it was at %+v", after, before)
		}
		log.Printf("  server back in %.1f s; the clients came back by themselves (ann's connection: %s), found the table again in match %s, and resume at move %d with the same views; the game's state hash is the same (%s)",
			time.Since(t1).Seconds(), ann.c.Status().State, ann.m.ID(), moves, before.Hash)
		for _, p := range ps {
			p.hold = false
		}
	}

	if away > 0 {
		awayAndBack(ann, cid, created.Code, ps)
	}

	// Cid drops his connection in a tally (the vizier's round of the
	// spaces, stopped at a decision: the Market, the camel, a bribe, a
	// purchase); he comes back with a State.
	var dropped bool
	freshBefore := cid.fresh
	run(10*time.Minute, "play to the end", func() bool {
		var v engine.View
		cid.s.ViewInto(&v)
		if !dropped && v.Phase >= engine.PhaseMarket && v.Phase <= engine.PhaseBuy && cid.s.Moves() > restartAt {
			dropped = true
			cid.c.Reconnect()
			log.Printf("  cid drops his connection in the tally of round %d (move %d, phase %d)", v.Round, cid.s.Moves(), v.Phase)
		}
		if dropped && cid.fresh == freshBefore+1 && len(checks) == 0 {
			cid.s.ViewInto(&v)
			checks = append(checks, snapshotAt{who: cid, moves: cid.s.Moves(), view: v, what: "cid's view once he was back"})
			log.Printf("  cid is back (%s) at move %d", cid.c.Status().State, cid.s.Moves())
		}
		return ann.s.Prompt().Over && bob.s.Prompt().Over && cid.s.Prompt().Over
	}, ps...)
	if len(checks) == 0 {
		log.Fatal("FAIL: cid never dropped and came back in a tally")
	}
	searchMessages(created.Code, ps, checks)
	if *recordTo != "" && gi == 0 {
		check(writeStream(*recordTo, ann.received), "write the stream")
	}
	log.Printf("  %.1f s", time.Since(t0).Seconds())
	for _, p := range ps {
		p.c.Close()
	}
	return srv
}

// awayAndBack: cid leaves the table's match; past the table's wait a bot
// plays for him and ann's log is told so; he joins again, and ann's log
// is told he is back.
func awayAndBack(ann, cid *person, code string, ps []*person) {
	ctx := context.Background()
	seat := cid.s.Seat()
	check(cid.m.Leave(ctx), "cid leaves the match")
	moves := ann.s.Moves()
	run(60*time.Second, "a bot covers cid's seat", func() bool {
		return len(ann.notices) > 0 && ann.s.Table().Seats[seat].Covered
	}, ann, ps[1])
	n := ann.notices[len(ann.notices)-1]
	if n.Kind != wire.NoticeCovered || n.Seat != seat {
		log.Fatalf("FAIL: ann was told %+v", ann.notices)
	}
	log.Printf("  cid left the match at move %d; ann's log: %q (move %d)", moves, n.Text(), n.Moves)
	var err error
	cid.m, err = cid.c.Join(ctx, code, false)
	check(err, "cid joins again")
	cid.s = remote.New(cid.m)
	run(60*time.Second, "cid is back", func() bool {
		return len(ann.notices) > 1 && cid.s.Seat() == seat && !ann.s.Table().Seats[seat].Covered
	}, ps...)
	n = ann.notices[len(ann.notices)-1]
	if n.Kind != wire.NoticeBack || n.Seat != seat {
		log.Fatalf("FAIL: ann was told %+v", ann.notices)
	}
	log.Printf("  cid joined again at move %d; ann's log: %q", n.Moves, n.Text())
}

// serverHash asks the server, as its operator (the runtime's HTTP key),
// for a table's moves and game state hash.
func serverHash(code string) match.TableHash {
	body, _ := json.Marshal(wire.Find{Code: code})
	resp, err := http.Post(base()+"/v2/rpc/"+match.HashRPC+"?http_key=defaulthttpkey&unwrap", "application/json", bytes.NewReader(body))
	check(err, "ask for the table's hash")
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var h match.TableHash
	if resp.StatusCode != http.StatusOK || json.Unmarshal(data, &h) != nil || h.Hash == "" {
		log.Fatalf("FAIL: the table's hash: %s: %s", resp.Status, data)
	}
	return h
}

// personsTurn reports whether everyone has seen the same moves and a
// person is to act.
func personsTurn(ps []*person) bool {
	d := ps[0].s.Prompt().Decision
	for _, p := range ps {
		if p.s.Moves() != ps[0].s.Moves() {
			return false
		}
		if int(d.Seat) == p.s.Seat() && !ps[0].s.Prompt().Over {
			return true
		}
	}
	return false
}

// refusals: at a person's turn, another seat's action, an illegal one,
// junk and 1 MB are refused (the 1 MB by the server closing the sender's
// socket, which comes back by itself) and nothing changes.
func refusals(ps []*person) {
	ctx := context.Background()
	var turn, other *person
	run(20*time.Second, "a person's turn", func() bool {
		if !personsTurn(ps) {
			return false
		}
		for _, p := range ps {
			if int(p.s.Prompt().Decision.Seat) == p.s.Seat() {
				turn = p
			} else if other == nil || other == turn {
				other = p
			}
		}
		// the default starting treasure is the server's to take
		return turn != nil && turn.s.Prompt().Yours
	}, ps...)
	legal := turn.s.Prompt().Legal
	moves := turn.s.Moves()
	act := func(a engine.Action) []byte {
		b, _ := json.Marshal(wire.Act{Ref: 9, At: moves, Move: engine.EncodeAction(a)})
		return b
	}
	illegal := engine.ChooseStart(turn.s.Seat(), [engine.NumKinds]int8{3, 3, 3, 0, 0})
	if turn.s.Check(illegal) == nil {
		log.Fatalf("FAIL: the session let %s make %v", turn.name, illegal)
	}
	for _, r := range []struct {
		from *person
		body []byte
		want string
	}{
		{other, act(legal[0]), wire.ErrNotYours},
		{turn, act(illegal), wire.ErrIllegal},
		{other, []byte("junk\x00{"), wire.ErrMalformed},
		{turn, []byte(`{"at":0,"move":"` + strings.Repeat("P", 2000) + `"}`), wire.ErrTooLarge},
	} {
		from := len(r.from.received)
		check(r.from.m.Send(ctx, wire.OpAct, r.body), "send a refused message")
		run(10*time.Second, "the refusal of "+r.want, func() bool { return r.from.lastError(from) != nil }, ps...)
		if e := r.from.lastError(from); e.Code != r.want {
			log.Fatalf("FAIL: %s got %+v, want %s", r.from.name, e, r.want)
		}
		log.Printf("  refused to %s: %s: %s", r.from.name, r.want, r.from.lastError(from).Message)
		r.from.s.TakeRefusals()
	}
	// 1 MB: Nakama's own limit (4 KB) closes the socket before our match
	// sees it; the client comes back by itself.
	big := append(act(legal[0]), bytes.Repeat([]byte(" "), 1<<20)...)
	losses, fresh := other.c.Status().Losses, other.fresh
	_ = other.m.Send(ctx, wire.OpAct, big)
	run(30*time.Second, "the connection closed on 1 MB comes back", func() bool {
		return other.c.Status().Losses == losses+1 && other.c.Status().Up() && other.fresh > fresh
	}, ps...)
	for _, p := range ps {
		if p.s.Moves() != moves || p.lastError(0) != nil && p != turn && p != other {
			log.Fatalf("FAIL: after the refusals %s is at move %d (was %d)", p.name, p.s.Moves(), moves)
		}
	}
	log.Printf("  1 MB from %s: the server closed its socket; it came back by itself (%s) with the table's state; no move was made", other.name, other.c.Status().State)
}

// searchMessages replays the finished game's record and checks every
// message each person received: each event is the game's event as their
// seat may see it (no token value, card or artifact of another seat before
// its reveal), each view is the game's View(seat) at that move, nothing
// else is in a message (strict decoding) and the seed appears nowhere.
func searchMessages(code string, ps []*person, checks []snapshotAt) {
	ctx := context.Background()
	var rec []byte
	run(10*time.Second, "the record is stored", func() bool {
		var err error
		rec, err = ps[0].c.Record(ctx, code)
		return err == nil
	}, ps...)
	st, r, err := engine.Load(rec)
	check(err, "load the record")
	replay, err := engine.New(r.Config)
	check(err, "replay")
	n := len(r.Actions)
	players := r.Config.Players
	events := make([][]engine.Event, n+1) // events[k]: move k's (1-based)
	views := make([][]engine.View, n+1)   // views[k][seat] after k moves
	views[0] = make([]engine.View, players)
	for q := range players {
		views[0][q] = replay.View(q)
	}
	for k, a := range r.Actions {
		evs, err := replay.Apply(a)
		check(err, "replay a move")
		events[k+1] = evs
		views[k+1] = make([]engine.View, players)
		for q := range players {
			views[k+1][q] = replay.View(q)
		}
	}
	seed := strconv.FormatUint(r.Config.Seed, 10)
	hidden, msgs, kb := 0, 0, 0
	for _, p := range ps {
		seat := p.s.Seat()
		follow := func(evs []engine.Event, upto int, from int) {
			i := 0
			for k := from; k <= upto; k++ {
				for _, e := range events[k] {
					if i >= len(evs) || evs[i] != e.For(seat) {
						log.Fatalf("FAIL: %s: event %d of move %d is not the game's as seat %d sees it", p.name, i, k, seat+1)
					}
					if !e.Audience.Includes(seat) && e.Token >= 0 {
						hidden++
					}
					i++
				}
			}
			if i != len(evs) {
				log.Fatalf("FAIL: %s: %d events where the game had %d", p.name, len(evs), i)
			}
		}
		for _, m := range p.received {
			msgs++
			kb += len(m.Raw)
			if bytes.Contains(m.Raw, []byte(seed)) || bytes.Contains(bytes.ToLower(m.Raw), []byte(`"seed"`)) {
				log.Fatalf("FAIL: %s received the seed", p.name)
			}
			strict(p.name, m)
			switch {
			case m.State != nil && m.State.View != nil:
				follow(m.State.Log, m.State.Moves, 1)
				if engine.View(*m.State.View) != views[m.State.Moves][seat] {
					log.Fatalf("FAIL: %s: the State's view at move %d is not View(%d)", p.name, m.State.Moves, seat)
				}
			case m.Update != nil:
				follow(m.Update.Events, m.Update.N, m.Update.N)
				if v := views[m.Update.N][seat]; m.Update.Hash != v.Hash() {
					log.Fatalf("FAIL: %s: update %d's hash is not View(%d)'s", p.name, m.Update.N, seat)
				}
			}
		}
		var v engine.View
		p.s.ViewInto(&v)
		if v != st.View(seat) {
			log.Fatalf("FAIL: %s's final view is not View(%d) of the replayed game", p.name, seat)
		}
	}
	for _, c := range checks {
		if c.view != views[c.moves][c.who.s.Seat()] {
			log.Fatalf("FAIL: %s is not the server's View(seat) at move %d", c.what, c.moves)
		}
		log.Printf("  %s equals the server's View(%d) at move %d", c.what, c.who.s.Seat(), c.moves)
	}
	log.Printf("  over after %d moves; winners %v; %d messages (%d KB) searched: every event is the game's as the receiver's seat sees it (%d hidden tokens stayed hidden), every view is View(seat), no seed, nothing beyond the protocol; final views equal View(seat)",
		n, st.Winners(), msgs, kb/1024, hidden)
}

// strict decodes a message again refusing any field the protocol does not
// have.
func strict(who string, m client.Message) {
	var v any
	switch {
	case m.State != nil:
		v = &wire.State{}
	case m.Update != nil:
		v = &wire.Update{}
	case m.Table != nil:
		v = &wire.Table{}
	case m.Error != nil:
		v = &wire.Error{}
	case m.Notice != nil:
		v = &wire.Notice{}
	default:
		log.Fatalf("FAIL: %s received message %d that does not decode: %v", who, m.Op, m.Err)
	}
	dec := json.NewDecoder(bytes.NewReader(m.Raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		log.Fatalf("FAIL: %s: message %d carries more than the protocol: %v", who, m.Op, err)
	}
	// The views and events inside decode leniently: written again, the
	// message must be the bytes received.
	if again, err := json.Marshal(v); err != nil || !bytes.Equal(again, m.Raw) {
		log.Fatalf("FAIL: %s: message %d carries more than it decodes to (%v):\n%s\n%s", who, m.Op, err, m.Raw, again)
	}
}

// writeStream writes messages as JSON lines {"op":…,"raw":…}.
func writeStream(path string, msgs []client.Message) error {
	var b bytes.Buffer
	for _, m := range msgs {
		line, err := json.Marshal(struct {
			Op  int64           `json:"op"`
			Raw json.RawMessage `json:"raw"`
		}{m.Op, m.Raw})
		if err != nil {
			return err
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// notStale leaves out the refusals of moves the server made first (after a
// rejoin, the server may act for the seat before the client's move
// arrives): the next update brings the game and the person acts again.
// Every other refusal is a failure.
func notStale(refusals []string) []string {
	var left []string
	for _, r := range refusals {
		if !strings.HasPrefix(r, "The game has moved on:") {
			left = append(left, r)
		}
	}
	return left
}
