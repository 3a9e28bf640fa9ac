package match

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/online/wire"
)

// client is what a real client keeps of the messages it received: its
// seat, the view it follows by the events (engine.View.Apply), the moves
// seen, the log and the refusals.
type client struct {
	t       *testing.T
	w       *fakeNK
	p       *presence
	seat    int
	started bool
	view    engine.View
	moves   int
	log     []engine.Event
	errors  []wire.Error
	notices []wire.Notice
	// pastNotices: the last State's.
	pastNotices []wire.Notice
	table       wire.Table
	states      int
	player      bot.Bot // chooses the client's moves from its own view
}

func newClient(t *testing.T, w *fakeNK, user string) *client {
	w.sessions++ // a new connection: a new session
	return &client{t: t, w: w, p: &presence{user: user, session: fmt.Sprintf("s%d-%s", w.sessions, user), name: user}, seat: -2, player: bot.New(bot.Easy, uint64(len(user))*7+1)}
}

// read takes the client's new messages; each is checked against the
// server's truth for the client's seat.
func (c *client) read(s *State) {
	c.t.Helper()
	for _, m := range c.w.take(c.p.session) {
		c.checkAddressing(s, m)
		switch m.op {
		case wire.OpState:
			var st wire.State
			mustDecode(c.t, m.body, &st)
			c.seat, c.moves, c.table, c.started = st.Seat, st.Moves, st.Table, st.View != nil
			c.states++
			c.log = append([]engine.Event(nil), st.Log...)
			c.pastNotices = st.Notices
			if st.View != nil {
				c.view = engine.View(*st.View)
				c.checkSecrets(s, c.view)
			}
			c.checkLog(s)
		case wire.OpUpdate:
			var u wire.Update
			mustDecode(c.t, m.body, &u)
			if !c.started {
				c.t.Fatalf("%s: an update before the game's state", c.p.user)
			}
			for _, e := range u.Events {
				c.view.Apply(e)
			}
			c.log = append(c.log, u.Events...)
			c.moves = u.N
			if c.view.Hash() != u.Hash {
				c.t.Fatalf("%s: the view followed by the events does not hash as the server's", c.p.user)
			}
			c.checkSecrets(s, c.view)
		case wire.OpTable:
			c.table = wire.Table{} // a field left out is zero, not the last table's
			mustDecode(c.t, m.body, &c.table)
		case wire.OpNotice:
			var n wire.Notice
			mustDecode(c.t, m.body, &n)
			c.notices = append(c.notices, n)
		case wire.OpError:
			var e wire.Error
			mustDecode(c.t, m.body, &e)
			c.errors = append(c.errors, e)
		default:
			c.t.Fatalf("unknown message %d", m.op)
		}
	}
	if c.started && s.t.started() && c.moves == s.t.moves() {
		if want := s.t.view(c.seat); c.view != want {
			c.t.Fatalf("%s (seat %d): the view it holds is not the server's View(seat)", c.p.user, c.seat)
		}
	}
}

// checkAddressing: a message carrying a seat's secrets goes to that
// seat's presences alone.
func (c *client) checkAddressing(s *State, m sent) {
	c.t.Helper()
	if m.op != wire.OpState && m.op != wire.OpUpdate && m.op != wire.OpError {
		return
	}
	for _, to := range m.to {
		if mb := s.members[to]; mb != nil && mb.seat != c.seatNow(s) {
			c.t.Fatalf("a message for %s (seat %d) went to %s too (seat %d)", c.p.user, c.seatNow(s), to, mb.seat)
		}
	}
}

func (c *client) seatNow(s *State) int {
	if mb := s.members[c.p.session]; mb != nil {
		return mb.seat
	}
	return c.seat
}

