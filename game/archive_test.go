package game

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game/store"
)

// playedToEnd plays a game of the set-up to its end through the session,
// every move the first legal one for people and a random bot's otherwise,
// as Submit records and saves it.
func playedToEnd(t *testing.T, setup Setup) *Session {
	t.Helper()
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	seed, _ := SeedFrom(setup.Seed)
	rnd := bot.NewRandom(seed + 1)
	var v engine.View
	for !s.st.Over() {
		p := int(s.st.Pending().Seat)
		s.st.ViewInto(p, &v)
		if err := s.Submit(rnd.Act(&v)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func introSetup(seed string, humans int) Setup {
	s := testSetup(humans)
	s.Intro, s.Seed = true, seed
	return s
}

// TestFinishedGameIsArchived: the game that ends is kept once, however
// often it saves, with its seats, winners and scores read from the game,
// and counted in the statistics.
func TestFinishedGameIsArchived(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s := playedToEnd(t, introSetup("5", 1))
	s.Save()
	s.Save()
	a := LoadArchive()
	if a.Notice != "" || len(a.Games) != 1 {
		t.Fatalf("archive holds %d games (notice %q), want the one finished", len(a.Games), a.Notice)
	}
	g := a.Games[0]
	if g.Setup.Seats[0].Name != "Ann" || g.Edition() != "Intro" || g.Rounds != s.Round() {
		t.Errorf("kept %+v, want Ann's intro game of %d rounds", g.Setup, s.Round())
	}
	if want := s.st.Winners(); len(g.Winners) != len(want) || g.Winners[0] != want[0] {
		t.Errorf("winners %v, want %v", g.Winners, want)
	}
	for p := range g.Artifacts {
		if g.Artifacts[p] != s.st.Artifacts(p) {
			t.Errorf("seat %d: %d artifacts kept, the game ended with %d", p, g.Artifacts[p], s.st.Artifacts(p))
		}
	}
	st := LoadStats(func(l int) string { return Itoa(l) })
	if st.Played != 1 || len(st.ByEdition) != 1 || st.ByEdition[0].Label != "Intro" {
		t.Errorf("statistics %+v, want one intro game", st)
	}
	if HasAutosave() {
		t.Error("a finished game is still offered to continue")
	}
}

// TestArchiveKeepsTwenty: the 22nd finished game drops the two oldest;
// the list is newest first and the dropped games' records are gone.
func TestArchiveKeepsTwenty(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	var seeds []uint64
	for i := 1; i <= ArchiveSize+2; i++ {
		s := playedToEnd(t, introSetup(Itoa(100+i), 0))
		seeds = append(seeds, s.cfg.Seed)
	}
	a := LoadArchive()
	if len(a.Games) != ArchiveSize {
		t.Fatalf("archive holds %d games, want %d", len(a.Games), ArchiveSize)
	}
	for i, g := range a.Games {
		st, _, err := engine.Load(g.Record)
		if err != nil {
			t.Fatal(err)
		}
		if want := seeds[len(seeds)-1-i]; st.Config().Seed != want {
			t.Errorf("game %d of the list has seed %d, want %d (newest first)", i, st.Config().Seed, want)
		}
	}
	for _, k := range []string{"game-1", "game-2"} {
		if _, err := store.Load(k); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("the dropped game %s is still stored (%v)", k, err)
		}
	}
	if st := LoadStats(func(int) string { return "" }); st.Played != 0 {
		t.Errorf("games of bots alone counted %d times in the statistics", st.Played)
	}
}

// TestArchiveSurvivesACorruptEntry: a damaged game file and a tampered
// one are each moved aside, reported in plain words and left out; the
// others still list.
func TestArchiveSurvivesACorruptEntry(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	for i := 1; i <= 3; i++ {
		playedToEnd(t, introSetup(Itoa(200+i), 1))
	}
	if err := os.WriteFile(filepath.Join(dir, "game-2"), []byte(`{"format":"aladdins-dragons-game","ver`), 0o644); err != nil {
		t.Fatal(err)
	}
	data, _ := store.Load("game-1")
	var g ArchivedGame
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(g.Record), `"hash":"`) {
		t.Fatal("the kept record has no hash to alter")
	}
	g.Record = json.RawMessage(strings.Replace(string(g.Record), `"hash":"`, `"hash":"1`, 1))
	tampered, _ := json.Marshal(g)
	_ = store.Save("game-1", tampered)

	a := LoadArchive()
	if len(a.Games) != 1 || a.Games[0].Key != "game-3" {
		t.Fatalf("archive lists %d games, want game-3 alone", len(a.Games))
	}
	for _, want := range []string{"recent game game-2 and your recent game game-1 could not be read", "kept as game-2.damaged-", "They are left out of the list."} {
		if !strings.Contains(a.Notice, want) {
			t.Errorf("the notice %q does not say %q", a.Notice, want)
		}
	}
	kept, _ := filepath.Glob(filepath.Join(dir, "game-*.damaged-*"))
	if len(kept) != 2 {
		t.Errorf("%d damaged games kept aside, want 2: %v", len(kept), kept)
	}
	if b := LoadArchive(); b.Notice != "" || len(b.Games) != 1 {
		t.Errorf("read again: %d games, notice %q; the damaged ones were already set aside", len(b.Games), b.Notice)
	}
	// A damaged list is set aside too, and a new one starts.
	_ = store.Save(archiveKey, []byte("{not json"))
	if c := LoadArchive(); !strings.Contains(c.Notice, "list of recent games could not be read") || len(c.Games) != 0 {
		t.Errorf("damaged list: %d games, notice %q", len(c.Games), c.Notice)
	}
	playedToEnd(t, introSetup("299", 1))
	if d := LoadArchive(); len(d.Games) != 1 || d.Notice != "" {
		t.Errorf("after a damaged list, the next game lists %d games (notice %q), want 1", len(d.Games), d.Notice)
	}
}

// TestExportImportRoundTrip: an exported game imported on another machine
// (another data folder) replays to the same game, verified by its hash,
// and is kept once.
func TestExportImportRoundTrip(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s := playedToEnd(t, introSetup("31", 2))
	g := LoadArchive().Games[0]
	msg, err := ExportGame(g)
	if err != nil {
		t.Fatal(err)
	}
	files := ImportFiles(10)
	if len(files) != 1 || !strings.Contains(msg, files[0]) || !strings.Contains(msg, ExportFolder()) {
		t.Fatalf("export said %q; the folder lists %v", msg, files)
	}
	data, err := ReadImportFile(files[0])
	if err != nil {
		t.Fatal(err)
	}

	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	in, err := ImportGame(data, now)
	if err != nil {
		t.Fatal(err)
	}
	if !in.Imported || !in.Finished.Equal(now) || in.hash() != g.hash() {
		t.Errorf("imported %v at %v with hash %s, want the same game (%s) marked imported", in.Imported, in.Finished, in.hash(), g.hash())
	}
	st, _, err := engine.Load(in.Record)
	if err != nil || st.Hash() != s.st.Hash() {
		t.Fatalf("the imported record replays to another game (%v)", err)
	}
	if _, err := ImportGame(data, now); !errors.Is(err, ErrAlreadyKept) {
		t.Errorf("importing it twice: %v, want ErrAlreadyKept", err)
	}
	a := LoadArchive()
	if len(a.Games) != 1 || a.Games[0].Setup.Seats[1].Name != "Bob" {
		t.Errorf("after import the archive lists %d games", len(a.Games))
	}
	if st := LoadStats(func(int) string { return "" }); st.Played != 0 {
		t.Errorf("an imported game counted in the statistics")
	}
	// A bare engine record (a tool's, played elsewhere) imports too, its
	// seats named from it.
	home := os.Getenv("ALADDIN_DATA_DIR")
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	bare := playedToEnd(t, introSetup("32", 0))
	rec, _ := bare.rec.Marshal(bare.st)
	t.Setenv("ALADDIN_DATA_DIR", home)
	b, err := ImportGame(rec, now)
	if err != nil {
		t.Fatalf("a bare record: %v", err)
	}
	if b.Setup.Seats[0].Name != "Ann" || len(b.Winners) == 0 || !b.Setup.Seats[0].Human {
		t.Errorf("a bare record's seats %+v, winners %v", b.Setup.Seats, b.Winners)
	}
}

// TestImportRefusesADamagedFile: truncated, tampered, foreign and newer
// files are refused with a plain reason, and nothing is kept.
func TestImportRefusesADamagedFile(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	playedToEnd(t, introSetup("41", 1))
	g := LoadArchive().Games[0]
	good, _ := ExportData(g)
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())

	var changed ArchivedGame
	_ = json.Unmarshal(good, &changed)
	rec := string(changed.Record)
	i := strings.Index(rec, `"actions": [`) + len(`"actions": [`)
	j := i + strings.Index(rec[i:], `",`)
	changed.Record = json.RawMessage(rec[:j] + `9` + rec[j:]) // the first move altered
	altered, _ := json.Marshal(changed)
	newer := strings.Replace(string(good), `"version": 1`, `"version": 7`, 1)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"truncated", good[:len(good)/2], "not a game record"},
		{"empty", nil, "not a game record"},
		{"altered move", altered, "move 1"},
		{"a picture", []byte("\x89PNG\r\n"), "not a game record"},
		{"another program's", []byte(`{"format":"chess","moves":[]}`), "not an Aladdin's Dragons game record"},
		{"newer", []byte(newer), "newer version"},
	}
	for _, c := range cases {
		_, err := ImportGame(c.data, time.Now())
		var ie *ImportError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s file: %v, want a refusal saying %q", c.name, err, c.want)
		}
		if !strings.HasPrefix(err.Error(), "That file cannot be opened as a game: ") {
			t.Errorf("%s file: %q does not start plainly", c.name, err)
		}
	}
	if a := LoadArchive(); len(a.Games) != 0 {
		t.Errorf("refused files were kept: %d games", len(a.Games))
	}
}

