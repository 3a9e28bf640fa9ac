package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestSaveLoadRemove(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	if _, err := Load("autosave.json"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("empty store: got %v, want ErrNotFound", err)
	}
	if err := Save("autosave.json", []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := Save("autosave.json", []byte("second")); err != nil {
		t.Fatal(err)
	}
	if b, err := Load("autosave.json"); err != nil || string(b) != "second" {
		t.Fatalf("got %q, %v; want the latest save", b, err)
	}
	if err := Remove("autosave.json"); err != nil {
		t.Fatal(err)
	}
	if err := Remove("autosave.json"); err != nil {
		t.Fatalf("removing twice: %v", err)
	}
	if _, err := Load("../etc/passwd"); err == nil {
		t.Fatal("a key with a path in it must be refused")
	}
}

// TestKeepMovesAside: a record kept aside is renamed beside the others,
// keeps its bytes, frees its key, and never overwrites an earlier one kept
// in the same second.
func TestKeepMovesAside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	now := time.Date(2026, 11, 21, 4, 45, 0, 0, time.UTC)
	if _, err := Keep("autosave", now); err == nil {
		t.Fatal("keeping a missing record must fail")
	}
	var kept []string
	for _, data := range []string{"{broken", "{broken again"} {
		if err := Save("autosave", []byte(data)); err != nil {
			t.Fatal(err)
		}
		k, err := Keep("autosave", now)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Load("autosave"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("after Keep the key still holds a record: %v", err)
		}
		if b, err := os.ReadFile(filepath.Join(dir, k)); err != nil || string(b) != data {
			t.Fatalf("kept %s: %q, %v; want %q", k, b, err, data)
		}
		kept = append(kept, k)
	}
	if kept[0] != "autosave.damaged-20261121-044500" || kept[1] != "autosave.damaged-20261121-044500-2" {
		t.Fatalf("kept as %v", kept)
	}
	if Where() != dir {
		t.Fatalf("Where() = %q, want %q", Where(), dir)
	}
}

// TestAppendAddsToTheEnd: an append adds its bytes after what is stored,
// and never creates a record that is not there (the caller writes it
// whole first).
func TestAppendAddsToTheEnd(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	if err := Append("journal", []byte("lost")); err == nil {
		t.Fatal("an append to no record succeeded")
	}
	if _, err := Load("journal"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the failed append left a record behind: %v", err)
	}
	if err := Save("journal", []byte("head\n")); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"one\n", "two\n"} {
		if err := Append("journal", []byte(line)); err != nil {
			t.Fatal(err)
		}
	}
	if b, err := Load("journal"); err != nil || string(b) != "head\none\ntwo\n" {
		t.Fatalf("got %q, %v", b, err)
	}
}
