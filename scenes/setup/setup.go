// Package setup is the way into a game: the welcome on a first start, the
// set-up screen (seats, levels, the version, Continue), its question
// before an unfinished game is lost, and the two guided games. It opens
// the table, the rules book, recent games and Settings through
// game.Screens.
package setup

import (
	"errors"
	"image"
	"image/color"
	"strings"

	"aladdin/assets"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/game/store"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// Setup is the title and set-up screen: players, each seat's name, colour
// and human or bot (with level), the intro option, a seed, the starting
// treasure rule, and "Continue" when a game was left unfinished.
type Setup struct {
	ctx      *game.Context
	s        game.Setup
	autoName [5]bool
	focus    int            // text field with the keyboard: 0-4 names, 5 seed, -1 none
	edit     game.TextField // the focused field's selection
	editOf   int            // the field edit belongs to
	backdrop game.TitleBackdrop
	saved    *game.Session
	confirm  *startConfirm // "Start a new game?" over an unfinished one
	notice   string
	err      string
	// noticeBox is where the notice and err are drawn: over the title art
	// above the card, clear of every control (laid out in Update).
	noticeBox image.Rectangle
	// elsewhere: another window (tab, copy of the game) has the game in
	// play; Continue becomes "Take it over here".
	elsewhere bool

	players  [3]game.Chip
	colors   [5]game.Chip
	names    [5]image.Rectangle
	kinds    [5][2]game.Chip
	levels   [5][len(botLevels)]game.Chip
	basic    game.Chip
	magic    game.Chip
	intro    game.Chip
	seed     image.Rectangle
	startDef game.Chip
	startOwn game.Chip
	start    game.Button
	cont     game.Button
	quit     game.Button
	settings game.Button
	howTo    game.Button // "How to play": the rules reference
	recent   game.Button // "Recent games": the archive and statistics (recent.go)
	online   game.Button // "Play online": the online lobby (scenes/lobby)
	langs    []game.Chip // the languages, each named in itself (languageRect)
	learn    game.Button // "Learn by playing": the guided first game (guide.go)
	// learnMagic is "Learn the magic version": the guided magic round.
	learnMagic game.Button
}

// Name is the probe/screenshot name.
func (s *Setup) Name() string {
	if s.confirm != nil {
		return "setup-confirm"
	}
	return "setup"
}

var setupRect = image.Rect(230, 250, 1370, 985)

// languageRect is the first language chip, at the screen's top right
// over the title art: clear of the card and of the notice above it.
var languageRect = image.Rect(assets.ScreenW-16-2*118-8, 16, assets.ScreenW-16-118-8, 52)

// botLevels are the levels a seat can choose, in chip order.
var botLevels = [4]bot.Level{bot.Easy, bot.Normal, bot.Hard, bot.Expert}

// levelHelp says in a line how each level plays, on its chip; the
// figures are the ladder's (docs/BOTS.md: two of one level against two of
// the next, 4 players).
var levelHelp = map[bot.Level]string{
	bot.Easy:   lang.Mark("Easy: knows the rules of thumb but often takes a worse idea. A first opponent."),
	bot.Normal: lang.Mark("Normal: plays the rulebook's tips: treasure early, cheap artifacts with small tokens, spells when they pay. Wins about 7 games in 10 against Easy."),
	bot.Hard:   lang.Mark("Hard: looks ahead, trying its best ideas in dozens of imagined rounds. Wins about 2 games in 3 against Normal."),
	bot.Expert: lang.Mark("Expert: the same search with hundreds of imagined rounds a move (more on a fast computer). The strongest opponent here."),
}

// NewSetup builds the set-up screen from the remembered choices, and looks
// for an unfinished game.
func NewSetup(ctx *game.Context) game.Scene {
	s := &Setup{ctx: ctx, focus: -1}
	// No game on the table: closing now must not re-save one left behind
	// (it may have been discarded for a new game), and another window may
	// take the game without asking.
	ctx.OnClose = nil
	game.ReleaseLiveGame()
	if prev, ok := game.LoadSetup(); ok {
		s.s = prev
	} else {
		s.s = game.Setup{Players: 4}
		for i := 0; i < 5; i++ {
			s.s.Seats = append(s.s.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: i == 0, Level: int(bot.Normal)})
		}
	}
	for len(s.s.Seats) < 5 {
		i := len(s.s.Seats)
		s.s.Seats = append(s.s.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Level: int(bot.Normal)})
	}
	for i := range s.autoName {
		s.autoName[i] = s.isDefaultName(i)
		if s.autoName[i] {
			s.s.Seats[i].Name = s.defaultName(i)
		}
	}
	saved, err := game.ResumeSession()
	switch {
	case err == nil:
		s.saved = saved
	case errors.Is(err, store.ErrNotFound):
	default:
		// In plain words; the file was kept aside, never deleted.
		var damaged *game.UnreadableFile
		if !errors.As(err, &damaged) {
			s.notice = lang.T("Your saved game could not be opened (%s). It was left where it is.", lang.Error(err))
		}
		s.notice = strings.TrimSpace(s.notice + " " + game.Notice(damaged, game.TakeSettingsProblem(), game.TakeSetupProblem()))
	}
	if s.notice == "" {
		s.notice = game.Notice(game.TakeSettingsProblem(), game.TakeSetupProblem())
	}
	s.elsewhere = game.LiveGameElsewhere()
	return s
}

