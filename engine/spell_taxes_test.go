package engine

import (
	"slices"
	"testing"
)

// Scenario tests for City Tax and Sultan's Tax (magic-spec 4.1 items 22,
// 27, 40; decisions D31, D38, D39, D45).

// payB is an ActPay of the given values per kind.
func payB(seat int, v ...int8) Action {
	a := Action{Type: ActPay, Seat: int8(seat)}
	copy(a.Amounts[:], v)
	return a.Canonical()
}

// taxedB checks the pending tax decision.
func taxedB(t *testing.T, s *State, seat int, amount int8, h uint8) {
	t.Helper()
	d := s.Pending()
	if d.Type != DecTax || int(d.Seat) != seat || d.Amount != amount || d.Handle != h {
		t.Fatalf("want seat %d taxed %d for token %d, got %+v", seat, amount, h, d)
	}
}

// onlyPaymentsOfB checks that a tax decision offers sending home and every
// payment of exactly `need`, nothing else.
func onlyPaymentsOfB(t *testing.T, s *State, seat, need int) {
	t.Helper()
	legal := s.Legal()
	if !slices.Contains(legal, Decline(seat)) {
		t.Fatalf("sending home is not offered: %v", legal)
	}
	want := s.valueOptions(seat, need, ActPay, []Action{Decline(seat)}, false)
	sameActions(t, "tax answers", legal, want)
	for _, a := range legal[1:] {
		sum := 0
		for _, v := range a.Amounts {
			sum += int(v)
		}
		if a.Type != ActPay || sum != need {
			t.Fatalf("a payment of %d offered where %d is due", sum, need)
		}
	}
}

// City Tax (spec 4.1 item 27, D45): Green casts it while the Market is
// tallied. Red, first in sequence, has three tokens in the city (one on the
// tallied Djinn's House): it pays for the first and sends the other two
// home, deciding one by one in the order laid. Blue cannot pay 2 and loses
// its token unasked. Yellow pays for its token on the tallied House and
// lets its Carpet go. Green's own tokens are spared.
func TestCityTaxTokenByTokenInSequence(t *testing.T) {
	s := newMagicRound(t, 4)
	put(t, s, red, DjinnsHouse, 6)
	put(t, s, yellow, DjinnsHouse, 2)
	put(t, s, red, Market, 5)
	put(t, s, blue, Market, 4)
	put(t, s, green, Market, 7)
	put(t, s, red, Caravanserai, 2)
	put(t, s, red, CaveRed, 9) // not in the city
	stock(s, CaveRed, 0, 1)
	carpet, _ := s.addExtra(yellow, CarpetToken, 3, Market)
	s.c.Purse[blue] = Purse{}
	s.c.Bank.Small[Crowns] += 1
	s.c.Bank.Small[Gems] += 1
	s.c.Bank.Small[Pearls] += 1
	give(s, blue, Crowns, 1)
	give(s, yellow, Trophies, 2)
	give(s, red, Gold, 2)
	hand(t, s, green, CityTax)
	lampOn(s, green)
	tallyFrom(s, DjinnsHouse)
	passToB(t, s, Market)
	if !s.resolved(DjinnsHouse) || s.c.M.Djinn != red {
		t.Fatal("the Djinn's House is tallied: red won it")
	}
	sameActions(t, "City Tax casts", castsOf(s, CityTax), []Action{castA(green, CityTax, Action{})})
	mustApply(t, s, castA(green, CityTax, Action{}))
	passAll(t, s)

	redSix, redFive, redTwo := handleOf(t, s, red, DjinnsHouse, 6), handleOf(t, s, red, Market, 5),
		handleOf(t, s, red, Caravanserai, 2)
	taxedB(t, s, red, cityTaxPerToken, redSix)
	if s.Pending().Space != DjinnsHouse {
		t.Fatalf("the decision names where the token lies: %+v", s.Pending())
	}
	onlyPaymentsOfB(t, s, red, 2)
	for _, a := range []Action{payB(red, 1), payB(red, 1, 1, 1), payB(red, 0, 0, 0, 2), payB(red, -1, 3),
		payB(blue, 1, 1), {Type: ActPick, Seat: red, Handle: redSix}} {
		refused(t, s, a)
	}
	ev := mustApply(t, s, payB(red, 1, 1))
	if p := find(ev, EvPaid); len(p) != 2 || len(find(ev, EvTokenReturned)) != 0 {
		t.Fatalf("red pays a crown and a pearl: %+v", p)
	}
	taxedB(t, s, red, cityTaxPerToken, redFive)
	mustApply(t, s, Decline(red))
	taxedB(t, s, red, cityTaxPerToken, redTwo)
	ev = mustApply(t, s, Decline(red))
	// Blue holds 1: its 4 goes home without a question; then yellow.
	yellowTwo := handleOf(t, s, yellow, DjinnsHouse, 2)
	taxedB(t, s, yellow, cityTaxPerToken, yellowTwo)
	if r := returnsB(ev, ReasonCityTax); len(r) != 2 || r[0].Seat != red || r[0].Value != 2 || r[1].Seat != blue {
		t.Fatalf("red's 2, then blue's 4 go home: %+v", r)
	}
	mustApply(t, s, payB(yellow, 0, 0, 0, 2))
	taxedB(t, s, yellow, cityTaxPerToken, carpet)
	ev = mustApply(t, s, Decline(yellow))
	if r := returnsB(ev, ReasonCityTax); len(r) != 1 || r[0].Token != CarpetToken {
		t.Fatalf("yellow's Carpet leaves the Market: %+v", r)
	}

	for _, c := range []struct {
		seat, v int
		at      Space
	}{{red, 6, DjinnsHouse}, {red, 5, Behind}, {red, 2, Behind}, {red, 9, CaveRed},
		{blue, 4, Behind}, {green, 7, Market}, {yellow, 2, DjinnsHouse}} {
		if got := s.c.TokenAt[c.seat][tokenB(c.v)]; got != c.at {
			t.Errorf("seat %d's %d lies on %v, want %v", c.seat, c.v, got, c.at)
		}
	}
	if s.c.Purse[red].Total() != 3 || s.c.Purse[blue].Total() != 1 || s.c.Purse[yellow].Total() != 3 {
		t.Fatalf("purses: red %d, blue %d, yellow %d", s.c.Purse[red].Total(), s.c.Purse[blue].Total(),
			s.c.Purse[yellow].Total())
	}
	if d := s.Pending(); d.Type != DecMarket || d.Seat != green {
		t.Fatalf("green, alone in the Market now, trades: %+v", d)
	}
	checkInvariants(t, s)
}

