package client

import (
	"encoding/base64"
	"errors"
	"testing"
	"time"

	"aladdin/online/wire"
)

func TestTheWaitBeforeReconnectingDoublesUpToItsBound(t *testing.T) {
	o := Options{MinBackoff: time.Second, MaxBackoff: 10 * time.Second}
	for n, want := range []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 10 * time.Second, 10 * time.Second} {
		for range 50 {
			got := o.Backoff(n)
			if got > want || got < want-want/5 {
				t.Fatalf("attempt %d waits %v; want from %v to %v", n, got, want-want/5, want)
			}
		}
	}
	if d := (Options{}).Backoff(1000); d > 15*time.Second || d < 12*time.Second {
		t.Errorf("by default a long loss waits %v between attempts", d)
	}
}

func TestAServerAddressGivesTheHTTPAndSocketURLsAndTheKey(t *testing.T) {
	for _, c := range []struct{ in, http, ws, key string }{
		{"127.0.0.1:7350", "http://127.0.0.1:7350", "ws://127.0.0.1:7350", ""},
		{"http://game.example:7350/", "http://game.example:7350", "ws://game.example:7350", ""},
		{" https://game.example ", "https://game.example", "wss://game.example", ""},
		{"https://game.example/nakama", "https://game.example/nakama", "wss://game.example/nakama", ""},
		{"ourkey@127.0.0.1:7350", "http://127.0.0.1:7350", "ws://127.0.0.1:7350", "ourkey"},
		{"https://ourkey@game.example", "https://game.example", "wss://game.example", "ourkey"},
	} {
		a, err := parseAddress(c.in)
		if err != nil || a.http != c.http || a.ws != c.ws || a.key != c.key {
			t.Errorf("%q: %+v %v; want %q %q key %q", c.in, a, err, c.http, c.ws, c.key)
		}
	}
	for _, bad := range []string{"", "ftp://x", "http://", "key@"} {
		if _, err := parseAddress(bad); err == nil {
			t.Errorf("%q was taken for a server address", bad)
		}
	}
}

func TestTheDeviceIdIsMadeOnceAndKept(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	p, err := LoadProfile()
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Device) != 32 || p.Server != DefaultServer || p.Name != "" {
		t.Fatalf("a new profile: %+v", p)
	}
	p.Name, p.Server = "Ann", "game.example:7350"
	if err := SaveProfile(p); err != nil {
		t.Fatal(err)
	}
	again, err := LoadProfile()
	if err != nil || again != p {
		t.Fatalf("read back %+v, %v; want %+v", again, err, p)
	}
	if a, b := NewDevice(), NewDevice(); a == b {
		t.Error("two devices with one id")
	}
}

func TestANameIsNeededAndShort(t *testing.T) {
	if CheckName("  ") == nil || CheckName("Scheherazade of the Thousand Nights") == nil || CheckName("Ann") != nil {
		t.Error("names checked wrongly")
	}
}

func TestTheUserIsReadFromTheSessionToken(t *testing.T) {
	claims := base64.RawURLEncoding.EncodeToString([]byte(`{"tid":"t","uid":"7f1c","usn":"xYz","exp":1}`))
	if u, err := tokenUser("e30." + claims + ".sig"); err != nil || u != "7f1c" {
		t.Fatalf("%q %v", u, err)
	}
	if _, err := tokenUser("not-a-token"); err == nil {
		t.Error("a token that is not a JWT was read")
	}
}

// A Table that leaves a seat's name out clears the name the last Table
// gave it: each message decodes into a fresh value.
func TestEachMessageDecodesAfresh(t *testing.T) {
	first := Decode(wire.OpTable, []byte(`{"code":"ABCDEF","players":3,"seats":[{"name":"Ann","taken":true},{"name":"Bob","taken":true},{}]}`))
	second := Decode(wire.OpTable, []byte(`{"code":"ABCDEF","players":3,"seats":[{"name":"Ann","taken":true},{},{}]}`))
	if first.Table == nil || second.Table == nil || second.Table.Seats[1].Name != "" || second.Table.Seats[1].Taken {
		t.Fatalf("%+v then %+v", first.Table, second.Table)
	}
	if m := Decode(wire.OpUpdate, []byte(`{"n":"x"}`)); m.Err == nil || m.Update != nil {
		t.Errorf("a broken update: %+v", m)
	}
	if m := Decode(99, []byte(`{}`)); m.Err == nil {
		t.Error("an unknown opcode was taken")
	}
}

// A screen showing the connection learns of each change from Changed: a
// drop, then the end. Changes not yet taken are one signal, as the
// screen reads the state afresh when it wakes.
func TestEveryChangeOfTheConnectionIsSignalled(t *testing.T) {
	c := &Client{done: make(chan struct{}), changed: make(chan struct{}, 1), waiting: map[string]chan envelope{}}
	signalled := func() bool {
		select {
		case <-c.Changed():
			return true
		default:
			return false
		}
	}
	if signalled() {
		t.Fatal("signalled before anything changed")
	}
	c.lost(nil, errors.New("connection reset"))
	if !signalled() || c.Status().State != Lost || c.Status().Losses != 1 {
		t.Errorf("after a drop: status %+v; want a signal and Lost once", c.Status())
	}
	c.lost(nil, errors.New("connection reset"))
	c.Close()
	if !signalled() || c.Status().State != Closed {
		t.Errorf("after a second drop and Close: status %+v, want a signal and Closed", c.Status())
	}
	if signalled() {
		t.Error("two changes not yet taken gave two signals, want one")
	}
}
