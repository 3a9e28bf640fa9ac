package scenes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// boardOptions are what a scene adds to the board drawing.
type boardOptions struct {
	legal    [engine.NumSpaces]bool // spaces to light up (placement)
	hover    int                    // hovered space, -1 none
	peek     bool                   // show the viewer's own face-down tokens
	peekAt   image.Point            // the pointer, to peek one token
	hideSelf bool                   // draw nothing private (hand-off)
}

// drawBoard paints the static board (one cached image) and the pieces of
// the display model, then whatever is in flight.
func (t *Table) drawBoard(dst *ebiten.Image, o boardOptions) {
	a := t.ctx.Assets
	u := t.ctx.UI
	dst.DrawImage(a.Board(), nil)
	v := &t.view
	players := int(v.Players)

	// Closed rooms (fewer players than rooms) are shaded.
	for r := players; r < engine.MaxRooms; r++ {
		game.FillRect(dst, assets.SpaceRect(assets.SpaceRoom1+r), color.RGBA{0x10, 0x10, 0x20, 0xA0})
		rr := assets.SpaceRect(assets.SpaceRoom1 + r)
		u.Text.Draw(dst, "closed", u.Face(game.MinTextSize, false), float64(rr.Min.X+rr.Dx()/2), float64(rr.Min.Y+rr.Dy()/2), game.Center, game.Parchment)
	}
	// Basic game: the Tent and the Djinn are closed (decision D9).
	t.drawClosedCity(dst)

	// Legal-space glow and hover.
	for sp := 0; sp < engine.NumSpaces; sp++ {
		if o.legal[sp] {
			r := assets.SpaceRect(sp)
			game.FillRect(dst, r, color.RGBA{0x26, 0x22, 0x14, 0x26}) // premultiplied pale gilt
			game.StrokeRect(dst, r, 3, game.GiltLight)
		}
	}
	if o.hover >= 0 {
		r := assets.SpaceRect(o.hover)
		clr := color.Color(color.RGBA{0xB0, 0xB0, 0xB0, 0xB0})
		if !o.legal[o.hover] && o.legal != [engine.NumSpaces]bool{} {
			clr = game.BadRed
		}
		game.StrokeRect(dst, r, 3, clr)
	}

	t.drawShelves(dst)
	t.drawCityColumn(dst)
	t.drawGuard(dst)
	t.drawStacks(dst)
	t.drawTokens(dst, o)
	t.drawExtras(dst)
	t.drawTentOffer(dst)
	t.drawFlights(dst)
	// Badges go over the tally's glows and crowns so they stay readable.
	t.drawBadges(dst, o)
	t.drawTieMarkers(dst) // ties.go: beside the badges, over no token
	t.drawStages(dst)
	t.drawVizier(dst)
	t.drawCaptions(dst)
}

func (t *Table) drawShelves(dst *ebiten.Image) {
	a := t.ctx.Assets
	for cave := 0; cave < engine.NumCaves; cave++ {
		for sh := 0; sh < engine.NumShelves; sh++ {
			s := t.view.Shelves[cave][sh]
			if s.Small == 0 && s.Large == 0 {
				continue
			}
			if t.flyingShelf(cave, sh) {
				continue
			}
			drawShelf(dst, a, cave, sh, s)
		}
	}
}

// drawShelf lays a shelf's pieces out, large first, with its value.
func drawShelf(dst *ebiten.Image, a *assets.Assets, cave, sh int, s engine.Shelf) {
	n := int(s.Small + s.Large)
	pts := assets.ShelfSlots(cave, sh, n)
	for i, p := range pts {
		large := i < int(s.Large)
		game.DrawImageAt(dst, a.Treasure(cave, large), float64(p.X), float64(p.Y), 1, 1)
	}
	r := assets.ShelfRect(cave, sh)
	game.DrawTextMiddle(dst, game.Itoa(s.Value()), a.NumeralFace(game.MinTextSize), float64(r.Max.X-4), float64(r.Min.Y+r.Dy()/2), game.Right, game.GiltLight)
}

// flyingShelf reports whether a shelf's pieces are in flight now.
func (t *Table) flyingShelf(cave, sh int) bool {
	for _, k := range t.q.active {
		if kindOf(k.ev).liftsShelf && int(k.ev.Space) == cave && int(k.ev.Shelf) == sh {
			return true
		}
	}
	return false
}

