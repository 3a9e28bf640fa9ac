package rulesbook

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// The rules reference's pictures are the game's own art: tokens, treasure,
// artifacts, spell cards, guards, the camel, the vizier, and parts of the
// painted board. A picture is a small value; its image comes from the
// assets when the page is drawn.

type picKind uint8

const (
	picToken picKind = iota
	picTokenBack
	picTreasure
	picArtifact
	picSpell
	picSpellBack
	picCardBack
	picGuard
	picGuardBack
	picCamel
	picVizier
	picBoard      // one space of the board (arg: space index)
	picBoardWhole // the whole board, with its tally numbers
)

// rulePic names one picture of the reference.
type rulePic struct {
	kind picKind
	a, b int // the picture's arguments: colour and value, kind and size, type...
}

func tokenPic(seatColor, value int) rulePic { return rulePic{kind: picToken, a: seatColor, b: value} }
func tokenBackPic(seatColor int) rulePic    { return rulePic{kind: picTokenBack, a: seatColor} }
func treasurePic(kind int, large bool) rulePic {
	p := rulePic{kind: picTreasure, a: kind}
	if large {
		p.b = 1
	}
	return p
}
func artifactPic(a engine.Artifact) rulePic { return rulePic{kind: picArtifact, a: int(a)} }
func spellPic(sp engine.Spell) rulePic      { return rulePic{kind: picSpell, a: int(sp)} }
func spellBackPic() rulePic                 { return rulePic{kind: picSpellBack} }
func cardBackPic() rulePic                  { return rulePic{kind: picCardBack} }
func guardPic(v int) rulePic                { return rulePic{kind: picGuard, a: v} }
func guardBackPic() rulePic                 { return rulePic{kind: picGuardBack} }
func camelPic() rulePic                     { return rulePic{kind: picCamel} }
func vizierPic() rulePic                    { return rulePic{kind: picVizier} }
func boardPic(space int) rulePic            { return rulePic{kind: picBoard, a: space} }
func boardWholePic() rulePic                { return rulePic{kind: picBoardWhole} }

// boardPicBox bounds a board space's picture: the board's spaces differ in
// shape, and each is scaled to fit this box.
var boardPicBox = image.Pt(200, 230)

// wholeBoardScale shows the whole board across the page, its tally
// numbers readable.
const wholeBoardScale = 0.62

// picCrop is the part of the board a space's picture shows: a cave's head
// and shelves (its token floor is bare), any other space whole.
func picCrop(space int) image.Rectangle {
	r := assets.SpaceRect(space)
	if space >= 0 && space < assets.NumCaves {
		r.Max.Y = r.Min.Y + 262
	}
	return r
}

// image is the picture's art and the scale it is shown at.
func (p rulePic) image(a *assets.Assets) (*ebiten.Image, float64) {
	switch p.kind {
	case picToken:
		return a.Token(p.a, p.b), 0.9
	case picTokenBack:
		return a.TokenBack(p.a), 0.9
	case picTreasure:
		return a.Treasure(p.a, p.b == 1), 1.3
	case picArtifact:
		return a.Artifact(engine.Artifact(p.a)), 1.1
	case picSpell:
		return a.SpellFace(engine.Spell(p.a)), 0.62
	case picSpellBack:
		return a.SpellBack(), 0.5
	case picCardBack:
		return a.CardBack(), 0.8
	case picGuard:
		return a.Guard(p.a), 1.1
	case picGuardBack:
		return a.GuardBack(), 1.1
	case picCamel:
		return a.Camel(), 0.8
	case picVizier:
		return a.Vizier(), 1
	case picBoard:
		crop := picCrop(p.a)
		img := a.Board().SubImage(crop).(*ebiten.Image)
		sc := min(float64(boardPicBox.X)/float64(crop.Dx()), float64(boardPicBox.Y)/float64(crop.Dy()))
		return img, sc
	case picBoardWhole:
		return a.Board().SubImage(image.Rect(0, 0, assets.BoardW, assets.ScreenH)).(*ebiten.Image), wholeBoardScale
	}
	return nil, 1
}

// size is the picture's size on the page, without loading its art (the
// board is painted lazily; layout must not wait for it).
func (p rulePic) size() image.Point {
	var w, h int
	var sc float64
	switch p.kind {
	case picToken, picTokenBack:
		w, h, sc = assets.TokenSize+2*assets.PieceMargin, assets.TokenSize+2*assets.PieceMargin, 0.9
	case picTreasure:
		s := assets.TreasureSmall
		if p.b == 1 {
			s = assets.TreasureLarge
		}
		w, h, sc = s+2*assets.PieceMargin, s+2*assets.PieceMargin, 1.3
	case picArtifact:
		w, h, sc = assets.ArtifactSize+2*assets.PieceMargin, assets.ArtifactSize+2*assets.PieceMargin, 1.1
	case picSpell:
		w, h, sc = assets.SpellW, assets.SpellH, 0.62
	case picSpellBack:
		w, h, sc = assets.SpellW, assets.SpellH, 0.5
	case picCardBack:
		w, h, sc = assets.CardW, assets.CardH, 0.8
	case picGuard, picGuardBack:
		w, h, sc = assets.GuardSize+2*assets.PieceMargin, assets.GuardSize+2*assets.PieceMargin, 1.1
	case picCamel:
		w, h, sc = assets.CamelW+2*assets.PieceMargin, assets.CamelH+2*assets.PieceMargin, 0.8
	case picVizier:
		w, h, sc = assets.VizierW+2*assets.PieceMargin, assets.VizierH+2*assets.PieceMargin, 1
	case picBoard:
		crop := picCrop(p.a)
		sc = min(float64(boardPicBox.X)/float64(crop.Dx()), float64(boardPicBox.Y)/float64(crop.Dy()))
		w, h = crop.Dx(), crop.Dy()
	case picBoardWhole:
		w, h, sc = assets.BoardW, assets.ScreenH, wholeBoardScale
	}
	return image.Pt(int(float64(w)*sc+0.5), int(float64(h)*sc+0.5))
}

// tip is what pointing at the picture says: an artifact's power, a
// spell's effect (spelltext.go); "" for the rest.
func (p rulePic) tip() string {
	switch p.kind {
	case picArtifact:
		return ui.ArtifactPower(engine.Artifact(p.a))
	case picSpell:
		return lang.T("%s: %s", lang.Spell(engine.Spell(p.a)), ui.SpellEffect(engine.Spell(p.a)))
	}
	return ""
}

// label is the short caption under a picture in a row ("" none).
func (p rulePic) label() string {
	switch p.kind {
	case picTreasure:
		if p.b == 1 {
			return "3"
		}
		return "1"
	case picArtifact:
		return lang.Capital(lang.Artifact(engine.Artifact(p.a)))
	}
	return ""
}
