package engine

import (
	"slices"
	"testing"
)

// Scenario tests for Charity, Trade, Donation and Sacrifice (magic-spec
// 4.1 items 26, 28, 29, 43) and the choices they ask for.

// pieceCountA counts a purse's pieces.
func pieceCountA(p Purse) int {
	n := 0
	for k := Kind(0); k < NumKinds; k++ {
		n += int(p.Small[k]) + int(p.Large[k])
	}
	return n
}

// toBankA moves every piece of a seat's purse to the bank.
func toBankA(s *State, p int) {
	for k := Kind(0); k < NumKinds; k++ {
		s.c.Bank.Small[k] += s.c.Purse[p].Small[k]
		s.c.Bank.Large[k] += s.c.Purse[p].Large[k]
	}
	s.c.Purse[p] = Purse{}
}

// fromBankA moves pieces from the bank to a seat, keeping the total.
func fromBankA(s *State, p int, k Kind, small, large int8) {
	s.c.Bank.Small[k] -= small
	s.c.Bank.Large[k] -= large
	s.c.Purse[p].Small[k] += small
	s.c.Purse[p].Large[k] += large
}

// The card offers in a simple position: on red's placement turn, with the
// Lamp lit, Legal lists exactly one cast of each card that can change
// something, and none of Dragon's Return (tally only).
func TestLegalListsTheTreasureAndRoundCasts(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Charity, Trade, Donation, Sacrifice, Spy, LastFirst, DragonsReturn)
	lampOn(s, 0)
	var got []Spell
	for _, a := range s.Legal() {
		if a.Type == ActCast {
			if a != castA(0, a.Spell, Action{}) {
				t.Errorf("a cast with stray targets: %+v", a)
			}
			got = append(got, a.Spell)
		}
	}
	want := []Spell{LastFirst, Charity, Donation, Sacrifice, Spy, Trade}
	if !slices.Equal(got, want) {
		t.Fatalf("casts listed %v, want %v", got, want)
	}
	refused(t, s, castA(0, DragonsReturn, Action{Space: CaveRed}))
	refused(t, s, castA(0, Taboo, Action{Space: Market})) // not in hand
	refused(t, s, castA(1, Charity, Action{}))            // not blue's turn

	// Without treasure, Trade has nothing to swap; with an empty bank,
	// Charity has nothing to give.
	toBankA(s, 0)
	refused(t, s, castA(0, Trade, Action{}))
	bank := s.c.Bank
	s.c.Bank = Purse{}
	refused(t, s, castA(0, Charity, Action{}))
	s.c.Bank = bank
	// With nobody holding treasure, Donation and Sacrifice change nothing.
	for p := 0; p < 4; p++ {
		toBankA(s, p)
	}
	refused(t, s, castA(0, Donation, Action{}))
	refused(t, s, castA(0, Sacrifice, Action{}))
}

// Charity (EN l.230, D48): the caster takes 3 small pieces mixed as they
// like, or one large piece of any kind.
func TestCharityThreeSmallOrOneLarge(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Charity)
	lampOn(s, 0)
	mustApply(t, s, castA(0, Charity, Action{}))
	d := s.Pending()
	if d.Type != DecCharity || d.Seat != 0 || d.Amount != 3 || d.Spell != Charity {
		t.Fatalf("red should choose Charity's treasure, got %+v", d)
	}
	legal := s.Legal()
	if len(legal) != 35+5 { // the ways to split 3 over 5 kinds, and 5 large pieces
		t.Fatalf("%d choices listed, want 40", len(legal))
	}
	before := s.c.Purse[0]
	ev := mustApply(t, s, Action{Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{2, 0, 0, 0, 1}})
	if e := find(ev, EvBankTaken); len(e) != 2 || e[0].Kind != Crowns || e[0].Small != 2 || e[1].Kind != Gold || e[1].Small != 1 {
		t.Fatalf("want 2 crowns and 1 gold bar taken, got %+v", e)
	}
	if s.c.Purse[0].Small[Crowns] != before.Small[Crowns]+2 || s.c.Purse[0].Small[Gold] != before.Small[Gold]+1 {
		t.Errorf("red's purse %+v", s.c.Purse[0])
	}
	if r := find(ev, EvPlayResolved); len(r) != 1 || r[0].Spell != Charity {
		t.Fatalf("the card should be done, got %+v", r)
	}
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 0 {
		t.Fatalf("red should place next, got %+v", d)
	}
	checkInvariants(t, s)

	// Again, taking one large pearl.
	hand(t, s, 0, Charity)
	mustApply(t, s, castA(0, Charity, Action{}))
	ev = mustApply(t, s, Action{Type: ActTake, Seat: 0, Large: true, Give: Pearls})
	if e := find(ev, EvBankTaken); len(e) != 1 || e[0].Kind != Pearls || e[0].Large != 1 || s.c.Purse[0].Large[Pearls] != 1 {
		t.Fatalf("want 1 large pearl taken, got %+v", e)
	}
	checkInvariants(t, s)
}

