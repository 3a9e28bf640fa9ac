package engine

import "testing"

// The rulebook's Market example (EN l.314-316): Anna (the starting player)
// and David have 7 each in the Market. David lays his Flying Carpet; Anna
// answers with hers; David has nothing more, and Anna, first in sequence,
// trades.
func TestCarpetAnswersCarpetAtTheMarket(t *testing.T) {
	const anna, david = red, yellow
	s := newMagicRound(t, 4)
	own(t, s, anna, FlyingCarpet)
	own(t, s, david, FlyingCarpet)
	put(t, s, anna, Market, 7)
	put(t, s, david, Market, 7)
	tallyFrom(s, Market)
	// The window asks from the camel: Anna first. She is winning, so she passes.
	if d := s.Pending(); d.Type != DecReact || d.Seat != anna {
		t.Fatalf("want Anna asked first, got %+v", d)
	}
	mustApply(t, s, Action{Type: ActPass, Seat: anna})
	if d := s.Pending(); d.Type != DecReact || d.Seat != david {
		t.Fatalf("want David asked next (blue and green cannot act), got %+v", d)
	}
	if err := s.Check(invokeA(david, FlyingCarpet, Action{Space: Caravanserai})); err == nil {
		t.Fatal("a Carpet goes only on the space being tallied")
	}
	mustApply(t, s, invokeA(david, FlyingCarpet, Action{Space: Market}))
	// David's Carpet spent his use, so he is not asked again (D72). A play
	// makes everyone else be asked again: Anna answers with her Carpet.
	if d := s.Pending(); d.Seat != anna {
		t.Fatalf("want Anna asked again after David's Carpet, got %+v", d)
	}
	// Her Carpet spends her use too, and David has nothing else to play
	// (D36, D72): nobody is left to ask, so the batch resolves at once: 10
	// against 10.
	ev := mustApply(t, s, invokeA(anna, FlyingCarpet, Action{Space: Market}))
	if laid := find(ev, EvCarpetLaid); len(laid) != 2 || laid[0].Seat != anna || laid[1].Seat != david {
		t.Fatalf("both Carpets land, Anna's first in sequence order: %+v", laid)
	}
	if d := s.Pending(); d.Type != DecMarket || d.Seat != anna {
		t.Fatalf("Anna wins the tie and trades, got %+v", d)
	}
	if s.c.Str[anna] != 10 || s.c.Str[david] != 10 {
		t.Fatalf("strengths %v", s.c.Str)
	}
}

// EN l.318, D38: a Flying Carpet in a room is a token of 3: the price is the
// 7 in one kind and 3 in another.
func TestCarpetInARoomPaysOneMoreKind(t *testing.T) {
	s := newMagicRound(t, 4)
	own(t, s, blue, FlyingCarpet)
	give(s, blue, Crowns, 7)
	give(s, blue, Pearls, 3)
	put(t, s, blue, Room1, 7)
	s.c.Entered[blue] = true
	s.c.M.Resolved |= 1 << Guard
	tallyFrom(s, Room1)
	mustApply(t, s, invokeA(blue, FlyingCarpet, Action{Space: Room1}))
	passAll(t, s)
	d := s.Pending()
	if d.Type != DecBuy || d.Seat != blue || d.Amount != 10 {
		t.Fatalf("want blue offered the artifact for 10, got %+v", d)
	}
	var buy Action
	found := false
	for _, a := range s.Legal() {
		if a.Type == ActBuy && a.Pay[5] == Crowns && a.Extra[0] == Pearls {
			buy, found = a, true
		}
	}
	if !found {
		t.Fatalf("paying the 7 in crowns and the Carpet's 3 in pearls is not listed: %v", s.Legal())
	}
	one := Buy(blue, map[int]Kind{5: Crowns})
	if _, err := s.Apply(one); err == nil {
		t.Fatal("leaving the Carpet unpaid must be refused")
	}
	mustApply(t, s, buy)
	if s.c.Purse[blue].Value(Crowns) != 1 || s.c.Purse[blue].Value(Pearls) != 1 {
		t.Fatalf("blue should have paid 7 crowns and 3 pearls: %+v", s.c.Purse[blue])
	}
}

// D38: a Double copies a face-up token: a 4 in a room becomes 4 + 4, paid
// in two kinds; a face-down token cannot be doubled.
func TestDoubleCopiesAFaceUpToken(t *testing.T) {
	s := newMagicRound(t, 4)
	own(t, s, green, Double)
	give(s, green, Gems, 4)
	give(s, green, Gold, 4)
	put(t, s, green, Room2, 4)
	put(t, s, green, Room3, 5)
	s.c.Entered[green] = true
	s.c.M.Resolved |= 1 << Guard
	tallyFrom(s, Room2)
	if err := s.Check(invokeA(green, Double, Action{Handle: handleOf(t, s, green, Room3, 5)})); err == nil {
		t.Fatal("a face-down token cannot be doubled")
	}
	mustApply(t, s, invokeA(green, Double, Action{Handle: handleOf(t, s, green, Room2, 4)}))
	passAll(t, s)
	if d := s.Pending(); d.Type != DecBuy || d.Amount != 8 {
		t.Fatalf("want an offer for 8, got %+v", d)
	}
	if _, err := s.Apply(Buy(green, map[int]Kind{2: Crowns})); err == nil {
		t.Fatal("the double must be paid too")
	}
}

