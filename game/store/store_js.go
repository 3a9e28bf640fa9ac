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

func save(key string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("localStorage is full or blocked")
		}
	}()
	ls, err := storage()
	if err != nil {
		return err
	}
	ls.Call("setItem", prefix+key, string(data))
	return nil
}

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
