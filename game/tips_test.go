package game

import (
	"image"
	"testing"
)

// TestHeldTipsWaitForThePointer: a screen opened by a click under a
// resting pointer shows no tooltip until the player points elsewhere; a
// drift of a few pixels is not pointing.
func TestHeldTipsWaitForThePointer(t *testing.T) {
	var u UI
	at := image.Pt(400, 800)
	u.HoldTips(at)
	for _, p := range []image.Point{at, at.Add(image.Pt(3, -2)), at.Add(image.Pt(-tipHoldSlack, 0))} {
		u.Tip("Gold Dragon: ...", p)
		if u.tip != "" {
			t.Fatalf("a tooltip opened with the pointer at %v, held at %v", p, at)
		}
	}
	u.Tip("Gold Dragon: ...", at.Add(image.Pt(40, 0)))
	if u.tip == "" {
		t.Fatal("no tooltip once the pointer moved on")
	}
	u.tip = ""
	u.Tip("Gold Dragon: ...", at)
	if u.tip == "" {
		t.Fatal("the hold came back when the pointer returned")
	}
}
