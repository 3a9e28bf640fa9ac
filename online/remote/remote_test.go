package remote

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"errors"
	"os"
	"testing"

	"aladdin/engine"
	"aladdin/online/client"
	"aladdin/online/wire"
)

// recorded reads a stream of match messages one client received from a
// real server (server/itest -record): seat 1 of a four-seat basic game
// with two other people and a bot, through the refusals, a server killed
// and started again at move 40, to the end.
func recorded(t *testing.T) []client.Message {
	t.Helper()
	f, err := os.Open("testdata/basic-seat1.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []client.Message
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var line struct {
			Op  int64           `json:"op"`
			Raw json.RawMessage `json:"raw"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs, client.Decode(line.Op, line.Raw))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return msgs
}

// The seat follows the whole game by the server's events, its view
// hashing as the server's after every move; it is offered its own
// decisions and no one else's, with moves its view says are legal.
func TestASeatFollowsAWholeRecordedGame(t *testing.T) {
	s := New(nil)
	fresh, turns, refusals := 0, 0, 0
	for _, m := range recorded(t) {
		s.Feed(m)
		if p := s.TakeProblems(); len(p) > 0 {
			t.Fatalf("after message %d at move %d: %v", m.Op, s.Moves(), p)
		}
		if f, ok := s.TakeFresh(); ok {
			fresh++
			if s.Started() && len(f.Log) == 0 {
				t.Fatalf("a State at move %d with no log", s.Moves())
			}
		}
		refusals += len(s.TakeRefusals())
		p := s.Prompt()
		if p.Handoff {
			t.Fatal("a hand-off online")
		}
		if !p.Yours {
			if len(p.Legal) != 0 || !errors.Is(s.Check(engine.ChooseStart(max(s.Seat(), 0), [engine.NumKinds]int8{1, 1, 1, 0, 0})), ErrNotYourTurn) {
				t.Fatalf("at move %d, not its turn, it is offered %v", s.Moves(), p.Legal)
			}
			continue
		}
		turns++
		if int(p.Decision.Seat) != s.Seat() || len(p.Legal) == 0 {
			t.Fatalf("at move %d it is offered %+v", s.Moves(), p)
		}
		for _, a := range p.Legal {
			if err := s.Check(a); err != nil {
				t.Fatalf("its legal move %v is refused: %v", a, err)
			}
		}
		other := p.Legal[0]
		other.Seat = int8((s.Seat() + 1) % 4)
		if s.Check(other) == nil {
			t.Fatal("it may act for another seat")
		}
		if err := s.Submit(p.Legal[0]); !errors.Is(err, client.ErrOffline) {
			t.Fatalf("a move with no connection: %v", err)
		}
	}
	p := s.Prompt()
	if !p.Over || p.Yours || s.Syncs() != 0 {
		t.Fatalf("at the end: over %v, yours %v, syncs %d", p.Over, p.Yours, s.Syncs())
	}
	if fresh != 4 || turns < 30 || refusals != 2 {
		t.Errorf("%d States, %d turns, %d refusals", fresh, turns, refusals)
	}
	cfg := s.PublicConfig()
	if cfg.Players != 4 || cfg.Seed != 0 || cfg.Magic || len(cfg.Names) != 4 || s.Name(s.Seat()) != "Ann0" || s.Name(1) == "" || s.Color(2) != 2 {
		t.Errorf("config %+v, names %q %q", cfg, s.Name(s.Seat()), s.Name(1))
	}
	if s.HasEvents() == false || len(s.TakeEvents()) == 0 || s.HasEvents() || s.TakeLogForms() != nil {
		t.Error("the events to animate were not handed over once")
	}
}

// An update whose events do not give the server's view (here its events
// lost) is noticed: the session asks for the State again.
func TestAnUpdateThatDoesNotFollowIsNoticed(t *testing.T) {
	msgs := recorded(t)
	s := New(nil)
	for i, m := range msgs {
		if m.Update != nil && s.Started() && len(m.Update.Events) > 0 {
			u := *m.Update
			u.Events = wire.Events{}
			s.Feed(client.Message{Op: wire.OpUpdate, Update: &u})
			if s.Syncs() != 1 || len(s.TakeProblems()) != 1 {
				t.Fatalf("a tampered update at message %d went unnoticed", i)
			}
			// An update out of order is noticed too.
			s.Feed(msgs[i])
			if s.Syncs() != 2 {
				t.Fatal("an update out of order went unnoticed")
			}
			return
		}
		s.Feed(m)
	}
	t.Fatal("no update in the stream")
}

// A move of another kind than the decision asks for is refused in words
// for the person at this screen: the game waits for "you", not for the
// seat's number.
func TestAMoveOfAnotherKindIsRefusedToYou(t *testing.T) {
	s := New(nil)
	for _, m := range recorded(t) {
		s.Feed(m)
		if p := s.Prompt(); p.Yours && p.Decision.Type == engine.DecPlace {
			err := s.Check(engine.Action{Type: engine.ActDecline, Seat: int8(s.Seat())}.Canonical())
			if want := "The game is waiting for you to place a token."; err == nil || err.Error() != want {
				t.Fatalf("a decline when a token is to be placed is refused with %q, not %q", err, want)
			}
			return
		}
	}
	t.Fatal("the seat never had a token to place")
}
