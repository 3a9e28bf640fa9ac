//go:build !js

package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
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

// save writes to a temporary file and renames it, so a crash mid-write
// never leaves a half-written save.
func save(key string, data []byte) error {
	dir, err := Dir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, key+".tmp*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(dir, key))
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
		return "the game's data folder"
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
