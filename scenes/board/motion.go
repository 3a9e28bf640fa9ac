package board

import (
	"image"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// motion is how one kind of engine event looks on the board while it
// plays: its moving pieces, its moment over the board, what it lifts off
// the board. The table's entry for the kind (scenes/events.go) says how
// long it plays, what it sounds and says; this one, in the file of its
// part of the game (motion_round.go, motion_tally.go, motion_palace.go,
// motion_magic.go), how it is drawn. A kind with nothing to draw has no
// entry.
type motion struct {
	// flight draws the event's moving pieces over the board's; stage its
	// moment over the whole board (under the vizier and captions);
	// overPanel what crosses into the side panel.
	flight, stage, overPanel func(b *Board, dst *ebiten.Image, k *Task)
	// drawsToken takes a token's place on the board while the event plays
	// (turning it, or leaving it to a flight that carries it): it reports
	// whether it did.
	drawsToken func(b *Board, dst *ebiten.Image, k *Task, tv engine.TokenView, at image.Point) bool
	// guardSlot draws the guard's slot while the event plays.
	guardSlot func(b *Board, dst *ebiten.Image, k *Task, cx, cy float64)
	// vizier is where the vizier stands while the event plays.
	vizier func(b *Board, k *Task) image.Point
	// crown is how far the crown has settled on the strongest stack while
	// the event plays (1: settled; staging.go draws it).
	crown func(k *Task) float64
	// momentName names the tally, for the test probe and screenshots,
	// while the event's moment holds ("" when it does not).
	momentName func(k *Task) string
	// liftsShelf: the shelf (Space, Shelf) is in the event's flight.
	liftsShelf bool
	// liftsStack reports whether a seat's stack on a space is leaving
	// with the event: its badge and crown go with it.
	liftsStack func(e engine.Event, sp engine.Space, seat int8) bool
}

// motions are the entries of one part of the game.
type motions map[engine.EventType]motion

// motionParts are the parts' entries.
var motionParts = []map[engine.EventType]motion{roundMotions, tallyMotions, palaceMotions, magicMotions}

// motionOf holds the entry of every event type.
var motionOf = ByEventType("board motions", motionParts...)

// ByEventType lays the entries of a table's parts (one map per part of
// the game) out by event type; a type with two entries is a mistake
// caught as the program starts. The table's event kinds and the board's
// motions are both laid out so.
func ByEventType[T any](what string, parts ...map[engine.EventType]T) (all [engine.NumEventTypes]T) {
	var seen [engine.NumEventTypes]bool
	for _, part := range parts {
		for typ, m := range part {
			if seen[typ] {
				panic(what + ": two entries for event type " + game.Itoa(int(typ)))
			}
			seen[typ] = true
			all[typ] = m
		}
	}
	return all
}

// motionFor is the entry of an event's type (an empty one for a type the
// board does not draw).
func motionFor(e engine.Event) *motion {
	if e.Type >= engine.NumEventTypes {
		return &motion{}
	}
	return &motionOf[e.Type]
}

// MomentName names the tally's moment a running event holds, for the
// test probe and screenshots ("" none).
func MomentName(k *Task) string {
	if n := motionFor(k.Ev).momentName; n != nil {
		return n(k)
	}
	return ""
}

// Shows reports whether an event has something on the board that moves
// or shows while it plays (a flight, a moment, a token it draws).
func Shows(e engine.Event) bool {
	m := motionFor(e)
	return m.flight != nil || m.stage != nil || m.drawsToken != nil
}
