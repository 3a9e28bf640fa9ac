package scenes

import (
	"image"
	"image/color"
	"strings"

	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// learnButton is the set-up screen's way into the guided first game: it
// continues one left unfinished, or starts one.
func learnButton(saved *game.Session, r image.Rectangle) game.Button {
	if saved != nil && isGuided(saved) {
		return game.Button{Rect: r, Label: "Continue the guided game", Enabled: true, Name: "learn"}
	}
	return game.Button{Rect: r, Label: "Learn by playing", Enabled: true, Name: "learn"}
}

// learnByPlaying continues the guided game, or starts one; over an
// unfinished ordinary game it asks first, keeping the game the default.
func learnByPlaying(ctx *game.Context, saved *game.Session) {
	switch {
	case saved != nil && isGuided(saved):
		ctx.Scenes.Overlay(nil)
		ctx.Scenes.Switch(continueScene(ctx, saved))
	case saved != nil:
		ctx.Scenes.Overlay(&guideConfirm{ui: ctx.UI, saved: saved})
	default:
		ctx.Scenes.Overlay(nil)
		startGuide(ctx)
	}
}

// guideConfirm asks before the guided game replaces an unfinished game.
// Enter and Esc keep the game.
type guideConfirm struct {
	ui    *game.UI
	saved *game.Session
	keep  game.Button
	learn game.Button
}

func (c *guideConfirm) Name() string { return "guide-confirm" }

func (c *guideConfirm) Update(ctx *game.Context) error {
	r := confirmRect
	c.keep = game.Button{Rect: image.Rect(r.Min.X+40, r.Max.Y-86, r.Min.X+340, r.Max.Y-32), Label: "Keep my game (Enter)",
		Primary: true, Enabled: true, Name: "keep"}
	c.learn = game.Button{Rect: image.Rect(r.Max.X-340, r.Max.Y-86, r.Max.X-40, r.Max.Y-32), Label: "Start the guided game",
		Enabled: true, Name: "start-guide"}
	if c.keep.Update(ctx) || ctx.In.Cancel() {
		ctx.Scenes.Overlay(nil)
		return nil
	}
	if c.learn.Update(ctx) {
		ctx.Scenes.Overlay(nil)
		startGuide(ctx)
	}
	return nil
}

func (c *guideConfirm) Draw(dst *ebiten.Image) {
	u := c.ui
	game.FillRect(dst, dst.Bounds(), color.RGBA{0x08, 0x06, 0x10, 0xA0})
	r := confirmRect
	u.Shapes.RoundRect(dst, r, 22, game.Parchment, game.Gilt, 4)
	u.Text.Draw(dst, "Start the guided game?", u.Face(30, true), float64(r.Min.X+40), float64(r.Min.Y+30), game.Left, game.Wine)
	face := u.Face(19, false)
	text := "The unfinished game (round " + game.Itoa(c.saved.Round()) + ") will be lost: the guided game takes its place."
	for i, line := range game.Wrap(text, face, float64(r.Dx()-80)) {
		u.Text.Draw(dst, strings.TrimSpace(line), face, float64(r.Min.X+40), float64(r.Min.Y+90+i*28), game.Left, game.Ink)
	}
	c.keep.Draw(dst, u)
	c.learn.Draw(dst, u)
}

// rulesLearnRect is "Learn by playing" in How to play, left of Back.
var rulesLearnRect = image.Rect(rulesBackRect.Min.X-280, rulesBackRect.Min.Y, rulesBackRect.Min.X-20, rulesBackRect.Max.Y)

// updateLearn offers the guided game in How to play when it was opened
// from the set-up screen (over a game in progress it would replace that
// game); it reports whether it was taken.
func (r *Rules) updateLearn(ctx *game.Context) bool {
	setup, ok := ctx.Scenes.Current().(*Setup)
	if !ok {
		r.learn = game.Button{} // not drawn
		return false
	}
	r.learn = learnButton(setup.saved, rulesLearnRect)
	if r.learn.Update(ctx) {
		learnByPlaying(ctx, setup.saved)
		return true
	}
	return false
}

// drawLearn draws "Learn by playing" when it is offered.
func (r *Rules) drawLearn(dst *ebiten.Image) {
	if !r.learn.Rect.Empty() {
		r.learn.Draw(dst, r.ui)
	}
}
