package engine

import "testing"

// D34 and EN l.312: in a window the seats are asked in sequence order from
// the camel; a play makes everyone be asked again; once all have passed in
// a row, the plays resolve in sequence order, and the window opens again
// only if someone could still act.
func TestWindowAsksInSequenceAndResolvesInOrder(t *testing.T) {
	s := newMagicRound(t, 4)
	s.c.Camel = green // sequence: green, yellow, red, blue
	hand(t, s, red, Charity)
	hand(t, s, blue, Trade)
	lampOn(s, red)
	lampOn(s, blue)
	put(t, s, yellow, Market, 6)
	ev := tallyFrom(s, Market)
	if len(find(ev, EvWindowOpened)) != 1 {
		t.Fatal("the Market's window opens")
	}
	// Green and yellow hold nothing that could act (D36): red is asked first.
	if d := s.Pending(); d.Type != DecReact || d.Seat != red {
		t.Fatalf("want red asked first, got %+v", d)
	}
	// Red's only card is down and its Lamp is lit: nothing is left for it
	// to play, so it is not asked again (D72) and blue is asked.
	mustApply(t, s, castA(red, Charity, Action{}))
	if d := s.Pending(); d.Type != DecReact || d.Seat != blue {
		t.Fatalf("want blue asked after red's last card, got %+v", d)
	}
	// Blue's play: blue, out of cards too, is not asked again; red would be
	// asked again but holds no more cards (D36), so the asking is over. The
	// batch resolves in sequence order from the camel: red's Charity first,
	// then blue's Trade.
	mustApply(t, s, castA(blue, Trade, Action{}))

	d := s.Pending()
	if d.Type != DecCharity || d.Seat != red {
		t.Fatalf("want red's Charity to resolve first, got %+v", d)
	}
	mustApply(t, s, Action{Type: ActTake, Seat: red, Amounts: [NumKinds]int8{0, 0, 0, 3, 0}})
	if d := s.Pending(); d.Type != DecTrade || d.Seat != blue {
		t.Fatalf("then blue's Trade, got %+v", d)
	}
	ev = mustApply(t, s, Action{Type: ActPass, Seat: blue}) // done trading
	if n := len(find(ev, EvPlayResolved)); n != 1 {
		t.Fatalf("blue's play resolves: %d", n)
	}
	// Nobody can act any more: no second window, the Market is settled.
	if len(find(ev, EvWindowOpened)) != 0 || len(find(ev, EvWindowClosed)) != 1 {
		t.Fatalf("the window closes without reopening: %v", ev)
	}
	if d := s.Pending(); d.Type != DecMarket || d.Seat != yellow {
		t.Fatalf("want yellow at the Market, got %+v", d)
	}
	if !s.c.M.Discard.Has(Charity) {
		t.Fatal("the played cards go to the discard pile")
	}
}

// D36: a seat that holds nothing playable is never asked, and a window
// nobody can use does not open at all.
func TestNoWindowWhenNobodyCanAct(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, red, Market, 4)
	ev := tallyFrom(s, Market)
	if len(find(ev, EvWindowOpened)) != 0 {
		t.Fatal("no window opens when nobody holds a card or a usable artifact")
	}
	if d := s.Pending(); d.Type != DecMarket {
		t.Fatalf("want the Market decision at once, got %+v", d)
	}
}

// D36: who is asked follows public facts only. A hand of cards counts, not
// which cards: a seat holding one card that cannot be played now (Spy
// after placement) is still asked, exactly as if it held a playable one.
func TestAskingDependsOnHandCountsNotCards(t *testing.T) {
	for _, card := range []Spell{Spy, Charity} {
		s := newMagicRound(t, 3)
		hand(t, s, blue, card)
		put(t, s, red, Market, 4)
		tallyFrom(s, Market)
		if d := s.Pending(); d.Type != DecReact || d.Seat != blue {
			t.Fatalf("holding %v: want blue asked (a card and an unlit Lamp), got %+v", card, d)
		}
	}
}

// D56: a Counterspell cancels another player's spell; the card goes to the
// discard pile, no treasure moves, and the use is spent. One's own spell
// and artifacts cannot be countered.
func TestCounterspellCancelsASpell(t *testing.T) {
	s := newMagicRound(t, 3)
	hand(t, s, red, Charity)
	lampOn(s, red)
	own(t, s, blue, Counterspell)
	own(t, s, red, Counterspell)
	put(t, s, green, Market, 4)
	tallyFrom(s, Market)
	mustApply(t, s, castA(red, Charity, Action{}))
	if r := s.counterProblem(red, 0); r == ok {

		t.Fatal("red cannot counter its own spell")
	}
	passIfAsked(t, s, red)
	if d := s.Pending(); d.Seat != blue {

		t.Fatalf("blue, holding a Counterspell with a spell to cancel, is asked: %+v", d)
	}
	bank := s.c.Bank
	ev := mustApply(t, s, invokeA(blue, Counterspell, Action{Play: 0}))
	ev = append(ev, passAll(t, s)...)
	if c := find(ev, EvPlayCancelled); len(c) != 1 || c[0].Seat != red || c[0].Spell != Charity {
		t.Fatalf("red's Charity is cancelled: %+v", c)
	}
	if s.c.Bank != bank {
		t.Fatal("no treasure moved")
	}
	if !s.c.M.Discard.Has(Charity) || s.usesLeft(blue) != 0 {
		t.Fatal("the card is discarded and blue's use is spent")
	}
}

// Decision D72: a seat whose own play leaves it with nothing to play is not
// asked again in that window, just as a seat with nothing to play is never
// asked (D36); a seat that still holds something is asked again.
func TestSeatWithNothingLeftIsNotAskedAgain(t *testing.T) {
	s := newMagicRound(t, 3)
	hand(t, s, red, Charity, Trade)
	hand(t, s, blue, Donation)
	lampOn(s, red)
	lampOn(s, blue)
	put(t, s, green, Market, 4)
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecReact || d.Seat != red {
		t.Fatalf("want red asked first, got %+v", d)
	}
	// Red still holds Trade after its Charity: it may go on playing.
	mustApply(t, s, castA(red, Charity, Action{}))
	if d := s.Pending(); d.Type != DecReact || d.Seat != red {
		t.Fatalf("red, still holding a card, is asked again: %+v", d)
	}
	// Its last card: red is not asked again, blue is.
	ev := mustApply(t, s, castA(red, Trade, Action{}))
	if d := s.Pending(); d.Type != DecReact || d.Seat != blue {
		t.Fatalf("red has nothing left: want blue asked, got %+v", d)
	}
	if s.c.M.Win.Passed&(1<<red) == 0 {
		t.Fatal("red counts as having passed")
	}
	if len(find(ev, EvPassed)) != 0 {
		t.Fatal("nobody said pass: no pass is announced")
	}
	// Blue's last card: nobody is left who could act, so the batch
	// resolves in the same action, without a pass from anyone.
	ev = mustApply(t, s, castA(blue, Donation, Action{}))

	if len(find(ev, EvResolving)) != 1 || len(find(ev, EvPassed)) != 0 {
		t.Fatalf("the batch resolves at once, no pass asked: %+v", ev)
	}
	if d := s.Pending(); d.Type != DecCharity || d.Seat != red {
		t.Fatalf("red's Charity resolves first: %+v", d)
	}
}
