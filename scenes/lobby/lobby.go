// Package lobby is the way into online play: the player's name and
// server, a new table (players, version, bots, how long a gone player's
// seat waits), a table joined by its code, the seats filling in live, and
// "my games" to go back to an unfinished one. The set-up screen opens it
// through game.Screens.Online.
//
// Lobby is the screen's state, apart from drawing: every request to the
// server runs in a goroutine and hands its result back through a channel
// that Poll reads on the frame loop, so the game never waits on the
// network (in the browser goroutines are not preempted, so each request's
// own work stays small: it waits on the socket, which yields).
package lobby

import (
	"context"
	"errors"
	"net"
	"regexp"
	"strings"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/lang"
	"aladdin/online/client"
	"aladdin/online/remote"
	"aladdin/online/wire"
)

// Stage is where the player is in the lobby.
type Stage int

const (
	// SignIn: the name and the server, before connecting.
	SignIn Stage = iota
	// Home: connected; create a table, join one by its code, my games.
	Home
	// Seated: at a table (joined), its seats filling in.
	Seated
)

// requestTimeout bounds one request to the server: past it the player is
// told the server does not answer.
const requestTimeout = 15 * time.Second

// AwayChoices are the waits a table's creator may choose before a bot
// covers a gone player's seat, in seconds; 0: the table waits for them.
var AwayChoices = []int{0, 60, 300, 3600}

// AwayLabel names a wait for its chip.
func AwayLabel(s int) string {
	switch {
	case s == 0:
		return lang.T("Wait for them")
	case s < 3600:
		return lang.T("Bot after %d min", s/60)
	}
	return lang.T("Bot after %d h", s/3600)
}

// NewTable is the table being set up on the Home stage.
type NewTable struct {
	Players int
	Magic   bool
	// Bots[i]: seat i is a bot's (seat 0 is always the creator's).
	Bots   [engine.MaxPlayers]bool
	Levels [engine.MaxPlayers]bot.Level
	Away   int // seconds, one of AwayChoices
}

// Setup is the new table as the server's create request.
func (n NewTable) Setup() wire.Setup {
	s := wire.Setup{Players: n.Players, Version: wire.Basic, Away: n.Away}
	if n.Magic {
		s.Version = wire.Magic
	}
	for i := range n.Players {
		seat := wire.SeatSetup{}
		if i > 0 && n.Bots[i] {
			seat = wire.SeatSetup{Bot: true, Level: int(n.Levels[i])}
		}
		s.Seats = append(s.Seats, seat)
	}
	return s
}

// People is the number of seats for people, the creator's included.
func (n NewTable) People() int {
	p := 0
	for i := range n.Players {
		if i == 0 || !n.Bots[i] {
			p++
		}
	}
	return p
}

// Lobby is the lobby's state.
type Lobby struct {
	// Profile is the name and server as typed; saved on connecting.
	Profile client.Profile
	// Table is the new table's choices.
	Table NewTable
	// Code is the code typed to join a table.
	Code string

	stage Stage
	c     *client.Client
	// Games are my games as last fetched.
	Games []wire.MyGame
	// gamesFetched: Games holds an answer (an empty list means none).
	gamesFetched bool

	match *client.Match
	sess  *remote.Session
	code  string // the table sat at
	// watching: the player watches the table (Watch), at no seat.
	watching bool

	err    string
	info   string
	doing  string             // what the request under way does, for the screen
	done   chan func(*Lobby)  // a request's result, applied by Poll
	ctx    context.Context    // cancelled by Close
	cancel context.CancelFunc // ends the requests under way
}

// New is the lobby for a profile (client.LoadProfile's).
func New(p client.Profile) *Lobby {
	ctx, cancel := context.WithCancel(context.Background())
	l := &Lobby{Profile: p, done: make(chan func(*Lobby), 1), ctx: ctx, cancel: cancel}
	l.Table = NewTable{Players: 3, Away: 300}
	for i := range l.Table.Levels {
		l.Table.Levels[i] = bot.Normal
		l.Table.Bots[i] = i > 0
	}
	return l
}

// Stage is where the player is.
func (l *Lobby) Stage() Stage { return l.stage }

// Err is the last failure, in plain words ("" none).
func (l *Lobby) Err() string { return l.err }

// Info is the last thing worth telling that is not a failure.
func (l *Lobby) Info() string { return l.info }

// Doing is what the request under way does ("" when none is).
func (l *Lobby) Doing() string { return l.doing }

// Busy reports a request under way: the screen's buttons wait for it.
func (l *Lobby) Busy() bool { return l.doing != "" }

