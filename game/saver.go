package game

import (
	"errors"
	"time"

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
	// Append adds to the end of what is saved, which must be there (else
	// an error, and the session writes its game whole instead).
	Append(data []byte) error
	// Remove forgets what is saved.
	Remove() error
	// Keep moves what is saved aside, never deleting it, when the game
	// cannot read it: the name it is kept as, and where that is in the
	// player's words.
	Keep(now time.Time) (kept, where string, err error)
	// Finish keeps a finished game among the recent games, and in the
	// results when people played it; added is false when the recent
	// games hold it already.
	Finish(g *ArchivedGame, people bool) (added bool, err error)
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

func (s StoreSaver) Keep(now time.Time) (string, string, error) {
	kept, err := store.Keep(s.Key, now)
	return kept, store.Where(), err
}

// Finish keeps the game in the store's recent games (archive.go), beside
// the saved game.
func (s StoreSaver) Finish(g *ArchivedGame, people bool) (bool, error) {
	added, err := keepGame(g)
	if added && people {
		addResult(g)
	}
	return added, err
}

// NoSaver keeps nothing and never fails: a game whose saving is not the
// point (a test, a tool).
type NoSaver struct{}

func (NoSaver) Claim() (Claim, error) { return alwaysOwns{}, nil }
func (NoSaver) Load() ([]byte, error) { return nil, store.ErrNotFound }
func (NoSaver) Write([]byte) error    { return nil }
func (NoSaver) Append([]byte) error   { return nil }
func (NoSaver) Remove() error         { return nil }
func (NoSaver) Keep(time.Time) (string, string, error) {
	return "", "", errKeptNothing
}
func (NoSaver) Finish(*ArchivedGame, bool) (bool, error) { return false, nil }

// errKeptNothing: a saver that keeps nothing has nothing to move aside.
var errKeptNothing = errors.New("nothing is saved to keep")

type alwaysOwns struct{}

func (alwaysOwns) Owns() bool { return true }

// autosave is where games are saved: the store's "autosave" record.
var autosave Saver = StoreSaver{Key: autosaveKey}
