//go:build js

package store

import (
	"errors"
	"syscall/js"
)

const prefix = "aladdins-dragons/"

func storage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("this browser has no localStorage")
	}
	return ls, nil
}

func load(key string) (b []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("localStorage cannot be read")
		}
	}()
	ls, err := storage()
	if err != nil {
		return nil, err
	}
	v := ls.Call("getItem", prefix+key)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNotFound
	}
	return []byte(v.String()), nil
}

// save writes the record; a refusal (the quota reached, storage blocked)
// comes back as a *WriteError in plain words.
func save(key string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = describeRefusal(r)
		}
	}()
	ls, err := storage()
	if err != nil {
		return &WriteError{Reason: "this browser keeps no storage for the game", Err: err}
	}
	ls.Call("setItem", prefix+key, string(data))
	return nil
}

// appendTo: localStorage holds strings whole, and the page's own readers
// parse the stored value as one document.
func appendTo(string, []byte) error { return ErrNoAppend }

func remove(key string) (err error) {
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
			return &WriteError{Reason: "this browser's storage for the game is full", Full: true, Err: err}
		}
	}
	return &WriteError{Reason: "this browser refused to store the game (" + err.Error() + ")", Err: err}
}

// describeWrite: in the browser a write that is not to localStorage is a
// download, which fails only with the browser's own words.
func describeWrite(_ string, err error) error {
	return &WriteError{Reason: "the browser refused the file (" + err.Error() + ")", Err: err}
}

// Where names where the records are, for messages to the player.
func Where() string { return "this browser's storage for the game" }

func exists(key string) bool {
	_, err := load(key)
	return err == nil
}

// rename copies the value to its new key before removing the old one, so
// a failure on the way leaves it under at least one of them.
func rename(from, to string) error {
	data, err := load(from)
	if err != nil {
		return err
	}
	if err := save(to, data); err != nil {
		return err
	}
	return remove(from)
}
