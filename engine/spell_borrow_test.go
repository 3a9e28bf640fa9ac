package engine

import (
	"slices"
	"testing"
)

// Scenario tests for Parasite and Smuggler (magic-spec 4.1 items 10, 37,
// 38; decisions D52, D55, D56, D61).

// Item 37, D55, with the rulebook's Market example (EN l.314-316): Anna
// (red, holding the camel) and David (blue) both have 7 in the Market.
// David lays his Flying Carpet for the edge; Anna, with no Carpet of her
// own, copies his with Parasite, ties at 10 and wins by sequence order. The
// copy spends no artifact use.
func TestParasiteCopiesTheCarpet(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, red, Market, 7)
	put(t, s, blue, Market, 7)
	s.c.Owned[blue][FlyingCarpet] = 1
	hand(t, s, red, Parasite)
	lampOn(s, red)
	s.c.M.Resolved = 1<<Market - 1
	tallyFrom(s, Market)
	carpet := castA(red, Parasite, Action{Art: FlyingCarpet, Space: Market})

	if d := s.Pending(); d.Type != DecReact || d.Seat != red {
		t.Fatalf("Anna is asked first: %+v", d)
	}
	if got := castsOf(s, Parasite); len(got) != 0 {
		t.Fatalf("nobody has used an artifact yet, so nothing to copy: %+v", got)
	}
	refused(t, s, carpet)
	mustApply(t, s, Action{Type: ActPass, Seat: red})
	mustApply(t, s, invokeA(blue, FlyingCarpet, Action{Space: Market}))
	passIfAsked(t, s, blue)

	if d := s.Pending(); d.Type != DecReact || d.Seat != red {
		t.Fatalf("Anna may answer David's Carpet: %+v", d)
	}
	sameActions(t, "Parasite", castsOf(s, Parasite), []Action{carpet})
	refused(t, s, castA(red, Parasite, Action{Art: Scroll}))
	refused(t, s, castA(red, Parasite, Action{Art: Lamp}))
	refused(t, s, castA(red, Parasite, Action{Art: FlyingCarpet, Space: Caravanserai}))
	refused(t, s, castA(red, Parasite, Action{Art: FlyingCarpet, Space: Market, Handle: 1}))
	refused(t, s, castA(red, Parasite, Action{Art: Double}))

	uses := s.c.M.Uses[red]
	ev := mustApply(t, s, carpet)
	ev = append(ev, passAll(t, s)...)
	laid := find(ev, EvCarpetLaid)
	if len(laid) != 2 || laid[0].Seat != red || laid[0].Spell != Parasite || laid[1].Seat != blue {
		t.Fatalf("Anna's copy acts first (sequence order), then David's Carpet: %+v", laid)
	}
	if s.c.M.Uses[red] != uses || s.c.M.Invoked[red][FlyingCarpet] != 0 {
		t.Fatal("Parasite spends no artifact use")
	}
	if s.strengthIn(red, Market) != 10 || s.strengthIn(blue, Market) != 10 {
		t.Fatalf("10 each: %d, %d", s.strengthIn(red, Market), s.strengthIn(blue, Market))
	}
	if d := s.Pending(); d.Type != DecMarket || d.Seat != red {
		t.Fatalf("the tie goes to Anna, earlier in sequence: %+v", d)
	}
}

// D55: a copy never puts a Carpet on the guard, though the artifact may go
// there (D42 b).
func TestParasiteCarpetNotOnTheGuard(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, red, Guard, 2)
	put(t, s, red, Room1, 4)
	put(t, s, blue, Guard, 5)
	s.c.Guard = 4
	s.c.Owned[blue][FlyingCarpet] = 1
	s.c.M.Invoked[blue][FlyingCarpet], s.c.M.Uses[blue] = 1, 1 // at an earlier space this round
	hand(t, s, red, Parasite)
	lampOn(s, red)
	s.c.M.Resolved = 1<<Guard - 1
	tallyFrom(s, Guard)
	if d := s.Pending(); d.Type != DecReact || d.Seat != red || d.Space != Guard {
		t.Fatalf("red is asked at the guard: %+v", d)
	}
	refused(t, s, castA(red, Parasite, Action{Art: FlyingCarpet, Space: Guard}))
	if got := castsOf(s, Parasite); len(got) != 0 {
		t.Fatalf("nothing to copy at the guard: %+v", got)
	}
}

