package scenes

import (
	"errors"
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// A round's recap, reopened from the log: each finished round leaves a
// line in the log ("Round 2 recap") that opens that round's summary again
// as it was when the round ended, over the frozen table (like the pause
// menu: nothing in the game moves behind it). Its figures come from the
// record (game.RoundEnds), counted by the live summary's own counting
// (roundStats.note) and drawn by its own table (drawRoundTable), so they
// are the summary's, and they survive closing and continuing the game.

// addRecap adds the line that opens round's recap.
func (l *gameLog) addRecap(round int) {
	l.entries = append(l.entries, logEntry{round: l.round, text: "Round " + game.Itoa(round) + " recap", seat: -1, recap: round})
	l.version++
}

// recapTarget is the probe's name for the log line of round's recap.
func recapTarget(round int) string { return "recap-" + game.Itoa(round) }

// recapLinkClicked names the visible recap lines for the probe, explains
// the one pointed at, and returns the round whose line was clicked (0
// none). The log's lines must be laid out (layoutLog).
func (p *panel) recapLinkClicked(ctx *game.Context) int {
	in := ctx.In
	first := p.firstVisible()
	for i := 0; i < p.visibleLines() && first+i < len(p.logLines); i++ {
		l := p.logLines[first+i]
		if l.recap <= 0 {
			continue
		}
		y := p.logR.Min.Y + 8 + i*logLineH
		r := image.Rect(p.logR.Min.X+8, y, p.logR.Max.X-8, y+logLineH)
		ctx.UI.Target(recapTarget(l.recap), r)
		if !in.In(r) {
			continue
		}
		if in.Clicked {
			in.Consume()
			return l.recap
		}
		if in.Idle() > 20 {
			ctx.UI.Tip("Click to see round "+game.Itoa(l.recap)+"'s summary again: what each player won, paid and bought.", in.Mouse)
		}
	}
	return 0
}

// updateRecapLinks opens the recap whose line in the live log is clicked.
func (p *panel) updateRecapLinks(ctx *game.Context, t *Table) {
	if n := p.recapLinkClicked(ctx); n > 0 {
		if err := openRecap(ctx, t.S, n, t.S.RoundEnds); err != nil {
			t.say("Round " + game.Itoa(n) + "'s recap could not be opened: " + err.Error() + ".")
		}
	}
}

// drawRecapLine draws a recap line into the log's image at row y: a small
// page and the words, underlined, in the gilt of a link.
func drawRecapLine(img *ebiten.Image, u *game.UI, text string, y int) {
	page := image.Rect(11, y+4, 23, y+19)
	game.FillRect(img, page, game.Parchment)
	for i := 0; i < 3; i++ {
		game.FillRect(img, image.Rect(page.Min.X+2, page.Min.Y+3+i*4, page.Max.X-2, page.Min.Y+4+i*4), game.Ink)
	}
	face := u.Face(game.MinTextSize, true)
	game.DrawText(img, text, face, 28, float64(y+1), game.Left, game.GiltLight)
	w := game.TextWidth(text, face)
	vector.StrokeLine(img, 28, float32(y+logLineH-3), float32(28+w), float32(y+logLineH-3), 1, game.GiltLight, false)
}

// Recap is a finished round's summary shown again over the table (an
// overlay): Close, Esc or Enter return to the game exactly as it was.
type Recap struct {
	ctx   *game.Context
	seats *game.Session // names and colours
	fig   roundFigures
	close game.Button
}

// openRecap shows round's recap over the scene on show; ends gives the
// finished rounds from the record.
func openRecap(ctx *game.Context, seats *game.Session, round int, ends func() ([]game.RoundEnd, error)) error {
	fig, err := recapFigures(round, ends)
	if err != nil {
		return err
	}
	ctx.Scenes.Overlay(&Recap{ctx: ctx, seats: seats, fig: fig, close: recapClose(fig.players)})
	return nil
}

// recapFigures are round's figures as its summary showed them.
func recapFigures(round int, ends func() ([]game.RoundEnd, error)) (roundFigures, error) {
	all, err := ends()
	if err != nil {
		return roundFigures{}, err
	}
	for _, end := range all {
		if end.Round != round {
			continue
		}
		var gains roundStats
		for _, e := range end.Events {
			gains.note(e)
		}
		return figuresOf(gains, &end.View), nil
	}
	return roundFigures{}, errors.New("the round has not ended yet")
}

// Name is the probe/screenshot name.
func (r *Recap) Name() string { return "recap" }

// Update closes the recap on Close, Esc or Enter, and explains the
// artifacts pointed at.
func (r *Recap) Update(ctx *game.Context) error {
	in := ctx.In
	r.close = recapClose(r.fig.players)
	if r.close.Update(ctx) || in.Cancel() { // the button takes Enter too
		ctx.Scenes.Overlay(nil)
		return nil
	}
	if in.Idle() > 20 {
		if tip := r.fig.tipAt(in.Mouse); tip != "" {
			ctx.UI.Tip(tip, in.Mouse)
		}
	}
	return nil
}

// tipAt is the power of the bought artifact at pt ("" none).
func (f *roundFigures) tipAt(pt image.Point) string {
	for p := 0; p < f.players; p++ {
		for i, art := range f.gains.artifacts[p] {
			if pt.In(artifactBox(summaryArtifactAt(f.players, p, i), summaryArtifactScale)) {
				return heldArtifactTip(art, f.magic)
			}
		}
	}
	return ""
}

// Draw dims the frozen table and shows the round's summary as it ended.
func (r *Recap) Draw(dst *ebiten.Image) {
	u := r.ctx.UI
	game.FillRect(dst, image.Rect(0, 0, assets.ScreenW, assets.ScreenH), color.RGBA{0, 0, 0, 0x90})
	round := game.Itoa(r.fig.gains.number)
	drawRoundTable(dst, r.ctx, r.seats, r.fig, "Round "+round+" recap")
	u.Text.Draw(dst, "As it stood when round "+round+" ended.", u.Face(18, false),
		float64(board.RectCenter(roundTableRect(r.fig.players)).X), float64(roundTableRect(r.fig.players).Min.Y+66), game.Center, game.Ink)
	r.close.Draw(dst, u)
}

// recapClose is the Close button, where the summary's "Next round" is.
func recapClose(players int) game.Button {
	return game.Button{Rect: roundTableButton(players), Label: "Close (Esc)", Primary: true, Enabled: true, Name: "recap-close"}
}
