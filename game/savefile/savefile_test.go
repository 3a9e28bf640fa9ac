package savefile

import (
	"encoding/json"
	"testing"
)

// head is a one-document save of two moves, as every earlier version
// wrote it.
const head = `{"version":1,"setup":{"players":3},"record":{"format":"aladdins-dragons-record","version":1,"config":{"Players":3},"actions":["A","B"],"hash":"h2"},"unseen":0}`

// joined reads the record's moves, its hash and the unseen mark of a
// joined save.
func joined(t *testing.T, data []byte) (moves []string, hash string, unseen int) {
	t.Helper()
	var sg struct {
		Record struct {
			Moves []string `json:"actions"`
			Hash  string   `json:"hash"`
		} `json:"record"`
		Unseen int `json:"unseen"`
	}
	if err := json.Unmarshal(data, &sg); err != nil {
		t.Fatalf("the joined save is not one document: %v", err)
	}
	return sg.Record.Moves, sg.Record.Hash, sg.Unseen
}

// TestJoinFoldsTheLinesIntoTheRecord: each line's moves follow the
// record's, the last line's hash and unseen mark are the save's, a save
// with no lines comes back as it was, and a torn last line is left out.
func TestJoinFoldsTheLinesIntoTheRecord(t *testing.T) {
	if out, err := Join([]byte(head)); err != nil || string(out) != head {
		t.Fatalf("a save with no lines changed: %s, %v", out, err)
	}
	data := []byte(head + "\n")
	for _, m := range []Moves{{Moves: []string{"C"}, Hash: "h3"}, {Moves: []string{"D", "E"}, Hash: "h5", Unseen: 2}} {
		line, err := Line(m)
		if err != nil {
			t.Fatal(err)
		}
		data = append(data, line...)
	}
	out, err := Join(data)
	if err != nil {
		t.Fatal(err)
	}
	if moves, hash, unseen := joined(t, out); len(moves) != 5 || moves[4] != "E" || hash != "h5" || unseen != 2 {
		t.Fatalf("joined: moves %v, hash %s, unseen %d", moves, hash, unseen)
	}
	torn, err := Join(data[:len(data)-12])
	if err != nil {
		t.Fatal(err)
	}
	if moves, hash, _ := joined(t, torn); len(moves) != 3 || hash != "h3" {
		t.Fatalf("with a torn last line: moves %v, hash %s; want the save before it", moves, hash)
	}
}
