package match

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"aladdin/engine"
	"aladdin/online/wire"
)

// Storage collections, owned by the system user.
const (
	// Tables holds each table's Snapshot under its code; clients cannot
	// read it (it holds the seed).
	Tables = "aladdin_tables"
	// Records holds each finished game's engine record under its code,
	// readable by everyone, for the replay.
	Records = "aladdin_records"
	// Seats holds, in each user's own storage, a key per table they hold
	// a seat at (for "my games"), readable by them alone.
	Seats = "aladdin_seats"
)

// Options tune a match; the zero value takes the defaults.
type Options struct {
	// TickRate is the match's ticks per second (20): an action is answered
	// at the next tick, within 50 ms.
	TickRate int
	// SliceBudget is the time a tick may spend on the bots' thinking
	// (20 ms): a searching bot thinks over several ticks.
	SliceBudget time.Duration
	// Beat is the least time between a bot's move and the move before it,
	// so people can follow (600 ms); a Fast table has none.
	Beat time.Duration
	// Idle is how long a match runs with nobody connected before it stops
	// (its table stays in storage and the find RPC starts it again): 5
	// minutes, 30 seconds once the game is over.
	Idle time.Duration
	// Now is the clock (time.Now); Seed makes a game's seed (crypto/rand).
	Now  func() time.Time
	Seed func() uint64
}

// Defaults is the options with every zero value set to its default.
func (o Options) Defaults() Options { return o.withDefaults() }

func (o Options) withDefaults() Options {
	if o.TickRate <= 0 {
		o.TickRate = 20
	}
	if o.SliceBudget <= 0 {
		o.SliceBudget = 20 * time.Millisecond
	}
	if o.Beat == 0 {
		o.Beat = 600 * time.Millisecond
	}
	if o.Idle <= 0 {
		o.Idle = 5 * time.Minute
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Seed == nil {
		o.Seed = randomSeed
	}
	return o
}

func randomSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on a working system
	}
	return binary.LittleEndian.Uint64(b[:])
}

// Match is the authoritative match (runtime.Match). Its state is a *State.
type Match struct{ opt Options }

// New makes the match constructor to register with RegisterMatch.
func New(opt Options) func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule) (runtime.Match, error) {
	m := &Match{opt: opt.withDefaults()}
	return func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule) (runtime.Match, error) {
		return m, nil
	}
}

// member is one connected presence and its seat (engine.Spectator for a
// spectator).
type member struct {
	p    runtime.Presence
	seat int
}

// State is a match's state: the table and who is connected.
type State struct {
	t       *table
	matchID string
	version string // the storage version of the table's snapshot
	members map[string]*member
	// joining: the seat given to a user in MatchJoinAttempt, taken up in
	// MatchJoin.
	joining map[string]int

	lastMove time.Time // when the last action was applied
	saved    int       // moves in the last snapshot written
	dirty    bool      // the owners changed since it was written
	idleFrom time.Time // since when nobody is connected (zero: someone is)
	stopped  bool      // lost the table to another match: stop
	// leftAt is when each person's seat lost its last presence (zero
	// while one is connected).
	leftAt []time.Time
	out    []outgoing
}

// Table is the match's table, for tests and signals.
func (s *State) Table() (Snapshot, error) { return s.t.snapshot(s.matchID) }

// Hash is the game state's hash (0 before the game starts).
func (s *State) Hash() uint64 {
	if s.t.st == nil {
		return 0
	}
	return s.t.st.Hash()
}

