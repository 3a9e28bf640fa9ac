// Package client is the game's side of online play on our Nakama server
// (server/): device authentication under a display name, the table RPCs
// (create, find by code, leave a seat before the start, "my games", a
// finished game's record), the match socket, and a connection that comes
// back by itself after it is lost, with its state (connected, lost, back)
// for the screens to show.
//
// One WebSocket library serves the desktop and the browser:
// github.com/coder/websocket. It builds for js/wasm, where it wraps the
// browser's own WebSocket, and on the desktop is a small RFC 6455 client
// with no dependencies of its own, context-aware and safe for concurrent
// writes; gorilla/websocket does not build for wasm, and the browser's
// WebSocket through syscall/js alone would leave the desktop without one.
//
// The screens run on the game's frame loop, so nothing here calls back
// into them: they poll Client.Status and take a Match's messages
// (Match.Take) each frame. Requests block; call them off the frame loop.
package client

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"time"

	"github.com/coder/websocket"

	"aladdin/lang"
	"aladdin/online/wire"
)

// ConnState is the connection as the screens show it.
type ConnState int

const (
	// Connecting: the first connection is being made.
	Connecting ConnState = iota
	// Connected: up since the start.
	Connected
	// Lost: the connection dropped; it is being made again (Status.Tries).
	Lost
	// Back: up again after a loss; the match was joined again and its
	// State sent afresh.
	Back
	// Closed: Close was called.
	Closed
)

func (s ConnState) String() string {
	return [...]string{"connecting", "connected", "lost", "back", "closed"}[s]
}

// Status is the connection's state and, while lost, why and how often it
// was tried again.
type Status struct {
	State ConnState
	// Err is the last failure while Lost.
	Err error
	// Tries is the number of attempts since it was lost.
	Tries int
	// Losses counts the times it was lost since Connect.
	Losses int
}

// Up reports whether messages can be sent now.
func (s Status) Up() bool { return s.State == Connected || s.State == Back }

// Text is the status as a line for the screen, in the game's language.
func (s Status) Text() string {
	switch s.State {
	case Connecting:
		return lang.T("Connecting to the server…")
	case Lost:
		if s.Tries == 0 {
			return lang.T("Connection lost. Reconnecting…")
		}
		return lang.T("Connection lost. Reconnecting (attempt %d)…", s.Tries+1)
	case Back:
		return lang.T("Connection back.")
	case Closed:
		return lang.T("Offline.")
	}
	return lang.T("Connected.")
}

// DefaultServerKey is the server key sent when the address names none:
// Nakama's default, "defaultkey", unless the game was built for a server
// of its own (go build -ldflags "-X aladdin/online/client.DefaultServerKey=KEY").
// The key is no secret: every client carries it.
var DefaultServerKey = "defaultkey"

// ErrServerKey is a server that refused the game's server key: it has a
// key of its own, which the address may carry ("key@host:port").
var ErrServerKey = errors.New("the server does not take this game's server key")

// Options tune a client; the zero value takes the defaults.
type Options struct {
	// ServerKey is the server's key for authentication: else the key
	// written in the profile's address ("key@host:port"), else
	// DefaultServerKey.
	ServerKey string
	// MinBackoff and MaxBackoff bound the wait before each attempt to
	// reconnect: from 0.5 s, doubling, to at most 15 s.
	MinBackoff, MaxBackoff time.Duration
	// Heartbeat is how often an idle connection is checked (10 s): a
	// server that does not answer within it is taken as lost.
	Heartbeat time.Duration
}

func (o Options) withDefaults() Options {
	if o.ServerKey == "" {
		o.ServerKey = DefaultServerKey
	}
	if o.MinBackoff <= 0 {
		o.MinBackoff = 500 * time.Millisecond
	}
	if o.MaxBackoff < o.MinBackoff {
		o.MaxBackoff = max(15*time.Second, o.MinBackoff)
	}
	if o.Heartbeat <= 0 {
		o.Heartbeat = 10 * time.Second
	}
	return o
}

