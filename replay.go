package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"

	"aladdin/engine"
)

// replayHash replays a saved record (the engine's record JSON, or the
// game's autosave, which wraps one) and returns the final state hash in the
// record's own form (lower-case hex). The desktop -replay flag and the
// browser's aladdin.replay hook both use it, so the end-to-end test can
// check that the two builds reach the same state from the same moves.
func replayHash(data []byte) (string, int, error) {
	st, rec, err := engine.Load(unwrapAutosave(data))
	if err != nil {
		return "", 0, err
	}
	return strconv.FormatUint(st.Hash(), 16), len(rec.Actions), nil
}

// runReplay is the -replay mode: read a record from path ("-" is standard
// input), replay it headless and print "hash <hex> moves <n>".
func runReplay(w io.Writer, path string) error {
	var data []byte
	var err error
	if path == "-" {
		data, err = io.ReadAll(os.Stdin)
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return err
	}
	h, n, err := replayHash(data)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "hash %s moves %d\n", h, n)
	return err
}

// unwrapAutosave returns the engine record inside an autosave
// ({"version":1,"setup":...,"record":{...}}), or data itself when it is
// already a bare record.
func unwrapAutosave(data []byte) []byte {
	var w struct {
		Record json.RawMessage `json:"record"`
	}
	if json.Unmarshal(data, &w) == nil && len(w.Record) > 0 && w.Record[0] == '{' {
		return w.Record
	}
	return data
}
