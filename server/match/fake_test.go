package match

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"

	"aladdin/online/wire"
)

// The fakes stand in for Nakama: a logger, a dispatcher that records
// every message with its recipients, presences, and a module with
// in-memory storage and a match registry that drives our match the way
// the server does (init, join attempt, join, loop, leave, terminate).

type fakeLogger struct {
	t      testing.TB
	mu     sync.Mutex
	errors []string
}

func (l *fakeLogger) log(level, format string, v ...interface{}) {
	l.t.Helper()
	msg := fmt.Sprintf(format, v...)
	if level == "ERROR" {
		l.mu.Lock()
		l.errors = append(l.errors, msg)
		l.mu.Unlock()
	}
	if testing.Verbose() {
		l.t.Logf("%s %s", level, msg)
	}
}
func (l *fakeLogger) Debug(f string, v ...interface{})                 {}
func (l *fakeLogger) Info(f string, v ...interface{})                  { l.log("INFO", f, v...) }
func (l *fakeLogger) Warn(f string, v ...interface{})                  { l.log("WARN", f, v...) }
func (l *fakeLogger) Error(f string, v ...interface{})                 { l.log("ERROR", f, v...) }
func (l *fakeLogger) WithField(string, interface{}) runtime.Logger     { return l }
func (l *fakeLogger) WithFields(map[string]interface{}) runtime.Logger { return l }
func (l *fakeLogger) Fields() map[string]interface{}                   { return nil }
func (l *fakeLogger) takeErrors() []string                             { e := l.errors; l.errors = nil; return e }
func (l *fakeLogger) noErrors(t testing.TB)                            { t.Helper(); noErrs(t, l.takeErrors()) }
func noErrs(t testing.TB, e []string) {
	t.Helper()
	if len(e) > 0 {
		t.Fatalf("errors logged: %q", e)
	}
}

var _ runtime.Logger = (*fakeLogger)(nil)

type presence struct{ user, session, name string }

func (p *presence) GetHidden() bool                   { return false }
func (p *presence) GetPersistence() bool              { return false }
func (p *presence) GetUsername() string               { return p.name }
func (p *presence) GetStatus() string                 { return "" }
func (p *presence) GetReason() runtime.PresenceReason { return runtime.PresenceReasonUnknown }
func (p *presence) GetUserId() string                 { return p.user }
func (p *presence) GetSessionId() string              { return p.session }
func (p *presence) GetNodeId() string                 { return "node" }

type data struct {
	*presence
	op   int64
	body []byte
}

func (d data) GetOpCode() int64      { return d.op }
func (d data) GetData() []byte       { return d.body }
func (d data) GetReliable() bool     { return true }
func (d data) GetReceiveTime() int64 { return 0 }

// sent is one message as a presence received it.
type sent struct {
	op   int64
	body []byte
	to   []string // the sessions it was addressed to
}

// live is one running match in the fake registry.
type live struct {
	id      string
	state   interface{}
	members []*presence
	tick    int64
	inbox   []runtime.MatchData
	label   string
}

type dispatcher struct {
	w  *fakeNK
	lv *live
}

func (d dispatcher) BroadcastMessage(op int64, body []byte, to []runtime.Presence, sender runtime.Presence, reliable bool) error {
	var sessions []string
	if to == nil {
		for _, p := range d.lv.members {
			sessions = append(sessions, p.session)
		}
	}
	for _, p := range to {
		sessions = append(sessions, p.GetSessionId())
	}
	if op == wire.OpUpdate {
		d.w.checkSaved(d.lv.state.(*State).t.code, body)
	}
	msg := sent{op: op, body: append([]byte(nil), body...), to: sessions}
	for _, s := range sessions {
		d.w.inbox[s] = append(d.w.inbox[s], msg)
	}
	d.w.sentLog = append(d.w.sentLog, msg)
	return nil
}

// checkSaved: an update leaves only once the table's snapshot in storage
// holds its move, so a server that dies loses nothing a client was told.
func (w *fakeNK) checkSaved(code string, body []byte) {
	w.t.Helper()
	var u wire.Update
	var snap Snapshot
	var rec struct {
		Moves []string `json:"actions"`
	}
	if json.Unmarshal(body, &u) != nil {
		w.t.Fatal("an update that does not decode")
	}
	if o := w.store[Tables+"/"+code]; o != nil && json.Unmarshal([]byte(o.Value), &snap) == nil && json.Unmarshal(snap.Record, &rec) == nil && len(rec.Moves) >= u.N {
		return
	}
	w.t.Fatalf("update %d was sent before it was saved", u.N)
}

func (d dispatcher) BroadcastMessageDeferred(op int64, body []byte, to []runtime.Presence, sender runtime.Presence, reliable bool) error {
	return d.BroadcastMessage(op, body, to, sender, reliable)
}
func (d dispatcher) MatchKick([]runtime.Presence) error { return nil }
func (d dispatcher) MatchLabelUpdate(l string) error    { d.lv.label = l; return nil }

