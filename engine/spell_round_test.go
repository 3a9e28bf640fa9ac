package engine

import (
	"slices"
	"testing"
)

// Scenario tests for Spy, Taboo, And the Last Will Be the First, Dragon
// Leaves and Dragon's Return (magic-spec 4.1 items 25, 30, 31, 39, 41).

// castSpacesA is the spaces Legal offers a card on.
func castSpacesA(s *State, sp Spell) []Space {
	var out []Space
	for _, a := range castsOf(s, sp) {
		out = append(out, a.Space)
	}
	return out
}

// passWindowA passes for every seat asked in the current space's window,
// and no further.
func passWindowA(t *testing.T, s *State) []Event {
	t.Helper()
	var ev []Event
	sp := s.Pending().Space
	for i := 0; s.Pending().Type == DecReact && s.Pending().Space == sp; i++ {
		if i > 100 {
			t.Fatal("the window keeps asking")
		}
		ev = append(ev, mustApply(t, s, Action{Type: ActPass, Seat: s.Pending().Seat})...)
	}
	return ev
}

// resolvedBefore marks every space before sp as already tallied, as if the
// vizier had passed them.
func resolvedBefore(s *State, sp Space) {
	for q := Space(0); q < sp; q++ {
		s.c.M.Resolved |= 1 << q
	}
}

// Spy (EN l.282, D57): from the moment it acts the other players lay their
// tokens face up, and every view and event shows their values; the caster's
// tokens, tokens already down, and tokens laid on the guard stay face down.
func TestSpyTurnsLaterPlacementsOfOthersFaceUp(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Spy)
	lampOn(s, 0)
	// A first round of placements, before the Spy.
	mustApply(t, s, Place(0, 0, Market))
	ev := mustApply(t, s, Place(1, 1, Market)) // blue's 2, face down
	early := find(ev, EvTokenPlaced)[0]
	mustApply(t, s, Place(2, 0, Market))
	mustApply(t, s, Place(3, 0, Market))

	if got := castsOf(s, Spy); len(got) != 1 {
		t.Fatalf("Spy should be offered once on red's turn, got %v", got)
	}
	ev = mustApply(t, s, castA(0, Spy, Action{}))
	if m := find(ev, EvModifier); len(m) != 1 || m[0].Spell != Spy || m[0].Seat != 0 {
		t.Fatalf("want the Spy announced, got %+v", m)
	}
	if s.c.M.Spy != 0 || s.Pending().Type != DecPlace || s.Pending().Seat != 0 {
		t.Fatalf("Spy %d, pending %+v: red should place next", s.c.M.Spy, s.Pending())
	}
	// The caster's own token stays face down.
	ev = mustApply(t, s, Place(0, 7, Room1))
	if e := find(ev, EvTokenPlaced)[0]; e.FaceUp || e.For(2).Value != 0 {
		t.Errorf("red's own 9 should stay hidden: %+v", e)
	}
	// Blue's 7 goes down face up: everyone sees it.
	ev = mustApply(t, s, Place(1, 5, Room2))
	placed := find(ev, EvTokenPlaced)[0]
	if !placed.FaceUp || placed.Audience != Everyone || placed.For(2).Value != 7 {
		t.Errorf("blue's 7 should be laid face up for all: %+v", placed)
	}
	// Green's token on the guard stays face down (EN l.209).
	ev = mustApply(t, s, Place(2, 6, Guard))
	if e := find(ev, EvTokenPlaced)[0]; e.FaceUp || e.For(3).Value != 0 {
		t.Errorf("a token on the guard should stay face down: %+v", e)
	}
	v := s.View(3)
	for _, tv := range v.Tokens[:v.NumTokens] {
		switch tv.Seq {
		case early.Seq:
			if tv.Face || tv.Value != 0 {
				t.Errorf("blue's 2 laid before the Spy should stay hidden from yellow: %+v", tv)
			}
		case placed.Seq:
			if !tv.Face || tv.Value != 7 {
				t.Errorf("yellow should see blue's 7: %+v", tv)
			}
		}
	}
	checkInvariants(t, s)
}

