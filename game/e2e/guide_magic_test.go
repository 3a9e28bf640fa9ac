//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestGuideMagicByMouse plays the magic guided round by mouse through the
// real program: "Learn the magic version" on the set-up screen, every
// lesson by clicking what the guide points at (a wrong click first is
// refused, and so is Pass in the Lamp's window), "Leave the guide" in the
// middle of the casting lesson and "Continue the magic guide" back at the
// same lesson, to the end of the lessons; then the game is ordinary: the
// person may decline the next purchase, which the guide would have
// refused.
func TestGuideMagicByMouse(t *testing.T) {
	needX(t)
	g := launch(t, guideSettings, 1280)
	st := g.waitFor("the set-up screen", 30*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
	shots := os.Getenv("ALADDIN_E2E_SHOTS")
	start := time.Now()
	if !g.clickTarget(st, "learn-magic") {
		t.Fatalf("no Learn the magic version on the set-up screen: %v", keys(st.Targets))
	}
	asked := func(s probeState) bool {
		return s.Status["guide-done"] == "yes" || s.Status["guide-target"] != "" && s.Status["guide"] != ""
	}
	shot := map[string]string{"space:5": "guide-magic-placing.png", "keep:0": "guide-magic-tent.png", "artifact:0": "guide-magic-lamp.png",
		"target-space:10": "guide-magic-cast.png", "pay:1:0": "guide-magic-buy.png", "counter:0": "guide-magic-counter.png"}
	left, passRefused, clicks := false, false, 0
	for clicks < 60 {
		st = g.waitFor("the guide to point at something", 30*time.Second, asked)
		if st.Status["guide-done"] == "yes" {
			break
		}
		want, lesson := st.Status["guide-target"], st.Status["guide"]
		if _, ok := st.Targets[want]; !ok {
			t.Fatalf("lesson %s points at %q, which is not a target: %v", lesson, want, keys(st.Targets))
		}
		if name := shot[want]; shots != "" && name != "" {
			g.waitFor("the picture to settle", 10*time.Second, settled)
			g.screenshot(filepath.Join(shots, name))
		}
		wrong := ""
		switch {
		case clicks == 0:
			wrong = "token:5" // another token
		case want == "artifact:0" && !passRefused:
			wrong, passRefused = "pass", true // the window's Pass: the lesson waits for the Lamp
		}
		if wrong != "" {
			if !g.clickTarget(st, wrong) {
				t.Fatalf("lesson %s: no %q to click wrongly: %v", lesson, wrong, keys(st.Targets))
			}
			after, _ := g.read()
			if after.Status["guide"] != lesson || after.Status["guide-target"] != want || after.Status["tray"] != st.Status["tray"] ||
				after.Status["decision"] != st.Status["decision"] {
				t.Fatalf("the wrong click %q was taken: lesson %s→%s, target %q→%q", wrong, lesson, after.Status["guide"], want, after.Status["guide-target"])
			}
		}
		if want == "spell:9" && !left {
			// The Lamp is lit, the card not yet cast: leave, and continue.
			left = true
			g.clickTarget(st, "leave-guide")
			st = g.waitFor("the set-up screen", 10*time.Second, func(s probeState) bool { return s.Scene == "setup" && settled(s) })
			g.clickTarget(st, "learn-magic")
			st = g.waitFor("the guide again", 30*time.Second, asked)
			if st.Status["guide"] != lesson || st.Status["guide-target"] != want {
				t.Fatalf("continued at lesson %s (%q), left at %s (%q)", st.Status["guide"], st.Status["guide-target"], lesson, want)
			}
			continue
		}
		g.clickTarget(st, want)
		clicks++
	}
	took := time.Since(start)
	if !left || !passRefused || st.Status["guide-done"] != "yes" {
		t.Fatalf("the lessons did not end: left %v, Pass refused %v, status %v", left, passRefused, st.Status)
	}
	t.Logf("the magic guide's %d clicks took %v by mouse (Instant speed)", clicks, took.Round(100*time.Millisecond))
	st = g.waitFor("the closing words", 10*time.Second, func(s probeState) bool { _, ok := s.Targets["play-on"]; return ok })
	if shots != "" {
		g.waitFor("the picture to settle", 10*time.Second, settled)
		g.screenshot(filepath.Join(shots, "guide-magic-done.png"))
	}
	g.clickTarget(st, "play-on")
	// An ordinary game: Room II's purchase may be declined.
	st = g.waitFor("the person's purchase in Room II", 20*time.Second, func(s probeState) bool {
		_, ok := s.Targets["decline"]
		return ok && s.Status["seat"] == "0" && s.Status["animating"] == "no"
	})
	g.clickTarget(st, "decline")
	g.waitFor("the purchase declined", 10*time.Second, func(s probeState) bool { _, ok := s.Targets["decline"]; return !ok })
}
