package setup

import (
	"image"
	"image/color"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// Welcome is the very first start's screen: a short welcome over the
// title art, "Learn by playing" the main choice (Enter), "Play now"
// beside it for the set-up screen, and the magic guide smaller below; the
// language chips at the top right, as on the set-up screen.
// Either answer is remembered (game.Settings.Welcomed): every later start
// opens on the set-up screen, where both guided games are offered too.
type Welcome struct {
	ctx        *game.Context
	backdrop   game.TitleBackdrop
	learn      game.Button
	play       game.Button
	learnMagic game.Button
	langs      []game.Chip // the languages, at the top right as on the set-up screen
}

// NewFirst is the game's first screen: the welcome on a first start
// (game.FirstStart), the set-up screen on every other.
func NewFirst(ctx *game.Context) game.Scene {
	if game.FirstStart(ctx.Settings) {
		return &Welcome{ctx: ctx}
	}
	return NewSetup(ctx)
}

// Name is the probe/screenshot name.
func (w *Welcome) Name() string { return "welcome" }

// welcomeRect is the welcome's card, under the title art's name.
var welcomeRect = image.Rect(380, 590, 1220, 975)

// The card's buttons: the two ways in side by side, the magic guide
// smaller below.
var (
	welcomeLearnRect = image.Rect(welcomeRect.Min.X+60, welcomeRect.Min.Y+186, welcomeRect.Min.X+450, welcomeRect.Min.Y+250)
	welcomePlayRect  = image.Rect(welcomeRect.Min.X+480, welcomeRect.Min.Y+186, welcomeRect.Max.X-60, welcomeRect.Min.Y+250)
	welcomeMagicRect = image.Rect(welcomeRect.Min.X+260, welcomeRect.Min.Y+300, welcomeRect.Max.X-260, welcomeRect.Min.Y+346)
)

// welcomeWords is the welcome itself.
var welcomeWords = lang.Mark("Send your helpers, face down, to the dragons' caves, the city and the " +
	"Caliph's palace: the strongest take the treasure, and treasure buys the artifacts that win. " +
	"The quickest way in is to play, with a guide who shows each rule as it comes up.")

// Update answers the welcome: the guided game, or the set-up screen.
func (w *Welcome) Update(ctx *game.Context) error {
	w.backdrop.Update(ctx)
	w.langs = ui.LanguageChips(ctx, languageRect, 8)
	w.learn = game.Button{Rect: welcomeLearnRect, Label: lang.T("Learn by playing (Enter)"), Primary: true, Enabled: true, Name: learnBasic.name}
	w.play = game.Button{Rect: welcomePlayRect, Label: lang.T("Play now"), Enabled: true, Name: "play-now"}
	w.learnMagic = game.Button{Rect: welcomeMagicRect, Label: lang.Word(learnMagic.start), Enabled: true, Name: learnMagic.name}
	switch {
	case w.learn.Update(ctx):
		w.answered(ctx)
		learnWith(ctx, nil, game.GuideBasic)
	case w.play.Update(ctx):
		w.answered(ctx)
		ctx.Scenes.Switch(NewSetup(ctx))
	case w.learnMagic.Update(ctx):
		w.answered(ctx)
		learnWith(ctx, nil, game.GuideMagic)
	}
	return nil
}

// answered remembers that the welcome was answered.
func (w *Welcome) answered(ctx *game.Context) {
	ctx.Settings.Welcomed = true
	ctx.SaveSettings()
}

// Draw paints the title art and the welcome's card over it.
func (w *Welcome) Draw(dst *ebiten.Image) {
	u := w.ctx.UI
	w.backdrop.Draw(dst, w.ctx)
	u.Shapes.RoundRect(dst, welcomeRect.Add(image.Pt(6, 8)), 24, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, welcomeRect, 24, game.Parchment, game.Gilt, 4)
	cx := float64(welcomeRect.Min.X+welcomeRect.Max.X) / 2
	u.Text.Draw(dst, lang.T("Welcome, traveller!"), u.Face(32, true), cx, float64(welcomeRect.Min.Y+20), game.Center, game.Wine)
	face := u.Face(20, false)
	for i, line := range game.Wrap(lang.Word(welcomeWords), face, float64(welcomeRect.Dx()-120)) {
		u.Text.Draw(dst, line, face, cx, float64(welcomeRect.Min.Y+72+i*30), game.Center, game.Ink)
	}
	w.learn.Draw(dst, u)
	w.play.Draw(dst, u)
	w.learnMagic.Draw(dst, u)
	for i := range w.langs {
		w.langs[i].Draw(dst, u)
	}
	small := u.Face(game.MinTextSize, false)
	u.Text.Draw(dst, lang.T("or set up a game yourself"), small, float64(welcomePlayRect.Min.X+welcomePlayRect.Dx()/2), float64(welcomePlayRect.Max.Y+6), game.Center, game.Ink)
	u.Text.Draw(dst, lang.T("a short game with a guide"), small, float64(welcomeLearnRect.Min.X+welcomeLearnRect.Dx()/2), float64(welcomeLearnRect.Max.Y+6), game.Center, game.Ink)
}
