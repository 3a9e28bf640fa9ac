package scenes

import (
	"image"
	"image/color"
	"math"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/modes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Guide is the guided first game on screen: the table as ever, with a
// short text box saying what to do next and a glow and an arrow on the
// exact thing to click. During a lesson only that click is taken (others
// are refused with the prompt said again by the pointer); "Leave the
// guide" and Esc (the pause menu) work at any moment. The script and its
// place in it are game.Guide's; this scene only shows and filters.
type Guide struct {
	t *Table
	g *game.Guide
	// lesson is the lesson click belongs to; click is how many of its
	// Clicks the table's state shows done (see step).
	lesson, click int
	// targets are the clickable things as the last tick laid them out;
	// controls every button and chip, a disabled one too.
	targets  map[string]image.Rectangle
	controls []image.Rectangle
	leave    game.Button
	playOn   game.Button
	// doneClosed: the closing words were read ("Play on").
	doneClosed bool
	frames     int64
	// shown is what the last picture showed: lesson, click, asking, done.
	shown [4]int
}

// NewGuideScene puts a guided game on the table.
func NewGuideScene(ctx *game.Context, g *game.Guide) game.Scene {
	t := NewTable(ctx, g.S).(*Table)
	t.guide = g
	return &Guide{t: t, g: g, lesson: -1, targets: map[string]image.Rectangle{}}
}

// Name is the table's mode: the guide is the table with a helper on top.
func (s *Guide) Name() string { return s.t.Name() }

// guideAllows is the table's filter for the person's actions during the
// lessons: only the one asked for is played; anything else is refused
// gently, the prompt said again.
func (t *Table) guideAllows(a engine.Action) bool {
	if t.guide == nil || t.guide.Allows(a) {
		return true
	}
	if l := t.guide.Current(); l != nil {
		t.say(lang.T("Not this time. %s", t.ctx.UI.ForTouch(lessonPart(l, len(l.Clicks)-1))))
	}
	return false
}

// lessonPart is the prompt for a lesson's i-th click, in the player's
// language: Say holds one part per click, separated by "|".
func lessonPart(l *game.GuideLesson, i int) string {
	parts := strings.Split(l.SayWords(), "|")
	return parts[max(0, min(i, len(parts)-1))]
}

// oneStep is said when the person does something else than the lesson's
// step i: the step again.
func oneStep(ctx *game.Context, l *game.GuideLesson, i int) string {
	return lang.T("One step at a time. %s", ctx.UI.ForTouch(lessonPart(l, i)))
}

// asking reports whether the person is being asked for something now:
// nothing animating or waiting to (a bot's move just made), and the
// decision theirs.
func (s *Guide) asking() bool {
	return !s.t.q.Busy() && !s.t.Game.HasEvents() && s.t.Game.Prompt().Yours
}

// Update filters the person's clicks for the lesson, then runs the table.
func (s *Guide) Update(ctx *game.Context) error {
	s.frames++
	in := ctx.In
	l := s.g.Current()
	if i := s.g.Lesson(); i != s.lesson {
		s.lesson, s.click = i, 0
	}
	picked := s.t.modes.Placement.Selected()

	if l != nil {
		s.leave = game.Button{Rect: s.leaveRect(), Label: lang.T("Leave the guide"), Enabled: true, Name: "leave-guide"}
		if s.leave.Update(ctx) {
			s.t.S.Save()
			ctx.SetStatus("guide-target", "")
			ctx.SetStatus("guide", "")
			game.ToSetup(ctx)
			return nil
		}
		asking := s.asking()
		// The step is read from the table's state (the token picked, by
		// click, key, drag or tap; a dialog's choices), so any way the game
		// accepts moves the lesson on, and a step undone (Esc) is asked
		// for again.
		s.click = s.step(l)
		if in.Clicked {
			want, ok := s.wanted(l)
			switch {
			case asking && ok && in.In(want):
			case in.In(s.targets["menu"]):
			default:
				in.Clicked = false // not what the lesson asks: refused
				if asking {
					s.t.say(oneStep(ctx, l, s.click))
				}
			}
		}
	} else if !s.doneClosed {
		r := s.boxRect(image.Rectangle{})
		// Not the screen's default button: Enter stays the table's (the
		// round's summary). The words go by themselves at the next question
		// on the board; a dialog, which sits clear of the box, leaves them
		// up (the magic round's last lesson is followed by a purchase).
		s.playOn = game.Button{Rect: image.Rect(r.Max.X-220, r.Max.Y-62, r.Max.X-20, r.Max.Y-16), Label: lang.T("Play on"),
			Enabled: true, Name: "play-on"}
		if s.playOn.Update(ctx) || s.asking() && s.t.mode != s.t.modes.Dialog {
			s.doneClosed = true
			ctx.Scenes.Touch()
		}
	}
	if err := s.t.Update(ctx); err != nil {
		return err
	}
	if l != nil {
		s.refuseOtherPick(ctx, l, picked)
		s.click = s.step(l)
	}
	// In a window the lesson does not wait for, the guide passes for the
	// person before the question is ever drawn.
	if pass, ok := s.g.Pass(); ok && s.asking() {
		s.t.submit(pass)
	}
	clear(s.targets)
	for k, r := range ctx.UI.Targets {
		s.targets[k] = r
	}
	s.controls = append(s.controls[:0], ctx.UI.Controls...)
	if s.g.Current() != nil {
		// The box may have moved with what the tick changed: its button
		// is where the next click will find it drawn.
		s.leave.Rect = s.leaveRect()
		ctx.UI.Target(s.leave.Name, s.leave.Rect)
	}
	if s.g.Current() != nil || !s.doneClosed {
		// No tooltip over the lesson's words or what it points at.
		target := s.pointAt()
		ctx.UI.KeepClear(s.boxRect(target))
		ctx.UI.KeepClear(target)
	}
	s.publish(ctx)
	s.redraw(ctx)
	return nil
}

// redraw asks for a new picture when what the guide shows changed, and
// ten times a second while the glow breathes.
func (s *Guide) redraw(ctx *game.Context) {
	shown := [4]int{s.g.Lesson(), s.click, 0, 0}
	if s.asking() {
		shown[2] = 1
	}
	if s.doneClosed {
		shown[3] = 1
	}
	if shown != s.shown {
		if shown[0] != s.shown[0] || shown[1] != s.shown[1] {
			s.t.messageT = 0 // a refusal of the step before is stale now
		}
		s.shown = shown
		ctx.Busy()
	}
	if s.g.Current() != nil && s.asking() {
		if s.frames%6 == 0 {
			ctx.Busy()
		}
		ctx.KeepAwake()
	}
}

// step is how far the person is through the lesson's Clicks, read from
// the table's state, not from the clicks made: a token picked (by click,
// its number key, a drag or a tap), a Market's give and takes, a payment
// chosen, a card or artifact being played. A lesson's last click makes
// its action, which moves the guide to the next lesson.
func (s *Guide) step(l *game.GuideLesson) int {
	if !s.asking() {
		return 0
	}
	seen := map[string]int{}
	for i, c := range l.Clicks {
		seen[c]++
		if !s.reached(c, seen[c]) {
			return i
		}
	}
	return len(l.Clicks)
}

// reached reports whether the table's state shows the n-th click on the
// target name made (or its effect made another way).
func (s *Guide) reached(name string, n int) bool {
	return s.t.modes.Reached(s.t.mode, name, n)
}

// refuseOtherPick puts back a token picked by its number key that the
// lesson does not ask for (a click on it is refused before the table
// sees it), keeping the one held before.
func (s *Guide) refuseOtherPick(ctx *game.Context, l *game.GuideLesson, before int) {
	p := s.t.modes.Placement
	if s.t.mode != s.t.modes.Placement || p.Selected() < 0 || p.Selected() == before {
		return
	}
	for _, c := range l.Clicks {
		if c == "token:"+game.Itoa(p.Selected()) {
			return
		}
	}
	p.Hold(before)
	s.t.say(oneStep(ctx, l, s.step(l)))
}

// has reports whether a target is on screen.
func (s *Guide) has(name string) bool {
	_, ok := s.targets[name]
	return ok
}

// wanted is the rectangle of the click the lesson waits for, if shown.
func (s *Guide) wanted(l *game.GuideLesson) (image.Rectangle, bool) {
	if s.click >= len(l.Clicks) {
		return image.Rectangle{}, false
	}
	r, ok := s.targets[l.Clicks[s.click]]
	return r, ok
}

// publish tells the test probe the lesson and what it points at.
func (s *Guide) publish(ctx *game.Context) {
	l := s.g.Current()
	ctx.SetStatus("guide", game.Itoa(s.g.Lesson()))
	target := ""
	if l != nil && s.asking() && s.click < len(l.Clicks) && s.has(l.Clicks[s.click]) {
		target = l.Clicks[s.click] // on screen now: the probe may click it
	}
	ctx.SetStatus("guide-target", target)
	done := "no"
	if l == nil {
		done = "yes"
	}
	ctx.SetStatus("guide-done", done)
}

// leaveRect is the "Leave the guide" button, at the box's right.
func (s *Guide) leaveRect() image.Rectangle {
	r := s.boxRect(s.pointAt())
	return image.Rect(r.Max.X-220, r.Max.Y-62, r.Max.X-20, r.Max.Y-16)
}

// pointAt is the rectangle pointed at now (empty: none).
func (s *Guide) pointAt() image.Rectangle {
	l := s.g.Current()
	if l == nil || !s.asking() {
		return image.Rectangle{}
	}
	r, _ := s.wanted(l)
	return r
}

// guideBoxW and guideBoxH are the text box's size: three lines of the
// prompt beside its buttons.
const guideBoxW, guideBoxH = 860, 110

// guideBoxPlaces are where the text box may sit, in order of preference:
// at the bottom of the board (over the caves), at its top (over the
// palace, below the line of the prompt, the tally's caption and Skip,
// which tell the person what to do now), across the city.
func guideBoxPlaces() [3]image.Rectangle {
	const w, h = guideBoxW, guideBoxH
	x := (assets.BoardW - w) / 2
	city := assets.SpaceRect(int(engine.Market)).Union(assets.SpaceRect(int(engine.Caravanserai)))
	midY := (city.Min.Y+city.Max.Y)/2 - h/2
	return [3]image.Rectangle{
		image.Rect(x, assets.ScreenH-h-8, x+w, assets.ScreenH-8),
		image.Rect(x, modes.SkipRect.Max.Y+4, x+w, modes.SkipRect.Max.Y+4+h),
		image.Rect(x, midY, x+w, midY+h),
	}
}

// boxRect is the text box: the first of its places that covers none of
// what the lesson is about now (subjects: the target, the window's
// question, a dialog, the part of the board the tally is in, the space
// just placed on).
func (s *Guide) boxRect(target image.Rectangle) image.Rectangle {
	subjects := s.subjects(target)
	places := guideBoxPlaces()
	for _, r := range places {
		if !overlapsAny(r, subjects) {
			return r
		}
	}
	// Nowhere clear of everything: clear of the target at least.
	for _, r := range places {
		if !r.Overlaps(target) {
			return r
		}
	}
	return places[0]
}

// overlapsAny reports whether r overlaps one of rs.
func overlapsAny(r image.Rectangle, rs []image.Rectangle) bool {
	for _, o := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
}

// subjects are the rectangles the lesson is about now, which its box must
// leave in view: what it points at; the reaction window's question box;
// a dialog; while the tally runs, the row of spaces the vizier is in (the
// caves, the city or the palace: its stacks, badges and treasure); while
// the others place, the space the person just placed on.
func (s *Guide) subjects(target image.Rectangle) []image.Rectangle {
	t := s.t
	var out []image.Rectangle
	if !target.Empty() {
		out = append(out, target)
	}
	if q, ok := s.questionRect(); ok {
		out = append(out, q)
	}
	if t.mode == t.modes.Dialog {
		out = append(out, t.modes.Dialog.Frame())
	}
	if t.board.Tallying {
		if sp := modes.SpaceAt(t.board.VizierAt.X, t.board.VizierAt.Y); sp >= 0 {
			out = append(out, spaceRow(sp))
		}
	} else if i := s.g.Lesson(); i > 0 && i <= len(s.g.Script.Lessons) && !s.asking() {
		if w := s.g.Script.Lessons[i-1].Want; w.Type == engine.ActPlace {
			out = append(out, assets.SpaceRect(int(w.Space)))
		}
	}
	return out
}

// spaceRow is the row of the board space sp lies in: the caves, the
// city, or the palace (the guard and the rooms).
func spaceRow(sp int) image.Rectangle {
	lo, hi := int(engine.CaveRed), int(engine.CaveGold)
	switch s := engine.Space(sp); {
	case s.IsCave():
	case sp >= int(engine.Guard):
		lo, hi = int(engine.Guard), engine.NumSpaces-1
	default:
		lo, hi = int(engine.AladdinsTent), int(engine.Caravanserai)
	}
	r := assets.SpaceRect(lo)
	for i := lo + 1; i <= hi; i++ {
		r = r.Union(assets.SpaceRect(i))
	}
	return r
}

// questionRect is the reaction window's question box when it shows.
func (s *Guide) questionRect() (image.Rectangle, bool) {
	t := s.t
	if t.mode != t.modes.React || t.modes.React.Casting() || !s.asking() {
		return image.Rectangle{}, false
	}
	return t.modes.React.BoxRect(), true
}

// Draw paints the table, then the box, the glow and the arrow.
func (s *Guide) Draw(dst *ebiten.Image) {
	s.t.Draw(dst)
	u := s.t.ctx.UI
	l := s.g.Current()
	target := s.pointAt()
	box := s.boxRect(target)
	say := s.words()
	if say == "" {
		return
	}
	u.Shapes.RoundRect(dst, box.Add(image.Pt(4, 6)), 18, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, box, 18, game.Parchment, game.Gilt, 3)
	face := u.Face(19, false)
	y := box.Min.Y + 14
	for _, line := range game.Wrap(say, face, float64(box.Dx()-270)) {
		u.Text.Draw(dst, strings.TrimSpace(line), face, float64(box.Min.X+22), float64(y), game.Left, game.Ink)
		y += 26
	}
	if l != nil {
		u.Text.Draw(dst, lang.T("Lesson %d of %d", s.g.Lesson()+1, len(s.g.Script.Lessons)), u.Face(game.MinTextSize, true),
			float64(box.Max.X-120), float64(box.Min.Y+14), game.Center, game.Wine)
		s.leave.Rect = s.leaveRect()
		s.leave.Draw(dst, u)
	} else {
		s.playOn.Draw(dst, u)
	}
	if !target.Empty() {
		s.drawPointer(dst, box, target)
	}
	s.t.drawToast(dst) // a refusal stays readable over the box
}

// words are what the guide's box says now, in the player's language (""
// when the box is closed): the lesson's step, what happens while the game
// gets to it, or the script's last words.
func (s *Guide) words() string {
	l := s.g.Current()
	switch {
	case l != nil && s.asking():
		return s.t.ctx.UI.ForTouch(lessonPart(l, s.click))
	case l != nil:
		return s.waitText(l)
	case !s.doneClosed:
		return s.g.Script.DoneWords()
	}
	return ""
}

// waitText is said while the game gets to the lesson.
func (s *Guide) waitText(l *game.GuideLesson) string {
	if l.Wait != "" {
		return l.WaitWords()
	}
	if s.t.Game.Phase() == engine.PhasePlace {
		return lang.T("Now %s and %s place a token each.", s.t.Game.Name(1), s.t.Game.Name(2))
	}
	return lang.T("Watch the tally.")
}

// drawPointer rings the target with a breathing glow and draws an arrow
// to it from the box.
func (s *Guide) drawPointer(dst *ebiten.Image, box, target image.Rectangle) {
	pulse := 0.5 + 0.5*math.Sin(float64(s.frames/6)*0.6) // in steps: redrawn every 6 ticks
	grow := 4 + int(6*pulse)
	glow := color.RGBA{0xFF, 0xE3, 0x8A, uint8(150 + 100*pulse)}
	// Outlines only: the target itself stays readable inside the ring.
	game.StrokeRect(dst, target.Inset(-grow-5), 3, color.RGBA{0x7A, 0x1E, 0x2C, 0xD0})
	game.StrokeRect(dst, target.Inset(-grow), 5, glow)
	from, tip, ok := s.arrow(box, target)
	if !ok {
		return
	}
	d := math.Hypot(float64(tip.X-from.X), float64(tip.Y-from.Y))
	ux, uy := float64(tip.X-from.X)/d, float64(tip.Y-from.Y)/d
	tipX, tipY := float64(tip.X), float64(tip.Y)
	vector.StrokeLine(dst, float32(from.X), float32(from.Y), float32(tipX-ux*14), float32(tipY-uy*14), 7, game.Wine, true)
	vector.StrokeLine(dst, float32(from.X), float32(from.Y), float32(tipX-ux*14), float32(tipY-uy*14), 3, game.GiltLight, true)
	var p vector.Path
	p.MoveTo(float32(tipX), float32(tipY))
	p.LineTo(float32(tipX-ux*26-uy*15), float32(tipY-uy*26+ux*15))
	p.LineTo(float32(tipX-ux*26+uy*15), float32(tipY-uy*26-ux*15))
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(game.Wine)
	vector.FillPath(dst, &p, &vector.FillOptions{}, op)
}

// arrowTipDepth is how far the arrow's tip reaches inside its target:
// it ends on the thing it names, never short of it (on a neighbour).
const arrowTipDepth = 8

// arrowTo is an arrow from the box's edge facing the target, at x fromX
// (kept on the box), toward aim, a point of the target: it ends just
// inside the target's edge, on that line. ok is false when the box lies
// too close to the target for an arrow (the ring alone shows it).
func arrowTo(box, target image.Rectangle, fromX int, aim image.Point) (from, tip image.Point, ok bool) {
	from = image.Pt(min(max(fromX, box.Min.X+40), box.Max.X-40), box.Min.Y)
	if aim.Y > box.Max.Y {
		from.Y = box.Max.Y
	}
	dx, dy := float64(aim.X-from.X), float64(aim.Y-from.Y)
	d := math.Hypot(dx, dy)
	if d == 0 {
		return from, aim, false
	}
	ux, uy := dx/d, dy/d
	// Where the line enters the target, then a little further in.
	at := func(k float64) image.Point {
		return image.Pt(int(math.Round(float64(from.X)+ux*k)), int(math.Round(float64(from.Y)+uy*k)))
	}
	enter := d
	for k := 0.0; k <= d; k++ {
		if at(k).In(target) {
			enter = k
			break
		}
	}
	across := math.Min(float64(target.Dx()), float64(target.Dy()))
	depth := math.Min(arrowTipDepth, math.Max(3, across/8)) // a small target keeps its words
	if enter+depth < 60 {
		return from, aim, false
	}
	tip = at(math.Min(enter+depth, d))
	return from, tip, tip.In(target)
}

// arrow is the arrow drawn to the target: aimed at its centre, unless its
// shaft would cross another button on show (the camel's column of seats:
// the arrow to the top one ran over the two below it); then aimed at the
// middle of the target's left or right side from beside it, or at the
// middle of its bottom or top (a token in the row behind the screen), or
// at its centre from further along the box (a stepper above a dialog's
// buttons). Where every way crosses something, the one over the fewest
// is kept, a disabled button rather than one the person may click.
func (s *Guide) arrow(box, target image.Rectangle) (from, tip image.Point, ok bool) {
	clickable, shown := s.otherButtons(box, target)
	c := image.Pt((target.Min.X+target.Max.X)/2, (target.Min.Y+target.Max.Y)/2)
	type way struct {
		fromX int
		aim   image.Point
	}
	ways := []way{
		{c.X, c},
		{target.Min.X - 48, image.Pt(target.Min.X, c.Y)},
		{target.Max.X + 48, image.Pt(target.Max.X-1, c.Y)},
		{c.X, image.Pt(c.X, target.Max.Y-1)},
		{c.X, image.Pt(c.X, target.Min.Y)},
	}
	// Then from further along the box, nearest first.
	for off := 24; off < guideBoxW; off += 24 {
		ways = append(ways, way{c.X - off, c}, way{c.X + off, c})
	}
	best := -1
	for _, w := range ways {
		f, tp, k := arrowTo(box, target, w.fromX, w.aim)
		if !k {
			if best < 0 && !ok {
				from, tip = f, tp // no arrow at all unless another way has one
			}
			continue
		}
		cost := 10*shaftCrosses(f, tp, target, clickable) + shaftCrosses(f, tp, target, shown)
		if best < 0 || cost < best {
			from, tip, ok, best = f, tp, true, cost
		}
		if cost == 0 {
			break
		}
	}
	return from, tip, ok
}

// otherButtons are the things on show the arrow should not cross: the
// targets other than target (leaving out the board's spaces, large and
// what arrows cross on their way to a space by design), and every control
// shown, a disabled button too (its label must stay readable). The box's
// own buttons are left out.
func (s *Guide) otherButtons(box, target image.Rectangle) (clickable, shown []image.Rectangle) {
	other := func(r image.Rectangle) bool { return r != target && !r.Overlaps(box) && !r.In(target) }
	for name, r := range s.targets {
		if other(r) && !strings.Contains(name, "space:") {
			clickable = append(clickable, r)
		}
	}
	for _, r := range s.controls {
		if other(r) {
			shown = append(shown, r)
		}
	}
	return clickable, shown
}

// shaftCrosses counts the rectangles of others the arrow from from to tip
// passes over before it reaches its target.
func shaftCrosses(from, tip image.Point, target image.Rectangle, others []image.Rectangle) int {
	d := math.Hypot(float64(tip.X-from.X), float64(tip.Y-from.Y))
	crossed := make([]bool, len(others))
	n := 0
	for k := 0.0; k <= d; k += 2 {
		p := image.Pt(from.X+int(math.Round(float64(tip.X-from.X)*k/d)), from.Y+int(math.Round(float64(tip.Y-from.Y)*k/d)))
		if p.In(target) {
			break
		}
		for i, o := range others {
			if !crossed[i] && p.In(o.Inset(-4)) {
				crossed[i] = true
				n++
			}
		}
	}
	return n
}

// continueScene is the scene an unfinished game continues in: the guide
// when it is a guided game with lessons left, else the table.
func continueScene(ctx *game.Context, s *game.Session) game.Scene {
	if g := guidedGame(s); g != nil {
		return NewGuideScene(ctx, g)
	}
	return NewTable(ctx, s)
}

// guideScripts are the guided games: the basic first game and the magic
// round.
var guideScripts = []*game.GuideScript{game.GuideBasic, game.GuideMagic}

// guidedGame is the guided game an unfinished game is, with lessons left;
// nil for any other game.
func guidedGame(s *game.Session) *game.Guide {
	for _, sc := range guideScripts {
		if g, ok := game.GuideFor(s, sc); ok && g.Current() != nil {
			return g
		}
	}
	return nil
}
