// Package remote is a game played on the server as the screens need it: a
// game.GameSource fed by an online table's messages (online/client). The
// engine runs on the server; this side holds only the seat's view, which
// it follows by the events the server sends for that seat (engine.View.Apply)
// and checks against the server's hash of it after every move.
//
// It lives outside package game so the game's screens and sessions carry
// no WebSocket import: the table scene takes a GameSource and does not
// know whether this window or a server runs the engine.
//
// The table scene calls Pump once a frame, before it reads the game: it
// takes the messages that arrived since. Nothing blocks but Submit's send.
package remote

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/online/client"
	"aladdin/online/wire"
)

// Session is one seat's (or a spectator's) game at an online table.
type Session struct {
	m *client.Match // nil: messages are fed (Feed) and nothing is sent

	table   wire.Table
	seat    int
	names   []string
	started bool
	view    engine.View
	moves   int

	events  []engine.Event
	fresh   bool           // a State replaced the view (join, rejoin, sync)
	log     []engine.Event // the whole log as the last State gave it
	notices []wire.Notice
	// pastNotices are the notices the last State gave (TakeFresh).
	pastNotices []wire.Notice
	refusals    []wire.Error
	prompt      *game.Prompt
	world       *engine.State // a world consistent with the view, for the rules' checks (nil: not made yet)
	ref         int
	sentAt      int // the moves when the last action was sent, -1 when none waits
	syncs       int // times the view had to be asked for again
	problems    []error
}

// New follows a joined match.
func New(m *client.Match) *Session {
	return &Session{m: m, seat: engine.Spectator, sentAt: -1}
}

var _ game.GameSource = (*Session)(nil)

// Pump takes the match's new messages (call it once a frame).
func (s *Session) Pump() {
	if s.m != nil {
		s.Feed(s.m.Take()...)
	}
}

// Feed takes messages as the match received them.
func (s *Session) Feed(msgs ...client.Message) {
	for _, msg := range msgs {
		switch {
		case msg.State != nil:
			s.takeState(msg.State)
		case msg.Update != nil:
			s.takeUpdate(msg.Update)
		case msg.Table != nil:
			s.table = *msg.Table
		case msg.Error != nil:
			s.sentAt, s.prompt = -1, nil // the move was refused: the person may try again
			s.refusals = append(s.refusals, *msg.Error)
		case msg.Notice != nil:
			s.notices = append(s.notices, *msg.Notice)
		case msg.Err != nil:
			s.problems = append(s.problems, msg.Err)
		}
	}
}

func (s *Session) takeState(st *wire.State) {
	s.table, s.seat, s.moves, s.names = st.Table, st.Seat, st.Moves, st.Names
	s.started = st.View != nil
	s.view = engine.View{}
	if st.View != nil {
		s.view = engine.View(*st.View)
	}
	s.log = append([]engine.Event(nil), st.Log...)
	s.pastNotices = append([]wire.Notice(nil), st.Notices...)
	s.events, s.fresh, s.prompt, s.world, s.sentAt = nil, true, nil, nil, -1
}

func (s *Session) takeUpdate(u *wire.Update) {
	if !s.started || u.N != s.moves+1 {
		s.resync(errors.New("an update out of order"))
		return
	}
	for _, e := range u.Events {
		s.view.Apply(e)
	}
	s.events = append(s.events, u.Events...)
	s.log = append(s.log, u.Events...)
	s.moves, s.prompt, s.world, s.sentAt = u.N, nil, nil, -1
	if s.view.Hash() != u.Hash {
		s.resync(errors.New("the view followed by the events is not the server's"))
	}
}

// resync asks for the whole State again: the next State puts it right.
func (s *Session) resync(why error) {
	s.syncs++
	s.problems = append(s.problems, why)
	if s.m != nil {
		ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
		defer cancel()
		_ = s.m.Sync(ctx)
	}
}

// sendTimeout bounds a send from the frame loop.
const sendTimeout = 2 * time.Second

// Prompt is the pending decision as the seat's screen may show it: a
// person's own decision with its legal moves and their view, no hand-off
// (each person has their own screen).
func (s *Session) Prompt() *game.Prompt {
	if s.prompt != nil {
		return s.prompt
	}
	p := &game.Prompt{Decision: s.view.Pending, Viewer: s.seat, Over: s.view.Over}
	if !s.started {
		p.Decision = engine.Decision{}
	}
	if s.yours() {
		p.Yours = true
		p.Legal = s.sampled().Legal()
		p.View = s.view
	}
	s.prompt = p
	return p
}