// Charity with a short bank (D48): with 2 small pieces left the caster
// takes both, or a large one; with a single option it acts unasked. Junk
// answers are refused with the state unchanged.
func TestCharityWithAShortBank(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Charity)
	lampOn(s, 0)
	// Park the bank with blue, leaving 1 small gem, 1 small gold bar and a
	// large trophy.
	for k := Kind(0); k < NumKinds; k++ {
		fromBankA(s, 1, k, s.c.Bank.Small[k], s.c.Bank.Large[k])
	}
	fromBankA(s, 1, Gems, -1, 0)
	fromBankA(s, 1, Gold, -1, 0)
	fromBankA(s, 1, Trophies, 0, -1)
	mustApply(t, s, castA(0, Charity, Action{}))
	if d := s.Pending(); d.Type != DecCharity || d.Amount != 2 {
		t.Fatalf("red should choose, taking 2 small, got %+v", d)
	}
	want := []Action{
		{Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{0, 0, 1, 0, 1}},
		{Type: ActTake, Seat: 0, Large: true, Give: Trophies},
	}
	for i := range want {
		want[i] = want[i].Canonical()
	}
	if got := s.Legal(); !slices.Equal(got, want) {
		t.Fatalf("choices %+v, want %+v", got, want)
	}
	for _, junk := range []Action{
		{Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{0, 0, 1, 0, 0}},  // too few
		{Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{0, 0, 2, 0, 0}},  // more than the bank has
		{Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{1, 0, 1, 0, 1}},  // no crowns there
		{Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{-1, 0, 1, 0, 2}}, // negative
		{Type: ActTake, Seat: 0, Large: true, Give: Crowns},               // no large crown
		{Type: ActTake, Seat: 0, Large: true, Give: NoKind},               // no kind
		{Type: ActTake, Seat: 1, Large: true, Give: Trophies},             // not blue's card
		{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{0, 0, 1, 0, 1}},   // wrong answer
		{Type: ActPass, Seat: 0},
	} {
		refused(t, s, junk)
	}
	mustApply(t, s, want[0])
	if s.c.Purse[0].Small[Gems] != 2 || s.c.Purse[0].Small[Gold] != 1 {
		t.Fatalf("red should hold the bank's last small pieces: %+v", s.c.Purse[0])
	}
	checkInvariants(t, s)

	// Now the bank holds only the large trophy: Charity takes it unasked.
	hand(t, s, 0, Charity)
	ev := mustApply(t, s, castA(0, Charity, Action{}))
	if e := find(ev, EvBankTaken); len(e) != 1 || !(e[0].Large == 1 && e[0].Kind == Trophies) {
		t.Fatalf("the large trophy should go to red unasked, got %+v", e)
	}
	if d := s.Pending(); d.Type != DecPlace {
		t.Fatalf("nothing should be asked, got %+v", d)
	}
	checkInvariants(t, s)
}

