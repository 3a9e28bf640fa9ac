package engine

import (
	"errors"
	"testing"
)

// The rule summary's guard example: guard 8; green and blue played 9s and
// walk in, yellow (6) may bribe 2 and red (7) may bribe 1.
func TestGuardExampleFromTheRuleSummary(t *testing.T) {
	s := newRound(t, 4)
	put(t, s, green, Guard, 9)
	put(t, s, blue, Guard, 9)
	put(t, s, yellow, Guard, 6)
	put(t, s, red, Guard, 7)
	for p := 0; p < 4; p++ {
		put(t, s, p, Room1+Space(p), 1)
	}
	s.c.Guard = 8
	ev := tallyFrom(s, Guard)
	if g := find(ev, EvGuardRevealed); len(g) != 1 || g[0].Value != 8 {
		t.Fatalf("guard revealed %v", g)
	}
	// Sequence from the camel (red): red is asked first, for 1.
	if d := s.Pending(); d.Type != DecBribe || d.Seat != red || d.Amount != 1 {
		t.Fatalf("want red asked to bribe 1, got %+v", d)
	}
	if _, err := s.Apply(Bribe(red, [NumKinds]int8{2, 0, 0, 0, 0})); err == nil {
		t.Fatal("a bribe of 2 when 1 is due must be refused")
	}
	ev = mustApply(t, s, Bribe(red, [NumKinds]int8{1, 0, 0, 0, 0}))
	entered := find(ev, EvEntered)
	if len(entered) != 3 || entered[0].Seat != red || entered[0].Amount != 1 ||
		entered[1].Seat != blue || entered[1].Amount != 0 || entered[2].Seat != green || entered[2].Amount != 0 {
		t.Fatalf("want red (bribe 1), blue and green (free) in, got %+v", entered)
	}
	if d := s.Pending(); d.Type != DecBribe || d.Seat != yellow || d.Amount != 2 {
		t.Fatalf("want yellow asked to bribe 2, got %+v", d)
	}
	ev = mustApply(t, s, Bribe(yellow, [NumKinds]int8{1, 1, 0, 0, 0}))
	if e := find(ev, EvEntered); len(e) != 1 || e[0].Seat != yellow || e[0].Amount != 2 {
		t.Fatalf("yellow should enter for 2, got %+v", e)
	}
	for p := 0; p < 4; p++ {
		if !s.c.Entered[p] {
			t.Errorf("seat %d should be in the palace", p)
		}
	}
}

// A player with tokens 7 and 1 in a room pays 7 of one kind and 1 of
// another; 8 of one kind is refused.
func TestRoomPaymentMatchesEachToken(t *testing.T) {
	s := newRound(t, 4)
	give(s, blue, Crowns, 8)
	put(t, s, blue, Guard, 9)
	put(t, s, blue, Room1, 7, 1)
	s.c.Guard = 1
	tallyFrom(s, Guard)
	if d := s.Pending(); d.Type != DecBuy || d.Seat != blue || d.Amount != 8 {
		t.Fatalf("want blue offered room 1 for 8, got %+v", d)
	}
	before := s.Hash()
	_, err := s.Apply(Buy(blue, map[int]Kind{5: Crowns, 0: Crowns}))
	var re *RuleError
	if !errors.As(err, &re) || re.Code != ErrBadPayment {
		t.Fatalf("8 crowns for a 7 and a 1 must be refused, got %v", err)
	}
	if s.Hash() != before {
		t.Fatal("a refused payment changed the state")
	}
	ev := mustApply(t, s, Buy(blue, map[int]Kind{5: Crowns, 0: Gems}))
	bought := find(ev, EvArtifactBought)
	if len(bought) != 1 || bought[0].Seat != blue {
		t.Fatalf("blue should have bought, got %+v", bought)
	}
	if got := s.c.Purse[blue].Value(Crowns); got != 2 { // 1 start + 8 - 7
		t.Errorf("blue has %d crowns left, want 2", got)
	}
	if got := s.c.Purse[blue].Value(Gems); got != 0 {
		t.Errorf("blue has %d gems left, want 0", got)
	}
	if s.Artifacts(blue) != 1 {
		t.Errorf("blue owns %d artifacts, want 1", s.Artifacts(blue))
	}
}