// Spy is offered only during placement and only while someone else still
// has tokens to lay (D36, D57).
func TestSpyRefusedWhenItCouldShowNothing(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Spy)
	lampOn(s, 0)
	for p := 1; p < 4; p++ {
		put(t, s, p, Market, 1, 2, 4, 5, 6, 7, 8, 9)
	}
	if got := castsOf(s, Spy); len(got) != 0 {
		t.Fatalf("Spy offered with nobody else left to place: %v", got)
	}
	refused(t, s, castA(0, Spy, Action{}))

	// In the tally it is never offered.
	s = newMagicRound(t, 4)
	hand(t, s, 0, Spy)
	lampOn(s, 0)
	put(t, s, 1, Market, 5)
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 {
		t.Fatalf("red should be asked in the Market's window, got %+v", d)
	}
	refused(t, s, castA(0, Spy, Action{}))
}

// Taboo (EN l.290, D57, D41): once it acts nobody may lay a token there,
// move one there, or land a Flying Carpet there; tokens already there stay.
func TestTabooClosesASpaceToPlacementsMovesAndCarpets(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Taboo)
	hand(t, s, 2, SecondChance)
	lampOn(s, 0)
	lampOn(s, 2)
	own(t, s, 2, FlyingCarpet)
	s.c.M.Djinn = 2 // green won the Djinn's House: a second use for the Carpet
	stock(s, CaveRed, 0, 4)
	put(t, s, 1, Market, 5)
	put(t, s, 3, CaveBlue, 4) // a token on a bare cave (as after Dragon's Return)

	// Legal offers Taboo on every space something could still reach: the
	// stocked red cave, the four city spaces and rooms 1-4; not the guard,
	// not the bare caves.
	want := []Space{CaveRed, AladdinsTent, DjinnsHouse, Market, Caravanserai, Room1, Room2, Room3, Room4}
	if got := castSpacesA(s, Taboo); !slices.Equal(got, want) {
		t.Fatalf("Taboo offered on %v, want %v", got, want)
	}
	refused(t, s, castA(0, Taboo, Action{Space: Guard}))
	refused(t, s, castA(0, Taboo, Action{Space: CaveBlue}))
	refused(t, s, castA(0, Taboo, Action{Space: NumSpaces}))

	mustApply(t, s, castA(0, Taboo, Action{Space: Market}))
	// Green holds a card, so green is asked to answer; green passes.
	ev := passAll(t, s)
	if m := find(ev, EvModifier); len(m) != 1 || m[0].Spell != Taboo || m[0].Space != Market {
		t.Fatalf("want Taboo on the Market announced, got %+v", m)
	}
	if s.c.M.Taboo != 1<<Market {
		t.Fatalf("Taboo bits %b", s.c.M.Taboo)
	}
	// Placement there is refused; the token already there stays.
	refused(t, s, Place(0, 3, Market))
	if s.c.TokenAt[1][3] != Market {
		t.Error("blue's 5 should stay on the Market")
	}
	// A move there is refused (D41), and a Carpet can no longer land there.
	if r := s.moveProblem(1, 3, Caravanserai); r != ok {
		t.Fatalf("a move to the Caravanserai should be fine: %v", r.why)
	}
	put(t, s, 2, Caravanserai, 4)
	if r := s.moveProblem(2, 2, Market); r.code != ErrTaboo {
		t.Errorf("a move onto the Taboo Market should be refused, got %+v", r)
	}
	if r := s.carpetProblem(2, Market); r == ok {
		t.Error("a Carpet on the Taboo Market should be refused")
	}
	// And Taboo is not offered again on the same space.
	hand(t, s, 0, Taboo) // back from the discard, as if drawn again
	if slices.Contains(castSpacesA(s, Taboo), Market) {
		t.Error("Taboo offered again on the Market")
	}

	// At the Market's turn green, holding a Carpet, is asked (a card in
	// hand) but may not land the Carpet there.
	tallyFrom(s, Market)
	for s.Pending().Type == DecReact && s.Pending().Seat != 2 {
		mustApply(t, s, Action{Type: ActPass, Seat: s.Pending().Seat})
	}
	if d := s.Pending(); d.Type != DecReact || d.Seat != 2 {
		t.Fatalf("green should be asked at the Market, got %+v", d)
	}
	refused(t, s, invokeA(2, FlyingCarpet, Action{Space: Market}))
}

