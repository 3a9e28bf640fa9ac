package engine

import (
	"slices"
	"testing"
)

// Scenario tests for Mage's Apprentice, Mirage and Abracadabra (magic-spec
// 4.1 items 24, 35, 36, 44; decisions D53, D54, D59, D60).

// setStackC lays room r's stack out, bottom first, the top face up.
func setStackC(s *State, r int, arts ...Artifact) {
	s.c.Stack[r] = [StackSize]Artifact{}
	copy(s.c.Stack[r][:], arts)
	s.c.StackLen[r] = int8(len(arts))
	s.c.M.FaceUp[r] = len(arts) > 0
}

// stackC is room r's stack, bottom first.
func stackC(s *State, r int) []Artifact {
	return slices.Clone(s.c.Stack[r][:s.c.StackLen[r]])
}

// artTotalsC counts every artifact type in the stacks and the seats' hands.
func artTotalsC(s *State) [NumArtifactTypes]int {
	var n [NumArtifactTypes]int
	for r := 0; r < int(s.c.Players); r++ {
		for _, a := range s.c.Stack[r][:s.c.StackLen[r]] {
			n[a]++
		}
	}
	for p := 0; p < int(s.c.Players); p++ {
		for a, k := range s.c.Owned[p] {
			n[a] += int(k)
		}
	}
	return n
}

func pickC(p int, a Artifact) Action {
	return Action{Type: ActPick, Seat: int8(p), Art: a}.Canonical()
}

// sameArtsC compares two multisets of artifacts.
func sameArtsC(got, want []Artifact) bool {
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	return slices.Equal(g, w)
}

// Item 35, D54: "Take the face up artifact above any palace room. Replace
// it with any artifact from behind your screen (not used in this turn)."
// Red swaps her Scroll for the Key on sale in room 2; her lit Lamp cannot
// go, and nobody's counts change.
func TestMagesApprenticeSwapsScrollForKey(t *testing.T) {
	s := newMagicRound(t, 3)
	setStackC(s, 1, Counterspell, Double, FlyingCarpet, Scroll, Key)
	s.c.Owned[red][Scroll] = 1
	hand(t, s, red, MagesApprentice)
	lampOn(s, red)
	totals, mine, left := artTotalsC(s), s.Artifacts(red), s.ArtifactsLeft()

	refused(t, s, castA(red, MagesApprentice, Action{Space: Room2, Art: Lamp}))   // her Lamp is lit
	refused(t, s, castA(red, MagesApprentice, Action{Space: Room2, Art: Double})) // she has none
	refused(t, s, castA(red, MagesApprentice, Action{Space: Room4, Art: Scroll})) // no room 4 with 3 players
	refused(t, s, castA(red, MagesApprentice, Action{Space: Guard, Art: Scroll}))

	ev := mustApply(t, s, castA(red, MagesApprentice, Action{Space: Room2, Art: Scroll}))
	sw := find(ev, EvArtifactSwapped)
	if len(sw) != 1 || sw[0].Seat != red || sw[0].Space != Room2 || sw[0].Artifact != Scroll ||
		sw[0].Artifact2 != Key || sw[0].Audience != Everyone {
		t.Fatalf("want red to give the Scroll and take the Key, in public: %+v", sw)
	}
	if s.c.Owned[red][Key] != 1 || s.c.Owned[red][Scroll] != 0 {
		t.Fatalf("red owns %v", s.c.Owned[red])
	}
	if got := stackC(s, 1); !slices.Equal(got, []Artifact{Counterspell, Double, FlyingCarpet, Scroll, Scroll}) || !s.c.M.FaceUp[1] {
		t.Fatalf("room 2 must show the Scroll on top, face up: %v", got)
	}
	if artTotalsC(s) != totals || s.Artifacts(red) != mine || s.ArtifactsLeft() != left {
		t.Fatal("a swap changes no count")
	}
	if !s.c.M.Discard.Has(MagesApprentice) || s.c.M.Hand[red] != 0 {
		t.Fatal("the card goes to the discard pile")
	}
	if d := s.Pending(); d.Type != DecPlace || d.Seat != red {
		t.Fatalf("red's placement turn goes on, got %+v", d)
	}
}

