package ui

import (
	"image"

	"aladdin/game"
	"aladdin/lang"
)

// LanguageChips lays out one chip per language the game speaks, each named
// in itself ("English", "Français"), left to right from r's corner, each
// r.Dx() wide, with a gap; the one spoken now is on. A click makes the game
// speak that language at once and remembers the choice (SaveSettings
// paints the pictures with words again).
func LanguageChips(ctx *game.Context, r image.Rectangle, gap int) []game.Chip {
	langs := lang.Available()
	chips := make([]game.Chip, len(langs))
	for i, l := range langs {
		at := r.Add(image.Pt(i*(r.Dx()+gap), 0))
		chips[i] = game.Chip{Rect: at, Label: l.Name, On: lang.Current() == l.Tag, Enabled: true, Name: "language:" + string(l.Tag)}
	}
	for i, l := range langs {
		if chips[i].Update(ctx) && lang.Current() != l.Tag {
			ctx.Settings.Language = l.Tag
			ctx.SaveSettings()
		}
	}
	return chips
}
