package engine

import "testing"

// stackTop puts two known cards on top of the spell deck (b on top).
func stackTop(t *testing.T, s *State, a, b Spell) {
	t.Helper()
	m := &s.c.M
	for _, sp := range []Spell{a, b} {
		for i := int8(0); i < m.DeckLen; i++ {
			if m.SpellDeck[i] == sp {
				copy(m.SpellDeck[i:], m.SpellDeck[i+1:m.DeckLen])
				m.SpellDeck[m.DeckLen-1] = sp
				break
			}
		}
	}
}

// Set-up (D20): one artifact of each type per player, a Lamp in every
// hand, stacks of 5 with no Lamp, and the vizier shows each stack's top.
func TestMagicSetUpDealsFiveAStackAndALampEach(t *testing.T) {
	for n := 3; n <= 5; n++ {
		s, err := New(Config{Players: n, Seed: uint64(n), FirstPlayer: 0, Magic: true})
		if err != nil {
			t.Fatal(err)
		}
		var count [NumArtifactTypes]int
		for r := 0; r < n; r++ {
			if s.c.StackLen[r] != MagicStackSize {
				t.Fatalf("%d players: room %d holds %d artifacts", n, r+1, s.c.StackLen[r])
			}
			for i := 0; i < MagicStackSize; i++ {
				if s.c.Stack[r][i] == Lamp {
					t.Fatalf("%d players: a Lamp in room %d's stack", n, r+1)
				}
				count[s.c.Stack[r][i]]++
			}
		}
		for p := 0; p < n; p++ {
			if s.c.Owned[p][Lamp] != 1 || s.Artifacts(p) != 1 {
				t.Fatalf("%d players: seat %d holds %v", n, p, s.c.Owned[p])
			}
			count[Lamp]++
		}
		for a, c := range count {
			if c != n {
				t.Fatalf("%d players: %d of %v in play", n, c, Artifact(a))
			}
		}
		if s.c.M.DeckLen != NumSpells {
			t.Fatalf("the spell deck holds %d cards", s.c.M.DeckLen)
		}
		var ev []Event
		for p := 0; p < n; p++ {
			ev = append(ev, mustApply(t, s, ChooseStart(s.seqSeat(p), [NumKinds]int8{1, 1, 1, 0, 0}))...)
		}
		if got := find(ev, EvArtifactShown); len(got) != n {
			t.Fatalf("%d players: the vizier showed %d artifacts", n, len(got))
		}
		for r := 0; r < n; r++ {
			if !s.c.M.FaceUp[r] {
				t.Fatalf("room %d's top is not face up", r+1)
			}
		}
	}
}

// D59: the introductory game is for the basic game only.
func TestMagicRefusesTheIntroGame(t *testing.T) {
	if _, err := New(Config{Players: 4, Magic: true, Intro: true, FirstPlayer: -1}); err == nil {
		t.Fatal("magic with the intro end must be refused")
	}
}

// The Tent and the Djinn's House take tokens in the magic version.
func TestMagicOpensTheTentAndTheDjinn(t *testing.T) {
	s := newMagicRound(t, 4)
	for _, sp := range []Space{AladdinsTent, DjinnsHouse} {
		if err := s.CheckPlace(red, 0, sp); err != nil {
			t.Fatalf("%v: %v", sp, err)
		}
	}
}

// EN l.166: the strongest draws two cards, keeps one and gives the other to
// the second strongest. Only they know which cards; the others see counts.
func TestTentStrongestKeepsOneAndGivesTheOther(t *testing.T) {
	s := newMagicRound(t, 4)
	put(t, s, blue, AladdinsTent, 9)
	put(t, s, green, AladdinsTent, 5)
	put(t, s, yellow, AladdinsTent, 2)
	stackTop(t, s, Charity, Teleport)
	ev := tallyFrom(s, AladdinsTent)
	if d := s.Pending(); d.Type != DecTentKeep || d.Seat != blue {
		t.Fatalf("want blue to choose a card, got %+v", d)
	}
	drawn := find(ev, EvSpellDrawn)
	if len(drawn) != 2 {
		t.Fatalf("want 2 cards drawn, got %v", drawn)
	}
	for _, e := range drawn {
		if e.For(green).Spell != NoSpell || e.For(Spectator).Spell != NoSpell || e.For(blue).Spell == NoSpell {
			t.Fatalf("only blue may see the cards drawn: %+v", e)
		}
	}
	if _, err := s.Apply(Action{Type: ActKeep, Seat: blue, Spell: Spy}); err == nil {
		t.Fatal("keeping a card that was not drawn must be refused")
	}
	ev = mustApply(t, s, Action{Type: ActKeep, Seat: blue, Spell: Teleport})
	m := &s.c.M
	if !m.Hand[blue].Has(Teleport) || !m.Hand[green].Has(Charity) || m.Hand[yellow] != 0 {
		t.Fatalf("hands: blue %b green %b yellow %b", m.Hand[blue], m.Hand[green], m.Hand[yellow])
	}
	if !m.Knows[blue].Has(Charity) {
		t.Fatal("blue knows where Charity went (D32 b)")
	}
	given := find(ev, EvSpellGiven)
	if len(given) != 1 || given[0].Target != green {
		t.Fatalf("want one card given to green, got %+v", given)
	}
	if given[0].For(yellow).Spell != NoSpell || given[0].For(green).Spell != Charity || given[0].For(blue).Spell != Charity {
		t.Fatal("the gift is seen only by the two players involved")
	}
}