// Backoff is the wait before reconnection attempt n (0 first): MinBackoff
// doubled n times, at most MaxBackoff, less up to a fifth at random so
// that the clients of a restarted server do not all come back at once.
func (o Options) Backoff(n int) time.Duration {
	o = o.withDefaults()
	d := o.MaxBackoff
	if n < 30 {
		d = min(o.MinBackoff<<n, o.MaxBackoff)
	}
	return d - time.Duration(rand.Int64N(int64(d)/5+1))
}

// ErrOffline is a request made while the connection is lost.
var ErrOffline error = lang.Problem(lang.Mark("Not connected to the server: wait for the connection to come back."))

// RPCError is the server's refusal of a request, in its words.
type RPCError struct {
	Code    int
	Message string
}

func (e *RPCError) Error() string { return e.Message }

// Client is a connection to the server as one player.
type Client struct {
	profile          Profile
	opt              Options
	httpBase, wsBase string
	done             chan struct{} // closed by Close
	changed          chan struct{} // signalled when status changes

	mu      sync.Mutex
	ws      *websocket.Conn // nil while lost
	userID  string
	status  Status
	cid     int
	waiting map[string]chan envelope
	match   *Match // the match joined, joined again after a loss
}

// Connect signs the profile's device in (making its account the first
// time), sets its display name and opens the socket. The connection is
// then kept: when it drops it is made again, with back-off, until Close.
func Connect(ctx context.Context, p Profile, opt Options) (*Client, error) {
	addr, err := parseAddress(p.Server)
	if err != nil {
		return nil, err
	}
	if opt.ServerKey == "" {
		opt.ServerKey = addr.key
	}
	c := &Client{profile: p, opt: opt.withDefaults(), httpBase: addr.http, wsBase: addr.ws, done: make(chan struct{}), changed: make(chan struct{}, 1), waiting: map[string]chan envelope{}}
	ws, user, err := c.open(ctx)
	if err != nil {
		return nil, err
	}
	c.userID = user
	c.up(ws, Connected)
	return c, nil
}

// UserID is the player's account id on the server.
func (c *Client) UserID() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.userID
}

// Profile is the profile the client signed in with.
func (c *Client) Profile() Profile { return c.profile }

// Status is the connection's state now.
func (c *Client) Status() Status {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}

// Changed is signalled when the connection's state changes (lost, back,
// another try, closed): whoever shows the state reads Status again then
// instead of asking it over and over. One signal may stand for several
// changes.
func (c *Client) Changed() <-chan struct{} { return c.changed }

// setStatus changes the connection's state and signals Changed (c.mu
// held).
func (c *Client) setStatus(st Status) {
	c.status = st
	select {
	case c.changed <- struct{}{}:
	default: // a signal not yet taken already says so
	}
}

// Close ends the connection for good.
func (c *Client) Close() error {
	c.mu.Lock()
	select {
	case <-c.done:
		c.mu.Unlock()
		return nil
	default:
	}
	close(c.done)
	ws := c.ws
	c.ws = nil
	c.setStatus(Status{State: Closed, Losses: c.status.Losses})
	c.failWaiting()
	c.mu.Unlock()
	if ws != nil {
		return ws.Close(websocket.StatusNormalClosure, "")
	}
	return nil
}

// Reconnect drops the connection and makes it again, as after a loss
// (after the first back-off; the match is joined again and sends its
// State): a screen's "reconnect", a test of a lost connection.
func (c *Client) Reconnect() {
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws != nil {
		_ = ws.CloseNow()
	}
}

