package board

import (
	"aladdin/assets"
	"aladdin/engine"

	"github.com/hajimehoshi/ebiten/v2"
)

// Faces are the pictures of the pieces as this screen may show them: a
// token's value or its back, a spell card's face or its back, an
// artifact's tile. A hidden thing shows only to the viewer on screen who
// may see it.
type Faces struct {
	assets *assets.Assets
	seats  Seats
}

// Shows reports whether the seat's private things may be drawn now: the
// seat is the viewer on screen.
func (f Faces) Shows(seat int) bool { return seat >= 0 && seat == f.seats.Viewer() }

// Token is how a token looks to the viewer: its value when face up, or
// with peek when it is the viewer's own; its back otherwise.
func (f Faces) Token(tv engine.TokenView, peek bool) *ebiten.Image {
	c := f.seats.Color(int(tv.Seat))
	if tv.Face || (peek && tv.Value > 0 && f.Shows(int(tv.Seat))) {
		return f.assets.Token(c, int(tv.Value))
	}
	return f.assets.TokenBack(c)
}

// Spell is a spell card's face, or its back for NoSpell (a card the
// screen may not show).
func (f Faces) Spell(sp engine.Spell) *ebiten.Image {
	if sp >= 0 && sp < engine.NumSpells {
		return f.assets.SpellFace(sp)
	}
	return f.assets.SpellBack()
}

// CardFace is the spell card an event may show on this screen: the card
// it names when the event carries it and the viewer on screen is in its
// audience (a card cast or discarded is everyone's), NoSpell otherwise.
// A card drawn, kept or given at the Tent is its players' alone.
func (f Faces) CardFace(e engine.Event) engine.Spell {
	if e.Spell == engine.NoSpell || !e.Audience.Includes(f.seats.Viewer()) {
		return engine.NoSpell
	}
	return e.Spell
}

// EventCard is the picture of the spell card an event carries, as this
// screen may show it (CardFace).
func (f Faces) EventCard(e engine.Event) *ebiten.Image { return f.Spell(f.CardFace(e)) }

// Play is the card or tile of a play.
func (f Faces) Play(pl engine.Play) *ebiten.Image {
	if pl.Spell != engine.NoSpell {
		return f.Spell(pl.Spell)
	}
	return f.assets.Artifact(pl.Art)
}
