package modes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// Handoff is the hot-seat's light hand-off between two people: the public
// board and the seat panels stay on screen, and a card lies over the only
// private area, the screen in the side panel (tokens behind it and
// treasure), until the named player clicks "Show my screen". The session
// asks for it only when the next decision would show private things of a
// different person than the one whose secrets are on screen.
type Handoff struct {
	t  *Host
	ok game.Button
}

// Name is the probe/screenshot name.
func (h *Handoff) Name() string { return "handoff" }

func (h *Handoff) HoldsEscape() bool { return false }

// Update waits for the named player's click.
func (h *Handoff) Update(ctx *game.Context) {
	t := h.t
	h.ok = game.Button{Rect: handoffButtonRect(), Label: lang.T("Show my screen (Enter)"), Primary: true, Enabled: true, Name: "ready"}
	if h.ok.Update(ctx) || ctx.In.Confirm() {
		t.S.AcceptHandoff()
		t.Resync()
		ctx.Audio.Play(game.SoundChime)
	}
}

// handoffWordsTop is where the card's words start below its title, from
// the tray's top: four lines fit above the button.
const handoffWordsTop = 46

// handoffButtonRect is the "Show my screen" button on the card.
func handoffButtonRect() image.Rectangle {
	return image.Rect(TrayRect.Min.X+40, TrayRect.Max.Y-66, TrayRect.Max.X-40, TrayRect.Max.Y-16)
}

// Draw paints the public board and panels with nothing private in them,
// and the named player's card over their screen.
func (h *Handoff) Draw(dst *ebiten.Image) {
	t := h.t
	u := t.Ctx.UI
	t.Board.Draw(dst, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999), HideSelf: true})
	t.HideTakeBack() // the card is the next person's: no Take back on it (takeback.go)
	t.DrawPanel(dst, true)
	seat := int(t.Game.Prompt().Decision.Seat)
	name := t.Game.Name(seat)
	c := assets.PlayerColors[t.Game.Color(seat)]
	drawPrompt(dst, u, lang.T("%s's turn: %s", name, decisionWords(t.Game.Prompt().Decision.Type)))

	// The card covers the whole private area of the panel (taller in the
	// magic version, with the artifacts and spell cards).
	cover := TrayRect
	cover.Max.Y = max(cover.Max.Y, t.TrayBottom())
	u.Shapes.RoundRect(dst, cover, 14, color.RGBA{0x16, 0x1B, 0x3A, 0xFF}, c, 4)
	what := lang.T("Your tokens and treasure are under this card. Only %s should look when it lifts.", name)
	if t.Board.View.Magic {
		what = lang.T("Your tokens, treasure and spell cards are under this card. Only %s should look when it lifts.", name)
	}
	// Name and emblem on top; the row below, where the tokens lie when the
	// screen is shown, holds only words.
	game.DrawImageAt(dst, t.Ctx.Assets.TokenBack(t.Game.Color(seat)), float64(TrayRect.Min.X+34), float64(TrayRect.Min.Y+26), 0.6, 1)
	title, face := u.Fit(lang.T("%s's turn", name), 24, true, float64(TrayRect.Dx()-80))
	u.Text.Draw(dst, title, face, float64(TrayRect.Min.X+62), float64(TrayRect.Min.Y+10), game.Left, c)
	for i, line := range game.Wrap(what,
		u.Face(17, false), float64(TrayRect.Dx()-40)) {
		u.Text.Draw(dst, line, u.Face(17, false), float64(TrayRect.Min.X+20), float64(TrayRect.Min.Y+handoffWordsTop+i*24), game.Left, game.Parchment)
	}
	h.ok.Draw(dst, u)
}