// Trade (EN l.298, D47): a small crown for a small pearl, a large gem for a
// large gold bar; the caster's number and value of pieces stay the same.
func TestTradePieceForPiece(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Trade)
	lampOn(s, 0)
	fromBankA(s, 0, Gems, 0, 1)
	before := s.c.Purse[0]
	mustApply(t, s, castA(0, Trade, Action{}))
	d := s.Pending()
	if d.Type != DecTrade || d.Seat != 0 || d.Amount != 4 {
		t.Fatalf("red should trade, up to 4 swaps, got %+v", d)
	}
	legal := s.Legal()
	// Pass, 3 small pieces x 4 other kinds, 1 large x 4 other kinds.
	if len(legal) != 1+12+4 || legal[0].Type != ActPass {
		t.Fatalf("%d choices listed, want 17 starting with pass: %+v", len(legal), legal)
	}
	for _, junk := range []Action{
		{Type: ActSwap, Seat: 0, Give: Crowns, Target: int8(Crowns)},            // same kind
		{Type: ActSwap, Seat: 0, Give: Trophies, Target: int8(Pearls)},          // none to give
		{Type: ActSwap, Seat: 0, Give: Crowns, Target: int8(Gold), Large: true}, // no large crown
		{Type: ActSwap, Seat: 0, Give: Crowns, Target: -1},
		{Type: ActSwap, Seat: 0, Give: Crowns, Target: NumKinds},
		{Type: ActSwap, Seat: 0, Give: NoKind, Target: int8(Pearls)},
		{Type: ActSwap, Seat: 1, Give: Crowns, Target: int8(Pearls)}, // not blue's card
		{Type: ActTake, Seat: 0, Large: true, Give: Gold},
	} {
		refused(t, s, junk)
	}
	ev := mustApply(t, s, Action{Type: ActSwap, Seat: 0, Give: Crowns, Target: int8(Pearls)})
	if p, b := find(ev, EvPaid), find(ev, EvBankTaken); len(p) != 1 || p[0].Kind != Crowns || len(b) != 1 || b[0].Kind != Pearls {
		t.Fatalf("want a crown given and a pearl taken, got %+v %+v", p, b)
	}
	if d := s.Pending(); d.Type != DecTrade || d.Amount != 3 {
		t.Fatalf("red may go on trading, got %+v", d)
	}
	mustApply(t, s, Action{Type: ActSwap, Seat: 0, Give: Gems, Target: int8(Gold), Large: true})
	ev = mustApply(t, s, Action{Type: ActPass, Seat: 0})
	if r := find(ev, EvPlayResolved); len(r) != 1 || r[0].Spell != Trade {
		t.Fatalf("the trade should be over, got %+v", r)
	}
	after := s.c.Purse[0]
	if after.Small != [NumKinds]int8{0, 2, 1, 0, 0} || after.Large != [NumKinds]int8{0, 0, 0, 0, 1} {
		t.Fatalf("red holds %+v", after)
	}
	if after.Total() != before.Total() || pieceCountA(after) != pieceCountA(before) {
		t.Errorf("value %d->%d, pieces %d->%d", before.Total(), after.Total(), pieceCountA(before), pieceCountA(after))
	}
	checkInvariants(t, s)
}

// A Trade ends by itself once no exchange is left, or after as many
// exchanges as the caster holds pieces (each piece changed once).
func TestTradeEndsWhenNothingIsLeftToSwap(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Trade)
	lampOn(s, 0)
	toBankA(s, 0)
	fromBankA(s, 0, Crowns, 1, 0)
	mustApply(t, s, castA(0, Trade, Action{}))
	if d := s.Pending(); d.Type != DecTrade || d.Amount != 1 {
		t.Fatalf("red should trade once, got %+v", d)
	}
	ev := mustApply(t, s, Action{Type: ActSwap, Seat: 0, Give: Crowns, Target: int8(Gold)})
	if r := find(ev, EvPlayResolved); len(r) != 1 || s.Pending().Type != DecPlace {
		t.Fatalf("the trade should end after the one piece changed, got %+v, pending %+v", r, s.Pending())
	}
	if s.c.Purse[0].Small[Gold] != 1 || s.c.Purse[0].Small[Crowns] != 0 {
		t.Fatalf("red holds %+v", s.c.Purse[0])
	}
	checkInvariants(t, s)
}