// Taboo in the tally: it may name the space being tallied (not yet tallied,
// D40) to keep a Carpet out, never a space already tallied; and it is not
// offered when nothing could arrive any more (D36).
func TestTabooInTheTally(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Taboo)
	lampOn(s, 0)
	put(t, s, 1, Market, 5)
	put(t, s, 2, Caravanserai, 6)
	resolvedBefore(s, Market)
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 {
		t.Fatalf("red should be asked at the Market, got %+v", d)
	}
	// No Carpet anywhere, no other card: nothing could arrive.
	if got := castsOf(s, Taboo); len(got) != 0 {
		t.Fatalf("Taboo offered though nothing could arrive: %v", got)
	}
	refused(t, s, castA(0, Taboo, Action{Space: Market}))

	// Blue now holds a Flying Carpet with a use left: Taboo may keep it out
	// of the Market (being tallied) or later spaces, not earlier ones.
	s = newMagicRound(t, 4)
	hand(t, s, 0, Taboo)
	lampOn(s, 0)
	own(t, s, 1, FlyingCarpet)
	put(t, s, 1, Market, 5)
	put(t, s, 2, Caravanserai, 6)
	resolvedBefore(s, Market)
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 {
		t.Fatalf("red should be asked at the Market, got %+v", d)
	}
	want := []Space{Market, Caravanserai, Room1, Room2, Room3, Room4}
	if got := castSpacesA(s, Taboo); !slices.Equal(got, want) {
		t.Fatalf("Taboo offered on %v, want %v", got, want)
	}
	refused(t, s, castA(0, Taboo, Action{Space: DjinnsHouse}))
	mustApply(t, s, castA(0, Taboo, Action{Space: Market}))
	passAll(t, s)
	if s.c.M.Taboo&(1<<Market) == 0 {
		t.Fatal("the Market should be under Taboo")
	}
	if s.carpetProblem(1, Market) == ok {
		t.Error("blue's Carpet may no longer land on the Market")
	}
}

// And the Last Will Be the First (EN l.226, D43), cast in the white cave's
// window: the red cave, tallied before, kept its values; in the white cave
// a 1 counts 9; at the guard a 9 is still a 9; in a room a 9 counts 1 and
// costs 1.
func TestAndTheLastWillBeTheFirst(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, LastFirst)
	lampOn(s, 0)
	stock(s, CaveRed, 0, 4)
	stock(s, CaveWhite, 0, 4)
	put(t, s, 3, CaveRed, 9)
	put(t, s, 2, CaveRed, 5)
	put(t, s, 1, CaveWhite, 1)
	put(t, s, 2, CaveWhite, 8)
	put(t, s, 2, Guard, 9)
	put(t, s, 0, Guard, 8, 1)
	put(t, s, 0, Room1, 9)
	s.c.Guard = 9

	tallyFrom(s, CaveRed)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 || d.Space != CaveRed {
		t.Fatalf("red should be asked at the red cave, got %+v", d)
	}
	if got := castsOf(s, LastFirst); len(got) != 1 {
		t.Fatalf("And the Last should be offered, got %v", got)
	}
	ev := mustApply(t, s, Action{Type: ActPass, Seat: 0})
	if e := find(ev, EvTreasureTaken); len(e) != 1 || e[0].Seat != 3 {
		t.Fatalf("yellow's 9 should win the red cave, got %+v", e)
	}
	if d := s.Pending(); d.Type != DecReact || d.Space != CaveWhite {
		t.Fatalf("the white cave's window should be open, got %+v", d)
	}
	ev = mustApply(t, s, castA(0, LastFirst, Action{}))
	ev = append(ev, passAll(t, s)...)
	if m := find(ev, EvModifier); len(m) != 1 || m[0].Spell != LastFirst {
		t.Fatalf("want the card announced, got %+v", m)
	}
	if e := find(ev, EvTreasureTaken); len(e) != 1 || e[0].Seat != 1 || e[0].Space != CaveWhite {
		t.Fatalf("blue's 1, now a 9, should beat green's 8 in the white cave, got %+v", e)
	}
	if got := s.value(3, 7, CaveRed); got != 9 {
		t.Errorf("yellow's 9 in the red cave, tallied before the card, counts %d", got)
	}
	if e := find(ev, EvEntered); len(e) != 2 || e[0].Seat != 0 || e[1].Seat != 2 || e[1].Amount != 0 {
		t.Fatalf("green's printed 9 should pass the guard of 9 for free, got %+v", e)
	}
	d := s.Pending()
	if d.Type != DecBuy || d.Seat != 0 || d.Space != Room1 || d.Amount != 1 {
		t.Fatalf("red's 9 in room 1 should count 1 and cost 1, got %+v", d)
	}
	if v := s.View(2); v.Tokens[v.NumTokens-1].Value != 1 {
		t.Errorf("views should show red's 9 in room 1 as worth 1: %+v", v.Tokens[v.NumTokens-1])
	}
	ev = mustApply(t, s, Buy(0, map[int]Kind{7: Crowns}))
	if p := find(ev, EvPaid); len(p) != 1 || p[0].Amount != 1 {
		t.Fatalf("want 1 crown paid, got %+v", p)
	}
	checkInvariants(t, s)
}

