package assets

import (
	"image"

	"aladdin/engine"
	"aladdin/lang"
)

// Logical screen and board geometry. Everything the UI needs to hit-test and
// place pieces comes from here, so the painted board and the interactive
// layer can never drift apart: the board painter reads the same rectangles.

// ScreenW and ScreenH are the fixed logical resolution of the game.
const ScreenW, ScreenH = 1600, 1000

// BoardW is the width of the painted board; the side panel fills the rest.
const BoardW = 1180

// Piece sizes in logical pixels.
const (
	TokenSize     = 56  // player token diameter
	GuardSize     = 50  // palace guard tile (slightly smaller than tokens, as in the box)
	TreasureSmall = 26  // small treasure piece (worth 1)
	TreasureLarge = 38  // large treasure piece (worth 3)
	ArtifactSize  = 60  // artifact tile
	CamelW        = 96  // camel figure
	CamelH        = 96  //
	VizierW       = 56  // vizier figure; VizierPath gives the point under his feet
	VizierH       = 84  //
	CardW         = 92  // treasure card
	CardH         = 128 //
	SpellW        = 180 // spell card, painted at this size (scale down for hands)
	SpellH        = 252 //
)

// VizierFeet is the point inside the Vizier image that stands on VizierPath.
var VizierFeet = image.Pt(PieceMargin+VizierW/2, PieceMargin+80)

// Space indices: the engine's spaces (engine.Space) as the board's ints,
// and the counts the board is laid out by, all taken from the engine.
const (
	SpaceRedCave   = int(engine.CaveRed)
	SpaceWhiteCave = int(engine.CaveWhite)
	SpaceBlueCave  = int(engine.CaveBlue)
	SpaceBlackCave = int(engine.CaveBlack)
	SpaceGoldCave  = int(engine.CaveGold)
	SpaceTent      = int(engine.AladdinsTent)
	SpaceDjinn     = int(engine.DjinnsHouse)
	SpaceMarket    = int(engine.Market)
	SpaceCaravan   = int(engine.Caravanserai)
	SpaceGuard     = int(engine.Guard)
	SpaceRoom1     = int(engine.Room1) // rooms 1..5 follow it
	NumSpaces      = engine.NumSpaces
	NumCaves       = engine.NumCaves
	NumShelves     = engine.NumShelves
	NumRooms       = engine.MaxRooms
)

// SpaceNames are the names printed on the board's spaces (msgids in the
// context "board": the board is painted with lang.WordIn of them).
var SpaceNames = [NumSpaces]string{
	engine.CaveRed: lang.MarkIn("board", "Red Dragon"), engine.CaveWhite: lang.MarkIn("board", "White Dragon"), engine.CaveBlue: lang.MarkIn("board", "Blue Dragon"),
	engine.CaveBlack: lang.MarkIn("board", "Black Dragon"), engine.CaveGold: lang.MarkIn("board", "Gold Dragon"),
	engine.AladdinsTent: lang.MarkIn("board", "Aladdin's Tent"), engine.DjinnsHouse: lang.MarkIn("board", "Djinn's House"), engine.Market: lang.MarkIn("board", "Market"),
	engine.Caravanserai: lang.MarkIn("board", "Caravanserai"), engine.Guard: lang.MarkIn("board", "Palace Guard"),
	engine.Room1: lang.MarkIn("board", "Room I"), engine.Room2: lang.MarkIn("board", "Room II"), engine.Room3: lang.MarkIn("board", "Room III"), engine.Room4: lang.MarkIn("board", "Room IV"), engine.Room5: lang.MarkIn("board", "Room V"),
}

// Bands of the board (y ranges) and column geometry. Kept as plain numbers
// so the painter and the hit-tester share them.
const (
	margin      = 12
	palaceTop   = 36  // top of guard space and rooms (the crenellated wall is above)
	palaceBot   = 294 // bottom of guard space and rooms
	cityTop     = 314
	cityBot     = 546
	caveTop     = 560
	caveBot     = 990
	guardRight  = 188
	roomsLeft   = 198
	roomGap     = 6
	cityRight   = 932 // the four city spaces span [margin, cityRight)
	cityGap     = 10
	caveGap     = 10
	caveHeadH   = 96 // dragon + name banner at the top of each cave
	shelfH      = 34
	shelfGap    = 2
	stackInset  = 12 // artifact stack from the top of a room
	roomTokTop  = 80 // room token area starts this far below the room top
	guardTokTop = 82
	// How far above the palace's foot its token areas end: the arrows from
	// space to space sit on that foot (PalaceArrows), clear of the badges.
	roomTokBot  = 9
	guardTokBot = 7
	cityTokTop  = 44
)

