package assets

import (
	"fmt"
	"image"
	"strings"
	"testing"
)

// TestCrowdedSpaceLabelsClear lays out the worst case: five players, every
// space holding a stack of every seat, and one cave with 9 tokens (split
// several ways, up to one player's whole 8). On every space the labels (each
// stack's badge at its widest, the vizier, the space's banner, a room's
// numeral plaque, artifact stack, tally medal and "N left" count, a cave's
// shelves) must not overlap each other, no stack may cover another stack,
// a badge or a label, and everything stays inside its space.
func TestCrowdedSpaceLabelsClear(t *testing.T) {
	splits := [][5]int{{2, 2, 2, 2, 1}, {5, 1, 1, 1, 1}, {8, 1, 0, 0, 0}, {1, 1, 1, 1, 1}}
	for sp := 0; sp < NumSpaces; sp++ {
		for _, split := range splits {
			if sp >= SpaceRoom1 && split[0] > 5 {
				continue // a room takes at most 5 tokens of a player
			}
			checkSpaceLayout(t, sp, split)
		}
	}
}

type box struct {
	name string
	r    image.Rectangle
}

func checkSpaceLayout(t *testing.T, sp int, split [5]int) {
	t.Helper()
	space := SpaceRect(sp)
	var labels, piles []box
	labels = append(labels, box{"banner", LabelRect(sp)}, box{"vizier", VizierRect(sp)})
	if sp >= SpaceRoom1 {
		room := sp - SpaceRoom1
		labels = append(labels, box{"artifact pile", ArtifactPileRect(room)}, box{"medal", RoomMedalRect(room)}, box{"count", RoomCountRect(room)})
	}
	if sp < NumCaves {
		for sh := 0; sh < NumShelves; sh++ {
			labels = append(labels, box{fmt.Sprintf("shelf %d", sh), ShelfRect(sp, sh)})
		}
	}
	for seat, n := range split {
		if n == 0 {
			continue
		}
		badge := StackBadgeRect(sp, seat, 1000) // as wide as the cell lets it be
		labels = append(labels, box{fmt.Sprintf("badge %d", seat), badge})
		piles = append(piles, box{fmt.Sprintf("stack %d", seat), StackBounds(sp, seat, n)})
	}
	where := fmt.Sprintf("space %d (%s) split %v", sp, SpaceNames[sp], split)
	for _, b := range append(append([]box(nil), labels...), piles...) {
		if strings.HasPrefix(b.name, "arrow") {
			continue // between two spaces, by design
		}
		if b.r.Empty() || !b.r.In(space) {
			t.Errorf("%s: %s %v is empty or outside the space %v", where, b.name, b.r, space)
		}
	}
	if sp >= SpaceGuard {
		// The arrows between the palace's spaces, their rim and a little
		// air: no stack or badge touches one, so a room's tokens never read
		// as a pair with the next room's across it.
		for i, p := range PalaceArrows() {
			r := arrowMedalR + 2 + 3
			labels = append(labels, box{fmt.Sprintf("arrow %d", i), image.Rect(p.X-r, p.Y-r, p.X+r, p.Y+r)})
		}
	}
	for i, a := range labels {
		for _, b := range labels[i+1:] {
			if a.r.Overlaps(b.r) {
				t.Errorf("%s: %s %v overlaps %s %v", where, a.name, a.r, b.name, b.r)
			}
		}
	}
	for i, p := range piles {
		for _, q := range piles[i+1:] {
			if p.r.Overlaps(q.r) {
				t.Errorf("%s: %s %v overlaps %s %v", where, p.name, p.r, q.name, q.r)
			}
		}
		for _, l := range labels {
			own := l.name == "badge "+p.name[len("stack "):]
			in := p.r.Intersect(l.r)
			if own && in.Dy() <= badgeOverlap {
				continue // a badge may cover its own bottom token's rim
			}
			if !in.Empty() {
				t.Errorf("%s: %s %v covers %s %v", where, p.name, p.r, l.name, l.r)
			}
		}
	}
}

// TestStacksCanBeCounted: up to four tokens, a stack's tokens are offset
// enough (3 px or more) that their edges can be counted, and every token
// of the stack lies in its seat's cell.
func TestStacksCanBeCounted(t *testing.T) {
	for sp := 0; sp < NumSpaces; sp++ {
		for seat := 0; seat < 5; seat++ {
			cell := StackCell(sp, seat)
			for n := 1; n <= 8; n++ {
				for k := 0; k < n; k++ {
					p := StackSpot(sp, seat, k, n)
					if !p.In(cell) {
						t.Errorf("space %d seat %d: token %d of %d at %v is outside its cell %v", sp, seat, k, n, p, cell)
					}
				}
				if n >= 2 && n <= 4 {
					a, b := StackSpot(sp, seat, 0, n), StackSpot(sp, seat, 1, n)
					if d := b.Sub(a); max(d.X, -d.Y) < 3 {
						t.Errorf("space %d seat %d: %d tokens are offset by only %v", sp, seat, n, d)
					}
				}
			}
		}
	}
}

// TestPanelHeaderClearOfOrnament: the side panel's painted ornament lies
// outside the header band where the title, the speed chip and the Menu
// button are drawn: no dark ornament stroke in the band's parchment (the
// corner flourish used to sit under the first letters of the title).
func TestPanelHeaderClearOfOrnament(t *testing.T) {
	dst := newCanvas(ScreenW, ScreenH)
	paintSidePanel(dst)
	band := PanelHeaderRect().Inset(8) // past the parchment's burnt edge
	dark := 0
	for y := band.Min.Y; y < band.Max.Y; y++ {
		for x := band.Min.X; x < band.Max.X; x++ {
			if c := dst.RGBAAt(x, y); c.R < 0xB0 {
				dark++
			}
		}
	}
	if dark > 0 {
		t.Errorf("%d dark ornament pixels inside the header band %v", dark, band)
	}
	if PanelOrnamentRect().Overlaps(PanelHeaderRect()) {
		t.Errorf("the ornament %v overlaps the header band %v", PanelOrnamentRect(), PanelHeaderRect())
	}
	// The ornament is really painted (a rule across the panel).
	or := PanelOrnamentRect()
	darkest := uint8(255)
	for y := or.Min.Y; y < or.Max.Y; y++ {
		darkest = min(darkest, dst.RGBAAt(or.Min.X+or.Dx()/2, y).R)
	}
	if darkest >= 0xC8 {
		t.Errorf("no ornament painted in %v (darkest red level %d)", or, darkest)
	}
}
