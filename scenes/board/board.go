package board

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// Options are what a scene adds to the board drawing.
type Options struct {
	Legal    [engine.NumSpaces]bool // spaces to light up (placement)
	Hover    int                    // hovered space, -1 none
	Peek     bool                   // show the viewer's own face-down tokens
	PeekAt   image.Point            // the pointer, to peek one token
	HideSelf bool                   // draw nothing private (hand-off)
}

// Draw paints the static board (one cached image) and the pieces of
// the display model, then whatever is in flight.
func (b *Board) Draw(dst *ebiten.Image, o Options) {
	a := b.Assets
	u := b.UI
	dst.DrawImage(a.Board(), nil)
	v := &b.View
	players := int(v.Players)

	// Closed rooms (fewer players than rooms) are shaded.
	for r := players; r < engine.MaxRooms; r++ {
		game.FillRect(dst, assets.SpaceRect(assets.SpaceRoom1+r), color.RGBA{0x10, 0x10, 0x20, 0xA0})
		rr := assets.SpaceRect(assets.SpaceRoom1 + r)
		u.Text.Draw(dst, lang.T("closed"), u.Face(game.MinTextSize, false), float64(rr.Min.X+rr.Dx()/2), float64(rr.Min.Y+rr.Dy()/2), game.Center, game.Parchment)
	}
	// Basic game: the Tent and the Djinn are closed (decision D9).
	b.drawClosedCity(dst)

	// Legal-space glow and hover.
	for sp := 0; sp < engine.NumSpaces; sp++ {
		if o.Legal[sp] {
			r := assets.SpaceRect(sp)
			game.FillRect(dst, r, color.RGBA{0x26, 0x22, 0x14, 0x26}) // premultiplied pale gilt
			game.StrokeRect(dst, r, 3, game.GiltLight)
		}
	}
	if o.Hover >= 0 {
		r := assets.SpaceRect(o.Hover)
		clr := color.Color(color.RGBA{0xB0, 0xB0, 0xB0, 0xB0})
		if !o.Legal[o.Hover] && o.Legal != [engine.NumSpaces]bool{} {
			clr = game.BadRed
		}
		game.StrokeRect(dst, r, 3, clr)
	}

	b.drawShelves(dst)
	b.drawCityColumn(dst)
	b.drawGuard(dst)
	b.drawStacks(dst)
	b.drawTokens(dst, o)
	b.drawExtras(dst)
	b.drawTentOffer(dst)
	b.drawFlights(dst)
	// Badges go over the tally's glows and crowns so they stay readable.
	b.drawBadges(dst, o)
	b.tieNotes().draw(dst) // ties.go: beside the badges, over no token
	b.drawStages(dst)
	b.drawVizier(dst)
	b.Stage.drawCaptions(dst, b.UI, b.busy())
}