// D54, D36: Legal offers exactly each room showing a tile, with each of the
// caster's unused artifacts (a second, unused Lamp too), except a swap for
// the same type; a room that sold this round shows nothing.
func TestMagesApprenticeLegalTargets(t *testing.T) {
	s := newMagicRound(t, 3)
	setStackC(s, 0, Key, Counterspell)
	setStackC(s, 1, Double, Key)
	setStackC(s, 2, Key, Scroll)
	s.c.Owned[red][Lamp] = 2
	s.c.Owned[red][Scroll] = 1
	hand(t, s, red, MagesApprentice)
	lampOn(s, red)
	c := func(sp Space, a Artifact) Action { return castA(red, MagesApprentice, Action{Space: sp, Art: a}) }
	sameActions(t, "Mage's Apprentice", castsOf(s, MagesApprentice),
		[]Action{c(Room1, Lamp), c(Room1, Scroll), c(Room2, Lamp), c(Room2, Scroll), c(Room3, Lamp)})
	refused(t, s, c(Room3, Scroll))

	s.c.M.FaceUp[0] = false // room 1 sold this round
	sameActions(t, "after room 1 sold", castsOf(s, MagesApprentice),
		[]Action{c(Room2, Lamp), c(Room2, Scroll), c(Room3, Lamp)})
	refused(t, s, c(Room1, Scroll))
}

// Item 36, D53: "Search through the face down artifacts in any palace room
// (you need not have a token there) for the artifact of your choice. Place
// it face up on top of that stack and place the previous face up artifact
// face down under that stack." Only red sees the stack.
func TestMirageSearchesTheStack(t *testing.T) {
	s := newMagicRound(t, 3)
	setStackC(s, 0, Counterspell, Double, Scroll, Key, FlyingCarpet)
	hand(t, s, red, Mirage)
	lampOn(s, red)
	totals := artTotalsC(s)

	ev := mustApply(t, s, castA(red, Mirage, Action{Space: Room1}))
	se := find(ev, EvStackSearched)
	if len(se) != 1 || se[0].Seat != red || se[0].Space != Room1 || se[0].Amount != 4 || se[0].Audience != Only(red) {
		t.Fatalf("red searches the 4 face-down tiles in private: %+v", se)
	}
	if !slices.Equal(se[0].Arts[:4], []Artifact{Counterspell, Double, Scroll, Key}) || se[0].Arts[4] != NoArtifact {
		t.Fatalf("red sees %v", se[0].Arts)
	}
	for _, p := range []int{blue, green, Spectator} {
		// Blanked to NoArtifact, not zero: zero is Aladdin's Lamp.
		if e := se[0].For(p); e.Arts != [MagicStackSize]Artifact{NoArtifact, NoArtifact, NoArtifact, NoArtifact, NoArtifact} || e.Amount != 4 {
			t.Fatalf("seat %d must see that red searched, not what: %+v", p, e.Arts)
		}
	}
	if d := s.Pending(); d.Type != DecSearch || d.Seat != red || d.Space != Room1 || d.Spell != Mirage {
		t.Fatalf("red must pick, got %+v", d)
	}
	sameActions(t, "the search", s.Legal(),
		[]Action{pickC(red, Counterspell), pickC(red, Double), pickC(red, Key), pickC(red, Scroll)})
	refused(t, s, pickC(red, FlyingCarpet)) // on show, not face down
	refused(t, s, pickC(red, Lamp))
	refused(t, s, pickC(blue, Scroll))
	refused(t, s, Action{Type: ActPick, Seat: red, Art: Scroll, Handle: 3})

	ev = mustApply(t, s, pickC(red, Scroll))
	st := stackC(s, 0)
	if st[4] != Scroll || !s.c.M.FaceUp[0] || st[0] != FlyingCarpet ||
		!sameArtsC(st[1:4], []Artifact{Counterspell, Double, Key}) {
		t.Fatalf("want the Scroll on show and the Carpet at the bottom: %v", st)
	}
	sh := find(ev, EvArtifactShown)
	if len(sh) != 1 || sh[0].Seat != red || sh[0].Artifact != Scroll || sh[0].Artifact2 != FlyingCarpet ||
		sh[0].Amount != 1 || sh[0].Audience != Everyone {
		t.Fatalf("everyone sees the Scroll come up and the Carpet go under: %+v", sh)
	}
	if len(find(ev, EvPlayResolved)) != 1 || artTotalsC(s) != totals || !s.c.M.Discard.Has(Mirage) {
		t.Fatal("the card resolves and nothing is gained or lost")
	}
	if d := s.Pending(); d.Type != DecPlace || d.Seat != red {
		t.Fatalf("red's placement turn goes on, got %+v", d)
	}
}