// D55, D42 a: a copied Key lets the caster in free, before the guard is
// settled; a copied Double doubles a face-up token of the caster's own,
// never one on the guard.
func TestParasiteCopiesKeyAndDouble(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, red, Guard, 1)
	put(t, s, red, Room1, 4)
	put(t, s, blue, Guard, 9)
	s.c.Guard = 10
	hand(t, s, red, Spy) // a card in hand: red is asked in room 1's window too
	s.c.Owned[blue][Key] = 1
	s.c.Owned[green][Double] = 1
	s.c.M.Invoked[blue][Key], s.c.M.Uses[blue], s.c.M.KeyOn = 1, 1, 1<<blue
	s.c.M.Invoked[green][Double], s.c.M.Uses[green] = 1, 1
	hand(t, s, red, Parasite)
	lampOn(s, red)
	s.c.M.Resolved = 1<<Guard - 1
	tallyFrom(s, Guard) // the guard's tokens are face up now
	guard1 := handleOf(t, s, red, Guard, 1)
	key := castA(red, Parasite, Action{Art: Key})
	sameActions(t, "Parasite at the guard", castsOf(s, Parasite), []Action{key})
	refused(t, s, castA(red, Parasite, Action{Art: Double, Handle: guard1}))
	refused(t, s, castA(red, Parasite, Action{Art: Key, Space: Room1}))
	ev := mustApply(t, s, key)
	for d := s.Pending(); d.Type == DecReact && d.Space == Guard; d = s.Pending() {
		ev = append(ev, mustApply(t, s, Action{Type: ActPass, Seat: d.Seat})...)
	}
	in := find(ev, EvEntered)
	if len(in) != 2 || in[0].Seat != red || in[0].Reason != ReasonKey || len(find(ev, EvPaid)) != 0 {
		t.Fatalf("red enters free with the copied Key: %+v", in)
	}
	if s.c.M.Uses[red] != 1 {
		t.Fatal("the copy spends no artifact use")
	}

	// Room 1's window: red's 4 is face up there; the copied Double makes 8.
	if d := s.Pending(); d.Type != DecReact || d.Space != Room1 {
		t.Fatalf("room 1's window: %+v", d)
	}
	hand(t, s, red, Parasite) // back from the discard for the test
	four := handleOf(t, s, red, Room1, 4)
	double := castA(red, Parasite, Action{Art: Double, Handle: four})
	sameActions(t, "Parasite in room 1", castsOf(s, Parasite), []Action{double})
	refused(t, s, castA(red, Parasite, Action{Art: Key})) // the guard is passed
	mustApply(t, s, double)
	ev = mustApply(t, s, Action{Type: ActPass, Seat: red}) // the batch acts; the window reopens
	if d := find(ev, EvDoubled); len(d) != 1 || d[0].Spell != Parasite || d[0].Value != 4 || s.strengthIn(red, Room1) != 8 {
		t.Fatalf("red has 4+4 in room 1: %+v", d)
	}
}

// Item 10, D56: Parasite copying a Counterspell is itself cancelled by a
// Counterspell, so the spell it aimed at works after all. Without that
// answer, the copy cancels the spell.
func TestParasiteCounterspellChain(t *testing.T) {
	for _, answered := range []bool{true, false} {
		s := newMagicRound(t, 4)
		hand(t, s, red, Mirage)
		hand(t, s, blue, Parasite)
		lampOn(s, red)
		lampOn(s, blue)
		s.c.Owned[green][Counterspell] = 1
		s.c.M.Invoked[green][Counterspell], s.c.M.Uses[green] = 1, 1 // earlier this round
		if answered {
			s.c.Owned[yellow][Counterspell] = 1
		}
		mustApply(t, s, castA(red, Mirage, Action{Space: Room1})) // on her placement turn
		if d := s.Pending(); d.Type != DecReact || d.Seat != blue {
			t.Fatalf("blue answers: %+v", d)
		}
		counter := castA(blue, Parasite, Action{Art: Counterspell, Play: 0})
		sameActions(t, "Parasite", castsOf(s, Parasite), []Action{counter})
		refused(t, s, castA(blue, Parasite, Action{Art: Counterspell, Play: 1})) // no such play
		uses := s.c.M.Uses[blue]
		ev := mustApply(t, s, counter)
		ev = append(ev, passIfAsked(t, s, blue)...)
		if answered {
			if d := s.Pending(); d.Type != DecReact || d.Seat != yellow {
				t.Fatalf("yellow may answer the copy: %+v", d)
			}
			ev = append(ev, mustApply(t, s, invokeA(yellow, Counterspell, Action{Play: 1}))...)
		}
		ev = append(ev, passAll(t, s)...)
		if answered {
			// Red's Mirage, first in sequence, acts: she searches the stack.
			if d := s.Pending(); d.Type != DecSearch || d.Seat != red {
				t.Fatalf("red's Mirage acts: %+v", d)
			}
			ev = append(ev, mustApply(t, s, s.Legal()[0])...)
		}
		cancelled := find(ev, EvPlayCancelled)
		want := Mirage
		if answered {
			want = Parasite
		}
		if len(cancelled) != 1 || cancelled[0].Spell != want {
			t.Fatalf("answered %v: %v alone is cancelled: %+v", answered, want, cancelled)
		}
		if searched := len(find(ev, EvStackSearched)) == 1; searched != answered {
			t.Fatalf("answered %v: the Mirage acted: %v", answered, searched)
		}
		if d := s.Pending(); d.Type != DecPlace || d.Seat != red {
			t.Fatalf("red's placement turn goes on: %+v", d)
		}
		if s.c.M.Uses[blue] != uses {
			t.Fatal("Parasite spends no artifact use")
		}
		if !s.c.M.Discard.Has(Parasite) {
			t.Fatal("Parasite is spent either way")
		}
	}
}