// And the Last is offered only while a 1 or a 9 may still count in a space
// to be tallied, the guard aside: as far as the caster knows, another
// player's face-down token might be one.
func TestAndTheLastRefusedWhenNoOneOrNineIsLeft(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, LastFirst)
	lampOn(s, 0)
	put(t, s, 0, Market, 5)
	put(t, s, 1, Guard, 9, 1)     // the guard keeps printed values
	put(t, s, 2, DjinnsHouse, 9)  // tallied already
	put(t, s, 3, Caravanserai, 6) // face up below
	resolvedBefore(s, Market)
	s.c.M.Face[3] |= 1 << 4 // yellow's 6 was turned face up by a spell
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 {
		t.Fatalf("red should be asked at the Market, got %+v", d)
	}
	if got := castsOf(s, LastFirst); len(got) != 0 {
		t.Fatalf("And the Last offered with no 1 or 9 to count: %v", got)
	}
	refused(t, s, castA(0, LastFirst, Action{}))

	// A face-down token of blue's in room 2 might be a 1 or a 9.
	put(t, s, 1, Room2, 4)
	if got := castsOf(s, LastFirst); len(got) != 1 {
		t.Fatalf("And the Last should be offered against a face-down token, got %v", got)
	}
}

// Dragon Leaves during placement (EN l.242, D51, D26): a bare cave gets 4
// and 2 of its treasure from the bank, large pieces first, and tokens may
// then go there. It is not offered on a cave holding treasure.
func TestDragonLeavesDuringPlacement(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, DragonLeaves)
	lampOn(s, 0)
	stock(s, CaveWhite, 0, 3)
	want := []Space{CaveRed, CaveBlue, CaveBlack, CaveGold}
	if got := castSpacesA(s, DragonLeaves); !slices.Equal(got, want) {
		t.Fatalf("Dragon Leaves offered on %v, want %v", got, want)
	}
	refused(t, s, castA(0, DragonLeaves, Action{Space: CaveWhite}))
	refused(t, s, castA(0, DragonLeaves, Action{Space: Market}))
	refused(t, s, Place(0, 7, CaveRed))

	bank := s.c.Bank
	ev := mustApply(t, s, castA(0, DragonLeaves, Action{Space: CaveRed}))
	filled := find(ev, EvCaveFilled)
	if len(filled) != 2 || filled[0].Shelf != 0 || filled[0].Large != 1 || filled[0].Small != 1 ||
		filled[1].Shelf != 1 || filled[1].Small != 2 || filled[1].Large != 0 {
		t.Fatalf("want shelves of 4 (1 large, 1 small) and 2 (2 small), got %+v", filled)
	}
	if s.c.Bank.Large[Crowns] != bank.Large[Crowns]-1 || s.c.Bank.Small[Crowns] != bank.Small[Crowns]-3 {
		t.Errorf("the bank should have paid for the shelves: %+v", s.c.Bank)
	}
	mustApply(t, s, Place(0, 7, CaveRed))
	checkInvariants(t, s)
}