// checkLog: every event the client holds is the server's event as its
// seat may see it, and an event outside its audience shows no token, no
// value, no spell card and no artifact list.
func (c *client) checkLog(s *State) {
	c.t.Helper()
	if len(c.log) > len(s.t.log) {
		c.t.Fatalf("%s holds %d events; the server logged %d", c.p.user, len(c.log), len(s.t.log))
	}
	for i, got := range c.log {
		orig := s.t.log[i]
		if got != orig.For(c.seat) {
			c.t.Fatalf("%s: event %d is %+v, the server's as seat %d sees it is %+v", c.p.user, i, got, c.seat, orig.For(c.seat))
		}
		if !orig.Audience.Includes(c.seat) {
			if got.Token != -1 || got.Value != 0 || got.Spell != engine.NoSpell {
				c.t.Fatalf("%s: event %d shows a hidden token or card: %+v", c.p.user, i, got)
			}
			for _, a := range got.Arts {
				if a != engine.NoArtifact {
					c.t.Fatalf("%s: event %d shows hidden artifacts: %+v", c.p.user, i, got)
				}
			}
		}
	}
}

// checkSecrets: the client's view shows no other seat's face-down token,
// its screen, its hand, the guard before its reveal.
func (c *client) checkSecrets(s *State, v engine.View) {
	c.t.Helper()
	c.checkLog(s)
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if int(tv.Seat) != c.seat && !tv.Face && (tv.Token != -1 || tv.Value != 0) {
			c.t.Fatalf("%s (seat %d) sees seat %d's face-down token: %+v", c.p.user, c.seat, tv.Seat, tv)
		}
	}
	for q := 0; q < int(v.Players); q++ {
		if q == c.seat {
			continue
		}
		if v.Seats[q].Behind != [engine.NumTokens]bool{} {
			c.t.Fatalf("%s sees behind seat %d's screen", c.p.user, q)
		}
		if v.Known[q] != 0 && c.seat < 0 {
			c.t.Fatalf("a spectator knows cards in seat %d's hand", q)
		}
	}
	if c.seat < 0 && v.Hand != 0 {
		c.t.Fatal("a spectator sees a hand")
	}
	if v.Guard != 0 && !guardRevealed(c.log) {
		c.t.Fatalf("%s sees the guard before its reveal", c.p.user)
	}
}

// guardRevealed reports whether the round's guard has been shown by the
// events of a log.
func guardRevealed(log []engine.Event) bool {
	for i := len(log) - 1; i >= 0; i-- {
		switch log[i].Type {
		case engine.EvGuardRevealed:
			return true
		case engine.EvRoundBegan:
			return false
		}
	}
	return false
}

// move chooses the client's action from its own view, if it is its turn.
func (c *client) move() ([]byte, bool) {
	d := c.view.Pending
	if !c.started || c.view.Over || int(d.Seat) != c.seat || c.seat < 0 || d.Type == engine.DecStartTreasure && !c.table.ChooseStart {
		return nil, false
	}
	v := c.view
	a := c.player.Act(&v)
	body, _ := json.Marshal(wire.Act{Ref: c.moves + 1, At: c.moves, Move: engine.EncodeAction(a)})
	return body, true
}

func mustDecode(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("cannot read %s: %v", b, err)
	}
}

// play runs the match until the game is over, the clients moving when it
// is their turn.
func play(t *testing.T, w *fakeNK, id string, clients ...*client) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		s := w.state(id)
		for _, c := range clients {
			c.read(s)
			if len(c.errors) > 0 {
				t.Fatalf("%s: refused: %+v", c.p.user, c.errors)
			}
			if body, ok := c.move(); ok {
				w.send(id, c.p, wire.OpAct, body)
			}
		}
		if s.t.over() {
			return
		}
		if !w.tick(id) {
			t.Fatal("the match stopped during the game")
		}
		w.log.noErrors(t)
	}
	t.Fatal("the game did not end")
}

func setup(players int, version string, bots ...int) wire.Setup {
	s := wire.Setup{Players: players, Version: version, Fast: true, Seats: make([]wire.SeatSetup, players)}
	for i, l := range bots {
		if l > 0 {
			s.Seats[i] = wire.SeatSetup{Bot: true, Level: l}
		}
	}
	return s
}