// smugglerSceneC: after the gold cave, the Tent, the Market and the
// Caravanserai are empty; green holds the Djinn's House. Blue holds
// Smuggler with the Lamp lit; red holds the camel.
func smugglerSceneC(t *testing.T) *State {
	s := newMagicRound(t, 3)
	put(t, s, red, CaveRed, 5)
	put(t, s, green, DjinnsHouse, 4)
	hand(t, s, blue, Smuggler)
	lampOn(s, blue)
	s.c.M.Resolved = 1<<CaveGold - 1
	tallyFrom(s, CaveGold)
	return s
}

// Item 38, D52, D61: "The player who plays this card is considered to be the
// strongest in the empty city spaces. ... If the Caravanserai space is
// empty, the player may, but need not take the camel." Blue draws at the
// Tent, trades at the Market and leaves the camel where it is.
func TestSmugglerClaimsTheEmptyCity(t *testing.T) {
	s := smugglerSceneC(t)
	s.c.M.Taboo = 1 << Market // D61: Taboo bars placing, not smuggling
	if d := s.Pending(); d.Type != DecReact || d.Seat != blue || s.c.M.Win.Kind != WinSmuggler {
		t.Fatalf("the Smuggler window asks blue: %+v", d)
	}
	smuggle := castA(blue, Smuggler, Action{})
	sameActions(t, "Smuggler", castsOf(s, Smuggler), []Action{smuggle})
	ev := mustApply(t, s, smuggle)
	ev = append(ev, passAll(t, s)...)
	mod := find(ev, EvModifier)
	want := uint16(1<<AladdinsTent | 1<<Market | 1<<Caravanserai)
	if len(mod) != 1 || mod[0].Spell != Smuggler || uint16(mod[0].Amount) != want || s.c.M.SmugSp != want {
		t.Fatalf("blue claims the Tent, the Market and the Caravanserai: %+v", mod)
	}
	if d := s.Pending(); d.Type != DecTentKeep || d.Seat != blue {
		t.Fatalf("the Tent draws for blue: %+v", d)
	}
	mustApply(t, s, Action{Type: ActKeep, Seat: blue, Spell: s.c.M.Offer[0]}.Canonical())
	passAll(t, s) // blue, holding a card again, is asked at the Djinn's House
	if d := s.Pending(); d.Type != DecMarket || d.Seat != blue {
		t.Fatalf("blue trades at the Market: %+v", d)
	}
	mustApply(t, s, MarketSwap(blue, Crowns, [NumKinds]int8{0, 1, 1, 1, 0}))
	passAll(t, s)
	d := s.Pending()
	if d.Type != DecCamel || d.Seat != blue {
		t.Fatalf("blue decides at the Caravanserai: %+v", d)
	}
	if !slices.Contains(s.Legal(), GiveCamel(blue, red)) {
		t.Fatal("blue may leave the camel with red")
	}
	ev = mustApply(t, s, GiveCamel(blue, red))
	if s.c.Camel != red || len(find(ev, EvCamelPassed)) != 1 || find(ev, EvCamelPassed)[0].Chooser != blue {
		t.Fatal("the camel stays with red, by blue's choice")
	}
}

