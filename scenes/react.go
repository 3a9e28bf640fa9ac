package scenes

import (
	"image"
	"image/color"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"

	"github.com/hajimehoshi/ebiten/v2"
)

// React is a reaction window put to a person (decisions D34-D36): what
// just happened, what they may do (play a lit spell card or artifact from
// their screen, with its targets on the board), or Pass; and "don't ask me
// again this round" (D22). The engine asks only those who could change
// something, so this shows only when there is a real choice.
type React struct {
	t     *Table
	cast  caster
	pass  game.Button
	quiet game.Chip
	// counters are the Counterspell's replies, one per spell it may
	// cancel, named on their buttons.
	counters   []game.Button
	counterFor []engine.Action
}

func (r *React) name() string {
	if r.cast.active {
		return "react-casting"
	}
	return "react"
}

// holdsEscape: while casting, Escape goes back a step, not to the menu.
func (r *React) holdsEscape() bool { return r.cast.active }

// leave abandons a half-chosen spell.
func (r *React) leave() {
	r.cast.stop()
	r.t.hand.handLit, r.t.hand.handPicked, r.t.hand.artLit = 0, engine.NoSpell, [engine.NumArtifactTypes]bool{}
}

func (r *React) update(ctx *game.Context) {
	t := r.t
	r.cast.t = t
	p := t.Game.Prompt()
	legal := p.Legal
	if a, ok := castingTurn(ctx, t, &r.cast, legal); ok {
		t.submit(a)
		r.cast.stop()
		return
	}
	if r.cast.active {
		return
	}
	r.counters, r.counterFor = r.counters[:0], r.counterFor[:0]
	for _, a := range legal {
		if a.Type == engine.ActInvoke && a.Art == engine.Counterspell && int(a.Play) < int(t.board.View.Win.N) {
			r.counterFor = append(r.counterFor, a)
		}
	}
	box := r.boxRect()
	x := box.Min.X + 24
	face := ctx.UI.Face(20, true) // a button's label size
	for i, a := range r.counterFor {
		label := "Counterspell: cancel " + playOf(t, t.board.View.Win.Plays[a.Play])
		w := int(game.TextWidth(label, face)) + 36
		r.counters = append(r.counters, game.Button{Rect: image.Rect(x, box.Min.Y+84, x+w, box.Min.Y+122),
			Label: label, Enabled: true, Name: "counter:" + game.Itoa(int(a.Play))})
		x += w + 12
		hoverTip(ctx, r.counters[i].Rect, playTip(t.board.View.Win.Plays[a.Play])) // arttips.go
		if r.counters[i].Update(ctx) {
			t.submit(a)
			return
		}
	}
	r.pass = game.Button{Rect: image.Rect(box.Max.X-220, box.Max.Y-60, box.Max.X-24, box.Max.Y-16), Label: "Pass (Enter)",
		Primary: true, Enabled: true, Name: "pass"}
	if r.pass.Update(ctx) || ctx.In.Confirm() {
		t.submit(engine.Action{Type: engine.ActPass, Seat: p.Decision.Seat}.Canonical())
		return
	}
	if t.S == nil {
		return // online the server asks every time: no quiet to ask for
	}
	r.quiet = game.Chip{Rect: image.Rect(box.Min.X+24, box.Max.Y-58, box.Min.X+380, box.Max.Y-18), Label: "Don't ask me again this round",
		Enabled: true, On: t.S.Quiet(), Name: "quiet",
		Help: "Until this round ends you will not be asked to answer; the game passes for you. Your own turns are still yours."}
	if r.quiet.Update(ctx) {
		if err := t.S.SetQuiet(!t.S.Quiet()); err != nil {
			t.say(err.Error())
		}
	}
}

// castingTurn is the part of a turn shared by placement and the reaction
// window: it lights what the seat may play (hand cards and artifacts),
// starts casting on a click on one, and runs the casting's choices. It
// returns the action once every target is chosen.
func castingTurn(ctx *game.Context, t *Table, c *caster, legal []engine.Action) (engine.Action, bool) {
	t.hand.handPicked = engine.NoSpell
	defer func() { ctx.SetStatus("casting", c.status()) }()
	if c.active {
		if c.kind == engine.ActCast {
			t.hand.handPicked = c.spell
		}
		return c.update(ctx)
	}
	in := ctx.In
	if !in.Clicked {
		return engine.Action{}, false
	}
	if sp, ok := t.hand.handCardAt(in.Mouse); ok && t.hand.handLit.Has(sp) {
		in.Clicked = false
		ctx.Audio.Play(game.SoundClick)
		c.start(engine.ActCast, sp, 0, legal)
		t.hand.handPicked = sp
	} else if art, ok := t.artifactAt(in.Mouse); ok && int(art) < engine.NumArtifactTypes && t.hand.artLit[art] {
		in.Clicked = false
		ctx.Audio.Play(game.SoundClick)
		c.start(engine.ActInvoke, engine.NoSpell, art, legal)
	}
	if c.active {
		return c.done()
	}
	return engine.Action{}, false
}

