package board

import (
	"image"
	"image/color"
	"math"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The staged tally: the moments drawn on top of the board while the vizier
// tallies (the crown on the strongest stack, the guard's reveal, the lit
// entrants). Which event plays which moment, and when, is in the events'
// entries (events_*.go); this file draws the moments.

// eachToken calls fn for each of a seat's tokens on a space with where
// drawTokens lays it out.
func (s Spots) eachToken(sp engine.Space, seat int8, fn func(tv engine.TokenView, at image.Point)) {
	n := 0
	for i := 0; i < int(s.v.NumTokens); i++ {
		tv := s.v.Tokens[i]
		if tv.Space != sp {
			continue
		}
		if tv.Seat == seat {
			fn(tv, s.tokenSpot(sp, n))
		}
		n++
	}
}

// StackPoints lists where a seat's tokens lie on a space.
func (s Spots) StackPoints(sp engine.Space, seat int8) []image.Point {
	var pts []image.Point
	s.eachToken(sp, seat, func(_ engine.TokenView, at image.Point) { pts = append(pts, at) })
	return pts
}

// drawStaging paints the tally's standing crown on the space's strongest
// stack over the board's pieces (the events' own moments are their
// flights and stages). Called by drawFlights, so it sits under the vizier
// and the captions.
func (b *Board) drawStaging(dst *ebiten.Image) {
	if !b.Tallying {
		return
	}
	b.drawCrown(dst)
}

// drawStages paints the moments of the events now playing (the guard's
// reveal) over everything on the board but the vizier and captions: the
// stacks' badges dim behind them with the rest of the board.
func (b *Board) drawStages(dst *ebiten.Image) {
	for i := range b.active() {
		k := &b.active()[i]
		if stage := motionFor(k.Ev).stage; stage != nil {
			stage(b, dst, k)
		}
	}
}

// drawCrown sets a crown on the strongest player's stack of the space being
// tallied, popping in during the ranking's beat. The guard has no
// strongest: its moment lights everyone who gets past it instead.
func (b *Board) drawCrown(dst *ebiten.Image) {
	v := &b.View
	if v.NRank == 0 || v.Tally == engine.Guard || int(v.Tally) >= engine.NumSpaces {
		return
	}
	winner := v.Ranking[0]
	pts := b.Spots.StackPoints(v.Tally, winner)
	if len(pts) == 0 || b.playing().stackLifted(v.Tally, winner) {
		return
	}
	pop := 1.0
	for i := range b.active() {
		k := &b.active()[i]
		if settle := motionFor(k.Ev).crown; settle != nil && k.Span > 0 {
			pop = settle(k)
			break
		}
	}
	if pop <= 0 {
		return
	}
	b.glowStack(dst, v.Tally, winner, float32(math.Min(1, pop)), game.GiltLight)
	top := pts[0]
	for _, p := range pts[1:] {
		if p.Y < top.Y || (p.Y == top.Y && p.X < top.X) {
			top = p
		}
	}
	drawCrownShape(dst, float32(top.X), float32(top.Y-assets.TokenSize/2-6), float32(pop))
}

// glowStack rings each of a seat's tokens on a space.
func (b *Board) glowStack(dst *ebiten.Image, sp engine.Space, seat int8, alpha float32, clr color.RGBA) {
	for _, p := range b.Spots.StackPoints(sp, seat) {
		r := float32(assets.TokenSize)/2 + 4
		vector.StrokeCircle(dst, float32(p.X), float32(p.Y), r+3, 6, withAlpha(clr, alpha*0.35), true)
		vector.StrokeCircle(dst, float32(p.X), float32(p.Y), r, 3, withAlpha(clr, alpha), true)
	}
}

// withAlpha is clr faded to alpha (premultiplied, as ebiten draws).
func withAlpha(clr color.RGBA, alpha float32) color.RGBA {
	a := float32(math.Max(0, math.Min(1, float64(alpha))))
	return color.RGBA{uint8(float32(clr.R) * a), uint8(float32(clr.G) * a), uint8(float32(clr.B) * a), uint8(float32(clr.A) * a)}
}

// drawCrownShape paints a small gold crown whose base is centred at
// (cx, by), scaled by s.
func drawCrownShape(dst *ebiten.Image, cx, by, s float32) {
	w, h := 34*s, 24*s
	var p vector.Path
	p.MoveTo(cx-w/2, by)
	p.LineTo(cx-w/2, by-h*0.55)
	p.LineTo(cx-w/4, by-h*0.25)
	p.LineTo(cx, by-h)
	p.LineTo(cx+w/4, by-h*0.25)
	p.LineTo(cx+w/2, by-h*0.55)
	p.LineTo(cx+w/2, by)
	p.Close()
	fillPath(dst, &p, game.Ink, 2.5*s)
	fillPath(dst, &p, game.Gilt, 0)
	// A lighter band and three gems.
	vector.FillRect(dst, cx-w/2, by-h*0.22, w, h*0.22, game.GiltLight, true)
	for i, x := range []float32{cx - w/2, cx, cx + w/2} {
		y := by - h*0.55
		if i == 1 {
			y = by - h
		}
		vector.FillCircle(dst, x, y, 3.2*s, game.Wine, true)
	}
}

// fillPath fills a path, or strokes it when width > 0.
func fillPath(dst *ebiten.Image, p *vector.Path, clr color.Color, width float32) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	if width > 0 {
		vector.StrokePath(dst, p, &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound}, op)
		return
	}
	vector.FillPath(dst, p, &vector.FillOptions{}, op)
}

