package scenes

import (
	"image"
	"image/color"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/modes"

	"github.com/hajimehoshi/ebiten/v2"
)

// Side panel geometry (x 1180-1600): header, one card per seat, the
// private screen of the seat on view, and the log.
var (
	headerRect = image.Rect(assets.BoardW, 0, assets.ScreenW, 48)
	trayRect   = modes.TrayRect
	logRect    = image.Rect(assets.BoardW+8, 670, assets.ScreenW-8, assets.ScreenH-8)
	menuRect   = board.MenuRect
	speedRect  = image.Rect(assets.ScreenW-190, 10, assets.ScreenW-90, 38)
)

// headerTitle names the round and its phase.
func headerTitle(round int, tallying bool) string {
	switch {
	case round == 0:
		return lang.T("Round %d - setting up", round)
	case tallying:
		return lang.T("Round %d - the tally", round)
	}
	return lang.T("Round %d - placing", round)
}

// headerTitleSize is the title's font size (Fit may shrink it to
// game.MinTextSize).
const headerTitleSize = 20

// headerTitleRect is the room the header's title may take: on the
// parchment, left of the speed chip.
func headerTitleRect() image.Rectangle {
	h := assets.PanelHeaderRect()
	return image.Rect(h.Min.X+4, headerRect.Min.Y+4, speedRect.Min.X-8, headerRect.Max.Y-4)
}

// panel is the side panel's state: the log's rendering and scroll.
type panel struct {
	// log is the game log as the panel lays it out (its Rect is its
	// place this tick: shorter in a magic game, whose tray holds the
	// spell hand too).
	log   gamelog.View
	menu  game.Button
	speed game.Chip
	// takeBack is shown while takeBackOn (takeback.go).
	takeBack   game.Button
	takeBackOn bool
	// Magic version: scratch for artifact layouts, and the hand's
	// wrapped titles, made once (hand.go).
	icons      [40]board.ArtIcon
	handTitles [engine.NumSpells]handTitle
	// handTitlesIn is the language the titles were wrapped in.
	handTitlesIn lang.Tag
}

func (p *panel) update(ctx *game.Context, t *Table) {
	in := ctx.In
	p.log.Rect = t.hand.logArea()
	p.log.Layout(t.ctx.UI, &t.log, t.Game)
	if in.In(p.log.Rect) && in.Wheel != 0 {
		p.log.Scroll += int(in.Wheel * 3)
		if p.log.Scroll < 0 {
			p.log.Scroll = 0
		}
	}
	p.log.Fold(in)             // a click on a round's header folds or unfolds it
	p.updateRecapLinks(ctx, t) // recap.go
	p.menu = game.Button{Rect: menuRect, Label: lang.T("Menu"), Enabled: true, Name: "menu"}
	if p.menu.Update(ctx) {
		t.pause(ctx)
	}
	p.speed = game.Chip{Rect: speedRect,
		Label: game.SpeedName(ctx.Settings.Speed), Enabled: true, Name: "speed"}
	if p.speed.Update(ctx) {
		ctx.Settings.Speed = (ctx.Settings.Speed + 1) % game.NumSpeeds
		ctx.SaveSettings()
	}
	if in.In(p.speed.Rect) && in.Idle() > 20 {
		tip := lang.T("Animation speed (keys 1-4 or Tab). Space skips the running animation.")
		if ctx.UI.Touch() {
			tip = lang.T("Animation speed: tap to change it (Instant shows each move at once).")
		}
		ctx.UI.Tip(tip, in.Mouse)
	}
	p.updateTakeBack(ctx, t)
	p.updateMagic(ctx, t)
}

// draw paints the whole side panel.
func (p *panel) draw(dst *ebiten.Image, t *Table, hideSelf bool) {
	u := t.ctx.UI
	v := &t.board.View
	p.log.Rect = t.hand.logArea()
	// The title shares the header with the speed chip and the Menu button;
	// it starts inside the parchment band, clear of the ornament below it.
	x := float64(headerTitleRect().Min.X)
	title, right := headerTitle(int(v.Round), t.board.Tallying), headerTitleRect().Max.X
	if p.takeBackOn {
		title, right = lang.T("Round %d", v.Round), takeBackRect.Min.X-8
		p.takeBack.Draw(dst, u)
	}
	title, face := u.Fit(title, headerTitleSize, true, float64(right)-x)
	m := face.Metrics()
	u.Text.Draw(dst, title, face, x, 24-(m.HAscent+m.HDescent)/2, game.Left, game.Ink)
	p.menu.Draw(dst, u)
	p.speed.Draw(dst, u)

	pend := -1
	if pr := t.Game.Prompt(); !pr.Over && !t.q.Busy() {
		pend = int(pr.Decision.Seat)
	}
	t.board.Cards.MemoryAid = t.ctx.Settings.MemoryAid
	for s := 0; s < int(v.Players); s++ {
		t.board.Cards.DrawSeat(dst, s, s == pend, false)
	}
	p.drawTray(dst, t, hideSelf)
	p.log.Draw(dst, t.ctx.UI, &t.log, t.Game)
	p.drawHandHover(dst, t, hideSelf)
	// What crosses into the panel (treasure sliding to a seat card, the
	// seat cards of the players an event lights) goes over it.
	t.board.DrawOverPanel(dst)
}

