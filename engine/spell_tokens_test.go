package engine

import (
	"slices"
	"testing"
)

// Scenario tests for 2nd Chance, Teleport, Eye for an Eye and the eclipses
// (magic-spec 4.1 items 19, 23, 32, 33, 34, 42; decisions D34, D36, D38,
// D39, D41, D44, D49, D50).

// passToB passes in every window until one asks at space sp.
func passToB(t *testing.T, s *State, sp Space) {
	t.Helper()
	for i := 0; s.Pending().Type == DecReact && (s.c.M.Win.Kind != WinSpace || s.c.M.Win.Space != sp); i++ {
		if i > 100 {
			t.Fatal("the windows keep asking")
		}
		mustApply(t, s, Action{Type: ActPass, Seat: s.Pending().Seat})
	}
	if d := s.Pending(); d.Type != DecReact || s.c.M.Win.Space != sp {
		t.Fatalf("want a window at %v, got %+v at %v", sp, d, s.c.M.Win.Space)
	}
}

// tokenB is the slot of the seat's printed token with numeral v.
func tokenB(v int) int {
	for i, n := range numerals {
		if int(n) == v {
			return i
		}
	}
	return -1
}

// returnsB is the EvTokenReturned events with a reason.
func returnsB(ev []Event, why uint8) []Event {
	var out []Event
	for _, e := range find(ev, EvTokenReturned) {
		if e.Reason == why {
			out = append(out, e)
		}
	}
	return out
}

// The rulebook's example (EN l.212, spec 4.1 item 19): Anna plays Lunar
// Eclipse on the Djinn's House, which is being tallied; Sam plays 2nd Chance
// to save his odd token. Who acts first follows the player sequence (D34).
func TestLunarEclipseAndSecondChanceRulebookExample(t *testing.T) {
	const anna, sam, other = 0, 1, 2
	setUp := func(t *testing.T, camel int) *State {
		s := newMagicRound(t, 3)
		s.c.Camel = int8(camel)
		put(t, s, anna, DjinnsHouse, 4)
		put(t, s, sam, DjinnsHouse, 7)
		put(t, s, other, DjinnsHouse, 5)
		put(t, s, anna, Market, 1) // the tally stops at Anna's Market choice
		lampOn(s, anna)
		lampOn(s, sam)
		return s
	}
	t.Run("Anna sits earlier: Sam's token is gone before he can save it", func(t *testing.T) {
		s := setUp(t, anna)
		hand(t, s, anna, LunarEclipse)
		hand(t, s, sam, SecondChance)
		tallyFrom(s, DjinnsHouse)
		mustApply(t, s, castA(anna, LunarEclipse, Action{Space: DjinnsHouse}))
		passIfAsked(t, s, anna)
		if d := s.Pending(); d.Type != DecReact || d.Seat != sam {
			t.Fatalf("want Sam asked, got %+v", d)
		}
		ev := mustApply(t, s, castA(sam, SecondChance, Action{Handle: handleOf(t, s, sam, DjinnsHouse, 7), To: Caravanserai}))
		ev = append(ev, passAll(t, s)...)
		if f := find(ev, EvPlayFizzled); len(f) != 1 || f[0].Seat != sam || f[0].Spell != SecondChance {
			t.Fatalf("Sam's 2nd Chance must find its token gone: %+v", f)
		}
		if got := returnsB(ev, ReasonLunarEclipse); len(got) != 2 || got[0].Seat != sam || got[1].Seat != other {
			t.Fatalf("the odd 7 and 5 go home in placement order: %+v", got)
		}
		if s.c.TokenAt[sam][tokenB(7)] != Behind || s.c.TokenAt[anna][tokenB(4)] != DjinnsHouse {
			t.Fatal("Sam's 7 must be home and Anna's 4 still in the House")
		}
		if s.c.M.Djinn != anna || !s.c.M.Discard.Has(SecondChance) || !s.c.M.Discard.Has(LunarEclipse) {
			t.Fatalf("Anna wins the House alone and both cards are spent (Djinn %d)", s.c.M.Djinn)
		}
		if len(find(ev, EvTokenMoved)) != 0 {
			t.Fatal("nothing moved")
		}
	})
	t.Run("Sam sits earlier: he moves his token before the eclipse", func(t *testing.T) {
		s := setUp(t, sam)
		hand(t, s, anna, LunarEclipse)
		hand(t, s, sam, SecondChance)
		tallyFrom(s, DjinnsHouse)
		mustApply(t, s, Action{Type: ActPass, Seat: sam}) // asked first, nothing to save yet
		mustApply(t, s, castA(anna, LunarEclipse, Action{Space: DjinnsHouse}))
		passIfAsked(t, s, anna)
		if d := s.Pending(); d.Type != DecReact || d.Seat != sam {
			t.Fatalf("want Sam asked again after Anna's play, got %+v", d)
		}
		ev := mustApply(t, s, castA(sam, SecondChance, Action{Handle: handleOf(t, s, sam, DjinnsHouse, 7), To: Caravanserai}))
		ev = append(ev, passAll(t, s)...)
		if len(find(ev, EvPlayFizzled)) != 0 {
			t.Fatal("both plays act")
		}
		mv := find(ev, EvTokenMoved)
		if len(mv) != 1 || mv[0].Seat != sam || mv[0].Space != DjinnsHouse || mv[0].To != Caravanserai {
			t.Fatalf("Sam's 7 moves first: %+v", mv)
		}
		if s.c.TokenAt[sam][tokenB(7)] != Caravanserai || !s.faceUp(sam, tokenB(7)) {
			t.Fatal("Sam's 7 escapes to the Caravanserai, face up as it was")
		}
		if got := returnsB(ev, ReasonLunarEclipse); len(got) != 1 || got[0].Seat != other {
			t.Fatalf("only the other odd token goes home: %+v", got)
		}
	})
	t.Run("Anna plays both: her own token moves first", func(t *testing.T) {
		s := setUp(t, anna)
		put(t, s, anna, DjinnsHouse, 5)
		hand(t, s, anna, SecondChance, LunarEclipse)
		tallyFrom(s, DjinnsHouse)
		mustApply(t, s, castA(anna, SecondChance, Action{Handle: handleOf(t, s, anna, DjinnsHouse, 5), To: Market}))
		ev := mustApply(t, s, castA(anna, LunarEclipse, Action{Space: DjinnsHouse}))
		ev = append(ev, passAll(t, s)...)
		if s.c.TokenAt[anna][tokenB(5)] != Market {
			t.Fatal("Anna's 5 must be safe in the Market")
		}
		if got := returnsB(ev, ReasonLunarEclipse); len(got) != 2 || got[0].Seat != sam || got[1].Seat != other {
			t.Fatalf("the others' odd tokens go home: %+v", got)
		}
		if d := s.Pending(); d.Type != DecMarket || d.Seat != anna || s.c.Str[anna] != 6 {
			t.Fatalf("Anna's moved 5 counts in the Market (1+5): %+v, %v", d, s.c.Str)
		}
	})
	t.Run("Anna plays both the other way round: her own token goes home", func(t *testing.T) {
		s := setUp(t, anna)
		put(t, s, anna, DjinnsHouse, 5)
		hand(t, s, anna, SecondChance, LunarEclipse)
		tallyFrom(s, DjinnsHouse)
		mustApply(t, s, castA(anna, LunarEclipse, Action{Space: DjinnsHouse}))
		ev := mustApply(t, s, castA(anna, SecondChance, Action{Handle: handleOf(t, s, anna, DjinnsHouse, 5), To: Market}))
		ev = append(ev, passAll(t, s)...)
		if s.c.TokenAt[anna][tokenB(5)] != Behind || len(find(ev, EvPlayFizzled)) != 1 {
			t.Fatal("the eclipse acts first and 2nd Chance finds the 5 gone")
		}
	})
}