// MatchInit starts the match of the table whose code is params["code"]:
// the create RPC has written its snapshot, or it is a table the server
// played before a restart.
func (m *Match) MatchInit(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, params map[string]interface{}) (interface{}, int, string) {
	code, _ := params["code"].(string)
	id, _ := ctx.Value(runtime.RUNTIME_CTX_MATCH_ID).(string)
	snap, version, err := ReadTable(ctx, nk, code)
	if err != nil {
		logger.Error("match %s: table %q: %v", id, code, err)
		return nil, 0, ""
	}
	if snap.MatchID != "" && snap.MatchID != id && running(ctx, nk, snap.MatchID) {
		// Every client finds its table again after a restart, some at
		// once: the first match started holds it, the others give way.
		logger.Info("match %s: table %s is played by match %s already", id, code, snap.MatchID)
		return nil, 0, ""
	}
	t, err := restore(snap)
	if err != nil {
		logger.Error("match %s: %v", id, err)
		return nil, 0, ""
	}
	now := m.opt.Now()
	s := &State{t: t, matchID: id, version: version, members: map[string]*member{}, joining: map[string]int{}, saved: t.moves(), idleFrom: now, leftAt: make([]time.Time, t.setup.Players)}
	for i := range s.leftAt {
		s.leftAt[i] = now // nobody is connected yet
	}
	if t.full() && !t.started() { // a table of bots alone
		if err := t.start(m.opt.Seed()); err != nil {
			logger.Error("match %s: %v", id, err)
			return nil, 0, ""
		}
	}
	s.dirty = true // the snapshot names this match now
	if err := m.save(ctx, logger, nk, s); err != nil {
		logger.Error("match %s: table %s: %v", id, code, err)
		return nil, 0, ""
	}
	return s, m.opt.TickRate, m.label(s)
}

// MatchJoinAttempt admits everyone: a user holding a seat gets it back, a
// new user takes the first free person's seat, the rest watch.
func (m *Match) MatchJoinAttempt(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, presence runtime.Presence, metadata map[string]string) (interface{}, bool, string) {
	s := state.(*State)
	user := presence.GetUserId()
	seat := s.t.seatOf(user)
	if seat < 0 && metadata["spectate"] == "" && !s.t.started() {
		seat = s.t.claim(user, DisplayName(ctx, nk, user, presence.GetUsername()))
		if seat >= 0 {
			s.dirty = true
			if err := indexSeat(ctx, nk, user, s.t.code); err != nil {
				logger.Warn("match %s: table %s: cannot note the seat in %s's games: %v", s.matchID, s.t.code, user, err)
			}
		}
	} else if seat >= 0 && !s.t.started() { // the name may have changed since
		if name := DisplayName(ctx, nk, user, presence.GetUsername()); name != s.t.names[seat] {
			s.t.names[seat], s.dirty = name, true
		}
	}
	s.joining[presence.GetSessionId()] = seat
	return s, true, ""
}

// MatchJoin sends each new presence the game as its seat sees it and
// everyone the seats; the game starts when the last seat is taken.
func (m *Match) MatchJoin(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, presences []runtime.Presence) interface{} {
	s := state.(*State)
	for _, p := range presences {
		seat, ok := s.joining[p.GetSessionId()]
		if !ok {
			seat = s.t.seatOf(p.GetUserId())
		}
		delete(s.joining, p.GetSessionId())
		s.members[p.GetSessionId()] = &member{p: p, seat: seat}
		if seat >= 0 {
			s.leftAt[seat] = time.Time{}
			if s.t.covered[seat] {
				s.t.covered[seat] = false
				logger.Info("match %s: seat %d's player is back; the bot stops playing for them", s.matchID, seat+1)
				m.notice(logger, s, wire.NoticeBack, seat)
			}
		}
	}
	s.idleFrom = time.Time{}
	if !s.t.started() && s.t.full() {
		if err := s.t.start(m.opt.Seed()); err != nil {
			logger.Error("match %s: cannot start: %v", s.matchID, err)
		} else {
			s.dirty = true
			s.lastMove = m.opt.Now()
			// The default starting treasures the server takes for people
			// before a bot's turn come in the state's log.
			for a, ok := s.t.autoAction(); ok; a, ok = s.t.autoAction() {
				if _, err := s.t.apply(a); err != nil {
					logger.Error("match %s: the default action %v was refused: %v", s.matchID, a, err)
					break
				}
			}
			for _, mb := range s.members { // everyone sees the deal
				m.sendState(logger, dispatcher, s, mb)
			}
			m.sendTable(logger, dispatcher, s)
			_ = dispatcher.MatchLabelUpdate(m.label(s))
			_ = m.flush(ctx, logger, nk, dispatcher, s)
			return s
		}
	}
	for _, p := range presences {
		m.sendState(logger, dispatcher, s, s.members[p.GetSessionId()])
	}
	m.sendTable(logger, dispatcher, s)
	_ = dispatcher.MatchLabelUpdate(m.label(s))
	_ = m.flush(ctx, logger, nk, dispatcher, s)
	return s
}

