//go:build !js && !windows && !linux && !darwin && !freebsd && !openbsd && !netbsd && !dragonfly

package store

import (
	"errors"
	"os"
	"syscall"
)

// tryLock: this system offers the game no file lock, so every holder
// looks gone and a second copy takes the game without asking. The first
// still stops writing at its next save (the owner record's generation).
func tryLock(*os.File) (bool, error) { return true, nil }

func unlock(*os.File) {}

func diskFull(err error) bool { return errors.Is(err, syscall.ENOSPC) }