// elsewhereTicks is how often the set-up screen looks again whether
// another window has the game (it may close, or start one).
const elsewhereTicks = 60

// claim makes this window the one that saves the game about to be
// played, taking it from another window when the player chose so (the
// game was open elsewhere); it reports false when another window got
// there first, which the screen now says. A claim that fails for another
// reason (a folder that cannot be written) does not stop play: the table
// shows the save's failure.
func (s *Setup) claim() bool {
	var err error
	if s.elsewhere {
		err = game.TakeOverLiveGame()
	} else {
		err = game.ClaimLiveGame()
	}
	if errors.Is(err, store.ErrElsewhere) {
		s.elsewhere = true
		return false
	}
	return true
}

// continueGame continues the unfinished game (taking it over from another
// window when it is open there), as the autosave has it now.
func (s *Setup) continueGame(ctx *game.Context) {
	if !s.claim() {
		return
	}
	saved, err := game.LatestSave(s.saved)
	if err != nil {
		// It ended or changed beyond reading in the other window: the
		// set-up screen reads the folder again and says what it found.
		game.ToSetup(ctx)
		return
	}
	game.ToContinue(ctx, saved)
}

// defaultName is a seat's automatic name: its colour for people, a themed
// name for bots.
func (s *Setup) defaultName(i int) string {
	st := s.s.Seats[i]
	if st.Human {
		return assets.PlayerNames[st.Color]
	}
	return shortName(bot.Name(bot.Level(st.Level), i))
}

// shortName keeps a themed bot name within the engine's name limit.
func shortName(n string) string {
	const limit = 24
	if len([]rune(n)) > limit {
		n = strings.TrimPrefix(n, "the ")
	}
	if rs := []rune(n); len(rs) > limit {
		n = string(rs[:limit])
	}
	return n
}

func (s *Setup) isDefaultName(i int) bool {
	n := s.s.Seats[i].Name
	if n == "" {
		return true
	}
	for _, c := range assets.PlayerNames {
		if n == c {
			return true
		}
	}
	for _, l := range botLevels {
		for j := 0; j < 5; j++ {
			if n == shortName(bot.Name(l, j)) {
				return true
			}
		}
	}
	return false
}

func (s *Setup) rowY(i int) int { return setupRect.Min.Y + 130 + i*56 }