// fakeNK is the Nakama module: storage and the match registry.
type fakeNK struct {
	runtime.NakamaModule // anything else panics
	t                    testing.TB
	m                    *Match
	log                  *fakeLogger
	store                map[string]*api.StorageObject // collection/key
	version              int
	matches              map[string]*live
	nextID               int
	inbox                map[string][]sent // session → messages received
	sentLog              []sent
	failWrites           bool
	clock                *time.Time
	sessions             int
	displayNames         map[string]string // user → the display name they chose
	// beforeCreate, when set, runs once as the next MatchCreate begins:
	// another request's work in the same instant.
	beforeCreate func()
}

func newWorld(t testing.TB, opt Options) *fakeNK {
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	if opt.Now == nil { // each reading a millisecond later; wait jumps
		opt.Now = func() time.Time { clock = clock.Add(time.Millisecond); return clock }
	}
	if opt.Seed == nil {
		seed := uint64(1000)
		opt.Seed = func() uint64 { seed++; return seed }
	}
	return &fakeNK{t: t, m: &Match{opt: opt.withDefaults()}, log: &fakeLogger{t: t}, store: map[string]*api.StorageObject{}, matches: map[string]*live{}, inbox: map[string][]sent{}, clock: &clock, displayNames: map[string]string{}}
}

// wait moves the fake clock on.
func (w *fakeNK) wait(d time.Duration) { *w.clock = w.clock.Add(d) }

// storeKey names an object: collection/key for the system user's,
// collection/user/key for a user's own.
func storeKey(collection, user, key string) string {
	if user == "" {
		return collection + "/" + key
	}
	return collection + "/" + user + "/" + key
}

func (w *fakeNK) StorageRead(ctx context.Context, reads []*runtime.StorageRead) ([]*api.StorageObject, error) {
	var out []*api.StorageObject
	for _, r := range reads {
		if o, ok := w.store[storeKey(r.Collection, r.UserID, r.Key)]; ok {
			out = append(out, o)
		}
	}
	return out, nil
}

// StorageList lists a user's objects of a collection, in key order, all
// in one page.
func (w *fakeNK) StorageList(ctx context.Context, callerID, userID, collection string, limit int, cursor string) ([]*api.StorageObject, string, error) {
	var out []*api.StorageObject
	for k, o := range w.store {
		if o.Collection == collection && o.UserId == userID && k == storeKey(collection, userID, o.Key) {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out, "", nil
}

func (w *fakeNK) StorageDelete(ctx context.Context, deletes []*runtime.StorageDelete) error {
	for _, d := range deletes {
		delete(w.store, storeKey(d.Collection, d.UserID, d.Key))
	}
	return nil
}

// UsersGetId answers each user with the display name the test gave it.
func (w *fakeNK) UsersGetId(ctx context.Context, userIDs []string, facebookIDs []string) ([]*api.User, error) {
	var out []*api.User
	for _, id := range userIDs {
		out = append(out, &api.User{Id: id, Username: id, DisplayName: w.displayNames[id]})
	}
	return out, nil
}

// MatchSignal signals a running match, as the server does between ticks.
func (w *fakeNK) MatchSignal(ctx context.Context, id string, data string) (string, error) {
	lv, ok := w.matches[id]
	if !ok {
		return "", fmt.Errorf("no match %s", id)
	}
	st, out := w.m.MatchSignal(ctx, w.log, nil, w, w.dispatcher(id), lv.tick, lv.state, data)
	lv.state = st
	return out, nil
}

func (w *fakeNK) StorageWrite(ctx context.Context, writes []*runtime.StorageWrite) ([]*api.StorageObjectAck, error) {
	if w.failWrites {
		return nil, fmt.Errorf("storage is down")
	}
	var acks []*api.StorageObjectAck
	for _, wr := range writes {
		if !json.Valid([]byte(wr.Value)) || wr.Value[0] != '{' {
			return nil, fmt.Errorf("storage: the value of %s/%s is not a JSON object", wr.Collection, wr.Key)
		}
		k := storeKey(wr.Collection, wr.UserID, wr.Key)
		old, exists := w.store[k]
		switch {
		case wr.Version == "*" && exists:
			return nil, fmt.Errorf("storage: %s exists", k)
		case wr.Version != "" && wr.Version != "*" && (!exists || old.Version != wr.Version):
			return nil, fmt.Errorf("storage: %s: version check failed", k)
		}
		w.version++
		v := strconv.Itoa(w.version)
		w.store[k] = &api.StorageObject{Collection: wr.Collection, Key: wr.Key, UserId: wr.UserID, Value: wr.Value, Version: v, PermissionRead: int32(wr.PermissionRead)}
		acks = append(acks, &api.StorageObjectAck{Collection: wr.Collection, Key: wr.Key, Version: v})
	}
	return acks, nil
}

func (w *fakeNK) MatchCreate(ctx context.Context, module string, params map[string]interface{}) (string, error) {
	if module != wire.MatchModule {
		return "", fmt.Errorf("no match module %q", module)
	}
	if f := w.beforeCreate; f != nil {
		w.beforeCreate = nil
		f()
	}
	w.nextID++
	id := fmt.Sprintf("match-%d.node", w.nextID)
	//lint:ignore SA1029 Nakama's runtime keys its context values by these strings
	ctx = context.WithValue(ctx, runtime.RUNTIME_CTX_MATCH_ID, id)
	state, rate, label := w.m.MatchInit(ctx, w.log, nil, w, params)
	if state == nil {
		return "", fmt.Errorf("match init failed")
	}
	if rate != w.m.opt.TickRate {
		w.t.Errorf("tick rate %d", rate)
	}
	w.matches[id] = &live{id: id, state: state, label: label}
	return id, nil
}

func (w *fakeNK) MatchGet(ctx context.Context, id string) (*api.Match, error) {
	if lv, ok := w.matches[id]; ok {
		return &api.Match{MatchId: id, Authoritative: true, Size: int32(len(lv.members))}, nil
	}
	return nil, nil
}

// rpc calls an RPC as a user ("" for the server itself).
func (w *fakeNK) rpc(fn func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule, string) (string, error), user, name string, payload any) (string, error) {
	body, ok := payload.(string)
	if !ok {
		b, _ := json.Marshal(payload)
		body = string(b)
	}
	ctx := context.Background()
	if user != "" {
		//lint:ignore SA1029 Nakama's runtime keys its context values by these strings
		ctx = context.WithValue(ctx, runtime.RUNTIME_CTX_USER_ID, user)
		//lint:ignore SA1029 Nakama's runtime keys its context values by these strings
		ctx = context.WithValue(ctx, runtime.RUNTIME_CTX_USERNAME, name)
	}
	return fn(ctx, w.log, nil, w, body)
}

// create makes a table by the RPC and returns its code and match id.
func (w *fakeNK) create(user, name string, s wire.Setup) (string, string) {
	w.t.Helper()
	out, err := w.rpc(CreateTable, user, name, s)
	if err != nil {
		w.t.Fatal(err)
	}
	var c wire.Created
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		w.t.Fatal(err)
	}
	return c.Code, c.MatchID
}

