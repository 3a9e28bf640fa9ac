package ui

import (
	"strings"

	"aladdin/game"
)

// AndList joins "a", "a and b", "a, b and c".
func AndList(parts []string) string {
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// LevelNames name the bots' levels, by bot.Level.
var LevelNames = [...]string{"Random", "Easy", "Normal", "Hard", "Expert"}

// LevelName names a bot's level as a seat or a saved game holds it; a
// level out of range (an old or damaged record) reads as Normal.
func LevelName(l int) string {
	if l < 0 || l >= len(LevelNames) {
		l = 2
	}
	return LevelNames[l]
}

// CountOf writes "1 artifact", "2 artifacts".
func CountOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return game.Itoa(n) + " " + noun + "s"
}
