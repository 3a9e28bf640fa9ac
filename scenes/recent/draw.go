package recent

import (
	"image"
	"image/color"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// Draw paints the list, its buttons, the statistics and the import part.
func (rc *Recent) Draw(dst *ebiten.Image) {
	u := rc.ctx.UI
	dst.DrawImage(rc.ctx.Assets.Title(), nil)
	u.Shapes.RoundRect(dst, recentRect.Add(image.Pt(6, 8)), 24, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, recentRect, 24, game.Parchment, game.Gilt, 4)
	x0 := recentRect.Min.X + 40
	u.Text.Draw(dst, lang.T("Recent games"), u.Face(32, true), float64(x0), float64(recentRect.Min.Y+22), game.Left, game.Wine)
	rc.back.Draw(dst, u)
	small := u.Face(game.MinTextSize, false)
	// What went wrong reading the archive, then what the last export or
	// import did, in one box under the title.
	msg, bad := rc.archive.Notice, rc.archive.Notice != ""
	if rc.message != "" {
		msg, bad = rc.message, rc.bad
	}
	if msg != "" {
		box := image.Rect(x0, recentRect.Min.Y+72, recentRect.Max.X-40, rc.listTop()-8)
		ink, fill := color.Color(game.Ink), color.Color(color.RGBA{0xE6, 0xD2, 0xA4, 0xFF})
		if bad {
			ink, fill = game.BadRed, color.RGBA{0xF6, 0xDC, 0xD0, 0xFF}
		}
		u.Shapes.RoundRect(dst, box, 8, fill, ink, 2)
		lines := game.Wrap(msg, u.Face(game.MinTextSize, true), float64(box.Dx()-24))
		for i, l := range lines {
			if i < 3 {
				game.DrawText(dst, l, u.Face(game.MinTextSize, true), float64(box.Min.X+12), float64(box.Min.Y+4+i*20), game.Left, ink)
			}
		}
	} else {
		game.DrawText(dst, lang.T("The last %d finished games are kept here, to watch again, export or play again with the same seats.", game.ArchiveSize),
			small, float64(x0), float64(recentRect.Min.Y+80), game.Left, game.Ink)
	}
	if len(rc.archive.Games) == 0 {
		game.DrawText(dst, lang.T("No finished games yet. Finish a game, or import one, and it shows here."), u.Face(19, false), float64(x0), float64(rc.listTop()+10), game.Left, game.Ink)
	}
	rc.drawRows(dst)
	if rc.selected >= 0 && rc.selected < len(rc.archive.Games) {
		line, face := u.Fit(lang.T("Seats: %s", seatLine(rc.archive.Games[rc.selected])), game.MinTextSize, false, 860)
		game.DrawText(dst, line, face, float64(x0), float64(rc.open.Rect.Max.Y+12), game.Left, game.Ink)
	}
	rc.open.Draw(dst, u)
	rc.export.Draw(dst, u)
	rc.rematch.Draw(dst, u)
	rc.drawStats(dst)
	rc.drawImport(dst)
}

// The list's columns (date, version and players, winner, imported): where
// each starts in a row, and how wide it may be.
var (
	columnsAt    = [4]int{34, 214, 404, 770}
	columnWidths = [4]float64{176, 186, 356, 84}
)

// countsRight is where a statistics line's counts end, from the column's
// left; its share ends 70 further.
const countsRight = 340

// drawStats paints the statistics column.
func (rc *Recent) drawStats(dst *ebiten.Image) {
	u := rc.ctx.UI
	x := float64(recentRect.Min.X + 960)
	y := float64(rc.listTop())
	bold, small := u.Face(20, true), u.Face(game.MinTextSize, false)
	st := &rc.stats
	game.DrawText(dst, lang.T("Your statistics"), u.Face(24, true), x, y-4, game.Left, game.Wine)
	y += 32
	if st.Notice != "" {
		for _, l := range game.Wrap(st.Notice, small, 470) {
			game.DrawText(dst, l, small, x, y, game.Left, game.BadRed)
			y += 20
		}
	}
	if st.Played == 0 {
		game.DrawText(dst, lang.T("No games with a person at the table yet."), small, x, y, game.Left, game.Ink)
		return
	}
	game.DrawText(dst, lang.T("Played %d, won %d (%s)", st.Played, st.Won, percent(st.Won, st.Played)), bold, x, y, game.Left, game.Ink)
	y += 34
	group := func(title string, ts []game.Tally, word func(string) string) {
		game.DrawText(dst, title, u.Face(game.MinTextSize, true), x, y, game.Left, game.Ink)
		for _, t := range ts {
			y += 21
			game.DrawText(dst, word(t.Label), small, x+16, y, game.Left, game.Ink)
			game.DrawText(dst, lang.T("%d played, %d won", t.Played, t.Won), small, x+countsRight, y, game.Right, game.Ink)
			game.DrawText(dst, percent(t.Won, t.Played), small, x+countsRight+70, y, game.Right, game.Ink)
		}
		y += 30
	}
	asItIs := func(s string) string { return s }
	group(lang.T("By version"), st.ByEdition, game.EditionName)
	group(lang.T("By number of players"), st.ByPlayers, asItIs)
	if len(st.ByLevel) > 0 {
		group(lang.T("Against bots of level"), st.ByLevel, asItIs)
	}
	if b := st.Best; b.Best >= 0 {
		line := lang.T("Best score: %s and treasure worth %d, %s (%s, %s)", ui.ArtifactCount(b.Best), b.BestTreasure, game.SeatName(b.BestName),
			game.EditionName(b.Edition), ui.Date(b.Finished.Local()))
		for _, l := range game.Wrap(line, u.Face(game.MinTextSize, true), 470) {
			game.DrawText(dst, l, u.Face(game.MinTextSize, true), x, y, game.Left, game.Ink)
			y += 21
		}
	}
}

// drawImport paints the import part: the files found, or the browser's
// chooser, and where exports go.
func (rc *Recent) drawImport(dst *ebiten.Image) {
	u := rc.ctx.UI
	x := float64(recentRect.Min.X + 960)
	y := float64(rc.importTop())
	small := u.Face(game.MinTextSize, false)
	game.DrawText(dst, lang.T("Import a game"), u.Face(24, true), x, y-4, game.Left, game.Wine)
	if game.ImportBrowses {
		rc.browse.Draw(dst, u)
		game.DrawText(dst, lang.T("or drop a game file on this page."), small, x, y+90, game.Left, game.Ink)
		game.DrawText(dst, lang.T("Exported games go to your browser's downloads."), small, x, y+116, game.Left, game.Ink)
		return
	}
	for i := range rc.imports {
		rc.imports[i].Draw(dst, u)
	}
	hy := y + 40 + float64(len(rc.imports))*42
	if len(rc.imports) == 0 {
		hy = y + 34
		game.DrawText(dst, lang.T("No game files in the folder below yet."), small, x, hy, game.Left, game.Ink)
		hy += 24
	}
	for _, l := range game.Wrap(lang.T("Drop a game file on this window, or put it in %s (where Export saves them) to see it here.", game.ExportFolder()), small, 480) {
		game.DrawText(dst, l, small, x, hy, game.Left, game.Ink)
		hy += 20
	}
}

// drawRows paints the list of games: a row each, the selected one lit,
// in columns (date, version and players, winner, imported).
func (rc *Recent) drawRows(dst *ebiten.Image) {
	u := rc.ctx.UI
	face := u.Face(game.MinTextSize, false)
	for i, r := range rc.rows {
		g := rc.archive.Games[i]
		fill, ink := color.Color(color.RGBA{0xE6, 0xD2, 0xA4, 0xFF}), color.Color(game.Ink)
		switch {
		case i == rc.selected:
			fill, ink = game.Teal, game.Parchment
		case rc.ctx.In.In(r):
			fill = game.GiltLight
		}
		u.Shapes.RoundRect(dst, r, 8, fill, game.Gilt, 1)
		sw := image.Rect(r.Min.X+8, r.Min.Y+6, r.Min.X+24, r.Min.Y+22)
		u.Shapes.RoundRect(dst, sw, 8, winnerTint(g), game.Ink, 1)
		cols := gameColumns(g)
		xs, widths := columnsAt, columnWidths
		for c, text := range cols {
			t, f := u.Fit(text, game.MinTextSize, c == 2, widths[c])
			if c != 2 {
				f = face
			}
			game.DrawTextMiddle(dst, t, f, float64(r.Min.X+xs[c]), float64(r.Min.Y+r.Dy()/2), game.Left, ink)
		}
	}
}