// 2nd Chance (spec 4.1 item 23, D41): a token moved out of a tallied cave
// into the cave being tallied counts a second time; moves into a tallied
// space, onto or off the guard, onto Taboo, into a full room, or of someone
// else's token are refused; Legal lists exactly the allowed moves.
func TestSecondChanceCountsTwiceAndKeepsToTheRules(t *testing.T) {
	s := newMagicRound(t, 3)
	stock(s, CaveRed, 0, 4)
	stock(s, CaveWhite, 0, 3)
	stock(s, CaveBlue, 0, 4)
	stock(s, CaveBlue, 1, 2)
	put(t, s, 0, CaveRed, 9)
	put(t, s, 2, CaveWhite, 5)
	put(t, s, 1, CaveBlue, 6)
	put(t, s, 0, Caravanserai, 2)
	put(t, s, 0, Room1, 1, 4, 5, 6, 7)
	put(t, s, 0, Guard, 8)
	s.c.M.Taboo |= 1 << Market
	hand(t, s, 0, SecondChance)
	lampOn(s, 0)
	tallyFrom(s, CaveRed)
	passToB(t, s, CaveBlue)
	if s.c.Purse[0].Value(Crowns) != 5 {
		t.Fatalf("the 9 won the red cave: %d crowns", s.c.Purse[0].Value(Crowns))
	}
	nine := handleOf(t, s, 0, CaveRed, 9)
	for _, a := range []Action{
		{Handle: nine, To: CaveWhite},                              // tallied
		{Handle: nine, To: CaveRed},                                // the same space
		{Handle: nine, To: Guard},                                  // the guard
		{Handle: handleOf(t, s, 0, Guard, 8), To: CaveBlue},        // off the guard
		{Handle: nine, To: Market},                                 // Taboo
		{Handle: nine, To: Room1},                                  // a sixth token in the room
		{Handle: nine, To: CaveBlack},                              // no treasure
		{Handle: nine, To: NumSpaces},                              // no such space
		{Handle: handleOf(t, s, 1, CaveBlue, 6), To: Caravanserai}, // not the caster's
		{Handle: 0, To: CaveBlue},                                  // no token
	} {
		refused(t, s, castA(0, SecondChance, a))
	}
	var want []Action
	from := []uint8{nine, handleOf(t, s, 0, Caravanserai, 2)}
	for _, v := range []int{1, 4, 5, 6, 7} {
		from = append(from, handleOf(t, s, 0, Room1, v))
	}
	for _, h := range from {
		for _, to := range []Space{CaveBlue, AladdinsTent, DjinnsHouse, Caravanserai, Room2, Room3} {
			if h != from[1] || to != Caravanserai {
				want = append(want, castA(0, SecondChance, Action{Handle: h, To: to}))
			}
		}
	}
	sameActions(t, "2nd Chance casts", castsOf(s, SecondChance), want)

	ev := mustApply(t, s, castA(0, SecondChance, Action{Handle: nine, To: CaveBlue}))
	ev = append(ev, passAll(t, s)...)
	mv := find(ev, EvTokenMoved)
	if len(mv) != 1 || mv[0].Space != CaveRed || mv[0].To != CaveBlue || mv[0].Seq != nine || !mv[0].FaceUp {
		t.Fatalf("the 9 moves face up, keeping its handle: %+v", mv)
	}
	var blue []Event
	for _, e := range find(ev, EvTreasureTaken) {
		if e.Space == CaveBlue {
			blue = append(blue, e)
		}
	}
	if len(blue) != 2 || blue[0].Seat != 0 || blue[0].Shelf != 0 || blue[1].Seat != 1 {
		t.Fatalf("the 9 counts again and wins the blue cave's top shelf: %+v", blue)
	}
	if s.c.Purse[0].Value(Gems) != 5 {
		t.Fatalf("seat 0 holds %d gems, want 1 + 4", s.c.Purse[0].Value(Gems))
	}
	checkInvariants(t, s)
}

