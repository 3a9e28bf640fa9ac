// Package recent is the list of recent games: the finished games kept, their
// statistics, export and import of a game file, a rematch with the same
// seats, and the replay of a game (opened through game.Screens).
package recent

import (
	"errors"
	"image"
	"image/color"
	"io/fs"
	"time"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// Recent is the recent-games screen, opened from the set-up screen: the
// last finished games (date, version, players, winner) to watch again,
// export or rematch, games to import (a file from the export folder or
// dropped on the window; in the browser, an upload), and the statistics.
type Recent struct {
	ctx      *game.Context
	archive  game.Archive
	stats    game.Stats
	selected int
	// message says what the last export or import did; bad when it failed.
	message string
	bad     bool
	files   []string // desktop: game files in the export folder

	rows                        []image.Rectangle
	open, export, rematch, back game.Button
	browse                      game.Button
	imports                     []game.Button
	// unfinished: a game in progress is saved (no rematch over it).
	unfinished bool
	// now dates imported games.
	now func() time.Time
}

var recentRect = image.Rect(60, 40, 1540, 970)

// recentRows is how many games the list shows (all the archive keeps).
const recentRows = game.ArchiveSize

// NewRecent reads the archive and the statistics.
func NewRecent(ctx *game.Context) *Recent {
	rc := &Recent{ctx: ctx, now: time.Now}
	rc.reload()
	return rc
}

// reload reads the kept games and the statistics again.
func (rc *Recent) reload() {
	rc.archive = game.LoadArchive()
	rc.stats = game.LoadStats(func(l int) string { return ui.LevelName(l) })
	rc.files = game.ImportFiles(6)
	rc.unfinished = game.HasAutosave()
	if rc.selected >= len(rc.archive.Games) {
		rc.selected = len(rc.archive.Games) - 1
	}
	if rc.selected < 0 && len(rc.archive.Games) > 0 {
		rc.selected = 0
	}
}

// Name is the probe/screenshot name.
func (rc *Recent) Name() string { return "recent" }

// Update answers the list, the buttons and a dropped file.
func (rc *Recent) Update(ctx *game.Context) error {
	in := ctx.In
	x0 := recentRect.Min.X + 40
	rc.back = game.Button{Rect: image.Rect(recentRect.Max.X-190, recentRect.Min.Y+20, recentRect.Max.X-30, recentRect.Min.Y+64),
		Label: lang.T("Back"), Enabled: true, Name: "recent-back"}
	if rc.back.Update(ctx) || in.Cancel() {
		game.ToSetup(ctx)
		return nil
	}
	top := rc.listTop()
	rc.rows = rc.rows[:0]
	for i := range rc.archive.Games {
		r := image.Rect(x0, top+i*31, x0+860, top+i*31+28)
		ctx.UI.Target("recent-row:"+game.Itoa(i), r)
		if in.ClickIn(r) {
			rc.selected = i
			ctx.Audio.Play(game.SoundClick)
		}
		rc.rows = append(rc.rows, r)
	}
	by := top + recentRows*31 + 10
	has := rc.selected >= 0 && rc.selected < len(rc.archive.Games)
	noGame := lang.T("Pick a game in the list first.")
	rc.open = game.Button{Rect: image.Rect(x0, by, x0+260, by+50), Label: lang.T("Watch the replay"), Primary: true, Enabled: has, Reason: noGame, Name: "recent-open"}
	rc.export = game.Button{Rect: image.Rect(x0+280, by, x0+440, by+50), Label: lang.T("Export"), Enabled: has, Reason: noGame, Name: "recent-export"}
	rc.rematch = game.Button{Rect: image.Rect(x0+460, by, x0+860, by+50), Label: lang.T("Rematch with these seats"), Enabled: has && !rc.unfinished,
		Reason: noGame, Name: "recent-rematch"}
	if has && rc.unfinished {
		rc.rematch.Reason = lang.T("An unfinished game is waiting: continue it, or start a new game from the set-up screen, first. One click never loses a game.")
	}
	if rc.open.Update(ctx) && has {
		rc.openReplay(ctx, rc.archive.Games[rc.selected])
		return nil
	}
	if rc.export.Update(ctx) && has {
		msg, err := game.ExportGame(rc.archive.Games[rc.selected])
		rc.say(msg, err)
	}
	if rc.rematch.Update(ctx) && has && !rc.unfinished {
		g := rc.archive.Games[rc.selected]
		sess, err := game.NewSession(game.RematchOf(g.Setup, 0))
		if err != nil {
			rc.say("", errors.New(lang.T("The rematch could not start: %s", lang.Error(err))))
			return nil
		}
		game.ToTable(ctx, sess)
		return nil
	}
	rc.updateImport(ctx)
	// For the tests (probe, browser snapshot): what the list holds and
	// what the last export or import said.
	ctx.SetStatus("recent-games", game.Itoa(len(rc.archive.Games)))
	ctx.SetStatus("recent-message", rc.message)
	ctx.SetStatus("recent-bad", map[bool]string{true: "yes", false: "no"}[rc.bad])
	return nil
}

// listTop is where the list of games starts, under any notice.
func (rc *Recent) listTop() int { return recentRect.Min.Y + 140 }

// openReplay opens a kept game in the replay viewer; a record that no
// longer replays says why.
func (rc *Recent) openReplay(ctx *game.Context, g *game.ArchivedGame) {
	rv, err := game.NewReplay(ctx, g, rc)
	if err != nil {
		rc.say("", errors.New(lang.T("That game cannot be replayed: %s", lang.Error(err))))
		return
	}
	ctx.Scenes.Switch(rv)
}

// updateImport offers the files of the export folder (desktop) or the
// browser's file chooser, and takes a file dropped on the window.
func (rc *Recent) updateImport(ctx *game.Context) {
	x := recentRect.Min.X + 960
	y := rc.importTop()
	rc.imports = rc.imports[:0]
	if game.ImportBrowses {
		rc.browse = game.Button{Rect: image.Rect(x, y+34, x+300, y+80), Label: lang.T("Choose a game file..."), Enabled: true, Name: "recent-browse"}
		if rc.browse.Update(ctx) {
			game.BrowseImport()
		}
		if name, data, ok := game.TakeBrowsedFile(); ok {
			rc.importData(name, data)
			// The file arrives with no input event: without this the
			// screen would keep its last picture, the answer unseen
			// until the pointer moves.
			ctx.Busy()
		}
	} else {
		for i, f := range rc.files {
			b := game.Button{Rect: image.Rect(x, y+34+i*42, x+480, y+70+i*42), Label: f, Enabled: true, Name: "recent-import:" + game.Itoa(i)}
			if b.Update(ctx) {
				data, err := game.ReadImportFile(f)
				if err != nil {
					rc.say("", errors.New(lang.T("That file could not be read: %s", lang.Error(err))))
				} else {
					rc.importData(f, data)
				}
			}
			rc.imports = append(rc.imports, b)
		}
	}
	if dropped := ebiten.DroppedFiles(); dropped != nil {
		if name, data, ok := firstDropped(dropped); ok {
			rc.importData(name, data)
			ctx.Busy() // redraw: a drop may come with no other input
		}
	}
}

// firstDropped reads the first file dropped on the window.
func firstDropped(fsys fs.FS) (string, []byte, bool) {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return "", nil, false
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		data, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			return e.Name(), nil, false
		}
		return e.Name(), data, true
	}
	return "", nil, false
}

