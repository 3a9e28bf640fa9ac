// Package scenes is the table: the game on screen, its shared tick
// (animation, bots, pause, speed), its panel, hand and log. What the table
// asks or shows at a given moment is one of its modes (scenes/modes).
package scenes

import (
	"image"
	"log"
	"math"
	"strconv"
	"time"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/modes"

	"github.com/hajimehoshi/ebiten/v2"
)

// Table is the game on screen, one scene. The engine's state stays the
// only truth, inside the session (or at the server, online); view is what
// the board shows, and lags the game while events animate. What the table
// asks or shows at a given moment is its mode; the table runs the shared
// tick (animation, bots, pause, speed) and routes to the mode the game
// calls for.
type Table struct {
	ctx *game.Context
	// Game is the game in play: this window's session, or a game a server
	// runs (online.go), read and played the same way.
	Game game.InPlay
	// S is the game when this window runs it: its save, take-back, the
	// bots' turns, a rematch, its history and record. Nil online.
	S *game.Session
	// online is the game a server runs (nil: this window's).
	online *onlinePlay
	// board draws the table's picture: its View is the display model,
	// which lags the game while events animate, and its stage the vizier,
	// caption and banner the events set (scenes/board).
	board *board.Board
	// probeView is scratch space for the test probe's status.
	probeView engine.View
	q         animQueue
	log       gamelog.Log
	// words writes the events' words to log; hands are what the events'
	// kinds change as they play.
	words gamelog.Teller
	hands stagehand
	// logLang is the language the log's lines are written in: when the
	// player changes it (Settings, over the table) they are told again.
	logLang lang.Tag

	round        roundStats
	message      string // a refusal from the engine, shown briefly
	messageT     int
	messageFor   int    // the viewer it was said to: only they see it
	messageShown string // the message as last drawn ("" none), to redraw when it comes or goes
	stillSince   int64  // ctx.Frames when the animation queue emptied (-1: busy)
	// stillFor is how long the animation queue has been empty.
	stillFor time.Duration

	// messageAt is where the pointer was when the message was said: the
	// message shows there, where the player is looking.
	messageAt image.Point

	mode  modes.Mode // what the table asks or shows now
	fade  game.Fader // the cross-fade from the previous mode
	panel panel
	// lifted is the token being dragged out of the tray (-1 none): the
	// tray leaves its place empty.
	lifted int
	// hand is the viewer's spell hand and artifacts behind the screen
	// (hand.go).
	hand hand

	// modes are the moments the table routes between (scenes/modes);
	// host is the table as they see it.
	modes *modes.Set
	host  *modes.Host

	// guide is the guided first game's script (guide.go); nil otherwise.
	guide *game.Guide
	// saves is what the table shows of the autosave (savewatch.go).
	saves saveWatch
}

// roundStats are the public gains of the round, for the summary, as the
// events' kinds note them.
type roundStats struct{ modes.RoundStats }

// NewTable puts a session on the table and returns the scene to show.
func NewTable(ctx *game.Context, s *game.Session) game.Scene {
	t := assemble(ctx, s)
	t.startDisplay()
	t.round.Number = s.Round()
	t.log.Round = s.Round()
	if s.Resumed {
		t.restore() // resume.go: the log, the display and what was still to show
	}
	t.q.pending = append(t.q.pending, s.TakeEvents()...)
	ctx.OnClose = s.Save
	// The pointer rests where the set-up screen's button was clicked, over
	// the board: its space's help must not open over the tokens there
	// until the player moves it.
	ctx.UI.HoldTips(ctx.In.Mouse)
	if ctx.FastBots {
		s.SliceBudget = fastBotSlice
		s.ThinkTime = 0 // a fixed budget: tests replay the same game
	}
	t.mode = t.route()
	return t
}

