package ui

import (
	"strings"

	"aladdin/lang"
)

// AndList joins "a", "a and b", "a, b and c" in the current language.
func AndList(parts []string) string {
	switch len(parts) {
	case 0:
		return lang.T("nothing")
	case 1:
		return parts[0]
	}
	return lang.T("%s and %s", strings.Join(parts[:len(parts)-1], ", "), parts[len(parts)-1])
}

// LevelNames name the bots' levels in English, by bot.Level: the probe's
// names for the level chips, and msgids (LevelName words them).
var LevelNames = [...]string{lang.Mark("Random"), lang.Mark("Easy"), lang.Mark("Normal"), lang.Mark("Hard"), lang.Mark("Expert")}

// LevelName names a bot's level as a seat or a saved game holds it, in the
// current language; a level out of range (an old or damaged record) reads
// as Normal.
func LevelName(l int) string {
	if l < 0 || l >= len(LevelNames) {
		l = 2
	}
	return lang.Word(LevelNames[l])
}

// ArtifactCount writes "1 artifact", "2 artifacts" in the current
// language.
func ArtifactCount(n int) string { return lang.N("%d artifact", "%d artifacts", n, n) }