func (c *Client) closed() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// open signs in and opens a socket.
func (c *Client) open(ctx context.Context) (*websocket.Conn, string, error) {
	token, user, err := c.authenticate(ctx)
	if err != nil {
		return nil, "", err
	}
	// The token in the query string, as a browser must send it.
	ws, _, err := websocket.Dial(ctx, c.wsBase+"/ws?lang=en&status=false&format=json&token="+token, nil)
	if err != nil {
		return nil, "", fmt.Errorf("cannot open the connection to %s: %w", c.httpBase, err)
	}
	ws.SetReadLimit(64 << 20) // a long game's whole State
	return ws, user, nil
}

// up takes a new socket into use and serves it until it fails.
func (c *Client) up(ws *websocket.Conn, state ConnState) {
	c.mu.Lock()
	c.ws = ws
	c.setStatus(Status{State: state, Losses: c.status.Losses})
	c.mu.Unlock()
	go c.serve(ws)
}

// serve reads a socket until it fails, then makes the connection again.
func (c *Client) serve(ws *websocket.Conn) {
	for {
		ctx, cancel := context.WithCancel(context.Background())
		go c.heartbeat(ctx, ws)
		if c.rejoining() {
			go c.rejoin(ctx, ws)
		}
		err := c.read(ctx, ws)
		cancel()
		_ = ws.CloseNow()
		if c.closed() {
			return
		}
		c.lost(ws, err)
		if ws = c.reconnect(); ws == nil {
			return
		}
	}
}

// rejoining reports whether the socket is a new one after a loss with a
// match to join again.
func (c *Client) rejoining() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status.State == Back && c.match != nil && !c.match.left
}

// read takes the socket's messages: answers to requests, the match's
// messages.
func (c *Client) read(ctx context.Context, ws *websocket.Conn) error {
	for {
		_, data, err := ws.Read(ctx)
		if err != nil {
			return err
		}
		var e envelope
		if err := json.Unmarshal(data, &e); err != nil {
			return fmt.Errorf("the server sent a message that is not JSON: %w", err)
		}
		if raw, ok := e["cid"]; ok {
			var cid string
			_ = json.Unmarshal(raw, &cid)
			c.mu.Lock()
			ch := c.waiting[cid]
			delete(c.waiting, cid)
			c.mu.Unlock()
			if ch != nil {
				ch <- e
			}
			continue
		}
		if raw, ok := e["match_data"]; ok {
			c.mu.Lock()
			m := c.match
			c.mu.Unlock()
			if m != nil {
				m.deliver(raw)
			}
		}
	}
}

// heartbeat pings the server while the socket is idle; a server that
// does not answer within the heartbeat is taken as lost (a dropped
// network shows no error until a write fails).
func (c *Client) heartbeat(ctx context.Context, ws *websocket.Conn) {
	t := time.NewTicker(c.opt.Heartbeat)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		pctx, cancel := context.WithTimeout(ctx, c.opt.Heartbeat)
		_, err := c.request(pctx, "ping", struct{}{})
		cancel()
		if err != nil && ctx.Err() == nil {
			_ = ws.CloseNow()
			return
		}
	}
}

// lost marks the connection lost and fails the requests waiting on it.
func (c *Client) lost(ws *websocket.Conn, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ws == ws {
		c.ws = nil
	}
	if c.closed() {
		return // Close came first: the state stays Closed
	}
	c.setStatus(Status{State: Lost, Err: err, Losses: c.status.Losses + 1})
	c.failWaiting()
}

// failWaiting ends every request waiting for an answer (c.mu held).
func (c *Client) failWaiting() {
	for cid, ch := range c.waiting {
		close(ch)
		delete(c.waiting, cid)
	}
}