// MatchLeave forgets the presences; their seats stay theirs.
func (m *Match) MatchLeave(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, presences []runtime.Presence) interface{} {
	s := state.(*State)
	var seats []int
	for _, p := range presences {
		if mb := s.members[p.GetSessionId()]; mb != nil && mb.seat >= 0 {
			seats = append(seats, mb.seat)
		}
		delete(s.members, p.GetSessionId())
	}
	for _, seat := range seats {
		s.left(seat, m.opt.Now())
	}
	if len(s.members) == 0 {
		s.idleFrom = m.opt.Now()
	}
	m.sendTable(logger, dispatcher, s)
	_ = m.flush(ctx, logger, nk, dispatcher, s)
	return s
}

// MatchLoop takes the people's messages, lets the bots play, sends every
// action's events and saves the table.
func (m *Match) MatchLoop(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, messages []runtime.MatchData) interface{} {
	s := state.(*State)
	if s.stopped {
		return nil
	}
	for _, msg := range messages {
		m.handle(logger, dispatcher, s, msg)
	}
	m.cover(logger, dispatcher, s)
	m.botsPlay(logger, dispatcher, s)
	if m.flush(ctx, logger, nk, dispatcher, s); s.stopped {
		return nil
	}
	if len(s.members) == 0 && !s.idleFrom.IsZero() {
		idle := m.opt.Idle
		if s.t.over() && idle > 30*time.Second {
			idle = 30 * time.Second
		}
		if m.opt.Now().Sub(s.idleFrom) >= idle && s.t.botSeat() < 0 {
			logger.Info("match %s: table %s: nobody connected for %v; stopping (the table is saved)", s.matchID, s.t.code, idle)
			return nil
		}
	}
	return s
}

// MatchTerminate saves the table as the server shuts down.
func (m *Match) MatchTerminate(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, graceSeconds int) interface{} {
	s := state.(*State)
	_ = m.flush(ctx, logger, nk, dispatcher, s)
	return s
}

// MatchSignal answers "hash" with the game's state hash (hexadecimal) and
// "moves" with the number of moves, for operators and tests; "leave USER"
// (the leave RPC) frees the seat USER holds before the game starts and
// answers "" or why it cannot.
func (m *Match) MatchSignal(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, data string) (interface{}, string) {
	s := state.(*State)
	switch data {
	case "hash":
		return s, fmt.Sprintf("%x", s.Hash())
	case "moves":
		return s, fmt.Sprint(s.t.moves())
	}
	if user, ok := strings.CutPrefix(data, signalLeave); ok {
		return s, m.release(ctx, logger, nk, dispatcher, s, user)
	}
	return s, ""
}

// signalLeave starts the leave signal; the user id follows.
const signalLeave = "leave "