// City Tax is offered only when another player has a token in the city,
// and Sultan's Tax only when another has one in a room (D36): the caster's
// own tokens and guard tokens do not count.
func TestTaxesOfferedOnlyWhenSomeoneCanBeTaxed(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, 0, Market, 5)
	put(t, s, 0, Room1, 4)
	put(t, s, 1, Guard, 9)
	put(t, s, 2, CaveRed, 1)
	hand(t, s, 0, CityTax, SultansTax)
	lampOn(s, 0)
	refused(t, s, castA(0, CityTax, Action{}))
	refused(t, s, castA(0, SultansTax, Action{}))
	put(t, s, 2, Room3, 2)
	sameActions(t, "Sultan's Tax casts", castsOf(s, SultansTax), []Action{castA(0, SultansTax, Action{})})
	if len(castsOf(s, CityTax)) != 0 {
		t.Fatal("City Tax is still pointless")
	}
	put(t, s, 1, AladdinsTent, 6)
	sameActions(t, "City Tax casts", castsOf(s, CityTax), []Action{castA(0, CityTax, Action{})})
}

// D39 (spec 4.1 item 22): a token sent home by City Tax while tokens are
// still being laid must be laid again: its owner, who had placed all eight,
// gets turns again.
func TestCityTaxDuringPlacementTokenIsPlacedAgain(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, 1, Market, 4)
	put(t, s, 1, Caravanserai, 9)
	put(t, s, 1, Room1, 1, 2, 5)
	put(t, s, 1, Room2, 6, 7, 8)
	put(t, s, 2, Room3, 1, 2, 4, 5, 6)
	put(t, s, 2, Room2, 7, 8, 9)
	put(t, s, 0, Room1, 1, 2, 4, 5, 6)
	put(t, s, 0, Room2, 7, 8)
	if s.c.Left != [MaxPlayers]int8{1, 0, 0} {
		t.Fatalf("left to place: %v", s.c.Left)
	}
	hand(t, s, 0, CityTax)
	lampOn(s, 0)
	mustApply(t, s, castA(0, CityTax, Action{}))
	taxedB(t, s, 1, cityTaxPerToken, handleOf(t, s, 1, Market, 4))
	ev := mustApply(t, s, Decline(1))
	if r := returnsB(ev, ReasonCityTax); len(r) != 1 || r[0].For(0).Value != 0 || r[0].For(1).Value != 4 {
		t.Fatalf("the face-down 4 goes home, its value private: %+v", r)
	}
	if s.c.Left[1] != 1 {
		t.Fatalf("seat 1 must place the 4 again: %d left", s.c.Left[1])
	}
	checkInvariants(t, s)
	taxedB(t, s, 1, cityTaxPerToken, handleOf(t, s, 1, Caravanserai, 9))
	mustApply(t, s, payB(1, 1, 1))
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 0 {
		t.Fatalf("seat 0's turn goes on: %+v", d)
	}
	mustApply(t, s, Place(0, tokenB(9), Market))
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 1 {
		t.Fatalf("seat 1 gets a turn again: %+v", d)
	}
	if !slices.Contains(s.Legal(), Place(1, tokenB(4), Market)) {
		t.Fatal("seat 1 may lay its 4 again")
	}
	ev = mustApply(t, s, Place(1, tokenB(4), DjinnsHouse))
	if len(find(ev, EvPlacementDone)) != 1 {
		t.Fatal("with every token down, the tally begins")
	}
}

