package recent

import (
	"image"
	"math"
	"testing"

	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
	"aladdin/scenes/ui"
)

// Recent games' words fit their boxes in every language: the buttons, the
// lines of the list's columns, the statistics and the import part.
func TestRecentWordsFitTheirBoxes(t *testing.T) {
	ctx := scenetest.Context(t)
	setup := scenetest.HumanSetup(3)
	setup.Seats[1].Human, setup.Seats[1].Level = false, 4
	scenetest.SessionFrom(t, setup, func(s *game.Session) bool { return s.Over() })
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		ctx.Scenes.Switch(NewRecent(ctx))
		scenetest.Tick(ctx)
		rc := ctx.Scenes.Current().(*Recent)
		rc.archive.Games[0].Imported = true // the widest last column
		x0 := recentRect.Min.X + 40
		statsX := recentRect.Min.X + 960
		small := ctx.UI.Face(game.MinTextSize, false)
		ws := []scenetest.Words{
			{What: "title", Text: lang.T("Recent games"), Size: 32, Bold: true, Box: image.Rect(x0, 0, rc.back.Rect.Min.X-20, 50)},
			{What: "what is kept", Text: lang.T("The last %d finished games are kept here, to watch again, export or play again with the same seats.", game.ArchiveSize),
				Size: game.MinTextSize, Box: image.Rect(x0, 0, recentRect.Max.X-40, 30)},
			{What: "no games", Text: lang.T("No finished games yet. Finish a game, or import one, and it shows here."), Size: 19, Box: image.Rect(x0, 0, x0+860, 30)},
			{What: "statistics", Text: lang.T("Your statistics"), Size: 24, Bold: true, Box: image.Rect(statsX, 0, recentRect.Max.X-30, 30)},
			{What: "no person", Text: lang.T("No games with a person at the table yet."), Size: game.MinTextSize, Box: image.Rect(statsX, 0, recentRect.Max.X-30, 30)},
			{What: "played", Text: lang.T("Played %d, won %d (%s)", 100, 100, percent(100, 100)), Size: 20, Bold: true, Box: image.Rect(statsX, 0, recentRect.Max.X-30, 30)},
			{What: "import", Text: lang.T("Import a game"), Size: 24, Bold: true, Box: image.Rect(statsX, 0, recentRect.Max.X-30, 30)},
			{What: "browser's drop", Text: lang.T("or drop a game file on this page."), Size: game.MinTextSize, Box: image.Rect(statsX, 0, statsX+480, 30)},
			{What: "browser's downloads", Text: lang.T("Exported games go to your browser's downloads."), Size: game.MinTextSize, Box: image.Rect(statsX, 0, recentRect.Max.X-30, 30)},
			{What: "no files", Text: lang.T("No game files in the folder below yet."), Size: game.MinTextSize, Box: image.Rect(statsX, 0, recentRect.Max.X-30, 30)},
			scenetest.TipWords("rematch's reason", lang.T("An unfinished game is waiting: continue it, or start a new game from the set-up screen, first. One click never loses a game.")),
			scenetest.ButtonWords(game.Button{Rect: image.Rect(statsX, 0, statsX+300, 46), Label: lang.T("Choose a game file..."), Name: "recent-browse"}),
		}
		for _, b := range []game.Button{rc.back, rc.open, rc.export, rc.rematch} {
			ws = append(ws, scenetest.ButtonWords(b), scenetest.TipWords("reason of "+b.Name, b.Reason))
		}
		// A group's line: its label at the left, the counts right-aligned
		// at countsRight, the share 70 further.
		counts := lang.T("%d played, %d won", 100, 100)
		countsAt := statsX + countsRight - int(math.Ceil(game.TextWidth(counts, small)))
		ws = append(ws, scenetest.Words{What: "share", Text: percent(100, 100), Size: game.MinTextSize, Box: image.Rect(statsX+countsRight+8, 0, statsX+countsRight+70, 30)})
		for _, label := range []string{lang.T("By version"), lang.T("By number of players"), lang.T("Against bots of level")} {
			ws = append(ws, scenetest.Words{What: "group", Text: label, Size: game.MinTextSize, Bold: true, Box: image.Rect(statsX, 0, recentRect.Max.X-30, 30)})
		}
		var labels []string
		for l := range ui.LevelNames {
			labels = append(labels, ui.LevelName(l))
		}
		for _, e := range []string{"Basic", "Intro", "Magic"} {
			labels = append(labels, game.EditionName(e))
		}
		labels = append(labels, lang.N("%d player", "%d players", 5, 5))
		for _, l := range labels {
			ws = append(ws, scenetest.Words{What: "group's label", Text: l, Size: game.MinTextSize, Box: image.Rect(statsX+16, 0, countsAt-12, 30)})
		}
		// The list's columns, for the longest edition's name.
		g := *rc.archive.Games[0]
		g.Setup.Magic = true
		cols := gameColumns(&g)
		for c := range cols {
			if c == 2 {
				continue // the winners' names: fitted, any length
			}
			ws = append(ws, scenetest.Words{What: "column", Text: cols[c], Size: game.MinTextSize, Box: image.Rect(0, 0, int(columnWidths[c]), 28)})
		}
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}
