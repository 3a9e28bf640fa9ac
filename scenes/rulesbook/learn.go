package rulesbook

import (
	"image"

	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// rulesLearnRect is "Learn by playing" in How to play, left of Back.
var rulesLearnRect = image.Rect(rulesBackRect.Min.X-320, rulesBackRect.Min.Y, rulesBackRect.Min.X-20, rulesBackRect.Max.Y)

// updateLearn offers a guided game in How to play when it was opened from
// the set-up screen (over a game in progress it would replace that game):
// the magic round in the magic version's sections, else the first game. It
// reports whether it was taken.
func (r *Rules) updateLearn(ctx *game.Context) bool {
	r.learn = game.Button{} // not drawn unless offered
	offer, ok := ctx.Scenes.Current().(game.GuideOffer)
	if !ok {
		return false
	}
	sc := game.GuideBasic
	if ruleSections[r.cur].magic {
		sc = game.GuideMagic
	}
	b, ok := offer.LearnButton(sc, rulesLearnRect)
	if !ok {
		return false
	}
	r.learn = b
	if r.learn.Update(ctx) {
		offer.Learn(ctx, sc)
		return true
	}
	return false
}

// drawLearn draws the way into a guided game when it is offered.
func (r *Rules) drawLearn(dst *ebiten.Image) {
	if !r.learn.Rect.Empty() {
		r.learn.Draw(dst, r.ui)
	}
}
