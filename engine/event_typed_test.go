package engine

import "testing"

// The typed constructors and accessors name what an event's shared fields
// mean; they build and read the same flat value, allocating nothing.
func TestTypedEventsAllocateNothing(t *testing.T) {
	buf := make([]Event, 0, 32)
	var sink int
	allocs := testing.AllocsPerRun(100, func() {
		buf = append(buf[:0],
			CamelPassedEvent(0, 2, 1), EnteredEvent(1, 3, [NumKinds]int8{3}, ReasonNone), OfferEvent(2, Room1, 5),
			SpellsShuffledEvent(9), SpellDrawnEvent(1, Spy, true), SpellGivenEvent(1, 2, Taboo),
			WindowOpenedEvent(0, Market, WinSpace), PaidEvent(1, Gold, 3, 0, 1, 0),
			TreasureGivenEvent(0, 1, Gems, 3, 3, 0, 0), TieBrokenEvent(3, 1), ResolvingEvent(2),
			CarpetLaidEvent(1, CaveRed, 40), DoubledEvent(1, CaveRed, 41, 7, 9),
			PlayCancelledEvent(Play{Seat: 1, Spell: Spy}, 0), PlayResolvedEvent(Play{Seat: 1, Spell: Spy}, 1))
		for _, e := range buf {
			sink += int(e.Handle()) + int(e.PlayIndex()) + int(e.Recipient()) + e.Bribe() + e.Price() + e.Cards() +
				int(e.Window()) + e.Worth() + int(e.TiedSeats()) + e.Plays() + e.Searched() + int(e.Claimed())
			if e.FromTent() || e.WentUnder() {
				sink++
			}
		}
	})
	if allocs != 0 {
		t.Errorf("building and reading typed events allocates %.1f times", allocs)
	}
	_ = sink
}

// Each accessor reads back what its constructor was given.
func TestTypedEventsReadBack(t *testing.T) {
	checks := []struct {
		what      string
		got, want int
	}{
		{"camel recipient", int(CamelPassedEvent(0, 2, 1).Recipient()), 2},
		{"bribe", EnteredEvent(1, 4, [NumKinds]int8{4}, ReasonNone).Bribe(), 4},
		{"price", OfferEvent(2, Room1, 5).Price(), 5},
		{"cards", SpellsShuffledEvent(9).Cards(), 9},
		{"window", int(WindowOpenedEvent(0, Market, WinSmuggler).Window()), int(WinSmuggler)},
		{"worth paid", PaidEvent(1, Gold, 3, 0, 1, 0).Worth(), 3},
		{"worth given", TreasureGivenEvent(0, 1, Gems, 6, 3, 1, 0).Worth(), 6},
		{"treasure recipient", int(TreasureGivenEvent(0, 1, Gems, 6, 3, 1, 0).Recipient()), 1},
		{"card recipient", int(SpellGivenEvent(1, 2, Taboo).Recipient()), 2},
		{"tied", int(TieBrokenEvent(5, 1).TiedSeats()), 5},
		{"plays", ResolvingEvent(3).Plays(), 3},
		{"carpet handle", int(CarpetLaidEvent(1, CaveRed, 40).Handle()), 40},
		{"double handle", int(DoubledEvent(1, CaveRed, 41, 7, 9).Handle()), 41},
		{"cancelled play", int(PlayCancelledEvent(Play{}, 2).PlayIndex()), 2},
		{"resolved play", int(PlayResolvedEvent(Play{}, 1).PlayIndex()), 1},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: read %d, built with %d", c.what, c.got, c.want)
		}
	}
	if !SpellDrawnEvent(1, Spy, true).FromTent() || SpellDrawnEvent(1, Spy, false).FromTent() {
		t.Error("a card drawn from the Tent does not say so")
	}
}