// D60: in a room that sold this round the pick is turned up and nothing
// goes under; with one face-down tile there is nothing to choose.
func TestMirageOnASoldRoomAndSingleTile(t *testing.T) {
	s := newMagicRound(t, 3)
	setStackC(s, 0, Counterspell, Double, Key)
	s.c.M.FaceUp[0] = false
	setStackC(s, 1, Double, Key)
	hand(t, s, red, Mirage)
	lampOn(s, red)
	mustApply(t, s, castA(red, Mirage, Action{Space: Room1}))
	sameActions(t, "the search", s.Legal(), []Action{pickC(red, Counterspell), pickC(red, Double), pickC(red, Key)})
	ev := mustApply(t, s, pickC(red, Key))
	st := stackC(s, 0)
	if st[2] != Key || !s.c.M.FaceUp[0] || !sameArtsC(st[:2], []Artifact{Counterspell, Double}) {
		t.Fatalf("the Key goes on show, nothing under: %v", st)
	}
	if sh := find(ev, EvArtifactShown); len(sh) != 1 || sh[0].Amount != 0 {
		t.Fatalf("nothing went under the stack: %+v", sh)
	}

	hand(t, s, red, Mirage) // back from the discard
	ev = mustApply(t, s, castA(red, Mirage, Action{Space: Room2}))
	if len(find(ev, EvStackSearched)) != 0 || s.Pending().Type != DecPlace {
		t.Fatal("a single face-down tile needs no choice")
	}
	if st := stackC(s, 1); !slices.Equal(st, []Artifact{Key, Double}) || !s.c.M.FaceUp[1] {
		t.Fatalf("the Double goes on show, the Key under: %v", st)
	}
}

// D36: Mirage is offered exactly on rooms in use with a face-down tile.
func TestMirageLegalRooms(t *testing.T) {
	s := newMagicRound(t, 3)
	setStackC(s, 0, Counterspell, Double, Key)
	setStackC(s, 1, Key) // the tile on show is all there is
	setStackC(s, 2)      // sold out
	hand(t, s, red, Mirage)
	lampOn(s, red)
	sameActions(t, "Mirage", castsOf(s, Mirage), []Action{castA(red, Mirage, Action{Space: Room1})})
	for _, sp := range []Space{Room2, Room3, Room4, Guard, Market} {
		refused(t, s, castA(red, Mirage, Action{Space: sp}))
	}
}

// D53: a search leaves no order behind: the face-down tiles are shuffled
// (the known bottom apart). Over several worlds, several orders appear.
func TestMirageShufflesTheRest(t *testing.T) {
	orders := map[[MagicStackSize]Artifact]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		s := newMagicRound(t, 3)
		s.c.RNG.S = seed
		setStackC(s, 0, Counterspell, Double, Scroll, Key, FlyingCarpet)
		hand(t, s, red, Mirage)
		lampOn(s, red)
		mustApply(t, s, castA(red, Mirage, Action{Space: Room1}))
		mustApply(t, s, pickC(red, Key))
		st := stackC(s, 0)
		if st[0] != FlyingCarpet || st[4] != Key {
			t.Fatalf("the bottom and the top are known: %v", st)
		}
		orders[[MagicStackSize]Artifact(st)] = true
	}
	if len(orders) < 2 {
		t.Fatalf("the face-down tiles were never shuffled: %v", orders)
	}
}

