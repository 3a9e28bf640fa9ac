package store

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// values is a storage of whole values in memory, like the browser's: it
// holds at most quota bytes (keys and values) and remembers the longest
// value it was asked to write.
type values struct {
	m       map[string]string
	quota   int
	longest int
}

func newValues(quota int) *values { return &values{m: map[string]string{}, quota: quota} }

func (v *values) get(key string) (string, bool, error) { s, ok := v.m[key]; return s, ok, nil }
func (v *values) del(key string) error                 { delete(v.m, key); return nil }
func (v *values) set(key, value string) error {
	used := len(key) + len(value)
	for k, s := range v.m {
		if k != key {
			used += len(k) + len(s)
		}
	}
	if used > v.quota {
		return &WriteError{Reason: "the storage is full", Full: true}
	}
	v.m[key], v.longest = value, max(v.longest, len(value))
	return nil
}

// movesLine is an appended line of the autosave's journal, about as long
// as one.
func movesLine(i int) string {
	return fmt.Sprintf(`{"moves":["P%d:3:12"],"hash":"%016x","unseen":0}`+"\n", i%5, i*7919)
}

// TestAMoveSavedInTheBrowserWritesAPartNotTheGame: a game saved whole and
// then 300 moves appended one by one; no write is ever longer than a part,
// the record reads back whole, and it is kept in a handful of values.
func TestAMoveSavedInTheBrowserWritesAPartNotTheGame(t *testing.T) {
	s := newValues(1 << 20)
	head := strings.Repeat("g", 3000) + "\n"
	if err := saveParts(s, "autosave", []byte(head)); err != nil {
		t.Fatal(err)
	}
	want := head
	s.longest = 0
	for i := range 300 {
		if err := appendParts(s, "autosave", []byte(movesLine(i))); err != nil {
			t.Fatal(err)
		}
		want += movesLine(i)
	}
	if s.longest > partSize {
		t.Errorf("an append wrote a value of %d bytes, more than a part (%d)", s.longest, partSize)
	}
	if got, err := loadParts(s, "autosave"); err != nil || string(got) != want {
		t.Fatalf("the record read back is %d bytes (%v), want the %d written", len(got), err, len(want))
	}
	if parts := len(s.m) - 1; parts > 1+(len(want)-len(head))/(partSize-len(movesLine(0))) {
		t.Errorf("300 moves are kept in %d parts", parts)
	}
}

// TestASaveWrittenWholeDropsTheOldParts: once the game is written whole
// again (resumed, a move taken back), the parts appended before are gone.
func TestASaveWrittenWholeDropsTheOldParts(t *testing.T) {
	s := newValues(1 << 20)
	_ = saveParts(s, "autosave", []byte("first\n"))
	for i := range 100 {
		_ = appendParts(s, "autosave", []byte(movesLine(i)))
	}
	if err := saveParts(s, "autosave", []byte("second\n")); err != nil {
		t.Fatal(err)
	}
	if got, _ := loadParts(s, "autosave"); string(got) != "second\n" || len(s.m) != 1 {
		t.Errorf("after a whole save the record is %q in %d values", got, len(s.m))
	}
}

// TestAFullBrowserStorageLosesNoMove: when the storage is full the
// append and the whole save are refused as a full storage, and the
// record stays as it was, every move saved before still there.
func TestAFullBrowserStorageLosesNoMove(t *testing.T) {
	s := newValues(6000)
	_ = saveParts(s, "autosave", []byte(strings.Repeat("g", 1000)+"\n"))
	var err error
	for i := 0; err == nil; i++ {
		err = appendParts(s, "autosave", []byte(movesLine(i)))
	}
	if !IsFull(err) {
		t.Fatalf("the append was refused with %v, want a full storage", err)
	}
	before, _ := loadParts(s, "autosave")
	if err := saveParts(s, "autosave", append(before, movesLine(0)...)); !IsFull(err) {
		t.Fatalf("the whole save was refused with %v, want a full storage", err)
	}
	if after, _ := loadParts(s, "autosave"); string(after) != string(before) {
		t.Errorf("the refused writes changed the record: %d bytes, were %d", len(after), len(before))
	}
}

// TestNothingIsAppendedToNothing: with no game saved, an append is
// refused, so the session writes the game whole instead.
func TestNothingIsAppendedToNothing(t *testing.T) {
	s := newValues(1 << 20)
	if err := appendParts(s, "autosave", []byte(movesLine(1))); !errors.Is(err, ErrNotFound) {
		t.Fatalf("an append to nothing: %v, want ErrNotFound", err)
	}
	if len(s.m) != 0 {
		t.Errorf("the refused append left %d values", len(s.m))
	}
}

// TestARecordMovedAsideIsOneValue: a damaged save moved aside keeps every
// byte it had, as one value, and leaves nothing under its old key.
func TestARecordMovedAsideIsOneValue(t *testing.T) {
	s := newValues(1 << 20)
	_ = saveParts(s, "autosave", []byte("damaged\n"))
	for i := range 80 {
		_ = appendParts(s, "autosave", []byte(movesLine(i)))
	}
	want, _ := loadParts(s, "autosave")
	if err := renameParts(s, "autosave", "autosave.damaged-1"); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := s.get("autosave.damaged-1"); got != string(want) || len(s.m) != 1 {
		t.Errorf("kept %d bytes in %d values, want the %d bytes in one", len(got), len(s.m), len(want))
	}
	if _, err := loadParts(s, "autosave"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the old key still reads: %v", err)
	}
}