// Update handles every control.
func (s *Setup) Update(ctx *game.Context) error {
	in := ctx.In
	x0 := setupRect.Min.X + 40
	s.backdrop.Update(ctx)
	if s.confirm != nil {
		s.confirm.update(ctx, s) // modal: nothing below answers
		return nil
	}
	if ctx.Tick%elsewhereTicks == 0 {
		s.elsewhere = game.LiveGameElsewhere()
	}
	if in.Cancel() {
		if s.focus >= 0 {
			s.focus = -1
		} else {
			game.OverlayPause(ctx, nil)
			return nil
		}
	}
	s.langs = ui.LanguageChips(ctx, languageRect, 8)
	for i := range s.players {
		n := 3 + i
		s.players[i] = game.Chip{Rect: image.Rect(x0+170+i*70, setupRect.Min.Y+70, x0+230+i*70, setupRect.Min.Y+106),
			Label: game.Itoa(n), On: s.s.Players == n, Enabled: true, Name: "players:" + game.Itoa(n)}
		if s.players[i].Update(ctx) {
			s.s.Players = n
		}
	}
	for i := 0; i < 5; i++ {
		y := s.rowY(i)
		active := i < s.s.Players
		st := &s.s.Seats[i]
		s.colors[i] = game.Chip{Rect: image.Rect(x0, y, x0+150, y+40), Label: lang.Word(assets.PlayerNames[st.Color]), Enabled: active,
			Tint: assets.PlayerColors[st.Color], Name: "color:" + game.Itoa(i)}
		if s.colors[i].Update(ctx) {
			s.nextColor(i)
		}
		if in.In(s.colors[i].Rect) && in.Idle() > 20 {
			ctx.UI.Tip(lang.T("Click to change colour. Each colour's tokens also carry their own emblem."), in.Mouse)
		}
		s.names[i] = image.Rect(x0+170, y, x0+470, y+40)
		if active && in.ClickIn(s.names[i]) {
			s.focus = i
		}
		for k, label := range []string{lang.Mark("Human"), lang.Mark("Bot")} {
			c := &s.kinds[i][k]
			*c = game.Chip{Rect: image.Rect(x0+490+k*100, y+2, x0+580+k*100, y+38), Label: lang.Word(label), Enabled: active,
				On: st.Human == (k == 0), Name: "kind:" + game.Itoa(i) + ":" + label}
			if c.Update(ctx) {
				st.Human = k == 0
				if s.autoName[i] {
					st.Name = s.defaultName(i)
				}
			}
		}
		for k, l := range botLevels {
			c := &s.levels[i][k]
			*c = game.Chip{Rect: image.Rect(x0+700+k*90, y+2, x0+788+k*90, y+38), Label: ui.LevelName(int(l)), Help: lang.Word(levelHelp[l]),
				Enabled: active && !st.Human, On: !st.Human && st.Level == int(l), Name: "level:" + game.Itoa(i) + ":" + ui.LevelNames[l]}
			if c.Update(ctx) {
				st.Level = int(l)
				if s.autoName[i] {
					st.Name = s.defaultName(i)
				}
			}
		}
	}
	y := s.rowY(5) + 16
	s.basic = game.Chip{Rect: image.Rect(x0+170, y, x0+300, y+36), Label: lang.T("Basic"), On: !s.s.Magic, Enabled: true, Name: "basic",
		Help: lang.T("The game as in the box's first pages: tokens, treasure and artifacts without their powers.")}
	if s.basic.Update(ctx) {
		s.s.Magic = false
	}
	s.magic = game.Chip{Rect: image.Rect(x0+310, y, x0+520, y+36), Label: lang.T("Magic"), On: s.s.Magic, Enabled: true, Name: "magic",
		Help: lang.T("Adds spell cards, Aladdin's Tent, the Djinn's House and the artifacts' powers. Everyone starts with a Magic Lamp.")}
	if s.magic.Update(ctx) {
		s.s.Magic = true
	}
	// decision D59: the intro game (first to 3 artifacts) is basic only.
	s.intro = game.Chip{Rect: image.Rect(x0+560, y, x0+900, y+36), Label: lang.T("Intro game: ends at 3 artifacts"), On: s.s.Intro && !s.s.Magic,
		Enabled: !s.s.Magic, Name: "intro"}
	if s.s.Magic {
		s.intro.Reason = lang.T("The intro game is for the basic version: in the magic version everyone starts with a Lamp, so 3 artifacts would come too soon.")
	}
	if s.intro.Update(ctx) {
		s.s.Intro = !s.s.Intro
	}
	y += 56
	s.startDef = game.Chip{Rect: image.Rect(x0+170, y, x0+520, y+36), Label: lang.T("People take a Crown, a Pearl, a Gem"), On: !s.s.ChooseStart, Enabled: true, Name: "startdefault"}
	if s.startDef.Update(ctx) {
		s.s.ChooseStart = false
	}
	s.startOwn = game.Chip{Rect: image.Rect(x0+530, y, x0+800, y+36), Label: lang.T("People choose"), On: s.s.ChooseStart, Enabled: true, Name: "startchoose"}
	if s.startOwn.Update(ctx) {
		s.s.ChooseStart = true
	}
	y += 56
	s.seed = image.Rect(x0+170, y, x0+470, y+40)
	if in.ClickIn(s.seed) {
		s.focus = 5
	}
	if in.Clicked {
		s.focus = -1 // a click anywhere else leaves the text field
	}
	s.typeInto()
	if s.focus >= 0 {
		// The text cursor blinks: a redraw when it turns on or off.
		if ctx.Tick%30 == 0 {
			ctx.Busy()
		}
		ctx.KeepAwake()
	}

	by := setupRect.Max.Y - 76
	// With an unfinished game Continue is the default (first, Enter) and
	// starting a new one asks first: one key press never loses a game.
	first, second := image.Rect(x0, by, x0+260, by+54), image.Rect(x0+280, by, x0+560, by+54)
	s.start = game.Button{Rect: first, Label: lang.T("Start game (Enter)"), Primary: true, Enabled: true, Name: "start"}
	s.cont = game.Button{Rect: second, Label: lang.T("Continue"), Enabled: false, Name: "continue",
		Reason: lang.T("There is no unfinished game to continue.")}
	if s.saved != nil {
		s.cont = game.Button{Rect: first, Label: lang.T("Continue (Enter)"), Primary: true, Enabled: true, Name: "continue"}
		if s.elsewhere {
			s.cont.Label, s.cont.Name = lang.T("Take it over here"), "takeover"
		}
		s.start = game.Button{Rect: second, Label: lang.T("Start new game"), Enabled: true, Name: "start"}
	}
	if s.cont.Update(ctx) && s.saved != nil {
		s.continueGame(ctx)
		return nil
	}
	settingsAt := image.Rect(x0+580, by, x0+800, by+54)
	if !game.CanQuit {
		// No Quit in the browser: Settings takes its place at the right,
		// under the guided games' right edge.
		settingsAt = image.Rect(x0+820, by, x0+1040, by+54)
	}
	s.settings = game.Button{Rect: settingsAt, Label: lang.T("Settings"), Enabled: true, Name: "settings"}
	s.quit = game.Button{Rect: image.Rect(x0+820, by, x0+1040, by+54), Label: lang.T("Quit"), Enabled: true, Name: "quit"}
	if s.start.Update(ctx) || (s.saved == nil && in.Confirm() && s.focus < 0) {
		if s.saved != nil || s.elsewhere {
			s.confirm = newStartConfirm(s.saved, s.elsewhere)
		} else {
			s.begin(ctx)
		}
	}
	if s.settings.Update(ctx) {
		game.OverlayPause(ctx, nil)
	}
	// At the right of the players' row, under the card's top line: in
	// reach, and clear of the seats and the buttons at the bottom.
	s.howTo = game.Button{Rect: image.Rect(setupRect.Max.X-280, setupRect.Min.Y+66, setupRect.Max.X-70, setupRect.Min.Y+110),
		Label: lang.T("How to play"), Enabled: true, Name: "howtoplay"}
	if s.howTo.Update(ctx) {
		game.OverlayRules(ctx, "")
	}
	// Left of "How to play", on the players' row.
	s.recent = game.Button{Rect: image.Rect(setupRect.Max.X-520, setupRect.Min.Y+66, setupRect.Max.X-300, setupRect.Min.Y+110),
		Label: lang.T("Recent games"), Enabled: true, Name: "recentgames"}
	if s.recent.Update(ctx) {
		game.ToRecent(ctx)
		return nil
	}
	// Left of "Recent games", clear of the players' chips.
	s.online = game.Button{Rect: image.Rect(setupRect.Max.X-710, setupRect.Min.Y+66, setupRect.Max.X-540, setupRect.Min.Y+110),
		Label: lang.T("Play online"), Enabled: true, Name: "playonline"}
	if s.online.Update(ctx) {
		game.ToOnline(ctx)
		return nil
	}
	// Above the bottom row: the guided games (guide_setup.go).
	if s.updateLearn(ctx, x0, by) {
		return nil
	}
	if game.CanQuit && s.quit.Update(ctx) {
		ctx.Quit()
	}
	s.noticeBox = noticeRect(ctx.UI, s.noticeText())
	notice := ""
	if b := s.noticeBox; !b.Empty() {
		notice = game.Itoa(b.Min.X) + "," + game.Itoa(b.Min.Y) + "," + game.Itoa(b.Max.X) + "," + game.Itoa(b.Max.Y)
	}
	ctx.SetStatus("notice", notice) // where the notice is, for the browser test
	ctx.SetStatus("continue", map[bool]string{true: "yes", false: "no"}[s.saved != nil])
	ctx.SetStatus("elsewhere", map[bool]string{true: "yes", false: "no"}[s.elsewhere])
	return nil
}

