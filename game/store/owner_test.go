//go:build !js

package store

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The second copy of the game in these tests is this test binary run
// again as a helper process (TestHelperOwner), in the same data folder.

const helperEnv = "ALADDIN_STORE_HELPER"

// TestHelperOwner is not a test: run with helperEnv set it claims the
// folder (or takes it over, for "takeover"), says "claimed" or the error
// on stdout, and holds its claim until its stdin closes.
func TestHelperOwner(t *testing.T) {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("the helper process of the owner tests")
	}
	var err error
	if mode == "takeover" {
		_, err = TakeOver()
	} else {
		_, err = Claim()
	}
	if err != nil {
		os.Stdout.WriteString("error: " + err.Error() + "\n")
	} else {
		os.Stdout.WriteString("claimed\n")
	}
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
}

// otherCopy starts the helper in dir and returns its first line and a
// function that ends it.
func otherCopy(t *testing.T, dir, mode string) (string, func()) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperOwner$")
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, "ALADDIN_DATA_DIR="+dir)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("the other copy said nothing: %v", err)
	}
	stop := func() {
		stdin.Close()
		_ = cmd.Wait()
	}
	t.Cleanup(stop)
	return strings.TrimSpace(line), stop
}

// TestSecondCopyIsToldAndMayTakeOver: with the game claimed by another
// live process, a claim here is refused as open elsewhere; taking over
// succeeds and the other's claim stops holding; once the other process
// has ended, its claim is taken without asking.
func TestSecondCopyIsToldAndMayTakeOver(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	if said, _ := otherCopy(t, dir, "claim"); said != "claimed" {
		t.Fatalf("the other copy could not claim an empty folder: %s", said)
	}
	if !OpenElsewhere() {
		t.Fatal("the other copy's live claim is not seen")
	}
	if _, err := Claim(); !errors.Is(err, ErrElsewhere) {
		t.Fatalf("claim over a live copy: %v, want ErrElsewhere", err)
	}
	mine, err := TakeOver()
	if err != nil {
		t.Fatal(err)
	}
	if !mine.Owns() || OpenElsewhere() {
		t.Fatal("after taking over this copy does not own the game")
	}
	// The other copy now takes it back: this one's claim stops holding.
	said, stop := otherCopy(t, dir, "takeover")
	if said != "claimed" {
		t.Fatalf("the other copy could not take over: %s", said)
	}
	if mine.Owns() {
		t.Fatal("taken over, this copy still believes it owns the game")
	}
	stop() // the other copy ends without releasing: a stale claim
	if OpenElsewhere() {
		t.Fatal("an ended copy's claim still counts as live")
	}
	again, err := Claim()
	if err != nil {
		t.Fatalf("a stale claim was not taken silently: %v", err)
	}
	if !again.Owns() {
		t.Fatal("the new claim does not hold")
	}
}

// TestReleasedClaimIsFree: a claim released by its owner lets another
// copy claim without asking.
func TestReleasedClaimIsFree(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ALADDIN_DATA_DIR", dir)
	o, err := Claim()
	if err != nil {
		t.Fatal(err)
	}
	o.Release()
	if said, _ := otherCopy(t, dir, "claim"); said != "claimed" {
		t.Fatalf("after a release the other copy could not claim: %s", said)
	}
	if o.Owns() {
		t.Fatal("the other copy claimed, yet the released claim still holds")
	}
}