func roomW() int { return (BoardW - margin - roomsLeft - roomGap*(NumRooms-1)) / NumRooms }
func cityW() int { return (cityRight - margin - cityGap*3) / 4 }
func caveW() int { return (BoardW - 2*margin - caveGap*(NumCaves-1)) / NumCaves }

// cityColumn maps a city space (5..8) to its column from the left:
// Caravanserai, Market, Djinn's House, Aladdin's Tent.
func cityColumn(space int) int { return 8 - space }

// SpaceRect is the clickable area of a space; it returns the empty rectangle
// for an index out of range.
func SpaceRect(space int) image.Rectangle {
	switch {
	case space >= 0 && space < NumCaves:
		x := margin + space*(caveW()+caveGap)
		return image.Rect(x, caveTop, x+caveW(), caveBot)
	case space >= SpaceTent && space <= SpaceCaravan:
		x := margin + cityColumn(space)*(cityW()+cityGap)
		return image.Rect(x, cityTop, x+cityW(), cityBot)
	case space == SpaceGuard:
		return image.Rect(margin, palaceTop, guardRight, palaceBot)
	case space >= SpaceRoom1 && space < SpaceRoom1+NumRooms:
		i := space - SpaceRoom1
		x := roomsLeft + i*(roomW()+roomGap)
		return image.Rect(x, palaceTop, x+roomW(), palaceBot)
	}
	return image.Rectangle{}
}

// tokenArea is the part of a space where tokens are laid out.
func tokenArea(space int) image.Rectangle {
	r := SpaceRect(space)
	switch {
	case space >= 0 && space < NumCaves:
		top := caveTop + caveHeadH + NumShelves*(shelfH+shelfGap) + 6
		return image.Rect(r.Min.X+4, top, r.Max.X-4, r.Max.Y-6)
	case space >= SpaceTent && space <= SpaceCaravan:
		return image.Rect(r.Min.X+4, r.Min.Y+cityTokTop, r.Max.X-4, r.Max.Y-6)
	case space == SpaceGuard:
		return image.Rect(r.Min.X+1, r.Min.Y+guardTokTop, r.Max.X-1, r.Max.Y-guardTokBot)
	case space >= SpaceRoom1 && space < SpaceRoom1+NumRooms:
		return image.Rect(r.Min.X+2, r.Min.Y+roomTokTop, r.Max.X-2, r.Max.Y-roomTokBot)
	}
	return image.Rectangle{}
}

// MaxTokens is how many token slots TokenSlots returns for a space: five
// players can put all 40 tokens anywhere, but a room takes at most 5 each.
func MaxTokens(space int) int {
	if space >= SpaceRoom1 && space < SpaceRoom1+NumRooms {
		return 25
	}
	if space >= 0 && space < SpaceRoom1 {
		return 20
	}
	return 0
}

var slotCache [NumSpaces][]image.Point

func init() {
	for s := 0; s < NumSpaces; s++ {
		if s >= SpaceRoom1 {
			slotCache[s] = roomSlots(tokenArea(s), TokenSize)
			continue
		}
		slotCache[s] = latticeSlots(tokenArea(s), MaxTokens(s), TokenSize)
	}
}

// TokenSlots returns the centres where tokens placed in a space are drawn,
// in filling order. The first slots never overlap (a normal game rarely puts
// more than eight tokens in one space); later ones sit in the gaps between
// them, so even a crowded space stays tidy. The slice is a copy.
func TokenSlots(space int) []image.Point {
	if space < 0 || space >= NumSpaces {
		return nil
	}
	return append([]image.Point(nil), slotCache[space]...)
}