// noticeText is what the red box says: a file that could not be read,
// then what went wrong starting a game.
func (s *Setup) noticeText() string { return strings.TrimSpace(s.notice + " " + s.err) }

// noticeLineH is the notice's line height.
const noticeLineH = 21

// noticeRect lays out the red notice above the set-up card, over the
// title art: the card has no free row that a long notice (it names the
// kept file and its folder) would fit in without covering a button. It
// grows upwards with its lines; empty when there is nothing to say.
func noticeRect(u *game.UI, text string) image.Rectangle {
	if text == "" {
		return image.Rectangle{}
	}
	face := u.Face(game.MinTextSize, true)
	lines := game.Wrap(text, face, float64(setupRect.Dx()-24))
	need := len(lines)*noticeLineH + 12
	bottom := setupRect.Min.Y - 12
	return image.Rect(setupRect.Min.X, max(8, bottom-need), setupRect.Max.X, bottom)
}

// nextColor gives seat i the next colour no other active seat uses.
func (s *Setup) nextColor(i int) {
	used := map[int]bool{}
	for j := 0; j < 5; j++ {
		if j != i {
			used[s.s.Seats[j].Color] = true
		}
	}
	c := s.s.Seats[i].Color
	for n := 0; n < 5; n++ {
		c = (c + 1) % 5
		if !used[c] {
			break
		}
	}
	old := s.s.Seats[i].Color
	s.s.Seats[i].Color = c
	if used[c] {
		// Every colour is taken: swap with the seat that has it.
		for j := 0; j < 5; j++ {
			if j != i && s.s.Seats[j].Color == c {
				s.s.Seats[j].Color = old
			}
		}
	}
	if s.autoName[i] {
		s.s.Seats[i].Name = s.defaultName(i)
	}
}