func TestBotsPlayAGameToTheEndAndItsRecordIsStored(t *testing.T) {
	for _, version := range []string{wire.Basic, wire.Intro, wire.Magic} {
		t.Run(version, func(t *testing.T) {
			w := newWorld(t, Options{})
			code, id := w.create("", "", setup(4, version, 1, 2, 1, 2))
			watcher := newClient(t, w, "watcher")
			if !w.join(id, watcher.p, nil) {
				t.Fatal("the spectator was refused")
			}
			play(t, w, id, watcher)
			s := w.state(id)
			w.tick(id) // saves the finished game
			if watcher.seat != engine.Spectator || !watcher.view.Over {
				t.Fatalf("the watcher is seat %d, over %v", watcher.seat, watcher.view.Over)
			}
			out, err := w.rpc(GetRecord, "someone", "x", wire.Find{Code: strings.ToLower(code)})
			if err != nil {
				t.Fatal(err)
			}
			st, rec, err := engine.Load([]byte(out))
			if err != nil {
				t.Fatal(err)
			}
			if st.Hash() != s.Hash() || len(rec.Actions) != s.t.moves() {
				t.Fatal("the stored record does not replay the game")
			}
			if obj := w.store[Records+"/"+code]; obj.PermissionRead != 2 {
				t.Errorf("the record's read permission is %d, not public", obj.PermissionRead)
			}
			if obj := w.store[Tables+"/"+code]; obj.PermissionRead != 0 {
				t.Errorf("the table's snapshot is readable by clients (%d)", obj.PermissionRead)
			}
			t.Logf("%s: %d moves, %d events; the watcher got %d state(s)", version, s.t.moves(), len(s.t.log), watcher.states)
		})
	}
}

func TestPeoplePlayAGameToTheEndEachSeeingOnlyTheirOwnSecrets(t *testing.T) {
	for _, version := range []string{wire.Basic, wire.Magic} {
		t.Run(version, func(t *testing.T) {
			w := newWorld(t, Options{})
			s := setup(4, version, 0, 0, 2, 0)
			s.ChooseStart = version == wire.Basic // the magic game takes the one-click start for people
			_, id := w.create("ann", "ann", s)
			ann, bob, cy := newClient(t, w, "ann"), newClient(t, w, "bob"), newClient(t, w, "cy")
			eve := newClient(t, w, "eve")
			for _, c := range []*client{ann, bob, eve} {
				meta := map[string]string(nil)
				if c == eve {
					meta = map[string]string{"spectate": "1"}
				}
				w.join(id, c.p, meta)
			}
			w.tick(id)
			if w.state(id).t.started() {
				t.Fatal("the game started with a seat free")
			}
			ann.read(w.state(id))
			if ann.seat != 0 || ann.started || len(ann.table.Seats) != 4 || !ann.table.Seats[1].Online || ann.table.Seats[3].Taken {
				t.Fatalf("ann: seat %d, table %+v", ann.seat, ann.table)
			}
			w.join(id, cy.p, nil)
			play(t, w, id, ann, bob, cy, eve)
			if ann.seat != 0 || bob.seat != 1 || cy.seat != 3 || eve.seat != engine.Spectator {
				t.Fatalf("seats: %d %d %d %d", ann.seat, bob.seat, cy.seat, eve.seat)
			}
			st := w.state(id)
			names := st.t.rec.Config.Names
			if names[0] != "ann" || names[1] != "bob" || names[3] != "cy" || names[2] == "" {
				t.Errorf("names %q", names)
			}
			for _, c := range []*client{ann, bob, cy, eve} {
				if !c.view.Over || c.view != st.t.view(c.seat) {
					t.Errorf("%s: the final view is not the server's", c.p.user)
				}
			}
			t.Logf("%s: %d moves", version, st.t.moves())
		})
	}
}

