package scenes

import (
	"errors"
	"image"
	"image/color"
	"strings"
	"time"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table watches the autosave. A save that fails is said at once, in a
// band atop the log column with what to do, while the game plays
// on; it is tried again after every move and every saveRetryTicks, and
// when it works again the band says so for a moment. A game another
// window has taken over gets a card over the table instead: nothing more
// is saved here, and the way out.

// saveRetryTicks is the gentle timer between two retries of a failed
// save: ten seconds at 60 ticks a second.
const saveRetryTicks = 600

// ownerCheckTicks is how often the table looks whether another window
// took the game over (once a second: a small file read on desktop).
const ownerCheckTicks = 60

// savedAgainTicks is how long "Saved again" stays: four seconds.
const savedAgainTicks = 240

// saveWatch is what the table last showed of the save.
type saveWatch struct {
	problem    string // the failure on show ("" none)
	lastTry    int64  // the tick of the last retry
	savedAgain int    // ticks left of the "Saved again" note
	carded     bool   // the taken-over card was opened
}

// watchSave runs each tick of a game in play: retries, the owner check,
// the probe's "save" status, and redraws when what is shown changes.
func (t *Table) watchSave(ctx *game.Context) {
	s, w := t.S, &t.saves
	if s == nil {
		return // online the server keeps the game
	}
	// Every second, and at any input: a game asleep until input ticks only
	// a few dozen times after a pointer move, maybe never on the second.
	if ctx.Tick%ownerCheckTicks == 0 || ctx.In.Idle() == 0 {
		s.CheckOwner()
	}
	if s.SaveErr != nil && !s.Stopped() {
		if ctx.Tick-w.lastTry >= saveRetryTicks {
			w.lastTry = ctx.Tick
			s.RetrySave()
		}
		ctx.KeepAwake() // the retry timer runs even with nobody at the mouse
	}
	problem := s.SaveProblem()
	if problem != w.problem {
		if problem == "" {
			w.savedAgain = savedAgainTicks
		} else {
			w.lastTry = ctx.Tick
		}
		w.problem = problem
		ctx.Busy()
	}
	if w.savedAgain > 0 {
		w.savedAgain--
		ctx.KeepAwake()
		if w.savedAgain == 0 {
			ctx.Busy()
		}
	}
	ctx.SetStatus("save", s.SaveState())
	if s.Stopped() && !w.carded {
		w.carded = true
		ctx.Scenes.Overlay(newTakenOver(ctx, t))
	}
}

// saveBand is the band's rectangle for lines of text: atop the log
// column, the one place it hides nothing the player needs for the move
// (across the board it sat on the palace rooms' numerals).
func saveBand(log image.Rectangle, lines int) image.Rectangle {
	return image.Rect(log.Min.X, log.Min.Y, log.Max.X, log.Min.Y+lines*saveLineH+16)
}

const saveLineH = 22

// drawSaveNote draws the failed save's band, or "Saved again" for a
// moment after a retry worked; the taken-over card is an overlay.
func (t *Table) drawSaveNote(dst *ebiten.Image) {
	w := &t.saves
	u := t.ctx.UI
	face := u.Face(18, true)
	log := t.hand.logArea()
	switch {
	case w.problem != "" && t.S != nil && !t.S.Stopped():
		lines := game.Wrap(w.problem, face, float64(log.Dx()-28))
		r := saveBand(log, len(lines))
		u.Shapes.RoundRect(dst, r, 12, game.Wine, game.GiltLight, 2)
		for i, l := range lines {
			u.Text.Draw(dst, strings.TrimSpace(l), face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+8+i*saveLineH), game.Center, game.Parchment)
		}
	case w.savedAgain > 0:
		r := saveBand(log, 1)
		u.Shapes.RoundRect(dst, r, 12, color.RGBA{0x1F, 0x5E, 0x3A, 0xF0}, game.GiltLight, 2)
		msg, fit := u.Fit(lang.T("Saved again: your game is safe."), 18, true, float64(r.Dx()-28))
		u.Text.Draw(dst, msg, fit, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+8), game.Center, game.Parchment)
	}
}

// takenOver is the card over a game another window has: it says so, in
// plain words with what to do, and offers the title screen (where the
// game can be taken back) and an export of the game as it stands here.
type takenOver struct {
	ui       *game.UI
	t        *Table
	title    game.Button
	export   game.Button
	exported string // what the export said
}

func newTakenOver(ctx *game.Context, t *Table) *takenOver { return &takenOver{ui: ctx.UI, t: t} }

// Name is the probe/screenshot name.
func (c *takenOver) Name() string { return "taken-over" }

// takenOverW is the card's width; its height follows its words.
const takenOverW = 800

// rect is the card, as tall as its heading, its words, the export's
// answer and its buttons need, centred on the screen.
func (c *takenOver) rect() image.Rectangle {
	h := 90 + len(c.lines())*28 + 16 + 86 + 16
	if c.exported != "" {
		h += len(c.exportLines())*21 + 6
	}
	x, y := assets.ScreenW/2-takenOverW/2, assets.ScreenH/2-h/2
	return image.Rect(x, y, x+takenOverW, y+h)
}

func (c *takenOver) lines() []string {
	return game.Wrap(c.t.S.SaveProblem(), c.ui.Face(19, false), takenOverW-80)
}

func (c *takenOver) exportLines() []string {
	return game.Wrap(c.exported, c.ui.Face(game.MinTextSize, false), takenOverW-80)
}

func (c *takenOver) Update(ctx *game.Context) error {
	c.title, c.export = ui.CardButtons(c.rect(), lang.T("Back to the title (Enter)"), "totitle", lang.T("Export this game"), "export")
	if c.title.Update(ctx) {
		ctx.Scenes.Overlay(nil)
		game.ToSetup(ctx)
		return nil
	}
	if c.export.Update(ctx) {
		msg, err := game.ExportSession(c.t.S, time.Now())
		if err != nil {
			msg = lang.T("The export failed: %s.", lang.Error(err))
		}
		c.exported = msg
		ctx.Busy()
	}
	return nil
}

func (c *takenOver) Draw(dst *ebiten.Image) {
	u := c.ui
	game.FillRect(dst, dst.Bounds(), color.RGBA{0x08, 0x06, 0x10, 0xA0})
	r := c.rect()
	u.Shapes.RoundRect(dst, r.Add(image.Pt(6, 8)), 22, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, r, 22, game.Parchment, game.Gilt, 4)
	heading := lang.T("Open in another window")
	if errors.Is(c.t.S.SaveErr, game.ErrTakenOver) {
		heading = lang.T("Taken over by another window")
	}
	u.Text.Draw(dst, heading, u.Face(30, true), float64(r.Min.X+40), float64(r.Min.Y+30), game.Left, game.Wine)
	face := u.Face(19, false)
	y := r.Min.Y + 90
	for _, line := range c.lines() {
		u.Text.Draw(dst, strings.TrimSpace(line), face, float64(r.Min.X+40), float64(y), game.Left, game.Ink)
		y += 28
	}
	if c.exported != "" {
		small := u.Face(game.MinTextSize, false)
		for _, line := range c.exportLines() {
			u.Text.Draw(dst, strings.TrimSpace(line), small, float64(r.Min.X+40), float64(y+6), game.Left, game.Ink)
			y += 21
		}
	}
	c.title.Draw(dst, u)
	c.export.Draw(dst, u)
}
