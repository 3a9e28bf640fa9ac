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

// The magic version's pieces on the board: the artifact that lies face up
// on each room's stack, the Flying Carpets and Doubles among the tokens,
// and the Tent's two cards while its strongest chooses. In the basic game
// the Tent and the Djinn's House are closed (decision D9) and none of this
// shows.

// drawClosedCity shades the Tent and the Djinn's House in the basic game;
// in the magic version they are open like the Market.
func (b *Board) drawClosedCity(dst *ebiten.Image) {
	if b.View.Magic {
		return
	}
	u := b.UI
	for _, sp := range []int{assets.SpaceTent, assets.SpaceDjinn} {
		r := assets.SpaceRect(sp)
		game.FillRect(dst, r, color.RGBA{0x10, 0x10, 0x20, 0x70})
		u.Text.Draw(dst, lang.T("magic version only"), u.Face(game.MinTextSize, false), float64(r.Min.X+r.Dx()/2), float64(r.Max.Y-30), game.Center, game.Parchment)
	}
}

// OnSaleAt is the artifact face up on room r's stack in the display, or
// NoArtifact (the basic game, an empty stack, a tile in flight).
func (s Spots) OnSaleAt(r int) engine.Artifact {
	v := s.v
	if !v.Magic || r < 0 || r >= int(v.Players) || r >= engine.MaxRooms || v.StackLen[r] == 0 {
		return engine.NoArtifact
	}
	return v.OnSale[r]
}

// drawOnSale lays room r's face-up artifact on its stack, over the
// stack's face-down top tile; it reports whether the top needs nothing
// more (no "?").
func (b *Board) drawOnSale(dst *ebiten.Image, r int) bool {
	art := b.Spots.OnSaleAt(r)
	if b.View.Magic && b.playing().tileTurning(r) {
		return true // the turning tile is the event's to draw
	}
	if art == engine.NoArtifact {
		return false
	}
	c := RectCenter(assets.StackRect(r))
	game.DrawImageAt(dst, b.Assets.Artifact(art), float64(c.X), float64(c.Y), 1, 1)
	return true
}

// tileTurning reports whether an event now playing turns or swaps room
// r's top tile (it draws the tile itself).
func (playing batch) tileTurning(r int) bool {
	for _, k := range playing {
		if (k.Ev.Type == engine.EvArtifactShown || k.Ev.Type == engine.EvArtifactSwapped) && k.Ev.Space.Room() == r {
			return true
		}
	}
	return false
}

// extraArtifact is the artifact a virtual token stands for: a Flying
// Carpet or a Double.
func extraArtifact(token int8) engine.Artifact {
	if token == engine.DoubleToken {
		return engine.Double
	}
	return engine.FlyingCarpet
}

// ExtraSpot is where seat's i-th Carpet or Double on a space lies: on top
// of the seat's stack there, as one more token of it.
func (s Spots) ExtraSpot(sp engine.Space, seat int8, i int) image.Point {
	n := s.countOf(sp, seat)
	return assets.StackSpot(int(sp), int(seat), n+i, n+i+1)
}

// drawExtras paints the Flying Carpets and Doubles on the board: a disc
// of the seat's colour bearing the artifact and the value it counts.
func (b *Board) drawExtras(dst *ebiten.Image) {
	v := &b.View
	if !v.Magic {
		return
	}
	var seen [engine.NumSpaces][engine.MaxPlayers]int
	for i := range v.Extra {
		x := v.Extra[i]
		if int(x.Space) >= engine.NumSpaces || x.Seat < 0 || int(x.Seat) >= int(v.Players) {
			continue
		}
		at := b.Spots.ExtraSpot(x.Space, x.Seat, seen[x.Space][x.Seat])
		seen[x.Space][x.Seat]++
		if b.playing().extraInFlight(x) {
			continue
		}
		b.drawExtra(dst, x.Seat, x.Token, x.Value, at, 1, 1)
	}
}

// extraInFlight reports whether an event now playing carries a Carpet or
// Double (it lands, or goes home).
func (r batch) extraInFlight(x engine.TokenView) bool {
	for _, k := range r {
		switch k.Ev.Type {
		case engine.EvCarpetLaid, engine.EvDoubled, engine.EvTokenReturned:
			if k.Ev.Seat == x.Seat && k.Ev.Handle() == x.Seq && k.Ev.Handle() != 0 {
				return true
			}
		}
	}
	return false
}

// drawExtra paints one Carpet or Double at a point.
func (b *Board) drawExtra(dst *ebiten.Image, seat, token, value int8, at image.Point, scale float64, alpha float32) {
	a := b.Assets
	x, y := float64(at.X), float64(at.Y)
	game.DrawImageAt(dst, a.TokenBack(b.Seats.Color(int(seat))), x, y, scale, alpha)
	game.DrawImageAt(dst, a.Artifact(extraArtifact(token)), x, y-4*scale, 0.55*scale, alpha)
	if value > 0 && alpha > 0.5 {
		face := a.NumeralFace(game.MinTextSize)
		game.DrawTextMiddle(dst, game.Itoa(int(value)), face, x, y+16*scale, game.Center, game.Parchment)
	}
}

// tentOfferWaits reports whether the Tent's strongest is choosing between
// two cards now: both lie face down at the Tent for everyone to see.
func (b *Board) tentOfferWaits() bool {
	return b.View.Magic && !b.busy() && b.View.Pending.Type == engine.DecTentKeep
}

// tentCardSpot is where the Tent's i-th card (0 or 1) lies while its
// strongest chooses; the deck the cards come from lies between them.
func tentCardSpot(i int) image.Point {
	r := assets.SpaceRect(assets.SpaceTent)
	return image.Pt(r.Min.X+r.Dx()/2+(2*i-1)*44, r.Min.Y+r.Dy()/2+10)
}

// spellDeckSpot is where spell cards are drawn from and go to: the deck
// at Aladdin's Tent.
func spellDeckSpot() image.Point {
	r := assets.SpaceRect(assets.SpaceTent)
	return image.Pt(r.Min.X+r.Dx()/2, r.Min.Y+r.Dy()/2+10)
}

// spellCardScale is a spell card's size on the board, a little smaller
// than a city space.
const (
	spellCardScale = 0.36
	// ShownCardScale is a card shown to the table as it is cast.
	ShownCardScale = 0.72
)

// drawTentOffer paints the Tent's two face-down cards while its strongest
// chooses (the chooser's own dialog shows their faces).
func (b *Board) drawTentOffer(dst *ebiten.Image) {
	if !b.tentOfferWaits() {
		return
	}
	for i := 0; i < 2; i++ {
		p := tentCardSpot(i)
		game.DrawImageAt(dst, b.Assets.SpellBack(), float64(p.X), float64(p.Y), spellCardScale, 1)
	}
}

// extraOf finds the Carpet or Double on the board with public handle seq.
func (s Spots) extraOf(seq uint8) (engine.TokenView, bool) {
	for _, x := range s.v.Extra {
		if x.Space != engine.Behind && int(x.Space) < engine.NumSpaces && x.Seq == seq {
			return x, true
		}
	}
	return engine.TokenView{}, false
}
