package assets

import (
	"image"
	"testing"
)

func TestSpaceRectsInsideBoardAndDisjoint(t *testing.T) {
	board := BoardRect()
	for s := 0; s < NumSpaces; s++ {
		r := SpaceRect(s)
		if r.Empty() || !r.In(board) {
			t.Fatalf("space %d rect %v not inside board %v", s, r, board)
		}
		for u := s + 1; u < NumSpaces; u++ {
			if r.Overlaps(SpaceRect(u)) {
				t.Errorf("spaces %d and %d overlap: %v %v", s, u, r, SpaceRect(u))
			}
		}
		for _, o := range []image.Rectangle{CardSlotRect(), BankRect(), CamelRect(), SidePanelRect()} {
			if r.Overlaps(o) {
				t.Errorf("space %d overlaps fixture %v", s, o)
			}
		}
	}
	if !SpaceRect(-1).Empty() || !SpaceRect(NumSpaces).Empty() {
		t.Error("out-of-range spaces must give empty rects")
	}
}

func TestCityOrderLeftToRight(t *testing.T) {
	// Caravanserai, Market, Djinn's House, Aladdin's Tent from the left.
	order := []int{SpaceCaravan, SpaceMarket, SpaceDjinn, SpaceTent}
	for i := 1; i < len(order); i++ {
		if SpaceRect(order[i-1]).Min.X >= SpaceRect(order[i]).Min.X {
			t.Errorf("city order wrong at %d", i)
		}
	}
	for c := 1; c < NumCaves; c++ {
		if SpaceRect(c-1).Min.X >= SpaceRect(c).Min.X {
			t.Error("caves must run left to right")
		}
	}
}

func TestTokenSlots(t *testing.T) {
	for s := 0; s < NumSpaces; s++ {
		slots := TokenSlots(s)
		if len(slots) != MaxTokens(s) || len(slots) < 20 {
			t.Fatalf("space %d: %d slots", s, len(slots))
		}
		r := SpaceRect(s)
		half := TokenSize / 2
		for i, p := range slots {
			tok := image.Rect(p.X-half, p.Y-half, p.X+half, p.Y+half)
			if !tok.In(r) {
				t.Errorf("space %d slot %d token %v outside space %v", s, i, tok, r)
			}
			for j := 0; j < i; j++ {
				if slots[j] == p {
					t.Errorf("space %d: duplicate slot %v", s, p)
				}
			}
		}
		// The first six slots never overlap each other.
		for i := 0; i < 6; i++ {
			for j := 0; j < i; j++ {
				d := slots[i].Sub(slots[j])
				if d.X*d.X+d.Y*d.Y < (TokenSize-4)*(TokenSize-4) {
					t.Errorf("space %d: first slots %d,%d overlap", s, i, j)
				}
			}
		}
		if s >= 5 {
			continue
		}
		for sh := 0; sh < NumShelves; sh++ {
			sr := ShelfRect(s, sh)
			if !sr.In(r) {
				t.Errorf("shelf %d/%d outside cave", s, sh)
			}
			for _, p := range slots[:6] {
				tok := image.Rect(p.X-half, p.Y-half, p.X+half, p.Y+half)
				if tok.Overlaps(sr) {
					t.Errorf("cave %d: token slot overlaps shelf %d", s, sh)
				}
			}
			if n := len(ShelfSlots(s, sh, 6)); n != 6 {
				t.Errorf("shelf slots %d", n)
			}
		}
	}
}

func TestFixturesInsideBoard(t *testing.T) {
	board := BoardRect()
	for name, r := range map[string]image.Rectangle{
		"card": CardSlotRect(), "bank": BankRect(), "camel": CamelRect(), "guard": GuardTokenRect(), "guardpile": GuardPileRect(),
	} {
		if r.Empty() || !r.In(board) {
			t.Errorf("%s rect %v not inside board", name, r)
		}
	}
	if CardSlotRect().Overlaps(CamelRect()) || CardSlotRect().Overlaps(BankRect()) || CamelRect().Overlaps(BankRect()) {
		t.Error("card slot, camel and bank overlap")
	}
	if !GuardTokenRect().In(SpaceRect(SpaceGuard)) || GuardTokenRect().Overlaps(GuardPileRect()) {
		t.Error("guard tiles misplaced")
	}
	for r := 0; r < NumRooms; r++ {
		st := StackRect(r)
		if !st.In(SpaceRect(SpaceRoom1 + r)) {
			t.Errorf("stack %d outside room", r)
		}
		for _, p := range TokenSlots(SpaceRoom1 + r)[:9] {
			if image.Rect(p.X-TokenSize/2, p.Y-TokenSize/2, p.X+TokenSize/2, p.Y+TokenSize/2).Overlaps(st) {
				t.Errorf("room %d token slot overlaps stack", r)
			}
		}
	}
	for k := 0; k < NumKinds; k++ {
		if !BankPileRect(k).In(BankRect()) {
			t.Errorf("bank pile %d outside bank", k)
		}
	}
	for s := 0; s < NumSpaces; s++ {
		p := VizierPath(s)
		if !p.In(board) {
			t.Errorf("vizier point %d outside board", s)
		}
	}
	if SidePanelRect() != image.Rect(1180, 0, 1600, 1000) {
		t.Error("side panel must be x 1180..1600")
	}
}
