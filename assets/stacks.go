package assets

import "image"

// Token stacks. Every space's token area is split into a grid of cells,
// one per seat, so a crowded space reads as a few small piles (one per
// player, always in the same place) instead of a heap: seat s stacks its
// tokens in cell s, slightly offset so their edges can be counted, with a
// badge at the foot of the cell (how many tokens, your own strength, the
// face-up sum and the place in the ranking). The last cell is kept free
// for the vizier, so he never stands on a label or a token.

const (
	StackCols  = 3
	StackRows  = 2
	VizierCell = StackCols*StackRows - 1 // the cell the vizier stands in

	BadgeH = 22 // a stack's badge height

	// badgeOverlap is how far a badge may cover the rim of the stack's
	// bottom token (only its edge, never the numeral).
	badgeOverlap = 8
	maxStepX     = 4 // horizontal offset between stacked tokens, at most
	maxStepY     = 6 // vertical offset between stacked tokens, at most
)

// StackCell is cell i (0..VizierCell) of a space's token area, row by row;
// the empty rectangle for anything out of range.
func StackCell(space, i int) image.Rectangle {
	a := tokenArea(space)
	if a.Empty() || i < 0 || i > VizierCell {
		return image.Rectangle{}
	}
	c, r := i%StackCols, i/StackCols
	x0 := a.Min.X + a.Dx()*c/StackCols
	x1 := a.Min.X + a.Dx()*(c+1)/StackCols
	y0 := a.Min.Y + a.Dy()*r/StackRows
	y1 := a.Min.Y + a.Dy()*(r+1)/StackRows
	return image.Rect(x0, y0, x1, y1)
}

// StackSpot is the centre of the k-th token (0 = the bottom, drawn first)
// of seat's stack of n tokens on a space.
func StackSpot(space, seat, k, n int) image.Point {
	c := StackCell(space, seat)
	if c.Empty() || seat >= VizierCell {
		r := SpaceRect(space)
		return image.Pt(r.Min.X+r.Dx()/2, r.Min.Y+r.Dy()/2)
	}
	dx, dy := stackSteps(c, n)
	spanX := dx * max(n-1, 0)
	x0 := c.Min.X + (c.Dx()-TokenSize-spanX)/2 + TokenSize/2
	y0 := c.Max.Y - BadgeH + badgeOverlap - TokenSize/2
	return image.Pt(x0+k*dx, y0-k*dy)
}

// stackSteps is the offset between stacked tokens: as large as the cell
// allows, up to maxStepX/maxStepY.
func stackSteps(c image.Rectangle, n int) (dx, dy int) {
	if n < 2 {
		return 0, 0
	}
	dx = min(maxStepX, max(c.Dx()-TokenSize, 0)/(n-1))
	dy = min(maxStepY, max(c.Dy()-BadgeH+badgeOverlap-TokenSize, 0)/(n-1))
	return dx, dy
}

// StackBounds is the rectangle a stack of n tokens covers (without
// shadows).
func StackBounds(space, seat, n int) image.Rectangle {
	if n < 1 {
		return image.Rectangle{}
	}
	lo, hi := StackSpot(space, seat, 0, n), StackSpot(space, seat, n-1, n)
	h := TokenSize / 2
	return image.Rect(min(lo.X, hi.X)-h, min(lo.Y, hi.Y)-h, max(lo.X, hi.X)+h, max(lo.Y, hi.Y)+h)
}

// StackBadgeRect is the badge of seat's stack, w pixels wide (clamped to
// the cell), centred at the foot of the cell.
func StackBadgeRect(space, seat, w int) image.Rectangle {
	c := StackCell(space, seat)
	if c.Empty() || seat >= VizierCell {
		return image.Rectangle{}
	}
	w = min(w, c.Dx())
	cx := c.Min.X + c.Dx()/2
	return image.Rect(cx-w/2, c.Max.Y-BadgeH, cx-w/2+w, c.Max.Y)
}

// VizierRect is the area the vizier's figure covers when he stands on a
// space (VizierPath).
func VizierRect(space int) image.Rectangle {
	p := VizierPath(space)
	x := p.X - VizierW/2
	y := p.Y - (VizierFeet.Y - PieceMargin)
	return image.Rect(x, y, x+VizierW, y+VizierH)
}

// RoomMedalRect is the gilt disc with a room's tally number, at the top of
// the column right of the artifact stack.
func RoomMedalRect(room int) image.Rectangle {
	st := StackRect(room)
	if st.Empty() {
		return image.Rectangle{}
	}
	r := SpaceRect(SpaceRoom1 + room)
	cx, cy := st.Max.X+(r.Max.X-st.Max.X)/2, st.Min.Y+12
	return image.Rect(cx-12, cy-12, cx+12, cy+12)
}

// A room's face-down artifacts are drawn as a pile of tiles, each one
// ArtifactPileStep up and right of the one above it, at most
// MaxArtifactPile (the engine's stack size).
const (
	ArtifactPileStep = 2
	MaxArtifactPile  = 6
)

// ArtifactPileRect is everything a room's full artifact pile covers: its
// niche and the tiles behind the top one.
func ArtifactPileRect(room int) image.Rectangle {
	st := StackRect(room)
	if st.Empty() {
		return image.Rectangle{}
	}
	d := (MaxArtifactPile - 1) * ArtifactPileStep
	return st.Inset(-6).Union(st.Add(image.Pt(d, -d)))
}

// RoomCountRect is where "N left" (the artifacts still in a room's stack)
// is written: below the medal, right of the pile, above the tokens.
func RoomCountRect(room int) image.Rectangle {
	st := StackRect(room)
	if st.Empty() {
		return image.Rectangle{}
	}
	r := SpaceRect(SpaceRoom1 + room)
	return image.Rect(ArtifactPileRect(room).Max.X+2, st.Max.Y-BadgeH-2, r.Max.X-3, st.Max.Y-2)
}