// TestReplayStepsBothWays: the display at step k is the same reached
// forwards one step at a time, backwards, or by a jump; the hidden values
// show (the face-down tokens' values, the face-down guard).
func TestReplayStepsBothWays(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	playedToEnd(t, introSetup("51", 1))
	g := LoadArchive().Games[0]
	r, err := OpenReplay(g)
	if err != nil {
		t.Fatal(err)
	}
	n := r.Steps()
	fwd := make([]Display, n+1)
	for k := 0; k <= n; k++ {
		r.Seek(k)
		r.DisplayInto(&fwd[k])
	}
	var d Display
	for k := n; k >= 0; k-- {
		r.Seek(k)
		r.DisplayInto(&d)
		if d != fwd[k] {
			t.Fatalf("step %d backwards differs from forwards", k)
		}
	}
	for _, k := range []int{n / 2, 3, n, 0, n - 40} {
		r.Seek(k)
		r.DisplayInto(&d)
		if d != fwd[k] {
			t.Fatalf("a jump to step %d differs from stepping there", k)
		}
	}
	hiddenTokens, hiddenGuard := false, false
	for k := range fwd {
		v := &fwd[k]
		for i := 0; i < int(v.NumTokens); i++ {
			if tv := v.Tokens[i]; !tv.Face && tv.Value > 0 {
				hiddenTokens = true
			}
		}
		if v.HiddenGuard > 0 {
			hiddenGuard = true
			if v.Guard != 0 {
				t.Errorf("step %d: a face-up guard is also shown as hidden", k)
			}
		}
	}
	if !hiddenTokens || !hiddenGuard {
		t.Errorf("the replay shows face-down tokens %v and the face-down guard %v; want both", hiddenTokens, hiddenGuard)
	}
	if len(r.RoundStarts()) != r.Round(n) {
		t.Errorf("%d round starts for %d rounds", len(r.RoundStarts()), r.Round(n))
	}
}

