// Package store keeps small named records (the autosave, settings) between
// runs: files in the user's config folder on desktop, localStorage in the
// browser. Both hold the same bytes.
package store

import (
	"errors"
	"regexp"
	"strconv"
	"time"
)

// ErrNotFound means nothing is stored under the key.
var ErrNotFound = errors.New("nothing saved yet")

var validKey = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)

func checkKey(key string) error {
	if !validKey.MatchString(key) {
		return errors.New("store: bad key " + key)
	}
	return nil
}

// Load returns the bytes stored under key, or ErrNotFound.
func Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	return load(key)
}

// Save stores data under key, replacing what was there.
func Save(key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	return save(key, data)
}

// Append adds data to the end of what is stored under key, which must
// exist (else an error, and the caller writes it whole). The browser,
// whose storage keeps each value whole, keeps what is appended in parts
// of its own (parts.go), so an append never writes the whole record
// again there either.
func Append(key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	return appendTo(key, data)
}

// Remove deletes the key; removing a missing key is not an error.
func Remove(key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	return remove(key)
}

// Keep moves what is stored under key aside to a new key named after it
// and the time, "autosave.damaged-20261121-044500", so a record the game
// cannot read is never destroyed: the next save under key does not touch
// it. It returns the new key.
func Keep(key string, now time.Time) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	base := key + ".damaged-" + now.Format("20060102-150405")
	kept := base
	for n := 2; exists(kept); n++ {
		kept = base + "-" + strconv.Itoa(n)
	}
	if err := checkKey(kept); err != nil {
		return "", err
	}
	return kept, rename(key, kept)
}

// Claim makes this window the one that saves the game in play, unless
// another live window is (ErrElsewhere). A claim left by a window that
// has closed or crashed is taken without asking.
func Claim() (*Owner, error) { return claim(false) }

// TakeOver makes this window the one that saves the game in play, taking
// it from any other: that window's claim stops holding (Owner.Owns), so
// it stops writing.
func TakeOver() (*Owner, error) { return claim(true) }

// OpenElsewhere reports whether another live window holds the claim.
func OpenElsewhere() bool { return openElsewhere() }