func TestARefusedMessageGoesToItsSenderAloneAndChangesNothing(t *testing.T) {
	w := newWorld(t, Options{})
	s := setup(3, wire.Basic)
	s.ChooseStart = true
	_, id := w.create("ann", "ann", s)
	ann, bob, cy, eve := newClient(t, w, "ann"), newClient(t, w, "bob"), newClient(t, w, "cy"), newClient(t, w, "eve")
	for _, c := range []*client{ann, bob, cy} {
		w.join(id, c.p, nil)
	}
	w.join(id, eve.p, map[string]string{"spectate": "yes"})
	all := []*client{ann, bob, cy, eve}
	readAll := func() {
		for _, c := range all {
			c.read(w.state(id))
		}
	}
	readAll()
	st := w.state(id)
	pending := int(st.t.st.Pending().Seat)
	turn := all[pending]
	other := all[(pending+1)%3]
	legal := st.t.st.Legal()[0]
	act := func(at int, a engine.Action) []byte {
		b, _ := json.Marshal(wire.Act{Ref: 7, At: at, Move: engine.EncodeAction(a)})
		return b
	}
	forOther := legal
	forOther.Seat = int8((pending + 1) % 3)
	ownOutOfTurn := legal
	ownOutOfTurn.Seat = int8((pending + 1) % 3)
	bigger := make([]byte, 1<<20)
	for i := range bigger {
		bigger[i] = 'x'
	}
	cases := []struct {
		name string
		from *client
		op   int64
		body []byte
		want string
	}{
		{"another seat's action", turn, wire.OpAct, act(0, forOther), wire.ErrNotYours},
		{"out of turn", other, wire.OpAct, act(0, ownOutOfTurn), wire.ErrNotTurn},
		{"illegal", turn, wire.OpAct, act(0, engine.Place(pending, 0, 1)), wire.ErrIllegal},
		{"stale", turn, wire.OpAct, act(3, legal), wire.ErrStale},
		{"junk", turn, wire.OpAct, []byte("\x00junk{"), wire.ErrMalformed},
		{"no move", turn, wire.OpAct, []byte(`{"at":0}`), wire.ErrMalformed},
		{"not a move", turn, wire.OpAct, []byte(`{"at":0,"move":"Z9:9"}`), wire.ErrMalformed},
		{"an unknown field", turn, wire.OpAct, []byte(`{"at":0,"move":"x","seat":2}`), wire.ErrMalformed},
		{"two messages in one", turn, wire.OpAct, append(act(0, legal), act(0, legal)...), wire.ErrMalformed},
		{"1 MB", turn, wire.OpAct, bigger, wire.ErrTooLarge},
		{"a spectator's action", eve, wire.OpAct, act(0, legal), wire.ErrSpectator},
		{"an unknown opcode", turn, 77, []byte("{}"), wire.ErrUnknownOp},
	}
	for _, tc := range cases {
		hash, moves, events := st.Hash(), st.t.moves(), len(w.sentLog)
		w.send(id, tc.from.p, tc.op, tc.body)
		w.tick(id)
		readAll()
		if st.Hash() != hash || st.t.moves() != moves {
			t.Fatalf("%s: the game changed", tc.name)
		}
		if len(w.sentLog) != events+1 {
			t.Fatalf("%s: %d messages were sent, want the one refusal", tc.name, len(w.sentLog)-events)
		}
		for _, c := range all {
			if c == tc.from {
				if len(c.errors) != 1 || c.errors[0].Code != tc.want || c.errors[0].Message == "" {
					t.Fatalf("%s: %s got %+v, want one %s", tc.name, c.p.user, c.errors, tc.want)
				}
				if tc.op == wire.OpAct && tc.want != wire.ErrTooLarge && tc.want != wire.ErrMalformed && c.errors[0].Ref != 7 {
					t.Errorf("%s: the refusal does not name the message (ref %d)", tc.name, c.errors[0].Ref)
				}
				t.Logf("%-24s → %s: %s", tc.name, c.errors[0].Code, c.errors[0].Message)
				c.errors = nil
			} else if len(c.errors) != 0 {
				t.Fatalf("%s: %s was told too: %+v", tc.name, c.p.user, c.errors)
			}
		}
	}
	// The game goes on.
	w.send(id, turn.p, wire.OpAct, act(0, legal))
	w.tick(id)
	readAll()
	if st.t.moves() != 1 || turn.moves != 1 || other.moves != 1 || eve.moves != 1 {
		t.Fatalf("after the legal move: %d moves on the server, %d/%d/%d seen", st.t.moves(), turn.moves, other.moves, eve.moves)
	}
	w.log.noErrors(t)
}

