// Package pause is the overlay with the settings: over a game the pause
// menu (its save, export, leaving it), over the set-up screen Settings.
package pause

import (
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

// Pause is the overlay with the settings: volume, mute, animation speed,
// fullscreen, and in a game leaving it (it is autosaved after every
// action). Opened from the set-up screen it is the Settings overlay: the
// same settings without the game's lines and buttons.
type Pause struct {
	s *game.Session // the game paused; nil on the set-up screen: the Settings overlay
	// lobby is where an online game's menu goes back to (nil: not an
	// online game). The game goes on at the server meanwhile.
	lobby   game.Scene
	ui      *game.UI
	resume  game.Button
	leave   game.Button
	quit    game.Button
	volume  game.Stepper
	mute    game.Chip
	ambient game.Chip
	full    game.Chip
	aid     game.Chip
	speeds  [game.NumSpeeds]game.Chip
	langs   []game.Chip // the languages, each named in itself
	howTo   game.Button // "How to play": the rules reference
	// export writes the game so far to a file (a game that cannot be
	// saved is kept that way); exported says where it went.
	export   game.Button
	exported string
	opening  bool
}

// NewPause opens the pause overlay over the session's game (nil: the
// Settings overlay).
func NewPause(ctx *game.Context, s *game.Session) *Pause {
	return &Pause{s: s, ui: ctx.UI, opening: true}
}

// NewOnlinePause opens the menu over an online game: the settings, and
// back to the lobby instead of the save's lines and leaving to the title.
func NewOnlinePause(ctx *game.Context, lobby game.Scene) *Pause {
	return &Pause{lobby: lobby, ui: ctx.UI, opening: true}
}

// NewSettings opens the Settings overlay over the set-up screen.
func NewSettings(ctx *game.Context) *Pause { return NewPause(ctx, nil) }

// inGame reports whether the overlay pauses a game (else it is Settings).
func (p *Pause) inGame() bool { return p.s != nil || p.lobby != nil }

// online reports the menu over an online game.
func (p *Pause) online() bool { return p.lobby != nil }

// Name is the probe/screenshot name.
func (p *Pause) Name() string {
	if p.inGame() {
		return "pause"
	}
	return "settings"
}

// title heads the overlay.
func (p *Pause) title() string {
	if p.online() {
		return lang.T("Menu")
	}
	if p.inGame() {
		return lang.T("Paused")
	}
	return lang.T("Settings")
}

var pauseRect = image.Rect(assets.ScreenW/2-300, 150, assets.ScreenW/2+300, 838)

// settingsRect is the Settings overlay: the settings and one button.
var settingsRect = image.Rect(assets.ScreenW/2-300, 150, assets.ScreenW/2+300, 678)

// languageRowDy is how far below the settings' first row the language's
// row is; the buttons come below it.
const languageRowDy = 292

// buttonsDy is how far below the first row the buttons start.
const buttonsDy = languageRowDy + 56

// rect is the overlay's card.
func (p *Pause) rect() image.Rectangle {
	if p.inGame() {
		if !game.CanQuit {
			// No Quit in the browser: the card ends a row sooner.
			return image.Rect(pauseRect.Min.X, pauseRect.Min.Y, pauseRect.Max.X, pauseRect.Max.Y-70)
		}
		return pauseRect
	}
	return settingsRect
}

// Update handles the settings.
func (p *Pause) Update(ctx *game.Context) error {
	in := ctx.In
	x0, y0 := pauseRect.Min.X+40, pauseRect.Min.Y+90
	p.volume = game.Stepper{Rect: image.Rect(x0+200, y0, x0+380, y0+40), Value: ctx.Settings.Volume, Min: 0, Max: 10, Name: "volume"}
	if p.volume.Update(ctx) {
		ctx.Settings.Volume = p.volume.Value
		ctx.SaveSettings()
		ctx.Audio.Play(game.SoundPlace)
	}
	toggle(ctx, &p.mute, image.Rect(x0+400, y0+2, x0+510, y0+38), lang.T("Mute"), "mute", &ctx.Settings.Muted)
	toggle(ctx, &p.ambient, image.Rect(x0+200, y0+52, x0+510, y0+88), lang.T("Background music"), "ambient", &ctx.Settings.Ambient)
	for i := range p.speeds {
		r := image.Rect(x0+i*130, y0+142, x0+i*130+120, y0+178)
		p.speeds[i] = game.Chip{Rect: r, Label: game.SpeedName(game.Speed(i)), On: ctx.Settings.Speed == game.Speed(i), Enabled: true, Name: "speed:" + game.Itoa(i)}
		if p.speeds[i].Update(ctx) {
			ctx.Settings.Speed = game.Speed(i)
			ctx.SaveSettings()
		}
	}
	toggle(ctx, &p.full, image.Rect(x0+200, y0+200, x0+380, y0+236), lang.T("Fullscreen"), "fullscreen", &ctx.Settings.Fullscreen)
	toggle(ctx, &p.aid, image.Rect(x0+200, y0+244, x0+510, y0+280), lang.T("Show opponents' treasure"), "memoryaid", &ctx.Settings.MemoryAid)
	if in.In(p.aid.Rect) && in.Idle() > 20 {
		ctx.UI.Tip(lang.T("Shows in each opponent's panel the treasure that the public record of the game proves they hold."), in.Mouse)
	}
	p.langs = ui.LanguageChips(ctx, image.Rect(x0+200, y0+languageRowDy, x0+350, y0+languageRowDy+36), 10)
	bx := pauseRect.Min.X + pauseRect.Dx()/2 - 150
	// The primary button is the default: Enter closes the overlay too.
	if p.inGame() {
		p.resume = game.Button{Rect: image.Rect(bx, y0+buttonsDy, bx+300, y0+buttonsDy+52), Label: lang.T("Resume (Esc)"), Primary: true, Enabled: true, Name: "resume"}
	} else {
		p.resume = game.Button{Rect: image.Rect(bx, y0+buttonsDy, bx+300, y0+buttonsDy+52), Label: lang.T("Done (Esc)"), Primary: true, Enabled: true, Name: "done"}
	}
	if p.resume.Update(ctx) || (in.Cancel() && !p.opening) {
		ctx.Scenes.Overlay(nil)
	}
	p.opening = false
	// The reference comes back to this menu when closed: the game below
	// stays frozen and untouched.
	r := p.rect()
	p.howTo = game.Button{Rect: image.Rect(r.Max.X-206, r.Min.Y+24, r.Max.X-26, r.Min.Y+66), Label: lang.T("How to play"), Enabled: true, Name: "howtoplay"}
	if p.howTo.Update(ctx) {
		ctx.Scenes.Overlay(game.NewRules(ctx, "", p))
		return nil
	}
	if !p.inGame() {
		// The set-up screen has its own Quit; no game to leave or save.
		return nil
	}
	if p.online() {
		p.updateOnline(ctx, bx, y0)
		return nil
	}
	p.export = game.Button{Rect: image.Rect(r.Min.X+26, r.Min.Y+24, r.Min.X+206, r.Min.Y+66), Label: lang.T("Export game"), Enabled: true, Name: "export"}
	if in.In(p.export.Rect) && in.Idle() > 20 {
		ctx.UI.Tip(lang.T("Writes the game so far to a file, which Recent games can open on any computer."), in.Mouse)
	}
	if p.export.Update(ctx) {
		msg, err := game.ExportSession(p.s, time.Now())
		if err != nil {
			msg = lang.T("The export failed: %s.", lang.Error(err))
		}
		p.exported = msg
	}
	p.leave = game.Button{Rect: image.Rect(bx, y0+buttonsDy+70, bx+300, y0+buttonsDy+122), Label: lang.T("Leave to title"), Enabled: true, Name: "totitle"}
	p.quit = game.Button{Rect: image.Rect(bx, y0+buttonsDy+140, bx+300, y0+buttonsDy+192), Label: lang.T("Quit game"), Enabled: true, Name: "quit"}
	if p.leave.Update(ctx) {
		ctx.Scenes.Overlay(nil)
		game.ToSetup(ctx)
	}
	if game.CanQuit && p.quit.Update(ctx) {
		ctx.Quit()
	}
	return nil
}

// Draw paints the overlay over the frozen scene.
func (p *Pause) Draw(dst *ebiten.Image) {
	u := p.ui
	game.FillRect(dst, image.Rect(0, 0, assets.ScreenW, assets.ScreenH), color.RGBA{0, 0, 0, 0x90})
	r := p.rect()
	u.Shapes.RoundRect(dst, r, 24, game.Parchment, game.Gilt, 4)
	cx := float64(r.Min.X + r.Dx()/2)
	u.Text.Draw(dst, p.title(), u.Face(36, true), cx, float64(r.Min.Y+24), game.Center, game.Wine)
	x0, y0 := pauseRect.Min.X+40, pauseRect.Min.Y+90
	u.Text.Draw(dst, lang.T("Volume"), u.Face(20, true), float64(x0), float64(y0+8), game.Left, game.Ink)
	p.volume.Draw(dst, u)
	p.mute.Draw(dst, u)
	u.Text.Draw(dst, lang.T("Ambience"), u.Face(20, true), float64(x0), float64(y0+58), game.Left, game.Ink)
	p.ambient.Draw(dst, u)
	u.Text.Draw(dst, lang.T("Animation speed (keys 1-4)"), u.Face(20, true), float64(x0), float64(y0+110), game.Left, game.Ink)
	for i := range p.speeds {
		p.speeds[i].Draw(dst, u)
	}
	u.Text.Draw(dst, lang.T("Display (F11)"), u.Face(20, true), float64(x0), float64(y0+208), game.Left, game.Ink)
	p.full.Draw(dst, u)
	u.Text.Draw(dst, lang.T("Memory aid"), u.Face(20, true), float64(x0), float64(y0+252), game.Left, game.Ink)
	p.aid.Draw(dst, u)
	u.Text.Draw(dst, lang.T("Language"), u.Face(20, true), float64(x0), float64(y0+languageRowDy+8), game.Left, game.Ink)
	for i := range p.langs {
		p.langs[i].Draw(dst, u)
	}
	p.resume.Draw(dst, u)
	p.howTo.Draw(dst, u)
	if !p.inGame() {
		return
	}
	p.leave.Draw(dst, u)
	if p.online() {
		if game.CanQuit {
			p.quit.Draw(dst, u)
		}
		return
	}
	if game.CanQuit {
		p.quit.Draw(dst, u)
	}
	p.export.Draw(dst, u)
	// What is true of the save now (savewatch.go), or where the export went.
	line, ink := p.s.SaveLine(), color.Color(game.Ink)
	if p.s.SaveErr != nil {
		ink = game.BadRed
	}
	if p.exported != "" {
		line, ink = p.exported, game.Ink
	}
	face := u.Face(game.MinTextSize, false)
	lines := game.Wrap(line, face, float64(r.Dx()-60))
	for i, l := range lines {
		u.Text.Draw(dst, strings.TrimSpace(l), face, cx, float64(r.Max.Y-36-(len(lines)-1-i)*20), game.Center, ink)
	}
}

// updateOnline is the menu's buttons over an online game: back to the
// lobby (the seat stays the player's: My games returns to it), or quit.
func (p *Pause) updateOnline(ctx *game.Context, bx, y0 int) {
	p.leave = game.Button{Rect: image.Rect(bx, y0+buttonsDy+70, bx+300, y0+buttonsDy+122), Label: lang.T("Back to the lobby"), Enabled: true, Name: "tolobby"}
	p.quit = game.Button{Rect: image.Rect(bx, y0+buttonsDy+140, bx+300, y0+buttonsDy+192), Label: lang.T("Quit game"), Enabled: true, Name: "quit"}
	if p.leave.Update(ctx) {
		ctx.Scenes.Overlay(nil)
		ctx.Scenes.Switch(p.lobby)
	}
	if game.CanQuit && p.quit.Update(ctx) {
		ctx.Quit()
	}
}

// toggle lays out an on/off chip for a setting and flips and saves the
// setting when it is clicked.
func toggle(ctx *game.Context, c *game.Chip, r image.Rectangle, label, name string, setting *bool) {
	*c = game.Chip{Rect: r, Label: label, On: *setting, Enabled: true, Name: name}
	if c.Update(ctx) {
		*setting = !*setting
		ctx.SaveSettings()
	}
}