// assemble wires a table's parts around a session: its board (which
// draws what the queue plays), the log's words, the stagehand the events'
// kinds act through, and its modes. A context without assets (a test of
// the table's logic alone) gives a board that cannot draw.
func assemble(ctx *game.Context, g game.InPlay) *Table {
	t := &Table{ctx: ctx, Game: g, stillSince: -1, lifted: -1}
	t.S, _ = g.(*game.Session)
	if ctx != nil {
		t.board = board.New(ctx.Assets, ctx.UI, board.SessionSeats{InPlay: g})
	} else {
		t.board = board.New(nil, nil, board.SessionSeats{InPlay: g})
	}
	t.board.Anim = &t.q
	t.words = gamelog.Teller{Log: &t.log, S: g}
	t.logLang = lang.Current()
	t.hand = hand{Game: g, board: t.board}
	t.hands = stagehand{board: t.board, words: &t.words, q: &t.q, Game: g, round: &t.round}
	if ctx != nil {
		t.hands.audio = ctx.Audio
	}
	t.host = &modes.Host{Scene: t, Ctx: ctx, Game: g, S: t.S, Board: t.board, Round: &t.round.RoundStats,
		Table: tableForModes{t}, Panel: panelForModes{t}}
	t.modes = modes.New(t.host)
	t.hand.Lit = &t.modes.Casting.Lit
	return t
}

// Name is the probe/screenshot name: the mode's.
func (t *Table) Name() string { return t.mode.Name() }

// Update runs the shared tick, then the mode the game calls for.
func (t *Table) Update(ctx *game.Context) error {
	m := t.mode
	next := t.update(ctx, !m.HoldsEscape())
	if next == nil {
		return nil // the menu opened over the table
	}
	if next == m {
		m.Update(ctx)
		next = t.route()
	}
	t.enter(ctx, next)
	return nil
}

// followLanguage has the log's lines written again in the language the
// player chose over the table.
func (t *Table) followLanguage() {
	if now := lang.Current(); now != t.logLang {
		t.logLang = now
		t.words.Reword()
	}
}

// enter switches to mode m with a short cross-fade.
func (t *Table) enter(ctx *game.Context, m modes.Mode) {
	if m == t.mode {
		return
	}
	if l, ok := t.mode.(modes.Leaver); ok {
		l.Leave()
	}
	t.fade.Start(t.mode.Draw)
	t.mode, t.lifted = m, -1
	ctx.Scenes.Touch()
}

// Draw paints the mode, fading in from the previous one.
func (t *Table) Draw(dst *ebiten.Image) {
	t.fade.Draw(dst, t.mode.Draw)
	t.drawSaveNote(dst)
	if t.online != nil {
		t.online.draw(dst, t) // online.go: the connection's state
	}
}

// fastBotSlice is the bots' thinking time per tick under the test setting
// FastBots: long frames do not matter to a test, waiting ticks does.
const fastBotSlice = 40 * time.Millisecond

// resync copies the engine's view for the seat on screen over the display.
func (t *Table) resync() {
	t.Game.ViewInto(&t.board.View)
	t.board.Tallying = t.board.View.Phase != engine.PhasePlace && t.board.View.Phase != engine.PhaseStart
}

// who names a seat in the log. Always the seat's name, so every line reads
// the same way whoever is watching.
func (t *Table) who(seat int) string { return t.Game.Name(seat) }

