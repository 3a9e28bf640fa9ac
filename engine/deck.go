package engine

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// DeckSize is the number of treasure cards for each player count.
const DeckSize = 15

// Card is one treasure card: shelf values per cave, top shelf first, 0 for
// an empty shelf.
type Card [NumCaves][NumShelves]int8

//go:embed deck.txt
var deckText string

// decks[n] is the deck for n players; deckErr is set if the data is bad,
// and New reports it instead of starting a game.
var decks, deckErr = parseDecks(deckText)

// Deck returns the treasure cards for a player count (decision D6).
func Deck(players int) []Card {
	if players < MinPlayers || players > MaxPlayers || deckErr != nil {
		return nil
	}
	return decks[players]
}

var caveWords = [NumCaves]string{"red", "white", "blue", "black", "gold"}

// parseDecks reads the deck data file. Its format is explained at its top.
func parseDecks(text string) (d [MaxPlayers + 1][]Card, err error) {
	players := 0
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		bad := func(format string, a ...any) error {
			return fmt.Errorf("deck.txt line %d: %s", n+1, fmt.Sprintf(format, a...))
		}
		if rest, ok := strings.CutPrefix(line, "players "); ok {
			p, e := strconv.Atoi(strings.TrimSpace(rest))
			if e != nil || p < MinPlayers || p > MaxPlayers {
				return d, bad("bad player count %q", rest)
			}
			players = p
			continue
		}
		if players == 0 {
			return d, bad("a card before any \"players N\" line")
		}
		fields := strings.Split(line, "|")
		if len(fields) != NumCaves {
			return d, bad("want %d caves separated by |, got %d", NumCaves, len(fields))
		}
		var c Card
		for cave, f := range fields {
			words := strings.Fields(f)
			if len(words) != 2 || words[0] != caveWords[cave] {
				return d, bad("cave %d should read %q followed by its shelves", cave+1, caveWords[cave])
			}
			if words[1] == "-" {
				continue
			}
			vals := strings.Split(words[1], ",")
			if len(vals) > players-1 {
				return d, bad("the %s cave has %d shelves; at most %d with %d players", caveWords[cave], len(vals), players-1, players)
			}
			for i, v := range vals {
				x, e := strconv.Atoi(v)
				if e != nil || x < 1 || x > 12 {
					return d, bad("shelf value %q is not a number from 1 to 12", v)
				}
				if i > 0 && int8(x) > c[cave][i-1] {
					return d, bad("the %s cave's shelves must not grow downwards", caveWords[cave])
				}
				c[cave][i] = int8(x)
			}
		}
		d[players] = append(d[players], c)
	}
	for p := MinPlayers; p <= MaxPlayers; p++ {
		if len(d[p]) != DeckSize {
			return d, fmt.Errorf("deck.txt: %d cards for %d players, want %d", len(d[p]), p, DeckSize)
		}
	}
	return d, nil
}

// Shelves returns the number of filled shelves of a cave on the card.
func (c *Card) Shelves(cave int) int {
	n := 0
	for n < NumShelves && c[cave][n] > 0 {
		n++
	}
	return n
}

// Total is the card's whole treasure value.
func (c *Card) Total() int {
	t := 0
	for cave := range c {
		for _, v := range c[cave] {
			t += int(v)
		}
	}
	return t
}
