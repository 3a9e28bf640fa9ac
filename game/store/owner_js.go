//go:build js

package store

import (
	"strconv"
	"sync/atomic"
	"syscall/js"
)

// One live game per browser profile: a Web Lock (navigator.locks) held by
// the tab that plays. The browser drops it when the tab closes, reloads or
// crashes, so a stale claim never blocks. Taking over requests the lock
// with steal, which makes the other tab's request fail (its claim stops
// holding at once); the generation kept in localStorage tells the old tab
// even before that news reaches it.

const (
	liveLockName = "aladdins-dragons-live"
	ownerGenKey  = "live.owner"
)

// Owner is this tab's claim on the live game.
type Owner struct {
	gen     uint64
	lost    atomic.Bool
	release js.Value // resolves the promise that keeps the lock held
}

func locksAPI() js.Value {
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return js.Undefined()
	}
	return nav.Get("locks")
}

func storedGen() uint64 {
	b, err := load(ownerGenKey)
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseUint(string(b), 10, 64)
	return n
}

// claim requests the lock (ifAvailable, or steal) and waits for the
// browser's answer; the game's loop runs in a goroutine, so waiting lets
// the page's event loop turn.
func claim(steal bool) (*Owner, error) {
	askPersistent()
	o := &Owner{}
	locks := locksAPI()
	if locks.Type() == js.TypeObject {
		got := make(chan bool, 1)
		var granted js.Func
		granted = js.FuncOf(func(_ js.Value, args []js.Value) any {
			granted.Release()
			if len(args) == 0 || args[0].IsNull() {
				got <- false
				return nil
			}
			var hold js.Func
			hold = js.FuncOf(func(_ js.Value, args []js.Value) any {
				hold.Release()
				o.release = args[0]
				return nil
			})
			held := js.Global().Get("Promise").New(hold)
			got <- true
			return held
		})
		opts := map[string]any{"ifAvailable": true}
		if steal {
			opts = map[string]any{"steal": true}
		}
		var lost js.Func
		lost = js.FuncOf(func(js.Value, []js.Value) any {
			lost.Release()
			o.lost.Store(true) // another tab stole the lock
			return nil
		})
		locks.Call("request", liveLockName, opts, granted).Call("catch", lost)
		if !<-got {
			return nil, ErrElsewhere
		}
	}
	o.gen = storedGen() + 1
	if save(ownerGenKey, []byte(strconv.FormatUint(o.gen, 10))) != nil {
		// A full storage: the lock alone says who owns the game, and the
		// generation on record stays the one to compare with.
		o.gen = storedGen()
	}
	return o, nil
}

// Owns reports whether no other tab has taken the game over since.
func (o *Owner) Owns() bool {
	if o.lost.Load() {
		return false
	}
	if g := storedGen(); g != 0 && g != o.gen {
		return false
	}
	return true
}

// Release lets the lock go, so another tab may take the game without
// asking.
func (o *Owner) Release() {
	if o.release.Type() == js.TypeFunction {
		o.release.Invoke()
		o.release = js.Undefined()
	}
}

// openElsewhere asks the browser whether any tab holds the lock (this one
// asks only when it holds none itself).
func openElsewhere() bool {
	locks := locksAPI()
	if locks.Type() != js.TypeObject {
		return false
	}
	answer := make(chan bool, 1)
	var got js.Func
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		got.Release()
		held := args[0].Get("held")
		for i := 0; i < held.Length(); i++ {
			if held.Index(i).Get("name").String() == liveLockName {
				answer <- true
				return nil
			}
		}
		answer <- false
		return nil
	})
	var failed js.Func
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		failed.Release()
		answer <- false
		return nil
	})
	locks.Call("query").Call("then", got).Call("catch", failed)
	return <-answer
}

var askedPersistent bool

// askPersistent asks the browser, once, to keep the game's storage when
// space runs low (navigator.storage.persist): without it an autosave may
// be cleared with the site's other data.
func askPersistent() {
	if askedPersistent {
		return
	}
	askedPersistent = true
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject || nav.Get("storage").Type() != js.TypeObject || nav.Get("storage").Get("persist").Type() != js.TypeFunction {
		return
	}
	nav.Get("storage").Call("persist")
}
