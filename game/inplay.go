package game

import (
	"context"

	"aladdin/engine"
)

// InPlay is a game at the table, as the table screen needs it: the
// GameSource, and the public facts and the person's choices worked out
// from the seat's view and prompt. This window's Session is one; a game a
// server runs (online/remote) is the other, and is also Online. What only
// a game this window runs has (its save, take-back, the bots' turns, a
// rematch, its history and record) the table takes from the *Session
// itself.
type InPlay interface {
	GameSource
	// ViewerSeat is the seat whose private information is on screen
	// (engine.Spectator: the public board).
	ViewerSeat() int
	Pending() engine.Decision
	Over() bool
	Round() int
	Phase() engine.Phase
	// Legal, ActorView, HumanToAct, CheckPlace and DefaultStart are the
	// person's to act, while their choice may be shown.
	Legal() []engine.Action
	ActorView(v *engine.View) bool
	HumanToAct() bool
	CheckPlace(token int, space engine.Space) error
	DefaultStart() engine.Action
	// IsHuman reports a seat played by a person, Humans how many are.
	IsHuman(seat int) bool
	Humans() int
	// Seat is how a seat is played (its bot's level).
	Seat(seat int) SeatSetup
	// Moves is how many moves the game has had.
	Moves() int
}

// Online is a game a server runs, as the table follows it beyond InPlay:
// what arrived is taken once a frame, the view may be replaced whole
// (joined again after a lost connection), the server adds lines of its
// own to the log and refuses moves in its words, and the connection may
// be lost and come back.
type Online interface {
	// Pump takes what arrived from the server since the last frame.
	Pump()
	// TakeFresh reports, once, that the view was replaced: the table
	// draws it as it is, without animating, and rebuilds its log from the
	// whole game so far.
	TakeFresh() (Fresh, bool)
	// TakeNotices hands over the server's own log lines since the last
	// call.
	TakeNotices() []OnlineNotice
	// TakeRefusals hands over the server's refusals of this seat's moves.
	TakeRefusals() []string
	// Connection is the connection's state in plain words, and whether
	// moves can be sent now.
	Connection() (text string, up bool)
	// FinishedGame fetches the finished game from the server, as the
	// replay reads it. It waits on the network: call it off the frame
	// loop.
	FinishedGame(ctx context.Context) (*ArchivedGame, error)
}

// OnlineGame is a game a server runs, at the table.
type OnlineGame interface {
	InPlay
	Online
}

// Fresh is the whole game so far as a server gives it: its events, as
// the seat sees them, and the server's own lines among them.
type Fresh struct {
	Log     []engine.Event
	Notices []OnlineNotice
}

// OnlineNotice is a line of the log that is no event of the game (a bot covers
// an away player's seat; they are back), after Moves moves.
type OnlineNotice struct {
	Moves int
	// Words is the line in the language spoken when it is called (the log
	// words it again when the player changes the language).
	Words func() string
}

var _ InPlay = (*Session)(nil)

// ViewerSeat is the seat whose private information is on screen.
func (s *Session) ViewerSeat() int { return s.Viewer }