// The red cave: strengths 9, 8 and 2, shelves of 4 and 3 crowns; the third
// player gets nothing.
func TestRedCaveThirdPlayerGetsNothing(t *testing.T) {
	s := newRound(t, 4)
	s.c.Shelves[CaveRed][0] = fillShelf(&s.c.Bank, Crowns, 4)
	s.c.Shelves[CaveRed][1] = fillShelf(&s.c.Bank, Crowns, 3)
	put(t, s, red, CaveRed, 9)
	put(t, s, yellow, CaveRed, 8)
	put(t, s, blue, CaveRed, 2)
	ev := tallyFrom(s, CaveRed)
	taken := find(ev, EvTreasureTaken)
	if len(taken) != 2 {
		t.Fatalf("want 2 shelves taken, got %+v", taken)
	}
	want := []struct {
		seat  int8
		value int
	}{{red, 4}, {yellow, 3}}
	for i, w := range want {
		got := Shelf{Small: taken[i].Small, Large: taken[i].Large}.Value()
		if taken[i].Seat != w.seat || got != w.value {
			t.Errorf("shelf %d: got seat %d value %d, want seat %d value %d", i, taken[i].Seat, got, w.seat, w.value)
		}
	}
	if got := s.c.Purse[blue].Value(Crowns); got != 1 {
		t.Errorf("blue should keep only its starting crown, has %d", got)
	}
	checkInvariants(t, s)
}

// The gold cave tie: yellow 14, green 14, blue 4, red 1, sequence red,
// blue, green, yellow: green takes 5, yellow 3, blue 2, red nothing.
func TestGoldCaveTieBrokenBySequence(t *testing.T) {
	s := newRound(t, 4) // camel with red (seat 0): sequence red, blue, green, yellow
	for sh, v := range []int{5, 3, 2} {
		s.c.Shelves[CaveGold][sh] = fillShelf(&s.c.Bank, Gold, v)
	}
	put(t, s, yellow, CaveGold, 9, 5)
	put(t, s, green, CaveGold, 8, 6)
	put(t, s, blue, CaveGold, 4)
	put(t, s, red, CaveGold, 1)
	ev := tallyFrom(s, CaveGold)
	r := find(ev, EvRanking)[0]
	if r.Strength[yellow] != 14 || r.Strength[green] != 14 || r.Strength[blue] != 4 || r.Strength[red] != 1 {
		t.Fatalf("strengths %v", r.Strength)
	}
	if r.Ranking != [MaxPlayers]int8{green, yellow, blue, red} || r.NRank != 4 {
		t.Fatalf("ranking %v", r.Ranking[:r.NRank])
	}
	for p, want := range map[int]int{green: 5, yellow: 3, blue: 2, red: 0} {
		if got := s.c.Purse[p].Value(Gold); got != want {
			t.Errorf("seat %d has %d gold, want %d", p, got, want)
		}
	}
}

// The Market: the strongest gives one gemstone and takes 2 pearls and a
// trophy from the bank.
func TestMarketExchange(t *testing.T) {
	s := newRound(t, 4)
	put(t, s, yellow, Market, 6)
	put(t, s, red, Market, 4)
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecMarket || d.Seat != yellow {
		t.Fatalf("want yellow at the Market, got %+v", d)
	}
	if _, err := s.Apply(MarketSwap(yellow, Gems, [NumKinds]int8{0, 2, 0, 2, 0})); err == nil {
		t.Fatal("taking 4 must be refused")
	}
	if _, err := s.Apply(MarketSwap(yellow, Trophies, [NumKinds]int8{0, 2, 0, 1, 0})); err == nil {
		t.Fatal("giving a trophy yellow does not have must be refused")
	}
	ev := mustApply(t, s, MarketSwap(yellow, Gems, [NumKinds]int8{0, 2, 0, 1, 0}))
	if len(find(ev, EvMarketExchange)) != 1 {
		t.Fatal("no exchange event")
	}
	want := [NumKinds]int{1, 3, 0, 1, 0}
	for k := Kind(0); k < NumKinds; k++ {
		if got := s.c.Purse[yellow].Value(k); got != want[k] {
			t.Errorf("yellow has %d %v, want %d", got, k, want[k])
		}
	}
	checkInvariants(t, s)
}