// A moved token keeps its face (D41): a face-down token moved during
// placement stays face down and hidden from the others; one moved into the
// space being tallied is turned up like its neighbours (D40).
func TestSecondChanceKeepsTheFace(t *testing.T) {
	t.Run("during placement it stays face down", func(t *testing.T) {
		s := newMagicRound(t, 3)
		put(t, s, 0, Market, 2)
		hand(t, s, 0, SecondChance)
		lampOn(s, 0)
		h := handleOf(t, s, 0, Market, 2)
		ev := mustApply(t, s, castA(0, SecondChance, Action{Handle: h, To: Caravanserai}))
		mv := find(ev, EvTokenMoved)
		if len(mv) != 1 || mv[0].FaceUp || mv[0].Audience != Only(0) {
			t.Fatalf("a face-down move is private to its owner: %+v", mv)
		}
		if e := mv[0].For(1); e.Value != 0 || e.Token != -1 {
			t.Fatalf("seat 1 learns the token: %+v", e)
		}
		two := tokenB(2)
		if s.c.TokenAt[0][two] != Caravanserai || s.faceUp(0, two) || s.c.Seq[0][two] != h {
			t.Fatal("the 2 must lie face down in the Caravanserai with its handle")
		}
		v := s.View(1)
		for _, tv := range v.Tokens[:v.NumTokens] {
			if tv.Seq == h && (tv.Face || tv.Value != 0 || tv.Space != Caravanserai) {
				t.Fatalf("seat 1 sees %+v", tv)
			}
		}
		if d := s.Pending(); d.Type != DecPlace || d.Seat != 0 || s.c.Left[0] != NumTokens-1 {
			t.Fatalf("seat 0 goes on placing, nothing went home: %+v", d)
		}
		checkInvariants(t, s)
	})
	t.Run("into the space being tallied it turns face up", func(t *testing.T) {
		s := newMagicRound(t, 3)
		put(t, s, 0, Caravanserai, 2)
		put(t, s, 1, Market, 5)
		hand(t, s, 0, SecondChance)
		lampOn(s, 0)
		tallyFrom(s, Market)
		ev := mustApply(t, s, castA(0, SecondChance, Action{Handle: handleOf(t, s, 0, Caravanserai, 2), To: Market}))
		ev = append(ev, passAll(t, s)...)
		if mv := find(ev, EvTokenMoved); len(mv) != 1 || !mv[0].FaceUp || mv[0].Audience != Everyone {
			t.Fatalf("the 2 lands face up: %+v", mv)
		}
		if !s.faceUp(0, tokenB(2)) || s.c.Str[0] != 2 || s.c.Str[1] != 5 {
			t.Fatalf("the 2 counts in the Market: %v", s.c.Str)
		}
	})
}

// tokenAtB is the seat's token with a handle as a seat sees it.
func tokenAtB(t *testing.T, s *State, seat int, h uint8) TokenView {
	t.Helper()
	v := s.View(seat)
	for _, tv := range v.Tokens[:v.NumTokens] {
		if tv.Seq == h {
			return tv
		}
	}
	t.Fatalf("seat %d sees no token %d", seat, h)
	return TokenView{}
}

// teleportSetUpB: seat 0's placement turn; seat 1's face-down 8 in the
// Market, seat 0's 4 in the Tent; seat 0 holds Teleport (and `more`), its
// start treasure and a large gold bar.
func teleportSetUpB(t *testing.T, more ...Spell) (*State, uint8) {
	s := newMagicRound(t, 3)
	put(t, s, 1, Market, 8)
	put(t, s, 0, AladdinsTent, 4)
	hand(t, s, 0, append(more, Teleport)...)
	lampOn(s, 0)
	give(s, 0, Gold, 3)
	return s, handleOf(t, s, 1, Market, 8)
}

