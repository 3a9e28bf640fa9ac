package client

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// authenticate signs the device in over HTTP (making its account the
// first time) and sets the account's display name, which the server gives
// the player's seat. It returns the session token and the user's id.
func (c *Client) authenticate(ctx context.Context) (token, user string, err error) {
	var s struct {
		Token string `json:"token"`
	}
	body, _ := json.Marshal(map[string]string{"id": c.profile.Device})
	if err := c.call(ctx, "POST", "/v2/account/authenticate/device?create=true", "", body, &s); err != nil {
		return "", "", fmt.Errorf("cannot sign in to %s: %w", c.httpBase, err)
	}
	user, err = tokenUser(s.Token)
	if err != nil {
		return "", "", err
	}
	if name := strings.TrimSpace(c.profile.Name); name != "" {
		body, _ := json.Marshal(map[string]string{"display_name": name})
		if err := c.call(ctx, "PUT", "/v2/account", s.Token, body, nil); err != nil {
			return "", "", fmt.Errorf("cannot set the name on %s: %w", c.httpBase, err)
		}
	}
	return s.Token, user, nil
}

// call makes one HTTP API call: with the server key when token is empty,
// else as the signed-in user.
func (c *Client) call(ctx context.Context, method, path, token string, body []byte, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.httpBase+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	if token == "" {
		req.SetBasicAuth(c.opt.ServerKey, "")
	} else {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode == http.StatusUnauthorized && token == "" {
		return ErrServerKey
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Message string `json:"message"`
		}
		if json.Unmarshal(data, &e) == nil && e.Message != "" {
			return fmt.Errorf("%s (%s)", e.Message, resp.Status)
		}
		return fmt.Errorf("the server answered %s", resp.Status)
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(data, out)
}

// tokenUser reads the user's id from a session token (a JWT whose claims
// name it "uid"; the client need not check its signature, the server
// does).
func tokenUser(token string) (string, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return "", fmt.Errorf("the server's session token is not a JWT")
	}
	data, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return "", fmt.Errorf("the server's session token: %w", err)
	}
	var claims struct {
		UID string `json:"uid"`
	}
	if err := json.Unmarshal(data, &claims); err != nil || claims.UID == "" {
		return "", fmt.Errorf("the server's session token names no user")
	}
	return claims.UID, nil
}
