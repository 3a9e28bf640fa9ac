// Package board draws the table's picture: the board with its pieces and
// the seats' cards beside it, from an engine.View (the display model) and
// a small stage (the vizier, the caption, the banner, whether the vizier
// tallies), with the moving pieces of the events now playing over them.
// The live table and the replay both draw through it. It decides nothing
// and keeps no game state of its own: what it shows is what it is given.
package board

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// Seats is what the board needs to know of the seats: their names and
// colours, who is a person, and whose private things the screen shows
// (engine.Spectator: nobody's).
type Seats interface {
	Name(seat int) string
	Color(seat int) int
	IsHuman(seat int) bool
	Humans() int
	Viewer() int
	// Level is a bot's level.
	Level(seat int) int
}

// Stage is what the board shows beside the view: where the vizier
// stands and walks from, whether he tallies, the caption over a space and
// the banner over the board. The events' kinds set it as they play.
type Stage struct {
	VizierFrom, VizierAt image.Point
	Tallying             bool
	Caption              string
	CaptionAt            image.Point
	Banner               string
}

// Running is the animation the board draws over the view: the batch of
// events now playing.
type Running interface {
	// Busy reports whether anything is still to animate.
	Busy() bool
	// Active is the batch now playing.
	Active() []Task
}

// Board is the picture of one table: the view it draws, its stage, and
// what it draws with.
type Board struct {
	Assets *assets.Assets
	UI     *game.UI
	Seats  Seats
	// View is the display model: the game as the board shows it now.
	View engine.View
	Stage
	// Anim is the animation playing over the view (nil: none, as in the
	// replay).
	Anim Running
	// Spots says where each piece of the view lies on the board.
	Spots Spots
	// Cards draws the seats' cards beside the board.
	Cards Cards
	// Faces are the pieces' pictures as this screen may show them.
	Faces Faces
}

// New is a board at rest: the vizier at home.
func New(a *assets.Assets, u *game.UI, seats Seats) *Board {
	b := &Board{Assets: a, UI: u, Seats: seats}
	b.Spots = Spots{v: &b.View}
	b.Cards = Cards{Assets: a, UI: u, Seats: seats, v: &b.View}
	b.Faces = Faces{assets: a, seats: seats}
	b.VizierAt = VizierHome()
	return b
}

// Cards are the seats' cards beside the board (names, bot levels, tokens
// left, artifacts, the camel), drawn from the board's view.
type Cards struct {
	Assets *assets.Assets
	UI     *game.UI
	Seats  Seats
	v      *engine.View
	// MemoryAid shows the opponents' treasure by kind on their cards
	// (the setting, D25).
	MemoryAid bool
	// icons is scratch for the artifact layouts; spellIcons the spell
	// cards' small pictures, painted once.
	icons      [40]ArtIcon
	spellIcons [engine.NumSpells]*ebiten.Image
}

// Spots are where the pieces of a view lie on the board: each seat's
// stack on a space and its tokens, the Flying Carpets and Doubles, a
// play's card or tile. They read the view alone.
type Spots struct{ v *engine.View }

// active is the batch of events now playing.
func (b *Board) active() []Task {
	if b.Anim == nil {
		return nil
	}
	return b.Anim.Active()
}

// batch is the batch of events now playing, as the board asks it what
// they lift off the board or carry.
type batch []Task

// Busy reports whether the batch plays anything (a batch is a Running
// of its own, as a test's or a still picture's).
func (r batch) Busy() bool { return len(r) > 0 }

// Active is the batch.
func (r batch) Active() []Task { return r }

// playing is the batch now playing.
func (b *Board) playing() batch { return b.active() }

// busy reports whether anything is still to animate.
func (b *Board) busy() bool { return b.Anim != nil && b.Anim.Busy() }

// SessionSeats are a game's seats as the board reads them (this window's
// session, or a game a server runs).
type SessionSeats struct{ game.InPlay }

// Viewer is the seat whose private things the screen shows now.
func (s SessionSeats) Viewer() int { return s.ViewerSeat() }

// Level is a bot's level.
func (s SessionSeats) Level(seat int) int { return s.Seat(seat).Level }
