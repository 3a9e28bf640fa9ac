// Package match is the authoritative online game: a Nakama match that holds
// the engine's state, so only the server sees the seed, the deck, the
// guards, the stacks and every hand. Each presence is sent what its own
// seat may see (engine.Event.For, engine.View); a spectator the public
// view. Every action is checked by the engine on the server; bot seats
// play on the server from their own View.
package match

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/online/wire"
)

// Snapshot is a table as it is persisted: enough to restore the match
// exactly (the engine record replays the game and checks its hash).
type Snapshot struct {
	Code  string     `json:"code"`
	Setup wire.Setup `json:"setup"`
	// Owners is the user holding each seat ("" for a bot or a free seat);
	// Names their names.
	Owners []string `json:"owners"`
	Names  []string `json:"names"`
	// MatchID is the live match playing the table.
	MatchID string `json:"matchId,omitempty"`
	// Record is the engine record (engine.Record.Marshal) once the game
	// has started: its config holds the seed, so the snapshot is the
	// server's alone.
	Record json.RawMessage `json:"record,omitempty"`
	Over   bool            `json:"over,omitempty"`
	// What "my games" shows without replaying the record: the moves made,
	// the seat to act (-1 before the start) and the seats' names as
	// everyone sees them.
	Moves  int      `json:"moves,omitempty"`
	Turn   int      `json:"turn"`
	Seated []string `json:"seated,omitempty"`
	// Notices are the log's lines that are not engine events.
	Notices []wire.Notice `json:"notices,omitempty"`
}

// table is the game of one match: the part of the match state that does
// not depend on Nakama.
type table struct {
	code   string
	setup  wire.Setup
	owners []string
	names  []string

	st  *engine.State // nil until every person's seat is taken
	rec *engine.Record
	log []engine.Event // every event so far, as the server sees it

	bots     []bot.Bot // per seat; nil for a person's until it is covered
	covered  []bool    // a person's seat a bot plays while they are away
	notices  []wire.Notice
	thinker  bot.Thinker
	thinkFor int // the seat thinking and the move count it thinks at
	thinkAt  int
	iters    int // work units per Think call, adapted to the slice budget
}

// newTable makes the table of a setup; seats of people are free.
func newTable(code string, setup wire.Setup) (*table, error) {
	if err := setup.Validate(); err != nil {
		return nil, err
	}
	n := setup.Players
	t := &table{code: code, setup: setup, owners: make([]string, n), names: make([]string, n), covered: make([]bool, n), thinkFor: -1, iters: 64}
	return t, nil
}

// restore rebuilds a table from its snapshot, replaying the record.
func restore(s Snapshot) (*table, error) {
	t, err := newTable(s.Code, s.Setup)
	if err != nil {
		return nil, err
	}
	if len(s.Owners) != s.Setup.Players || len(s.Names) != s.Setup.Players {
		return nil, fmt.Errorf("table %s: %d owners and %d names for %d seats", s.Code, len(s.Owners), len(s.Names), s.Setup.Players)
	}
	copy(t.owners, s.Owners)
	copy(t.names, s.Names)
	t.notices = append([]wire.Notice(nil), s.Notices...)
	if len(s.Record) == 0 {
		return t, nil
	}
	st, rec, err := engine.Load(s.Record)
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", s.Code, err)
	}
	cfg := rec.Config
	if cfg.Players != s.Setup.Players || cfg.Magic != (s.Setup.Version == wire.Magic) || cfg.Intro != (s.Setup.Version == wire.Intro) {
		return nil, fmt.Errorf("table %s: the record's game is not the table's", s.Code)
	}
	// The log: the record replayed once more, keeping the events.
	replay, err := engine.New(cfg)
	if err != nil {
		return nil, err
	}
	for i, a := range rec.Actions {
		evs, err := replay.Apply(a)
		if err != nil {
			return nil, fmt.Errorf("table %s: move %d: %w", s.Code, i+1, err)
		}
		t.log = append(t.log, evs...)
	}
	t.st, t.rec = st, rec
	t.makeBots()
	return t, nil
}

// snapshot writes the table for storage.
func (t *table) snapshot(matchID string) (Snapshot, error) {
	s := Snapshot{Code: t.code, Setup: t.setup, Owners: append([]string(nil), t.owners...), Names: append([]string(nil), t.names...), MatchID: matchID, Turn: -1, Notices: t.notices}
	for _, seat := range t.public(nil, 0).Seats {
		s.Seated = append(s.Seated, seat.Name)
	}
	if t.st != nil {
		data, err := t.rec.Marshal(t.st)
		if err != nil {
			return s, err
		}
		s.Record, s.Over, s.Moves = data, t.st.Over(), t.moves()
		if !s.Over {
			s.Turn = int(t.st.Pending().Seat)
		}
	}
	return s, nil
}

