package remote

import (
	"context"
	"time"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/online/client"
	"aladdin/online/wire"
)

// Game is an online seat's game as the table screen plays it
// (game.InPlay and game.Online): the public facts and the person's
// choices worked out from the seat's view and prompt, the seats from the
// table, and the connection's state from the client. There is no
// hand-off (each person has their own screen) and no bot's turn here:
// the bots play on the server.
type Game struct {
	s *Session
	c *client.Client // nil: a session fed by hand, always connected
}

// NewGame is the session's game at the table, over the client's
// connection.
func NewGame(s *Session, c *client.Client) *Game { return &Game{s: s, c: c} }

var (
	_ game.InPlay = (*Game)(nil)
	_ game.Online = (*Game)(nil)
)

// Session is the remote session the game follows.
func (g *Game) Session() *Session { return g.s }

// Prompt is the seat's pending decision (Session.Prompt).
func (g *Game) Prompt() *game.Prompt { return g.s.Prompt() }

// ViewInto fills v with the board as the seat sees it.
func (g *Game) ViewInto(v *engine.View) { g.s.ViewInto(v) }

// HasEvents reports events waiting to be animated.
func (g *Game) HasEvents() bool { return g.s.HasEvents() }

// TakeEvents hands over the events to animate.
func (g *Game) TakeEvents() []engine.Event { return g.s.TakeEvents() }

// TakeLogForms: none online (Session.TakeLogForms).
func (g *Game) TakeLogForms() []game.LogForm { return g.s.TakeLogForms() }

// Name is a seat's name as the screen shows it (a bot's default name in
// the player's language).
func (g *Game) Name(seat int) string { return game.SeatName(g.s.Name(seat)) }

// Color is a seat's colour.
func (g *Game) Color(seat int) int { return g.s.Color(seat) }

// PublicConfig is the game's configuration without the seed.
func (g *Game) PublicConfig() engine.Config { return g.s.PublicConfig() }

// Check says whether the seat may make the move now.
func (g *Game) Check(a engine.Action) error { return g.s.Check(a) }

// Submit sends the seat's move.
func (g *Game) Submit(a engine.Action) error { return g.s.Submit(a) }

// ViewerSeat is the seat this window plays (engine.Spectator: it
// watches): online the screen is always that seat's.
func (g *Game) ViewerSeat() int { return g.s.seat }

// Pending is the decision the game waits for.
func (g *Game) Pending() engine.Decision { return g.s.Prompt().Decision }

// Over reports a finished game.
func (g *Game) Over() bool { return g.s.view.Over }

// Round is the round in play.
func (g *Game) Round() int { return int(g.s.view.Round) }

// Phase is the part of the round in play.
func (g *Game) Phase() engine.Phase { return g.s.view.Phase }

// Legal lists the seat's moves while it is to act.
func (g *Game) Legal() []engine.Action { return g.s.Prompt().Legal }

// ActorView fills v with the seat's view while it is to act.
func (g *Game) ActorView(v *engine.View) bool {
	p := g.s.Prompt()
	if p.Yours {
		*v = p.View
	}
	return p.Yours
}

// HumanToAct reports that this seat's person is to act (and no move of
// theirs waits for the server's answer).
func (g *Game) HumanToAct() bool { return g.s.Prompt().Yours }

// CheckPlace says whether the seat may put its token on the space now.
func (g *Game) CheckPlace(token int, space engine.Space) error {
	if !g.s.yours() {
		return ErrNotYourTurn
	}
	return g.s.sampled().CheckPlace(g.s.seat, token, space)
}

// DefaultStart is the one-click starting treasure for the seat.
func (g *Game) DefaultStart() engine.Action { return game.DefaultStart(g.s.sampled(), g.s.seat) }

// IsHuman reports a seat a person holds (covered by a bot while they are
// away, it is still theirs).
func (g *Game) IsHuman(seat int) bool {
	t := g.s.table
	return seat >= 0 && seat < len(t.Seats) && !t.Seats[seat].Bot
}

// Humans is the number of people's seats.
func (g *Game) Humans() int {
	n := 0
	for i := range g.s.table.Seats {
		if g.IsHuman(i) {
			n++
		}
	}
	return n
}

// Seat is how a seat is played: its name, colour, and bot level.
func (g *Game) Seat(seat int) game.SeatSetup {
	t := g.s.table
	if seat < 0 || seat >= len(t.Seats) {
		return game.SeatSetup{}
	}
	ss := game.SeatSetup{Name: g.s.Name(seat), Color: g.Color(seat), Human: !t.Seats[seat].Bot}
	if t.Seats[seat].Bot {
		ss.Level = t.Seats[seat].Level
	}
	return ss
}

// Moves is how many moves the game has had.
func (g *Game) Moves() int { return g.s.Moves() }

// Pump takes the match's new messages.
func (g *Game) Pump() { g.s.Pump() }

// TakeFresh reports, once, that a State replaced the view, with the whole
// log so far and the server's lines in it.
func (g *Game) TakeFresh() (game.Fresh, bool) {
	f, ok := g.s.TakeFresh()
	if !ok {
		return game.Fresh{}, false
	}
	return game.Fresh{Log: f.Log, Notices: notices(f.Notices)}, true
}

// TakeNotices hands over the server's log lines.
func (g *Game) TakeNotices() []game.OnlineNotice { return notices(g.s.TakeNotices()) }

func notices(ns []wire.Notice) []game.OnlineNotice {
	var out []game.OnlineNotice
	for _, n := range ns {
		out = append(out, game.OnlineNotice{Moves: n.Moves, Words: func() string { return NoticeWords(n) }})
	}
	return out
}

// NoticeWords is a server's notice as the log tells it, in the player's
// language (the notice's own Text is the server's English, for its log).
func NoticeWords(n wire.Notice) string {
	who := game.SeatName(n.Name)
	switch n.Kind {
	case wire.NoticeCovered:
		return lang.T("%s is away: a bot plays for them until they are back.", who)
	case wire.NoticeBack:
		return lang.T("%s is back.", who)
	}
	return n.Text()
}

// TakeRefusals hands over the server's refusals of the seat's moves.
func (g *Game) TakeRefusals() []string { return g.s.TakeRefusalWords() }

// FinishedGame fetches the finished game's record from the server, with
// the table's seats and the viewer's own, for the replay and the recent
// games.
func (g *Game) FinishedGame(ctx context.Context) (*game.ArchivedGame, error) {
	if g.c == nil {
		return nil, client.ErrOffline
	}
	rec, err := g.c.Record(ctx, g.s.table.Code)
	if err != nil {
		return nil, err
	}
	var seats []game.SeatSetup
	for i := range g.s.table.Seats {
		seats = append(seats, g.Seat(i))
	}
	fin, err := game.ServerGame(rec, seats, time.Now())
	if err != nil {
		return nil, err
	}
	fin.Online, fin.Seat = g.s.table.Code, g.s.seat
	return fin, nil
}

// Connection is the connection's state in plain words, and whether moves
// can be sent.
func (g *Game) Connection() (string, bool) {
	if g.c == nil {
		return client.Status{State: client.Connected}.Text(), true
	}
	st := g.c.Status()
	return st.Text(), st.Up()
}
