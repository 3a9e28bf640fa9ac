package store

import (
	"errors"

	"aladdin/lang"
)

// WriteError is a record that could not be written, with the reason in
// words a player can act on. Full means the space ran out (a full disk, a
// browser's storage quota), so freeing space helps.
type WriteError struct {
	Reason string
	Full   bool
	Err    error
}

func (e *WriteError) Error() string { return e.Reason }

func (e *WriteError) Unwrap() error { return e.Err }

// ErrElsewhere means another window of the game (a second browser tab, a
// second copy of the desktop game on the same data folder) is the one
// that saves the game in play: this one must not write over it.
var ErrElsewhere error = elsewhere{}

type elsewhere struct{}

func (elsewhere) Error() string { return lang.T("the game is open in another window") }

// DescribeWrite says in plain words why a write into dir failed (a
// *WriteError), for a file the game writes itself (an exported game).
func DescribeWrite(dir string, err error) error {
	var w *WriteError
	if errors.As(err, &w) {
		return w
	}
	return describeWrite(dir, err)
}

// IsFull reports whether err is a write that failed for want of space.
func IsFull(err error) bool {
	var w *WriteError
	return errors.As(err, &w) && w.Full
}