// D53, D54, D34: plays act in sequence order against the board as it is
// then. Blue, holding the camel, turns up a Double with Mirage; red's Mage's
// Apprentice, cast before in the same window but later in sequence, takes
// that Double, not the Key that was on show when she cast it.
func TestApprenticeTakesWhateverIsOnShow(t *testing.T) {
	s := newMagicRound(t, 3)
	s.c.Camel = blue
	setStackC(s, 1, Counterspell, Double, Key)
	s.c.Owned[red][Scroll] = 1
	hand(t, s, red, MagesApprentice)
	hand(t, s, blue, Mirage)
	lampOn(s, red)
	lampOn(s, blue)
	put(t, s, green, CaveRed, 5)
	tallyFrom(s, CaveRed)
	if d := s.Pending(); d.Type != DecReact || d.Seat != blue {
		t.Fatalf("blue, holding the camel, is asked first: %+v", d)
	}
	mustApply(t, s, Action{Type: ActPass, Seat: blue})
	mustApply(t, s, castA(red, MagesApprentice, Action{Space: Room2, Art: Scroll}))
	passIfAsked(t, s, red)
	mustApply(t, s, castA(blue, Mirage, Action{Space: Room2}))
	passAll(t, s)
	if d := s.Pending(); d.Type != DecSearch || d.Seat != blue {
		t.Fatalf("blue's Mirage acts first: %+v", d)
	}
	ev := mustApply(t, s, pickC(blue, Double))
	sw := find(ev, EvArtifactSwapped)
	if len(sw) != 1 || sw[0].Artifact != Scroll || sw[0].Artifact2 != Double || s.c.Owned[red][Double] != 1 {
		t.Fatalf("red takes the Double now on show: %+v", sw)
	}
	if st := stackC(s, 1); st[2] != Scroll || st[0] != Key {
		t.Fatalf("room 2: %v", st)
	}
}

// abracadabraRoomC: red (camel) in room 1 with a 4, inside the palace,
// holding Abracadabra with her Lamp lit; the stack has a Scroll in the
// middle and the Key on show. Blue can buy in room 2 next. The vizier
// stands at room 1's window.
func abracadabraRoomC(t *testing.T) *State {
	s := newMagicRound(t, 3)
	setStackC(s, 0, Counterspell, Double, Scroll, FlyingCarpet, Key)
	hand(t, s, red, Abracadabra)
	lampOn(s, red)
	give(s, red, Crowns, 4)
	put(t, s, red, Room1, 4)
	put(t, s, blue, Room2, 2)
	give(s, blue, Pearls, 2)
	for _, p := range []int{red, blue, green} {
		s.c.Entered[p] = true
	}
	s.c.M.Resolved = 1<<Room1 - 1 // everything before room 1 is tallied
	tallyFrom(s, Room1)
	return s
}

// Item 24, D53: "When you buy an artifact, search the entire stack for that
// room and take any artifact you want, including, of course, the face-up
// artifact." Red takes the Scroll from the middle; the Key stays on sale
// into the next round and the rest is shuffled.
func TestAbracadabraTakesTheScroll(t *testing.T) {
	s := abracadabraRoomC(t)
	if d := s.Pending(); d.Type != DecReact || d.Seat != red || d.Space != Room1 {
		t.Fatalf("red is asked in room 1's window: %+v", d)
	}
	sameActions(t, "Abracadabra", castsOf(s, Abracadabra), []Action{castA(red, Abracadabra, Action{Space: Room1})})
	refused(t, s, castA(red, Abracadabra, Action{Space: Room2}))
	ev := mustApply(t, s, castA(red, Abracadabra, Action{Space: Room1}))
	ev = append(ev, passAll(t, s)...)
	if m := find(ev, EvModifier); len(m) != 1 || m[0].Spell != Abracadabra || m[0].Space != Room1 {
		t.Fatalf("Abracadabra takes effect in room 1: %+v", m)
	}
	if d := s.Pending(); d.Type != DecBuy || d.Seat != red {
		t.Fatalf("red may buy: %+v", d)
	}
	totals := artTotalsC(s)
	ev = mustApply(t, s, Buy(red, map[int]Kind{2: Crowns})) // her 4: 4 crowns
	if paid := find(ev, EvPaid); len(paid) != 1 || paid[0].Amount != 4 || s.c.Purse[red].Value(Crowns) != 1 {
		t.Fatalf("red pays her 4 first: %+v", paid)
	}
	se := find(ev, EvStackSearched)
	if len(se) != 1 || se[0].Amount != 5 || se[0].Audience != Only(red) ||
		!slices.Equal(se[0].Arts[:], []Artifact{Counterspell, Double, Scroll, FlyingCarpet, Key}) {
		t.Fatalf("red alone sees the whole stack: %+v", se)
	}
	if d := s.Pending(); d.Type != DecSearch || d.Seat != red || d.Spell != Abracadabra || s.c.Phase != PhaseBuy {
		t.Fatalf("red picks: %+v", d)
	}
	sameActions(t, "the pick", s.Legal(), []Action{pickC(red, Counterspell), pickC(red, Double),
		pickC(red, FlyingCarpet), pickC(red, Key), pickC(red, Scroll)})
	refused(t, s, pickC(red, Lamp))

	ev = mustApply(t, s, pickC(red, Scroll))
	b := find(ev, EvArtifactBought)
	if len(b) != 1 || b[0].Seat != red || b[0].Artifact != Scroll || b[0].Audience != Everyone || b[0].Space != Room1 {
		t.Fatalf("red's Scroll is bought in public (D33): %+v", b)
	}
	st := stackC(s, 0)
	if s.c.Owned[red][Scroll] != 1 || len(st) != 4 || st[3] != Key || !s.c.M.FaceUp[0] ||
		!sameArtsC(st[:3], []Artifact{Counterspell, Double, FlyingCarpet}) {
		t.Fatalf("the Key stays on show over the rest: %v", st)
	}
	if artTotalsC(s) != totals {
		t.Fatal("the Scroll moved from the stack to red, nothing else")
	}
	// The tally goes on to room 2; then the round ends and the vizier
	// leaves the Key showing.
	if d := s.Pending(); d.Type != DecBuy || d.Seat != blue || d.Space != Room2 {
		t.Fatalf("the tally goes on to room 2: %+v", d)
	}
	ev = mustApply(t, s, Decline(blue))
	for _, e := range find(ev, EvArtifactShown) {
		if e.Space == Room1 {
			t.Fatalf("the vizier turns nothing up in room 1: %+v", e)
		}
	}
	if s.c.Round != 2 || s.Pending().Type != DecPlace {
		t.Fatalf("the next round begins: round %d, %+v", s.c.Round, s.Pending())
	}
	if top := s.c.Stack[0][s.c.StackLen[0]-1]; top != Key || !s.c.M.FaceUp[0] {
		t.Fatalf("the Key is on sale next round, got %v", top)
	}
}

