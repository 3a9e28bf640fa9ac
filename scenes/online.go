package scenes

import (
	"image/color"
	"strings"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/modes"

	"github.com/hajimehoshi/ebiten/v2"
)

// onlinePlay is what the table keeps of a game a server runs: its online
// side, the lobby that leaving the table goes back to, and the connection
// as the table last showed it. The bots play at the server, there is no
// hand-off (each person has their own screen), no save, no take-back.
type onlinePlay struct {
	game.Online
	lobby game.Scene
	// lost: the connection is down (its words in lostText); backFor is
	// how many ticks "Connection back." still shows once it is up again.
	lost     bool
	lostText string
	backFor  int
}

// connectionBackTicks is how long "Connection back." shows: four seconds.
const connectionBackTicks = 240

// NewOnlineTable puts a game a server runs on the table: the same table
// as a game of this window's, fed by the server. Leaving it (the menu, or
// game over) switches back to lobby.
func NewOnlineTable(ctx *game.Context, g game.OnlineGame, lobby game.Scene) game.Scene {
	t := assemble(ctx, g)
	t.online = &onlinePlay{Online: g, lobby: lobby}
	t.host.Online, t.host.Lobby = g, lobby
	t.words.NoRecaps = true
	g.Pump()
	if !t.online.takeFresh(t) {
		t.resync()
		t.round.Number = g.Round()
	}
	ctx.UI.HoldTips(ctx.In.Mouse)
	t.mode = t.route()
	return t
}

// follow takes what arrived from the server, before the table reads the
// game this tick: a view replaced whole, the server's own log lines, its
// refusals of this seat's moves (said as the engine's refusals are), and
// the connection's state.
func (o *onlinePlay) follow(ctx *game.Context, t *Table) {
	o.Pump()
	if o.takeFresh(t) {
		ctx.Busy()
	}
	for _, n := range o.TakeNotices() {
		t.log.AddWords(-1, n.Words)
	}
	for _, r := range o.TakeRefusals() {
		t.say(refusalSentence(r))
	}
	text, up := o.Connection()
	ctx.SetStatus("online-connection", text) // the probe's: an online table, and how its connection is
	switch {
	case !up && (!o.lost || text != o.lostText):
		o.lost, o.lostText, o.backFor = true, text, 0
		ctx.Busy()
	case up && o.lost:
		o.lost, o.backFor = false, connectionBackTicks
		ctx.Busy()
	case o.backFor > 0:
		if o.backFor--; o.backFor == 0 {
			ctx.Busy()
		}
	}
	// Moves, the server's lines and the connection come without input.
	ctx.KeepAwake()
}

// takeFresh puts a view the server replaced whole on the table (the table
// joined, joined again after a lost connection): the board as it is now,
// without animating, and the log rebuilt from the whole game so far with
// the server's lines in their places. It reports whether there was one.
func (o *onlinePlay) takeFresh(t *Table) bool {
	f, ok := o.TakeFresh()
	if !ok {
		return false
	}
	t.Game.TakeEvents() // in the view and in the log already
	t.q = animQueue{}
	t.round = roundStats{modes.RoundStats{Number: t.Game.Round()}}
	rebuildOnlineLog(t, f)
	t.resync()
	t.placeVizier()
	return true
}

// rebuildOnlineLog writes the log of the game so far: each move's events
// end with the decision they lead to (EvPending), which is how the
// server's lines, numbered by the moves before them, find their places.
func rebuildOnlineLog(t *Table, f game.Fresh) {
	t.rebuildLog(nil)
	moves, next := 0, 0
	noticesUpTo := func(moves int) {
		for ; next < len(f.Notices) && f.Notices[next].Moves <= moves; next++ {
			t.log.AddWords(-1, f.Notices[next].Words)
		}
	}
	for _, e := range f.Log {
		noticesUpTo(moves)
		t.words.Describe(e)
		t.round.note(e)
		if e.Type == engine.EvPending {
			moves++
		}
	}
	noticesUpTo(len(f.Log) + len(f.Notices) + t.Game.Moves())
}

// drawConnection says plainly over the log that the connection is lost
// and being made again, and for a moment that it is back.
func (o *onlinePlay) draw(dst *ebiten.Image, t *Table) {
	if !o.lost && o.backFor == 0 {
		return
	}
	u := t.ctx.UI
	face := u.Face(18, true)
	log := t.hand.logArea()
	msg, fill := lang.T("Connection back."), color.Color(color.RGBA{0x1F, 0x5E, 0x3A, 0xF0})
	if o.lost {
		msg, fill = lang.T("%s You can move again once it is back.", o.lostText), game.Wine
	}
	lines := game.Wrap(msg, face, float64(log.Dx()-28))
	r := saveBand(log, len(lines))
	u.Shapes.RoundRect(dst, r, 12, fill, game.GiltLight, 2)
	for i, l := range lines {
		u.Text.Draw(dst, strings.TrimSpace(l), face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+8+i*saveLineH), game.Center, game.Parchment)
	}
}

// refusalSentence is a server's refusal as a sentence, as the engine's
// are said: a capital first letter and a full stop.
func refusalSentence(s string) string {
	s = strings.TrimSpace(s)
	if s != "" && !strings.HasSuffix(s, ".") {
		s += "."
	}
	return modes.Capitalized(s)
}
