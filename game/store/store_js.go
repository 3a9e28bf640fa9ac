//go:build js

package store

import (
	"errors"
	"syscall/js"

	"aladdin/lang"
)

const prefix = "aladdins-dragons/"

func storage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("this browser has no localStorage")
	}
	return ls, nil
}

// localStorage keeps each value whole: records are kept in parts there
// (parts.go), under the game's prefix.
type localStorage struct{}

func (localStorage) item(key string) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("localStorage cannot be read")
		}
	}()
	ls, err := storage()
	if err != nil {
		return js.Value{}, err
	}
	return ls.Call("getItem", prefix+key), nil
}

func (l localStorage) get(key string) (string, bool, error) {
	v, err := l.item(key)
	if err != nil || v.IsNull() || v.IsUndefined() {
		return "", false, err
	}
	return v.String(), true, nil
}

// set writes the value; a refusal (the quota reached, storage blocked)
// comes back as a *WriteError in plain words.
func (localStorage) set(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = describeRefusal(r)
		}
	}()
	ls, err := storage()
	if err != nil {
		return &WriteError{Reason: lang.T("this browser keeps no storage for the game"), Err: err}
	}
	ls.Call("setItem", prefix+key, value)
	return nil
}

func (localStorage) del(key string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("localStorage cannot be changed")
		}
	}()
	ls, err := storage()
	if err != nil {
		return err
	}
	ls.Call("removeItem", prefix+key)
	return nil
}

func load(key string) ([]byte, error)        { return loadParts(localStorage{}, key) }
func save(key string, data []byte) error     { return saveParts(localStorage{}, key, data) }
func appendTo(key string, data []byte) error { return appendParts(localStorage{}, key, data) }
func remove(key string) error                { return removeParts(localStorage{}, key) }
func rename(from, to string) error           { return renameParts(localStorage{}, from, to) }

// describeRefusal says why localStorage refused a write: a full quota is
// a QuotaExceededError (a DOMException, code 22; Firefox names it
// NS_ERROR_DOM_QUOTA_REACHED).
func describeRefusal(r any) error {
	err := errors.New("localStorage refused the write")
	if e, ok := r.(error); ok {
		err = e
	}
	if jsErr, ok := r.(js.Error); ok {
		name := jsErr.Value.Get("name")
		if name.Type() == js.TypeString && (name.String() == "QuotaExceededError" || name.String() == "NS_ERROR_DOM_QUOTA_REACHED") ||
			jsErr.Value.Get("code").Type() == js.TypeNumber && jsErr.Value.Get("code").Int() == 22 {
			return &WriteError{Reason: lang.T("this browser's storage for the game is full"), Full: true, Err: err}
		}
	}
	return &WriteError{Reason: lang.T("this browser refused to store the game (%s)", err.Error()), Err: err}
}

// describeWrite: in the browser a write that is not to localStorage is a
// download, which fails only with the browser's own words.
func describeWrite(_ string, err error) error {
	return &WriteError{Reason: lang.T("the browser refused the file (%s)", err.Error()), Err: err}
}

// Where names where the records are, for messages to the player.
func Where() string { return lang.T("this browser's storage for the game") }

func exists(key string) bool {
	_, found, _ := localStorage{}.get(key)
	return found
}