// D53: the pick shuffles the face-down tiles that remain.
func TestAbracadabraShufflesTheRest(t *testing.T) {
	orders := map[[MagicStackSize]Artifact]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		s := abracadabraRoomC(t)
		s.c.RNG.S = seed
		mustApply(t, s, castA(red, Abracadabra, Action{Space: Room1}))
		passAll(t, s)
		mustApply(t, s, Buy(red, map[int]Kind{2: Crowns}))
		mustApply(t, s, pickC(red, Scroll))
		var st [MagicStackSize]Artifact
		copy(st[:], s.c.Stack[0][:s.c.StackLen[0]])
		orders[st] = true
	}
	if len(orders) < 2 {
		t.Fatalf("the face-down tiles were never shuffled: %v", orders)
	}
}

// D53: taking the tile on show is an ordinary purchase of it; the rest
// stays face down for the vizier.
func TestAbracadabraTakesTheTileOnShow(t *testing.T) {
	s := abracadabraRoomC(t)
	mustApply(t, s, castA(red, Abracadabra, Action{Space: Room1}))
	passAll(t, s)
	mustApply(t, s, Buy(red, map[int]Kind{2: Crowns}))
	mustApply(t, s, pickC(red, Key))
	if d := s.Pending(); d.Type != DecBuy || d.Space != Room2 {
		t.Fatalf("the tally is at room 2: %+v", d)
	}
	if s.c.Owned[red][Key] != 1 || s.c.StackLen[0] != 4 || s.c.M.FaceUp[0] ||
		!sameArtsC(stackC(s, 0), []Artifact{Counterspell, Double, Scroll, FlyingCarpet}) {
		t.Fatalf("red has the Key; four tiles wait face down: %v", stackC(s, 0))
	}
}

// Item 24, D56: a countered Abracadabra leaves an ordinary purchase: the
// top tile, no search.
func TestAbracadabraCountered(t *testing.T) {
	s := abracadabraRoomC(t)
	s.c.Owned[blue][Counterspell] = 1
	mustApply(t, s, castA(red, Abracadabra, Action{Space: Room1}))
	passIfAsked(t, s, red)
	if d := s.Pending(); d.Type != DecReact || d.Seat != blue {
		t.Fatalf("blue may answer: %+v", d)
	}
	ev := mustApply(t, s, invokeA(blue, Counterspell, Action{Play: 0}))
	ev = append(ev, passAll(t, s)...)
	if len(find(ev, EvPlayCancelled)) != 1 || s.c.M.Abra != -1 {
		t.Fatal("Abracadabra is cancelled")
	}
	ev = mustApply(t, s, Buy(red, map[int]Kind{2: Crowns}))
	if b := find(ev, EvArtifactBought); len(b) != 1 || b[0].Artifact != Key || len(find(ev, EvStackSearched)) != 0 {
		t.Fatalf("red buys the Key on show, no search: %+v", b)
	}
	if s.c.M.FaceUp[0] || s.c.StackLen[0] != 4 {
		t.Fatal("an ordinary purchase: the next tile waits for the vizier")
	}
}