func TestTheTableSurvivesASnapshotAndAServerRestartWithTheSameHash(t *testing.T) {
	for _, version := range []string{wire.Basic, wire.Magic} {
		t.Run(version, func(t *testing.T) {
			w := newWorld(t, Options{})
			code, id, ann := annPlaysWithTwoBots(t, w, version, 60)
			s := w.state(id)
			if s.t.moves() < 60 || s.t.over() {
				t.Fatalf("%d moves", s.t.moves())
			}
			// The snapshot alone.
			snap, err := s.Table()
			if err != nil {
				t.Fatal(err)
			}
			data, _ := json.Marshal(snap)
			var back Snapshot
			mustDecode(t, data, &back)
			r, err := restore(back)
			if err != nil {
				t.Fatal(err)
			}
			if r.st.Hash() != s.Hash() || r.moves() != s.t.moves() || len(r.log) != len(s.t.log) {
				t.Fatal("the restored table differs")
			}
			for i := range r.log {
				if r.log[i] != s.t.log[i] {
					t.Fatalf("event %d differs after the restore", i)
				}
			}
			if strings.Contains(string(data), `"seed"`) == false {
				t.Error("the snapshot has no seed: it cannot restore the deck")
			}
			// The server stops; a find starts the match again from storage.
			hash, moves := s.Hash(), s.t.moves()
			w.leave(id, ann.p)
			w.terminate(id)
			f := find(t, w, "ann", code)
			if f.MatchID == id || w.matches[f.MatchID] == nil {
				t.Fatalf("found %+v", f)
			}
			s2 := w.state(f.MatchID)
			if s2.Hash() != hash || s2.t.moves() != moves {
				t.Fatal("the game did not come back to the same state")
			}
			// The player comes back to its seat, its view and its log.
			ann2 := newClient(t, w, "ann")
			w.inbox[ann2.p.session] = nil
			w.join(f.MatchID, ann2.p, nil)
			ann2.read(s2)
			if ann2.seat != 0 || ann2.moves != moves || ann2.view != s2.t.view(0) || len(ann2.log) != len(s2.t.log) {
				t.Fatalf("ann came back as seat %d at move %d", ann2.seat, ann2.moves)
			}
			// The old match, were it still running, cannot write over the new one.
			if _, again, _ := ReadTable(t.Context(), w, code); again == "" {
				t.Fatal("no version")
			}
			old := &State{t: s.t, matchID: id, version: "1", dirty: true, members: map[string]*member{}}
			if err := w.m.save(t.Context(), w.log, w, old); err == nil || !old.stopped {
				t.Fatalf("a stale match saved over the table (%v)", err)
			}
			play(t, w, f.MatchID, ann2)
			w.log.takeErrors()
		})
	}
}

func TestTheRPCsRefuseBadRequests(t *testing.T) {
	w := newWorld(t, Options{})
	for _, payload := range []string{"", "junk", `{"players":2,"version":"basic","seats":[{},{}]}`, `{"players":3,"version":"basic","seats":[{},{},{"bot":true,"level":7}]}`, strings.Repeat(" ", 5000)} {
		if _, err := w.rpc(CreateTable, "u", "u", payload); err == nil {
			t.Errorf("create %.40q passed", payload)
		}
	}
	for _, payload := range []string{"", `{"code":"nope"}`, `{"code":"AAAAAA"}`} {
		if _, err := w.rpc(FindTable, "u", "u", payload); err == nil {
			t.Errorf("find %q passed", payload)
		}
	}
	code, _ := w.create("u", "u", setup(3, wire.Basic))
	if _, err := w.rpc(GetRecord, "u", "u", wire.Find{Code: code}); err == nil {
		t.Error("an unfinished game has a record")
	}
	if len(w.matches) != 1 {
		t.Errorf("%d matches", len(w.matches))
	}
	w.log.takeErrors()
}

func TestAWholeTableOfPeopleStartsWhenTheLastSeatIsTakenAndNotBefore(t *testing.T) {
	w := newWorld(t, Options{})
	s := setup(3, wire.Basic)
	code, id := w.create("ann", "a very long name that goes over twenty-four bytes", s)
	var label Label
	mustDecode(t, []byte(w.matches[id].label), &label)
	if label.Code != code || !label.Open || label.Started {
		t.Fatalf("label %+v", label)
	}
	late := newClient(t, w, "dan")
	for i, u := range []string{"bob", "ann", "ann2"} {
		w.join(id, newClient(t, w, u).p, nil)
		if started := w.state(id).t.started(); started != (i == 2) {
			t.Fatalf("after %d joins started=%v", i+1, started)
		}
	}
	w.join(id, late.p, nil) // no seat left: watches
	late.read(w.state(id))
	if late.seat != engine.Spectator || !late.started {
		t.Fatalf("the late comer has seat %d", late.seat)
	}
	mustDecode(t, []byte(w.matches[id].label), &label)
	if label.Open || !label.Started {
		t.Fatalf("label %+v", label)
	}
	names := w.state(id).t.rec.Config.Names
	if len(names[0]) > 24 || names[1] != "bob" || names[2] != "ann2" {
		t.Fatalf("names %q", names)
	}
	// The one-click starting treasure was taken for everyone.
	if d := w.state(id).t.st.Pending(); d.Type != engine.DecPlace {
		t.Fatalf("pending %v", d.Type)
	}
	w.log.noErrors(t)
}