// A short bank stocks what it has (D26, D51); an empty one cannot.
func TestDragonLeavesWithAShortBank(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, DragonLeaves)
	lampOn(s, 0)
	// The bank has 2 small gemstones and no large one left.
	s.c.Purse[1].Small[Gems] += s.c.Bank.Small[Gems] - 2
	s.c.Bank.Small[Gems] = 2
	s.c.Purse[1].Large[Gems] += s.c.Bank.Large[Gems]
	s.c.Bank.Large[Gems] = 0
	// And no gold at all.
	s.c.Purse[2].Small[Gold] += s.c.Bank.Small[Gold]
	s.c.Purse[2].Large[Gold] += s.c.Bank.Large[Gold]
	s.c.Bank.Small[Gold], s.c.Bank.Large[Gold] = 0, 0
	refused(t, s, castA(0, DragonLeaves, Action{Space: CaveGold}))
	ev := mustApply(t, s, castA(0, DragonLeaves, Action{Space: CaveBlue}))
	filled := find(ev, EvCaveFilled)
	if len(filled) != 2 || filled[0].Small != 2 || filled[0].Large != 0 || filled[1].Small+filled[1].Large != 0 {
		t.Fatalf("the top shelf should get the bank's 2 gemstones, the next none: %+v", filled)
	}
	checkInvariants(t, s)
}

// Dragon Leaves after placement (D63): in a tally window it may restock a
// cave the vizier has not reached; nobody can lay a token there any more,
// but a Flying Carpet can, and the cave gets a window for it. The cave
// being tallied, caves behind and a cave shut by Dragon's Return are
// refused.
func TestDragonLeavesAfterPlacementLetsACarpetIn(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, DragonLeaves, DragonsReturn)
	lampOn(s, 0)
	own(t, s, 1, FlyingCarpet)
	stock(s, CaveWhite, 0, 4)
	stock(s, CaveBlack, 0, 4)
	put(t, s, 2, CaveWhite, 5)
	resolvedBefore(s, CaveWhite)
	tallyFrom(s, CaveWhite)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 || d.Space != CaveWhite {
		t.Fatalf("red should be asked at the white cave, got %+v", d)
	}
	want := []Space{CaveBlue, CaveGold}
	if got := castSpacesA(s, DragonLeaves); !slices.Equal(got, want) {
		t.Fatalf("Dragon Leaves offered on %v, want %v", got, want)
	}
	refused(t, s, castA(0, DragonLeaves, Action{Space: CaveRed}))   // tallied
	refused(t, s, castA(0, DragonLeaves, Action{Space: CaveWhite})) // its turn, and treasure
	refused(t, s, castA(0, DragonLeaves, Action{Space: CaveBlack})) // treasure

	// Red shuts the black cave; once that has acted, the bare black cave
	// still cannot be restocked.
	mustApply(t, s, castA(0, DragonsReturn, Action{Space: CaveBlack}))
	passIfAsked(t, s, 0)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 1 {
		t.Fatalf("blue, holding a Carpet, should be asked, got %+v", d)
	}
	ev := mustApply(t, s, Action{Type: ActPass, Seat: 1})
	if e := find(ev, EvCaveClosed); len(e) == 0 || e[0].Space != CaveBlack {
		t.Fatalf("the black cave should be shut, got %+v", e)
	}
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 || d.Space != CaveWhite {
		t.Fatalf("the window should ask red again, got %+v", d)
	}
	refused(t, s, castA(0, DragonLeaves, Action{Space: CaveBlack}))
	want = []Space{CaveBlue, CaveGold}
	if got := castSpacesA(s, DragonLeaves); !slices.Equal(got, want) {
		t.Fatalf("Dragon Leaves offered on %v, want %v", got, want)
	}
	ev = mustApply(t, s, castA(0, DragonLeaves, Action{Space: CaveBlue}))
	ev = append(ev, passWindowA(t, s)...)
	if e := find(ev, EvCaveFilled); len(e) != 2 || e[0].Space != CaveBlue {
		t.Fatalf("the blue cave should be stocked, got %+v", e)
	}
	if e := find(ev, EvTreasureTaken); len(e) != 1 || e[0].Seat != 2 || e[0].Space != CaveWhite {
		t.Fatalf("green should take the white cave, got %+v", e)
	}
	// The blue cave, holding no token, gets a window for blue's Carpet.
	if d := s.Pending(); d.Type != DecReact || d.Seat != 1 || d.Space != CaveBlue {
		t.Fatalf("blue should be asked at the restocked blue cave, got %+v", d)
	}
	ev = mustApply(t, s, invokeA(1, FlyingCarpet, Action{Space: CaveBlue}))
	ev = append(ev, passAll(t, s)...)
	if e := find(ev, EvTreasureTaken); len(e) != 1 || e[0].Seat != 1 || e[0].Space != CaveBlue || e[0].Large != 1 {
		t.Fatalf("blue's Carpet should win the blue cave's top shelf, got %+v", e)
	}
	checkInvariants(t, s)

	// A shut cave cannot be restocked even while bare (D51).
	s = newMagicRound(t, 4)
	hand(t, s, 0, DragonLeaves)
	lampOn(s, 0)
	s.c.M.Closed |= 1 << CaveGold
	if slices.Contains(castSpacesA(s, DragonLeaves), CaveGold) {
		t.Error("Dragon Leaves offered on a shut cave")
	}
	refused(t, s, castA(0, DragonLeaves, Action{Space: CaveGold}))
}