// The Caravanserai: yellow takes the camel, and from the next space on
// ties go to yellow first.
func TestCaravanserai(t *testing.T) {
	s := newRound(t, 4)
	put(t, s, yellow, Caravanserai, 5)
	put(t, s, red, Caravanserai, 2)
	// Red and yellow tie in room 1 with 2 each; both enter the palace.
	put(t, s, red, Guard, 9)
	put(t, s, yellow, Guard, 8)
	put(t, s, red, Room1, 1)
	put(t, s, yellow, Room1, 1)
	give(s, red, Pearls, 2)
	s.c.Guard = 1
	tallyFrom(s, Caravanserai)
	if d := s.Pending(); d.Type != DecCamel || d.Seat != yellow {
		t.Fatalf("want yellow to give the camel, got %+v", d)
	}
	ev := mustApply(t, s, GiveCamel(yellow, yellow))
	if c := find(ev, EvCamelPassed); len(c) != 1 || c[0].Seat != red || c[0].Target != yellow || c[0].Chooser != yellow {
		t.Fatalf("camel event %+v: red held it, yellow (the strongest) chose yellow", c)
	}
	if s.Camel() != yellow {
		t.Fatal("yellow should hold the camel")
	}
	if d := s.Pending(); d.Type != DecBuy || d.Seat != yellow {
		t.Fatalf("with the camel, yellow wins the tie in room 1; got %+v", d)
	}
}

// A player who does not get past the guard takes back the room tokens.
func TestRefusedPlayerLosesRoomTokens(t *testing.T) {
	s := newRound(t, 4)
	put(t, s, blue, Room2, 4)  // no guard token at all
	put(t, s, green, Guard, 2) // too weak, declines the bribe
	put(t, s, green, Room3, 5)
	give(s, green, Gold, 4)
	s.c.Guard = 6
	ev := tallyFrom(s, Guard)
	ret := find(ev, EvTokenReturned)
	if len(ret) != 1 || ret[0].Seat != blue || ret[0].Space != Room2 || ret[0].Value != 4 {
		t.Fatalf("blue's 4 should come home from room 2, got %+v", ret)
	}
	if d := s.Pending(); d.Type != DecBribe || d.Seat != green || d.Amount != 4 {
		t.Fatalf("green should be asked for 4, got %+v", d)
	}
	ev = mustApply(t, s, Decline(green))
	ret = find(ev, EvTokenReturned) // then the round ends and the guard token comes home too
	if len(ret) != 2 || ret[0].Seat != green || ret[0].Space != Room3 || ret[1].Space != Guard {
		t.Fatalf("green's room token should come home, got %+v", ret)
	}
	if len(find(ev, EvArtifactBought)) != 0 {
		t.Fatal("nobody may buy")
	}
}

// Blue (7+1) cannot pay, so the offer passes to green, who pays 2 of one
// kind for a 2.
func TestOfferPassesDownTheRanking(t *testing.T) {
	s := newRound(t, 4)
	put(t, s, blue, Guard, 9)
	put(t, s, green, Guard, 8)
	put(t, s, blue, Room1, 7, 1)
	put(t, s, green, Room1, 2)
	give(s, green, Trophies, 2)
	s.c.Guard = 5
	ev := tallyFrom(s, Guard)
	passed := find(ev, EvOfferPassed)
	if len(passed) != 1 || passed[0].Seat != blue || passed[0].Reason != ReasonCannotPay {
		t.Fatalf("blue cannot pay 7+1 and should be passed over, got %+v", passed)
	}
	if d := s.Pending(); d.Type != DecBuy || d.Seat != green || d.Amount != 2 {
		t.Fatalf("green should be offered room 1 for 2, got %+v", d)
	}
	ev = mustApply(t, s, Buy(green, map[int]Kind{1: Trophies}))
	if b := find(ev, EvArtifactBought); len(b) != 1 || b[0].Seat != green {
		t.Fatalf("green should buy, got %+v", b)
	}
}