// drawCityColumn paints the treasure card, the camel and the bank.
func (t *Table) drawCityColumn(dst *ebiten.Image) {
	a := t.ctx.Assets
	u := t.ctx.UI
	v := &t.view
	cr := assets.CardSlotRect()
	if v.Round > 0 && v.Card >= 0 {
		deck := engine.Deck(int(v.Players))
		if int(v.Card) < len(deck) {
			img := a.TreasureCard(cardShelves(deck[v.Card]))
			dst.DrawImage(img, geoAt(cr.Min))
		}
	} else {
		dst.DrawImage(a.CardBack(), geoAt(cr.Min))
	}
	// The camel stands on its spot with its holder's colour.
	cm := assets.CamelRect()
	cx, cy := float64(cm.Min.X+cm.Dx()/2), float64(cm.Min.Y+cm.Dy()/2-8)
	game.DrawImageAt(dst, a.Camel(), cx, cy, 0.9, 1)
	if v.Camel >= 0 && int(v.Camel) < int(v.Players) {
		c := t.S.Color(int(v.Camel))
		lr := image.Rect(cm.Min.X+4, cm.Max.Y-26, cm.Max.X-4, cm.Max.Y-2)
		u.Shapes.RoundRect(dst, lr, 10, assets.PlayerColors[c], game.Ink, 1)
		name, face := u.FitName(t.S.Name(int(v.Camel)), game.MinTextSize, true, float64(lr.Dx()-8))
		m := face.Metrics()
		u.Text.Draw(dst, name, face, float64(lr.Min.X+lr.Dx()/2), float64(lr.Min.Y+lr.Dy()/2)-(m.HAscent+m.HDescent)/2, game.Center, game.Ink)
	}
	// Bank piles: small and large pieces side by side with their counts.
	for k := 0; k < engine.NumKinds; k++ {
		r := assets.BankPileRect(k)
		cx := float64(r.Min.X + r.Dx()/2)
		game.DrawImageAt(dst, a.Treasure(k, false), cx-9, float64(r.Min.Y+14), 0.7, 1)
		game.DrawImageAt(dst, a.Treasure(k, true), cx+9, float64(r.Min.Y+14), 0.5, 1)
		game.DrawText(dst, game.Itoa(int(v.Bank.Small[k]))+"/"+game.Itoa(int(v.Bank.Large[k])), a.NumeralFace(game.MinTextSize), cx, float64(r.Min.Y+28), game.Center, game.Parchment)
	}
}

// cardShelves converts an engine card to the painter's shelf lists.
func cardShelves(c engine.Card) [5][]int {
	var sh [5][]int
	for cave := 0; cave < engine.NumCaves; cave++ {
		for s := 0; s < engine.NumShelves; s++ {
			if c[cave][s] > 0 {
				sh[cave] = append(sh[cave], int(c[cave][s]))
			}
		}
	}
	return sh
}

func geoAt(p image.Point) *ebiten.DrawImageOptions {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(p.X), float64(p.Y))
	return op
}

func (t *Table) drawGuard(dst *ebiten.Image) {
	a := t.ctx.Assets
	pr := assets.GuardPileRect()
	game.DrawImageAt(dst, a.GuardBack(), float64(pr.Min.X+pr.Dx()/2), float64(pr.Min.Y+pr.Dy()/2), 1, 1)
	if t.view.Round == 0 {
		return
	}
	gr := assets.GuardTokenRect()
	cx, cy := float64(gr.Min.X+gr.Dx()/2), float64(gr.Min.Y+gr.Dy()/2)
	for i := range t.q.active {
		k := &t.q.active[i]
		if slot := kindOf(k.ev).guardSlot; slot != nil {
			slot(t, dst, k, cx, cy)
			return
		}
	}
	if t.view.Guard > 0 {
		game.DrawImageAt(dst, a.Guard(int(t.view.Guard)), cx, cy, 1, 1)
	} else {
		game.DrawImageAt(dst, a.GuardBack(), cx, cy, 1, 1)
	}
}

// drawStacks paints each open room's face-down artifact stack and count.
func (t *Table) drawStacks(dst *ebiten.Image) {
	u := t.ctx.UI
	for r := 0; r < int(t.view.Players) && r < engine.MaxRooms; r++ {
		sr := assets.StackRect(r)
		n := int(t.view.StackLen[r])
		if n == 0 {
			u.Text.Draw(dst, "sold out", u.Face(game.MinTextSize, false), float64(sr.Min.X+sr.Dx()/2), float64(sr.Min.Y+20), game.Center, game.Parchment)
			continue
		}
		for i := 0; i < n; i++ {
			d := (n - 1 - i) * assets.ArtifactPileStep
			tile := sr.Add(image.Pt(d, -d))
			u.Shapes.RoundRect(dst, tile, 8, game.Teal, game.GiltLight, 2)
		}
		// The magic version shows the top tile's face (the one on sale).
		if !t.drawOnSale(dst, r) {
			u.Text.Draw(dst, "?", u.Face(30, true), float64(sr.Min.X+sr.Dx()/2), float64(sr.Min.Y+12), game.Center, game.GiltLight)
		}
		// The count sits right of the stack, under the room's medal, so
		// the room's tokens never cover it.
		cr := assets.RoomCountRect(r)
		cf := u.Face(game.MinTextSize, true)
		cm := cf.Metrics()
		u.Text.Draw(dst, game.Itoa(n)+" left", cf, float64(cr.Min.X+cr.Dx()/2), float64(cr.Min.Y+cr.Dy()/2)-(cm.HAscent+cm.HDescent)/2, game.Center, game.GiltLight)
	}
}

