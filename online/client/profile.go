package client

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"aladdin/game/store"
)

// DefaultServer is the server a new profile plays on: one started on this
// machine (docs/ONLINE.md).
const DefaultServer = "http://127.0.0.1:7350"

// profileKey is the game's data store record of the profile.
const profileKey = "online-profile"

// Profile is who the player is online and where they play, kept in the
// game's data store between runs.
type Profile struct {
	// Server is the server's address: "host:port" or an http(s) URL.
	Server string `json:"server"`
	// Name is the display name the other players see.
	Name string `json:"name"`
	// Device is this installation's id: the player's account on every
	// server, made once and kept (device authentication: nothing to sign
	// up for).
	Device string `json:"device"`
}

// LoadProfile reads the profile, making and saving a device id the first
// time; a new profile plays on DefaultServer.
func LoadProfile() (Profile, error) {
	var p Profile
	data, err := store.Load(profileKey)
	switch {
	case errors.Is(err, store.ErrNotFound):
	case err != nil:
		return p, err
	default:
		if err := json.Unmarshal(data, &p); err != nil {
			return Profile{}, fmt.Errorf("the online profile is unreadable: %w", err)
		}
	}
	if p.Server == "" {
		p.Server = DefaultServer
	}
	if p.Device == "" {
		p.Device = NewDevice()
		if err := SaveProfile(p); err != nil {
			return p, err
		}
	}
	return p, nil
}

// SaveProfile keeps the profile (a changed name or server).
func SaveProfile(p Profile) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return store.Save(profileKey, data)
}

// NewDevice is a new random device id (32 hex digits; the server wants
// 10 to 128 characters).
func NewDevice() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on a working system
	}
	return hex.EncodeToString(b[:])
}

// MaxName is the longest display name, in bytes (the game's seat names).
const MaxName = 24

// The display name's faults, which the screens word in their language.
var (
	ErrNoName   = errors.New("a name the other players will see is needed")
	ErrLongName = fmt.Errorf("a name has at most %d letters", MaxName)
)

// CheckName says what is wrong with a display name: ErrNoName,
// ErrLongName or nil.
func CheckName(name string) error {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return ErrNoName
	case len(name) > MaxName:
		return ErrLongName
	}
	return nil
}

// AddressError is a server address that cannot be one, as the player
// wrote it: unreadable, or (Scheme) of another protocol than http(s).
type AddressError struct {
	Server string
	Scheme bool
}

func (e *AddressError) Error() string {
	if e.Scheme {
		return fmt.Sprintf("%q: a server address starts with http:// or https://", e.Server)
	}
	return fmt.Sprintf("%q is not a server address (want host:port or http(s)://host:port, with the server's key before an @ if it has its own)", e.Server)
}

// address is a server address as the player writes it: the server's
// HTTP and WebSocket base URLs, and the server's key when one is written
// before the host ("key@host:port", "https://key@host").
type address struct {
	http, ws, key string
}

// parseAddress reads an address written "host:port", "http://host:port"
// or "https://host" (TLS in front: the socket is then wss), each with an
// optional "key@" before the host.
func parseAddress(server string) (address, error) {
	s := strings.TrimSpace(server)
	if s == "" {
		return address{}, &AddressError{Server: server}
	}
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return address{}, &AddressError{Server: server}
	}
	var ws string
	switch u.Scheme {
	case "http":
		ws = "ws"
	case "https":
		ws = "wss"
	default:
		return address{}, &AddressError{Server: server, Scheme: true}
	}
	path := strings.TrimSuffix(u.Path, "/")
	a := address{http: u.Scheme + "://" + u.Host + path, ws: ws + "://" + u.Host + path}
	if u.User != nil {
		a.key = u.User.Username()
	}
	return a, nil
}