// update runs the shared part of every tick: pause, speed keys,
// animation, bots. It returns the mode the game now calls for, or nil
// when the menu opened.
func (t *Table) update(ctx *game.Context, allowPause bool) modes.Mode {
	t.fade.Tick()
	if t.fade.Active() {
		ctx.Busy() // every frame of a fade is a new picture
	}
	in := ctx.In
	if allowPause && in.Cancel() {
		t.pause(ctx)
		return nil
	}
	if t.online != nil {
		t.online.follow(ctx, t) // online.go
	}
	t.followLanguage()
	if t.boardHelp(ctx) {
		return nil // the rules opened over the table (rules_link.go)
	}
	// While a person decides, the digit keys are theirs (a token to pick,
	// the Tent's card 1 or 2, the camel's seat); otherwise 1-4 set the
	// animation speed.
	digitsPick := !t.q.Busy() && t.Game.Prompt().Yours
	for i, k := range modes.DigitKeys[1:5] {
		if !digitsPick && in.Key(k) {
			ctx.Settings.Speed = game.Speed(i)
			ctx.SaveSettings()
		}
	}
	if in.Key(ebiten.KeyTab) {
		ctx.Settings.Speed = (ctx.Settings.Speed + 1) % game.NumSpeeds
		ctx.SaveSettings()
	}
	t.q.pending = append(t.q.pending, t.Game.TakeEvents()...)
	if t.q.Busy() && in.Skip() {
		t.q.skip()
	}
	if t.messageT > 0 {
		t.messageT--
	}
	t.q.step(ctx.Settings.Speed, ctx.Elapsed(), &t.hands)
	// After the step: the tick an animation ends is the tick the person's
	// choices light up, with the mode the table routes to.
	t.lightPlayable()
	t.panel.update(ctx, t)
	if _, ok := ctx.Scenes.Top().(*Recap); ok {
		return nil // a round's recap opened from the log: the game waits behind it
	}
	moved := false
	if t.q.Busy() {
		t.stillSince, t.stillFor = -1, 0
	} else {
		if t.stillSince < 0 {
			t.stillSince = ctx.Frames
		} else {
			t.stillFor += ctx.Elapsed()
		}
		t.settled()
		// The bot's beat is the clock's, from the moment the animation
		// stopped: until it is over the bot may think but not move.
		beat := math.MaxInt32
		if t.stillFor >= botBeat(ctx.Settings, ctx.Settings.Speed) || ctx.FastBots {
			beat = 0
		}
		// A bot starts thinking once the last frames of the animation
		// are drawn, so its search never shares a frame with a repaint
		// (in a browser without a GPU a repaint alone takes most of 100 ms).
		settled := ctx.Frames-t.stillSince > settleBeforeThinking || ctx.FastBots
		if settled && !t.Game.Prompt().Handoff && t.S != nil { // online the bots play at the server
			var err error
			if moved, err = t.S.BotTick(beat); err != nil {
				t.botFault(err)
			}
		}
	}
	// A bot's move is animated from the next tick on, even when a human is
	// to play next: the app must not fall asleep in between. While a bot
	// waits out its beat nothing on screen changes, so the game keeps
	// ticking without redrawing.
	shown := ""
	if t.messageT > 0 {
		shown = t.message
		ctx.KeepAwake() // it counts down to its disappearance
	}
	if moved || t.q.Busy() || shown != t.messageShown {
		t.messageShown = shown
		ctx.Busy()
	} else if !t.Game.Prompt().Over && !t.Game.IsHuman(int(t.Game.Prompt().Decision.Seat)) {
		ctx.KeepAwake()
	}
	if !t.q.Busy() && !t.Game.HasEvents() && t.S != nil {
		// Every event is shown: a game resumed from the autosave shows
		// again only what comes after this (resume.go).
		t.S.MarkSeen()
	}
	t.publish(ctx)
	t.watchSave(ctx)
	return t.route()
}

// lightPlayable marks what the person to act may play now (the casting's
// lit cards and artifacts), and why each other card of theirs may not be
// cast.
func (t *Table) lightPlayable() {
	t.modes.Casting.Light()
	t.hand.noteHandWhy(t.q.Busy())
}

// pause opens the pause menu: over an online game, the menu that goes
// back to the lobby (the game goes on at the server).
func (t *Table) pause(ctx *game.Context) {
	if t.online != nil {
		game.OverlayOnlinePause(ctx, t.online.lobby)
		return
	}
	game.OverlayPause(ctx, t.S)
}

// settleBeforeThinking is how many frames a bot waits after an animation
// before it thinks: the app repaints a frame or two after the last busy
// tick. Frames, not ticks: a lagging game runs several ticks per frame.
const settleBeforeThinking = 3

