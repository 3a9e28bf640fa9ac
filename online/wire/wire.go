// Package wire is the online game's protocol: the opcodes and JSON
// messages that pass between a client and the authoritative match on the
// server, and the requests of the server's RPCs. It depends on the engine
// alone, so the desktop and browser clients can import it without the
// server's dependencies.
//
// A client joins a match (by the id the find RPC gives for a table's code)
// over Nakama's real-time socket and then sends Act messages; the server
// answers each presence with what its own seat may see: a State on joining
// (and on Sync), an Update after every action, a Table when the seats
// change, and an Error, to the sender only, for a message it refused.
// Actions travel as engine.EncodeAction strings; events and views as the
// engine's types, written compactly (fields at their zero value left out).
package wire

import (
	"fmt"
	"strings"

	"aladdin/engine"
)

// Opcodes of the match's messages.
const (
	// A client's messages.
	OpAct  int64 = 1 // Act: the seat's action
	OpSync int64 = 2 // no body: send me the whole State again

	// The server's messages.
	OpState  int64 = 100 // State: the table, the seat's view and the log
	OpUpdate int64 = 101 // Update: one action's events as the seat sees them
	OpTable  int64 = 102 // Table: the seats, who holds them, who is online
	OpError  int64 = 103 // Error: a message of the client's was refused
	OpNotice int64 = 104 // Notice: a line for the log (a bot covers a seat, its player is back)
	// OpMoved has no body: another match plays the table now (two
	// started it again at once after a restart, and this one lost);
	// find the table by its code and join it again.
	OpMoved int64 = 105
)

// MaxMessage is the largest message a client may send, in bytes; the
// largest action is well under it.
const MaxMessage = 1024

// Names the server registers.
const (
	MatchModule = "aladdin"        // the authoritative match's module name
	RPCCreate   = "aladdin_create" // Setup → Created
	RPCFind     = "aladdin_find"   // Find → Found
	RPCRecord   = "aladdin_record" // Find → a finished game's engine record
	RPCLeave    = "aladdin_leave"  // Find → {}: give up one's seat before the start
	RPCMyGames  = "aladdin_mine"   // {} → MyGames: the unfinished tables one holds a seat at
)

// Versions of the game a table can play.
const (
	Basic = "basic"
	Intro = "intro" // the basic game, ending at 3 artifacts (D18)
	Magic = "magic"
)

// Bot levels a table may choose (bot.Level: 1 easy … 4 expert).
const (
	MinLevel = 1
	MaxLevel = 4
)

// MaxAway is the longest wait a table may choose before a bot covers a
// seat whose player is gone, in seconds (a day).
const MaxAway = 86400

// SeatSetup is one seat as the table's creator chose it.
type SeatSetup struct {
	Bot   bool `json:"bot,omitempty"`
	Level int  `json:"level,omitempty"` // a bot's level, MinLevel..MaxLevel
}

// Setup is a new table: the create RPC's request.
type Setup struct {
	Players int         `json:"players"`
	Version string      `json:"version"` // Basic, Intro or Magic
	Seats   []SeatSetup `json:"seats"`   // one per seat
	// ChooseStart lets each person pick their 3 starting treasures (D4);
	// otherwise the server takes the one-click default for them.
	ChooseStart bool `json:"chooseStart,omitempty"`
	// Away is how long, in seconds, a person's seat waits for its player
	// once they are gone (disconnected) before a bot plays it, until they
	// come back; 0: the table waits for them.
	Away int `json:"away,omitempty"`
	// Fast makes the bots move as soon as they have decided, with no pause
	// for people to follow (tests, benchmarks).
	Fast bool `json:"fast,omitempty"`
}

// Validate says in plain words what is wrong with a setup.
func (s Setup) Validate() error {
	if s.Players < engine.MinPlayers || s.Players > engine.MaxPlayers {
		return fmt.Errorf("a table is for %d to %d players, not %d", engine.MinPlayers, engine.MaxPlayers, s.Players)
	}
	switch s.Version {
	case Basic, Intro, Magic:
	default:
		return fmt.Errorf("unknown version %q (want %s, %s or %s)", s.Version, Basic, Intro, Magic)
	}
	if len(s.Seats) != s.Players {
		return fmt.Errorf("%d seats were described for %d players", len(s.Seats), s.Players)
	}
	if s.Away < 0 || s.Away > MaxAway {
		return fmt.Errorf("the time a seat waits for its player is %d s; it must be from 0 (wait) to %d", s.Away, MaxAway)
	}
	for i, st := range s.Seats {
		if st.Bot && (st.Level < MinLevel || st.Level > MaxLevel) {
			return fmt.Errorf("seat %d: bot level %d is not from %d to %d", i+1, st.Level, MinLevel, MaxLevel)
		}
		if !st.Bot && st.Level != 0 {
			return fmt.Errorf("seat %d is a person's and has no bot level", i+1)
		}
	}
	return nil
}

// Config is the engine configuration of the setup, without names or seed.
func (s Setup) Config() engine.Config {
	return engine.Config{Players: s.Players, Intro: s.Version == Intro, Magic: s.Version == Magic, FirstPlayer: -1}
}

// Created is the create RPC's answer.
type Created struct {
	Code    string `json:"code"`    // the short code to share
	MatchID string `json:"matchId"` // the match to join
}

// Find asks for the table with a code (the find and record RPCs).
type Find struct {
	Code string `json:"code"`
}

// Found is the find RPC's answer: the live match of the table (started
// again from storage if the server restarted since).
type Found struct {
	Code    string `json:"code"`
	MatchID string `json:"matchId"`
	Over    bool   `json:"over,omitempty"`
}