// reconnect makes the connection again, waiting longer after each
// failure, until it is up or the client is closed (nil).
func (c *Client) reconnect() *websocket.Conn {
	for n := 0; ; n++ {
		select {
		case <-c.done:
			return nil
		case <-time.After(c.opt.Backoff(n)):
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		ws, _, err := c.open(ctx)
		cancel()
		if err == nil {
			c.mu.Lock()
			if c.closed() {
				c.mu.Unlock()
				_ = ws.CloseNow()
				return nil
			}
			c.ws = ws
			c.setStatus(Status{State: Back, Losses: c.status.Losses})
			c.mu.Unlock()
			return ws
		}
		c.mu.Lock()
		st := c.status
		st.Tries, st.Err = n+1, err
		c.setStatus(st)
		c.mu.Unlock()
	}
}

// rejoin joins the match again on a new socket, finding it by its code
// (a restarted server plays the table in a new match). A failure drops
// the socket, so it is tried again.
func (c *Client) rejoin(ctx context.Context, ws *websocket.Conn) {
	c.mu.Lock()
	m := c.match
	c.mu.Unlock()
	if m == nil {
		return // left since the socket came back (Leave, Close)
	}
	if err := c.joinMatch(ctx, m); err != nil && ctx.Err() == nil {
		_ = ws.Close(websocket.StatusGoingAway, "cannot join the table again")
	}
}

// follow joins the table again where another match plays it now (the
// match this client was in said so, and stops). If that fails the socket
// is dropped, so the reconnection joins it again, as after a restart.
func (c *Client) follow(m *Match) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c.mu.Lock()
	ws, current := c.ws, c.match
	c.mu.Unlock()
	if current != m || ws == nil {
		return // left since, or lost: the reconnection finds the table
	}
	if err := c.joinMatch(ctx, m); err != nil {
		_ = ws.Close(websocket.StatusGoingAway, "cannot follow the table")
	}
}

// envelope is one message of Nakama's real-time protocol, its fields
// kept raw.
type envelope map[string]json.RawMessage

// request sends a message with a new cid and waits for its answer.
func (c *Client) request(ctx context.Context, key string, body any) (json.RawMessage, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	ws := c.ws
	if ws == nil {
		c.mu.Unlock()
		return nil, ErrOffline
	}
	c.cid++
	cid := strconv.Itoa(c.cid)
	ch := make(chan envelope, 1)
	c.waiting[cid] = ch
	c.mu.Unlock()
	msg, _ := json.Marshal(map[string]json.RawMessage{"cid": json.RawMessage(strconv.Quote(cid)), key: data})
	if err := ws.Write(ctx, websocket.MessageText, msg); err != nil {
		c.mu.Lock()
		delete(c.waiting, cid)
		c.mu.Unlock()
		return nil, fmt.Errorf("%w: %v", ErrOffline, err)
	}
	select {
	case e, ok := <-ch:
		if !ok {
			return nil, ErrOffline
		}
		if raw, ok := e["error"]; ok {
			var re struct {
				Code    int    `json:"code"`
				Message string `json:"message"`
			}
			_ = json.Unmarshal(raw, &re)
			return nil, &RPCError{Code: re.Code, Message: re.Message}
		}
		for k, v := range e {
			if k != "cid" {
				return v, nil
			}
		}
		return nil, nil
	case <-ctx.Done():
		c.mu.Lock()
		delete(c.waiting, cid)
		c.mu.Unlock()
		return nil, ctx.Err()
	case <-c.done:
		return nil, ErrOffline
	}
}

// send sends a message that has no answer.
func (c *Client) send(ctx context.Context, key string, body any) error {
	msg, err := json.Marshal(map[string]any{key: body})
	if err != nil {
		return err
	}
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws == nil {
		return ErrOffline
	}
	if err := ws.Write(ctx, websocket.MessageText, msg); err != nil {
		return fmt.Errorf("%w: %v", ErrOffline, err)
	}
	return nil
}

