package board

import (
	"image"
	"image/color"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Ties on the board. Equal strengths on a space are ranked in sequence
// order: the camel's holder first, then clockwise (decision D12). Where
// that order decides something, the board says so beside the space while
// its result shows, and the log says it as the ranking is told. Both read
// only the ranking the viewer was shown (EvRanking, or the display's copy
// of it) and the camel's holder it names.

// Tie is a run of players with equal strength on a space, in the order
// the camel's sequence put them.
type Tie struct {
	Space    engine.Space
	Seats    []int
	Strength int
	Camel    int // the camel's holder, whose sequence order settled it
}

// ranked is a space's ranking as the viewer was shown it.
type ranked struct {
	space    engine.Space
	strength [engine.MaxPlayers]int16
	order    [engine.MaxPlayers]int8
	n        int
	camel    int
	players  int
}

// placesThatCount is how many places at the top of a space's ranking get
// something of their own: a tie below them settles nothing. In a cave
// every place takes its own shelf and in a room the offer goes down the
// whole ranking; the Tent gives its strongest and its second a card; the
// Market, the Caravanserai and the Djinn's House reward the strongest
// alone; the guard ranks nobody (each player's strength meets the guard
// on its own, D15).
func placesThatCount(sp engine.Space, n int) int {
	switch {
	case sp.IsCave(), sp.IsRoom():
		return n
	case sp == engine.AladdinsTent:
		return 2
	case sp == engine.Market, sp == engine.Caravanserai, sp == engine.DjinnsHouse:
		return 1
	}
	return 0
}

// ties lists the ties of a ranking that the camel's order settled, top
// first. A ranking that does not follow that order (it cannot happen)
// gets no word rather than a wrong one.
func (r ranked) ties() []Tie {
	var out []Tie
	count := placesThatCount(r.space, r.n)
	for a := 0; a < r.n; {
		b := a + 1
		for b < r.n && r.strength[r.order[b]] == r.strength[r.order[a]] {
			b++
		}
		if b-a >= 2 && a < count {
			tt := Tie{Space: r.space, Strength: int(r.strength[r.order[a]]), Camel: r.camel}
			for i := a; i < b; i++ {
				tt.Seats = append(tt.Seats, int(r.order[i]))
			}
			if !r.inCamelOrder(tt.Seats) {
				return nil
			}
			out = append(out, tt)
		}
		a = b
	}
	return out
}

// inCamelOrder reports whether seats follow the sequence order from the
// camel's holder.
func (r ranked) inCamelOrder(seats []int) bool {
	if r.players <= 0 || r.camel < 0 || r.camel >= r.players {
		return false
	}
	pos := func(s int) int { return ((s-r.camel)%r.players + r.players) % r.players }
	for i := 1; i < len(seats); i++ {
		if pos(seats[i-1]) >= pos(seats[i]) {
			return false
		}
	}
	return true
}

// TiesOf lists the ties of the ranking an EvRanking tells that the
// camel's order settled, top first.
func TiesOf(e engine.Event, players int) []Tie { return rankingOf(e, players).ties() }

// rankingOf is the ranking an EvRanking tells.
func rankingOf(e engine.Event, players int) ranked {
	return ranked{space: e.Space, strength: e.Strength, order: e.Ranking, n: int(e.NRank), camel: int(e.Camel), players: players}
}

// tieNotes lays out and draws the notes on the ties of the ranking on
// show. It reads the board's view, what lies on it and what is leaving
// it, and keeps nothing between frames.
type tieNotes struct {
	ui       *game.UI
	assets   *assets.Assets
	seats    Seats
	spots    Spots
	view     *engine.View
	tallying bool
	playing  batch
	// badges are the stacks' badges, which a note leaves in sight (laid
	// out once the notes are: a board without a note needs none).
	badges func() []Badge
}

// tieNotes are the board's notes on ties as it stands now.
func (b *Board) tieNotes() tieNotes {
	return tieNotes{ui: b.UI, assets: b.Assets, seats: b.Seats, spots: b.Spots, view: &b.View,
		tallying: b.Tallying, playing: b.playing(), badges: func() []Badge { return b.Badges(Options{Hover: -1}) }}
}

// shownRanking is the ranking the board shows now: the space being
// tallied, once its ranking has been told (placeOf's condition).
func (n tieNotes) shownRanking() (ranked, bool) {
	v := n.view
	if !n.tallying || v.NRank == 0 || int(v.Tally) >= engine.NumSpaces || v.Tally == engine.Guard {
		return ranked{}, false
	}
	return ranked{space: v.Tally, strength: v.Strength, order: v.Ranking, n: int(v.NRank), camel: int(v.Camel), players: int(v.Players)}, true
}

// TieMarker is the board's note on a tie: a plate beside the space's
// stacks with the camel, the tie and the order the camel set.
type TieMarker struct {
	Tie
	Rect  image.Rectangle
	Title string // "Tie at 9: camel order"
	// heads are the title as drawn: one line, or "Tie at 9:" and "camel
	// order" where one line would not fit.
	heads []string
	Lines []string // "Green before Blue", wrapped to the plate
}

// The note's measures: its text is at the game's smallest size, one line
// every tieLineH, with the camel left of the title.
const (
	tieLineH  = 21
	tiePadX   = 8
	tiePadY   = 4
	tieCamelW = 26
)

// TieMarkers lays out the notes for the ties of the ranking on show, if
// any (none once a tied stack is leaving the board), each on a free spot
// of the space as near its tied stacks as the space allows.
func (b *Board) TieMarkers() []TieMarker { return b.tieNotes().markers() }

// markers lays out the notes (Board.TieMarkers).
func (n tieNotes) markers() []TieMarker {
	r, ok := n.shownRanking()
	if !ok {
		return nil
	}
	badges := n.badges()
	var out []TieMarker
	var taken []image.Rectangle
	for _, tt := range r.ties() {
		lifted := false
		names := make([]string, len(tt.Seats))
		for j, s := range tt.Seats {
			names[j] = n.seats.Name(s)
			lifted = lifted || n.playing.stackLifted(tt.Space, int8(s))
		}
		if lifted {
			continue
		}
		order := strings.Join(names, ", ")
		if len(names) == 2 {
			order = lang.T("%s before %s", names[0], names[1])
		}
		m := n.lay(tt, []string{lang.T("Tie at %d:", tt.Strength), lang.T("camel order")}, order, taken, badges)
		taken = append(taken, m.Rect)
		out = append(out, m)
	}
	return out
}

// lay sizes a note to its words (the title on one line if it fits,
// condensed a little at most; the order wrapped to the space's width) and
// finds it a place.
func (n tieNotes) lay(tt Tie, title []string, order string, taken []image.Rectangle, badges []Badge) TieMarker {
	u := n.ui
	maxText := float64(tieArea(tt.Space).Dx() - 2*tiePadX)
	bold, regular := u.Face(game.MinTextSize, true), u.Face(game.MinTextSize, false)
	whole := strings.Join(title, " ")
	m := TieMarker{Tie: tt, Title: whole, heads: []string{whole}, Lines: wrapWords(order, regular, maxText)}
	w := game.TextWidth(whole, bold) + tieCamelW
	if w*game.MinCondense > maxText {
		m.heads = title
		w = game.TextWidth(title[0], bold) + tieCamelW
		for _, h := range title[1:] {
			w = max(w, game.TextWidth(h, bold))
		}
	}
	w = min(w, maxText)
	for _, l := range m.Lines {
		w = max(w, game.TextWidth(l, regular))
	}
	size := image.Pt(int(w+0.999)+2*tiePadX, 2*tiePadY+tieLineH*(len(m.heads)+len(m.Lines)))
	m.Rect = n.place(tt, size, taken, badges)
	return m
}

// wrapWords breaks s into lines no wider than maxW, at spaces.
func wrapWords(s string, face text.Face, maxW float64) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && game.TextWidth(line+" "+w, face) > maxW {
			lines = append(lines, line)
			line = w
			continue
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	return append(lines, line)
}

// obstacles is everything on a space a note must leave in sight: its
// name, the stacks and their badges, the crown, the vizier (on the space
// being tallied), the cave's treasure, a room's artifacts and the guard's
// tiles.
func (n tieNotes) obstacles(sp engine.Space, badges []Badge) []image.Rectangle {
	v := n.view
	rs := []image.Rectangle{assets.LabelRect(int(sp))}
	if sp == v.Tally {
		rs = append(rs, assets.VizierRect(int(sp)))
	}
	h := assets.TokenSize/2 + 3
	around := func(at image.Point) { rs = append(rs, image.Rect(at.X-h, at.Y-h, at.X+h, at.Y+h)) }
	for seat := int8(0); int(seat) < int(v.Players); seat++ {
		pts := n.spots.StackPoints(sp, seat)
		for _, at := range pts {
			around(at)
		}
		if len(pts) > 0 && v.NRank > 0 && seat == v.Ranking[0] {
			// The crown stands on the strongest stack's top token.
			top := pts[len(pts)-1]
			rs = append(rs, image.Rect(top.X-24, top.Y-assets.TokenSize/2-36, top.X+24, top.Y))
		}
	}
	var seen [engine.MaxPlayers]int
	for i := range v.Extra {
		if x := v.Extra[i]; x.Space == sp && x.Seat >= 0 && int(x.Seat) < engine.MaxPlayers {
			around(n.spots.ExtraSpot(x.Space, x.Seat, seen[x.Seat]))
			seen[x.Seat]++
		}
	}
	for _, bd := range badges {
		if bd.Space == int(sp) {
			rs = append(rs, bd.Rect)
		}
	}
	switch {
	case sp.IsCave():
		for sh := 0; sh < engine.NumShelves; sh++ {
			if s := v.Shelves[sp.Cave()][sh]; s.Small+s.Large > 0 {
				rs = append(rs, assets.ShelfRect(int(sp), sh))
			}
		}
	case sp.IsRoom():
		room := int(sp) - assets.SpaceRoom1
		rs = append(rs, assets.ArtifactPileRect(room), assets.RoomMedalRect(room), assets.RoomCountRect(room))
	case sp == engine.Guard:
		rs = append(rs, assets.GuardTokenRect().Inset(-8), assets.GuardPileRect().Inset(-8))
	}
	return rs
}

// tieAim is the middle of the tied players' tokens on the space.
func (spots Spots) tieAim(tt Tie) image.Point {
	var aim image.Point
	n := 0
	for _, s := range tt.Seats {
		for _, at := range spots.StackPoints(tt.Space, int8(s)) {
			aim = aim.Add(at)
			n++
		}
	}
	if n == 0 {
		return RectCenter(assets.SpaceRect(int(tt.Space)))
	}
	return aim.Div(n)
}

// tieArea is where a space's tie note may lie: inside the space, clear
// of the tally's arrow medals on its sides.
func tieArea(sp engine.Space) image.Rectangle {
	r := assets.SpaceRect(int(sp))
	return image.Rect(r.Min.X+10, r.Min.Y+2, r.Max.X-10, r.Max.Y-2)
}

// settledNeighbour is the space beside sp that the vizier tallied just
// before it: its result no longer shows, so a crowded space's note may
// reach onto it (the cave to the left, the city space to the right, the
// room or guard to the left; in the palace the note may span the narrow
// gap between the two, elsewhere the tally's arrows keep it to one side). The Red Dragon's and the Tent's come first
// in their rows.
func settledNeighbour(sp engine.Space) (engine.Space, bool) {
	if sp == engine.CaveRed || sp == engine.AladdinsTent || int(sp) >= engine.NumSpaces {
		return 0, false
	}
	return sp - 1, true
}

// place finds a note of the given size a clear spot as near the tied
// stacks as it can: on the space, else reaching onto the settled space
// beside it; where nothing is clear, on the space where it hides least.
func (n tieNotes) place(tt Tie, size image.Point, taken []image.Rectangle, badges []Badge) image.Rectangle {
	aim := n.spots.tieAim(tt)
	own := append(n.obstacles(tt.Space, badges), taken...)
	if r, clear := freeSpotNear(tieArea(tt.Space), size, aim, own); clear {
		return r
	}
	if nb, ok := settledNeighbour(tt.Space); ok {
		area := tieArea(tt.Space).Union(tieArea(nb))
		obstacles := append(own, n.obstacles(nb, badges)...)
		if !tt.Space.IsRoom() {
			// Between caves and between city spaces the tally's arrow
			// medals sit on the gap: the note stays on one side of it.
			a, b := assets.SpaceRect(int(tt.Space)), assets.SpaceRect(int(nb))
			gap := image.Rect(min(a.Max.X, b.Max.X)-10, a.Min.Y, max(a.Min.X, b.Min.X)+10, a.Max.Y)
			obstacles = append(obstacles, gap)
		}
		if r, clear := freeSpotNear(area, size, aim, obstacles); clear {
			return r
		}
	}
	r, _ := freeSpotNear(tieArea(tt.Space), size, aim, own)
	return r
}

// freeSpotNear places a rectangle of the given size in area on the spot
// clear of every obstacle that lies nearest aim (a spot above counted
// nearer than one below); where no spot is clear, on the one that hides
// least. It reports whether the spot is clear.
func freeSpotNear(area image.Rectangle, size, aim image.Point, obstacles []image.Rectangle) (image.Rectangle, bool) {
	best, bestCost, bestHidden := image.Rectangle{Min: area.Min, Max: area.Min.Add(size)}, -1, 0
	const step = 4
	for y := area.Min.Y; y+size.Y <= area.Max.Y; y += step {
		for x := area.Min.X; x+size.X <= area.Max.X; x += step {
			r := image.Rect(x, y, x+size.X, y+size.Y)
			hidden := 0
			for _, o := range obstacles {
				if in := r.Intersect(o); !in.Empty() {
					hidden += in.Dx() * in.Dy()
				}
			}
			c := RectCenter(r)
			dx, dy := c.X-aim.X, c.Y-aim.Y
			if dy > 0 {
				dy *= 2
			}
			cost := hidden*1000000 + dx*dx + dy*dy
			if bestCost < 0 || cost < bestCost {
				best, bestCost, bestHidden = r, cost, hidden
			}
		}
	}
	return best, bestCost >= 0 && bestHidden == 0
}

// draw paints the tie notes of the space being tallied: a dark plate
// edged in gilt, the camel, the tie and the order it set.
func (n tieNotes) draw(dst *ebiten.Image) {
	u := n.ui
	bold, regular := u.Face(game.MinTextSize, true), u.Face(game.MinTextSize, false)
	markers := n.markers()
	if len(markers) == 0 {
		return
	}
	badges := n.badges()
	for _, m := range markers {
		r := m.Rect
		fill := color.RGBA{0x16, 0x1B, 0x3A, 0xF8}
		u.Shapes.RoundRect(dst, r, 10, fill, game.GiltLight, 2)
		drawTieTail(dst, r, n.spots.tieAim(m.Tie), fill, n.obstacles(m.Space, badges))
		cam := n.assets.Camel()
		sc := float64(tieLineH) / float64(cam.Bounds().Dy()) * 1.5
		y := float64(r.Min.Y + tiePadY)
		game.DrawImageAt(dst, cam, float64(r.Min.X+tiePadX+tieCamelW/2-2), y+tieLineH/2, sc, 1)
		// The title's first line sits right of the camel, the rest under
		// it; the order is centred below.
		right := float64(r.Max.X - tiePadX)
		for i, h := range m.heads {
			x := float64(r.Min.X + tiePadX)
			if i == 0 {
				x += tieCamelW
			}
			u.Text.DrawCondensed(dst, h, bold, (x+right)/2, y, right-x, game.GiltLight)
			y += tieLineH
		}
		for _, l := range m.Lines {
			u.Text.Draw(dst, l, regular, float64(r.Min.X+r.Dx()/2), y, game.Center, game.Parchment)
			y += tieLineH
		}
	}
}

// drawTieTail gives a note a small point toward the tied stacks (at aim)
// from the side that faces them: below a note above them, above a note
// below them, beside a note on the settled space next door.
// A point that would touch a token or badge is left out.
func drawTieTail(dst *ebiten.Image, r image.Rectangle, aim image.Point, fill color.RGBA, keepClear []image.Rectangle) {
	const half, reach = 9, 9
	clampTo := func(v, lo, hi int) float32 { return float32(min(max(v, lo), hi)) }
	var base, tip [2]float32 // the base's middle on the plate's edge, and the tip
	var along [2]float32     // half the base, along the edge
	switch {
	case aim.Y-assets.TokenSize/2 >= r.Max.Y:
		x := clampTo(aim.X, r.Min.X+18, r.Max.X-18)
		base, tip, along = [2]float32{x, float32(r.Max.Y)}, [2]float32{x, float32(r.Max.Y + reach)}, [2]float32{half, 0}
	case aim.Y+assets.TokenSize/2 <= r.Min.Y:
		x := clampTo(aim.X, r.Min.X+18, r.Max.X-18)
		base, tip, along = [2]float32{x, float32(r.Min.Y)}, [2]float32{x, float32(r.Min.Y - reach)}, [2]float32{half, 0}
	case aim.X+assets.TokenSize/2 <= r.Min.X:
		y := clampTo(aim.Y, r.Min.Y+14, r.Max.Y-14)
		base, tip, along = [2]float32{float32(r.Min.X), y}, [2]float32{float32(r.Min.X - reach), y}, [2]float32{0, half}
	case aim.X-assets.TokenSize/2 >= r.Max.X:
		y := clampTo(aim.Y, r.Min.Y+14, r.Max.Y-14)
		base, tip, along = [2]float32{float32(r.Max.X), y}, [2]float32{float32(r.Max.X + reach), y}, [2]float32{0, half}
	default:
		return
	}
	box := image.Rect(int(min(base[0]-along[0], tip[0])), int(min(base[1]-along[1], tip[1])),
		int(max(base[0]+along[0], tip[0]))+1, int(max(base[1]+along[1], tip[1]))+1)
	for _, o := range keepClear {
		if o.Overlaps(box) {
			return
		}
	}
	// The base sits a little inside the plate, so the point's fill hides
	// the plate's edge where they join.
	in := [2]float32{(base[0] - tip[0]) / reach * 3, (base[1] - tip[1]) / reach * 3}
	var side, inside vector.Path
	side.MoveTo(base[0]-along[0]+in[0]/3, base[1]-along[1]+in[1]/3)
	side.LineTo(tip[0], tip[1])
	side.LineTo(base[0]+along[0]+in[0]/3, base[1]+along[1]+in[1]/3)
	inside.MoveTo(base[0]-along[0]+in[0], base[1]-along[1]+in[1])
	inside.LineTo(tip[0]-in[0]/3, tip[1]-in[1]/3)
	inside.LineTo(base[0]+along[0]+in[0], base[1]+along[1]+in[1])
	inside.Close()
	fillPath(dst, &side, game.GiltLight, 2)
	fillPath(dst, &inside, fill, 0)
}