func (t *table) started() bool { return t.st != nil }
func (t *table) over() bool    { return t.st != nil && t.st.Over() }
func (t *table) moves() int {
	if t.rec == nil {
		return 0
	}
	return len(t.rec.Actions)
}

// isBot reports whether a seat is played by the server.
func (t *table) isBot(seat int) bool {
	return seat >= 0 && seat < len(t.setup.Seats) && t.setup.Seats[seat].Bot
}

// seatOf is the seat a user holds, or -1.
func (t *table) seatOf(user string) int {
	for i, o := range t.owners {
		if o != "" && o == user && !t.isBot(i) {
			return i
		}
	}
	return -1
}

// claim gives a user a free person's seat (or the one it holds) and
// reports it, or -1 when none is free.
func (t *table) claim(user, name string) int {
	if s := t.seatOf(user); s >= 0 {
		return s
	}
	if user == "" || t.started() {
		return -1
	}
	for i := range t.owners {
		if !t.isBot(i) && t.owners[i] == "" {
			t.owners[i], t.names[i] = user, name
			return i
		}
	}
	return -1
}

// full reports whether every person's seat is taken.
func (t *table) full() bool {
	for i, o := range t.owners {
		if !t.isBot(i) && o == "" {
			return false
		}
	}
	return true
}

// start deals the game once every person's seat is taken.
func (t *table) start(seed uint64) error {
	if t.started() || !t.full() {
		return nil
	}
	cfg := t.setup.Config()
	cfg.Seed = seed
	cfg.Names = t.gameNames()
	st, err := engine.New(cfg)
	if err != nil {
		return err
	}
	t.st, t.rec = st, engine.NewRecord(cfg)
	t.makeBots()
	return nil
}

// gameNames are the seats' names in the game: the people's (at most 24
// bytes, as the engine wants), the bots' themed names, all different.
func (t *table) gameNames() []string {
	names := make([]string, t.setup.Players)
	seen := map[string]bool{}
	perLevel := map[int]int{}
	for i, s := range t.setup.Seats {
		n := ""
		if s.Bot {
			n = bot.Name(bot.Level(s.Level), perLevel[s.Level])
			if len(n) > 24 {
				n = strings.TrimPrefix(n, "the ") // as the set-up screen shortens it
			}
			perLevel[s.Level]++
		} else {
			n = strings.TrimSpace(t.names[i])
		}
		if n == "" {
			n = fmt.Sprintf("Player %d", i+1)
		}
		base := cut(n, 24)
		n = base
		for k := 2; seen[strings.ToLower(n)]; k++ {
			suffix := fmt.Sprintf(" %d", k)
			n = cut(base, 24-len(suffix)) + suffix
		}
		seen[strings.ToLower(n)] = true
		names[i] = n
	}
	return names
}

// cut shortens s to at most n bytes without splitting a character.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strings.TrimSpace(s[:n])
}

// makeBots makes the bot seats' players, seeded as the local game seeds
// them.
func (t *table) makeBots() {
	t.bots = make([]bot.Bot, t.setup.Players)
	for i, s := range t.setup.Seats {
		if s.Bot {
			t.bots[i] = bot.New(bot.Level(s.Level), t.rec.Config.Seed*31+uint64(i)+1)
		}
	}
}

// apply carries out an action, records it and logs its events.
func (t *table) apply(a engine.Action) ([]engine.Event, error) {
	evs, err := t.st.Apply(a)
	if err != nil {
		return nil, err
	}
	t.rec.Add(a)
	t.log = append(t.log, evs...)
	t.thinker, t.thinkFor = nil, -1
	return evs, nil
}

// autoAction is the action the server takes for a person without asking:
// the one-click starting treasure (decision D4) when the table did not
// let people choose it. ok is false when a person must decide.
func (t *table) autoAction() (engine.Action, bool) {
	if !t.started() || t.over() || t.setup.ChooseStart {
		return engine.Action{}, false
	}
	d := t.st.Pending()
	if d.Type != engine.DecStartTreasure || t.isBot(int(d.Seat)) {
		return engine.Action{}, false
	}
	a := engine.ChooseStart(int(d.Seat), [engine.NumKinds]int8{1, 1, 1, 0, 0})
	if t.st.Check(a) == nil {
		return a, true
	}
	for _, l := range t.st.Legal() {
		return l, true
	}
	return engine.Action{}, false
}

// botSeat is the pending seat if a bot plays it, or -1.
func (t *table) botSeat() int {
	if !t.started() || t.over() {
		return -1
	}
	if p := int(t.st.Pending().Seat); t.isBot(p) || t.covered[p] {
		return p
	}
	return -1
}

// coverLevel is the level of the bot that plays for an away player.
const coverLevel = bot.Normal