// Teleport (spec 4.1 item 42, D41, D49): an opponent's face-down token moves
// to a space not yet tallied and stays face down, its value hidden from the
// caster, who then pays its owner 3 in kinds of their choice.
func TestTeleportMovesAFaceDownTokenAndPaysItsOwner(t *testing.T) {
	s, eight := teleportSetUpB(t)
	var want []Action
	for _, to := range []Space{AladdinsTent, DjinnsHouse, Caravanserai, Room1, Room2, Room3} {
		want = append(want, castA(0, Teleport, Action{Handle: eight, To: to}))
	}
	sameActions(t, "Teleport casts", castsOf(s, Teleport), want)
	refused(t, s, castA(0, Teleport, Action{Handle: handleOf(t, s, 0, AladdinsTent, 4), To: Market}))
	refused(t, s, castA(0, Teleport, Action{Handle: eight, To: Guard}))
	refused(t, s, castA(0, Teleport, Action{Handle: eight, To: CaveRed})) // no treasure

	ev := mustApply(t, s, castA(0, Teleport, Action{Handle: eight, To: Caravanserai}))
	mv := find(ev, EvTokenMoved)
	if len(mv) != 1 || mv[0].FaceUp || mv[0].For(0).Value != 0 || mv[0].For(0).Token != -1 || mv[0].For(1).Value != 8 {
		t.Fatalf("the move hides the token from the caster: %+v", mv)
	}
	if tv := tokenAtB(t, s, 0, eight); tv.Face || tv.Value != 0 || tv.Space != Caravanserai {
		t.Fatalf("the caster sees %+v", tv)
	}
	d := s.Pending()
	if d.Type != DecTeleport || d.Seat != 0 || d.Amount != teleportFee || d.Handle != eight {
		t.Fatalf("want the caster to pay 3, got %+v", d)
	}
	pay := func(v ...int8) Action {
		a := Action{Type: ActPay, Seat: 0}
		copy(a.Amounts[:], v)
		return a.Canonical()
	}
	legal := s.Legal()
	for _, a := range []Action{pay(1, 1, 1, 0, 0), pay(0, 0, 0, 0, 3), pay(1, 0, 0, 0, 2), pay(0, 1, 1, 0, 1)} {
		if !slices.Contains(legal, a) {
			t.Fatalf("%v is not offered: %v", a.Amounts, legal)
		}
	}
	for _, a := range legal {
		if a.Type != ActPay || int(a.Amounts[0])+int(a.Amounts[1])+int(a.Amounts[2])+int(a.Amounts[3])+int(a.Amounts[4]) != 3 {
			t.Fatalf("only splits of exactly 3 are offered: %+v", a)
		}
	}
	for _, a := range []Action{pay(1, 1), pay(1, 1, 1, 0, 1), pay(-1, 1, 1, 0, 2), pay(0, 0, 0, 3), pay(3),
		Decline(0), {Type: ActPay, Seat: 1, Amounts: [NumKinds]int8{1, 1, 1}}} {
		refused(t, s, a)
	}
	ev = mustApply(t, s, pay(0, 0, 0, 0, 3))
	g := find(ev, EvTreasureGiven)
	if len(g) != 1 || g[0].Seat != 0 || g[0].Target != 1 || g[0].Kind != Gold || g[0].Amount != 3 || g[0].Large != 1 {
		t.Fatalf("the large gold bar goes to seat 1: %+v", g)
	}
	if s.c.Purse[1].Large[Gold] != 1 || s.c.Purse[0].Value(Gold) != 0 || s.c.Purse[1].Total() != 6 {
		t.Fatalf("purses %+v / %+v", s.c.Purse[0], s.c.Purse[1])
	}
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 0 || !s.c.M.Discard.Has(Teleport) {
		t.Fatalf("seat 0 goes on placing, the card spent: %+v", d)
	}
	checkInvariants(t, s)
}

