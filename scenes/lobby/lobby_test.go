package lobby

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"aladdin/engine/bot"
	"aladdin/online/client"
	"aladdin/online/wire"
)

// settle waits for the lobby's request under way to end and applies its
// result, as the screen's next frame would. The bound only stops a test
// that would hang; the request ends long before it.
func settle(t *testing.T, l *Lobby) {
	t.Helper()
	if !l.Busy() {
		t.Fatal("no request under way")
	}
	select {
	case apply := <-l.Done():
		l.Apply(apply)
	case <-time.After(hangLimit):
		t.Fatalf("%q never ended", l.Doing())
	}
}

// hangLimit bounds a wait that would otherwise hang a broken test.
const hangLimit = 60 * time.Second

func TestANameIsNeededBeforeConnecting(t *testing.T) {
	l := New(client.Profile{Server: "127.0.0.1:7350", Device: client.NewDevice(), Name: "   "})
	if l.Connect() || l.Busy() {
		t.Fatal("connected without a name")
	}
	if l.Err() != "A name the other players will see is needed." {
		t.Errorf("the player reads %q", l.Err())
	}
	l.Profile.Name = strings.Repeat("Scheherazade", 3)
	if l.Connect() || !strings.Contains(l.Err(), "at most 24 letters") {
		t.Errorf("a name of %d letters: connect went ahead or said %q", len(l.Profile.Name), l.Err())
	}
}

// A server that is not there: a port on this machine nobody listens on.
func TestAServerThatCannotBeReachedIsSaidPlainly(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	l := New(client.Profile{Server: addr, Device: client.NewDevice(), Name: "Aladdin"})
	if !l.Connect() {
		t.Fatalf("no attempt to connect: %s", l.Err())
	}
	if l.Doing() != "Connecting to "+addr+"…" {
		t.Errorf("while connecting the screen says %q", l.Doing())
	}
	settle(t, l)
	want := "The server at " + addr + " cannot be reached. Check the address, and that the server is running (docs/ONLINE.md)."
	if l.Err() != want || l.Stage() != SignIn {
		t.Errorf("after a refused connection: stage %d, %q; want the sign-in and %q", l.Stage(), l.Err(), want)
	}
	if p, err := client.LoadProfile(); err == nil && p.Server == addr {
		t.Error("a server that could not be reached was remembered")
	}
}

func TestACodeThatCannotBeATablesIsRefusedBeforeAsking(t *testing.T) {
	l := New(client.Profile{Name: "Aladdin"})
	for code, want := range map[string]string{
		"":        "Type the code of the table, the 6 letters and digits its creator shares.",
		"ABC":     "“ABC” is not a table's code: a code has 6 letters and digits, without O, I, L, 0 or 1.",
		"OIL101":  "“OIL101” is not a table's code: a code has 6 letters and digits, without O, I, L, 0 or 1.",
		"abc-def": "", // written as a friend might read it out: a code
	} {
		l.err = ""
		l.JoinCode(code)
		if l.Err() != want {
			t.Errorf("code %q: the player reads %q, want %q", code, l.Err(), want)
		}
	}
}

// A 4-player magic table: a friend in seat 2, a Hard bot in seat 3, an
// Easy one in seat 4, and a bot covering a seat whose player is gone for
// five minutes.
func TestTheNewTableIsTheServersSetup(t *testing.T) {
	l := New(client.Profile{Name: "Aladdin"})
	l.Table.Players, l.Table.Magic, l.Table.Away = 4, true, 300
	l.Table.Bots[1] = false
	l.Table.Levels[2], l.Table.Levels[3] = bot.Hard, bot.Easy
	got := l.Table.Setup()
	if err := got.Validate(); err != nil {
		t.Fatal(err)
	}
	want := wire.Setup{Players: 4, Version: wire.Magic, Away: 300,
		Seats: []wire.SeatSetup{{}, {}, {Bot: true, Level: int(bot.Hard)}, {Bot: true, Level: int(bot.Easy)}}}
	if len(got.Seats) != 4 || got.Players != want.Players || got.Version != want.Version || got.Away != want.Away {
		t.Fatalf("setup %+v, want %+v", got, want)
	}
	for i := range want.Seats {
		if got.Seats[i] != want.Seats[i] {
			t.Errorf("seat %d: %+v, want %+v", i+1, got.Seats[i], want.Seats[i])
		}
	}
	if l.Table.People() != 2 {
		t.Errorf("%d people at the table, want 2", l.Table.People())
	}
	// The first seat is the creator's even if it was marked a bot.
	l.Table.Bots[0] = true
	if s := l.Table.Setup(); s.Seats[0].Bot {
		t.Error("the creator's seat went to a bot")
	}
}

func TestTheWaitsReadAsTheCreatorChoosesThem(t *testing.T) {
	var got []string
	for _, s := range AwayChoices {
		got = append(got, AwayLabel(s))
	}
	if strings.Join(got, ", ") != "Wait for them, Bot after 1 min, Bot after 5 min, Bot after 1 h" {
		t.Errorf("the chips read %q", got)
	}
	for _, s := range AwayChoices {
		if err := (wire.Setup{Players: 3, Version: wire.Basic, Seats: make([]wire.SeatSetup, 3), Away: s}).Validate(); err != nil {
			t.Errorf("wait %d s: %v", s, err)
		}
	}
}

// The server's refusals read as sentences; a server that does not answer,
// and a connection lost under a request, are told as such.
func TestFailuresReadAsThePlayerShouldReadThem(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{&client.RPCError{Code: 5, Message: "no table has the code ABCDEF"}, "No table has the code ABCDEF."},
		{fmt.Errorf("create: %w", context.DeadlineExceeded), "The server at 127.0.0.1:7350 did not answer in time. Try again in a moment."},
		{fmt.Errorf("%w: write: broken pipe", client.ErrOffline), "The connection to the server is lost; it is being made again. Try again in a moment."},
		{errors.New("the table's setup: 2 players"), "The table's setup: 2 players."},
	} {
		if got := Plain(c.err, "127.0.0.1:7350"); got != c.want {
			t.Errorf("%v reads %q, want %q", c.err, got, c.want)
		}
	}
}