// yours reports whether the seat is to act now and no move of its waits
// for the server's answer. The default starting treasure is the server's
// to take when the table did not let people choose.
func (s *Session) yours() bool {
	d := s.view.Pending
	return s.started && !s.view.Over && s.seat >= 0 && int(d.Seat) == s.seat && s.sentAt < 0 &&
		(d.Type != engine.DecStartTreasure || s.table.ChooseStart)
}

// ViewInto fills v with the board as the seat sees it.
func (s *Session) ViewInto(v *engine.View) { *v = s.view }

// HasEvents reports events waiting to be animated.
func (s *Session) HasEvents() bool { return len(s.events) > 0 }

// TakeEvents hands over the events to animate, each as the seat sees it.
func (s *Session) TakeEvents() []engine.Event {
	e := s.events
	s.events = nil
	return e
}

// TakeLogForms: none online, where each screen is one seat's and its
// events already say all that seat may read.
func (s *Session) TakeLogForms() []game.LogForm { return nil }

// TakeFresh reports, once, that a State replaced the view (the table was
// joined, joined again after a lost connection, or the view was asked for
// again): the screen draws the board from ViewInto without animating and
// rebuilds its log from the events returned (the whole game so far) and
// the notices so far (each says after how many moves it came).
func (s *Session) TakeFresh() (Fresh, bool) {
	if !s.fresh {
		return Fresh{}, false
	}
	s.fresh = false
	return Fresh{Log: append([]engine.Event(nil), s.log...), Notices: s.pastNotices}, true
}

// Fresh is the whole log a State gave.
type Fresh struct {
	Log     []engine.Event
	Notices []wire.Notice
}

// TakeNotices hands over the log lines that are not engine events (a bot
// covers an away player's seat; they are back): wire.Notice.Text.
func (s *Session) TakeNotices() []wire.Notice {
	n := s.notices
	s.notices = nil
	return n
}

// TakeRefusals hands over the server's refusals of this seat's messages,
// in the server's own (English) words: for a program's checks and logs.
func (s *Session) TakeRefusals() []string {
	var out []string
	for _, e := range s.takeRefusals() {
		out = append(out, e.Message)
	}
	return out
}

// TakeRefusalWords hands over the server's refusals of this seat's
// messages, worded for the screen in the player's language.
func (s *Session) TakeRefusalWords() []string {
	var out []string
	for _, e := range s.takeRefusals() {
		out = append(out, RefusalWords(e))
	}
	return out
}

func (s *Session) takeRefusals() []wire.Error {
	r := s.refusals
	s.refusals = nil
	return r
}

// RefusalWords words a refusal of the server's from its code: the
// server's sentence is English, for its log. A move the rules refuse
// there was checked here first, against the rules in a world consistent
// with the seat's view, so only its kind is said.
func RefusalWords(e wire.Error) string {
	if w, ok := refusalWords[e.Code]; ok {
		return lang.Word(w)
	}
	return lang.T("The server refused: %s.", strings.TrimRight(e.Message, "."))
}

// refusalWords are the refusals' sentences by their codes (msgids).
var refusalWords = map[string]string{
	wire.ErrStale:      lang.Mark("The game moved on before your move reached the server: look again, and play."),
	wire.ErrNotTurn:    lang.Mark("It is not your turn."),
	wire.ErrNotYours:   lang.Mark("That move is another seat's."),
	wire.ErrNotStarted: lang.Mark("The game starts when every seat is taken."),
	wire.ErrOver:       lang.Mark("The game is over."),
	wire.ErrSpectator:  lang.Mark("You are watching this table: only its players play."),
	wire.ErrIllegal:    lang.Mark("The server's rules refuse this move."),
	wire.ErrMalformed:  lang.Mark("The server could not read the move; try again."),
	wire.ErrTooLarge:   lang.Mark("The server could not read the move; try again."),
	wire.ErrUnknownOp:  lang.Mark("The server could not read the move; try again."),
}