// tokenImage is how a token looks to the viewer.
func (t *Table) tokenImage(tv engine.TokenView, peek bool) *ebiten.Image {
	a := t.ctx.Assets
	c := t.S.Color(int(tv.Seat))
	if tv.Face || (peek && tv.Value > 0 && t.isViewer(int(tv.Seat))) {
		return a.Token(c, int(tv.Value))
	}
	return a.TokenBack(c)
}

// drawTokens paints every token on the board but those an event draws
// (turning, or in flight): each seat's tokens on a space form one small
// stack (stacks.go), drawn bottom first (drawBoard adds the stacks'
// badges later).
func (t *Table) drawTokens(dst *ebiten.Image, o boardOptions) {
	t.eachTokenSpot(func(tv engine.TokenView, p image.Point) {
		if t.eventDrawsToken(dst, tv, p) {
			return
		}
		peek := o.peek && !o.hideSelf
		if !peek && !o.hideSelf && o.peekAt.Sub(p).X*o.peekAt.Sub(p).X+o.peekAt.Sub(p).Y*o.peekAt.Sub(p).Y < 26*26 {
			peek = true
		}
		game.DrawImageAt(dst, t.tokenImage(tv, peek && !o.hideSelf), float64(p.X), float64(p.Y), 1, 1)
	})
}

// eachTokenSpot calls f for every printed token on the board with where it
// is drawn: each seat's tokens on a space form one small stack (stacks.go),
// bottom first.
func (t *Table) eachTokenSpot(f func(tv engine.TokenView, at image.Point)) {
	all := stacks(&t.view)
	var inStack [engine.NumSpaces][engine.MaxPlayers]int
	for i := 0; i < int(t.view.NumTokens); i++ {
		tv := t.view.Tokens[i]
		if int(tv.Space) >= engine.NumSpaces || tv.Seat < 0 || int(tv.Seat) >= engine.MaxPlayers {
			continue
		}
		k := inStack[tv.Space][tv.Seat]
		inStack[tv.Space][tv.Seat]++
		f(tv, assets.StackSpot(int(tv.Space), int(tv.Seat), k, all[tv.Space][tv.Seat].n))
	}

}

// eventDrawsToken lets the first event now playing that takes a token's
// place draw it there; it reports whether one did.
func (t *Table) eventDrawsToken(dst *ebiten.Image, tv engine.TokenView, at image.Point) bool {
	for i := range t.q.active {
		k := &t.q.active[i]
		if draw := kindOf(k.ev).drawsToken; draw != nil && draw(t, dst, k, tv, at) {
			return true
		}
	}
	return false
}

// stackLifted reports whether a seat's tokens on a space are leaving with
// an event now playing: their badge and crown go with them.
func (t *Table) stackLifted(sp engine.Space, seat int8) bool {
	for _, k := range t.q.active {
		if lifts := kindOf(k.ev).liftsStack; lifts != nil && lifts(k.ev, sp, seat) {
			return true
		}
	}
	return false
}

// drawVizier walks the vizier between spaces during the tally.
func (t *Table) drawVizier(dst *ebiten.Image) {
	if !t.tallying {
		return
	}
	p := t.vizierAt
	for i := range t.q.active {
		k := &t.q.active[i]
		if walk := kindOf(k.ev).vizier; walk != nil {
			p = walk(t, k)
		}
	}
	img := t.ctx.Assets.Vizier()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(float64(p.X-assets.VizierFeet.X), float64(p.Y-assets.VizierFeet.Y))
	dst.DrawImage(img, op)
}

// drawCaptions shows the running caption and banner.
func (t *Table) drawCaptions(dst *ebiten.Image) {
	u := t.ctx.UI
	if t.caption != "" && t.q.Busy() {
		face := u.Face(19, true)
		w := int(game.TextWidth(t.caption, face)) + 28
		r := image.Rect(t.captionAt.X-w/2, t.captionAt.Y-18, t.captionAt.X+w/2, t.captionAt.Y+18)
		if r.Min.X < 6 {
			r = r.Add(image.Pt(6-r.Min.X, 0))
		}
		if r.Max.X > assets.BoardW-6 {
			r = r.Sub(image.Pt(r.Max.X-assets.BoardW+6, 0))
		}
		u.Shapes.RoundRect(dst, r, 14, color.RGBA{0x16, 0x1B, 0x3A, 0xE8}, game.Gilt, 2)
		u.Text.Draw(dst, t.caption, face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+7), game.Center, game.GiltLight)
	}
	if t.banner != "" {
		r := image.Rect(assets.BoardW/2-260, 440, assets.BoardW/2+260, 520)
		u.Shapes.RoundRect(dst, r, 20, color.RGBA{0x16, 0x1B, 0x3A, 0xEE}, game.GiltLight, 3)
		u.Text.Draw(dst, t.banner, u.Face(40, true), float64(assets.BoardW/2), 452, game.Center, game.GiltLight)
	}
}