func TestNamesAreShortAndDifferent(t *testing.T) {
	tb, err := newTable("ABCDEF", wire.Setup{Players: 5, Version: wire.Basic, Seats: []wire.SeatSetup{{}, {}, {Bot: true, Level: 1}, {Bot: true, Level: 1}, {}}})
	if err != nil {
		t.Fatal(err)
	}
	copy(tb.names, []string{"Ann", "ann", "", "", "  éééééééééééééééééééééééééé "})
	names := tb.gameNames()
	cfg := engine.Config{Players: 5, Names: names, FirstPlayer: -1}
	if err := cfg.Validate(); err != nil {
		t.Fatalf("%q: %v", names, err)
	}
	t.Logf("%q", names)
}

func TestABotPlaysForAPlayerGonePastTheTablesWaitUntilTheyComeBack(t *testing.T) {
	w := newWorld(t, Options{})
	s := setup(3, wire.Basic, 0, 2, 0)
	s.Away = 60
	_, id := w.create("ann", "ann", s)
	ann, bob := newClient(t, w, "ann"), newClient(t, w, "bob")
	w.join(id, ann.p, nil)
	w.join(id, bob.p, nil)
	st := w.state(id)
	step := func(cs ...*client) {
		for _, c := range cs {
			c.read(st)
			if body, ok := c.move(); ok {
				w.send(id, c.p, wire.OpAct, body)
			}
		}
		w.tick(id)
	}
	for i := 0; i < 10; i++ {
		step(ann, bob)
	}
	// Bob goes; before the wait is over, the game waits for him.
	w.leave(id, bob.p)
	for i := 0; i < 200 && int(st.t.st.Pending().Seat) != bob.seat; i++ {
		step(ann)
	}
	if int(st.t.st.Pending().Seat) != bob.seat {
		t.Fatal("bob's turn never came")
	}
	moves := st.t.moves()
	w.wait(59 * time.Second)
	step(ann)
	if st.t.moves() != moves || st.t.covered[bob.seat] {
		t.Fatal("a bot played for bob before the wait was over")
	}
	w.wait(2 * time.Second)
	step(ann)
	ann.read(st)
	if !st.t.covered[bob.seat] || st.t.moves() == moves || !ann.table.Seats[bob.seat].Covered {
		t.Fatalf("after the wait: covered %v, moves %d (were %d), ann's table %+v", st.t.covered[bob.seat], st.t.moves(), moves, ann.table.Seats[bob.seat])
	}
	if len(ann.notices) != 1 || ann.notices[0].Kind != wire.NoticeCovered || ann.notices[0].Seat != bob.seat || ann.notices[0].Text() != "bob is away: a bot plays for them until they are back." {
		t.Fatalf("ann's log was told %+v", ann.notices)
	}
	for i := 0; i < 100; i++ {
		step(ann)
	}
	// Bob comes back: his seat, the view of the game now, and the bot stops.
	bob2 := newClient(t, w, "bob")
	w.join(id, bob2.p, nil)
	bob2.read(st)
	if bob2.seat != bob.seat || bob2.view != st.t.view(bob.seat) || st.t.covered[bob.seat] || bob2.table.Seats[bob.seat].Covered {
		t.Fatalf("bob came back as seat %d, covered %v", bob2.seat, st.t.covered[bob.seat])
	}
	ann.read(st)
	if len(ann.notices) != 2 || ann.notices[1].Kind != wire.NoticeBack || ann.notices[1].Text() != "bob is back." {
		t.Fatalf("ann's log was told %+v", ann.notices)
	}
	if len(bob2.pastNotices) != 2 || bob2.pastNotices[0] != ann.notices[0] || bob2.pastNotices[1] != ann.notices[1] {
		t.Fatalf("bob's State brings the notices %+v", bob2.pastNotices)
	}
	play(t, w, id, ann, bob2)

	// A table that waits (Away 0) waits.
	w = newWorld(t, Options{})
	_, id = w.create("ann", "ann", setup(3, wire.Basic, 0, 2, 0))
	ann, bob = newClient(t, w, "ann"), newClient(t, w, "bob")
	w.join(id, ann.p, nil)
	w.join(id, bob.p, nil)
	st = w.state(id)
	w.leave(id, bob.p)
	for i := 0; i < 200; i++ {
		step(ann)
	}
	moves = st.t.moves()
	w.wait(24 * time.Hour)
	for i := 0; i < 20; i++ {
		step(ann)
	}
	if b := st.t.seatOf("bob"); int(st.t.st.Pending().Seat) != b || st.t.moves() != moves || st.t.covered[b] {
		t.Fatal("the table did not wait for bob")
	}
	w.log.noErrors(t)
}

