package modes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// React is a reaction window put to a person (decisions D34-D36): what
// just happened, what they may do (play a lit spell card or artifact from
// their screen, with its targets on the board), or Pass; and "don't ask me
// again this round" (D22). The engine asks only those who could change
// something, so this shows only when there is a real choice.
type React struct {
	t     *Host
	cast  *Casting
	pass  game.Button
	quiet game.Chip
	// counters are the Counterspell's replies, one per spell it may
	// cancel, named on their buttons.
	counters   []game.Button
	counterFor []engine.Action
}

func (r *React) Name() string {
	if r.cast.activeIn(r) {
		return "react-casting"
	}
	return "react"
}

// HoldsEscape: while casting, Escape goes back a step, not to the menu.
func (r *React) HoldsEscape() bool { return r.cast.activeIn(r) }

// Leave abandons a half-chosen spell.
func (r *React) Leave() {
	r.cast.forget()
}

func (r *React) Update(ctx *game.Context) {
	t := r.t
	p := t.Game.Prompt()
	legal := p.Legal
	if a, ok := r.cast.turn(ctx, r, legal); ok {
		t.Submit(a)
		r.cast.stop()
		return
	}
	if r.cast.activeIn(r) {
		return
	}
	r.counters, r.counterFor = r.counters[:0], r.counterFor[:0]
	for _, a := range legal {
		if a.Type == engine.ActInvoke && a.Art == engine.Counterspell && int(a.Play) < int(t.Board.View.Win.N) {
			r.counterFor = append(r.counterFor, a)
		}
	}
	box := r.boxRect()
	x := box.Min.X + 24
	face := ctx.UI.Face(20, true) // a button's label size
	for i, a := range r.counterFor {
		label := lang.T("Counterspell: cancel %s", playOf(t, t.Board.View.Win.Plays[a.Play]))
		w := int(game.TextWidth(label, face)) + 36
		r.counters = append(r.counters, game.Button{Rect: image.Rect(x, box.Min.Y+84, x+w, box.Min.Y+122),
			Label: label, Enabled: true, Name: "counter:" + game.Itoa(int(a.Play))})
		x += w + 12
		hoverTip(ctx, r.counters[i].Rect, playTip(t.Board.View.Win.Plays[a.Play])) // arttips.go
		if r.counters[i].Update(ctx) {
			t.Submit(a)
			return
		}
	}
	r.pass = game.Button{Rect: image.Rect(box.Max.X-220, box.Max.Y-60, box.Max.X-24, box.Max.Y-16), Label: lang.T("Pass (Enter)"),
		Primary: true, Enabled: true, Name: "pass"}
	if r.pass.Update(ctx) || ctx.In.Confirm() {
		t.Submit(engine.Action{Type: engine.ActPass, Seat: p.Decision.Seat}.Canonical())
		return
	}
	if t.S == nil {
		return // online the server asks every time: no quiet to ask for
	}
	r.quiet = game.Chip{Rect: image.Rect(box.Min.X+24, box.Max.Y-58, box.Min.X+380, box.Max.Y-18), Label: lang.T("Don't ask me again this round"),
		Enabled: true, On: t.S.Quiet(), Name: "quiet",
		Help: lang.T("Until this round ends you will not be asked to answer; the game passes for you. Your own turns are still yours.")}
	if r.quiet.Update(ctx) {
		if err := t.S.SetQuiet(!t.S.Quiet()); err != nil {
			t.Say(err.Error())
		}
	}
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
	if w := &r.t.Board.View.Win; w.Kind == engine.WinSpace && w.Space.IsCave() {
		return image.Rect(b.Min.X+b.Dx()/2-430, b.Min.Y+60, b.Min.X+b.Dx()/2+430, b.Min.Y+60+h)
	}
	return image.Rect(b.Min.X+b.Dx()/2-430, b.Max.Y-20-h, b.Min.X+b.Dx()/2+430, b.Max.Y-20)
}

func (r *React) Draw(dst *ebiten.Image) {
	t := r.t
	u := t.Ctx.UI
	o := board.Options{Hover: -1, PeekAt: t.Ctx.In.Mouse}
	r.cast.light(&o)
	t.Board.Draw(dst, o)
	t.DrawPanel(dst, false)
	if r.cast.activeIn(r) {
		r.cast.draw(dst)
		t.DrawToast(dst)
		return
	}
	box := r.boxRect()
	u.Shapes.RoundRect(dst, box.Add(image.Pt(5, 7)), 18, color.RGBA{0, 0, 0, 0x60}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, box, 18, game.Parchment, game.Gilt, 3)
	x, y := float64(box.Min.X+24), float64(box.Min.Y+16)
	u.Text.Draw(dst, windowSituation(t), u.Face(20, true), x, y, game.Left, game.Wine)
	u.Text.Draw(dst, u.ForTouch(lang.T("You may answer: click a lit spell card or artifact on your screen, or pass.")), u.Face(18, false), x, y+34, game.Left, game.Ink)
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
	drawPrompt(dst, u, lang.T("Your answer, %s?", t.Game.Name(t.Game.ViewerSeat())))
	t.DrawToast(dst)
}

// windowSituation says in a line why the window is open.
func windowSituation(t *Host) string {
	w := &t.Board.View.Win
	switch w.Kind {
	case engine.WinPlacement:
		return lang.T("%s played magic on their turn.", t.Game.Name(int(w.Opener)))
	case engine.WinSpace:
		return lang.T("The vizier reveals %s, before it is settled.", gamelog.PlaceName(w.Space))
	case engine.WinSmuggler:
		return lang.T("The caves are settled: the last moment before the city.")
	}
	return lang.T("A moment for magic.")
}

// playWhat names what a play played: a spell, or "the" artifact.
func playWhat(p engine.Play) string {
	if p.Spell != engine.NoSpell {
		return lang.Spell(p.Spell)
	}
	return gamelog.ArtifactName(p.Art)
}

// playOf names a play with its player: "Ali's Teleport".
func playOf(t *Host, p engine.Play) string {
	return lang.T("%s's %s", t.Game.Name(int(p.Seat)), playWhat(p))
}

// windowPlays lists the plays made in the window so far.
func windowPlays(t *Host) string {
	w := &t.Board.View.Win
	var parts []string
	for i := 0; i < int(w.N); i++ {
		parts = append(parts, lang.T("%s played %s", t.Game.Name(int(w.Plays[i].Seat)), playWhat(w.Plays[i])))
	}
	if len(parts) == 0 {
		return ""
	}
	return lang.T("So far: %s.", ui.AndList(parts))
}