// D3, D49: a split that breaks a large piece hands the owner small pieces,
// the change going back to the caster; when the bank lacks the 3 small
// pieces to break it, that split is neither offered nor accepted.
func TestTeleportPaymentBreaksALargePieceAtTheBank(t *testing.T) {
	s, eight := teleportSetUpB(t)
	mustApply(t, s, castA(0, Teleport, Action{Handle: eight, To: DjinnsHouse}))
	bankSmall := s.c.Bank.Small[Gold]
	mustApply(t, s, Action{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{1, 1, 0, 0, 1}})
	p0, p1 := s.c.Purse[0], s.c.Purse[1]
	if p0.Small[Gold] != 2 || p0.Large[Gold] != 0 || p0.Total() != 3 || p0.Small[Gems] != 1 {
		t.Fatalf("the caster keeps 2 gold in change and the gem: %+v", p0)
	}
	if p1.Small[Gold] != 1 || p1.Small[Crowns] != 2 || p1.Small[Pearls] != 2 || p1.Total() != 6 {
		t.Fatalf("the owner gets 1 gold, 1 crown, 1 pearl: %+v", p1)
	}
	if s.c.Bank.Small[Gold] != bankSmall-3 {
		t.Fatalf("the bank broke the bar into 3 small pieces: %d -> %d", bankSmall, s.c.Bank.Small[Gold])
	}
	checkInvariants(t, s)

	s, eight = teleportSetUpB(t)
	for s.c.Bank.Small[Gold] > 2 { // the bank runs short of small gold
		s.c.Bank.Small[Gold]--
		s.c.Purse[2].Small[Gold]++
	}
	mustApply(t, s, castA(0, Teleport, Action{Handle: eight, To: DjinnsHouse}))
	refused(t, s, Action{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{1, 1, 0, 0, 1}})
	if !slices.Contains(s.Legal(), Action{Type: ActPay, Seat: 0, Amounts: [NumKinds]int8{0, 0, 0, 0, 3}}.Canonical()) {
		t.Fatal("the whole bar can still be handed over")
	}
}

// D49: a caster holding under 3 hands over everything without being asked;
// a Teleport whose token has gone by the time it acts costs nothing.
func TestTeleportShortCasterAndFailedMove(t *testing.T) {
	t.Run("a caster with 2 pays 2", func(t *testing.T) {
		s, eight := teleportSetUpB(t)
		s.c.Purse[0] = Purse{}
		s.c.Bank.Large[Gold]++
		s.c.Bank.Small[Crowns]++
		s.c.Bank.Small[Pearls]++
		s.c.Bank.Small[Gems]++
		give(s, 0, Crowns, 1)
		give(s, 0, Pearls, 1)
		ev := mustApply(t, s, castA(0, Teleport, Action{Handle: eight, To: Room2}))
		if g := find(ev, EvTreasureGiven); len(g) != 2 || g[0].Kind != Crowns || g[1].Kind != Pearls {
			t.Fatalf("the crown and the pearl go to seat 1: %+v", g)
		}
		if s.c.Purse[0].Total() != 0 || s.c.Purse[1].Total() != 5 || s.c.TokenAt[1][tokenB(8)] != Room2 {
			t.Fatal("the token moved and all the caster had went to its owner")
		}
		if d := s.Pending(); d.Type != DecPlace {
			t.Fatalf("nobody is asked: %+v", d)
		}
		checkInvariants(t, s)
	})
	t.Run("the token went home first: nothing is paid", func(t *testing.T) {
		s, eight := teleportSetUpB(t, EyeForAnEye)
		before0, before1 := s.c.Purse[0], s.c.Purse[1]
		mustApply(t, s, castA(0, EyeForAnEye, Action{Handle: eight}))
		// With its last card played, seat 0 is not asked again (D72): the
		// batch resolves at once.
		ev := mustApply(t, s, castA(0, Teleport, Action{Handle: eight, To: Room2}))
		ev = append(ev, passIfAsked(t, s, 0)...)
		if f := find(ev, EvPlayFizzled); len(f) != 1 || f[0].Spell != Teleport {
			t.Fatalf("Teleport finds the 8 gone: %+v", f)
		}
		if len(find(ev, EvTreasureGiven)) != 0 || s.c.Purse[0] != before0 || s.c.Purse[1] != before1 {
			t.Fatal("a failed Teleport costs nothing")
		}
		if d := s.Pending(); d.Type != DecPlace || d.Seat != 0 {
			t.Fatalf("nobody is asked to pay; seat 0 goes on placing: %+v", d)
		}
		if s.c.Left[1] != NumTokens || s.c.Left[0] != NumTokens {
			t.Fatalf("the 8 and, in reply, seat 0's only token went home to be placed again: %v", s.c.Left)
		}
		checkInvariants(t, s)
	})
}