func TestCodesAreValidAndVary(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		c := newCode()
		if !wire.ValidCode(c) {
			t.Fatalf("%q", c)
		}
		seen[c] = true
	}
	if len(seen) < 990 {
		t.Errorf("%d different codes of 1000", len(seen))
	}
}

func TestASeatIsLeftBeforeTheStartAndMyGamesListsTheUnfinishedTables(t *testing.T) {
	w := newWorld(t, Options{})
	w.displayNames["ann"], w.displayNames["bob"] = "Ann the Bold", "Bob"
	code, id := w.create("ann", "ann-device-name", setup(4, wire.Basic, 0, 2, 0, 0))
	mine := func(user string) []wire.MyGame {
		t.Helper()
		out, err := w.rpc(MyGames, user, user, "{}")
		if err != nil {
			t.Fatal(err)
		}
		var g wire.MyGames
		mustDecode(t, []byte(out), &g)
		return g.Games
	}
	if g := mine("ann"); len(g) != 1 || g[0].Code != code || g[0].Seat != 0 || g[0].Started || g[0].Turn != -1 || g[0].Names[0] != "Ann the Bold" {
		t.Fatalf("ann's games after creating the table: %+v", g)
	}
	ann, bob := newClient(t, w, "ann"), newClient(t, w, "bob")
	w.join(id, ann.p, nil)
	w.join(id, bob.p, nil) // the game starts with a third person
	st := w.state(id)
	bob.read(st)
	if bob.seat != 2 || bob.table.Seats[2].Name != "Bob" || len(mine("bob")) != 1 {
		t.Fatalf("bob sits at %d as %+v; his games %+v", bob.seat, bob.table.Seats, mine("bob"))
	}

	// Bob leaves his seat: it is free again, he watches, his games are none.
	if _, err := w.rpc(LeaveSeat, "bob", "bob", wire.Find{Code: code}); err != nil {
		t.Fatal(err)
	}
	bob.read(st)
	ann.read(st)
	if bob.seat != engine.Spectator || ann.table.Seats[2].Taken || ann.table.Seats[2].Name != "" || len(mine("bob")) != 0 {
		t.Fatalf("after bob left: his seat %d, the table %+v, his games %+v", bob.seat, ann.table.Seats, mine("bob"))
	}
	if _, err := w.rpc(LeaveSeat, "bob", "bob", wire.Find{Code: code}); err == nil || !strings.Contains(err.Error(), "no seat") {
		t.Fatalf("leaving twice: %v", err)
	}

	// Cid takes it, Dan the last; the game starts; a seat is not left
	// once it has.
	cid, dan := newClient(t, w, "cid"), newClient(t, w, "dan")
	w.join(id, cid.p, nil)
	w.join(id, dan.p, nil)
	cid.read(st)
	if cid.seat != 2 || !st.t.started() {
		t.Fatalf("cid sits at %d; started %v", cid.seat, st.t.started())
	}
	if _, err := w.rpc(LeaveSeat, "cid", "cid", wire.Find{Code: code}); err == nil || !strings.Contains(err.Error(), "has started") {
		t.Fatalf("leaving a started game: %v", err)
	}
	w.tick(id)
	if _, err := w.rpc(GetHash, "cid", "cid", wire.Find{Code: code}); err == nil {
		t.Fatal("a player was given the state hash")
	}
	out, err := w.rpc(GetHash, "", "", wire.Find{Code: code})
	var h TableHash
	mustDecode(t, []byte(out), &h)
	if err != nil || h.Moves != st.t.moves() || h.Hash != fmt.Sprintf("%x", st.t.st.Hash()) {
		t.Fatalf("the operators' hash: %+v %v", h, err)
	}
	if g := mine("cid"); len(g) != 1 || !g[0].Started || g[0].Turn < 0 || g[0].Names[0] != "Ann the Bold" || g[0].Names[1] == "" {
		t.Fatalf("cid's games once started: %+v", g)
	}
	play(t, w, id, ann, cid, dan)
	w.tick(id) // the finished game is saved
	if g := mine("ann"); len(g) != 0 {
		t.Fatalf("ann's games once it is over: %+v", g)
	}
	if len(w.store) == 0 || w.store[storeKey(Seats, "ann", code)] != nil {
		t.Fatal("the finished table is still in ann's list in storage")
	}
	w.log.noErrors(t)
}