// Donation (EN l.238, D46), the rulebook's case of a player short of 5:
// in sequence order from the camel everyone gives back 5, the caster too
// (blue); green, with 4, gives everything unasked; yellow, holding only
// large pieces the bank cannot change, gives the least above 5 it can: 6.
func TestDonationEveryoneReturnsFive(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 1, Donation)
	lampOn(s, 1)
	// Blue holds the bank's small trophies and gold bars, so that the bank
	// has no change for them.
	toBankA(s, 3)
	fromBankA(s, 1, Trophies, s.c.Bank.Small[Trophies], 0)
	fromBankA(s, 1, Gold, s.c.Bank.Small[Gold], 0)
	fromBankA(s, 1, Pearls, 5, 0)   // blue: 36 in all
	fromBankA(s, 0, Crowns, 5, 0)   // red: 8
	fromBankA(s, 2, Crowns, 1, 0)   // green: 4
	fromBankA(s, 3, Gold, 0, 2)     // yellow: 2 large gold bars and
	fromBankA(s, 3, Trophies, 0, 1) // a large trophy, 9 in all
	mustApply(t, s, Place(0, 0, Market))
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 1 {
		t.Fatalf("blue's turn expected, got %+v", d)
	}
	mustApply(t, s, castA(1, Donation, Action{}))

	d := s.Pending()
	if d.Type != DecReturn || d.Seat != 0 || d.Amount != 5 || d.From != 1 || d.Spell != Donation {
		t.Fatalf("red, holding the camel, should give back 5 first, got %+v", d)
	}
	for _, junk := range []Action{
		{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{2, 1, 1, 0, 0}},  // 4
		{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{4, 1, 1, 0, 0}},  // 6
		{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{-1, 1, 1, 0, 0}}, // negative
		{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{0, 5, 0, 0, 0}},  // 5 pearls, red has 1
		{Type: ActPay, Seat: 1, Amounts: [NumKinds]int8{0, 5, 0, 0, 0}},  // not blue's turn
		{Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{3, 1, 1, 0, 0}},
	} {
		refused(t, s, junk)
	}
	mustApply(t, s, Action{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{3, 1, 1, 0, 0}})
	if d := s.Pending(); d.Type != DecReturn || d.Seat != 1 || d.Amount != 5 {
		t.Fatalf("blue, the caster, gives back 5 next, got %+v", d)
	}
	ev := mustApply(t, s, Action{Type: ActPay, Seat: 1, Amounts: [NumKinds]int8{0, 5, 0, 0, 0}})
	green := 0
	for _, e := range find(ev, EvPaid) {
		if e.Seat == 2 {
			green += int(e.Amount)
		}
	}
	if green != 4 || s.c.Purse[2].Total() != 0 {
		t.Fatalf("green should give all 4 unasked, gave %d, holds %+v", green, s.c.Purse[2])
	}
	d = s.Pending()
	if d.Type != DecReturn || d.Seat != 3 || d.Amount != 6 {
		t.Fatalf("yellow cannot make 5 and should give 6, got %+v", d)
	}
	want := []Action{
		{Type: ActPay, Seat: 3, Amounts: [NumKinds]int8{0, 0, 0, 0, 6}},
		{Type: ActPay, Seat: 3, Amounts: [NumKinds]int8{0, 0, 0, 3, 3}},
	}
	got := s.Legal()
	slices.SortFunc(got, func(a, b Action) int { return int(a.Amounts[3]) - int(b.Amounts[3]) })
	for i := range want {
		want[i] = want[i].Canonical()
	}
	if !slices.Equal(got, want) {
		t.Fatalf("yellow's choices %+v, want %+v", got, want)
	}
	refused(t, s, Action{Type: ActPay, Seat: 3, Amounts: [NumKinds]int8{0, 0, 0, 0, 5}}) // no change for 5
	ev = mustApply(t, s, want[1])
	if r := find(ev, EvPlayResolved); len(r) != 1 || r[0].Spell != Donation {
		t.Fatalf("Donation should be done, got %+v", r)
	}
	if s.c.Purse[0].Total() != 3 || s.c.Purse[1].Total() != 31 || s.c.Purse[3].Total() != 3 {
		t.Errorf("purses after: %d %d %d", s.c.Purse[0].Total(), s.c.Purse[1].Total(), s.c.Purse[3].Total())
	}
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 1 {
		t.Fatalf("blue goes on with the turn, got %+v", d)
	}
	checkInvariants(t, s)
}