// palaceCentre is where the guard's moment stands: the middle of the open
// rooms, a little above their tokens.
func (s Spots) palaceCentre() image.Point {
	n := int(s.v.Players)
	if n < 1 || n > engine.MaxRooms {
		n = engine.MaxRooms
	}
	r := assets.SpaceRect(assets.SpaceRoom1)
	for i := 1; i < n; i++ {
		r = r.Union(assets.SpaceRect(assets.SpaceRoom1 + i))
	}
	return image.Pt(r.Min.X+r.Dx()/2, r.Min.Y+r.Dy()/2-20)
}

// guardBigSize is the side of the guard's tile at its moment.
const guardBigSize = 190

// drawGuardMoment stages the guard's reveal: the board dims, the tile rises
// from its place to the middle of the palace and grows, turns to show its
// strength, holds while the players who get past it light up, then sinks
// back to its place.
func (b *Board) drawGuardMoment(dst *ebiten.Image, k *Task) {
	a := b.Assets
	u := b.UI
	p := k.Progress()
	value := int(k.Ev.Value)
	veil := smoothWindow(p, 0, 0.12, guardSinkAt, 1)
	game.FillRect(dst, assets.BoardRect(), color.RGBA{0x06, 0x05, 0x0C, uint8(150 * veil)})
	// While the tile is away its place is an empty socket (it covers the
	// slot's own small flip, drawn by drawGuard).
	u.Shapes.RoundRect(dst, assets.GuardTokenRect().Inset(-8), 12, color.RGBA{0x0C, 0x0A, 0x14, 0xFF}, color.RGBA{0x50, 0x48, 0x40, 0xFF}, 2)

	slot := RectCenter(assets.GuardTokenRect())
	mid := b.Spots.palaceCentre()
	big := float64(guardBigSize) / float64(assets.GuardSize)
	var f, sc float64
	switch {
	case p < guardFlipAt:
		f = game.EaseOut(p / guardFlipAt)
		sc = game.Lerp(1, big, f)
	case p < guardSinkAt:
		f, sc = 1, big
	default:
		f = 1 - game.EaseInOut((p-guardSinkAt)/(1-guardSinkAt))
		sc = game.Lerp(1, big, f)
	}
	x := game.Lerp(float64(slot.X), float64(mid.X), f)
	y := game.Lerp(float64(slot.Y), float64(mid.Y), f) - 30*math.Sin(f*math.Pi)

	// The players who get past the guard on strength alone light up (the
	// rest may still bribe; their stacks stay dim).
	lit := veil * smoothWindow(p, guardFlipAt+0.04, GuardTurned, 1, 1)
	var entrants []int8
	v := &b.View
	if v.Tally == engine.Guard {
		for i := 0; i < int(v.NRank); i++ {
			s := v.Ranking[i]
			if int(v.Strength[s]) >= value {
				entrants = append(entrants, s)
			}
		}
	}
	if lit > 0 {
		for _, s := range entrants {
			// Their stacks come up through the veil.
			b.Spots.eachToken(engine.Guard, s, func(tv engine.TokenView, at image.Point) {
				game.DrawImageAt(dst, b.Faces.Token(tv, false), float64(at.X), float64(at.Y), 1, float32(lit))
			})
			b.glowStack(dst, engine.Guard, s, float32(lit), game.GiltLight)
		}
		b.drawGuardChips(dst, u, value, mid, float32(lit))
	}

	// The tile: face down until it turns, then its strength, large.
	switch {
	case p < guardFlipAt:
		game.DrawImageAt(dst, a.GuardBack(), x, y, sc, 1)
	case p < GuardTurned:
		h := (p - guardFlipAt) / (GuardTurned - guardFlipAt)
		if h < 0.5 {
			game.DrawImageFlipX(dst, a.GuardBack(), x, y, sc, 1-2*h)
		} else {
			game.DrawImageFlipX(dst, bigGuardFace(u, a, value), x, y, 1, 2*h-1)
		}
	case p < guardSinkAt:
		// A slow breath keeps the held moment alive.
		breath := 1 + 0.03*math.Sin((p-GuardTurned)*math.Pi*4)
		game.DrawImageAt(dst, bigGuardFace(u, a, value), x, y, breath, 1)
	default:
		game.DrawImageAt(dst, bigGuardFace(u, a, value), x, y, sc/big, 1)
	}
}

