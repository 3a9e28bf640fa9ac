package engine

import "testing"

// The deck obeys decision D6.
func TestDeckConstraints(t *testing.T) {
	if deckErr != nil {
		t.Fatal(deckErr)
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		deck := Deck(players)
		if len(deck) != DeckSize {
			t.Fatalf("%d players: %d cards, want %d", players, len(deck), DeckSize)
		}
		var kindSeen [NumCaves]int
		richFirst, even := 0, 0
		for i, card := range deck {
			empty := 0
			for cave := 0; cave < NumCaves; cave++ {
				n := card.Shelves(cave)
				if n > players-1 {
					t.Errorf("%dp card %d: cave %d has %d shelves, at most %d", players, i, cave, n, players-1)
				}
				for sh := n; sh < NumShelves; sh++ {
					if card[cave][sh] != 0 {
						t.Errorf("%dp card %d: a gap between shelves in cave %d", players, i, cave)
					}
				}
				for sh := 1; sh < n; sh++ {
					if card[cave][sh] > card[cave][sh-1] {
						t.Errorf("%dp card %d: cave %d is not richest on top", players, i, cave)
					}
				}
				total := 0
				for sh := 0; sh < n; sh++ {
					total += int(card[cave][sh])
				}
				if total > int(Box.Small[cave])+3*int(Box.Large[cave]) {
					t.Errorf("%dp card %d: cave %d holds more than the box", players, i, cave)
				}
				if n == 0 {
					empty++
				} else {
					kindSeen[cave]++
				}
				if n >= 2 && card[cave][0] >= 3*card[cave][1] {
					richFirst++
				}
				if n >= 2 && card[cave][0] == card[cave][1] {
					even++
				}
			}
			if empty == NumCaves {
				t.Errorf("%dp card %d has no treasure at all", players, i)
			}
		}
		for cave, n := range kindSeen {
			if n == 0 || n == DeckSize {
				t.Errorf("%dp: cave %d has treasure on %d of %d cards; every kind should appear on some, but not all", players, cave, n, DeckSize)
			}
		}
		if richFirst == 0 || even == 0 {
			t.Errorf("%dp: want some caves that reward first place richly (%d) and some that share evenly (%d)", players, richFirst, even)
		}
	}
}

func TestDeckParseErrors(t *testing.T) {
	bad := []string{
		"red 1 | white - | blue - | black - | gold -",                // before players
		"players 4\nred 1 | white - | blue -",                        // too few caves
		"players 3\nred 3,2,1 | white - | blue - | black - | gold -", // too many shelves
		"players 4\nred 1,3 | white - | blue - | black - | gold -",   // grows downwards
		"players 4\nred x | white - | blue - | black - | gold -",     // not a number
		"players 4\nblue 1 | white - | red - | black - | gold -",     // caves out of order
		"players 7", // bad count
		"players 4\nred 1 | white - | blue - | black - | gold -", // too few cards
	}
	for _, text := range bad {
		if _, err := parseDecks(text); err == nil {
			t.Errorf("%q: want an error", text)
		}
	}
}