// release frees a user's seat before the start: the seat is free again,
// the user's presences watch as spectators, everyone sees the seats.
func (m *Match) release(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, s *State, user string) string {
	if s.t.started() {
		return "The game has started: the seat stays yours."
	}
	seat := s.t.seatOf(user)
	if seat < 0 {
		return "You hold no seat at this table."
	}
	s.t.owners[seat], s.t.names[seat] = "", ""
	s.dirty = true
	for _, mb := range s.members {
		if mb.p.GetUserId() == user {
			mb.seat = engine.Spectator
			m.sendState(logger, dispatcher, s, mb)
		}
	}
	logger.Info("match %s: table %s: seat %d is free again", s.matchID, s.t.code, seat+1)
	m.sendTable(logger, dispatcher, s)
	_ = dispatcher.MatchLabelUpdate(m.label(s))
	if err := m.flush(ctx, logger, nk, dispatcher, s); err != nil {
		return "The table could not be saved; try again."
	}
	return ""
}

// notice tells everyone connected who plays a seat now, for their log.
// The table keeps them, so a State's log has them too.
func (m *Match) notice(logger runtime.Logger, s *State, kind string, seat int) {
	name := ""
	if s.t.started() {
		name = s.t.rec.Config.Name(seat)
	}
	n := wire.Notice{Kind: kind, Seat: seat, Name: name, Moves: s.t.moves()}
	s.t.notices = append(s.t.notices, n)
	s.dirty = true
	if len(s.members) > 0 {
		m.send(logger, s, wire.OpNotice, n)
	}
}

// left notes the time a seat lost a presence, if it has none left.
func (s *State) left(seat int, now time.Time) {
	for _, mb := range s.members {
		if mb.seat == seat {
			return
		}
	}
	s.leftAt[seat] = now
}

// cover lets a bot play each person's seat whose player has been gone
// longer than the table's wait, if it chose one.
func (m *Match) cover(logger runtime.Logger, dispatcher runtime.MatchDispatcher, s *State) {
	if s.t.setup.Away <= 0 || !s.t.started() || s.t.over() {
		return
	}
	wait := time.Duration(s.t.setup.Away) * time.Second
	changed := false
	for seat, at := range s.leftAt {
		if !s.t.isBot(seat) && !s.t.covered[seat] && !at.IsZero() && m.opt.Now().Sub(at) >= wait {
			s.t.covered[seat] = true
			changed = true
			logger.Info("match %s: seat %d's player has been gone %v; a bot plays for them until they are back", s.matchID, seat+1, wait)
			m.notice(logger, s, wire.NoticeCovered, seat)
		}
	}
	if changed {
		m.sendTable(logger, dispatcher, s)
	}
}

// handle is one message of a presence.
func (m *Match) handle(logger runtime.Logger, dispatcher runtime.MatchDispatcher, s *State, msg runtime.MatchData) {
	mb := s.members[msg.GetSessionId()]
	if mb == nil {
		return // gone already
	}
	switch msg.GetOpCode() {
	case wire.OpAct:
		evs, refusal := s.t.act(mb.seat, msg.GetData())
		if refusal != nil {
			m.send(logger, s, wire.OpError, *refusal, mb.p)
			return
		}
		m.applied(logger, dispatcher, s, evs)
		m.auto(logger, dispatcher, s)
	case wire.OpSync:
		m.sendState(logger, dispatcher, s, mb)
	default:
		m.send(logger, s, wire.OpError, wire.Error{Code: wire.ErrUnknownOp, Message: fmt.Sprintf("Unknown opcode %d.", msg.GetOpCode())}, mb.p)
	}
}

// auto takes the actions the server takes for people (the default
// starting treasure).
func (m *Match) auto(logger runtime.Logger, dispatcher runtime.MatchDispatcher, s *State) {
	for {
		a, ok := s.t.autoAction()
		if !ok {
			return
		}
		evs, err := s.t.apply(a)
		if err != nil {
			logger.Error("match %s: the default action %v was refused: %v", s.matchID, a, err)
			return
		}
		m.applied(logger, dispatcher, s, evs)
	}
}

