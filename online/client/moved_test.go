package client

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"aladdin/online/wire"

	"github.com/coder/websocket"
)

// nakamaStandIn answers what a client says to Nakama over HTTP and the
// socket, just enough for a table's match: sign-in, the find RPC (naming
// the match it is given on matches, one per find), match_join and ping.
// Every match_join's match id is sent on joined; tell sends the client a
// match's message.
type nakamaStandIn struct {
	matches chan string
	joined  chan string
	tell    chan string
}

func (n *nakamaStandIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/v2/account/authenticate/device":
		claims := base64.RawURLEncoding.EncodeToString([]byte(`{"uid":"u1"}`))
		_ = json.NewEncoder(w).Encode(map[string]string{"token": "e30." + claims + ".sig"})
	case r.URL.Path == "/v2/account":
		w.WriteHeader(http.StatusOK)
	case r.URL.Path == "/ws":
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		ctx := r.Context()
		go func() {
			for msg := range n.tell {
				_ = ws.Write(ctx, websocket.MessageText, []byte(msg))
			}
		}()
		for {
			_, data, err := ws.Read(ctx)
			if err != nil {
				return
			}
			var m map[string]json.RawMessage
			if json.Unmarshal(data, &m) != nil {
				return
			}
			var cid string
			_ = json.Unmarshal(m["cid"], &cid)
			answer := map[string]any{"cid": cid}
			switch {
			case m["rpc"] != nil:
				found, _ := json.Marshal(wire.Found{Code: "ABCDEF", MatchID: <-n.matches})
				answer["rpc"] = map[string]string{"payload": string(found)}
			case m["match_join"] != nil:
				var j struct {
					MatchID string `json:"match_id"`
				}
				_ = json.Unmarshal(m["match_join"], &j)
				n.joined <- j.MatchID
				answer["match"] = map[string]string{"match_id": j.MatchID}
			default:
				answer["pong"] = map[string]string{}
			}
			out, _ := json.Marshal(answer)
			if ws.Write(ctx, websocket.MessageText, out) != nil {
				return
			}
		}
	default:
		http.NotFound(w, r)
	}
}

// A match that lost its table to another (two started it again at once
// after a restart) tells its people so; the client finds the table again
// and joins the match that plays it now, on the same connection.
func TestAClientFollowsItsTableToTheMatchThatPlaysItNow(t *testing.T) {
	n := &nakamaStandIn{matches: make(chan string, 2), joined: make(chan string, 2), tell: make(chan string, 1)}
	srv := httptest.NewServer(n)
	defer srv.Close()
	defer close(n.tell)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := Connect(ctx, Profile{Server: srv.URL, Name: "Ann", Device: "device-of-ann"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	n.matches <- "first.node"
	if _, err := c.Join(ctx, "ABCDEF", false); err != nil {
		t.Fatal(err)
	}
	if got := <-n.joined; got != "first.node" {
		t.Fatalf("joined %q", got)
	}
	n.matches <- "second.node"
	n.tell <- fmt.Sprintf(`{"match_data":{"match_id":"first.node","op_code":"%d"}}`, wire.OpMoved)
	select {
	case got := <-n.joined:
		if got != "second.node" {
			t.Fatalf("followed the table to %q, want second.node", got)
		}
	case <-ctx.Done():
		t.Fatal("the client never followed its table to the match that plays it now")
	}
	c.mu.Lock()
	m := c.match
	c.mu.Unlock()
	if m == nil || m.ID() != "second.node" {
		t.Errorf("the client's match is %v", m)
	}
}