// annPlaysWithTwoBots makes a table of Ann and two bots and plays it
// until moves moves are made; it returns the table's code, its match and
// Ann.
func annPlaysWithTwoBots(t *testing.T, w *fakeNK, version string, moves int) (string, string, *client) {
	t.Helper()
	code, id := w.create("ann", "ann", setup(3, version, 0, 2, 3))
	ann := newClient(t, w, "ann")
	w.join(id, ann.p, nil)
	for i := 0; i < 400 && w.state(id).t.moves() < moves; i++ {
		ann.read(w.state(id))
		if b, ok := ann.move(); ok {
			w.send(id, ann.p, wire.OpAct, b)
		}
		w.tick(id)
	}
	return code, id, ann
}

// find asks for a table's live match as user, as the find RPC.
func find(t *testing.T, w *fakeNK, user, code string) wire.Found {
	t.Helper()
	out, err := w.rpc(FindTable, user, user, wire.Find{Code: code})
	if err != nil {
		t.Fatal(err)
	}
	var f wire.Found
	mustDecode(t, []byte(out), &f)
	return f
}

// After a restart every client finds its table again, some in the same
// instant: one match plays the table and the others give way; and a match
// that lost the table all the same sends its people on to find it again.
func TestClientsFindingATableAtOnceAfterARestartMeetInOneMatch(t *testing.T) {
	w := newWorld(t, Options{})
	code, id, ann := annPlaysWithTwoBots(t, w, wire.Basic, 10)
	hash := w.state(id).Hash()
	w.leave(id, ann.p)
	w.terminate(id)

	// Bob's find reads the table while no match plays it; Ann's find
	// starts its match again just before Bob's does.
	var first string
	w.beforeCreate = func() {
		var err error
		if first, err = w.MatchCreate(t.Context(), wire.MatchModule, map[string]interface{}{"code": code}); err != nil {
			t.Fatal(err)
		}
	}
	f := find(t, w, "bob", code)
	if f.MatchID != first || len(w.matches) != 1 {
		t.Fatalf("Bob was sent to match %q, Ann's is %q; %d matches run", f.MatchID, first, len(w.matches))
	}
	if w.state(first).Hash() != hash {
		t.Fatal("the table came back to another state")
	}
	w.log.noErrors(t)

	// Were a second match to take the table in the instant before the
	// first was running, the first stops at its next save and tells its
	// people to find the table again.
	ann2 := newClient(t, w, "ann")
	w.join(first, ann2.p, nil)
	w.take(ann2.p.session)
	snap, version, err := ReadTable(t.Context(), w, code)
	if err != nil {
		t.Fatal(err)
	}
	snap.MatchID = "match-99.node"
	if _, err := WriteTable(t.Context(), w, snap, version); err != nil {
		t.Fatal(err)
	}
	w.state(first).dirty = true
	if w.tick(first) {
		t.Fatal("a match that lost its table plays on")
	}
	moved := false
	for _, m := range w.take(ann2.p.session) {
		moved = moved || m.op == wire.OpMoved
	}
	if !moved {
		t.Error("the people of a match that lost its table were not told to find it again")
	}
	w.log.takeErrors()
}