// With nobody second, the strongest discards the other card face up.
func TestTentAloneDiscardsTheSpare(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, green, AladdinsTent, 4)
	stackTop(t, s, Spy, Trade)
	tallyFrom(s, AladdinsTent)
	mustApply(t, s, Action{Type: ActKeep, Seat: green, Spell: Spy})
	if !s.c.M.Hand[green].Has(Spy) || !s.c.M.Discard.Has(Trade) {
		t.Fatalf("green should hold Spy and Trade be discarded: hand %b discard %b", s.c.M.Hand[green], s.c.M.Discard)
	}
}

// D32 d: when the deck is empty, the discard pile is shuffled into a new deck.
func TestTentReshufflesTheDiscardWhenTheDeckIsEmpty(t *testing.T) {
	s := newMagicRound(t, 3)
	m := &s.c.M
	for m.DeckLen > 0 {
		m.DeckLen--
		s.discard(m.SpellDeck[m.DeckLen])
	}
	put(t, s, red, AladdinsTent, 6)
	put(t, s, blue, AladdinsTent, 5)
	ev := tallyFrom(s, AladdinsTent)
	if sh := find(ev, EvSpellsShuffled); len(sh) != 1 || sh[0].Amount != NumSpells {
		t.Fatalf("want the 21 discarded cards reshuffled, got %+v", sh)
	}
	if m.NewDeck.Count() != NumSpells || m.DeckLen != NumSpells-2 || m.Discard != 0 {
		t.Fatalf("new deck %b, %d left, discard %b", m.NewDeck, m.DeckLen, m.Discard)
	}
}

// EN l.167, D58: the Djinn's strongest may invoke a second artifact this
// round, from the moment the House is settled; nobody else may.
func TestDjinnGivesASecondUse(t *testing.T) {
	s := newMagicRound(t, 4)
	own(t, s, blue, Key, FlyingCarpet)
	own(t, s, green, Key)
	put(t, s, blue, DjinnsHouse, 8)
	put(t, s, green, DjinnsHouse, 4)
	put(t, s, blue, Market, 5)
	put(t, s, green, Market, 6)
	// Both used their one use before the House (here: a Key each).
	s.c.M.Invoked[blue][Key], s.c.M.Uses[blue], s.c.M.KeyOn = 1, 1, 1<<blue|1<<green
	s.c.M.Invoked[green][Key], s.c.M.Uses[green] = 1, 1
	if s.canInvoke(blue, FlyingCarpet) {
		t.Fatal("before the House, blue's one use is spent")
	}
	ev := tallyFrom(s, DjinnsHouse)
	if dj := find(ev, EvDjinn); len(dj) != 1 || dj[0].Seat != blue {
		t.Fatalf("want blue to win the Djinn, got %+v", dj)
	}
	// At the Market window blue may now lay the Carpet; green may not.
	if d := s.Pending(); d.Type != DecReact || d.Seat != blue || d.Space != Market {
		t.Fatalf("want blue asked at the Market, got %+v", d)
	}
	if err := s.Check(invokeA(green, Key, Action{})); err == nil {
		t.Fatal("green is not the one asked")
	}
	mustApply(t, s, invokeA(blue, FlyingCarpet, Action{Space: Market}))
	passAll(t, s)
	if s.strengthIn(blue, Market) != 8 {
		t.Fatalf("blue's Market strength %d, want 5 + Carpet 3", s.strengthIn(blue, Market))
	}
	if s.usesLeft(blue) != 0 {
		t.Fatal("blue's two uses are spent")
	}
}