// lightPlayable marks what the person to act may play now (their lit
// cards and artifacts), before the panel registers them as targets: each
// tick, from the legal actions, so the lit set is never a tick behind.
func (t *Table) lightPlayable() {
	t.hand.handLit, t.hand.artLit = 0, [engine.NumArtifactTypes]bool{}
	if p := t.Game.Prompt(); t.board.View.Magic && !t.q.Busy() && p.Yours {
		t.hand.handLit, t.hand.artLit = playable(p.Legal)
	}
	t.hand.noteHandWhy(t.q.Busy())
}

// reactBoxRect is the window's box, away from the space being tallied:
// over the palace while a cave is tallied, over the caves' lower part
// otherwise.
func (r *React) boxRect() image.Rectangle {
	b := assets.BoardRect()
	h := 170
	if len(r.counterFor) > 0 {
		h += 50 // a row for the Counterspell's replies
	}
	if w := &r.t.board.View.Win; w.Kind == engine.WinSpace && w.Space.IsCave() {
		return image.Rect(b.Min.X+b.Dx()/2-430, b.Min.Y+60, b.Min.X+b.Dx()/2+430, b.Min.Y+60+h)
	}
	return image.Rect(b.Min.X+b.Dx()/2-430, b.Max.Y-20-h, b.Min.X+b.Dx()/2+430, b.Max.Y-20)
}

func (r *React) draw(dst *ebiten.Image) {
	t := r.t
	u := t.ctx.UI
	o := board.Options{Hover: -1, PeekAt: t.ctx.In.Mouse}
	r.cast.light(&o)
	t.board.Draw(dst, o)
	t.panel.draw(dst, t, false)
	if r.cast.active {
		r.cast.draw(dst)
		t.drawToast(dst)
		return
	}
	box := r.boxRect()
	u.Shapes.RoundRect(dst, box.Add(image.Pt(5, 7)), 18, color.RGBA{0, 0, 0, 0x60}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, box, 18, game.Parchment, game.Gilt, 3)
	x, y := float64(box.Min.X+24), float64(box.Min.Y+16)
	u.Text.Draw(dst, windowSituation(t), u.Face(20, true), x, y, game.Left, game.Wine)
	u.Text.Draw(dst, "You may answer: click a lit spell card or artifact on your screen, or pass.", u.Face(18, false), x, y+34, game.Left, game.Ink)
	if plays := windowPlays(t); plays != "" && len(r.counters) == 0 {
		plays, face := u.Fit(plays, 17, false, float64(box.Dx()-48))
		u.Text.Draw(dst, plays, face, x, y+64, game.Left, game.Ink)
	}
	for i := range r.counters {
		r.counters[i].Draw(dst, u)
	}
	r.pass.Draw(dst, u)
	if t.S != nil {
		r.quiet.Draw(dst, u)
	}
	drawPrompt(dst, u, "Your answer, "+t.Game.Name(t.Game.ViewerSeat())+"?")
	t.drawToast(dst)
}

// windowSituation says in a line why the window is open.
func windowSituation(t *Table) string {
	w := &t.board.View.Win
	switch w.Kind {
	case engine.WinPlacement:
		return t.who(int(w.Opener)) + " played magic on their turn."
	case engine.WinSpace:
		return gamelog.Sentence(gamelog.PlaceName(w.Space) + " is revealed, before it is settled.")
	case engine.WinSmuggler:
		return "The caves are settled: the last moment before the city."
	}
	return "A moment for magic."
}

// playWhat names what a play played: a spell, or "the" artifact.
func playWhat(p engine.Play) string {
	if p.Spell != engine.NoSpell {
		return p.Spell.String()
	}
	return "the " + p.Art.String()
}

// playOf names a play with its player: "Ali's Teleport".
func playOf(t *Table, p engine.Play) string {
	return t.who(int(p.Seat)) + "'s " + playWhat(p)
}

// windowPlays lists the plays made in the window so far.
func windowPlays(t *Table) string {
	w := &t.board.View.Win
	var parts []string
	for i := 0; i < int(w.N); i++ {
		parts = append(parts, t.who(int(w.Plays[i].Seat))+" played "+playWhat(w.Plays[i]))
	}
	if len(parts) == 0 {
		return ""
	}
	return "So far: " + strings.Join(parts, "; ") + "."
}
