package ui

import (
	"image"

	"aladdin/game"
)

// CardButtons lays out a question card's two answers along its bottom:
// the default (primary, Enter) at the left, the other at the right.
func CardButtons(r image.Rectangle, defLabel, defName, otherLabel, otherName string) (def, other game.Button) {
	def = game.Button{Rect: image.Rect(r.Min.X+40, r.Max.Y-86, r.Min.X+360, r.Max.Y-32), Label: defLabel,
		Primary: true, Enabled: true, Name: defName}
	other = game.Button{Rect: image.Rect(r.Max.X-340, r.Max.Y-86, r.Max.X-40, r.Max.Y-32), Label: otherLabel,
		Enabled: true, Name: otherName}
	return def, other
}
