package scenes

import (
	"errors"
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/modes"

	"github.com/hajimehoshi/ebiten/v2"
)

// A round's recap, reopened from the log: each finished round leaves a
// line in the log ("Round 2 recap") that opens that round's summary again
// as it was when the round ended, over the frozen table (like the pause
// menu: nothing in the game moves behind it). Its figures come from the
// record (game.RoundEnds), counted by the live summary's own counting
// (roundStats.note) and drawn by its own table (modes.DrawRoundTable), so they
// are the summary's, and they survive closing and continuing the game.

// updateRecapLinks opens the recap whose line in the live log is clicked.
func (p *panel) updateRecapLinks(ctx *game.Context, t *Table) {
	if n := p.log.RecapLinkClicked(ctx); n > 0 && t.S != nil { // online there is no record here to count a recap from
		if err := openRecap(ctx, t.S, n, t.S.RoundEnds); err != nil {
			t.say(lang.T("Round %d's recap could not be opened: %s.", n, lang.Error(err)))
		}
	}
}

// Recap is a finished round's summary shown again over the table (an
// overlay): Close, Esc or Enter return to the game exactly as it was.
type Recap struct {
	ctx   *game.Context
	seats *game.Session // names and colours
	fig   modes.RoundFigures
	close game.Button
}

// openRecap shows round's recap over the scene on show; ends gives the
// finished rounds from the record.
func openRecap(ctx *game.Context, seats *game.Session, round int, ends func() ([]game.RoundEnd, error)) error {
	fig, err := recapFigures(round, ends)
	if err != nil {
		return err
	}
	ctx.Scenes.Overlay(&Recap{ctx: ctx, seats: seats, fig: fig, close: recapClose(fig.Players)})
	return nil
}

// recapFigures are round's figures as its summary showed them.
func recapFigures(round int, ends func() ([]game.RoundEnd, error)) (modes.RoundFigures, error) {
	all, err := ends()
	if err != nil {
		return modes.RoundFigures{}, err
	}
	for _, end := range all {
		if end.Round != round {
			continue
		}
		var gains roundStats
		for _, e := range end.Events {
			gains.note(e)
		}
		return modes.FiguresOf(gains.RoundStats, &end.View), nil
	}
	return modes.RoundFigures{}, errors.New(lang.T("the round has not ended yet"))
}

// Name is the probe/screenshot name.
func (r *Recap) Name() string { return "recap" }

// Update closes the recap on Close, Esc or Enter, and explains the
// artifacts pointed at.
func (r *Recap) Update(ctx *game.Context) error {
	in := ctx.In
	r.close = recapClose(r.fig.Players)
	if r.close.Update(ctx) || in.Cancel() { // the button takes Enter too
		ctx.Scenes.Overlay(nil)
		return nil
	}
	if in.Idle() > 20 {
		if tip := r.fig.TipAt(in.Mouse); tip != "" {
			ctx.UI.Tip(tip, in.Mouse)
		}
	}
	return nil
}

// Draw dims the frozen table and shows the round's summary as it ended.
func (r *Recap) Draw(dst *ebiten.Image) {
	u := r.ctx.UI
	game.FillRect(dst, image.Rect(0, 0, assets.ScreenW, assets.ScreenH), color.RGBA{0, 0, 0, 0x90})
	round := r.fig.Gains.Number
	modes.DrawRoundTable(dst, r.ctx, r.seats, r.fig, lang.T("Round %d recap", round))
	u.Text.Draw(dst, lang.T("As it stood when round %d ended.", round), u.Face(18, false),
		float64(board.RectCenter(modes.RoundTableRect(r.fig.Players)).X), float64(modes.RoundTableRect(r.fig.Players).Min.Y+66), game.Center, game.Ink)
	r.close.Draw(dst, u)
}

// recapClose is the Close button, where the summary's "Next round" is.
func recapClose(players int) game.Button {
	return game.Button{Rect: modes.RoundTableButton(players), Label: lang.T("Close (Esc)"), Primary: true, Enabled: true, Name: "recap-close"}
}