// D52: a Flying Carpet laid into a claimed space ties with the smuggler,
// and sequence order decides: red, ahead of blue, wins the Market; green,
// after blue, does not.
func TestSmugglerTieWithACarpet(t *testing.T) {
	for _, rival := range []int{red, green} {
		s := smugglerSceneC(t)
		s.c.Owned[rival][FlyingCarpet] = 1
		mustApply(t, s, castA(blue, Smuggler, Action{}))
		passAll(t, s)
		mustApply(t, s, Action{Type: ActKeep, Seat: blue, Spell: s.c.M.Offer[0]}.Canonical())
		for d := s.Pending(); d.Type == DecReact && (d.Space != Market || int(d.Seat) != rival); d = s.Pending() {
			mustApply(t, s, Action{Type: ActPass, Seat: d.Seat})
		}
		if d := s.Pending(); d.Type != DecReact || d.Space != Market || int(d.Seat) != rival {
			t.Fatalf("the Market's window asks seat %d: %+v", rival, d)
		}
		mustApply(t, s, invokeA(rival, FlyingCarpet, Action{Space: Market}))
		passAll(t, s)
		if s.strengthIn(blue, Market) != 3 || s.strengthIn(rival, Market) != 3 {
			t.Fatalf("3 each: %d, %d", s.strengthIn(blue, Market), s.strengthIn(rival, Market))
		}
		winner := rival
		if rival == green {
			winner = blue
		}
		if d := s.Pending(); d.Type != DecMarket || int(d.Seat) != winner {
			t.Fatalf("sequence order gives the Market to seat %d: %+v", winner, d)
		}
	}
}

// D52: Smuggler is refused outside its window, and when no city space is
// empty.
func TestSmugglerRefusals(t *testing.T) {
	s := newMagicRound(t, 3)
	hand(t, s, red, Smuggler)
	lampOn(s, red)
	refused(t, s, castA(red, Smuggler, Action{})) // placement

	s = smugglerSceneC(t)
	hand(t, s, red, Mirage)
	lampOn(s, red)
	mustApply(t, s, castA(blue, Smuggler, Action{}))
	passAll(t, s)
	mustApply(t, s, Action{Type: ActKeep, Seat: blue, Spell: s.c.M.Offer[0]}.Canonical())
	if d := s.Pending(); d.Type != DecReact || d.Seat != red || s.c.M.Win.Kind != WinSpace {
		t.Fatalf("red is asked in the Djinn's window: %+v", d)
	}
	hand(t, s, red, Smuggler)                     // back from the discard for the test
	refused(t, s, castA(red, Smuggler, Action{})) // a space's window

	s = smugglerSceneC(t)
	put(t, s, red, AladdinsTent, 1) // as if moved there by a spell
	put(t, s, red, Market, 2)
	put(t, s, green, Caravanserai, 1)
	refused(t, s, castA(blue, Smuggler, Action{}))
	if got := castsOf(s, Smuggler); len(got) != 0 {
		t.Fatalf("nothing to smuggle: %+v", got)
	}
}

// D36, D55: an empty space gets a window when a Parasite copy of a Carpet
// could land there (an opponent used a Carpet this round, and the caster
// holds a card with the Lamp lit); the copy then wins the space alone.
func TestParasiteCarpetIntoAnEmptySpace(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, blue, Caravanserai, 2)
	s.c.Owned[blue][FlyingCarpet] = 1
	s.c.M.Invoked[blue][FlyingCarpet], s.c.M.Uses[blue] = 1, 1 // at an earlier space this round
	hand(t, s, red, Parasite)
	lampOn(s, red)
	s.c.M.Resolved = 1<<Market - 1
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecReact || d.Seat != red || d.Space != Market {
		t.Fatalf("the empty Market waits for red's possible copy: %+v", d)
	}
	carpet := castA(red, Parasite, Action{Art: FlyingCarpet, Space: Market})
	sameActions(t, "Parasite", castsOf(s, Parasite), []Action{carpet})
	mustApply(t, s, carpet)
	passAll(t, s)
	if d := s.Pending(); d.Type != DecMarket || d.Seat != red {
		t.Fatalf("red's copied Carpet wins the Market: %+v", d)
	}
}

// Listing Parasite's casts allocates nothing (Legal runs at every step of
// search and self-play).
func TestParasiteOptionsAllocateNothing(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, red, Market, 7)
	put(t, s, blue, Market, 7)
	s.c.Owned[blue][FlyingCarpet] = 1
	s.c.M.Invoked[blue][FlyingCarpet], s.c.M.Uses[blue] = 1, 1
	hand(t, s, red, Parasite)
	lampOn(s, red)
	s.c.M.Resolved = 1<<Market - 1
	tallyFrom(s, Market)
	buf := make([]Action, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = s.LegalInto(buf[:0]) }); n != 0 {
		t.Fatalf("%v allocations", n)
	}
	if len(castsOf(s, Parasite)) != 1 {
		t.Fatalf("the copied Carpet is listed: %+v", castsOf(s, Parasite))
	}
}