// guardPlateWords are the guard plate's title and its line for a guard
// of the given strength.
func guardPlateWords(strength int) (title, sub string) {
	return lang.T("The palace guard"), lang.T("Strength %d: a total of %d or more gets in", strength, strength)
}

// drawGuardChips titles the guard's moment beside the tile and lists the
// players at the guard under it, each with their strength: lit in their
// colour when it gets them past, dim when it does not.
func (b *Board) drawGuardChips(dst *ebiten.Image, u *game.UI, value int, mid image.Point, alpha float32) {
	v := &b.View
	if v.Tally != engine.Guard || v.NRank == 0 {
		return
	}
	tx := float64(mid.X + guardBigSize/2 + 24)
	title, sub := guardPlateWords(value)
	plateW := int(max(game.TextWidth(title, u.Face(30, true)), game.TextWidth(sub, u.Face(19, false)))) + 28
	plate := image.Rect(int(tx)-14, mid.Y-62, int(tx)-14+plateW, mid.Y+20)
	u.Shapes.RoundRect(dst, plate, 14, withAlpha(color.RGBA{0x10, 0x0E, 0x1C, 0xD8}, alpha), withAlpha(game.Gilt, alpha), 1)
	u.Text.Draw(dst, title, u.Face(30, true), tx, float64(mid.Y-52), game.Left, withAlpha(game.GiltLight, alpha))
	u.Text.Draw(dst, sub, u.Face(19, false), tx, float64(mid.Y-12), game.Left, withAlpha(game.Parchment, alpha))
	const w, h, gap = 176, 40, 10
	n := int(v.NRank)
	x0 := mid.X - (n*w+(n-1)*gap)/2
	y := mid.Y + guardBigSize/2 + 14
	for i := 0; i < n; i++ {
		s := int(v.Ranking[i])
		r := image.Rect(x0+i*(w+gap), y, x0+i*(w+gap)+w, y+h)
		pass := int(v.Strength[s]) >= value
		fill, border, ink, bw := color.RGBA{0x1C, 0x18, 0x28, 0xF0}, color.RGBA{0x58, 0x50, 0x60, 0xFF}, game.Greyed, 2
		if pass {
			fill, border, ink, bw = color.RGBA{0x2A, 0x20, 0x12, 0xFF}, assets.PlayerColors[b.Seats.Color(s)], game.GiltLight, 4
		}
		u.Shapes.RoundRect(dst, r, 16, withAlpha(fill, alpha), withAlpha(border, alpha), bw)
		label, f := u.Fit(lang.Capital(b.Seats.Name(s))+"  "+game.Itoa(int(v.Strength[s])), 18, true, float64(w-24))
		m := f.Metrics()
		u.Text.Draw(dst, label, f, float64(r.Min.X+w/2), float64(r.Min.Y+h/2)-(m.HAscent+m.HDescent)/2, game.Center, withAlpha(ink, alpha))
	}
}

