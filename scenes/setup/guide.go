package setup

import (
	"image"
	"image/color"
	"strings"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// learnWay is one way into a guided game: its script, its button's probe
// name, and the button's words to start it or to continue it.
type learnWay struct {
	script           *game.GuideScript
	name, start, con string
}

var (
	learnBasic = learnWay{game.GuideBasic, "learn", lang.Mark("Learn by playing"), lang.Mark("Continue the guided game")}
	learnMagic = learnWay{game.GuideMagic, "learn-magic", lang.Mark("Learn the magic version"), lang.Mark("Continue the magic guide")}
)

// button offers the guided game: to continue it when the unfinished game
// is this guide with lessons left, else to start it.
func (w learnWay) button(saved *game.Session, r image.Rectangle) game.Button {
	if saved != nil && game.GuideUnderway(saved, w.script) {
		return game.Button{Rect: r, Label: lang.Word(w.con), Enabled: true, Name: w.name}
	}
	return game.Button{Rect: r, Label: lang.Word(w.start), Enabled: true, Name: w.name}
}

// learnWith continues the script's guided game, or starts one; over any
// other unfinished game (another guide's included) it asks first, keeping
// that game the default.
func learnWith(ctx *game.Context, saved *game.Session, sc *game.GuideScript) {
	switch {
	case saved != nil && game.GuideUnderway(saved, sc):
		ctx.Scenes.Overlay(nil)
		game.ToContinue(ctx, saved)
	case saved != nil:
		ctx.Scenes.Overlay(&guideConfirm{ui: ctx.UI, saved: saved, script: sc})
	default:
		ctx.Scenes.Overlay(nil)
		startGuideOf(ctx, sc)
	}
}

// startGuideOf begins a guided game of the script, replacing any autosave.
func startGuideOf(ctx *game.Context, sc *game.GuideScript) {
	g, err := game.StartGuide(sc)
	if err != nil {
		return // a fixed script: the engine accepts it (TestGuide*PlaysThrough)
	}
	game.ToGuide(ctx, g)
}

// learnWayOf is the way into the script's guided game.
func learnWayOf(sc *game.GuideScript) learnWay {
	if sc == learnMagic.script {
		return learnMagic
	}
	return learnBasic
}

// LearnButton offers the script's guided game at r, as the set-up
// screen's own button does; none while the game is open in another
// window (taking it over comes first).
func (s *Setup) LearnButton(sc *game.GuideScript, r image.Rectangle) (game.Button, bool) {
	if s.elsewhere {
		return game.Button{}, false
	}
	return learnWayOf(sc).button(s.saved, r), true
}

// Learn takes the way into the script's guided game, as the set-up
// screen's button does.
func (s *Setup) Learn(ctx *game.Context, sc *game.GuideScript) { learnWith(ctx, s.saved, sc) }

// updateLearn runs the set-up screen's two ways into a guided game, side
// by side above Continue, Settings and Quit (by is the bottom row's top);
// it reports whether one was taken.
func (s *Setup) updateLearn(ctx *game.Context, x0, by int) bool {
	s.learn = learnBasic.button(s.saved, image.Rect(x0+280, by-66, x0+650, by-14))
	s.learnMagic = learnMagic.button(s.saved, image.Rect(x0+670, by-66, x0+1040, by-14))
	if s.elsewhere {
		// A guided game would replace the game another window plays:
		// taking that game over comes first, and is asked for by name.
		for _, b := range []*game.Button{&s.learn, &s.learnMagic} {
			b.Enabled, b.Reason = false, lang.T("The game is open in another window: take it over here first.")
		}
	}
	switch {
	case s.learn.Update(ctx):
		learnWith(ctx, s.saved, game.GuideBasic)
	case s.learnMagic.Update(ctx):
		learnWith(ctx, s.saved, game.GuideMagic)
	default:
		return false
	}
	return true
}

// guideConfirm asks before the guided game replaces an unfinished game.
// Enter and Esc keep the game.
type guideConfirm struct {
	ui     *game.UI
	saved  *game.Session
	script *game.GuideScript // the guided game to start
	keep   game.Button
	learn  game.Button
}

func (c *guideConfirm) Name() string { return "guide-confirm" }

func (c *guideConfirm) Update(ctx *game.Context) error {
	c.keep, c.learn = ui.CardButtons(confirmRect, lang.T("Keep my game (Enter)"), "keep", lang.T("Start the guided game"), "start-guide")
	if c.keep.Update(ctx) || ctx.In.Cancel() {
		ctx.Scenes.Overlay(nil)
		return nil
	}
	if c.learn.Update(ctx) {
		ctx.Scenes.Overlay(nil)
		startGuideOf(ctx, c.script)
	}
	return nil
}

func (c *guideConfirm) Draw(dst *ebiten.Image) {
	u := c.ui
	game.FillRect(dst, dst.Bounds(), color.RGBA{0x08, 0x06, 0x10, 0xA0})
	r := confirmRect
	u.Shapes.RoundRect(dst, r, 22, game.Parchment, game.Gilt, 4)
	u.Text.Draw(dst, lang.T("Start the guided game?"), u.Face(30, true), float64(r.Min.X+40), float64(r.Min.Y+30), game.Left, game.Wine)
	face := u.Face(19, false)
	text := lang.T("The unfinished game (round %d) will be lost: the guided game takes its place.", c.saved.Round())
	for i, line := range game.Wrap(text, face, float64(r.Dx()-80)) {
		u.Text.Draw(dst, strings.TrimSpace(line), face, float64(r.Min.X+40), float64(r.Min.Y+90+i*28), game.Left, game.Ink)
	}
	c.keep.Draw(dst, u)
	c.learn.Draw(dst, u)
}