// Eye for an Eye (spec 4.1 item 32, D50): the caster sends home an
// opponent's face-down 9 from a room; that opponent then picks one of the
// caster's tokens, never one on the guard. During placement both must be
// placed again (D39).
func TestEyeForAnEyeAndTheReply(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, 1, Room2, 9)
	put(t, s, 1, Guard, 6)
	put(t, s, 0, Market, 4)
	put(t, s, 0, Guard, 6)
	put(t, s, 0, Room1, 2)
	hand(t, s, 0, EyeForAnEye)
	lampOn(s, 0)
	nine := handleOf(t, s, 1, Room2, 9)
	sameActions(t, "Eye for an Eye casts", castsOf(s, EyeForAnEye), []Action{castA(0, EyeForAnEye, Action{Handle: nine})})
	refused(t, s, castA(0, EyeForAnEye, Action{Handle: handleOf(t, s, 1, Guard, 6)}))
	refused(t, s, castA(0, EyeForAnEye, Action{Handle: handleOf(t, s, 0, Market, 4)}))
	refused(t, s, castA(0, EyeForAnEye, Action{Handle: 0}))

	ev := mustApply(t, s, castA(0, EyeForAnEye, Action{Handle: nine}))
	r := returnsB(ev, ReasonEyeForAnEye)
	if len(r) != 1 || r[0].Seat != 1 || r[0].Seq != nine || r[0].For(0).Value != 0 || r[0].For(1).Value != 9 {
		t.Fatalf("the face-down 9 goes home, its value private: %+v", r)
	}
	if s.c.Left[1] != NumTokens-1 {
		t.Fatalf("the 9 must be placed again: seat 1 has %d left", s.c.Left[1])
	}
	d := s.Pending()
	if d.Type != DecRetaliate || d.Seat != 1 || d.From != 0 {
		t.Fatalf("want seat 1 to reply, got %+v", d)
	}
	four, two := handleOf(t, s, 0, Market, 4), handleOf(t, s, 0, Room1, 2)
	pick := func(seat int, h uint8) Action { return Action{Type: ActPick, Seat: int8(seat), Handle: h}.Canonical() }
	sameActions(t, "replies", s.Legal(), []Action{pick(1, four), pick(1, two)})
	for _, a := range []Action{pick(1, handleOf(t, s, 0, Guard, 6)), pick(1, handleOf(t, s, 1, Guard, 6)),
		pick(1, 0), pick(0, four), {Type: ActPick, Seat: 1, Handle: four, Art: Key}, {Type: ActPass, Seat: 1}} {
		refused(t, s, a)
	}
	ev = mustApply(t, s, pick(1, four))
	if r := returnsB(ev, ReasonRetaliation); len(r) != 1 || r[0].Seat != 0 || r[0].Seq != four {
		t.Fatalf("seat 0's 4 goes home: %+v", r)
	}
	if s.c.TokenAt[0][tokenB(4)] != Behind || s.c.Left[0] != NumTokens-2 {
		t.Fatalf("seat 0's 4 must be placed again: %d left", s.c.Left[0])
	}
	if d := s.Pending(); d.Type != DecPlace || d.Seat != 0 {
		t.Fatalf("seat 0 goes on with its turn: %+v", d)
	}
	checkInvariants(t, s)
}

// D50: no reply when the named token has already gone (here an earlier
// Lunar Eclipse took it), nor when the caster has no token off the guard;
// a caster with a single one loses it without a question.
func TestEyeForAnEyeWithoutAReply(t *testing.T) {
	t.Run("the named token has gone", func(t *testing.T) {
		s := newMagicRound(t, 3)
		put(t, s, 0, Market, 4)
		put(t, s, 1, Market, 2)
		put(t, s, 2, Market, 7)
		hand(t, s, 0, LunarEclipse)
		hand(t, s, 1, EyeForAnEye)
		lampOn(s, 0)
		lampOn(s, 1)
		tallyFrom(s, Market)
		mustApply(t, s, castA(0, LunarEclipse, Action{Space: Market}))
		passIfAsked(t, s, 0)
		ev := mustApply(t, s, castA(1, EyeForAnEye, Action{Handle: handleOf(t, s, 2, Market, 7)}))
		ev = append(ev, passAll(t, s)...)
		if f := find(ev, EvPlayFizzled); len(f) != 1 || f[0].Seat != 1 || f[0].Spell != EyeForAnEye {
			t.Fatalf("Eye for an Eye finds the 7 gone: %+v", f)
		}
		if len(returnsB(ev, ReasonRetaliation)) != 0 || s.c.TokenAt[1][tokenB(2)] != Market {
			t.Fatal("no reply: seat 1 keeps its 2")
		}
		if d := s.Pending(); d.Type != DecMarket || d.Seat != 0 {
			t.Fatalf("the Market goes on: %+v", d)
		}
	})
	t.Run("the caster has only a guard token", func(t *testing.T) {
		s := newMagicRound(t, 3)
		put(t, s, 0, Guard, 9)
		put(t, s, 1, Market, 5)
		hand(t, s, 0, EyeForAnEye)
		lampOn(s, 0)
		ev := mustApply(t, s, castA(0, EyeForAnEye, Action{Handle: handleOf(t, s, 1, Market, 5)}))
		if len(returnsB(ev, ReasonEyeForAnEye)) != 1 || len(returnsB(ev, ReasonRetaliation)) != 0 {
			t.Fatal("the 5 goes home and nothing comes back")
		}
		if d := s.Pending(); d.Type != DecPlace || s.c.TokenAt[0][tokenB(9)] != Guard {
			t.Fatalf("the guard token stays: %+v", d)
		}
	})
	t.Run("the caster has one token off the guard", func(t *testing.T) {
		s := newMagicRound(t, 3)
		put(t, s, 0, Guard, 9)
		put(t, s, 0, Room1, 1)
		put(t, s, 1, Market, 5)
		hand(t, s, 0, EyeForAnEye)
		lampOn(s, 0)
		ev := mustApply(t, s, castA(0, EyeForAnEye, Action{Handle: handleOf(t, s, 1, Market, 5)}))
		if r := returnsB(ev, ReasonRetaliation); len(r) != 1 || r[0].Seat != 0 || r[0].Space != Room1 {
			t.Fatalf("the 1 goes home without a question: %+v", r)
		}
		if d := s.Pending(); d.Type != DecPlace {
			t.Fatalf("nobody is asked: %+v", d)
		}
	})
}

