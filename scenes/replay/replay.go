// Package replay is a finished or imported game looked back at, step by
// step: the board through scenes/board, the log through scenes/gamelog,
// never a table. The other screens open it through game.NewReplay.
package replay

import (
	"image"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is a finished or imported game looked back at: the board as
// it stood after any step (one action and its events), stepped forwards
// and backwards or round by round, played on its own, with the log in
// step and everything hidden shown (the game is over). It draws with the
// table's own board and seat cards (scenes/board) and writes the log in
// the table's words; it submits nothing and never touches the autosave.
type Scene struct {
	ctx *game.Context
	r   *game.Replay
	// S is the record's session, replayed to the step on show.
	S     *game.Session
	board *board.Board
	log   gamelog.Log
	words gamelog.Teller
	// logView lays out and scrolls the log.
	logView gamelog.View
	disp    game.Display
	// back is the scene Close returns to (game over, or the recent games).
	back game.Scene
	// logAt is the step the log was built up to.
	logAt int
	// playing steps on by itself, one step every replayBeat ticks (scaled
	// by the animation speed); nextAt is the tick of the next step.
	playing bool
	nextAt  int64
	// dragging: the slider's knob is held.
	dragging bool

	roundBack, stepBack, play, stepOn, roundOn, close game.Button
}

// replayBeat is the ticks between two steps while the replay plays, at
// normal speed.
const replayBeat = 40

// New opens a game for looking back, at its first step, returning
// to back when closed. A record that does not replay is an error, in
// plain words.
func New(ctx *game.Context, g *game.ArchivedGame, back game.Scene) (*Scene, error) {
	r, err := game.OpenReplay(g)
	if err != nil {
		return nil, err
	}
	rv := &Scene{ctx: ctx, r: r, back: back, logAt: -1, S: r.Session()}
	rv.board = board.New(ctx.Assets, ctx.UI, board.SessionSeats{InPlay: rv.S})
	rv.words = gamelog.Teller{Log: &rv.log, S: rv.S, Open: true}
	rv.seek(0)
	return rv, nil
}

// Name is the probe/screenshot name.
func (rv *Scene) Name() string { return "replay" }

// seek shows step k: the board, the hidden values and the log.
func (rv *Scene) seek(k int) {
	rv.r.Seek(k)
	k = rv.r.At()
	rv.r.DisplayInto(&rv.disp)
	b := rv.board
	b.View = rv.disp.View
	b.Tallying = b.View.Phase != engine.PhasePlace && b.View.Phase != engine.PhaseStart && b.View.Round > 0
	b.VizierAt = board.VizierHome()
	if b.Tallying && int(b.View.Tally) < engine.NumSpaces {
		b.VizierAt = assets.VizierPath(int(b.View.Tally))
	}
	rv.buildLog(k)
	rv.ctx.Scenes.Touch()
}

// buildLog writes the log up to step k through the live log's own words
// (describe), every line in its full form: the game is over, nothing in
// it is private any more. Forwards it only adds the new steps' lines, so
// a step reached either way reads the same.
func (rv *Scene) buildLog(k int) {
	from := rv.logAt
	if from < 0 || k < from {
		rv.log = gamelog.Log{}
		from = 0
	}
	first := len(rv.log.Entries)
	for s := from + 1; s <= k; s++ {
		for _, e := range rv.r.Events(s) {
			rv.words.Describe(e)
		}
	}
	for i := first; i < len(rv.log.Entries); i++ {
		e := &rv.log.Entries[i]
		if e.Private != "" {
			e.Text, e.Private, e.Readers = e.Private, "", engine.Everyone
		}
	}
	rv.log.Version++
	rv.logView.Scroll = 0
	rv.logAt = k
}

// Update answers the controls: the buttons, the slider, the keys (Left
// and Right step, Up and Down go by rounds, Space plays, Esc closes).
func (rv *Scene) Update(ctx *game.Context) error {
	in := ctx.In
	rv.layoutButtons()
	n := rv.r.Steps()
	k := rv.r.At()
	target := k
	if rv.close.Update(ctx) || in.Cancel() {
		ctx.Scenes.Switch(rv.back)
		return nil
	}
	if rv.play.Update(ctx) || in.Key(ebiten.KeySpace) {
		rv.playing = !rv.playing && k < n
		rv.nextAt = ctx.Tick + rv.beat(ctx)
	}
	if rv.stepBack.Update(ctx) || in.Key(ebiten.KeyLeft) {
		target, rv.playing = k-1, false
	}
	if rv.stepOn.Update(ctx) || in.Key(ebiten.KeyRight) {
		target, rv.playing = k+1, false
	}
	if rv.roundBack.Update(ctx) || in.Key(ebiten.KeyUp) || in.Key(ebiten.KeyPageUp) {
		target, rv.playing = rv.roundBefore(k), false
	}
	if rv.roundOn.Update(ctx) || in.Key(ebiten.KeyDown) || in.Key(ebiten.KeyPageDown) {
		target, rv.playing = rv.roundAfter(k), false
	}
	if s, ok := rv.updateSlider(ctx); ok {
		target, rv.playing = s, false
	}
	if rv.playing {
		ctx.KeepAwake()
		if ctx.Tick >= rv.nextAt {
			target = k + 1
			rv.nextAt = ctx.Tick + rv.beat(ctx)
		}
		if target >= n {
			rv.playing = false
		}
	}
	if target != k {
		rv.seek(target)
		ctx.Busy()
	}
	rv.logView.Rect = rv.logRect()
	if in.In(rv.logView.Rect) && in.Wheel != 0 {
		rv.logView.Scroll = max(0, rv.logView.Scroll+int(in.Wheel*3))
	}
	rv.logView.Layout(ctx.UI, &rv.log, rv.S)
	if n := rv.logView.RecapLinkClicked(ctx); n > 0 {
		_ = game.OpenRecap(ctx, rv.S, n, rv.r.RoundEnds) // the record replayed when opened
	}
	rv.tips(ctx)
	rv.publish(ctx)
	return nil
}

// beat is the ticks between two steps while playing, at the chosen speed.
func (rv *Scene) beat(ctx *game.Context) int64 {
	return max(int64(float64(replayBeat)*ctx.Settings.Speed.Scale()), 4)
}

// roundBefore is the start of the round on show, or of the one before
// when already at its start.
func (rv *Scene) roundBefore(k int) int {
	prev := 0
	for _, s := range rv.r.RoundStarts() {
		if s >= k {
			break
		}
		prev = s
	}
	return prev
}

// roundAfter is the start of the next round (the end of the game after
// the last).
func (rv *Scene) roundAfter(k int) int {
	for _, s := range rv.r.RoundStarts() {
		if s > k {
			return s
		}
	}
	return rv.r.Steps()
}

// publish tells the test probe where the replay stands.
func (rv *Scene) publish(ctx *game.Context) {
	ctx.SetStatus("replay-step", game.Itoa(rv.r.At()))
	ctx.SetStatus("replay-steps", game.Itoa(rv.r.Steps()))
	ctx.SetStatus("replay-round", game.Itoa(rv.r.Round(rv.r.At())))
	ctx.SetStatus("replay-playing", map[bool]string{true: "yes", false: "no"}[rv.playing])
	ctx.SetStatus("shown", board.Summary(&rv.board.View))
	ctx.SetStatus("replay-hidden", rv.hiddenSummary())
}

// hiddenSummary lists what the replay shows that the table hid, for the
// probe: each face-down token's value ("seat@space:value") and the
// face-down guard.
func (rv *Scene) hiddenSummary() string {
	var parts []string
	v := &rv.disp.View
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; !tv.Face && tv.Value > 0 {
			parts = append(parts, game.Itoa(int(tv.Seat))+"@"+game.Itoa(int(tv.Space))+":"+game.Itoa(int(tv.Value)))
		}
	}
	if rv.disp.HiddenGuard > 0 {
		parts = append(parts, "guard:"+game.Itoa(int(rv.disp.HiddenGuard)))
	}
	return strings.Join(parts, " ")
}

// Draw paints the board at the step on show, the hidden values over it,
// and the replay's panel.
func (rv *Scene) Draw(dst *ebiten.Image) {
	rv.board.Draw(dst, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
	rv.drawHiddenOnBoard(dst)
	rv.drawPanel(dst)
}

// The replay, for the other screens to open through game.Screens.
func init() {
	game.Screens.Replay = func(ctx *game.Context, g *game.ArchivedGame, back game.Scene) (game.Scene, error) {
		rv, err := New(ctx, g, back)
		if err != nil {
			return nil, err // not a nil *Scene in a non-nil game.Scene
		}
		return rv, nil
	}
}
