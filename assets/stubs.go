package assets

import "image"

func placeholder(w, h int) *image.RGBA {
	d := newCanvas(w, h)
	p := NewPath()
	p.RoundRect(2, 2, float64(w-2), float64(h-2), 6)
	fill(d, p, solid(Parchment))
	return d
}

func PaintTitle() *image.RGBA                     { return placeholder(ScreenW, ScreenH) }
func PaintCamel() *image.RGBA                     { return placeholder(CamelW, CamelH) }
func PaintVizier() *image.RGBA                    { return placeholder(VizierW, VizierH) }
func PaintCardBack() *image.RGBA                  { return placeholder(CardW, CardH) }
func PaintSpellBack() *image.RGBA                 { return placeholder(SpellW, SpellH) }
func PaintSpellFace(i int) *image.RGBA            { return placeholder(SpellW, SpellH) }
func PaintTreasureCard(sh [5][]int) *image.RGBA   { return placeholder(CardW, CardH) }
func PaintArtifact(t int) *image.RGBA             { return placeholder(ArtifactSize, ArtifactSize) }