// Client is the connection (nil before the sign-in).
func (l *Lobby) Client() *client.Client { return l.c }

// Session is the table sat at (nil when none).
func (l *Lobby) Session() *remote.Session { return l.sess }

// TableCode is the code of the table sat at.
func (l *Lobby) TableCode() string { return l.code }

// Done is signalled when a request's result is ready for Poll (tests wait
// on it rather than on the clock).
func (l *Lobby) Done() <-chan func(*Lobby) { return l.done }

// Arrived is signalled when the table sat at has a message for Poll (nil
// when at no table).
func (l *Lobby) Arrived() <-chan struct{} {
	if l.match == nil {
		return nil
	}
	return l.match.Ready()
}

// Poll applies a finished request's result and takes the table's
// messages; the screen calls it once a frame. It reports whether anything
// changed.
func (l *Lobby) Poll() bool {
	changed := false
	select {
	case apply := <-l.done:
		l.doing = ""
		apply(l)
		changed = true
	default:
	}
	return l.pump() || changed
}

// Apply applies a result taken from Done (a test that waited on it).
func (l *Lobby) Apply(apply func(*Lobby)) {
	l.doing = ""
	apply(l)
	l.pump()
}

// pump takes the table's messages; a first State of a table the player
// has no seat at (every seat taken) sends them back.
func (l *Lobby) pump() bool {
	if l.sess == nil {
		return false
	}
	before := l.sess.Table()
	l.sess.Pump()
	if r := l.sess.TakeRefusalWords(); len(r) > 0 {
		l.err = r[len(r)-1]
	}
	t := l.sess.Table()
	if t.Code != "" && l.sess.Seat() == engine.Spectator && !l.watching && !l.Busy() {
		why := lang.T("Table %s is full: every seat is taken.", l.code)
		if t.Started {
			why = lang.T("The game at table %s has started and every seat is taken.", l.code)
		}
		l.leaveTable(lang.T("Leaving the table…"), false, func(l *Lobby) { l.err = why })
		return true
	}
	return t.Code != before.Code || seatsChanged(before, t)
}

func seatsChanged(a, b wire.Table) bool {
	if len(a.Seats) != len(b.Seats) || a.Started != b.Started || a.Over != b.Over {
		return true
	}
	for i := range a.Seats {
		if a.Seats[i] != b.Seats[i] {
			return true
		}
	}
	return false
}

// run does a request in a goroutine; its result (an effect on the lobby
// or an error) comes back through Poll. One request at a time: a second
// while one is under way is dropped (the screen's buttons are off).
func (l *Lobby) run(doing string, req func(ctx context.Context) (func(*Lobby), error)) bool {
	if l.doing != "" {
		return false
	}
	l.doing, l.err, l.info = doing, "", ""
	go func() {
		ctx, cancel := context.WithTimeout(l.ctx, requestTimeout)
		defer cancel()
		apply, err := req(ctx)
		if err != nil {
			msg := Plain(err, l.Profile.Server)
			apply = func(l *Lobby) { l.err = msg }
		}
		l.done <- apply
	}()
	return true
}

// Connect signs in with the profile's name on its server, saving them
// for the next time.
func (l *Lobby) Connect() bool {
	l.Profile.Name = strings.TrimSpace(l.Profile.Name)
	l.Profile.Server = strings.TrimSpace(l.Profile.Server)
	if err := client.CheckName(l.Profile.Name); err != nil {
		l.err = nameProblem(err)
		return false
	}
	if l.Profile.Server == "" {
		l.Profile.Server = client.DefaultServer
	}
	p := l.Profile
	return l.run(lang.T("Connecting to %s…", p.Server), func(ctx context.Context) (func(*Lobby), error) {
		c, err := client.Connect(ctx, p, client.Options{})
		if err != nil {
			return nil, err
		}
		games, gerr := c.MyGames(ctx)
		return func(l *Lobby) {
			if l.c != nil {
				_ = l.c.Close()
			}
			l.c, l.stage = c, Home
			l.Games, l.gamesFetched = games, gerr == nil
			// Kept only once it worked: a typo'd server is not remembered.
			if err := client.SaveProfile(p); err != nil {
				l.info = lang.T("Connected, but the name and server could not be kept for next time: %v", err)
			}
		}, nil
	})
}

// SignOut closes the connection and goes back to the name and server.
func (l *Lobby) SignOut() {
	l.leaveMatch()
	if l.c != nil {
		_ = l.c.Close()
		l.c = nil
	}
	l.stage, l.err, l.info, l.Games, l.gamesFetched = SignIn, "", "", nil, false
}