// latticeSlots lays a half-step lattice over area and orders its points:
// the even/even grid first (no overlaps), then the odd/odd centres between
// them, then the remaining half-steps. It shrinks the step until n fit.
func latticeSlots(area image.Rectangle, n, size int) []image.Point {
	for step := size + 6; step >= size/2; step -= 2 {
		h := step / 2
		cols := (area.Dx()-size)/h + 1
		rows := (area.Dy()-size)/h + 1
		if cols < 1 || rows < 1 || cols*rows < n {
			continue
		}
		// Centre the lattice in the area.
		ox := area.Min.X + size/2 + (area.Dx()-size-(cols-1)*h)/2
		oy := area.Min.Y + size/2 + (area.Dy()-size-(rows-1)*h)/2
		var pts []image.Point
		for pass := 0; pass < 4; pass++ {
			wantC, wantR := [4]int{0, 1, 1, 0}[pass], [4]int{0, 1, 0, 1}[pass]
			for r := 0; r < rows; r++ {
				for c := 0; c < cols; c++ {
					if c%2 == wantC && r%2 == wantR {
						pts = append(pts, image.Pt(ox+c*h, oy+r*h))
					}
				}
			}
		}
		return pts[:n]
	}
	return nil
}

// roomSlots lays the 25 room slots on a 5x5 grid stretched evenly over the
// area: the 3x3 corners-and-centres first (they never overlap), then the
// four diagonal gap centres (each sits a quarter over four tokens), then the
// twelve edge midpoints, the inner ones first.
func roomSlots(area image.Rectangle, size int) []image.Point {
	sx := float64(area.Dx()-size) / 4
	sy := float64(area.Dy()-size) / 4
	at := func(c, r int) image.Point {
		return image.Pt(area.Min.X+size/2+int(float64(c)*sx+0.5), area.Min.Y+size/2+int(float64(r)*sy+0.5))
	}
	var pts []image.Point
	for r := 0; r <= 4; r += 2 {
		for c := 0; c <= 4; c += 2 {
			pts = append(pts, at(c, r))
		}
	}
	for r := 1; r <= 3; r += 2 {
		for c := 1; c <= 3; c += 2 {
			pts = append(pts, at(c, r))
		}
	}
	for _, cr := range [][2]int{{2, 1}, {1, 2}, {3, 2}, {2, 3}, {1, 0}, {3, 0}, {0, 1}, {4, 1}, {0, 3}, {4, 3}, {1, 4}, {3, 4}} {
		pts = append(pts, at(cr[0], cr[1]))
	}
	return pts
}

// ShelfRect is shelf `shelf` (0 = top, the richest) of cave `cave` (0..4).
func ShelfRect(cave, shelf int) image.Rectangle {
	if cave < 0 || cave >= NumCaves || shelf < 0 || shelf >= NumShelves {
		return image.Rectangle{}
	}
	r := SpaceRect(cave)
	y := caveTop + caveHeadH + shelf*(shelfH+shelfGap)
	return image.Rect(r.Min.X+8, y, r.Max.X-8, y+shelfH)
}

// ShelfSlots returns centres for n treasure pieces lying on a shelf, left to
// right, packed closer when there are many. Draw large pieces first.
func ShelfSlots(cave, shelf, n int) []image.Point {
	r := ShelfRect(cave, shelf)
	if r.Empty() || n <= 0 {
		return nil
	}
	step := TreasureLarge + 2
	if avail := r.Dx() - 12 - TreasureLarge; n > 1 && avail/(n-1) < step {
		step = avail / (n - 1)
	}
	total := step * (n - 1)
	x0 := r.Min.X + r.Dx()/2 - total/2
	pts := make([]image.Point, n)
	for i := range pts {
		pts[i] = image.Pt(x0+i*step, r.Min.Y+r.Dy()/2-1)
	}
	return pts
}

// StackRect is where the artifact stack of room (0..4) sits, inside the top
// of the room; the face-up artifact on sale is drawn here.
func StackRect(room int) image.Rectangle {
	if room < 0 || room >= NumRooms {
		return image.Rectangle{}
	}
	r := SpaceRect(SpaceRoom1 + room)
	cx := r.Min.X + r.Dx()/2
	y := r.Min.Y + stackInset
	return image.Rect(cx-ArtifactSize/2, y, cx+ArtifactSize/2, y+ArtifactSize)
}

