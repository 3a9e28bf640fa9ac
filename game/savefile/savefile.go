// Package savefile is the autosave's form on disk: a journal whose first
// line is the game as it stood when last written whole (the one-document
// save every earlier version wrote, and still a save on its own), and
// each line after it the moves made since, one line per save. A save then
// costs the same at move 200 as at move 2; resuming writes it whole again.
package savefile

import (
	"bytes"
	"encoding/json"
	"errors"
)

// Moves is one appended line: the moves made since the line before, the
// engine's hash of the game after them, and how many of the record's last
// moves the screen had not finished showing (the autosave's "unseen").
type Moves struct {
	Moves  []string `json:"moves"`
	Hash   string   `json:"hash"`
	Unseen int      `json:"unseen"`
}

// Line writes m as a journal line.
func Line(m Moves) ([]byte, error) {
	data, err := json.Marshal(m)
	return append(data, '\n'), err
}

// Join folds a journal's lines into its first, giving the one-document
// save ({"version":1,"setup":...,"record":{...},"unseen":n}) whose record
// holds every move and the last line's hash; a save with no lines after
// the first comes back as it is. A torn last line (a power cut mid-write)
// is dropped: the game resumes one save earlier. The engine checks the
// joined record's hash when it loads it.
func Join(data []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var head map[string]json.RawMessage
	if err := dec.Decode(&head); err != nil {
		return nil, err
	}
	var lines []Moves
	for {
		var m Moves
		if err := dec.Decode(&m); err != nil || m.Hash == "" {
			break // io.EOF, or the torn tail
		}
		lines = append(lines, m)
	}
	if len(lines) == 0 {
		return data, nil
	}
	var rec map[string]json.RawMessage
	if err := json.Unmarshal(head["record"], &rec); err != nil {
		return nil, err
	}
	var moves []string
	if err := json.Unmarshal(rec["actions"], &moves); err != nil {
		return nil, errors.New("the saved record has no moves")
	}
	for _, l := range lines {
		moves = append(moves, l.Moves...)
	}
	last := lines[len(lines)-1]
	var err error
	if rec["actions"], err = json.Marshal(moves); err != nil {
		return nil, err
	}
	if rec["hash"], err = json.Marshal(last.Hash); err != nil {
		return nil, err
	}
	if head["record"], err = json.Marshal(rec); err != nil {
		return nil, err
	}
	if head["unseen"], err = json.Marshal(last.Unseen); err != nil {
		return nil, err
	}
	return json.Marshal(head)
}