// route picks the mode for the current moment of the game.
func (t *Table) route() modes.Mode {
	if t.q.Busy() {
		switch {
		case t.q.overPending:
			return t.modes.GameOver
		case t.q.summaryPending:
			return t.modes.Summary
		case t.board.Tallying:
			return t.modes.Tally
		}
		return t.modes.Placement
	}
	st, p := t.Game, t.Game.Prompt()
	if p.Over {
		return t.modes.GameOver
	}
	if p.Handoff {
		return t.modes.Handoff
	}
	if p.Yours {
		return t.modes.Answering(p.Decision.Type)
	}
	if st.Phase() == engine.PhasePlace || st.Phase() == engine.PhaseStart {
		return t.modes.Placement
	}
	return t.modes.Tally
}

// submit sends a human's action to the engine; a refusal is shown, never
// applied (the engine leaves its state unchanged).
func (t *Table) submit(a engine.Action) bool {
	if !t.guideAllows(a) {
		return false
	}
	if err := t.Game.Submit(a); err != nil {
		t.say(lang.Refusal(err))
		return false
	}
	t.hands.ownMove = true
	return true
}

// say shows a refusal or error briefly beside the pointer (see toast.go),
// never in the shared log: it may speak of the viewer's own tokens or
// treasure, so only the viewer who caused it sees it.
func (t *Table) say(msg string) {
	t.message, t.messageT, t.messageFor = msg, toastTicks, t.Game.ViewerSeat()
	t.messageAt = t.ctx.In.Mouse
}

// publish tells the test probe what is going on.
func (t *Table) publish(ctx *game.Context) {
	st, p := t.Game, t.Game.Prompt()
	d := p.Decision
	ctx.SetStatus("round", game.Itoa(st.Round()))
	ctx.SetStatus("casting", "") // the casting mode says otherwise, after this
	ctx.SetStatus("decision", d.Type.String())
	ctx.SetStatus("seat", game.Itoa(int(d.Seat)))
	ctx.SetStatus("viewer", game.Itoa(t.Game.ViewerSeat()))
	busy := "no"
	if t.q.Busy() || t.Game.HasEvents() {
		busy = "yes"
	}
	ctx.SetStatus("animating", busy)
	summary := ""
	if t.q.summaryPending {
		summary = game.Itoa(t.round.Number)
	}
	ctx.SetStatus("summary", summary)
	ctx.Thinking = t.S != nil && t.S.Thinking()
	over := "no"
	if p.Over {
		over = "yes"
	}
	ctx.SetStatus("over", over)
	// The board and tray as the engine has them (not the display, which
	// lags while events wait to be animated).
	t.Game.ViewInto(&t.probeView)
	ctx.SetStatus("board", board.Summary(&t.probeView))
	ctx.SetStatus("tray", traySummary(&t.probeView, t.Game.ViewerSeat()))
	// The public facts alone (what a spectator's view shows now): two
	// screens at one online table, each its own seat, agree on them.
	public := t.probeView.Public()
	ctx.SetStatus("public", strconv.FormatUint(public.Hash(), 16))
	// The board as drawn now (the display model, mid-animation).
	ctx.SetStatus("shown", board.Summary(&t.board.View))
}

// closeSummary releases the round-end hold after the summary.
func (t *Table) closeSummary() {
	t.q.summaryPending = false
	t.q.release()
}

// botFault reports a bot's move that the rules refused: a fault of the
// game, not a player's refusal, so it is no toast. The table reads one
// plain line (the move itself could name the bot's hidden token); the
// details go to the program's error output. The bot retries every tick,
// so the line is written once.
func (t *Table) botFault(err error) {
	line := lang.T("A bot tried a move the rules refuse: this is a fault in the game.")
	if n := len(t.log.Entries); n > 0 && t.log.Entries[n-1].Text == line {
		return
	}
	log.Printf("aladdin: %v", err)
	t.log.Add(-1, "%s", line)
}
