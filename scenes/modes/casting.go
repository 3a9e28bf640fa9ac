package modes

import (
	"image"
	"image/color"
	"sort"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// caster walks a player through one spell or artifact power: the card or
// artifact picked, then each target the rules leave open, one at a time,
// chosen on the board (a space, a cave, a room, a token) or in a small
// chooser (an artifact, the play a Counterspell cancels). Only legal
// targets are lit; every other target says on hover why not. Whatever is
// chosen comes from the engine's legal actions, filtered step by step, so
// the screen holds no rules of its own. Placement and the reaction window
// share it.
type caster struct {
	t      *Host
	active bool
	by     Mode              // the mode that started it, which runs and draws it
	kind   engine.ActionType // ActCast or ActInvoke
	spell  engine.Spell
	art    engine.Artifact
	// cands are the legal actions still matching the choices made.
	cands []engine.Action
	// field is the target being chosen now; choices are its values, each
	// with one matching action.
	field   targetField
	choices []engine.Action
	// confirm asks "Cast it?" for a card that needs no target, so one
	// stray click never plays a spell.
	confirm bool
	hover   int // the hovered space, or chooser row, -1 none

	back, ok game.Button
	rows     []game.Button
}

// Casting is the table's casting in one place: what the person to act
// may play now (Lit: the hand draws it, the panel lights the artifacts)
// and the spell or power being cast, which placement and the reaction
// window both run (whichever started it runs and draws it).
type Casting struct {
	Lit
	caster
}

// Active reports a spell or power being cast.
func (c *Casting) Active() bool { return c.active }

// Candidates are the legal actions still matching the choices made.
func (c *Casting) Candidates() []engine.Action { return c.cands }

// Stop abandons the casting.
func (c *Casting) Stop() { c.stop() }

// activeIn reports a casting that mode m started.
func (c *Casting) activeIn(m Mode) bool { return c.active && c.by == m }

// Light marks what the person to act may play now (their lit cards and
// artifacts), before the panel registers them as targets: each tick,
// from the legal actions, so the lit set is never a tick behind.
func (c *Casting) Light() {
	c.HandLit, c.ArtLit = 0, [engine.NumArtifactTypes]bool{}
	if p := c.t.Game.Prompt(); c.t.Board.View.Magic && !c.t.Animating() && p.Yours {
		c.HandLit, c.ArtLit = Playable(p.Legal)
	}
}

// forget abandons the casting and lights nothing: the mode that asked
// has left.
func (c *Casting) forget() {
	c.stop()
	c.HandLit, c.HandPicked, c.ArtLit = 0, engine.NoSpell, [engine.NumArtifactTypes]bool{}
}

// turn is the part of a turn shared by placement and the reaction window
// (by, the mode asking): it starts casting on a click on a lit hand card
// or artifact, and runs the casting's choices. It returns the action once
// every target is chosen.
func (c *Casting) turn(ctx *game.Context, by Mode, legal []engine.Action) (engine.Action, bool) {
	t := c.t
	c.HandPicked = engine.NoSpell
	defer func() { ctx.SetStatus("casting", c.status()) }()
	if c.active {
		if c.kind == engine.ActCast {
			c.HandPicked = c.spell
		}
		return c.update(ctx)
	}
	in := ctx.In
	if !in.Clicked {
		return engine.Action{}, false
	}
	if sp, ok := t.HandCardAt(in.Mouse); ok && c.HandLit.Has(sp) {
		in.Clicked = false
		ctx.Audio.Play(game.SoundClick)
		c.start(engine.ActCast, sp, 0, legal)
		c.HandPicked = sp
	} else if art, ok := t.ArtifactAt(in.Mouse); ok && int(art) < engine.NumArtifactTypes && c.ArtLit[art] {
		in.Clicked = false
		ctx.Audio.Play(game.SoundClick)
		c.start(engine.ActInvoke, engine.NoSpell, art, legal)
	}
	if c.active {
		c.by = by
		return c.done()
	}
	return engine.Action{}, false
}

// targetField is one of an action's target fields, in the order a player
// chooses them: what (an artifact, a play), then whom (a token), then
// where (a space, then a destination).
type targetField int

const (
	fieldNone targetField = iota
	fieldArt
	fieldPlay
	fieldHandle
	fieldSpace
	fieldTo
	fieldRest // anything else that still differs: offered by name
)

// value reads field f of a.
func (f targetField) value(a engine.Action) int {
	switch f {
	case fieldArt:
		return int(a.Art)
	case fieldPlay:
		return int(a.Play)
	case fieldHandle:
		return int(a.Handle)
	case fieldSpace:
		return int(a.Space)
	case fieldTo:
		return int(a.To)
	}
	return 0
}

// with returns a with field f set to v.
func (f targetField) with(a engine.Action, v int) engine.Action {
	switch f {
	case fieldArt:
		a.Art = engine.Artifact(v)
	case fieldPlay:
		a.Play = int8(v)
	case fieldHandle:
		a.Handle = uint8(v)
	case fieldSpace:
		a.Space = engine.Space(v)
	case fieldTo:
		a.To = engine.Space(v)
	}
	return a
}

// ask is what the prompt says while the field is chosen.
func (f targetField) ask() string {
	switch f {
	case fieldArt:
		return lang.Mark("choose the artifact")
	case fieldPlay:
		return lang.Mark("choose the play it cancels")
	case fieldHandle:
		return lang.Mark("click the token")
	case fieldSpace:
		return lang.Mark("click the space")
	case fieldTo:
		return lang.Mark("click where it goes")
	}
	return lang.Mark("choose how")
}

// Playable lists, from the legal actions, the spells the seat may cast and
// the artifacts it may invoke now.
func Playable(legal []engine.Action) (spells engine.SpellSet, arts [engine.NumArtifactTypes]bool) {
	for _, a := range legal {
		switch a.Type {
		case engine.ActCast:
			spells |= 1 << a.Spell
		case engine.ActInvoke:
			if int(a.Art) < engine.NumArtifactTypes {
				arts[a.Art] = true
			}
		}
	}
	return spells, arts
}

// start begins casting spell (kind ActCast) or invoking art (ActInvoke).
func (c *caster) start(kind engine.ActionType, spell engine.Spell, art engine.Artifact, legal []engine.Action) {
	*c = caster{t: c.t, active: true, kind: kind, spell: spell, art: art, hover: -1}
	for _, a := range legal {
		if a.Type == kind && (kind == engine.ActCast && a.Spell == spell || kind == engine.ActInvoke && a.Art == art) {
			c.cands = append(c.cands, a)
		}
	}
	if len(c.cands) == 0 {
		c.active = false
		return
	}
	c.next()
	c.confirm = c.field == fieldNone
}

// status is the probe's word on the casting: what, and the target asked.
func (c *caster) status() string {
	if !c.active {
		return ""
	}
	switch {
	case c.confirm:
		return c.what() + ": confirm"
	case c.field == fieldNone:
		return c.what() + ": chosen"
	}
	return c.what() + ": " + c.ask()
}

// stop abandons the casting.
func (c *caster) stop() { *c = caster{t: c.t, hover: -1} }

// what names the card or artifact being played.
func (c *caster) what() string {
	if c.kind == engine.ActInvoke {
		return c.art.String()
	}
	return c.spell.String()
}

// whatWords names what is cast or invoked in the player's language (what
// is the probe's English).
func (c *caster) whatWords() string { return lang.Word(c.what()) }

// next finds the first field on which the remaining actions differ.
func (c *caster) next() {
	c.field, c.choices = fieldNone, nil
	for f := fieldArt; f <= fieldTo; f++ {
		seen := map[int]bool{}
		var ch []engine.Action
		for _, a := range c.cands {
			if v := f.value(a); !seen[v] {
				seen[v] = true
				ch = append(ch, a)
			}
		}
		if len(ch) > 1 {
			sort.SliceStable(ch, func(i, j int) bool { return f.value(ch[i]) < f.value(ch[j]) })
			c.field, c.choices = f, ch
			return
		}
	}
	if len(c.cands) > 1 {
		c.field, c.choices = fieldRest, c.cands
	}
}

// choose narrows the actions to those with value v in the current field.
func (c *caster) choose(v int) {
	var keep []engine.Action
	for _, a := range c.cands {
		if c.field == fieldRest && a == c.choices[v] || c.field != fieldRest && c.field.value(a) == v {
			keep = append(keep, a)
		}
	}
	c.cands = keep
	c.next()
}

// done is the action to submit once every target is chosen.
func (c *caster) done() (engine.Action, bool) {
	if c.active && !c.confirm && c.field == fieldNone && len(c.cands) == 1 {
		return c.cands[0], true
	}
	return engine.Action{}, false
}

// litSpaces are the spaces that answer the current field.
func (c *caster) litSpaces() (lit [engine.NumSpaces]bool) {
	if c.field != fieldSpace && c.field != fieldTo {
		return lit
	}
	for _, a := range c.choices {
		if v := c.field.value(a); v >= 0 && v < engine.NumSpaces {
			lit[v] = true
		}
	}
	return lit
}

// prompt is the line over the board while casting.
func (c *caster) prompt() string {
	if c.confirm {
		return lang.T("%s: play it now?", c.whatWords())
	}
	return lang.T("%s: %s (Esc goes back)", c.whatWords(), lang.Word(c.ask()))
}

// ask is the field's question, naming the kind of space when every
// choice is one kind (a cave, a room).
func (c *caster) ask() string {
	if c.field == fieldSpace {
		caves, rooms := true, true
		for _, a := range c.choices {
			sp := engine.Space(c.field.value(a))
			caves = caves && sp.IsCave()
			rooms = rooms && sp.IsRoom()
		}
		switch {
		case caves:
			return lang.Mark("click the cave")
		case rooms:
			return lang.Mark("click the room")
		}
	}
	return c.field.ask()
}

// update handles one tick of choosing; it returns the action once the
// player has chosen everything, and false when nothing is to submit.
func (c *caster) update(ctx *game.Context) (engine.Action, bool) {
	in := ctx.In
	t := c.t
	c.back = game.Button{Rect: casterButtonRect(0), Label: lang.T("Back (Esc)"), Enabled: true, Name: "cast-back"}
	if c.back.Update(ctx) || in.Cancel() {
		c.stop()
		return engine.Action{}, false
	}
	if c.confirm {
		c.ok = game.Button{Rect: casterButtonRect(1), Label: lang.T("Play it (Enter)"), Primary: true, Enabled: true, Name: "cast-ok"}
		if c.ok.Update(ctx) || in.Confirm() {
			c.confirm = false
		}
		return c.done()
	}
	c.hover = -1
	switch c.field {
	case fieldSpace, fieldTo:
		sp := SpaceAt(in.Mouse.X, in.Mouse.Y)
		lit := c.litSpaces()
		for s := range lit {
			if lit[s] {
				ctx.UI.Target("target-space:"+game.Itoa(s), assets.SpaceRect(s))
			}
		}
		if sp >= 0 {
			c.hover = sp
			if lit[sp] && in.Clicked {
				in.Clicked = false
				ctx.Audio.Play(game.SoundClick)
				c.choose(sp)
				return c.done()
			}
			if !lit[sp] && t.ToastText() == "" {
				c.whyNot(ctx, c.field.with(c.choices[0], sp))
			}
		}
	case fieldHandle:
		spots := t.tokenSpots()
		best, bestD := -1, 26*26
		for _, a := range c.choices {
			p, ok := spots[a.Handle]
			if !ok {
				continue
			}
			ctx.UI.Target("target-token:"+game.Itoa(int(a.Handle)), image.Rect(p.X-20, p.Y-20, p.X+20, p.Y+20))
			if d := p.Sub(in.Mouse); d.X*d.X+d.Y*d.Y < bestD {
				best, bestD = int(a.Handle), d.X*d.X+d.Y*d.Y
			}
		}
		c.hover = best
		if best >= 0 && in.Clicked {
			in.Clicked = false
			ctx.Audio.Play(game.SoundClick)
			c.choose(best)
			return c.done()
		}
	default:
		c.rows = c.rows[:0]
		for i, a := range c.choices {
			c.rows = append(c.rows, game.Button{Rect: casterRowRect(i, len(c.choices)), Label: c.choiceLabel(a, i),
				Enabled: true, Name: "choice:" + game.Itoa(i)})
			hoverTip(ctx, c.rows[i].Rect, c.choiceTip(a)) // arttips.go
			if c.rows[i].Update(ctx) {
				if c.field == fieldRest {
					c.choose(i)
				} else {
					c.choose(c.field.value(a))
				}
				return c.done()
			}
		}
	}
	return c.done()
}

// whyNot shows, on hover, why a target that is not lit cannot be chosen.
func (c *caster) whyNot(ctx *game.Context, a engine.Action) {
	if ctx.In.Idle() < 12 {
		return
	}
	if err := c.t.Game.Check(a); err != nil {
		ctx.UI.Tip(lang.T("Not here: %s", lang.Refusal(err)), ctx.In.Mouse)
	}
}

// choiceLabel names one choice of a chooser.
func (c *caster) choiceLabel(a engine.Action, i int) string {
	v := &c.t.Board.View
	switch c.field {
	case fieldArt:
		return lang.Artifact(a.Art)
	case fieldPlay:
		if int(a.Play) < int(v.Win.N) {
			return lang.T("Cancel %s", playOf(c.t, v.Win.Plays[a.Play]))
		}
	}
	return lang.T("Choice %d", i+1)
}

// casterButtonRect is button i (0 Back, 1 confirm) of the casting bar:
// on the palace wall atop the board, Back at its right and the confirm at
// its left, where they cover no space (the prompt takes the middle).
func casterButtonRect(i int) image.Rectangle {
	if i == 0 {
		return image.Rect(assets.BoardW-170, 2, assets.BoardW-12, 36)
	}
	return image.Rect(12, 2, 312, 36)
}

// casterRowHalfW is half a chooser row's width: room for a reply that
// names a player and a long spell ("Annuler Les derniers seront les
// premiers de ...").
const casterRowHalfW = 350

// casterRowRect is row i of n in the chooser, in the board's middle.
func casterRowRect(i, n int) image.Rectangle {
	h := 48
	top := assets.BoardRect().Dy()/2 - n*(h+10)/2
	return image.Rect(assets.BoardW/2-casterRowHalfW, top+i*(h+10), assets.BoardW/2+casterRowHalfW, top+i*(h+10)+h)
}

// light lights the board for the current field.
func (c *caster) light(o *board.Options) {
	if !c.active || c.confirm {
		return
	}
	o.Legal = c.litSpaces()
	if c.field == fieldSpace || c.field == fieldTo {
		o.Hover = c.hover
	} else {
		o.Hover = -1
	}
}

// draw paints the casting's own part: the prompt, its buttons, rings on
// the tokens that may be chosen, or the chooser.
func (c *caster) draw(dst *ebiten.Image) {
	if !c.active {
		return
	}
	t := c.t
	u := t.Ctx.UI
	drawPrompt(dst, u, c.prompt())
	c.back.Draw(dst, u)
	if c.confirm {
		c.ok.Draw(dst, u)
		return
	}
	if c.field == fieldTo && len(c.cands) > 0 {
		// The token on its way keeps its ring while its place is chosen.
		if p, ok := t.tokenSpots()[c.cands[0].Handle]; ok {
			ring(dst, p, color.RGBA{0xFF, 0xFF, 0xFF, 0xFF})
		}
	}
	switch c.field {
	case fieldHandle:
		spots := t.tokenSpots()
		for _, a := range c.choices {
			p, ok := spots[a.Handle]
			if !ok {
				continue
			}
			clr := color.RGBA{0x7F, 0xFF, 0xE8, 0xFF}
			if int(a.Handle) == c.hover {
				clr = color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
			}
			ring(dst, p, clr)
		}
	case fieldSpace, fieldTo, fieldNone:
	default:
		box := casterRowRect(0, len(c.choices)).Union(casterRowRect(len(c.choices)-1, len(c.choices))).Inset(-24)
		box.Min.Y -= 40
		u.Shapes.RoundRect(dst, box, 18, game.Parchment, game.Gilt, 3)
		u.Text.Draw(dst, gamelog.Sentence(lang.T("%s: %s", c.whatWords(), lang.Word(c.ask()))), u.Face(20, true), float64(box.Min.X+box.Dx()/2), float64(box.Min.Y+14), game.Center, game.Wine)
		for i := range c.rows {
			c.rows[i].Draw(dst, u)
		}
	}
}

// ring marks a token that may be chosen: a bright ring on a dark one,
// clear of the token's own rim.
func ring(dst *ebiten.Image, p image.Point, clr color.Color) {
	vector.StrokeCircle(dst, float32(p.X), float32(p.Y), 31, 8, color.RGBA{0x10, 0x10, 0x28, 0xC0}, true)
	vector.StrokeCircle(dst, float32(p.X), float32(p.Y), 31, 4, clr, true)
}

// tokenSpots is where each token on the board is drawn, by handle (the
// layout of drawTokens and drawExtras): printed tokens, Carpets and
// Doubles.
func (t *Host) tokenSpots() map[uint8]image.Point {
	spots := map[uint8]image.Point{}
	t.Board.Spots.EachTokenSpot(func(tv engine.TokenView, at image.Point) { spots[tv.Seq] = at })
	var seen [engine.NumSpaces][engine.MaxPlayers]int
	for _, x := range t.Board.View.Extra {
		if int(x.Space) >= engine.NumSpaces || x.Seat < 0 || int(x.Seat) >= engine.MaxPlayers {
			continue
		}
		spots[x.Seq] = t.Board.Spots.ExtraSpot(x.Space, x.Seat, seen[x.Space][x.Seat])
		seen[x.Space][x.Seat]++
	}
	return spots
}