// GuardTokenRect is where this round's palace guard is drawn.
func GuardTokenRect() image.Rectangle {
	r := SpaceRect(SpaceGuard)
	cx := r.Min.X + r.Dx()/2 + 32
	y := r.Min.Y + 28
	return image.Rect(cx-GuardSize/2, y, cx+GuardSize/2, y+GuardSize)
}

// GuardPileRect is where the face-down pile of the other guards waits.
func GuardPileRect() image.Rectangle {
	r := SpaceRect(SpaceGuard)
	cx := r.Min.X + r.Dx()/2 - 36
	y := r.Min.Y + 28
	return image.Rect(cx-GuardSize/2, y, cx+GuardSize/2, y+GuardSize)
}

// Right-hand column of the city band: the treasure deck, the camel's public
// spot and the bank.
const colLeft = cityRight + 10

// CardSlotRect is the treasure-card slot (deck and the card turned this round).
func CardSlotRect() image.Rectangle {
	return image.Rect(colLeft+6, cityTop+4, colLeft+6+CardW, cityTop+4+CardH)
}

// CamelRect is the camel's public spot on the board.
func CamelRect() image.Rectangle {
	return image.Rect(colLeft+6+CardW+10, cityTop+4, BoardW-margin-2, cityTop+4+CardH)
}

// BankRect is the treasury.
func BankRect() image.Rectangle {
	return image.Rect(colLeft, cityTop+CardH+14, BoardW-margin, cityBot)
}

// BankPileRect is the pile of one treasure kind (0..4) inside the bank; the
// UI draws pieces and a count there.
func BankPileRect(kind int) image.Rectangle {
	if kind < 0 || kind >= NumKinds {
		return image.Rectangle{}
	}
	b := BankRect()
	w := (b.Dx() - 8) / NumKinds
	x := b.Min.X + 4 + kind*w
	return image.Rect(x, b.Min.Y+22, x+w, b.Max.Y-4)
}

// SidePanelRect is the right-hand panel for player panels and the log.
func SidePanelRect() image.Rectangle { return image.Rect(BoardW, 0, ScreenW, ScreenH) }

// PanelHeaderRect is the side panel's header band on the parchment: the
// round and phase, the speed chip and the Menu button.
func PanelHeaderRect() image.Rectangle { return image.Rect(BoardW+16, 16, ScreenW-16, 48) }

// PanelOrnamentRect is the painted rule under the header band, in the gap
// above the first seat card.
func PanelOrnamentRect() image.Rectangle { return image.Rect(BoardW+20, 48, ScreenW-20, 54) }

// BoardRect is the painted board area.
func BoardRect() image.Rectangle { return image.Rect(0, 0, BoardW, ScreenH) }

// VizierPath is where the vizier stands (the point under his feet) while he
// tallies a space: in the space's last stack cell (VizierCell), which no
// seat uses, so he covers no token, badge or label.
func VizierPath(space int) image.Point {
	c := StackCell(space, VizierCell)
	if c.Empty() {
		return image.Point{}
	}
	return image.Pt(c.Min.X+c.Dx()/2, c.Max.Y-(PieceMargin+VizierH-VizierFeet.Y))
}

// LabelRect is the name banner of a space (painted on the board).
func LabelRect(space int) image.Rectangle {
	r := SpaceRect(space)
	switch {
	case space < NumCaves:
		return image.Rect(r.Min.X+8, r.Min.Y+caveHeadH-28, r.Max.X-8, r.Min.Y+caveHeadH-4)
	case space <= SpaceCaravan:
		return image.Rect(r.Min.X+8, r.Min.Y+8, r.Max.X-8, r.Min.Y+cityTokTop-6)
	case space == SpaceGuard:
		return image.Rect(r.Min.X+6, r.Min.Y+4, r.Max.X-6, r.Min.Y+26)
	}
	// Rooms: a numeral plaque to the left of the artifact stack.
	st := StackRect(space - SpaceRoom1)
	return image.Rect(r.Min.X+8, st.Min.Y+8, st.Min.X-8, st.Max.Y-8)
}
