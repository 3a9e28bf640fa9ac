package lobby

import (
	"image"
	"image/color"
	"runtime"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/online/client"
	"aladdin/online/remote"
	"aladdin/online/wire"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// The screen opened by the set-up screen's "Play online".
func init() {
	game.Screens.Online = func(ctx *game.Context) game.Scene { return NewScene(ctx) }
}

// Text fields, by their number in Scene.focus.
const (
	fieldNone = iota - 1
	fieldName
	fieldServer
	fieldCode
	fieldTableCode // the table's code, to select and copy
)

// Scene is the lobby on screen.
type Scene struct {
	ctx      *game.Context
	L        *Lobby
	backdrop game.TitleBackdrop
	focus    int
	edit     game.TextField
	editOf   int
	fields   [4]image.Rectangle
	loadErr  string // the kept profile could not be read
	wasLost  bool   // the connection was lost: say when it is back
	// atTable: the game went to the table (game.ToOnlineTable), which
	// comes back here when the player leaves it.
	atTable bool

	connect, back, signOut game.Button
	create, join, refresh  game.Button
	watch                  game.Button
	leaveSeat, stepAway    game.Button
	players                [3]game.Chip
	basic, magic           game.Chip
	kinds                  [engine.MaxPlayers][2]game.Chip
	levels                 [engine.MaxPlayers][4]game.Chip
	away                   []game.Chip
	returns                []game.Button
}

// card is the lobby's card over the title art.
var card = image.Rect(200, 100, 1400, 980)

// levels a bot seat can choose, in chip order (ui.LevelName names them).
var levels = [4]bot.Level{bot.Easy, bot.Normal, bot.Hard, bot.Expert}

// levelHelp says how each level plays, on its chip (msgids).
var levelHelp = map[bot.Level]string{
	bot.Easy:   lang.Mark("Easy: knows the rules of thumb but often takes a worse idea."),
	bot.Normal: lang.Mark("Normal: plays the rulebook's tips."),
	bot.Hard:   lang.Mark("Hard: looks ahead, trying its best ideas in imagined rounds."),
	bot.Expert: lang.Mark("Expert: the same search with many more imagined rounds. The strongest."),
}

// NewScene opens the lobby with the name and server kept from last time.
func NewScene(ctx *game.Context) *Scene {
	p, err := client.LoadProfile()
	s := &Scene{ctx: ctx, L: New(p), focus: fieldNone, editOf: fieldNone}
	if err != nil {
		s.loadErr = lang.T("Your online name and server could not be read (%v); type them again.", err)
		s.L.Profile.Server = client.DefaultServer
	}
	if s.L.Profile.Name == "" {
		s.focus = fieldName
	}
	return s
}

// Name is the probe/screenshot name.
func (s *Scene) Name() string {
	return [...]string{"online-signin", "online-home", "online-table"}[s.L.Stage()]
}

// Update handles the controls of the stage on show and takes the
// server's answers.
func (s *Scene) Update(ctx *game.Context) error {
	s.backdrop.Update(ctx)
	if s.atTable {
		s.backFromTable()
	}
	if s.L.Poll() {
		ctx.Busy()
	}
	if s.L.Busy() || s.L.Session() != nil {
		ctx.KeepAwake() // answers and seats arrive without input
		if ctx.Tick%20 == 0 {
			ctx.Busy() // the status line and the seats' dots
		}
	}
	s.followConnection(ctx)
	in := ctx.In
	if in.Cancel() {
		if s.focus != fieldNone {
			s.focus = fieldNone
		} else {
			s.leave(ctx)
			return nil
		}
	}
	if in.Clicked {
		s.focus = fieldNone // a click elsewhere leaves a text field; one in a field takes it again below
	}
	switch s.L.Stage() {
	case SignIn:
		s.updateSignIn(ctx)
	case Home:
		s.updateHome(ctx)
	case Seated:
		s.updateSeated(ctx)
	}
	s.typeInto(ctx)
	s.publish(ctx)
	s.toTable(ctx)
	return nil
}

// toTable takes a started game to the table, the same table as a game of
// this window's, fed by the server.
func (s *Scene) toTable(ctx *game.Context) {
	if s.L.Stage() != Seated || !s.L.Started() || s.L.Seat() < 0 && !s.L.Watching() || s.L.Busy() {
		return
	}
	s.atTable = true
	game.ToOnlineTable(ctx, remote.NewGame(s.L.Session(), s.L.Client()), s)
}

// backFromTable: the player left the table (its menu, or game over). The
// lobby leaves the table's match; the seat of a game still in play stays
// theirs, in My games.
func (s *Scene) backFromTable() {
	s.atTable = false
	over := s.L.Session() != nil && s.L.Session().Table().Over
	code, watching := s.L.TableCode(), s.L.Watching()
	s.L.StepAway()
	if !over && !watching {
		s.L.info = lang.T("You left the table %s; the game goes on, and My games returns to your seat.", code)
	}
}

// up reports the connection up (or none made yet).
func (s *Scene) up() bool {
	c := s.L.Client()
	return c == nil || c.Status().Up()
}

// followConnection redraws when the connection is lost or back, and says
// once that it is back.
func (s *Scene) followConnection(ctx *game.Context) {
	c := s.L.Client()
	if c == nil {
		s.wasLost = false
		return
	}
	switch st := c.Status(); {
	case !st.Up() && !s.wasLost:
		s.wasLost = true
		ctx.Busy()
	case st.Up() && s.wasLost:
		s.wasLost = false
		s.L.info = lang.T("The connection is back.")
		ctx.Busy()
	case !st.Up():
		ctx.KeepAwake() // it comes back by itself
	}
}

// leave goes back to the set-up screen, closing the connection (a seat
// taken stays the player's, in my games).
func (s *Scene) leave(ctx *game.Context) {
	s.L.Close()
	game.ToSetup(ctx)
}

// field lays a text field out and gives it the keyboard when clicked.
func (s *Scene) field(ctx *game.Context, f int, r image.Rectangle, name string) {
	s.fields[f] = r
	ctx.UI.Target(name, r)
	if ctx.In.ClickIn(r) {
		s.focus = f
	}
}

func (s *Scene) updateSignIn(ctx *game.Context) {
	x := card.Min.X + 60
	s.field(ctx, fieldName, image.Rect(x+200, card.Min.Y+200, x+620, card.Min.Y+246), "field:name")
	s.field(ctx, fieldServer, image.Rect(x+200, card.Min.Y+290, x+620, card.Min.Y+336), "field:server")
	by := card.Max.Y - 90
	s.connect = game.Button{Rect: image.Rect(x, by, x+300, by+56), Label: lang.T("Connect (Enter)"), Primary: true, Enabled: !s.L.Busy(), Name: "connect",
		Reason: waiting()}
	s.back = game.Button{Rect: image.Rect(x+320, by, x+520, by+56), Label: lang.T("Back"), Enabled: true, Name: "back"}
	if s.connect.Update(ctx) {
		s.focus = fieldNone
		s.L.Connect()
	}
	if s.back.Update(ctx) {
		s.leave(ctx)
	}
}

// waiting is why the buttons that ask the server are off.
func waiting() string { return lang.T("Waiting for the server's answer.") }

// column is the right column of the Home stage.
func column() int { return card.Min.X + 740 }

func (s *Scene) updateHome(ctx *game.Context) {
	x := card.Min.X + 50
	t := &s.L.Table
	idle := !s.L.Busy()
	y := card.Min.Y + 130
	for i := range s.players {
		n := 3 + i
		s.players[i] = game.Chip{Rect: image.Rect(x+110+i*70, y, x+170+i*70, y+36), Label: game.Itoa(n), On: t.Players == n, Enabled: true, Name: "players:" + game.Itoa(n)}
		if s.players[i].Update(ctx) {
			t.Players = n
		}
	}
	y += 52
	s.basic = game.Chip{Rect: image.Rect(x+110, y, x+240, y+36), Label: lang.T("Basic"), On: !t.Magic, Enabled: true, Name: "basic"}
	s.magic = game.Chip{Rect: image.Rect(x+250, y, x+380, y+36), Label: lang.T("Magic"), On: t.Magic, Enabled: true, Name: "magic",
		Help: lang.T("Adds spell cards, Aladdin's Tent, the Djinn's House and the artifacts' powers.")}
	if s.basic.Update(ctx) {
		t.Magic = false
	}
	if s.magic.Update(ctx) {
		t.Magic = true
	}
	for i := 1; i < engine.MaxPlayers; i++ {
		y := seatRowY(i)
		active := i < t.Players
		for k, kind := range seatKinds {
			c := &s.kinds[i][k]
			*c = game.Chip{Rect: image.Rect(x+110+k*86, y, x+190+k*86, y+36), Label: lang.Word(kind), Enabled: active, On: t.Bots[i] == (k == 1),
				Name: "kind:" + game.Itoa(i) + ":" + kind}
			if c.Update(ctx) {
				t.Bots[i] = k == 1
			}
		}
		for k, l := range levels {
			c := &s.levels[i][k]
			*c = game.Chip{Rect: image.Rect(x+284+k*94, y, x+374+k*94, y+36), Label: ui.LevelName(int(l)),
				Enabled: active && t.Bots[i], On: t.Bots[i] && t.Levels[i] == l, Help: lang.Word(levelHelp[l]), Name: "level:" + game.Itoa(i) + ":" + ui.LevelNames[l]}
			if c.Update(ctx) {
				t.Levels[i] = l
			}
		}
	}
	y = seatRowY(engine.MaxPlayers) + 30
	s.away = s.away[:0]
	for k, secs := range AwayChoices {
		c := game.Chip{Rect: image.Rect(x+(k%2)*300, y+(k/2)*46, x+290+(k%2)*300, y+36+(k/2)*46), Label: AwayLabel(secs), On: t.Away == secs, Enabled: true,
			Name: "away:" + game.Itoa(secs)}
		if c.Update(ctx) {
			t.Away = secs
		}
		s.away = append(s.away, c)
	}
	y += 110
	s.create = game.Button{Rect: image.Rect(x, y, x+280, y+54), Label: lang.T("Create table"), Primary: s.focus != fieldCode, Enabled: idle, Name: "create",
		Reason: waiting()}
	if s.create.Update(ctx) {
		s.L.Create()
	}

	// The right column: join by code, my games.
	cx := column()
	s.field(ctx, fieldCode, image.Rect(cx, card.Min.Y+130, cx+230, card.Min.Y+176), "field:code")
	s.join = game.Button{Rect: image.Rect(cx+250, card.Min.Y+126, cx+390, card.Min.Y+180), Label: lang.T("Join"), Primary: s.focus == fieldCode, Enabled: idle,
		Name: "join", Reason: waiting()}
	if s.join.Update(ctx) {
		s.focus = fieldNone
		s.L.Join()
	}
	s.watch = game.Button{Rect: image.Rect(cx+250, card.Min.Y+190, cx+390, card.Min.Y+236), Label: lang.T("Watch"), Enabled: idle,
		Name: "watch", Reason: waiting()}
	if s.watch.Update(ctx) {
		s.focus = fieldNone
		s.L.Watch()
	}
	gy := card.Min.Y + 344
	s.returns = s.returns[:0]
	for i, g := range s.L.Games {
		if i == maxGamesShown {
			break
		}
		b := game.Button{Rect: image.Rect(card.Max.X-170, gy+i*78+14, card.Max.X-50, gy+i*78+58), Label: lang.T("Return"), Enabled: idle, Name: "return:" + g.Code}
		if b.Update(ctx) {
			s.L.JoinCode(g.Code)
		}
		s.returns = append(s.returns, b)
	}
	s.refresh = game.Button{Rect: image.Rect(card.Max.X-190, card.Min.Y+280, card.Max.X-50, card.Min.Y+322), Label: lang.T("Refresh"), Enabled: idle, Name: "refresh"}
	if s.refresh.Update(ctx) {
		s.L.RefreshGames()
	}
	by := card.Max.Y - 86
	s.back = game.Button{Rect: image.Rect(card.Min.X+50, by, card.Min.X+250, by+54), Label: lang.T("Back"), Enabled: true, Name: "back"}
	s.signOut = game.Button{Rect: image.Rect(card.Min.X+270, by, card.Min.X+590, by+54), Label: lang.T("Change name or server"), Enabled: true, Name: "signout"}
	if s.back.Update(ctx) {
		s.leave(ctx)
		return
	}
	if s.signOut.Update(ctx) {
		s.L.SignOut()
	}
}

// maxGamesShown is how many of my games the card lists.
const maxGamesShown = 5

// seatRowY is the top of seat i's row in the new table's choices.
func seatRowY(i int) int { return card.Min.Y + 234 + i*48 }

func (s *Scene) updateSeated(ctx *game.Context) {
	x := card.Min.X + 60
	s.field(ctx, fieldTableCode, image.Rect(x+200, card.Min.Y+120, x+460, card.Min.Y+190), "field:tablecode")
	by := card.Max.Y - 90
	started := s.L.Started()
	s.leaveSeat = game.Button{Rect: image.Rect(x, by, x+260, by+56), Label: lang.T("Leave your seat"), Enabled: !s.L.Busy() && !started && s.L.Seat() >= 0 && s.up(),
		Name: "leaveseat", Reason: lang.T("The game has started: your seat stays yours.")}
	if !s.up() {
		s.leaveSeat.Reason = lang.T("Not connected: wait for the connection to come back.")
	}
	s.stepAway = game.Button{Rect: image.Rect(x+280, by, x+620, by+56), Label: lang.T("Back to the lobby"), Enabled: true, Name: "stepaway"}
	if s.L.Watching() { // no seat to leave
		s.stepAway.Rect = s.stepAway.Rect.Sub(image.Pt(280, 0))
	} else if s.leaveSeat.Update(ctx) {
		s.L.LeaveSeat()
	}
	if s.stepAway.Update(ctx) {
		s.L.StepAway()
	}
}

// typeInto edits the focused text field.
func (s *Scene) typeInto(ctx *game.Context) {
	if s.editOf != s.focus {
		s.edit, s.editOf = game.TextField{}, s.focus
	}
	in := ctx.In
	switch s.focus {
	case fieldNone:
		return
	case fieldName:
		s.edit.Edit(ctx, &s.L.Profile.Name, client.MaxName, nil)
	case fieldServer:
		s.edit.Edit(ctx, &s.L.Profile.Server, 200, func(r rune) bool { return r > ' ' })
	case fieldCode:
		s.edit.Edit(ctx, &s.L.Code, wire.CodeLen+4, func(r rune) bool { return r == '-' || r == ' ' || strings.ContainsRune(wire.CodeAlphabet, toUpper(r)) })
	case fieldTableCode:
		// Read only: selected and copied (the browser's clipboard reads
		// the focused field), never changed.
		code := s.L.TableCode()
		s.edit.Edit(ctx, &code, len(code), func(rune) bool { return false })
	}
	if in.Key(ebiten.KeyTab) && s.L.Stage() == SignIn {
		s.focus = fieldServer - s.focus // name <-> server
		return
	}
	if in.Key(ebiten.KeyEnter) {
		focus := s.focus
		s.focus = fieldNone
		switch {
		case focus == fieldCode:
			s.L.Join()
		case s.L.Stage() == SignIn:
			s.L.Connect()
		}
	}
	if ctx.Tick%30 == 0 {
		ctx.Busy() // the cursor blinks
	}
	ctx.KeepAwake()
}

func toUpper(r rune) rune {
	if r >= 'a' && r <= 'z' {
		return r - 'a' + 'A'
	}
	return r
}

// publish tells the probe where the lobby is (the end-to-end tests wait
// on it).
func (s *Scene) publish(ctx *game.Context) {
	ctx.SetStatus("lobby", s.Name())
	ctx.SetStatus("lobby-error", s.L.Err())
	ctx.SetStatus("lobby-code", s.L.TableCode())
	ctx.SetStatus("lobby-free", game.Itoa(s.L.Free()))
	ctx.SetStatus("lobby-started", map[bool]string{true: "yes", false: "no"}[s.L.Started()])
	connection := ""
	if c := s.L.Client(); c != nil {
		connection = c.Status().Text()
	}
	ctx.SetStatus("lobby-connection", connection)
}

// Draw paints the lobby's card over the title art.
func (s *Scene) Draw(dst *ebiten.Image) {
	u := s.ctx.UI
	s.backdrop.Draw(dst, s.ctx)
	u.Shapes.RoundRect(dst, card.Add(image.Pt(6, 8)), 24, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, card, 24, game.Parchment, game.Gilt, 4)
	u.Text.Draw(dst, lang.T("Play online"), u.Face(32, true), float64(card.Min.X+50), float64(card.Min.Y+22), game.Left, game.Wine)
	switch s.L.Stage() {
	case SignIn:
		s.drawSignIn(dst)
	case Home:
		s.drawHome(dst)
	case Seated:
		s.drawSeated(dst)
	}
	s.drawMessage(dst)
}

// drawMessage writes what is under way, the last failure or news, above
// the bottom buttons.
func (s *Scene) drawMessage(dst *ebiten.Image) {
	u := s.ctx.UI
	msg, ink := s.L.Info(), color.Color(game.Teal)
	switch {
	case s.L.Busy():
		msg, ink = s.L.Doing(), game.Ink
	case s.L.Err() != "":
		msg, ink = s.L.Err(), game.Wine
	case s.loadErr != "" && s.L.Stage() == SignIn:
		msg, ink = s.loadErr, game.Wine
	}
	if c := s.L.Client(); c != nil && !c.Status().Up() {
		msg, ink = c.Status().Text(), game.Wine
	}
	if msg == "" {
		return
	}
	face := u.Face(19, true)
	lines := game.Wrap(msg, face, float64(card.Dx()-100))
	y := card.Max.Y - 100 - len(lines)*26
	for i, line := range lines {
		u.Text.Draw(dst, line, face, float64(card.Min.X+50), float64(y+i*26), game.Left, ink)
	}
}

// drawField paints a text field with its text, its cursor while it has
// the keyboard and a greyed hint while it is empty.
func (s *Scene) drawField(dst *ebiten.Image, f int, text, hint string, size float64) {
	u := s.ctx.UI
	r := s.fields[f]
	border := color.Color(game.Gilt)
	if s.focus == f {
		border = game.Wine
	}
	u.Shapes.RoundRect(dst, r, 8, color.White, border, 2)
	face := u.Face(size, f == fieldTableCode)
	cy := float64(r.Min.Y + r.Dy()/2)
	x := float64(r.Min.X + 12)
	if f == fieldTableCode {
		x = float64(r.Min.X+r.Dx()/2) - game.TextWidth(text, face)/2
	}
	if text == "" && s.focus != f {
		game.DrawTextMiddle(dst, hint, u.Face(17, false), x, cy, game.Left, game.Greyed)
		return
	}
	if s.focus == f && s.edit.All {
		game.DrawSelected(dst, text, face, x, cy)
	}
	if s.focus == f && f != fieldTableCode && (s.ctx.Tick/30)%2 == 0 {
		text += "|"
	}
	game.DrawTextMiddle(dst, text, face, x, cy, game.Left, game.Ink)
}

func (s *Scene) label(dst *ebiten.Image, text string, x, y int) {
	u := s.ctx.UI
	u.Text.Draw(dst, text, u.Face(20, true), float64(x), float64(y), game.Left, game.Ink)
}

func (s *Scene) note(dst *ebiten.Image, text string, x, y int, w float64) {
	u := s.ctx.UI
	face := u.Face(game.MinTextSize, false)
	for i, line := range game.Wrap(text, face, w) {
		u.Text.Draw(dst, line, face, float64(x), float64(y+i*24), game.Left, game.Ink)
	}
}

func (s *Scene) drawSignIn(dst *ebiten.Image) {
	x := card.Min.X + 60
	s.note(dst, lang.T("Play with friends at their own computers or in their browsers. Each table has a short code: share it, and your friends join with it."),
		x, card.Min.Y+90, float64(card.Dx()-120))
	s.label(dst, lang.T("Your name"), x, s.fields[fieldName].Min.Y+10)
	s.drawField(dst, fieldName, s.L.Profile.Name, lang.T("the name the others will see"), 20)
	s.label(dst, lang.T("Server"), x, s.fields[fieldServer].Min.Y+10)
	s.drawField(dst, fieldServer, s.L.Profile.Server, client.DefaultServer, 20)
	s.note(dst, serverNote(), x+200, s.fields[fieldServer].Max.Y+14, 700)
	s.connect.Draw(dst, s.ctx.UI)
	s.back.Draw(dst, s.ctx.UI)
}

// serverNote says how the player is known to a server, and where one is.
func serverNote() string {
	return lang.T("No account to make: this computer is known to the server by a number it keeps. %s is a server on this computer; docs/ONLINE.md tells how to start one.",
		client.DefaultServer)
}

// seatKinds are who may sit at a new table's other seats, in chip order
// (msgids; the probe's names keep the English).
var seatKinds = [2]string{lang.Mark("Friend"), lang.Mark("Bot")}

func (s *Scene) drawHome(dst *ebiten.Image) {
	u := s.ctx.UI
	x := card.Min.X + 50
	u.Text.Draw(dst, s.who(), u.Face(18, false), float64(card.Max.X-50), float64(card.Min.Y+34), game.Right, game.Ink)
	u.Text.Draw(dst, lang.T("New table"), u.Face(24, true), float64(x), float64(card.Min.Y+84), game.Left, game.Wine)
	s.label(dst, lang.T("Players"), x, s.players[0].Rect.Min.Y+6)
	for i := range s.players {
		s.players[i].Draw(dst, u)
	}
	s.label(dst, lang.T("Version"), x, s.basic.Rect.Min.Y+6)
	s.basic.Draw(dst, u)
	s.magic.Draw(dst, u)
	s.label(dst, seatLabel(0), x, seatRowY(0)+6)
	u.Text.Draw(dst, s.you(), u.Face(19, false), float64(x+110), float64(seatRowY(0)+6), game.Left, game.Ink)
	for i := 1; i < engine.MaxPlayers; i++ {
		ink := color.Color(game.Ink)
		if i >= s.L.Table.Players {
			ink = game.Greyed
		}
		u.Text.Draw(dst, seatLabel(i), u.Face(20, true), float64(x), float64(seatRowY(i)+6), game.Left, ink)
		for k := range s.kinds[i] {
			s.kinds[i][k].Draw(dst, u)
		}
		for k := range s.levels[i] {
			s.levels[i][k].Draw(dst, u)
		}
	}
	ay := seatRowY(engine.MaxPlayers)
	s.label(dst, lang.T("When a player is gone"), x, ay)
	for i := range s.away {
		s.away[i].Draw(dst, u)
	}
	s.note(dst, peopleNote(s.L.Table.People()), s.create.Rect.Max.X+20, s.create.Rect.Min.Y+4, float64(column()-s.create.Rect.Max.X-60))
	s.create.Draw(dst, u)

	cx := column()
	// The column's rule stops above the lines drawMessage may write.
	u.Shapes.RoundRect(dst, image.Rect(cx-26, card.Min.Y+80, cx-24, card.Max.Y-100-3*26), 1, game.Gilt, color.Transparent, 0)
	u.Text.Draw(dst, lang.T("Join a table"), u.Face(24, true), float64(cx), float64(card.Min.Y+84), game.Left, game.Wine)
	s.drawField(dst, fieldCode, s.L.Code, lang.T("the table's code"), 24)
	s.join.Draw(dst, u)
	s.watch.Draw(dst, u)
	u.Text.Draw(dst, lang.T("My games"), u.Face(24, true), float64(cx), float64(card.Min.Y+284), game.Left, game.Wine)
	s.refresh.Draw(dst, u)
	gy := card.Min.Y + 344
	if note := s.noGamesNote(); note != "" {
		s.note(dst, note, cx, gy, float64(card.Max.X-50-cx))
	}
	for i, b := range s.returns {
		g := s.L.Games[i]
		y := gy + i*78
		u.Shapes.RoundRect(dst, image.Rect(cx, y, card.Max.X-40, y+72), 10, game.ParchDark, game.Gilt, 1)
		u.Text.Draw(dst, gameTitle(g), u.Face(19, true), float64(cx+14), float64(y+8), game.Left, game.Ink)
		line, face := u.Fit(gameLine(g), 17, false, float64(b.Rect.Min.X-10-cx-14)) // a seat's name may be long
		u.Text.Draw(dst, line, face, float64(cx+14), float64(y+38), game.Left, game.Ink)
		b.Draw(dst, u)
	}
	s.back.Draw(dst, u)
	s.signOut.Draw(dst, u)
}

// who is the player's name and server, at the top right of Home.
func (s *Scene) who() string { return lang.T("%s on %s", s.L.Profile.Name, s.L.Profile.Server) }

// you is the creator's own seat.
func (s *Scene) you() string { return lang.T("You: %s", s.L.Profile.Name) }

// seatLabel names seat i (from 0) of the new table.
func seatLabel(i int) string { return lang.T("Seat %d", i+1) }

// peopleNote says how friends come to the new table and how many seats
// are people's.
func peopleNote(people int) string {
	return lang.N("Friends join with the table's code. %d person at the table; it starts when every seat is taken.",
		"Friends join with the table's code. %d people at the table; it starts when every seat is taken.", people, people)
}

// noGamesNote says why my games lists none ("" when it lists some).
func (s *Scene) noGamesNote() string {
	switch {
	case len(s.L.Games) > 0:
		return ""
	case s.L.GamesFetched():
		return lang.T("No unfinished online game. The tables you sit at come here until their game ends.")
	}
	return lang.T("Your games could not be listed yet.")
}

// versionName names a table's version.
func versionName(version string) string {
	if version == wire.Magic {
		return lang.T("Magic")
	}
	return lang.T("Basic")
}

// gameTitle is one of my games' code, version and players.
func gameTitle(g wire.MyGame) string {
	return g.Code + " · " + versionName(g.Version) + " · " + lang.N("%d player", "%d players", g.Players, g.Players)
}

// gameLine says where one of my games stands.
func gameLine(g wire.MyGame) string {
	free := 0
	for _, n := range g.Names {
		if n == "" {
			free++
		}
	}
	switch {
	case !g.Started:
		return lang.N("Waiting for %d more player", "Waiting for %d more players", free, free)
	case g.Turn == g.Seat:
		return lang.T("Your turn · move %d", g.Moves+1)
	case g.Turn >= 0 && g.Turn < len(g.Names):
		return lang.Capital(lang.T("%s to play · move %d", game.SeatName(g.Names[g.Turn]), g.Moves+1))
	}
	return lang.T("In play")
}

// shareNote tells how to pass the table's code on.
func shareNote() string {
	share := lang.T("Share this code with your friends: they choose Play online, then Join.")
	if runtime.GOOS == "js" {
		share += " " + lang.T("Click it, then Ctrl+C (Cmd+C) copies it.")
	}
	return share
}

func (s *Scene) drawSeated(dst *ebiten.Image) {
	u := s.ctx.UI
	x := card.Min.X + 60
	s.label(dst, lang.T("Table code"), x, s.fields[fieldTableCode].Min.Y+22)
	s.drawField(dst, fieldTableCode, s.L.TableCode(), "", 44)
	s.note(dst, shareNote(), s.fields[fieldTableCode].Max.X+24, s.fields[fieldTableCode].Min.Y+8, float64(card.Max.X-60-s.fields[fieldTableCode].Max.X-24))
	t := s.L.Session().Table()
	y := card.Min.Y + 230
	if t.Code == "" {
		s.note(dst, lang.T("Sitting down…"), x, y, 600)
	}
	for i, seat := range t.Seats {
		r := seatRect(i)
		fill := color.Color(game.ParchDark)
		if i == s.L.Seat() {
			fill = game.GiltLight
		}
		u.Shapes.RoundRect(dst, r, 10, fill, game.Gilt, 1)
		sw := image.Rect(r.Min.X+14, r.Min.Y+12, r.Min.X+50, r.Min.Y+48)
		u.Shapes.RoundRect(dst, sw, 18, assets.PlayerColors[i%len(assets.PlayerColors)], game.Ink, 1)
		ink := color.Color(game.Ink)
		if !seat.Taken && !seat.Bot {
			ink = game.Greyed
		}
		game.DrawTextMiddle(dst, s.seatName(i, seat), u.Face(20, seat.Taken || seat.Bot), float64(r.Min.X+66), float64(r.Min.Y+30), game.Left, ink)
		if state, dot := s.seatState(i, seat); state != "" {
			u.Shapes.RoundRect(dst, image.Rect(r.Max.X-stateW-22, r.Min.Y+23, r.Max.X-stateW-8, r.Min.Y+37), 7, dot, game.Ink, 1)
			game.DrawTextMiddle(dst, state, u.Face(17, false), float64(r.Max.X-stateW), float64(r.Min.Y+30), game.Left, game.Ink)
		}
	}
	if t.Code != "" {
		s.note(dst, s.tableLine(), x, y+len(t.Seats)*70+10, 1000)
	}
	if !s.L.Watching() {
		s.leaveSeat.Draw(dst, u)
	}
	s.stepAway.Draw(dst, u)
}

// stateW is the room a seat's row keeps at its right for the seat's
// connection.
const stateW = 200

// seatRect is seat i's row on the Seated stage.
func seatRect(i int) image.Rectangle {
	x, y := card.Min.X+60, card.Min.Y+230
	return image.Rect(x, y+i*70, x+760, y+i*70+60)
}

// seatName is who sits in seat i, as its row says.
func (s *Scene) seatName(i int, seat wire.Seat) string {
	name := game.SeatName(seat.Name) // a bot's name as the server keeps it: English
	level := ui.LevelName(seat.Level)
	switch {
	case seat.Bot && name == "":
		name = lang.T("Bot, %s", level)
	case seat.Bot:
		name = lang.T("%s · bot, %s", name, level)
	case !seat.Taken:
		name = lang.T("Free seat: waiting for a player")
	}
	if i == s.L.Seat() {
		name = lang.T("%s (you)", name)
	}
	return name
}

// seatState is a taken seat's connection, and its dot's colour ("" for a
// seat nobody holds).
func (s *Scene) seatState(i int, seat wire.Seat) (string, color.Color) {
	switch {
	case !seat.Taken:
		return "", nil
	case i == s.L.Seat() && !s.up():
		return lang.T("reconnecting"), game.Greyed
	case seat.Covered:
		return lang.T("away: a bot plays"), game.Gilt
	case !seat.Online:
		return lang.T("away"), game.Greyed
	}
	return lang.T("online"), game.GoodGreen
}

// tableLine says the table's version and what it waits for.
func (s *Scene) tableLine() string {
	version := lang.T("Basic version.")
	if s.L.Session().Table().Version == wire.Magic {
		version = lang.T("Magic version.")
	}
	if s.L.Started() {
		return version + " " + lang.T("The game has started: to the table.")
	}
	if s.L.Watching() {
		return version + " " + lang.T("You watch this table, at no seat: its game shows here once every seat is taken.")
	}
	free := s.L.Free()
	return version + " " + lang.N("Waiting for %d more player; the game starts as soon as every seat is taken.",
		"Waiting for %d more players; the game starts as soon as every seat is taken.", free, free)
}
