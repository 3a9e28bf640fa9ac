//go:build !js

package game

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"aladdin/game/store"
)

// playHumanMove makes the first legal move for the seat to play (every
// seat of testSetup(4) is a person).
func playHumanMove(t *testing.T, s *Session) {
	t.Helper()
	if err := s.Submit(s.st.Legal()[0]); err != nil {
		t.Fatal(err)
	}
}

// TestFailedSaveIsToldAndRetried: with the data folder unwritable (a path
// that is a file: even root cannot write there) the game goes on, the
// failure is in plain words for the screen, the pause menu and the probe,
// and once the folder can be written the retry saves the whole game.
func TestFailedSaveIsToldAndRetried(t *testing.T) {
	notADir := filepath.Join(t.TempDir(), "data")
	if err := os.WriteFile(notADir, []byte("a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ALADDIN_DATA_DIR", notADir)
	s, err := NewSession(testSetup(4))
	if err != nil {
		t.Fatalf("a game must start even when it cannot be saved: %v", err)
	}
	playHumanMove(t, s)
	playHumanMove(t, s)
	if s.SaveErr == nil || s.Stopped() {
		t.Fatalf("SaveErr %v, stopped %v: want a failure that is retried", s.SaveErr, s.Stopped())
	}
	if st := s.SaveState(); !strings.HasPrefix(st, "not saved since move 0: ") || !strings.Contains(st, "cannot be written to") {
		t.Errorf("probe's save state %q", st)
	}
	if p := s.SaveProblem(); !strings.Contains(p, "export the game") && !strings.Contains(p, "Export the game") {
		t.Errorf("the notice %q does not say what to do", p)
	}
	if l := s.SaveLine(); !strings.HasPrefix(l, "Not saved since move 0") {
		t.Errorf("the pause menu says %q", l)
	}
	if s.RetrySave() {
		t.Fatal("a retry into the same file reported success")
	}
	if _, err := ExportSession(s, time.Now()); err == nil || !strings.Contains(err.Error(), "cannot be written to") {
		t.Errorf("an export into the unwritable folder says %v", err)
	}
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	if !s.RetrySave() || s.SaveState() != "ok" || s.SaveLine() != "Your game is saved after every move." {
		t.Fatalf("the retry with a writable folder: %v, %q", s.SaveErr, s.SaveState())
	}
	if msg, err := ExportSession(s, time.Now()); err != nil || !strings.HasPrefix(msg, "Saved as ") {
		t.Errorf("the export of the game in play: %q, %v", msg, err)
	}
	r, err := ResumeSession()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.rec.Actions) != len(s.rec.Actions) || s.SavedMoves() != len(s.rec.Actions) {
		t.Fatalf("the retry saved %d of %d moves", len(r.rec.Actions), len(s.rec.Actions))
	}
}

// TestTakenOverSessionStopsWriting: once another window takes the game
// over, this window's next save writes nothing (the other's autosave stays
// as it is), the session says so, and it never writes again, a take-back
// included.
func TestTakenOverSessionStopsWriting(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(testSetup(4))
	if err != nil {
		t.Fatal(err)
	}
	playHumanMove(t, s)
	if s.SaveState() != "ok" {
		t.Fatalf("save state %q", s.SaveState())
	}
	// The other window takes over and writes its own autosave.
	if _, err := store.TakeOver(); err != nil {
		t.Fatal(err)
	}
	theirs := []byte(`{"theirs":true}`)
	if err := store.Save(autosaveKey, theirs); err != nil {
		t.Fatal(err)
	}
	s.CheckOwner()
	if !s.Stopped() || !errors.Is(s.SaveErr, ErrTakenOver) || s.SaveState() != "elsewhere" {
		t.Fatalf("after the take-over: stopped %v, %v, %q", s.Stopped(), s.SaveErr, s.SaveState())
	}
	if p := s.SaveProblem(); !strings.Contains(p, "taken over by another window") || !strings.Contains(p, "Nothing more is saved here") {
		t.Errorf("the notice says %q", p)
	}
	playHumanMove(t, s)
	playHumanMove(t, s)
	back, err := s.TakeBackMove()
	if err != nil {
		t.Fatalf("take-back: %v", err)
	}
	if !back.Stopped() || back.SaveState() != "elsewhere" {
		t.Fatalf("the game after a take-back saves again: %q", back.SaveState())
	}
	if b, _ := store.Load(autosaveKey); string(b) != string(theirs) {
		t.Fatalf("a taken-over window wrote the autosave: %s", b)
	}
}

// TestHelperOtherWindow is not a test: with ALADDIN_GAME_HELPER set it is
// a second copy of the game that claims the live game and holds it until
// its stdin closes.
func TestHelperOtherWindow(t *testing.T) {
	if os.Getenv("ALADDIN_GAME_HELPER") == "" {
		t.Skip("the helper process of TestGameOpenElsewhere")
	}
	if err := ClaimLiveGame(); err != nil {
		os.Stdout.WriteString("error: " + err.Error() + "\n")
	} else {
		os.Stdout.WriteString("claimed\n")
	}
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
}

// TestGameOpenElsewhere: with another copy of the game playing on the
// same data folder, a game started here never writes the autosave and
// says the game is open elsewhere; taking it over lets this copy save.
func TestGameOpenElsewhere(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	ReleaseLiveGame()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperOtherWindow$")
	cmd.Env = append(os.Environ(), "ALADDIN_GAME_HELPER=1", "ALADDIN_DATA_DIR="+dir)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { stdin.Close(); _ = cmd.Wait() }()
	if line, _ := bufio.NewReader(stdout).ReadString('\n'); strings.TrimSpace(line) != "claimed" {
		t.Fatalf("the other copy: %q", line)
	}
	if !LiveGameElsewhere() {
		t.Fatal("the other copy's game is not seen")
	}
	s, err := NewSession(testSetup(4))
	if err != nil {
		t.Fatal(err)
	}
	if s.SaveState() != "elsewhere" || !strings.Contains(s.SaveProblem(), "open in another window") {
		t.Fatalf("save state %q, notice %q", s.SaveState(), s.SaveProblem())
	}
	if HasAutosave() {
		t.Fatal("a game started beside another copy's wrote the autosave")
	}
	if err := TakeOverLiveGame(); err != nil {
		t.Fatal(err)
	}
	n, err := NewSession(testSetup(4))
	if err != nil {
		t.Fatal(err)
	}
	if n.SaveState() != "ok" || !HasAutosave() || LiveGameElsewhere() {
		t.Fatalf("after taking over: %q, autosave %v", n.SaveState(), HasAutosave())
	}
}
