package remote

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/lang"
	"aladdin/online/client"
	"aladdin/online/wire"
)

// At the table the recorded seat's game reads as a game of this window's
// would for that seat alone: the public facts are its view's, the screen
// is always its own (no hand-off), its placements are checked by the rules
// on its turn and refused off it, and the seats say who is a person.
func TestTheTableReadsTheSeatsGameFromItsView(t *testing.T) {
	s := New(nil)
	g := NewGame(s, nil)
	placements, turns := 0, 0
	for _, m := range recorded(t) {
		s.Feed(m)
		if !s.Started() {
			continue
		}
		var v engine.View
		g.ViewInto(&v)
		if g.Over() != v.Over || g.Round() != int(v.Round) || g.Phase() != v.Phase || g.Pending() != v.Pending || g.ViewerSeat() != s.Seat() {
			t.Fatalf("at move %d the game reads round %d phase %v pending %+v over %v from a view of round %d phase %v pending %+v over %v",
				g.Moves(), g.Round(), g.Phase(), g.Pending(), g.Over(), v.Round, v.Phase, v.Pending, v.Over)
		}
		if !g.HumanToAct() {
			if g.Legal() != nil || g.ActorView(&v) || !errors.Is(g.CheckPlace(0, engine.Space(0)), ErrNotYourTurn) {
				t.Fatalf("at move %d, not its turn, it is offered moves", g.Moves())
			}
			continue
		}
		turns++
		if !g.ActorView(&v) || int(v.Seat) != s.Seat() {
			t.Fatalf("at move %d its own view is not offered", g.Moves())
		}
		for _, a := range g.Legal() {
			if a.Type != engine.ActPlace {
				continue
			}
			placements++
			if err := g.CheckPlace(int(a.Token), a.Space); err != nil {
				t.Fatalf("its legal placement %v is refused: %v", a, err)
			}
		}
		if g.Pending().Type == engine.DecStartTreasure && g.Check(g.DefaultStart()) != nil {
			t.Fatalf("the default starting treasure %v is refused", g.DefaultStart())
		}
	}
	if turns < 30 || placements == 0 {
		t.Errorf("%d turns, %d placements checked", turns, placements)
	}
	botSeat := -1
	for i, seat := range s.Table().Seats {
		if seat.Bot {
			botSeat = i
		}
	}
	if g.Humans() != 3 || !g.IsHuman(s.Seat()) || g.IsHuman(botSeat) || g.Seat(botSeat).Level == 0 || g.Seat(s.Seat()).Level != 0 {
		t.Errorf("seats: %d people, the bot's %d: %+v", g.Humans(), botSeat, g.Seat(botSeat))
	}
	if text, up := g.Connection(); !up || text == "" {
		t.Errorf("a fed session's connection reads %q, up %v", text, up)
	}
}

// The server's notices read in the player's language: a person gone and
// covered by a bot, and back.
func TestNoticesReadInThePlayersLanguage(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	for _, c := range []struct {
		tag  lang.Tag
		kind string
		want string
	}{
		{lang.English, wire.NoticeCovered, "Budur is away: a bot plays for them until they are back."},
		{lang.English, wire.NoticeBack, "Budur is back."},
		{lang.French, wire.NoticeCovered, "Budur n’est plus là\u00a0: un robot joue à sa place jusqu’à son retour."},
		{lang.French, wire.NoticeBack, "Budur est de retour."},
	} {
		if err := lang.Set(c.tag); err != nil {
			t.Fatal(err)
		}
		if got := NoticeWords(wire.Notice{Kind: c.kind, Name: "Budur", Seat: 1}); got != c.want {
			t.Errorf("%s: notice %q reads %q, want %q", c.tag, c.kind, got, c.want)
		}
	}
}

// The server's refusals of a move read in the player's language, from
// their codes; the server's own English stays for a program's checks.
func TestRefusalsReadInThePlayersLanguage(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	stale := wire.Error{Code: wire.ErrStale, Message: "The game has moved on: 12 moves were made, your move was sent after 11."}
	s := New(nil)
	s.Feed(client.Message{Error: &stale}, client.Message{Error: &wire.Error{Code: "new_code", Message: "Something new."}})
	if err := lang.Set(lang.French); err != nil {
		t.Fatal(err)
	}
	want := []string{"La partie a avancé avant que votre coup n’arrive au serveur\u00a0: regardez à nouveau, et jouez.", "Le serveur refuse\u00a0: Something new."}
	if got := s.TakeRefusalWords(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("the refusals read %q, want %q", got, want)
	}
	s.Feed(client.Message{Error: &stale})
	if got := s.TakeRefusals(); len(got) != 1 || got[0] != stale.Message {
		t.Errorf("the server's words: %q", got)
	}
	for _, code := range []string{wire.ErrMalformed, wire.ErrTooLarge, wire.ErrSpectator, wire.ErrNotStarted, wire.ErrOver, wire.ErrNotYours, wire.ErrNotTurn, wire.ErrStale, wire.ErrIllegal, wire.ErrUnknownOp} {
		if w := RefusalWords(wire.Error{Code: code, Message: "English."}); strings.Contains(w, "English") {
			t.Errorf("code %s is not worded: %q", code, w)
		}
	}
}

// A move the table cannot send reads in the player's language, as the
// table words a refusal (lang.Refusal): not the seat's turn, or the
// connection lost under it, without the socket's own words.
func TestMovesNotSentReadInThePlayersLanguage(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	lost := fmt.Errorf("%w: write: broken pipe", client.ErrOffline)
	for _, c := range []struct {
		tag  lang.Tag
		err  error
		want string
	}{
		{lang.English, ErrNotYourTurn, "It is not your turn."},
		{lang.English, lost, "Not connected to the server: wait for the connection to come back."},
		{lang.French, ErrNotYourTurn, "Ce n’est pas votre tour."},
		{lang.French, lost, "Pas connecté au serveur\u00a0: attendez le retour de la connexion."},
	} {
		if err := lang.Set(c.tag); err != nil {
			t.Fatal(err)
		}
		if got := lang.Refusal(c.err); got != c.want {
			t.Errorf("%s: %v reads %q, want %q", c.tag, c.err, got, c.want)
		}
	}
	if !errors.Is(lost, client.ErrOffline) {
		t.Error("a lost connection's error is no longer ErrOffline")
	}
}