// MyGame is a table the caller holds a seat at and whose game is not over.
type MyGame struct {
	Code    string `json:"code"`
	Seat    int    `json:"seat"` // the caller's seat
	Players int    `json:"players"`
	Version string `json:"version"`
	Started bool   `json:"started,omitempty"`
	Moves   int    `json:"moves,omitempty"` // actions applied so far
	// Names are the seats' names ("" for a free seat, or a bot's before
	// the start).
	Names []string `json:"names"`
	// Turn is the seat to act, or -1 before the start.
	Turn int `json:"turn"`
}

// MyGames is the "my games" RPC's answer, the most recently played first.
type MyGames struct {
	Games []MyGame `json:"games"`
}

// NormCode writes a code as the server issues it: upper case, no spaces
// or dashes.
func NormCode(c string) string {
	c = strings.ToUpper(c)
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, c)
}

// CodeAlphabet is the letters and digits of a table's code (no 0/O, 1/I/L).
const CodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// CodeLen is the length of a table's code.
const CodeLen = 6

// ValidCode reports whether c (normalised) could be a table's code.
func ValidCode(c string) bool {
	if len(c) != CodeLen {
		return false
	}
	for _, r := range c {
		if !strings.ContainsRune(CodeAlphabet, r) {
			return false
		}
	}
	return true
}

// Act is a seat's action (OpAct).
type Act struct {
	// Ref is the client's number for the message, echoed in an Error.
	Ref int `json:"ref,omitempty"`
	// At is the number of moves the client has seen (State.Moves, then
	// each Update's N): an action sent on a view the game has moved past
	// is refused as stale.
	At int `json:"at"`
	// Move is the action, engine.EncodeAction.
	Move string `json:"move"`
}

// Seat is one seat of the table as everyone sees it.
type Seat struct {
	Name   string `json:"name,omitempty"` // empty while the seat is free
	Bot    bool   `json:"bot,omitempty"`
	Level  int    `json:"level,omitempty"`
	Taken  bool   `json:"taken,omitempty"`  // a person holds the seat
	Online bool   `json:"online,omitempty"` // and is connected now
	// Covered: the player is away past the table's wait and a bot plays
	// the seat until they come back.
	Covered bool `json:"covered,omitempty"`
}

// Table is the table as everyone sees it (OpTable, and in State).
type Table struct {
	Code    string `json:"code"`
	Players int    `json:"players"`
	Version string `json:"version"`
	Seats   []Seat `json:"seats"`
	// ChooseStart: people pick their starting treasures; otherwise the
	// server takes the one-click default for them (a client does not ask).
	ChooseStart bool `json:"chooseStart,omitempty"`
	Started     bool `json:"started,omitempty"`
	Over        bool `json:"over,omitempty"`
	// Spectators is how many presences watch without a seat.
	Spectators int `json:"spectators,omitempty"`
}

// State is the whole game as one presence may see it (OpState): sent on
// joining, when the game starts and on Sync.
type State struct {
	Table Table `json:"table"`
	// Seat is the presence's seat, or engine.Spectator.
	Seat int `json:"seat"`
	// Moves is the number of actions applied so far.
	Moves int `json:"moves"`
	// Names are the seats' names in the game (the engine's config names).
	Names []string `json:"names,omitempty"`
	// View is the seat's view (nil before the game starts).
	View *View `json:"view,omitempty"`
	// Log is every event of the game so far, as the seat sees it.
	Log Events `json:"log,omitempty"`
	// Notices are the log's lines that are not engine events, each placed
	// after its Moves-th move.
	Notices []Notice `json:"notices,omitempty"`
}

// Update is one action's events as the seat sees them (OpUpdate).
type Update struct {
	// N is the number of actions applied, this one included.
	N int `json:"n"`
	// Events, each as the seat sees it (engine.Event.For): applied in
	// order to the seat's view (engine.View.Apply) they give its view now.
	Events Events `json:"events"`
	// Hash is the seat's view's hash after the action (engine.View.Hash),
	// so a client can check its view and Sync if it differs.
	Hash uint64 `json:"hash,string"`
}

// Notice kinds.
const (
	NoticeCovered = "covered" // a bot plays Seat while its player is away
	NoticeBack    = "back"    // Seat's player is back and plays again
)

// Notice is a line for every presence's log that is not an engine event
// (OpNotice): who plays a seat changed.
type Notice struct {
	Kind string `json:"kind"`
	Seat int    `json:"seat"`
	Name string `json:"name"` // the seat's name in the game
	// Moves is the number of actions applied when it happened, so a log
	// can place it among the events.
	Moves int `json:"moves"`
}

// Text is the notice as a log line.
func (n Notice) Text() string {
	switch n.Kind {
	case NoticeCovered:
		return n.Name + " is away: a bot plays for them until they are back."
	case NoticeBack:
		return n.Name + " is back."
	}
	return n.Name + ": " + n.Kind
}

// Error codes.
const (
	ErrMalformed  = "malformed"   // not a message of this protocol
	ErrTooLarge   = "too_large"   // over MaxMessage
	ErrSpectator  = "spectator"   // a spectator cannot act
	ErrNotStarted = "not_started" // the table is still filling
	ErrOver       = "over"        // the game has ended
	ErrNotYours   = "not_your_seat"
	ErrNotTurn    = "not_your_turn"
	ErrStale      = "stale" // At is not the number of moves applied
	ErrIllegal    = "illegal"
	ErrUnknownOp  = "unknown_op"
)

// Error is a refusal, sent to the sender alone (OpError). The game goes
// on and nothing has changed.
type Error struct {
	Ref     int    `json:"ref,omitempty"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e Error) Error() string { return e.Code + ": " + e.Message }