// Dragon's Return (EN l.246, D51): played in the tally, it sends the named
// cave's treasure to the bank; the tokens there stay and win nothing. It is
// refused during placement.
func TestDragonsReturn(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, DragonsReturn)
	lampOn(s, 0)
	stock(s, CaveRed, 0, 4)
	stock(s, CaveRed, 1, 2)
	stock(s, CaveWhite, 0, 4)
	put(t, s, 1, CaveRed, 9)
	put(t, s, 2, CaveRed, 5)
	put(t, s, 3, Market, 4) // the tally stops at the Market
	if got := castsOf(s, DragonsReturn); len(got) != 0 {
		t.Fatalf("Dragon's Return offered during placement: %v", got)
	}
	refused(t, s, castA(0, DragonsReturn, Action{Space: CaveRed}))

	bank := s.c.Bank
	purses := s.c.Purse
	tallyFrom(s, CaveRed)
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 || d.Space != CaveRed {
		t.Fatalf("red should be asked at the red cave, got %+v", d)
	}
	want := []Space{CaveRed, CaveWhite} // caves to come that hold treasure
	if got := castSpacesA(s, DragonsReturn); !slices.Equal(got, want) {
		t.Fatalf("Dragon's Return offered on %v, want %v", got, want)
	}
	refused(t, s, castA(0, DragonsReturn, Action{Space: CaveBlue})) // bare
	refused(t, s, castA(0, DragonsReturn, Action{Space: Market}))   // not a cave
	ev := mustApply(t, s, castA(0, DragonsReturn, Action{Space: CaveRed}))
	ev = append(ev, passAll(t, s)...)
	closed := find(ev, EvCaveClosed)
	if len(closed) != 2 || closed[0].Space != CaveRed || closed[0].Large != 1 || closed[0].Small != 1 ||
		closed[1].Small != 2 {
		t.Fatalf("both red shelves should go back to the bank, got %+v", closed)
	}
	if e := find(ev, EvTreasureTaken); len(e) != 0 {
		t.Fatalf("nobody should take treasure in the shut cave, got %+v", e)
	}
	if s.c.Purse != purses {
		t.Error("no purse should change")
	}
	if s.c.Bank.Small[Crowns] != bank.Small[Crowns]+3 || s.c.Bank.Large[Crowns] != bank.Large[Crowns]+1 {
		t.Errorf("the bank should get the red cave's 6 back: %+v", s.c.Bank)
	}
	if s.c.TokenAt[1][7] != CaveRed || s.c.TokenAt[2][3] != CaveRed {
		t.Error("the tokens should stay in the red cave")
	}
	if s.c.M.Closed != 1<<CaveRed {
		t.Errorf("closed caves %b", s.c.M.Closed)
	}
	checkInvariants(t, s)
}
