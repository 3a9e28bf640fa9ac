//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSaveIntoAFileNotAFolder: a data folder that cannot be written to
// (here a path that is a regular file, which stops writes even for root,
// unlike chmod) fails in plain words naming the folder, and not as a full
// disk.
func TestSaveIntoAFileNotAFolder(t *testing.T) {
	notADir := filepath.Join(t.TempDir(), "data")
	if err := os.WriteFile(notADir, []byte("a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ALADDIN_DATA_DIR", notADir)
	err := Save("autosave", []byte("{}"))
	var w *WriteError
	if !errors.As(err, &w) {
		t.Fatalf("got %v (%T), want a *WriteError", err, err)
	}
	if w.Full || !strings.Contains(w.Reason, "cannot be written to") || !strings.Contains(w.Reason, notADir) {
		t.Fatalf("reason %q (full %v): want the folder named as not writable", w.Reason, w.Full)
	}
}

// fullDisk is a temporary file on a disk with no space left: every write
// fails as the system reports it.
type fullDisk struct {
	*os.File
	synced bool
}

func (f *fullDisk) Write([]byte) (int, error) {
	return 0, &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
}

func (f *fullDisk) Sync() error { f.synced = true; return f.File.Sync() }

// TestSaveOnAFullDisk: a save on a full disk says so, keeps the last save
// whole, and leaves no temporary file behind.
func TestSaveOnAFullDisk(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	if err := Save("autosave", []byte("move 1")); err != nil {
		t.Fatal(err)
	}
	real := createTemp
	defer func() { createTemp = real }()
	createTemp = func(dir, pattern string) (tempFile, error) {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		return &fullDisk{File: f}, nil
	}
	err := Save("autosave", []byte("move 2"))
	if !IsFull(err) || err.Error() != "the disk is full" {
		t.Fatalf("got %v, want the disk said to be full", err)
	}
	if b, err := Load("autosave"); err != nil || string(b) != "move 1" {
		t.Fatalf("the last save is %q, %v; want it untouched", b, err)
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
	createTemp = real
	if err := Save("autosave", []byte("move 2")); err != nil {
		t.Fatalf("with space again the save fails: %v", err)
	}
}

// syncSpy records whether the data reached the disk before the rename.
type syncSpy struct {
	*os.File
	dir         string
	syncedFirst *bool
}

func (f *syncSpy) Sync() error {
	b, _ := os.ReadFile(filepath.Join(f.dir, "autosave"))
	*f.syncedFirst = string(b) == "old"
	return f.File.Sync()
}

// TestSaveFlushesBeforeReplacing: the new save is flushed to the disk
// while the old one is still in place, so a power cut keeps one whole.
func TestSaveFlushesBeforeReplacing(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	if err := Save("autosave", []byte("old")); err != nil {
		t.Fatal(err)
	}
	real := createTemp
	defer func() { createTemp = real }()
	var syncedFirst bool
	createTemp = func(dir, pattern string) (tempFile, error) {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		return &syncSpy{File: f, dir: dir, syncedFirst: &syncedFirst}, nil
	}
	if err := Save("autosave", []byte("new")); err != nil {
		t.Fatal(err)
	}
	if !syncedFirst {
		t.Fatal("the new save was not flushed before it replaced the old one")
	}
	if b, _ := Load("autosave"); string(b) != "new" {
		t.Fatalf("got %q after the save", b)
	}
}
