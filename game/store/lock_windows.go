//go:build windows

package store

import (
	"errors"
	"os"
	"syscall"
	"unsafe"
)

var (
	kernel32       = syscall.NewLazyDLL("kernel32.dll")
	procLockFileEx = kernel32.NewProc("LockFileEx")
	procUnlockFile = kernel32.NewProc("UnlockFileEx")
)

const (
	lockfileFailImmediately = 0x1
	lockfileExclusiveLock   = 0x2
	errorLockViolation      = syscall.Errno(33)
	errorHandleDiskFull     = syscall.Errno(39)
	errorDiskFull           = syscall.Errno(112)
)

// tryLock takes an exclusive lock on f's first byte without waiting:
// false when another process holds it. Windows drops the lock when its
// holder ends.
func tryLock(f *os.File) (bool, error) {
	var ol syscall.Overlapped
	r, _, err := procLockFileEx.Call(f.Fd(), lockfileExclusiveLock|lockfileFailImmediately, 0, 1, 0, uintptr(unsafe.Pointer(&ol)))
	if r != 0 {
		return true, nil
	}
	if errors.Is(err, errorLockViolation) {
		return false, nil
	}
	return false, err
}

func unlock(f *os.File) {
	var ol syscall.Overlapped
	_, _, _ = procUnlockFile.Call(f.Fd(), 0, 1, 0, uintptr(unsafe.Pointer(&ol)))
}

// diskFull reports a write refused for want of space.
func diskFull(err error) bool {
	return errors.Is(err, errorDiskFull) || errors.Is(err, errorHandleDiskFull) || errors.Is(err, syscall.ENOSPC)
}