// bigGuards caches the guard's large face by strength.
var bigGuards = map[int]*ebiten.Image{}

// bigGuardFace is the guard tile drawn at its moment's size: the small
// tile's slate octagon and white numeral, painted crisp rather than scaled.
func bigGuardFace(u *game.UI, a *assets.Assets, value int) *ebiten.Image {
	if img, ok := bigGuards[value]; ok {
		return img
	}
	const m = 14
	s := float32(guardBigSize)
	img := ebiten.NewImage(guardBigSize+2*m, guardBigSize+2*m)
	oct := func(x0, y0, x1, y1, k float32) *vector.Path {
		var p vector.Path
		p.MoveTo(x0+k, y0)
		p.LineTo(x1-k, y0)
		p.LineTo(x1, y0+k)
		p.LineTo(x1, y1-k)
		p.LineTo(x1-k, y1)
		p.LineTo(x0+k, y1)
		p.LineTo(x0, y1-k)
		p.LineTo(x0, y0+k)
		p.Close()
		return &p
	}
	k := s * 9 / assets.GuardSize
	fillPath(img, oct(m+6, m+10, m+s+6, m+s+10, k), color.RGBA{0, 0, 0, 0x80}, 0)
	fillPath(img, oct(m+2, m+5, m+s+2, m+s+5, k), color.RGBA{0x2A, 0x2C, 0x33, 0xFF}, 0)
	fillPath(img, oct(m, m, m+s, m+s, k), color.RGBA{0x6E, 0x72, 0x7C, 0xFF}, 0)
	fillPath(img, oct(m, m, m+s, m+s*0.55, k), color.RGBA{0x86, 0x8A, 0x94, 0xFF}, 0)
	fillPath(img, oct(m+14, m+14, m+s-14, m+s-14, k*0.7), color.RGBA{0xE8, 0xEC, 0xF2, 0x90}, 3)
	fillPath(img, oct(m, m, m+s, m+s, k), color.RGBA{0x20, 0x22, 0x28, 0xFF}, 3)
	face := a.NumeralFace(118)
	num := game.Itoa(value)
	cx, cy := float64(m)+float64(s)/2, float64(m)+float64(s)/2
	game.DrawTextMiddle(img, num, face, cx+3, cy+4, game.Center, color.RGBA{0x10, 0x12, 0x18, 0xC0})
	game.DrawTextMiddle(img, num, face, cx, cy, game.Center, color.RGBA{0xFA, 0xFB, 0xFF, 0xFF})
	bigGuards[value] = img
	return img
}

// smoothWindow rises from 0 to 1 over [a, b], holds, and falls back over
// [c, d] (c == d == 1: it stays up).
func smoothWindow(p, a, b, c, d float64) float64 {
	switch {
	case p <= a:
		return 0
	case p < b:
		return game.EaseInOut((p - a) / (b - a))
	case p <= c || c >= d:
		return 1
	case p < d:
		return 1 - game.EaseInOut((p-c)/(d-c))
	}
	return 0
}

// DrawOverPanel paints what crosses into the side panel during the
// tally, after the panel: the events' flights over it (treasure sliding
// to its taker's seat card, the seat cards of the players being lit).
func (b *Board) DrawOverPanel(dst *ebiten.Image) {
	for i := range b.active() {
		k := &b.active()[i]
		if over := motionFor(k.Ev).overPanel; over != nil {
			over(b, dst, k)
		}
	}
}

// glowSeat outlines a seat's card in the side panel.
func (b *Board) glowSeat(dst *ebiten.Image, seat int, alpha float32) {
	if alpha <= 0 || seat < 0 || seat >= int(b.View.Players) {
		return
	}
	r := SeatCardRect(seat)
	vector.StrokeRect(dst, float32(r.Min.X)-1, float32(r.Min.Y)-1, float32(r.Dx())+2, float32(r.Dy())+2, 4, withAlpha(game.GiltLight, alpha), true)
}
