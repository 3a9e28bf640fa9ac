package assets

import (
	"image"
	"image/color"

	"aladdin/engine"
)

// Spell icons: the vignette of a spell card on its own, for the small
// cards of a hand, where the whole face would be too small to read.

// SpellIconW and SpellIconH are the painted size of a spell icon; hands
// draw it at about half that.
const (
	SpellIconW = 96
	SpellIconH = 84
)

// PaintSpellIcon paints sp's vignette: the card's night sky and
// illustration in a gilt rim.
func PaintSpellIcon(sp engine.Spell) *image.RGBA {
	if sp < 0 || sp >= engine.NumSpells {
		sp = 0
	}
	w, h := float64(SpellIconW), float64(SpellIconH)
	dst := newCanvas(SpellIconW, SpellIconH)
	v := NewPath()
	v.RoundRect(3, 3, w-3, h-3, 8)
	vm := v.Mask()
	fillMask(dst, vm, radial(w/2, h/2, w*0.6, h*0.9, grad(0, rgb(0x3A, 0x4A, 0x9A), 1, rgb(0x0E, 0x10, 0x34))))
	layer := newCanvas(SpellIconW, SpellIconH)
	spellGlyph(layer, sp, w/2, h/2, (h-6)*0.4)
	fillMask(dst, vm, layerShader(layer))
	fillMask(dst, blur(rim(vm, 3, 3), 2), solid(withA(color.Black, 150)))
	fillMask(dst, subtract(dilate(vm, 3), vm), solid(nrgba(Gilt)))
	return dst
}