// Sultan's Tax (spec 4.1 item 40, D45): while room 2 is tallied, blue casts
// it. Red pays 1 for each of its two room tokens (one in the tallied room
// 1; its guard token is free). Green has three room tokens and only 2
// treasure: all three go home unasked. Yellow would owe 2 for its 7 and its
// Carpet and sends both home. Blue is spared.
func TestSultansTaxAllOrNothing(t *testing.T) {
	s := newMagicRound(t, 4)
	put(t, s, red, Guard, 8)
	put(t, s, red, Room1, 4)
	put(t, s, red, Room2, 5)
	put(t, s, blue, Room2, 9)
	put(t, s, green, Room1, 1)
	put(t, s, green, Room2, 2)
	put(t, s, green, Room3, 6)
	put(t, s, yellow, Room3, 7)
	for _, sp := range []Space{Guard, Room1} {
		s.c.Shown[sp] = true
		s.c.M.Resolved |= 1 << sp
	}
	for p := range s.c.Entered[:4] {
		s.c.Entered[p] = true
	}
	s.addExtra(yellow, CarpetToken, 3, Room2)
	s.c.Purse[green].Small[Gems]--
	s.c.Bank.Small[Gems]++
	give(s, blue, Crowns, 9)
	hand(t, s, blue, SultansTax)
	lampOn(s, blue)
	tallyFrom(s, Room2)
	passToB(t, s, Room2)
	mustApply(t, s, castA(blue, SultansTax, Action{}))
	passAll(t, s)

	taxedB(t, s, red, 2, 0)
	onlyPaymentsOfB(t, s, red, 2)
	for _, a := range []Action{payB(red, 1), payB(red, 1, 1, 1), payB(red, 0, 0, 0, 0, 2), Decline(green)} {
		refused(t, s, a)
	}
	ev := mustApply(t, s, payB(red, 1, 0, 1))
	if len(find(ev, EvPaid)) != 2 {
		t.Fatal("red pays a crown and a gem")
	}
	if r := returnsB(ev, ReasonSultansTax); len(r) != 3 || r[0].Seat != green || r[2].Space != Room3 {
		t.Fatalf("green's three room tokens go home unasked: %+v", r)
	}
	taxedB(t, s, yellow, 2, 0)
	ev = mustApply(t, s, Decline(yellow))
	if r := returnsB(ev, ReasonSultansTax); len(r) != 2 || r[0].Value != 7 || r[1].Token != CarpetToken {
		t.Fatalf("yellow's 7 and Carpet go home: %+v", r)
	}
	if s.c.TokenAt[red][tokenB(4)] != Room1 || s.c.TokenAt[red][tokenB(8)] != Guard || s.c.TokenAt[blue][tokenB(9)] != Room2 {
		t.Fatal("red's paid tokens, its guard token and blue's 9 stay")
	}
	if s.roomTokenCount(green) != 0 || s.roomTokenCount(yellow) != 0 || s.c.Purse[green].Total() != 2 {
		t.Fatal("green and yellow have no room token left, green kept its treasure")
	}
	if d := s.Pending(); d.Type != DecBuy || d.Seat != blue || d.Amount != 9 {
		t.Fatalf("room 2 is offered to blue first: %+v", d)
	}
	checkInvariants(t, s)
}