// Lunar Eclipse (spec 4.1 item 33, D44): every odd token on the space goes
// home, a Flying Carpet (3) included; it is offered only on spaces other than
// the guard showing a face-up token where something odd could be.
func TestLunarEclipseSendsOddTokensAndTheCarpetHome(t *testing.T) {
	s := newMagicRound(t, 3)
	own(t, s, 1, FlyingCarpet)
	put(t, s, 2, CaveRed, 1)
	put(t, s, 2, CaveWhite, 2)
	put(t, s, 0, Market, 5, 4)
	put(t, s, 1, Market, 9, 2)
	put(t, s, 2, Caravanserai, 7)
	put(t, s, 2, Guard, 5)
	hand(t, s, 0, LunarEclipse)
	lampOn(s, 0)
	tallyFrom(s, CaveRed)
	passToB(t, s, Market)
	// Seat 0 waits; seat 1 lays its Carpet; the batch acts and the window
	// asks again.
	mustApply(t, s, Action{Type: ActPass, Seat: 0})
	mustApply(t, s, invokeA(1, FlyingCarpet, Action{Space: Market}))
	passIfAsked(t, s, 1)
	mustApply(t, s, Action{Type: ActPass, Seat: 0})
	if d := s.Pending(); d.Type != DecReact || d.Seat != 0 || s.c.M.XAt[1][0] != Market {
		t.Fatalf("the Carpet lies in the Market and seat 0 is asked again: %+v", d)
	}
	// Offered on the Market and on the tallied red cave (a face-up 1); not
	// on the white cave (only an even 2), the face-down Caravanserai, the
	// empty Tent or the guard.
	sameActions(t, "Lunar Eclipse casts", castsOf(s, LunarEclipse), []Action{
		castA(0, LunarEclipse, Action{Space: CaveRed}), castA(0, LunarEclipse, Action{Space: Market})})
	for _, sp := range []Space{CaveWhite, Caravanserai, AladdinsTent, Guard, NumSpaces} {
		refused(t, s, castA(0, LunarEclipse, Action{Space: sp}))
	}
	ev := mustApply(t, s, castA(0, LunarEclipse, Action{Space: Market}))
	ev = append(ev, passAll(t, s)...)
	r := returnsB(ev, ReasonLunarEclipse)
	if len(r) != 3 || r[0].Seat != 0 || r[0].Value != 5 || r[1].Seat != 1 || r[1].Value != 9 ||
		r[2].Seat != 1 || r[2].Token != CarpetToken || r[2].Value != 3 {
		t.Fatalf("the 5, the 9 and the Carpet go home in placement order: %+v", r)
	}
	if d := s.Pending(); d.Type != DecMarket || d.Seat != 0 || s.c.Str[0] != 4 || s.c.Str[1] != 2 {
		t.Fatalf("4 against 2: seat 0 trades; %+v %v", d, s.c.Str)
	}
	if s.canInvoke(1, FlyingCarpet) {
		t.Fatal("an eclipsed Carpet stays used for the round (D37)")
	}
	checkInvariants(t, s)
}

// Solar Eclipse (spec 4.1 item 34, D44): on a space with a face-up token
// (here laid under Spy), the face-down tokens are turned up for all to see
// and every even one goes home, to be placed again (D39); odd ones stay
// face up.
func TestSolarEclipseFlipsAndSendsEvenTokensHome(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, 2, Caravanserai, 4, 5)
	put(t, s, 1, Caravanserai, 6)
	s.c.M.Face[1] |= 1 << tokenB(6) // laid face up under Spy
	put(t, s, 0, Caravanserai, 8)
	hand(t, s, 0, SolarEclipse)
	lampOn(s, 0)
	sameActions(t, "Solar Eclipse casts", castsOf(s, SolarEclipse),
		[]Action{castA(0, SolarEclipse, Action{Space: Caravanserai})})
	ev := mustApply(t, s, castA(0, SolarEclipse, Action{Space: Caravanserai}))
	fl := find(ev, EvTokenFlipped)
	if len(fl) != 3 || fl[0].Value != 4 || fl[1].Value != 5 || fl[2].Value != 8 || fl[2].Seat != 0 {
		t.Fatalf("the three face-down tokens turn up in placement order: %+v", fl)
	}
	for _, e := range fl {
		if e.For(1) != e || !e.FaceUp {
			t.Fatalf("a flip is public: %+v", e)
		}
	}
	r := returnsB(ev, ReasonSolarEclipse)
	if len(r) != 3 || r[0].Value != 4 || r[1].Value != 6 || r[2].Value != 8 {
		t.Fatalf("the 4, the 6 and the caster's own 8 go home: %+v", r)
	}
	if s.c.Left[0] != NumTokens || s.c.Left[1] != NumTokens || s.c.Left[2] != NumTokens-1 {
		t.Fatalf("the even tokens must be placed again: %v", s.c.Left)
	}
	five := handleOf(t, s, 2, Caravanserai, 5)
	if tv := tokenAtB(t, s, 0, five); !tv.Face || tv.Value != 5 {
		t.Fatalf("the odd 5 stays face up for everyone: %+v", tv)
	}
	checkInvariants(t, s)
}

