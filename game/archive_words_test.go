package game

import (
	"strings"
	"testing"
	"time"
)

// TestImportRefusalsArePlainWords: a game file cut short (an interrupted
// download, the browser test's damaged file), empty, or not JSON at all is
// refused in plain words, without the JSON decoder's own message.
func TestImportRefusalsArePlainWords(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	playedToEnd(t, introSetup("43", 1))
	good, _ := ExportData(LoadArchive().Games[0])
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"cut short", good[:len(good)/2], "cut short or damaged"},
		{"cut short at its start", good[:1], "cut short or damaged"},
		{"empty", nil, "empty"},
		{"a picture", []byte("\x89PNG\r\n"), "not a game record"},
		{"a list", []byte(`[1, 2]`), "not a game record"},
	}
	jargon := []string{"JSON", "unexpected", "invalid character", "unmarshal", "Go value"}
	for _, c := range cases {
		_, err := ImportGame(c.data, time.Now())
		if err == nil {
			t.Errorf("%s file: imported", c.name)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, c.want) {
			t.Errorf("%s file: %q, want it to say %q", c.name, msg, c.want)
		}
		for _, j := range jargon {
			if strings.Contains(msg, j) {
				t.Errorf("%s file: %q speaks the decoder's language (%q)", c.name, msg, j)
			}
		}
	}
}