func (w *fakeNK) dispatcher(id string) dispatcher { return dispatcher{w: w, lv: w.matches[id]} }

// join joins a presence to a match, as the server does; it reports
// whether the match admitted it.
func (w *fakeNK) join(id string, p *presence, meta map[string]string) bool {
	w.t.Helper()
	lv := w.matches[id]
	ctx := context.Background()
	st, ok, reason := w.m.MatchJoinAttempt(ctx, w.log, nil, w, w.dispatcher(id), lv.tick, lv.state, p, meta)
	lv.state = st
	if !ok {
		w.t.Logf("join refused: %s", reason)
		return false
	}
	lv.members = append(lv.members, p)
	lv.state = w.m.MatchJoin(ctx, w.log, nil, w, w.dispatcher(id), lv.tick, lv.state, []runtime.Presence{p})
	return true
}

// leave takes a presence out of a match.
func (w *fakeNK) leave(id string, p *presence) {
	lv := w.matches[id]
	for i, q := range lv.members {
		if q == p {
			lv.members = append(lv.members[:i], lv.members[i+1:]...)
			break
		}
	}
	lv.state = w.m.MatchLeave(context.Background(), w.log, nil, w, w.dispatcher(id), lv.tick, lv.state, []runtime.Presence{p})
}

// send queues a presence's message for the match's next tick.
func (w *fakeNK) send(id string, p *presence, op int64, body []byte) {
	lv := w.matches[id]
	lv.inbox = append(lv.inbox, data{presence: p, op: op, body: body})
}

// tick runs one MatchLoop of a match; false when the match stopped.
func (w *fakeNK) tick(id string) bool {
	lv := w.matches[id]
	lv.tick++
	msgs := lv.inbox
	lv.inbox = nil
	st := w.m.MatchLoop(context.Background(), w.log, nil, w, w.dispatcher(id), lv.tick, lv.state, msgs)
	if st == nil {
		delete(w.matches, id)
		return false
	}
	lv.state = st
	return true
}

// terminate stops a match as a server shutting down does.
func (w *fakeNK) terminate(id string) {
	lv := w.matches[id]
	w.m.MatchTerminate(context.Background(), w.log, nil, w, w.dispatcher(id), lv.tick, lv.state, 0)
	delete(w.matches, id)
}

func (w *fakeNK) state(id string) *State { return w.matches[id].state.(*State) }

// take hands over the messages a session received since the last take.
func (w *fakeNK) take(session string) []sent {
	m := w.inbox[session]
	w.inbox[session] = nil
	return m
}

var _ runtime.NakamaModule = (*fakeNK)(nil)
var _ runtime.MatchDispatcher = dispatcher{}
var _ runtime.MatchData = data{}
var _ runtime.Presence = (*presence)(nil)