func (b *Board) drawShelves(dst *ebiten.Image) {
	a := b.Assets
	for cave := 0; cave < engine.NumCaves; cave++ {
		for sh := 0; sh < engine.NumShelves; sh++ {
			s := b.View.Shelves[cave][sh]
			if s.Small == 0 && s.Large == 0 {
				continue
			}
			if b.playing().flyingShelf(cave, sh) {
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
func (r batch) flyingShelf(cave, sh int) bool {
	for _, k := range r {
		if motionFor(k.Ev).liftsShelf && int(k.Ev.Space) == cave && int(k.Ev.Shelf) == sh {
			return true
		}
	}
	return false
}

// drawCityColumn paints the treasure card, the camel and the bank.
func (b *Board) drawCityColumn(dst *ebiten.Image) {
	a := b.Assets
	u := b.UI
	v := &b.View
	cr := assets.CardSlotRect()
	if v.Round > 0 && v.Card >= 0 {
		deck := engine.Deck(int(v.Players))
		if int(v.Card) < len(deck) {
			img := a.TreasureCard(cardShelves(deck[v.Card]))
			dst.DrawImage(img, GeoAt(cr.Min))
		}
	} else {
		dst.DrawImage(a.CardBack(), GeoAt(cr.Min))
	}
	// The camel stands on its spot with its holder's colour.
	cm := assets.CamelRect()
	cx, cy := float64(cm.Min.X+cm.Dx()/2), float64(cm.Min.Y+cm.Dy()/2-8)
	game.DrawImageAt(dst, a.Camel(), cx, cy, 0.9, 1)
	if v.Camel >= 0 && int(v.Camel) < int(v.Players) {
		c := b.Seats.Color(int(v.Camel))
		lr := image.Rect(cm.Min.X+4, cm.Max.Y-26, cm.Max.X-4, cm.Max.Y-2)
		u.Shapes.RoundRect(dst, lr, 10, assets.PlayerColors[c], game.Ink, 1)
		name, face := u.FitName(lang.Capital(b.Seats.Name(int(v.Camel))), game.MinTextSize, true, float64(lr.Dx()-8))
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

func GeoAt(p image.Point) *ebiten.DrawImageOptions {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(p.X), float64(p.Y))
	return op
}

func (b *Board) drawGuard(dst *ebiten.Image) {
	a := b.Assets
	pr := assets.GuardPileRect()
	game.DrawImageAt(dst, a.GuardBack(), float64(pr.Min.X+pr.Dx()/2), float64(pr.Min.Y+pr.Dy()/2), 1, 1)
	if b.View.Round == 0 {
		return
	}
	gr := assets.GuardTokenRect()
	cx, cy := float64(gr.Min.X+gr.Dx()/2), float64(gr.Min.Y+gr.Dy()/2)
	for i := range b.active() {
		k := &b.active()[i]
		if slot := motionFor(k.Ev).guardSlot; slot != nil {
			slot(b, dst, k, cx, cy)
			return
		}
	}
	if b.View.Guard > 0 {
		game.DrawImageAt(dst, a.Guard(int(b.View.Guard)), cx, cy, 1, 1)
	} else {
		game.DrawImageAt(dst, a.GuardBack(), cx, cy, 1, 1)
	}
}

// drawStacks paints each open room's face-down artifact stack and count.
func (b *Board) drawStacks(dst *ebiten.Image) {
	u := b.UI
	for r := 0; r < int(b.View.Players) && r < engine.MaxRooms; r++ {
		sr := assets.StackRect(r)
		n := int(b.View.StackLen[r])
		if n == 0 {
			u.Text.Draw(dst, lang.T("sold out"), u.Face(game.MinTextSize, false), float64(sr.Min.X+sr.Dx()/2), float64(sr.Min.Y+20), game.Center, game.Parchment)
			continue
		}
		for i := 0; i < n; i++ {
			d := (n - 1 - i) * assets.ArtifactPileStep
			tile := sr.Add(image.Pt(d, -d))
			u.Shapes.RoundRect(dst, tile, 8, game.Teal, game.GiltLight, 2)
		}
		// The magic version shows the top tile's face (the one on sale).
		if !b.drawOnSale(dst, r) {
			u.Text.Draw(dst, "?", u.Face(30, true), float64(sr.Min.X+sr.Dx()/2), float64(sr.Min.Y+12), game.Center, game.GiltLight)
		}
		// The count sits right of the stack, under the room's medal, so
		// the room's tokens never cover it.
		cr := assets.RoomCountRect(r)
		cf := u.Face(game.MinTextSize, true)
		cm := cf.Metrics()
		u.Text.Draw(dst, lang.N("%d left", "%d left", n, n), cf, float64(cr.Min.X+cr.Dx()/2), float64(cr.Min.Y+cr.Dy()/2)-(cm.HAscent+cm.HDescent)/2, game.Center, game.GiltLight)
	}
}

// drawTokens paints every token on the board but those an event draws
// (turning, or in flight): each seat's tokens on a space form one small
// stack (stacks.go), drawn bottom first (Draw adds the stacks'
// Badges later).
func (b *Board) drawTokens(dst *ebiten.Image, o Options) {
	b.Spots.EachTokenSpot(func(tv engine.TokenView, p image.Point) {
		if b.eventDrawsToken(dst, tv, p) {
			return
		}
		peek := o.Peek && !o.HideSelf
		if !peek && !o.HideSelf && o.PeekAt.Sub(p).X*o.PeekAt.Sub(p).X+o.PeekAt.Sub(p).Y*o.PeekAt.Sub(p).Y < 26*26 {
			peek = true
		}
		game.DrawImageAt(dst, b.Faces.Token(tv, peek && !o.HideSelf), float64(p.X), float64(p.Y), 1, 1)
	})
}

// EachTokenSpot calls f for every printed token on the board with where it
// is drawn: each seat's tokens on a space form one small stack (stacks.go),
// bottom first.
func (s Spots) EachTokenSpot(f func(tv engine.TokenView, at image.Point)) {
	all := Stacks(s.v)
	var inStack [engine.NumSpaces][engine.MaxPlayers]int
	for i := 0; i < int(s.v.NumTokens); i++ {
		tv := s.v.Tokens[i]
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
func (b *Board) eventDrawsToken(dst *ebiten.Image, tv engine.TokenView, at image.Point) bool {
	for i := range b.active() {
		k := &b.active()[i]
		if draw := motionFor(k.Ev).drawsToken; draw != nil && draw(b, dst, k, tv, at) {
			return true
		}
	}
	return false
}

// stackLifted reports whether a seat's tokens on a space are leaving with
// an event now playing: their badge and crown go with them.
func (r batch) stackLifted(sp engine.Space, seat int8) bool {
	for _, k := range r {
		if lifts := motionFor(k.Ev).liftsStack; lifts != nil && lifts(k.Ev, sp, seat) {
			return true
		}
	}
	return false
}

// drawVizier walks the vizier between spaces during the tally.
func (b *Board) drawVizier(dst *ebiten.Image) {
	if !b.Tallying {
		return
	}
	p := b.VizierAt
	for i := range b.active() {
		k := &b.active()[i]
		if walk := motionFor(k.Ev).vizier; walk != nil {
			p = walk(b, k)
		}
	}
	img := b.Assets.Vizier()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(float64(p.X-assets.VizierFeet.X), float64(p.Y-assets.VizierFeet.Y))
	dst.DrawImage(img, op)
}

// drawCaptions shows the running caption (while anything animates) and
// the banner.
func (s *Stage) drawCaptions(dst *ebiten.Image, u *game.UI, busy bool) {
	if s.Caption != "" && busy {
		face := u.Face(19, true)
		w := int(game.TextWidth(s.Caption, face)) + 28
		r := image.Rect(s.CaptionAt.X-w/2, s.CaptionAt.Y-18, s.CaptionAt.X+w/2, s.CaptionAt.Y+18)
		if r.Min.X < 6 {
			r = r.Add(image.Pt(6-r.Min.X, 0))
		}
		if r.Max.X > assets.BoardW-6 {
			r = r.Sub(image.Pt(r.Max.X-assets.BoardW+6, 0))
		}
		u.Shapes.RoundRect(dst, r, 14, color.RGBA{0x16, 0x1B, 0x3A, 0xE8}, game.Gilt, 2)
		u.Text.Draw(dst, s.Caption, face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+7), game.Center, game.GiltLight)
	}
	if s.Banner != "" {
		r := image.Rect(assets.BoardW/2-260, 440, assets.BoardW/2+260, 520)
		u.Shapes.RoundRect(dst, r, 20, color.RGBA{0x16, 0x1B, 0x3A, 0xEE}, game.GiltLight, 3)
		u.Text.Draw(dst, s.Banner, u.Face(40, true), float64(assets.BoardW/2), 452, game.Center, game.GiltLight)
	}
}

// CaptionOver shows a caption (a sentence already) over a space.
func (s *Stage) CaptionOver(text string, sp engine.Space) {
	r := assets.SpaceRect(int(sp))
	s.Caption, s.CaptionAt = text, image.Pt(r.Min.X+r.Dx()/2, r.Min.Y+r.Dy()/2)
}
