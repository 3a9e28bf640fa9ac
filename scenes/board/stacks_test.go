package board

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"strings"
	"testing"
)

// TestStackBadgeText: what a stack's badge says in each state.
func TestStackBadgeText(t *testing.T) {
	cases := []struct {
		name     string
		st       StackInfo
		own      bool
		place    int
		strength int
		want     string
		style    BadgeStyle
	}{
		{"no tokens", StackInfo{}, false, 0, 0, "", BadgeCount},
		{"one face-down token of another seat", StackInfo{n: 1}, false, 0, 0, "", BadgeCount},
		{"three face-down tokens of another seat", StackInfo{n: 3}, false, 0, 0, "×3", BadgeCount},
		{"your own face-down tokens", StackInfo{n: 2, sum: 13}, true, 0, 0, "you 13", BadgeOwn},
		{"your own, hidden (hand-off)", StackInfo{n: 2, sum: 13}, false, 0, 0, "×2", BadgeCount},
		{"half turned", StackInfo{n: 2, faceUp: 1, sum: 9}, false, 0, 0, "×2", BadgeCount},
		{"face up", StackInfo{n: 2, faceUp: 2, sum: 11}, false, 0, 0, "11", BadgeSum},
		{"face up, strongest", StackInfo{n: 2, faceUp: 2, sum: 11}, false, 1, 11, "1st 11", BadgeWinner},
		{"face up, third", StackInfo{n: 1, faceUp: 1, sum: 4}, true, 3, 4, "3rd 4", BadgePlaced},
	}
	for _, c := range cases {
		got, style := stackBadge(c.st, c.own, c.place, c.strength)
		if got != c.want || style != c.style {
			t.Errorf("%s: badge %q (style %d), want %q (%d)", c.name, got, style, c.want, c.style)
		}
	}
}

// TestBadgesFitTheirCells: the widest badge each space can show fits its
// cell (its text condensed by at most a tenth), so badges never run into
// each other.
func TestBadgesFitTheirCells(t *testing.T) {
	face := badgeFace(testUI(t))
	labels := []string{"you 42", "×8", "42"} // 42: all of a player's tokens
	for p := 1; p <= engine.MaxPlayers; p++ {
		labels = append(labels, ordinal(p)+" 42")
	}
	for sp := 0; sp < engine.NumSpaces; sp++ {
		for seat := 0; seat < engine.MaxPlayers; seat++ {
			cell := assets.StackCell(sp, seat)
			for _, l := range labels {
				if sp == int(engine.Guard) && strings.Contains(l, " 42") && l[0] >= '1' && l[0] <= '5' {
					continue // the guard ranks nobody
				}
				// Condensed to the cell (at most to game.MinCondense of its width).
				text := game.TextWidth(l, face)
				if room := float64(cell.Dx() - 2*badgePad); text*game.MinCondense > room {
					t.Errorf("space %d seat %d: badge %q is %.0f px of text, its cell has room for %.0f even condensed", sp, seat, l, text, room)
				}
			}
		}
	}
}

// testUI is the game's UI with its assets, without a window.
func testUI(t *testing.T) *game.UI {
	t.Helper()
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	return &game.UI{Assets: a}
}