// D42: with the Key a player enters without a bribe, with or without guard
// tokens; a Key after the guard is settled is refused.
func TestKeyOpensThePalace(t *testing.T) {
	s := newMagicRound(t, 4)
	own(t, s, red, Key)
	own(t, s, blue, Key)
	put(t, s, red, Room1, 5)
	put(t, s, blue, Guard, 2)
	put(t, s, blue, Room2, 6)
	s.c.Guard = 10
	tallyFrom(s, Guard)
	var ev []Event
	for _, p := range []int{red, blue} {
		if d := s.Pending(); d.Type != DecReact || int(d.Seat) != p {
			t.Fatalf("want seat %d asked at the guard, got %+v", p, d)
		}
		ev = append(ev, mustApply(t, s, invokeA(p, Key, Action{}))...)
		ev = append(ev, passIfAsked(t, s, p)...)
	}
	entered := find(ev, EvEntered)
	if len(entered) != 2 || entered[0].Seat != red || entered[1].Seat != blue ||
		entered[0].Reason != ReasonKey || entered[0].Amount != 0 || entered[1].Amount != 0 {
		t.Fatalf("both Key holders enter free: %+v", entered)
	}
	if len(find(ev, EvPaid)) != 0 {
		t.Fatal("nobody paid a bribe")
	}
	s.c.Tally, s.c.At = Room1, AtReveal
	if r := s.keyProblem(green); r == ok {
		t.Fatal("after the guard, a Key is refused")
	}
}

// D23, D37: the Lamp takes the round's one use; a Key afterwards is refused.
func TestLampTakesTheRoundsUse(t *testing.T) {
	s := newMagicRound(t, 3)
	own(t, s, red, Key)
	hand(t, s, red, Spy)
	if err := s.Check(castA(red, Spy, Action{})); err == nil {
		t.Fatal("a spell without the Lamp must be refused")
	}
	mustApply(t, s, invokeA(red, Lamp, Action{}))
	if s.Pending().Type != DecPlace || s.Pending().Seat != red {
		t.Fatalf("the Lamp opens no answers; red places or plays on: %+v", s.Pending())
	}
	if err := s.Check(invokeA(red, Key, Action{})); err == nil {
		t.Fatal("the Key after the Lamp must be refused: one use a round")
	}
}

// D37: no Lamp without a spell card to play.
func TestNoLampWithoutASpell(t *testing.T) {
	s := newMagicRound(t, 3)
	if err := s.Check(invokeA(red, Lamp, Action{})); err == nil {
		t.Fatal("a Lamp with no spell card in hand must be refused")
	}
	for _, a := range s.Legal() {
		if a.Type == ActInvoke {
			t.Fatalf("nothing to invoke, yet %v is listed", a)
		}
	}
}

// D17, EN l.169: artifacts tied, Scrolls decide; equal Scrolls share the win.
func TestScrollsBreakATie(t *testing.T) {
	s := newMagicRound(t, 3)
	own(t, s, red, Scroll, Scroll, Key, Double)
	own(t, s, blue, Scroll, Key, Double, Counterspell)
	own(t, s, green, Key)
	var ev []Event
	s.endGame(ReasonLastArtifact, &ev)
	if w := s.Winners(); len(w) != 1 || w[0] != red {
		t.Fatalf("red's two Scrolls beat blue's one: %v", w)
	}
	if tb := find(ev, EvTieBroken); len(tb) != 1 || tb[0].Amount != 1<<red|1<<blue || tb[0].Winners != 1<<red {
		t.Fatalf("the table is told that Scrolls parted red and blue: %+v", tb)
	}
	s2 := newMagicRound(t, 3)
	own(t, s2, red, Scroll, Key, Double)
	own(t, s2, blue, Scroll, Key, Counterspell)
	s2.endGame(ReasonLastArtifact, &ev)
	if w := s2.Winners(); len(w) != 2 {
		t.Fatalf("equal Scrolls share the win: %v", w)
	}
}

// D42 d: below the guard with no room token, a player with an unused Carpet
// is still asked to bribe (a Carpet could give room strength); without one,
// D27 skips them.
func TestCarpetHolderIsAskedToBribe(t *testing.T) {
	s := newMagicRound(t, 3)
	own(t, s, blue, FlyingCarpet)
	put(t, s, blue, Guard, 2)
	put(t, s, green, Guard, 1)
	give(s, blue, Gold, 6)
	give(s, green, Gold, 6)
	s.c.Guard = 5
	tallyFrom(s, Guard)
	passAll(t, s) // blue could lay the Carpet on the guard; it passes
	if d := s.Pending(); d.Type != DecBribe || d.Seat != blue {
		t.Fatalf("want blue asked to bribe, got %+v", d)
	}
	mustApply(t, s, Decline(blue))
	if d := s.Pending(); d.Type == DecBribe {
		t.Fatalf("green has no room token and no Carpet: not asked, got %+v", d)
	}
}

// D35: a play on one's own placement turn opens a round of answers; then
// the turn player places.
func TestPlacementTurnPlayOpensAnswers(t *testing.T) {
	s := newMagicRound(t, 3)
	own(t, s, red, Double)
	own(t, s, blue, Counterspell)
	// Red's 4 already lies face up on the Market (under an earlier Spy).
	put(t, s, red, Market, 4)
	s.c.M.Face[red] |= 1 << 2
	h := handleOf(t, s, red, Market, 4)
	mustApply(t, s, invokeA(red, Double, Action{Handle: h}))
	// Blue holds a Counterspell, but there is no spell to cancel: nobody is
	// asked, the Double resolves at once and red places.
	if d := s.Pending(); d.Type != DecPlace || d.Seat != red {
		t.Fatalf("want red to place after the Double, got %+v", d)
	}
	if s.strengthIn(red, Market) != 8 {
		t.Fatalf("red's Market strength %d, want 8", s.strengthIn(red, Market))
	}
}
