//go:build !js

package store

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"aladdin/lang"
)

// Dir is where records live: $ALADDIN_DATA_DIR if set (tests use it),
// else the user's config folder.
func Dir() (string, error) {
	if d := os.Getenv("ALADDIN_DATA_DIR"); d != "" {
		return d, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "aladdins-dragons"), nil
}

func load(key string) ([]byte, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(dir, key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// tempFile is what a save writes through: an *os.File, or in tests a
// stand-in that fails the way a full disk does.
type tempFile interface {
	io.Writer
	Sync() error
	Close() error
	Name() string
}

// createTemp makes the temporary file a save writes first (tests replace
// it to simulate a full disk).
var createTemp = func(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) }

// save writes to a temporary file, flushes it to the disk, and only then
// renames it over the last save, so neither a crash nor a power cut
// mid-write leaves a half-written save in its place. A failure comes back
// as a *WriteError in plain words.
func save(key string, data []byte) error {
	dir, err := Dir()
	if err != nil {
		return describeWrite(dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return describeWrite(dir, err)
	}
	tmp, err := createTemp(dir, key+".tmp*")
	if err != nil {
		return describeWrite(dir, err)
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(dir, key))
	}
	if err != nil {
		os.Remove(tmp.Name())
		return describeWrite(dir, err)
	}
	syncDir(dir)
	return nil
}

// appendTo adds data at the end of the file and flushes it to the disk:
// one small write, where save writes a whole new file and renames it. A
// power cut mid-write can leave a torn tail, which the reader of the
// record must drop; a failure comes back as a *WriteError.
func appendTo(key string, data []byte) error {
	dir, err := Dir()
	if err != nil {
		return describeWrite(dir, err)
	}
	f, err := os.OpenFile(filepath.Join(dir, key), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return describeWrite(dir, err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return describeWrite(dir, err)
	}
	return nil
}

// syncDir flushes the folder's entry for a renamed file, where the system
// allows it (not on Windows, where opening a folder for writing fails):
// without it a power cut could still bring back the old file.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	d.Close()
}

// describeWrite says why a write into dir failed, in plain words.
func describeWrite(dir string, err error) error {
	switch {
	case diskFull(err):
		return &WriteError{Reason: lang.T("the disk is full"), Full: true, Err: err}
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS), errors.Is(err, syscall.ENOTDIR), errors.Is(err, syscall.EISDIR):
		return &WriteError{Reason: lang.T("the folder %s cannot be written to", dir), Err: err}
	}
	return &WriteError{Reason: lang.T("the file could not be written (%s)", err.Error()), Err: err}
}

func remove(key string) error {
	dir, err := Dir()
	if err != nil {
		return err
	}
	err = os.Remove(filepath.Join(dir, key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Where names the folder the records are in, for messages to the player.
func Where() string {
	dir, err := Dir()
	if err != nil {
		return lang.T("the game's data folder")
	}
	return dir
}

func exists(key string) bool {
	dir, err := Dir()
	if err != nil {
		return false
	}
	_, err = os.Stat(filepath.Join(dir, key))
	return err == nil
}

func rename(from, to string) error {
	dir, err := Dir()
	if err != nil {
		return err
	}
	return os.Rename(filepath.Join(dir, from), filepath.Join(dir, to))
}