// Item 24: if the caster does not buy, the card is spent.
func TestAbracadabraWithoutPurchase(t *testing.T) {
	s := abracadabraRoomC(t)
	mustApply(t, s, castA(red, Abracadabra, Action{Space: Room1}))
	passAll(t, s)
	ev := mustApply(t, s, Decline(red))
	if len(find(ev, EvArtifactBought)) != 0 || len(find(ev, EvStackSearched)) != 0 {
		t.Fatal("no purchase, no search")
	}
	if !s.c.M.Discard.Has(Abracadabra) || s.c.M.Hand[red].Has(Abracadabra) || s.c.StackLen[0] != 5 {
		t.Fatal("the card is spent and the stack untouched")
	}
}

// D53, D36: Abracadabra is cast in the window of the room being tallied,
// naming it, by a player with a token there who entered; never during
// placement.
func TestAbracadabraRefusals(t *testing.T) {
	s := newMagicRound(t, 3)
	hand(t, s, red, Abracadabra)
	lampOn(s, red)
	refused(t, s, castA(red, Abracadabra, Action{Space: Room1})) // placement

	s = abracadabraRoomC(t)
	s.c.Entered[red] = false
	refused(t, s, castA(red, Abracadabra, Action{Space: Room1})) // not inside
	if len(castsOf(s, Abracadabra)) != 0 {
		t.Fatal("nothing to offer")
	}
	if r := abracadabraProblem(s, blue, castA(blue, Abracadabra, Action{Space: Room1})); r == ok {
		t.Fatal("blue has no token in room 1: Abracadabra could change nothing")
	}
	s.c.Entered[red] = true
	if r := abracadabraProblem(s, red, castA(red, Abracadabra, Action{Space: Room1})); r != ok {
		t.Fatalf("red may cast it: %v", r.why)
	}
	s.c.M.Abra, s.c.M.AbraRoom = red, Room1
	refused(t, s, castA(red, Abracadabra, Action{Space: Room1})) // already at work
}

// Item 44, D59: buying the last artifact with Abracadabra at work ends the
// game at once: no window opens after it, and spell cards still held count
// for nothing.
func TestAbracadabraLastArtifactEndsTheGame(t *testing.T) {
	s := newMagicRound(t, 3)
	setStackC(s, 0, Key)
	setStackC(s, 1)
	setStackC(s, 2)
	s.c.Owned[red][Double] = 1
	s.c.Owned[blue][Scroll] = 1
	hand(t, s, red, Abracadabra, Spy)
	hand(t, s, blue, Mirage, Charity, Trade)
	lampOn(s, red)
	lampOn(s, blue)
	give(s, red, Crowns, 4)
	put(t, s, red, Room1, 4)
	put(t, s, red, Room2, 1)
	for _, p := range []int{red, blue, green} {
		s.c.Entered[p] = true
	}
	s.c.M.Resolved = 1<<Room1 - 1
	tallyFrom(s, Room1)
	mustApply(t, s, castA(red, Abracadabra, Action{Space: Room1}))
	passAll(t, s)
	ev := mustApply(t, s, Buy(red, map[int]Kind{2: Crowns}))
	if len(find(ev, EvArtifactBought)) != 1 || len(find(ev, EvWindowOpened)) != 0 {
		t.Fatalf("the purchase, and no window after it: %+v", ev)
	}
	g := find(ev, EvGameEnded)
	if len(g) != 1 || g[0].Reason != ReasonLastArtifact || g[0].Winners != 1<<red || !s.Over() {
		t.Fatalf("red wins with 3 artifacts; blue's cards count for nothing: %+v", g)
	}
	if d := s.Pending(); d.Type != DecNone {
		t.Fatalf("nothing is pending: %+v", d)
	}
}