// Close ends every request and the connection (the player left the
// lobby for the set-up screen).
func (l *Lobby) Close() {
	l.cancel()
	l.SignOut()
}

// RefreshGames fetches my games again.
func (l *Lobby) RefreshGames() bool {
	c := l.c
	if c == nil {
		return false
	}
	return l.run(lang.T("Looking for your games…"), func(ctx context.Context) (func(*Lobby), error) {
		games, err := c.MyGames(ctx)
		if err != nil {
			return nil, err
		}
		return func(l *Lobby) { l.Games, l.gamesFetched = games, true }, nil
	})
}

// GamesFetched reports whether Games holds the server's answer.
func (l *Lobby) GamesFetched() bool { return l.gamesFetched }

// Create makes the new table and sits at it.
func (l *Lobby) Create() bool {
	c := l.c
	if c == nil {
		return false
	}
	setup := l.Table.Setup()
	if err := setup.Validate(); err != nil {
		l.err = capital(err.Error()) + "."
		return false
	}
	return l.run(lang.T("Making the table…"), func(ctx context.Context) (func(*Lobby), error) {
		made, err := c.CreateTable(ctx, setup)
		if err != nil {
			return nil, err
		}
		return l.joined(ctx, c, made.Code, false)
	})
}

// Join sits at the table with the code typed.
func (l *Lobby) Join() bool { return l.JoinCode(l.Code) }

// JoinCode sits at a table by its code (my games' Return).
func (l *Lobby) JoinCode(code string) bool { return l.joinCode(code, false) }

// Watch watches the table with the code typed, at no seat: its game as
// everyone may see it, with no hand and nothing to decide.
func (l *Lobby) Watch() bool { return l.joinCode(l.Code, true) }

// Watching reports the player watching the table, at no seat.
func (l *Lobby) Watching() bool { return l.watching }

// joinCode sits at a table by its code, or watches it.
func (l *Lobby) joinCode(code string, watch bool) bool {
	norm := wire.NormCode(code)
	switch {
	case strings.TrimSpace(code) == "":
		l.err = lang.T("Type the code of the table, the %d letters and digits its creator shares.", wire.CodeLen)
		return false
	case !wire.ValidCode(norm):
		l.err = lang.T("“%s” is not a table's code: a code has %d letters and digits, without O, I, L, 0 or 1.", strings.TrimSpace(code), wire.CodeLen)
		return false
	}
	c := l.c
	if c == nil {
		return false
	}
	doing := lang.T("Joining table %s…", norm)
	if watch {
		doing = lang.T("Watching table %s…", norm)
	}
	return l.run(doing, func(ctx context.Context) (func(*Lobby), error) {
		return l.joined(ctx, c, norm, watch)
	})
}

// joined joins the table's match (to watch it, when watch) and, on the
// frame loop, seats the player at it.
func (l *Lobby) joined(ctx context.Context, c *client.Client, code string, watch bool) (func(*Lobby), error) {
	m, err := c.Join(ctx, code, watch)
	if err != nil {
		return nil, err
	}
	return func(l *Lobby) {
		l.match, l.sess, l.code, l.stage, l.watching = m, remote.New(m), code, Seated, watch
	}, nil
}

// Seats are the table's seats as everyone sees them (before the first
// State, none).
func (l *Lobby) Seats() []wire.Seat {
	if l.sess == nil {
		return nil
	}
	return l.sess.Table().Seats
}

// Seat is the player's seat at the table (engine.Spectator before the
// first State).
func (l *Lobby) Seat() int {
	if l.sess == nil || l.sess.Table().Code == "" {
		return engine.Spectator
	}
	return l.sess.Seat()
}

// Free is the number of people's seats still free.
func (l *Lobby) Free() int {
	n := 0
	for _, s := range l.Seats() {
		if !s.Bot && !s.Taken {
			n++
		}
	}
	return n
}

// Started reports the table's game dealt.
func (l *Lobby) Started() bool { return l.sess != nil && l.sess.Started() }

// LeaveSeat gives up the player's seat before the start and goes back to
// Home.
func (l *Lobby) LeaveSeat() bool {
	c, code := l.c, l.code
	if c == nil || l.sess == nil || l.Started() {
		return false
	}
	return l.leaveTable(lang.T("Leaving your seat…"), true, func(l *Lobby) { l.info = lang.T("You left your seat at table %s.", code) })
}

// StepAway leaves the table keeping the seat (it stays in my games).
func (l *Lobby) StepAway() bool {
	return l.leaveTable(lang.T("Leaving the table…"), false, func(*Lobby) {})
}