// rpc calls one of the server's functions and decodes its answer into out
// (if not nil).
func (c *Client) rpc(ctx context.Context, id string, payload, out any) error {
	body, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	raw, err := c.request(ctx, "rpc", map[string]string{"id": id, "payload": string(body)})
	if err != nil {
		return err
	}
	var r struct {
		Payload string `json:"payload"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal([]byte(r.Payload), out)
}

// CreateTable makes a new table; the player holds its first person's
// seat. Join it with the code to play.
func (c *Client) CreateTable(ctx context.Context, s wire.Setup) (wire.Created, error) {
	var out wire.Created
	if err := s.Validate(); err != nil {
		return out, err
	}
	return out, c.rpc(ctx, wire.RPCCreate, s, &out)
}

// FindTable looks a table up by its code (any case, spaces and dashes
// allowed).
func (c *Client) FindTable(ctx context.Context, code string) (wire.Found, error) {
	var out wire.Found
	norm := wire.NormCode(code)
	if !wire.ValidCode(norm) {
		return out, fmt.Errorf("%q is not a table's code: it has %d letters and digits", code, wire.CodeLen)
	}
	return out, c.rpc(ctx, wire.RPCFind, wire.Find{Code: norm}, &out)
}

// LeaveSeat gives up the player's seat at a table whose game has not
// started; its match (if joined) goes on showing the table as a
// spectator's.
func (c *Client) LeaveSeat(ctx context.Context, code string) error {
	return c.rpc(ctx, wire.RPCLeave, wire.Find{Code: wire.NormCode(code)}, nil)
}

// MyGames lists the unfinished tables the player holds a seat at, the
// most recently played first.
func (c *Client) MyGames(ctx context.Context) ([]wire.MyGame, error) {
	var out wire.MyGames
	err := c.rpc(ctx, wire.RPCMyGames, struct{}{}, &out)
	return out.Games, err
}

// Record is a finished game's engine record (engine.Load reads it), for
// the replay.
func (c *Client) Record(ctx context.Context, code string) ([]byte, error) {
	body, _ := json.Marshal(wire.Find{Code: wire.NormCode(code)})
	raw, err := c.request(ctx, "rpc", map[string]string{"id": wire.RPCRecord, "payload": string(body)})
	if err != nil {
		return nil, err
	}
	var r struct {
		Payload string `json:"payload"`
	}
	err = json.Unmarshal(raw, &r)
	return []byte(r.Payload), err
}

// Join joins the table with a code: a free person's seat if there is one
// (or the seat the player holds), else as a spectator; spectate asks to
// watch in any case. The match's first message is its State. A client
// plays one table at a time: joining another leaves the last.
func (c *Client) Join(ctx context.Context, code string, spectate bool) (*Match, error) {
	norm := wire.NormCode(code)
	if !wire.ValidCode(norm) {
		return nil, fmt.Errorf("%q is not a table's code: it has %d letters and digits", code, wire.CodeLen)
	}
	c.mu.Lock()
	old := c.match
	c.mu.Unlock()
	if old != nil && !old.left && old.Code != norm {
		_ = old.Leave(ctx)
	}
	m := &Match{c: c, Code: norm, spectate: spectate, ready: make(chan struct{}, 1)}
	c.mu.Lock()
	c.match = m
	c.mu.Unlock()
	if err := c.joinMatch(ctx, m); err != nil {
		c.mu.Lock()
		if c.match == m {
			c.match = nil
		}
		c.mu.Unlock()
		return nil, err
	}
	return m, nil
}

// joinMatch finds the table's live match and joins it.
func (c *Client) joinMatch(ctx context.Context, m *Match) error {
	found, err := c.FindTable(ctx, m.Code)
	if err != nil {
		return err
	}
	m.mu.Lock()
	m.id = found.MatchID
	m.mu.Unlock()
	meta := map[string]string{}
	if m.spectate {
		meta["spectate"] = "1"
	}
	_, err = c.request(ctx, "match_join", map[string]any{"match_id": found.MatchID, "metadata": meta})
	return err
}

// Match is a table's match joined: the messages the server sent this
// player, and the way to act.
type Match struct {
	c        *Client
	Code     string // the table's code
	spectate bool

	mu    sync.Mutex
	id    string // the live match's id (a new one after a server restart)
	inbox []Message
	ready chan struct{} // signalled when a message arrives
	left  bool
}

// Message is one of the server's match messages, decoded by its opcode:
// exactly one of State, Update, Table, Error and Notice is set (none if
// the opcode is unknown or the body did not decode: Err says why).
type Message struct {
	Op  int64
	Raw []byte // the body as received

	State  *wire.State
	Update *wire.Update
	Table  *wire.Table
	Error  *wire.Error
	Notice *wire.Notice
	Err    error
}

// Decode reads a match message's body by its opcode, each into a fresh
// value (decoding into a value that holds an older message would keep
// the fields the new one leaves out).
func Decode(op int64, data []byte) Message {
	m := Message{Op: op, Raw: data}
	var err error
	switch op {
	case wire.OpState:
		err = into(data, &m.State)
	case wire.OpUpdate:
		err = into(data, &m.Update)
	case wire.OpTable:
		err = into(data, &m.Table)
	case wire.OpError:
		err = into(data, &m.Error)
	case wire.OpNotice:
		err = into(data, &m.Notice)
	default:
		err = fmt.Errorf("unknown opcode %d", op)
	}
	if err != nil {
		m = Message{Op: op, Raw: data, Err: fmt.Errorf("message %d: %w", op, err)}
	}
	return m
}

// into decodes data into a new T.
func into[T any](data []byte, dst **T) error {
	*dst = new(T)
	return json.Unmarshal(data, *dst)
}

// deliver takes a match_data envelope's payload.
func (m *Match) deliver(raw json.RawMessage) {
	var md struct {
		MatchID string      `json:"match_id"`
		OpCode  json.Number `json:"op_code"`
		Data    []byte      `json:"data"`
	}
	if err := json.Unmarshal(raw, &md); err != nil {
		return
	}
	op, err := md.OpCode.Int64()
	if err != nil {
		return
	}
	m.mu.Lock()
	if md.MatchID != m.id || m.left {
		m.mu.Unlock()
		return // a match left behind
	}
	if op == wire.OpMoved {
		m.mu.Unlock()
		go m.c.follow(m)
		return
	}
	m.inbox = append(m.inbox, Decode(op, md.Data))
	m.mu.Unlock()
	select {
	case m.ready <- struct{}{}:
	default:
	}
}

// ID is the live match's id.
func (m *Match) ID() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.id
}

// Take hands over the messages received since the last Take, in order;
// it never blocks (the frame loop calls it).
func (m *Match) Take() []Message {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := m.inbox
	m.inbox = nil
	return out
}

// Ready is signalled when a message arrives, for a goroutine that waits
// on the match rather than polling it.
func (m *Match) Ready() <-chan struct{} { return m.ready }

// Send sends a match message as it is: op and body (tests send junk
// through it; the game sends Act and Sync).
func (m *Match) Send(ctx context.Context, op int64, body []byte) error {
	return m.c.send(ctx, "match_data_send", map[string]any{
		"match_id": m.ID(), "op_code": strconv.FormatInt(op, 10), "data": base64.StdEncoding.EncodeToString(body), "reliable": true})
}

// Act sends the player's move, made on the view after `at` moves.
func (m *Match) Act(ctx context.Context, a wire.Act) error {
	body, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return m.Send(ctx, wire.OpAct, body)
}

// Sync asks for the whole State again.
func (m *Match) Sync(ctx context.Context) error { return m.Send(ctx, wire.OpSync, nil) }

// Leave leaves the match (the seat stays the player's: LeaveSeat gives it
// up); it is not joined again after a loss.
func (m *Match) Leave(ctx context.Context) error {
	m.mu.Lock()
	m.left = true
	id := m.id
	m.mu.Unlock()
	m.c.mu.Lock()
	if m.c.match == m {
		m.c.match = nil
	}
	m.c.mu.Unlock()
	_, err := m.c.request(ctx, "match_leave", map[string]string{"match_id": id})
	if errors.Is(err, ErrOffline) {
		return nil // gone with the connection
	}
	return err
}