// Name is a seat's name in the game (before the start, the table's).
func (s *Session) Name(seat int) string {
	if seat >= 0 && seat < len(s.names) {
		return s.names[seat]
	}
	if seat >= 0 && seat < len(s.table.Seats) && s.table.Seats[seat].Name != "" {
		return s.table.Seats[seat].Name
	}
	return lang.T("Nobody") // as game.Session names no seat
}

// Color is a seat's colour: online, the seat's own (seat i, colour i).
func (s *Session) Color(seat int) int {
	if seat < 0 {
		return 0
	}
	return seat
}

// PublicConfig is the game's configuration as every seat knows it; the
// seed never leaves the server.
func (s *Session) PublicConfig() engine.Config {
	return engine.Config{Players: s.table.Players, Names: s.names, Intro: s.table.Version == wire.Intro, Magic: s.table.Version == wire.Magic, FirstPlayer: -1}
}

// ErrNotYourTurn is a move made when the seat is not to act (or its last
// move still waits for the server's answer).
var ErrNotYourTurn error = lang.Problem(lang.Mark("It is not your turn."))

// Check says whether the seat may make a move now, and if not why, in
// plain words: against its own view (legality depends only on what the
// seat may see); the server checks again.
func (s *Session) Check(a engine.Action) error {
	if !s.yours() || int(a.Seat) != s.seat {
		return ErrNotYourTurn
	}
	return forTheViewer(s.sampled().Check(a))
}

// youAreAskedWords is the refusal of a move of another kind than the
// decision asks for, said to the person who is to make it: the engine
// names the seat ("The game is waiting for Player 2 to …"), which in a
// world sampled from the view has no name, and is the viewer anyway.
var youAreAskedWords = lang.Mark("The game is waiting for you to %s.")

// forTheViewer words the engine's refusal for the person at this screen:
// the refusal of a move of the wrong kind (the seat's name and the
// decision in its arguments) says "you".
func forTheViewer(err error) error {
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Code != engine.ErrWrongDecision || len(re.Args) != 2 {
		return err
	}
	_, named := re.Args[0].(string)
	d, asked := re.Args[1].(engine.DecisionType)
	if !named || !asked {
		return err
	}
	return &engine.RuleError{Code: re.Code, Reason: fmt.Sprintf(youAreAskedWords, d), Words: youAreAskedWords, Args: []any{d}}
}

// sampled is a world consistent with the seat's view, made once a move:
// the rules' checks of the seat's own moves give the same answer in any
// such world (engine.View.LegalInto), and the screen checks on every
// frame a token is held.
func (s *Session) sampled() *engine.State {
	if s.world == nil {
		s.world = s.view.Sample(1)
	}
	return s.world
}

// Submit sends a move the seat may make (Check). Its events come back in
// an update (Pump); a refusal comes back in TakeRefusals. An error here
// is a move not sent: not the seat's turn, not legal, or the connection
// is lost (client.ErrOffline).
func (s *Session) Submit(a engine.Action) error {
	if err := s.Check(a); err != nil {
		return err
	}
	if s.m == nil {
		return client.ErrOffline
	}
	s.ref++
	ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
	defer cancel()
	if err := s.m.Act(ctx, wire.Act{Ref: s.ref, At: s.moves, Move: engine.EncodeAction(a)}); err != nil {
		return err
	}
	s.sentAt, s.prompt = s.moves, nil
	return nil
}

// Seat is the seat this session plays (engine.Spectator: it watches).
func (s *Session) Seat() int { return s.seat }

// Table is the table as everyone sees it: who holds each seat, who is
// online, which seats a bot covers.
func (s *Session) Table() wire.Table { return s.table }

// Started reports whether the game has been dealt.
func (s *Session) Started() bool { return s.started }

// Moves is the number of moves made.
func (s *Session) Moves() int { return s.moves }

// Waiting reports a move sent whose answer has not come yet.
func (s *Session) Waiting() bool { return s.sentAt >= 0 }

// Syncs is how many times the view had to be asked for again because an
// update did not follow (it should stay 0).
func (s *Session) Syncs() int { return s.syncs }

// TakeProblems hands over what went wrong with the messages (an update
// out of order, a view that did not hash as the server's, a message that
// did not decode), for a log or a test; each was put right by asking for
// the State again where it could be.
func (s *Session) TakeProblems() []error {
	p := s.problems
	s.problems = nil
	return p
}