// leaveTable leaves the table's match, giving up the seat first when
// giveUp, and goes back to Home with my games fetched again; then adds
// what to say. The match is left before the request ends, so that joining
// it again at once is a new join.
func (l *Lobby) leaveTable(doing string, giveUp bool, then func(*Lobby)) bool {
	c, m, code := l.c, l.match, l.code
	if c == nil || m == nil {
		return false
	}
	return l.run(doing, func(ctx context.Context) (func(*Lobby), error) {
		if giveUp {
			if err := c.LeaveSeat(ctx, code); err != nil {
				return nil, err
			}
		}
		if err := m.Leave(ctx); err != nil {
			return nil, err
		}
		games, gerr := c.MyGames(ctx)
		return func(l *Lobby) {
			l.match, l.sess, l.code, l.watching = nil, nil, "", false
			l.stage, l.Games, l.gamesFetched = Home, games, gerr == nil
			then(l)
		}, nil
	})
}

// leaveMatch leaves the match joined, if any, in the background (the
// player keeps their seat; the connection is closing).
func (l *Lobby) leaveMatch() {
	if m := l.match; m != nil {
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
			defer cancel()
			_ = m.Leave(ctx)
		}()
	}
	l.match, l.sess, l.code, l.watching = nil, nil, "", false
}

// nameProblem words client.CheckName's fault with the name typed.
func nameProblem(err error) string {
	if errors.Is(err, client.ErrLongName) {
		return lang.T("A name has at most %d letters.", client.MaxName)
	}
	return lang.T("A name the other players will see is needed.")
}

// Plain is a request's failure as the player should read it, in the
// game's language.
func Plain(err error, server string) string {
	var rpc *client.RPCError
	var netErr net.Error
	var addr *client.AddressError
	switch {
	case errors.As(err, &rpc):
		return serverWords(rpc)
	case errors.As(err, &addr) && addr.Scheme:
		return lang.T("“%s”: a server address starts with http:// or https://.", addr.Server)
	case errors.As(err, &addr):
		return lang.T("“%s” is not a server address: write host:port or http(s)://host:port, with the server's key before an @ if it has its own.", addr.Server)
	case errors.Is(err, context.DeadlineExceeded):
		return lang.T("The server at %s did not answer in time. Try again in a moment.", server)
	case errors.Is(err, client.ErrServerKey):
		return lang.T("The server at %s has a key of its own: write it before the address, as key@host:port (the server's operator knows it).", server)
	case errors.Is(err, client.ErrOffline):
		return lang.T("The connection to the server is lost; it is being made again. Try again in a moment.")
	case errors.As(err, &netErr), isRefused(err):
		return lang.T("The server at %s cannot be reached. Check the address, and that the server is running (docs/ONLINE.md).", server)
	}
	return capital(err.Error()) + "."
}

// rpcInternal is the code of the server's own failures (a table it could
// not store, a match it could not start), which the player can only try
// again after.
const rpcInternal = 13

// The server refuses in English (its messages are for its log too): the
// ones a player can meet in the lobby are worded here, those that name a
// table's code from their pattern.
var (
	noSuchTable  = regexp.MustCompile(`^no table has the code (\S+)$`)
	notFinished  = regexp.MustCompile(`^table (\S+) has no finished game$`)
	serverPhrase = map[string]string{
		"the game has started: the seat stays yours": lang.Mark("The game has started: your seat stays yours."),
		"you hold no seat at this table":             lang.Mark("You hold no seat at this table."),
		"the table could not be saved; try again":    lang.Mark("The server could not save the table; try again."),
	}
)

// serverWords words a refusal of the server's.
func serverWords(rpc *client.RPCError) string {
	msg := strings.TrimRight(strings.TrimSpace(rpc.Message), ".")
	if m := noSuchTable.FindStringSubmatch(msg); m != nil {
		return lang.T("No table has the code %s.", m[1])
	}
	if m := notFinished.FindStringSubmatch(msg); m != nil {
		return lang.T("Table %s has no finished game.", m[1])
	}
	if w, ok := serverPhrase[strings.ToLower(msg)]; ok {
		return lang.Word(w)
	}
	if rpc.Code == rpcInternal {
		return lang.T("The server ran into a problem; try again in a moment.")
	}
	return lang.T("The server refused: %s.", msg)
}

// isRefused: a connection refused or a host not found, whatever wraps it.
func isRefused(err error) bool {
	s := err.Error()
	for _, w := range []string{"connection refused", "no such host", "cannot sign in", "Failed to fetch", "network"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// capital writes the sentence with a capital first letter and no full
// stop at the end (the caller adds it).
func capital(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), ".")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