// importData imports one game file: verified by replaying it, kept among
// the recent games and selected; a file that does not verify is refused
// with its reason.
func (rc *Recent) importData(name string, data []byte) {
	g, err := game.ImportGame(data, rc.now())
	switch {
	case errors.Is(err, game.ErrAlreadyKept):
		rc.say(err.Error(), nil)
	case err != nil:
		rc.say("", errors.New(lang.T("%s: %s", name, lang.Error(err))))
		return
	default:
		rc.say(lang.N("Imported %[2]s: %[3]s game, %[1]d player. It is at the top of the list.", "Imported %[2]s: %[3]s game, %[1]d players. It is at the top of the list.",
			len(g.Setup.Seats), len(g.Setup.Seats), name, game.EditionName(g.Edition())), nil)
	}
	rc.reload()
	for i, k := range rc.archive.Games {
		if k.Key == g.Key {
			rc.selected = i
		}
	}
}

// say shows what an export or import did.
func (rc *Recent) say(msg string, err error) {
	rc.message, rc.bad = msg, err != nil
	if err != nil {
		rc.message = err.Error()
	}
}

// importTop is where the import part starts, under the statistics.
func (rc *Recent) importTop() int { return recentRect.Min.Y + 560 }

// gameColumns are a game's line in the list: date, version and players,
// winner, and whether it was imported or played online.
func gameColumns(g *game.ArchivedGame) [4]string {
	winner := lang.T("unfinished")
	if len(g.Winners) > 0 {
		winner = lang.N("%[2]s won (%[1]d artifact)", "%[2]s won (%[1]d artifacts)", g.Artifacts[g.Winners[0]], g.Artifacts[g.Winners[0]], g.WinnerNames())
	}
	imported := ""
	switch {
	case g.Imported:
		imported = lang.T("imported")
	case g.Online != "":
		imported = lang.T("online")
	}
	players := lang.N("%[2]s, %[1]d player", "%[2]s, %[1]d players", len(g.Setup.Seats), len(g.Setup.Seats), game.EditionName(g.Edition()))
	return [4]string{ui.DateTime(g.Finished.Local()), players, winner, imported}
}

// gameLine is a game's line as one string (the probe, tests).
func gameLine(g *game.ArchivedGame) string {
	c := gameColumns(g)
	return c[0] + "   " + c[1] + "   " + c[2] + "   " + c[3]
}

// winnerTint is the first winner's colour, for the row's swatch.
func winnerTint(g *game.ArchivedGame) color.Color {
	if len(g.Winners) == 0 || g.Winners[0] >= len(g.Setup.Seats) {
		return game.Greyed
	}
	c := g.Setup.Seats[g.Winners[0]].Color
	if c < 0 || c >= len(assets.PlayerColors) {
		return game.Greyed
	}
	return assets.PlayerColors[c]
}

// seatLine names a game's seats and their bots' levels.
func seatLine(g *game.ArchivedGame) string {
	s := ""
	for i, st := range g.Setup.Seats {
		if i > 0 {
			s += ", "
		}
		s += game.SeatName(st.Name)
		if !st.Human {
			s += " " + lang.T("(%s bot)", ui.LevelName(st.Level))
		}
	}
	return s
}

// percent writes won of played as "42%".
func percent(won, played int) string {
	if played == 0 {
		return "-"
	}
	return lang.T("%d%%", (won*100+played/2)/played)
}
