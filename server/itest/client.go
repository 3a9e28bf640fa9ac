package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"

	"github.com/gorilla/websocket"
)

// A Nakama client over the real protocol: device authentication over
// HTTP, then the real-time socket with JSON envelopes (/ws?format=json,
// the token in the query string, as a browser must send it).

// session is a user's authenticated session.
type session struct {
	Token  string `json:"token"`
	UserID string
}

// authenticate signs a device in (creating its account) with the server
// key, as a client does.
func authenticate(base, device, username string) (session, error) {
	body, _ := json.Marshal(map[string]string{"id": device})
	u := base + "/v2/account/authenticate/device?create=true&username=" + url.QueryEscape(username)
	req, err := http.NewRequest("POST", u, bytes.NewReader(body))
	if err != nil {
		return session{}, err
	}
	req.SetBasicAuth("defaultkey", "")
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return session{}, err
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return session{}, fmt.Errorf("authenticate %s: %s: %s", username, resp.Status, data)
	}
	var s session
	if err := json.Unmarshal(data, &s); err != nil {
		return session{}, err
	}
	return s, nil
}

// envelope is one real-time message, its payload kept raw.
type envelope map[string]json.RawMessage

// conn is a real-time socket.
type conn struct {
	ws      *websocket.Conn
	mu      sync.Mutex
	cid     int
	in      chan envelope
	closed  chan struct{}
	err     error
	pending []envelope // match data read while waiting for an answer
	sent    int        // bytes of match data sent and received
	recv    int
}

func dial(wsBase, token string) (*conn, error) {
	ws, _, err := websocket.DefaultDialer.Dial(wsBase+"/ws?lang=en&status=false&format=json&token="+url.QueryEscape(token), nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(64 << 20)
	c := &conn{ws: ws, in: make(chan envelope, 4096), closed: make(chan struct{})}
	go c.read()
	return c, nil
}

func (c *conn) read() {
	defer close(c.closed)
	for {
		_, data, err := c.ws.ReadMessage()
		if err != nil {
			c.err = err
			return
		}
		c.recv += len(data)
		var e envelope
		if err := json.Unmarshal(data, &e); err != nil {
			c.err = fmt.Errorf("an envelope that is not JSON: %w", err)
			return
		}
		c.in <- e
	}
}

func (c *conn) write(v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sent += len(data)
	return c.ws.WriteMessage(websocket.TextMessage, data)
}

// request sends an envelope with a new cid and waits for its answer.
func (c *conn) request(key string, body any) (json.RawMessage, error) {
	c.cid++
	cid := strconv.Itoa(c.cid)
	if err := c.write(map[string]any{"cid": cid, key: body}); err != nil {
		return nil, err
	}
	timeout := time.After(20 * time.Second)
	for {
		select {
		case e := <-c.in:
			var got string
			if json.Unmarshal(e["cid"], &got) != nil || got != cid {
				c.pending = append(c.pending, e)
				continue
			}
			if msg, ok := e["error"]; ok {
				return nil, fmt.Errorf("%s: %s", key, msg)
			}
			for k, v := range e {
				if k != "cid" {
					return v, nil
				}
			}
			return nil, nil
		case <-c.closed:
			return nil, fmt.Errorf("%s: the socket closed: %v", key, c.err)
		case <-timeout:
			return nil, fmt.Errorf("%s: no answer", key)
		}
	}
}

// rpc calls a server function over the socket.
func (c *conn) rpc(id string, payload any) (string, error) {
	body, _ := json.Marshal(payload)
	out, err := c.request("rpc", map[string]string{"id": id, "payload": string(body)})
	if err != nil {
		return "", err
	}
	var r struct {
		Payload string `json:"payload"`
	}
	err = json.Unmarshal(out, &r)
	return r.Payload, err
}

// join joins a match.
func (c *conn) join(matchID string, meta map[string]string) error {
	_, err := c.request("match_join", map[string]any{"match_id": matchID, "metadata": meta})
	return err
}

// sendData sends a match message.
func (c *conn) sendData(matchID string, op int64, data []byte) error {
	return c.write(map[string]any{"match_data_send": map[string]any{
		"match_id": matchID, "op_code": strconv.FormatInt(op, 10), "data": base64.StdEncoding.EncodeToString(data), "reliable": true}})
}

// matchData is a match message received.
type matchData struct {
	op   int64
	data []byte
}

// next returns the next match message, waiting up to d; ok is false on a
// timeout, err set when the socket closed.
func (c *conn) next(d time.Duration) (matchData, bool, error) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		var e envelope
		if len(c.pending) > 0 {
			e, c.pending = c.pending[0], c.pending[1:]
		} else {
			select {
			case e = <-c.in:
			case <-c.closed:
				if len(c.in) > 0 {
					continue
				}
				return matchData{}, false, errors.Join(errors.New("the socket closed"), c.err)
			case <-timer.C:
				return matchData{}, false, nil
			}
		}
		raw, ok := e["match_data"]
		if !ok {
			continue // presence events, notifications
		}
		var md struct {
			OpCode json.Number `json:"op_code"`
			Data   []byte      `json:"data"`
		}
		if err := json.Unmarshal(raw, &md); err != nil {
			return matchData{}, false, err
		}
		op, err := md.OpCode.Int64()
		if err != nil {
			return matchData{}, false, err
		}
		return matchData{op: op, data: md.Data}, true, nil
	}
}

func (c *conn) close() {
	_ = c.ws.Close()
	<-c.closed
}