// think advances the pending bot's decision by one slice of iters work
// units; done reports that it has decided on a.
func (t *table) think() (a engine.Action, done bool) {
	p := t.botSeat()
	if p < 0 {
		return engine.Action{}, false
	}
	if t.thinker == nil || t.thinkFor != p || t.thinkAt != t.moves() {
		var v engine.View
		t.st.ViewInto(p, &v) // the bot sees its own view, nothing more
		if t.bots[p] == nil {
			t.bots[p] = bot.New(coverLevel, t.rec.Config.Seed*31+uint64(p)+1)
		}
		t.thinker, t.thinkFor, t.thinkAt = bot.Start(t.bots[p], &v), p, t.moves()
	}
	return t.thinker.Think(t.iters)
}

// act checks a person's message and applies its action. The error is the
// refusal to send back; on an error nothing has changed.
func (t *table) act(seat int, data []byte) ([]engine.Event, *wire.Error) {
	if len(data) > wire.MaxMessage {
		return nil, &wire.Error{Code: wire.ErrTooLarge, Message: fmt.Sprintf("The message is %d bytes; at most %d are accepted.", len(data), wire.MaxMessage)}
	}
	var m wire.Act
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil || dec.More() {
		return nil, &wire.Error{Code: wire.ErrMalformed, Message: "The message is not an action (want {\"at\":N,\"move\":\"…\"})."}
	}
	refuse := func(code, format string, args ...any) *wire.Error {
		return &wire.Error{Ref: m.Ref, Code: code, Message: fmt.Sprintf(format, args...)}
	}
	if seat < 0 {
		return nil, refuse(wire.ErrSpectator, "Spectators watch; they cannot act.")
	}
	if !t.started() {
		return nil, refuse(wire.ErrNotStarted, "The game starts when every seat is taken.")
	}
	if t.over() {
		return nil, refuse(wire.ErrOver, "The game is over.")
	}
	a, err := engine.DecodeAction(m.Move)
	if err != nil {
		return nil, refuse(wire.ErrMalformed, "The move %.40q is not an action: %v.", m.Move, err)
	}
	if int(a.Seat) != seat {
		return nil, refuse(wire.ErrNotYours, "You play seat %d; that move is seat %d's.", seat+1, int(a.Seat)+1)
	}
	if m.At != t.moves() {
		return nil, refuse(wire.ErrStale, "The game has moved on: %d moves were made, your move was sent after %d.", t.moves(), m.At)
	}
	if d := t.st.Pending(); int(d.Seat) != seat {
		return nil, refuse(wire.ErrNotTurn, "It is %s's turn to %s.", t.rec.Config.Name(int(d.Seat)), d.Type)
	}
	evs, err := t.apply(a)
	if err != nil {
		return nil, refuse(wire.ErrIllegal, "%v", err)
	}
	return evs, nil
}

// view is seat's view now.
func (t *table) view(seat int) engine.View {
	var v engine.View
	t.st.ViewInto(seat, &v)
	return v
}

// public is the table as everyone sees it; online marks the seats with a
// presence.
func (t *table) public(online []bool, spectators int) wire.Table {
	tb := wire.Table{Code: t.code, Players: t.setup.Players, Version: t.setup.Version, ChooseStart: t.setup.ChooseStart, Started: t.started(), Over: t.over(), Spectators: spectators}
	var names []string
	if t.started() {
		names = t.rec.Config.Names
	}
	for i, s := range t.setup.Seats {
		seat := wire.Seat{Bot: s.Bot, Level: s.Level, Taken: !s.Bot && t.owners[i] != "", Online: i < len(online) && online[i], Covered: t.covered[i]}
		switch {
		case names != nil:
			seat.Name = names[i]
		case s.Bot:
			seat.Name = "" // named when the game starts
		default:
			seat.Name = t.names[i]
		}
		tb.Seats = append(tb.Seats, seat)
	}
	return tb
}

// stateFor is the whole game as seat sees it.
func (t *table) stateFor(seat int, tb wire.Table) wire.State {
	s := wire.State{Table: tb, Seat: seat, Moves: t.moves()}
	if !t.started() {
		return s
	}
	s.Names = t.rec.Config.Names
	s.Notices = t.notices
	v := wire.View(t.view(seat))
	s.View = &v
	s.Log = make(wire.Events, len(t.log))
	for i, e := range t.log {
		s.Log[i] = e.For(seat)
	}
	return s
}

// updateFor is one action's events as seat sees them.
func (t *table) updateFor(seat int, evs []engine.Event) wire.Update {
	u := wire.Update{N: t.moves(), Events: make(wire.Events, len(evs))}
	for i, e := range evs {
		u.Events[i] = e.For(seat)
	}
	v := t.view(seat)
	u.Hash = v.Hash()
	return u
}
