package game

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"aladdin/game/savefile"
	"aladdin/game/store"
)

// keptFiles lists the data folder's files kept aside for key.
func keptFiles(t *testing.T, dir, key string) []string {
	t.Helper()
	all, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, f := range all {
		if strings.HasPrefix(f.Name(), key+".damaged-") {
			kept = append(kept, f.Name())
		}
	}
	return kept
}

// parserWords are what a JSON or engine error says; none may reach the player.
var parserWords = []string{"invalid character", "unexpected end", "JSON", "json", "looking for", "checksum", "unmarshal", "move "}

// TestDamagedSaveIsKeptAndReportedPlainly: a damaged autosave (not JSON,
// truncated, tampered, seats that do not match) is moved aside with its
// bytes intact, never deleted, and the report says in plain words what
// happened and where the file is.
func TestDamagedSaveIsKeptAndReportedPlainly(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	s, err := NewSession(testSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6; i++ {
		if err := s.Submit(s.st.Legal()[0]); err != nil {
			break
		}
	}
	journal, err := store.Load(autosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	good, err := savefile.Join(journal) // the moves appended since the first write, folded in
	if err != nil {
		t.Fatal(err)
	}
	var sg savedGame
	if err := json.Unmarshal(good, &sg); err != nil {
		t.Fatal(err)
	}
	sg.Setup.Seats = sg.Setup.Seats[:3]
	wrongSeats, _ := json.Marshal(sg)
	damaged := map[string]string{
		"not JSON":     "{not json",
		"truncated":    string(good[:len(good)/2]),
		"tampered":     strings.Replace(string(good), `"P`, `"D`, 1),
		"wrong seats":  string(wrongSeats),
		"empty record": `{"version":1,"setup":{},"record":{"format":"x"}}`,
	}
	for what, data := range damaged {
		for _, f := range keptFiles(t, dir, autosaveKey) {
			os.Remove(filepath.Join(dir, f))
		}
		if err := store.Save(autosaveKey, []byte(data)); err != nil {
			t.Fatal(err)
		}
		_, err := ResumeSession()
		var u *UnreadableFile
		if !errors.As(err, &u) || !IsSaveError(err) {
			t.Fatalf("%s: want an unreadable-file report, got %v", what, err)
		}
		kept := keptFiles(t, dir, autosaveKey)
		if len(kept) != 1 {
			t.Fatalf("%s: %d files kept aside, want 1", what, len(kept))
		}
		if b, err := os.ReadFile(filepath.Join(dir, kept[0])); err != nil || string(b) != data {
			t.Fatalf("%s: the kept file lost its bytes (%v)", what, err)
		}
		msg := err.Error()
		want := "Your saved game could not be read: the file is damaged. It was kept as " + kept[0] + " in " + dir + "."
		if !strings.HasPrefix(msg, want) {
			t.Errorf("%s: message %q\nwant it to begin %q", what, msg, want)
		}
		for _, w := range parserWords {
			if strings.Contains(msg, w) {
				t.Errorf("%s: message %q speaks of %q", what, msg, w)
			}
		}
		if HasAutosave() {
			t.Errorf("%s: the damaged save still offers Continue", what)
		}
	}
}

// TestNewerSaveIsKept: a save from a newer version is not called damaged,
// and it is kept too.
func TestNewerSaveIsKept(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	for _, data := range []string{`{"version":9}`, `{"version":1,"setup":{},"record":{"format":"aladdins-dragons-record","version":7}}`} {
		if err := store.Save(autosaveKey, []byte(data)); err != nil {
			t.Fatal(err)
		}
		_, err := ResumeSession()
		if err == nil || !strings.HasPrefix(err.Error(), "Your saved game comes from a newer version of the game, which this one cannot read. It was kept as autosave.damaged-") {
			t.Errorf("%s: got %v", data, err)
		}
	}
	if n := len(keptFiles(t, dir, autosaveKey)); n != 2 {
		t.Fatalf("%d files kept, want 2", n)
	}
}

// TestDamagedSettingsAreKeptAndReported: unreadable settings give the
// defaults, the file is moved aside, and the set-up screen gets a plain
// report once.
func TestDamagedSettingsAreKeptAndReported(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	TakeSettingsProblem()
	if err := store.Save(settingsKey, []byte(`{"volume":3,`)); err != nil {
		t.Fatal(err)
	}
	if got := LoadSettings(); got != DefaultSettings() {
		t.Fatalf("damaged settings: got %+v, want the defaults", got)
	}
	kept := keptFiles(t, dir, settingsKey)
	if len(kept) != 1 {
		t.Fatalf("%d settings files kept, want 1", len(kept))
	}
	if b, _ := os.ReadFile(filepath.Join(dir, kept[0])); string(b) != `{"volume":3,` {
		t.Fatalf("the kept settings lost their bytes: %q", b)
	}
	want := "Your settings could not be read: the file is damaged. It was kept as " + kept[0] + " in " + dir + ". The game uses its usual settings."
	u := TakeSettingsProblem()
	if u == nil || u.Error() != want {
		t.Fatalf("notice %v\nwant %q", u, want)
	}
	if u := TakeSettingsProblem(); u != nil {
		t.Fatalf("the notice is given twice: %v", u)
	}
	// With a damaged save too, the set-up screen's notice names both files
	// in one sentence.
	if err := store.Save(autosaveKey, []byte("{broken")); err != nil {
		t.Fatal(err)
	}
	_, err := ResumeSession()
	var save *UnreadableFile
	if !errors.As(err, &save) {
		t.Fatalf("damaged save: %v", err)
	}
	both := "Your saved game and your settings could not be read: the files are damaged. They were kept as " + save.Kept + " and " + kept[0] + " in " + dir + ". The game uses its usual settings."
	if got := Notice(save, u); got != both {
		t.Fatalf("notice %q\nwant %q", got, both)
	}
	// Good settings say nothing.
	if err := (Settings{Volume: 2, Speed: SpeedFast, BotBeat: 5}).Save(); err != nil {
		t.Fatal(err)
	}
	LoadSettings()
	if u := TakeSettingsProblem(); u != nil {
		t.Fatalf("readable settings reported: %v", u)
	}
}

// TestDamagedSetupIsKeptAndReported: the remembered set-up choices are
// reported and kept like the settings when they cannot be read, and the
// set-up screen starts from its usual choices.
func TestDamagedSetupIsKeptAndReported(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	TakeSetupProblem()
	for _, data := range []string{`{"players":4,"seats":[`, `{"players":9,"seats":[]}`} {
		if err := store.Save(setupKey, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if _, ok := LoadSetup(); ok {
			t.Fatalf("%q: a damaged set-up was used", data)
		}
		u := TakeSetupProblem()
		if u == nil || u.KeepErr != nil || !strings.Contains(u.Error(), "Your last game's set-up could not be read: the file is damaged. It was kept as setup.damaged-") ||
			!strings.HasSuffix(u.Error(), "The set-up screen starts from its usual choices.") {
			t.Fatalf("%q: notice %v", data, u)
		}
		if b, _ := os.ReadFile(filepath.Join(dir, u.Kept)); string(b) != data {
			t.Fatalf("the kept set-up lost its bytes: %q", b)
		}
		if u := TakeSetupProblem(); u != nil {
			t.Fatalf("the notice is given twice: %v", u)
		}
	}
	// Settings and set-up both damaged: one sentence, both fallbacks.
	settings := &UnreadableFile{What: "settings", Kept: "settings.damaged-1", Folder: dir, Fallback: "The game uses its usual settings."}
	setup := &UnreadableFile{What: "last game's set-up", Kept: "setup.damaged-1", Folder: dir, Fallback: "The set-up screen starts from its usual choices."}
	want := "Your settings and your last game's set-up could not be read: the files are damaged. They were kept as settings.damaged-1 and setup.damaged-1 in " +
		dir + ". The game uses its usual settings. The set-up screen starts from its usual choices."
	if got := Notice(nil, settings, setup); got != want {
		t.Fatalf("notice %q\nwant %q", got, want)
	}
}