// D36: whether an eclipse is offered depends only on what the caster may
// know. Its own face-down tokens count by their parity; an opponent's
// face-down token might be either, so two worlds differing only in its
// value offer the same casts.
func TestEclipseOfferUsesOnlyWhatTheCasterKnows(t *testing.T) {
	setUp := func(t *testing.T) *State {
		s := newMagicRound(t, 3)
		put(t, s, 1, Market, 6)
		s.c.M.Face[1] |= 1 << tokenB(6)
		put(t, s, 0, Market, 8)
		hand(t, s, 0, LunarEclipse)
		lampOn(s, 0)
		return s
	}
	s := setUp(t)
	if len(castsOf(s, LunarEclipse)) != 0 {
		t.Fatal("a face-up 6 and the caster's own 8: nothing odd could go home")
	}
	refused(t, s, castA(0, LunarEclipse, Action{Space: Market}))
	put(t, s, 0, Market, 5)
	if len(castsOf(s, LunarEclipse)) != 1 {
		t.Fatal("the caster's own face-down 5 is odd: offered")
	}
	a, b := setUp(t), setUp(t)
	put(t, a, 2, Market, 5)
	put(t, b, 2, Market, 6)
	if len(castsOf(a, LunarEclipse)) != 1 || !slices.Equal(a.Legal(), b.Legal()) {
		t.Fatal("an opponent's face-down token makes it possible in both worlds alike")
	}
}

// D38, D43, D44: a Double goes by the parity of the numeral it copies, and
// And the Last Will Be the First (9 counts 1) keeps every parity.
func TestEclipseParityOfDoublesAndSwappedNines(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, 1, Market, 9, 4)
	s.addExtra(1, DoubleToken, 7, Market)
	s.addExtra(1, DoubleToken, 4, Market)
	put(t, s, 2, Market, 2)
	s.c.M.LastFirst = true
	hand(t, s, 0, LunarEclipse)
	lampOn(s, 0)
	tallyFrom(s, Market)
	if s.c.Str[1] != 1+4+7+4 {
		t.Fatalf("the 9 counts 1: strength %d", s.c.Str[1])
	}
	ev := mustApply(t, s, castA(0, LunarEclipse, Action{Space: Market}))
	ev = append(ev, passAll(t, s)...)
	r := returnsB(ev, ReasonLunarEclipse)
	if len(r) != 2 || r[0].Token != int8(tokenB(9)) || r[1].Token != DoubleToken {
		t.Fatalf("the 9 and the Double of 7 go home: %+v", r)
	}
	if s.c.M.XAt[1][1] != Market || s.c.Str[1] != 8 {
		t.Fatalf("the 4 and its Double stay: %v", s.c.Str)
	}
}

// Listing the casts of this file's and the taxes' cards allocates nothing
// (spells.go: problem functions run for every target combination).
func TestTokenAndTaxCastsListWithoutAllocating(t *testing.T) {
	s := newMagicRound(t, 4)
	put(t, s, 0, Market, 5, 4)
	put(t, s, 1, Market, 9)
	s.c.M.Face[1] |= 1 << tokenB(9)
	put(t, s, 2, Room1, 2)
	put(t, s, 3, Caravanserai, 7)
	hand(t, s, 0, SecondChance, Teleport, EyeForAnEye, LunarEclipse, SolarEclipse, CityTax, SultansTax)
	lampOn(s, 0)
	buf := make([]Action, 0, 4096)
	n := len(s.LegalInto(buf))
	for _, sp := range []Spell{SecondChance, Teleport, EyeForAnEye, LunarEclipse, SolarEclipse, CityTax, SultansTax} {
		if len(castsOf(s, sp)) == 0 {
			t.Fatalf("%v is not offered", sp)
		}
	}
	if allocs := testing.AllocsPerRun(20, func() { buf = s.LegalInto(buf[:0]) }); allocs != 0 || len(buf) != n {
		t.Fatalf("%v allocations listing %d actions", allocs, len(buf))
	}
}

// D36, D49: the caster may not know the value of the token it teleports,
// so what Teleport offers cannot depend on it: two worlds differing only in
// the value of an opponent's face-down token offer the same casts.
func TestTeleportOfferDoesNotDependOnTheHiddenValue(t *testing.T) {
	worlds := [2]*State{}
	for i, v := range []int{8, 1} {
		s := newMagicRound(t, 3)
		put(t, s, 1, Market, v)
		put(t, s, 1, Room1, 2, 4, 5, 6, 7)
		hand(t, s, 0, Teleport)
		lampOn(s, 0)
		worlds[i] = s
	}
	a, b := castsOf(worlds[0], Teleport), castsOf(worlds[1], Teleport)
	if len(a) == 0 || !slices.Equal(a, b) {
		t.Fatalf("the offers differ: %v / %v", a, b)
	}
	for _, x := range a {
		if x.To == Room1 {
			t.Fatal("seat 1 already has 5 tokens in room 1: a sixth is refused")
		}
	}
}