// botsPlay lets the pending bots think, within the tick's slice budget,
// and play the moves they decide.
func (m *Match) botsPlay(logger runtime.Logger, dispatcher runtime.MatchDispatcher, s *State) {
	start := m.opt.Now()
	for s.t.botSeat() >= 0 {
		t0 := m.opt.Now()
		a, done := s.t.think()
		took := m.opt.Now().Sub(t0)
		s.t.iters = nextSlice(s.t.iters, took, m.opt.SliceBudget, done)
		if done {
			if !s.t.setup.Fast && m.opt.Now().Sub(s.lastMove) < m.opt.Beat {
				return // decided: the move shows after the beat
			}
			evs, err := s.t.apply(a)
			if err != nil { // a bot's bug must not stop the game
				logger.Error("match %s: bot seat %d chose an illegal move %v: %v", s.matchID, s.t.botSeat()+1, a, err)
				if evs, err = s.t.apply(s.t.st.Legal()[0]); err != nil {
					return
				}
			}
			m.applied(logger, dispatcher, s, evs)
			m.auto(logger, dispatcher, s)
		}
		if m.opt.Now().Sub(start) >= m.opt.SliceBudget {
			return
		}
	}
}

// nextSlice adapts the work units of a Think call to a quarter of the
// tick's budget.
func nextSlice(iters int, took, budget time.Duration, done bool) int {
	switch {
	case done:
	case took < budget/8 && iters < 1<<20:
		iters *= 2
	case took > budget/2 && iters > 1:
		iters /= 2
	}
	return iters
}

// applied sends an action's events to every presence, as its seat sees
// them.
func (m *Match) applied(logger runtime.Logger, dispatcher runtime.MatchDispatcher, s *State, evs []engine.Event) {
	s.lastMove = m.opt.Now()
	for seat, ps := range s.bySeat() {
		m.send(logger, s, wire.OpUpdate, s.t.updateFor(seat, evs), ps...)
	}
	if s.t.over() {
		_ = dispatcher.MatchLabelUpdate(m.label(s))
		m.sendTable(logger, dispatcher, s)
	}
}

// bySeat groups the connected presences by seat.
func (s *State) bySeat() map[int][]runtime.Presence {
	g := map[int][]runtime.Presence{}
	for _, mb := range s.members {
		g[mb.seat] = append(g[mb.seat], mb.p)
	}
	return g
}

// public is the table as everyone sees it now.
func (s *State) public() wire.Table {
	online := make([]bool, s.t.setup.Players)
	spectators := 0
	for _, mb := range s.members {
		if mb.seat >= 0 {
			online[mb.seat] = true
		} else {
			spectators++
		}
	}
	return s.t.public(online, spectators)
}

func (m *Match) sendState(logger runtime.Logger, dispatcher runtime.MatchDispatcher, s *State, mb *member) {
	m.send(logger, s, wire.OpState, s.t.stateFor(mb.seat, s.public()), mb.p)
}

func (m *Match) sendTable(logger runtime.Logger, dispatcher runtime.MatchDispatcher, s *State) {
	if len(s.members) == 0 {
		return
	}
	m.send(logger, s, wire.OpTable, s.public(), nil...)
}

// outgoing is a message waiting for the table to be saved.
type outgoing struct {
	op   int64
	data []byte
	to   []runtime.Presence
}

// send queues a message to the presences (nil: everyone in the match).
// Messages leave in flush, after the table is saved, so nothing a client
// was told is lost if the server dies. If the save fails (the database is
// down) they leave all the same: the game goes on and the save is tried
// again at the next tick.
func (m *Match) send(logger runtime.Logger, s *State, op int64, v any, to ...runtime.Presence) {
	data, err := json.Marshal(v)
	if err != nil {
		logger.Error("cannot write message %d: %v", op, err)
		return
	}
	s.out = append(s.out, outgoing{op, data, to})
}