// The game ends the moment the last artifact is bought: later spaces are
// not tallied.
func TestGameEndsWithTheLastArtifact(t *testing.T) {
	s := newRound(t, 3)
	s.c.StackLen = [MaxRooms]int8{1, 0, 0}
	s.c.Owned[1][Key] = 8
	s.c.Owned[2][Scroll] = 8
	s.c.Owned[0][Lamp] = 1 // artifacts accounted: 1 + 8 + 8 + 1 left = 18
	put(t, s, 0, Guard, 9)
	put(t, s, 0, Room1, 1)
	put(t, s, 0, Room2, 2) // room 2 is empty and closed, but this proves nothing after is tallied
	s.c.Guard = 3
	tallyFrom(s, Guard)
	ev := mustApply(t, s, Buy(0, map[int]Kind{0: Crowns, 1: NoKind}))
	end := find(ev, EvGameEnded)
	if len(end) != 1 || end[0].Reason != ReasonLastArtifact {
		t.Fatalf("want game end by last artifact, got %+v", end)
	}
	if !s.Over() || s.Pending().Type != DecNone {
		t.Fatal("the game should be over")
	}
	if w := s.Winners(); len(w) != 2 || w[0] != 1 || w[1] != 2 {
		t.Fatalf("seats 2 and 3 share the win with 8 each, got %v", w)
	}
	if _, err := s.Apply(Place(0, 7, Market)); err == nil {
		t.Fatal("no action is legal after the end")
	}
}

// Decision D18: the intro game ends as soon as someone holds 3 artifacts.
func TestIntroGameEndsAtThreeArtifacts(t *testing.T) {
	s := newRound(t, 4)
	s.c.Intro = true
	s.c.Owned[green][Double] = 2
	s.c.StackLen[0] = 4
	s.c.StackLen[1] = 4
	put(t, s, green, Guard, 9)
	put(t, s, green, Room1, 1)
	s.c.Guard = 2
	tallyFrom(s, Guard)
	ev := mustApply(t, s, Buy(green, map[int]Kind{0: Pearls}))
	if end := find(ev, EvGameEnded); len(end) != 1 || end[0].Reason != ReasonIntroThree || end[0].Winners != 1<<green {
		t.Fatalf("want intro end with green winning, got %+v", end)
	}
}

// Decision D9: where tokens may not go.
func TestPlacementRestrictions(t *testing.T) {
	s := newRound(t, 3)
	s.c.Shelves[CaveBlue][0] = fillShelf(&s.c.Bank, Gems, 3)
	s.c.StackLen[2] = 0
	p := int(s.Pending().Seat)
	cases := []struct {
		space Space
		code  ErrorCode
	}{
		{CaveRed, ErrSpaceClosed},      // no treasure
		{AladdinsTent, ErrSpaceClosed}, // magic only
		{DjinnsHouse, ErrSpaceClosed},
		{Room3, ErrSpaceClosed}, // stack empty
		{Room4, ErrSpaceClosed}, // not used with 3 players
		{Space(99), ErrBadSpace},
	}
	for _, c := range cases {
		before := s.Hash()
		_, err := s.Apply(Place(p, 0, c.space))
		var re *RuleError
		if !errors.As(err, &re) || re.Code != c.code {
			t.Errorf("placing on %v: got %v, want code %d", c.space, err, c.code)
		} else if re.Reason == "" {
			t.Errorf("placing on %v: the refusal gives no reason", c.space)
		}
		if s.Hash() != before {
			t.Errorf("refused placement on %v changed the state", c.space)
		}
	}
	mustApply(t, s, Place(p, 0, CaveBlue))
	if _, err := s.Apply(Place(p, 1, Market)); err == nil {
		t.Error("it is not that player's turn any more")
	}
	// Five tokens in one room is the most.
	s2 := newRound(t, 3)
	q := int(s2.Pending().Seat)
	put(t, s2, q, Room1, 1, 2, 4, 5, 6)
	if err := s2.CheckPlace(q, 5, Room1); err == nil {
		t.Error("a sixth token in one room must be refused")
	}
}

// Decision D3: a large piece pays a small sum when the bank can give change.
func TestChangeMaking(t *testing.T) {
	bank := Purse{Small: [NumKinds]int8{2}}
	payer := Purse{Large: [NumKinds]int8{1}}
	pl := planPayment(&payer, &bank, Crowns, 1)
	if !pl.OK || pl.Large != 1 || pl.Change != 2 {
		t.Fatalf("paying 1 with a large crown: %+v", pl)
	}
	empty := Purse{}
	if canPay(&payer, &empty, Crowns, 1) {
		t.Fatal("without small crowns in the bank there is no change")
	}
	if !canPay(&payer, &empty, Crowns, 3) {
		t.Fatal("a large crown pays 3 exactly without change")
	}
	rich := Purse{Small: [NumKinds]int8{1}, Large: [NumKinds]int8{2}}
	pl = planPayment(&rich, &empty, Crowns, 4)
	if !pl.OK || pl.Small != 1 || pl.Large != 1 || pl.Change != 0 {
		t.Fatalf("4 from 1 small + 2 large should be exact: %+v", pl)
	}
}

