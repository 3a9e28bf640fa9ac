package store

import "strconv"

// wholeValues is a storage that keeps each value whole, the browser's
// localStorage: changing a value writes all of it again. A record kept
// there whole would cost its full length at every append (the autosave at
// move 200 as much as 200 moves), so it is kept in parts: what was saved
// whole under its key, and what was appended since under key.part-1,
// key.part-2, ..., each filled up to partSize before the next one starts.
// An append then writes at most partSize bytes however long the record
// has grown, and the record stays within a handful of values.
type wholeValues interface {
	// get returns the value under key; found false when there is none.
	get(key string) (value string, found bool, err error)
	set(key, value string) error
	del(key string) error
}

// partSize is how long an appended part grows before the next starts: an
// append writes at most this much (with the new line).
const partSize = 1024

func partKey(key string, n int) string { return key + ".part-" + strconv.Itoa(n) }

// lastPart counts key's parts and returns the last one.
func lastPart(s wholeValues, key string) (n int, last string, err error) {
	for {
		part, found, err := s.get(partKey(key, n+1))
		if err != nil || !found {
			return n, last, err
		}
		n, last = n+1, part
	}
}

// loadParts returns key's record: its value and its parts in order.
func loadParts(s wholeValues, key string) ([]byte, error) {
	head, found, err := s.get(key)
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, ErrNotFound
	}
	data := []byte(head)
	for n := 1; ; n++ {
		part, found, err := s.get(partKey(key, n))
		if err != nil {
			return nil, err
		}
		if !found {
			return data, nil
		}
		data = append(data, part...)
	}
}

// saveParts replaces key's record with data, whole. The old parts go only
// once the new value is in place: a refused write (a full storage) leaves
// the record as it was, and nothing is lost.
func saveParts(s wholeValues, key string, data []byte) error {
	if err := s.set(key, string(data)); err != nil {
		return err
	}
	return delParts(s, key)
}

// appendParts adds data at the end of key's record, which must exist: to
// its last part while that stays within partSize, else as a new part.
func appendParts(s wholeValues, key string, data []byte) error {
	if _, found, err := s.get(key); err != nil || !found {
		if err == nil {
			err = ErrNotFound
		}
		return err
	}
	n, last, err := lastPart(s, key)
	if err != nil {
		return err
	}
	if n == 0 || len(last)+len(data) > partSize {
		return s.set(partKey(key, n+1), string(data))
	}
	return s.set(partKey(key, n), last+string(data))
}

// removeParts forgets key's record, parts and all.
func removeParts(s wholeValues, key string) error {
	if err := s.del(key); err != nil {
		return err
	}
	return delParts(s, key)
}

func delParts(s wholeValues, key string) error {
	for n := 1; ; n++ {
		_, found, err := s.get(partKey(key, n))
		if err != nil || !found {
			return err
		}
		if err := s.del(partKey(key, n)); err != nil {
			return err
		}
	}
}

// renameParts moves key from's record to key to as one value (a record
// moved aside is only ever read again whole), copying it before removing
// the old one so a failure on the way leaves it under at least one key.
func renameParts(s wholeValues, from, to string) error {
	data, err := loadParts(s, from)
	if err != nil {
		return err
	}
	if err := saveParts(s, to, data); err != nil {
		return err
	}
	return removeParts(s, from)
}
