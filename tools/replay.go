package tools

import (
	"encoding/json"
	"strconv"

	"aladdin/engine"
	"aladdin/game/savefile"
)

// ReplayHash replays a saved record (the engine's record JSON, or the
// game's autosave, which wraps one) and returns the final state hash in the
// record's own form (lower-case hex). The desktop -replay flag and the
// browser's aladdin.replay hook both use it, so the end-to-end test can
// check that the two builds reach the same state from the same moves.
func ReplayHash(data []byte) (string, int, error) {
	st, rec, err := engine.Load(unwrapAutosave(data))
	if err != nil {
		return "", 0, err
	}
	return strconv.FormatUint(st.Hash(), 16), len(rec.Actions), nil
}

// unwrapAutosave returns the engine record inside an autosave
// ({"version":1,"setup":...,"record":{...}}), or data itself when it is
// already a bare record.
func unwrapAutosave(data []byte) []byte {
	if whole, err := savefile.Join(data); err == nil {
		data = whole // the moves appended to an autosave, folded in
	}
	var w struct {
		Record json.RawMessage `json:"record"`
	}
	if json.Unmarshal(data, &w) == nil && len(w.Record) > 0 && w.Record[0] == '{' {
		return w.Record
	}
	return data
}