// Sacrifice (EN l.270, D46): the same with 7. A player with exactly 7 gives
// it all unasked; one whose large pieces make 7 and 8 impossible gives 9;
// one with a single way to pay is not asked either.
func TestSacrificeEveryoneReturnsSeven(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Sacrifice)
	lampOn(s, 0)
	toBankA(s, 0)
	toBankA(s, 2)
	toBankA(s, 3)
	// The bank keeps no small crowns or pearls for change: blue holds them.
	fromBankA(s, 1, Crowns, s.c.Bank.Small[Crowns], 0)
	fromBankA(s, 1, Pearls, s.c.Bank.Small[Pearls], 0)
	fromBankA(s, 1, Trophies, 7, 0)
	fromBankA(s, 0, Gems, 7, 0)   // red: 7 exactly
	fromBankA(s, 2, Crowns, 0, 3) // green: 3 large crowns and a large
	fromBankA(s, 2, Pearls, 0, 1) // pearl, 12 in all
	fromBankA(s, 3, Gems, 10, 0)  // yellow: 10 small gems, one way to give 7
	mustApply(t, s, castA(0, Sacrifice, Action{}))
	if s.c.Purse[0].Total() != 0 {
		t.Fatalf("red, with 7, should give it all unasked: %+v", s.c.Purse[0])
	}
	d := s.Pending()
	if d.Type != DecReturn || d.Seat != 1 || d.Amount != 7 {
		t.Fatalf("blue should be asked for 7, got %+v", d)
	}
	mustApply(t, s, Action{Type: ActPay, Seat: 1, Amounts: [NumKinds]int8{0, 0, 0, 7, 0}})
	d = s.Pending()
	if d.Type != DecReturn || d.Seat != 2 || d.Amount != 9 {
		t.Fatalf("green should give 9, the least above 7 it can, got %+v", d)
	}
	if got := s.Legal(); len(got) != 2 {
		t.Fatalf("green may give 9 crowns, or 6 crowns and 3 pearls: %+v", got)
	}
	refused(t, s, Action{Type: ActPay, Seat: 2, Amounts: [NumKinds]int8{6, 1, 0, 0, 0}})
	ev := mustApply(t, s, Action{Type: ActPay, Seat: 2, Amounts: [NumKinds]int8{6, 3, 0, 0, 0}})
	yellow := 0
	for _, e := range find(ev, EvPaid) {
		if e.Seat == 3 {
			yellow += int(e.Amount)
		}
	}
	if yellow != 7 || s.c.Purse[3].Small[Gems] != 3 {
		t.Fatalf("yellow should give 7 gems unasked, gave %d: %+v", yellow, s.c.Purse[3])
	}
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 0 {
		t.Fatalf("red goes on with the turn, got %+v", d)
	}
	checkInvariants(t, s)
}

// With only small pearls in the bank, Charity's one choice is 3 pearls:
// it acts without asking.
func TestCharityTakesTheOnlyMixUnasked(t *testing.T) {
	s := newMagicRound(t, 4)
	hand(t, s, 0, Charity)
	lampOn(s, 0)
	for k := Kind(0); k < NumKinds; k++ {
		fromBankA(s, 1, k, s.c.Bank.Small[k], s.c.Bank.Large[k])
	}
	fromBankA(s, 1, Pearls, -5, 0)
	ev := mustApply(t, s, castA(0, Charity, Action{}))
	if e := find(ev, EvBankTaken); len(e) != 1 || e[0].Kind != Pearls || e[0].Small != 3 {
		t.Fatalf("red should take 3 pearls unasked, got %+v", e)
	}
	if d := s.Pending(); d.Type != DecPlace || s.c.Bank.Small[Pearls] != 2 {
		t.Fatalf("pending %+v, bank %+v", d, s.c.Bank)
	}
	checkInvariants(t, s)
}