// A server's finished game is its bare engine record: read for the
// replay, it is verified by replaying it and scored from the game itself,
// with the seats as the table had them (here the first a bot's); a record
// that does not reach its hash is refused.
func TestAServersRecordIsReadWithTheTablesSeats(t *testing.T) {
	s := playedToEnd(t, introSetup("8", 1))
	record, err := s.rec.Marshal(s.st)
	if err != nil {
		t.Fatal(err)
	}
	seats := append([]SeatSetup(nil), s.setup.Seats...)
	seats[1] = SeatSetup{Name: "Sinbad", Color: 1, Level: 2}
	g, err := ServerGame(record, seats, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if g.Setup.Seats[1] != seats[1] || g.Rounds != s.Round() || len(g.Winners) == 0 || g.Winners[0] != s.st.Winners()[0] {
		t.Errorf("read %+v, %d rounds, winners %v; the game had %d rounds, winners %v", g.Setup.Seats, g.Rounds, g.Winners, s.Round(), s.st.Winners())
	}
	var doc map[string]any
	if err := json.Unmarshal(record, &doc); err != nil || doc["hash"] == nil {
		t.Fatalf("the record has no hash to tamper with: %v", err)
	}
	doc["hash"] = "1"
	tampered, _ := json.Marshal(doc)
	if _, err := ServerGame(tampered, seats, time.Now()); err == nil {
		t.Error("a record that does not reach its hash was read")
	}
}

// A finished online game is kept among the recent games once, however
// often it is fetched (after a rejoin, for its replay), and counted in
// the statistics for the player's own seat alone: here the winner was the
// other person at the table, who played at their own computer, so the
// player did not win.
func TestAServersGameIsKeptOnceAndCountedForTheOwnSeat(t *testing.T) {
	s := playedToEnd(t, introSetup("8", 0))
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir()) // this computer kept the game it played: here, another's
	record, err := s.rec.Marshal(s.st)
	if err != nil {
		t.Fatal(err)
	}
	winner := s.st.Winners()[0]
	own := (winner + 1) % s.st.NumPlayers()
	seats := append([]SeatSetup(nil), s.setup.Seats...)
	seats[winner].Human, seats[own].Human = true, true
	for range 2 {
		g, err := ServerGame(record, seats, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		g.Online, g.Seat = "KA4GK5", own
		if _, err := KeepServerGame(g); err != nil {
			t.Fatal(err)
		}
	}
	a := LoadArchive()
	if len(a.Games) != 1 || a.Games[0].Online != "KA4GK5" || a.Games[0].Seat != own {
		t.Fatalf("kept %d games: %+v", len(a.Games), a.Games)
	}
	st := LoadStats(func(int) string { return "bot" })
	if st.Played != 1 || st.Won != 0 || st.Best.BestName != seats[own].Name || st.Best.Best != s.st.Artifacts(own) {
		t.Errorf("the statistics count %d played, %d won, best %+v; the player's seat %d ended with %d artifacts and lost",
			st.Played, st.Won, st.Best, own, s.st.Artifacts(own))
	}
}