// flush saves the table if it changed, then sends the queued messages.
func (m *Match) flush(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, s *State) error {
	err := m.save(ctx, logger, nk, s)
	if err != nil {
		logger.Error("match %s: table %s: cannot save: %v", s.matchID, s.t.code, err)
	}
	if s.stopped {
		// Another match plays the table: whoever is here goes there.
		s.out = nil
		if err := dispatcher.BroadcastMessage(wire.OpMoved, nil, nil, nil, true); err != nil {
			logger.Warn("match %s: cannot send the table's move: %v", s.matchID, err)
		}
		return err
	}
	for _, o := range s.out {
		if err := dispatcher.BroadcastMessage(o.op, o.data, o.to, nil, true); err != nil {
			logger.Warn("cannot send message %d: %v", o.op, err)
		}
	}
	s.out = s.out[:0]
	return err
}

// Label is what the match list shows of a match (JSON).
type Label struct {
	Code    string `json:"code"`
	Players int    `json:"players"`
	Version string `json:"version"`
	Open    bool   `json:"open"` // a person's seat is free
	Started bool   `json:"started"`
	Over    bool   `json:"over"`
}

func (m *Match) label(s *State) string {
	data, _ := json.Marshal(Label{Code: s.t.code, Players: s.t.setup.Players, Version: s.t.setup.Version, Open: !s.t.full(), Started: s.t.started(), Over: s.t.over()})
	return string(data)
}

// errTaken is a snapshot written since by another match: this one stops.
var errTaken = errors.New("another match has taken the table")

// save writes the table's snapshot when it changed, and a finished game's
// record for the replay.
func (m *Match) save(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, s *State) error {
	if !s.dirty && s.saved == s.t.moves() {
		return nil
	}
	snap, err := s.t.snapshot(s.matchID)
	if err != nil {
		return err
	}
	version, err := WriteTable(ctx, nk, snap, s.version)
	if err != nil {
		if current, v, rerr := ReadTable(ctx, nk, snap.Code); rerr == nil && v != s.version && current.MatchID != s.matchID {
			s.stopped = true
			return fmt.Errorf("%w (match %s)", errTaken, current.MatchID)
		}
		return err
	}
	s.version, s.dirty, s.saved = version, false, s.t.moves()
	if snap.Over {
		_, err := nk.StorageWrite(ctx, []*runtime.StorageWrite{{Collection: Records, Key: snap.Code, Value: string(snap.Record), PermissionRead: 2, PermissionWrite: 0}})
		if err != nil {
			return fmt.Errorf("the finished game's record: %w", err)
		}
		logger.Info("match %s: table %s: the game is over; its record is stored", s.matchID, snap.Code)
	}
	return nil
}

// ReadTable reads a table's snapshot and its storage version.
func ReadTable(ctx context.Context, nk runtime.NakamaModule, code string) (Snapshot, string, error) {
	objs, err := nk.StorageRead(ctx, []*runtime.StorageRead{{Collection: Tables, Key: code}})
	if err != nil {
		return Snapshot{}, "", err
	}
	if len(objs) == 0 {
		return Snapshot{}, "", fmt.Errorf("no table has the code %q", code)
	}
	var s Snapshot
	if err := json.Unmarshal([]byte(objs[0].GetValue()), &s); err != nil {
		return Snapshot{}, "", fmt.Errorf("table %q is damaged: %w", code, err)
	}
	return s, objs[0].GetVersion(), nil
}

// WriteTable writes a table's snapshot if its stored version is still
// version ("*": only if there is none yet) and returns the new version.
func WriteTable(ctx context.Context, nk runtime.NakamaModule, s Snapshot, version string) (string, error) {
	data, err := json.Marshal(s)
	if err != nil {
		return "", err
	}
	acks, err := nk.StorageWrite(ctx, []*runtime.StorageWrite{{Collection: Tables, Key: s.Code, Value: string(data), Version: version, PermissionRead: 0, PermissionWrite: 0}})
	if err != nil {
		return "", err
	}
	if len(acks) != 1 {
		return "", fmt.Errorf("storage answered %d writes for 1", len(acks))
	}
	return acks[0].GetVersion(), nil
}