func TestConfigErrors(t *testing.T) {
	bad := []Config{
		{Players: 2}, {Players: 6}, {Players: 4, Magic: true, Intro: true},
		{Players: 3, Names: []string{"a", "b"}},
		{Players: 3, Names: []string{"a", "A", "b"}},
		{Players: 3, Names: []string{"a", " ", "b"}},
		{Players: 3, FirstPlayer: 3},
	}
	for _, c := range bad {
		var ce *ConfigError
		if _, err := New(c); !errors.As(err, &ce) {
			t.Errorf("%+v: want a ConfigError, got %v", c, err)
		}
	}
}

// Decision D19: a game where nobody ever buys still ends, after 50 rounds.
func TestSafetyEndAfterFiftyRounds(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 9, FirstPlayer: -1})
	if err != nil {
		t.Fatal(err)
	}
	var last []Event
	for !s.Over() {
		legal := s.Legal()
		a := legal[0]
		for _, b := range legal { // stay out of the palace, never buy
			if b.Type == ActDecline || b.Type == ActPlace && !b.Space.IsRoom() {
				a = b
				break
			}
		}
		last = mustApply(t, s, a)
	}
	if s.Round() != MaxRounds || s.EndReason() != ReasonSafetyEnd {
		t.Fatalf("ended in round %d for reason %d", s.Round(), s.EndReason())
	}
	if end := find(last, EvGameEnded); len(end) != 1 || end[0].Winners != 0b111 {
		t.Fatalf("with no artifacts everyone shares the win, got %+v", end)
	}
}

// A large piece pays 3 without change even when the bank has no small
// pieces of its kind (decisions D3, D29). Blue's only treasure is one large
// trophy and the bank has no small trophies left, so a bribe of 1 or 2 in
// trophies is impossible, but a bribe of 3 is exact: the guard (5) must ask
// blue (2 at the gate), and Legal must list that bribe. Likewise a bribe of
// 4 once blue also holds a crown: 3 in trophies and 1 crown.
func TestBribeWithAWholeLargePieceWhenTheBankHasNoChange(t *testing.T) {
	for _, crowns := range []int8{0, 1} {
		s := newRound(t, 4)
		for k := Kind(0); k < NumKinds; k++ { // blue hands back its start
			s.c.Bank.Small[k] += s.c.Purse[blue].Small[k]
			s.c.Purse[blue].Small[k] = 0
		}
		s.c.Bank.Large[Trophies]--
		s.c.Purse[blue].Large[Trophies] = 1
		s.c.Purse[red].Small[Trophies] += s.c.Bank.Small[Trophies] // the bank runs out of small trophies
		s.c.Bank.Small[Trophies] = 0
		s.c.Bank.Small[Crowns] -= crowns
		s.c.Purse[blue].Small[Crowns] = crowns
		put(t, s, blue, Guard, 2)
		put(t, s, blue, Room2, 1)
		s.c.Guard = 5 + crowns
		tallyFrom(s, Guard)
		need := 3 + crowns
		if d := s.Pending(); d.Type != DecBribe || d.Seat != blue || int8(d.Amount) != need {
			t.Fatalf("blue holding a large trophy and %d crowns should be asked to bribe %d, got %+v", crowns, need, d)
		}
		want := Bribe(blue, [NumKinds]int8{Crowns: crowns, Trophies: 3})
		if !contains(s.Legal(), want) {
			t.Fatalf("Legal %v should list %v", s.Legal(), want)
		}
		if crowns == 1 {
			if _, err := s.Clone().Apply(Bribe(blue, [NumKinds]int8{Trophies: 4})); err == nil {
				t.Fatal("4 in trophies is more than blue holds")
			}
		}
		ev := mustApply(t, s, want)
		if e := find(ev, EvEntered); len(e) != 1 || e[0].Seat != blue || int8(e[0].Amount) != need {
			t.Fatalf("blue should enter for %d, got %+v", need, e)
		}
		checkInvariants(t, s)
	}
}
