package modes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
)

// TestSkipButtonClearOfTheBoard: the tally's Skip button covers no space
// (the red cave's stacks and badges used to sit under it) and not the
// prompt beside it.
func TestSkipButtonClearOfTheBoard(t *testing.T) {
	ctx := testContext()
	if !SkipRect.In(assets.BoardRect()) {
		t.Errorf("Skip %v is off the board", SkipRect)
	}
	for sp := 0; sp < engine.NumSpaces; sp++ {
		if r := assets.SpaceRect(sp); SkipRect.Overlaps(r) {
			t.Errorf("Skip %v covers space %d %v", SkipRect, sp, r)
		}
	}
	if p := promptRect(ctx.UI, tallyPrompt()); SkipRect.Overlaps(p) {
		t.Errorf("Skip %v covers the tally prompt %v", SkipRect, p)
	}
}

// TestKindChipLabelsFit: in the Market and purchase dialogs every treasure
// chip's label fits right of its colour disc, and the count fits inside
// the disc ("Gold bars (10" was cut off and ran over the disc).
func TestKindChipLabelsFit(t *testing.T) {
	ctx := testContext()
	u := ctx.UI
	var rects []image.Rectangle
	for k := 0; k < engine.NumKinds; k++ {
		rects = append(rects, (&market{}).chipRect(k))
		for row := 0; row < 5; row++ {
			rects = append(rects, (&purchase{}).chipRect(row, k))
		}
	}
	for i, r := range rects {
		k := i / 6
		for _, on := range []bool{false, true} {
			c := kindChip(r, k, 88) // two digits: more than anyone holds of one kind
			c.On = on
			lr, sw := c.LabelRect(), c.SwatchRect()
			if !lr.In(r) || !sw.In(r) || lr.Overlaps(sw) {
				t.Errorf("chip %v: label room %v and disc %v overlap or leave the chip", r, lr, sw)
			}
			if w := game.TextWidth(c.Label, c.LabelFace(u)); w > float64(lr.Dx()) {
				t.Errorf("chip %v (on %v): %q is %.0f px, room %d", r, on, c.Label, w, lr.Dx())
			}
			if w := game.TextWidth(c.Badge, u.Face(game.MinTextSize, true)); w > float64(sw.Dx()-4) {
				t.Errorf("chip %v: count %q is %.0f px, disc %d", r, c.Badge, w, sw.Dx())
			}
		}
	}
}
