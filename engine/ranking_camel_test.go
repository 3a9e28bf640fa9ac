package engine

import "testing"

// TestRankingNamesTheCamel: a ranking says who held the camel when it was
// made, so the screen can tell how a tie was broken (D12): red holds it
// at the gold cave; after yellow takes it at the Caravanserai (D13), the
// tie in room 1 is ranked from yellow, and the event says so.
func TestRankingNamesTheCamel(t *testing.T) {
	s := newRound(t, 4) // camel with red
	put(t, s, yellow, CaveGold, 9)
	put(t, s, green, CaveGold, 5, 4)
	put(t, s, yellow, Caravanserai, 5)
	put(t, s, red, Caravanserai, 2)
	put(t, s, red, Guard, 8)
	put(t, s, yellow, Guard, 7)
	put(t, s, red, Room1, 1)
	put(t, s, yellow, Room1, 1)
	give(s, red, Pearls, 2)
	give(s, yellow, Pearls, 2)
	s.c.Guard = 1
	gold := find(tallyFrom(s, CaveGold), EvRanking)
	if len(gold) == 0 {
		t.Fatal("no ranking at the gold cave")
	}
	if r := gold[0]; r.Camel != red || r.Ranking[0] != green || r.Ranking[1] != yellow {
		t.Fatalf("gold cave: camel %d, ranking %v; want camel red and green (nearer red) before yellow", r.Camel, r.Ranking[:r.NRank])
	}
	if d := s.Pending(); d.Type != DecCamel || d.Seat != yellow {
		t.Fatalf("want yellow to give the camel, got %+v", d)
	}
	ev := mustApply(t, s, GiveCamel(yellow, yellow))
	var room []Event
	for _, e := range find(ev, EvRanking) {
		if e.Space == Room1 {
			room = append(room, e)
		}
	}
	if len(room) != 1 {
		t.Fatalf("%d rankings of room 1", len(room))
	}
	if r := room[0]; r.Camel != yellow || r.Ranking[0] != yellow || r.Ranking[1] != red || r.Strength[red] != r.Strength[yellow] {
		t.Fatalf("room 1: camel %d, ranking %v, strengths %v; want yellow's camel and yellow first in the 1/1 tie", r.Camel, r.Ranking[:r.NRank], r.Strength)
	}
}