// drawTray is the viewer's own screen: tokens and treasure behind it.
// Nothing here is drawn unless the seat on view is the one it belongs to.
func (p *panel) drawTray(dst *ebiten.Image, t *Table, hideSelf bool) {
	u := t.ctx.UI
	a := t.ctx.Assets
	box := trayRect
	box.Max.Y = t.hand.trayBottom() // a magic game's tray holds artifacts and spells too
	u.Shapes.RoundRect(dst, box, 12, color.RGBA{0x3A, 0x24, 0x18, 0xF4}, game.Gilt, 2)
	s := t.Game.ViewerSeat()
	if s < 0 || hideSelf {
		title, line := lang.T("Screens are hidden"), lang.T("Each player sees their own screen on their turn.")
		if t.online != nil { // watching an online game, at no seat
			title, line = lang.T("You are watching"), lang.T("Each player's screen is on their own computer.")
		}
		u.Text.Draw(dst, title, u.Face(20, true), float64(trayRect.Min.X+trayRect.Dx()/2), float64(trayRect.Min.Y+70), game.Center, game.Parchment)
		u.Text.Draw(dst, line, u.Face(game.MinTextSize, false), float64(trayRect.Min.X+trayRect.Dx()/2), float64(trayRect.Min.Y+104), game.Center, game.Parchment)
		return
	}
	v := &t.board.View
	c := t.Game.Color(s)
	worth := lang.T("Treasure worth %d", v.Seats[s].Purse.Total())
	worthW := game.TextWidth(worth, u.Face(game.MinTextSize, false))
	titleW := float64(trayRect.Dx()-28-16) - worthW
	title, face := u.Fit(lang.T("Behind your screen - %s", t.Game.Name(s)), 17, true, titleW)
	if strings.HasSuffix(title, "…") {
		// A long name keeps more of itself with the short heading.
		title, face = u.FitName(lang.T("Your screen - %s", t.Game.Name(s)), 17, true, titleW)
	}
	u.Text.Draw(dst, title, face, float64(trayRect.Min.X+14), float64(trayRect.Min.Y+10), game.Left, assets.PlayerColors[c])
	for i := 0; i < engine.NumTokens; i++ {
		r := modes.TrayTokenRect(i)
		if t.lifted == i && v.Seats[s].Behind[i] {
			// In hand, riding with the pointer (placement.go): a faint outline.
			u.Shapes.RoundRect(dst, r.Inset(4), 19, color.NRGBA{0, 0, 0, 0x30}, color.NRGBA{0xE0, 0xC0, 0x70, 0x90}, 2)
			continue
		}
		if !v.Seats[s].Behind[i] {
			u.Shapes.RoundRect(dst, r.Inset(6), 17, color.RGBA{0, 0, 0, 0x40}, color.Transparent, 0)
			continue
		}
		game.DrawImageAt(dst, a.Token(c, int(engine.Numeral(i))), float64(r.Min.X+23), float64(r.Min.Y+23), 0.8, 1)
	}
	pu := v.Seats[s].Purse
	y := trayRect.Min.Y + 100
	for k := 0; k < engine.NumKinds; k++ {
		x := trayRect.Min.X + 14 + k*78
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x+14), float64(y+14), 1, 1)
		u.Text.Draw(dst, game.Itoa(int(pu.Small[k])), a.NumeralFace(18), float64(x+32), float64(y+4), game.Left, game.Parchment)
		game.DrawImageAt(dst, a.Treasure(k, true), float64(x+14), float64(y+52), 0.75, 1)
		u.Text.Draw(dst, game.Itoa(int(pu.Large[k])), a.NumeralFace(18), float64(x+32), float64(y+42), game.Left, game.Parchment)
		u.Text.Draw(dst, "="+game.Itoa(pu.Value(engine.Kind(k))), a.NumeralFace(game.MinTextSize), float64(x+30), float64(y+72), game.Center, game.GiltLight)
	}
	u.Text.Draw(dst, worth, u.Face(game.MinTextSize, false), float64(trayRect.Max.X-14), float64(trayRect.Min.Y+12), game.Right, game.Parchment)
	if v.Magic {
		p.drawOwnArtifacts(dst, t, s)
		p.drawHand(dst, t)
	}
}