// typeInto edits the focused text field.
func (s *Setup) typeInto() {
	in := s.ctx.In
	if s.editOf != s.focus {
		// A default name is kept in English (saves read the same in every
		// language) but edited as the player reads it; left untouched it
		// is the default again.
		if s.editOf >= 0 && s.editOf < 5 && s.autoName[s.editOf] {
			s.s.Seats[s.editOf].Name = s.defaultName(s.editOf)
		}
		if s.focus >= 0 && s.focus < 5 && s.autoName[s.focus] {
			s.s.Seats[s.focus].Name = game.SeatName(s.s.Seats[s.focus].Name)
		}
		s.edit, s.editOf = game.TextField{}, s.focus // a selection stays in its field
	}
	if s.focus < 0 {
		return
	}
	field := &s.s.Seed
	limit := 18
	if s.focus < 5 {
		field = &s.s.Seats[s.focus].Name
		limit = 14
	}
	var allow func(rune) bool
	if s.focus == 5 {
		allow = func(r rune) bool { return r >= '0' && r <= '9' }
	}
	if s.edit.Edit(s.ctx, field, limit, allow) && s.focus < 5 {
		s.autoName[s.focus] = false
	}
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyTab) {
		s.focus = -1
	}
}

// begin starts a new game from the choices and remembers them.
func (s *Setup) begin(ctx *game.Context) {
	setup := s.s
	setup.Seats = append([]game.SeatSetup(nil), s.s.Seats...)
	for i := range setup.Seats[:setup.Players] {
		if strings.TrimSpace(setup.Seats[i].Name) == "" || s.autoName[i] {
			setup.Seats[i].Name = s.defaultName(i)
		}
		for j := 0; j < i; j++ {
			if setup.Seats[j].Color == setup.Seats[i].Color {
				s.err = lang.T("Two seats have the same colour; click a colour to change it.")
				return
			}
		}
	}
	if !s.claim() {
		s.confirm = newStartConfirm(s.saved, true) // another window got there first: ask again
		return
	}
	_ = setup.Save()
	sess, err := game.NewSession(setup)
	if err != nil {
		s.err = lang.Error(err)
		return
	}
	game.ToTable(ctx, sess)
}

