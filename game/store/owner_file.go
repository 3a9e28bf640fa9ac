//go:build !js

package store

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// One live game per data folder. The folder's owner record (live.owner)
// names the generation of the claim and the lock file of the process that
// holds it. Every running copy that has claimed the game keeps its own
// lock file (live-<pid>-<time>.lock) open under an operating-system lock,
// which the system drops when the process ends, however it ends: a holder
// whose lock can be taken is gone, and its claim is stale.

const ownerRecordKey = "live.owner"

// ownerRecord is the owner record's content.
type ownerRecord struct {
	Generation uint64 `json:"generation"`
	Holder     string `json:"holder"`
	PID        int    `json:"pid"`
}

// Owner is this process's claim on the folder's live game. Taking over
// from another copy bumps the generation; a claim whose generation is no
// longer the folder's has been taken over, and its owner stops writing.
type Owner struct {
	dir    string
	gen    uint64
	holder string
}

// held is this process's own lock file per folder, created at its first
// claim there and kept open (locked) until the process ends.
var held = struct {
	sync.Mutex
	files map[string]*os.File
}{files: map[string]*os.File{}}

// claim makes this process the folder's owner: when steal is false only
// if no other live process is.
func claim(steal bool) (*Owner, error) {
	dir, err := Dir()
	if err != nil {
		return nil, describeWrite(dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, describeWrite(dir, err)
	}
	mine, err := ownLock(dir)
	if err != nil {
		return nil, describeWrite(dir, err)
	}
	rec, _ := readOwner(dir)
	if rec.Holder != "" && rec.Holder != mine && holderAlive(dir, rec.Holder) {
		if !steal {
			return nil, ErrElsewhere
		}
	}
	clearStaleLocks(dir, mine)
	next := ownerRecord{Generation: rec.Generation + 1, Holder: mine, PID: os.Getpid()}
	data, err := json.Marshal(next)
	if err != nil {
		return nil, err
	}
	if err := save(ownerRecordKey, data); err != nil {
		return nil, err
	}
	// Two copies claiming at the same moment: the last write wins, and
	// the other finds out here.
	if back, _ := readOwner(dir); back != next {
		return nil, ErrElsewhere
	}
	return &Owner{dir: dir, gen: next.Generation, holder: mine}, nil
}

// Owns reports whether the claim still holds: no other copy has taken
// the game over since. A record that cannot be read (gone, or the folder
// unreadable) takes nothing from the owner: no other copy claimed it.
func (o *Owner) Owns() bool {
	rec, err := readOwner(o.dir)
	if err != nil {
		return true
	}
	return rec.Generation == o.gen && rec.Holder == o.holder
}

// Release gives the claim up, if it still holds, so another copy may
// take the game without asking.
func (o *Owner) Release() {
	if o.Owns() {
		_ = os.Remove(filepath.Join(o.dir, ownerRecordKey))
	}
}

// openElsewhere reports whether another live process owns the game.
func openElsewhere() bool {
	dir, err := Dir()
	if err != nil {
		return false
	}
	rec, err := readOwner(dir)
	if err != nil || rec.Holder == "" {
		return false
	}
	held.Lock()
	f := held.files[dir]
	held.Unlock()
	if f != nil && filepath.Base(f.Name()) == rec.Holder {
		return false
	}
	return holderAlive(dir, rec.Holder)
}

func readOwner(dir string) (ownerRecord, error) {
	var rec ownerRecord
	data, err := os.ReadFile(filepath.Join(dir, ownerRecordKey))
	if err != nil {
		return rec, err
	}
	if err := json.Unmarshal(data, &rec); err != nil {
		// A damaged record names no live holder: the next claim rewrites it.
		return ownerRecord{}, nil
	}
	return rec, nil
}

// ownLock returns the name of this process's lock file in dir, creating
// and locking it on the first call.
func ownLock(dir string) (string, error) {
	held.Lock()
	defer held.Unlock()
	if f := held.files[dir]; f != nil {
		return filepath.Base(f.Name()), nil
	}
	for d, f := range held.files {
		if _, err := os.Stat(d); err != nil {
			f.Close() // a folder gone (a test's): its lock is kept open no longer
			delete(held.files, d)
		}
	}
	name := "live-" + strconv.Itoa(os.Getpid()) + "-" + strconv.FormatInt(time.Now().UnixNano(), 36) + ".lock"
	f, err := os.OpenFile(filepath.Join(dir, name), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return "", err
	}
	locked, err := tryLock(f)
	if err != nil || !locked {
		f.Close()
		os.Remove(f.Name())
		if err == nil {
			err = errors.New("a new lock file was locked by another process")
		}
		return "", err
	}
	held.files[dir] = f
	return name, nil
}

// holderAlive reports whether the process that holds the named lock file
// still runs: it does while the file's lock cannot be taken.
func holderAlive(dir, name string) bool {
	if strings.ContainsAny(name, `/\`) {
		return false // not a name this game writes
	}
	f, err := os.OpenFile(filepath.Join(dir, name), os.O_RDWR, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return false
	}
	if err != nil {
		return true // cannot tell: never take a game that may be in play
	}
	defer f.Close()
	locked, err := tryLock(f)
	if err != nil {
		return true
	}
	if locked {
		unlock(f)
		return false
	}
	return true
}

// staleAfter keeps a just-created lock file (created, not yet locked by
// its process) from being taken for a dead one.
const staleAfter = time.Minute

// clearStaleLocks removes the lock files of copies that have ended.
func clearStaleLocks(dir, mine string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		n := e.Name()
		if n == mine || !strings.HasPrefix(n, "live-") || !strings.HasSuffix(n, ".lock") {
			continue
		}
		if fi, err := e.Info(); err != nil || time.Since(fi.ModTime()) < staleAfter {
			continue
		}
		if !holderAlive(dir, n) {
			_ = os.Remove(filepath.Join(dir, n))
		}
	}
}
