package store

import (
	"errors"
	"testing"
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