// Draw paints the title art and the set-up card.
func (s *Setup) Draw(dst *ebiten.Image) {
	u := s.ctx.UI
	s.backdrop.Draw(dst, s.ctx)
	u.Shapes.RoundRect(dst, setupRect.Add(image.Pt(6, 8)), 24, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, setupRect, 24, game.Parchment, game.Gilt, 4)
	x0 := setupRect.Min.X + 40
	label := func(s string, y int) {
		u.Text.Draw(dst, s, u.Face(20, true), float64(x0), float64(y), game.Left, game.Ink)
	}
	u.Text.Draw(dst, lang.T("New game"), u.Face(32, true), float64(x0), float64(setupRect.Min.Y+18), game.Left, game.Wine)
	if box := s.noticeBox; !box.Empty() {
		// The reason can be long (it names what is wrong with the file
		// and where it was kept): read whole, over the title art.
		face := u.Face(game.MinTextSize, true)
		u.Shapes.RoundRect(dst, box, 8, color.RGBA{0xF6, 0xDC, 0xD0, 0xFF}, game.BadRed, 2)
		for i, line := range game.Wrap(s.noticeText(), face, float64(box.Dx()-24)) {
			u.Text.Draw(dst, line, face, float64(box.Min.X+12), float64(box.Min.Y+6+i*noticeLineH), game.Left, game.BadRed)
		}
	}
	switch {
	case s.elsewhere:
		u.Text.Draw(dst, lang.T("This game is open in another window. Take it over here to play it in this one."),
			u.Face(17, true), float64(setupRect.Max.X-30), float64(setupRect.Min.Y+28), game.Right, game.BadRed)
	case s.saved != nil:
		u.Text.Draw(dst, lang.T("An unfinished game is waiting: round %d, %d players.", s.saved.Round(), s.saved.PublicConfig().Players),
			u.Face(17, false), float64(setupRect.Max.X-30), float64(setupRect.Min.Y+28), game.Right, game.Ink)
	}
	label(lang.T("Players"), setupRect.Min.Y+76)
	for i := range s.players {
		s.players[i].Draw(dst, u)
	}
	for i := 0; i < 5; i++ {
		active := i < s.s.Players
		s.colors[i].Draw(dst, u)
		fill, border := color.Color(color.White), color.Color(game.Gilt)
		if !active {
			fill, border = color.RGBA{0xD8, 0xCC, 0xB0, 0xFF}, game.Greyed
		} else if s.focus == i {
			border = game.Wine
		}
		u.Shapes.RoundRect(dst, s.names[i], 6, fill, border, 2)
		name := game.SeatName(s.s.Seats[i].Name)
		if s.focus == i && (s.ctx.Tick/30)%2 == 0 {
			name += "|"
		}
		ink := color.Color(game.Ink)
		if !active {
			ink = game.Greyed
		}
		if s.focus == i && s.edit.All {
			game.DrawSelected(dst, s.s.Seats[i].Name, u.Face(19, false), float64(s.names[i].Min.X+10), float64(s.names[i].Min.Y+20))
		}
		game.DrawTextMiddle(dst, name, u.Face(19, false), float64(s.names[i].Min.X+10), float64(s.names[i].Min.Y+20), game.Left, ink)
		s.kinds[i][0].Draw(dst, u)
		s.kinds[i][1].Draw(dst, u)
		for k := range s.levels[i] {
			s.levels[i][k].Draw(dst, u)
		}
	}
	y := s.rowY(5) + 16
	label(lang.T("Version"), y+6)
	s.basic.Draw(dst, u)
	s.magic.Draw(dst, u)
	s.intro.Draw(dst, u)
	y += 56
	label(lang.T("Start with"), y+6)
	s.startDef.Draw(dst, u)
	s.startOwn.Draw(dst, u)
	// Decision D4: bots always pick their own three, whatever is chosen here.
	u.Text.Draw(dst, lang.T("Bots choose their own."), u.Face(game.MinTextSize, false), float64(s.startOwn.Rect.Max.X+16), float64(y+9), game.Left, game.Ink)
	y += 56
	label(lang.T("Seed"), y+8)
	border := color.Color(game.Gilt)
	if s.focus == 5 {
		border = game.Wine
	}
	u.Shapes.RoundRect(dst, s.seed, 6, color.White, border, 2)
	seed := s.s.Seed
	if s.focus == 5 && (s.ctx.Tick/30)%2 == 0 {
		seed += "|"
	}
	if seed == "" {
		game.DrawTextMiddle(dst, lang.T("blank: a random game"), u.Face(17, false), float64(s.seed.Min.X+10), float64(s.seed.Min.Y+20), game.Left, game.Greyed)
	} else {
		if s.focus == 5 && s.edit.All {
			game.DrawSelected(dst, s.s.Seed, u.Face(19, false), float64(s.seed.Min.X+10), float64(s.seed.Min.Y+20))
		}
		game.DrawTextMiddle(dst, seed, u.Face(19, false), float64(s.seed.Min.X+10), float64(s.seed.Min.Y+20), game.Left, game.Ink)
	}
	u.Text.Draw(dst, lang.T("The same seed deals the same cards and guards."), u.Face(game.MinTextSize, false), float64(s.seed.Max.X+16), float64(s.seed.Min.Y+10), game.Left, game.Ink)
	s.start.Draw(dst, u)
	s.cont.Draw(dst, u)
	s.settings.Draw(dst, u)
	if game.CanQuit {
		s.quit.Draw(dst, u)
	}
	s.howTo.Draw(dst, u)
	s.recent.Draw(dst, u)
	s.online.Draw(dst, u)
	s.learn.Draw(dst, u)
	s.learnMagic.Draw(dst, u)
	for i := range s.langs {
		s.langs[i].Draw(dst, u)
	}
	if s.confirm != nil {
		s.confirm.draw(dst, u)
	}
}
