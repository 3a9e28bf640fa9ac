package game

import (
	"aladdin/game/store"
)

// Saver keeps the game in play between runs: a file on the desktop, the
// browser's storage, or nothing at all (tests). The session writes its
// game whole when it starts (or resumes, or takes a move back) and then
// appends each move to it, so a save costs the same at move 200 as at
// move 2 (autosave.go).
type Saver interface {
	// Claim makes this window the one that writes the game in play, or
	// says why not (store.ErrElsewhere: another window is).
	Claim() (Claim, error)
	// Load returns what is saved; store.ErrNotFound when nothing is.
	Load() ([]byte, error)
	// Write replaces what is saved.
	Write(data []byte) error
	// Append adds to the end of what is saved; store.ErrNoAppend where
	// saves are only ever written whole.
	Append(data []byte) error
	// Remove forgets what is saved.
	Remove() error
}

// Claim is a window's right to write the game in play; Owns turns false
// once another window takes the game over.
type Claim interface{ Owns() bool }

// StoreSaver keeps the game under a key of the store: a file in the data
// folder on the desktop, localStorage in the browser. Its claim is the
// window's (live.go).
type StoreSaver struct{ Key string }

func (s StoreSaver) Claim() (Claim, error) {
	if err := ClaimLiveGame(); err != nil {
		return nil, err
	}
	return live.owner, nil
}

func (s StoreSaver) Load() ([]byte, error)    { return store.Load(s.Key) }
func (s StoreSaver) Write(data []byte) error  { return store.Save(s.Key, data) }
func (s StoreSaver) Append(data []byte) error { return store.Append(s.Key, data) }
func (s StoreSaver) Remove() error            { return store.Remove(s.Key) }

// NoSaver keeps nothing and never fails: a game whose saving is not the
// point (a test, a tool).
type NoSaver struct{}

func (NoSaver) Claim() (Claim, error) { return alwaysOwns{}, nil }
func (NoSaver) Load() ([]byte, error) { return nil, store.ErrNotFound }
func (NoSaver) Write([]byte) error    { return nil }
func (NoSaver) Append([]byte) error   { return nil }
func (NoSaver) Remove() error         { return nil }

type alwaysOwns struct{}

func (alwaysOwns) Owns() bool { return true }

// autosave is where games are saved: the store's "autosave" record.
var autosave Saver = StoreSaver{Key: autosaveKey}
