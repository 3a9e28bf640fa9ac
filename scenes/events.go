package scenes

import (
	"image"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// eventKind is everything the table does with one kind of engine event:
// how long it plays, what it sounds, says and draws, and what it changes on
// the table. Each kind has one entry, in the file of its part of the game
// (events_round.go, events_tally.go, events_palace.go, events_magic.go), so
// a new event is one entry. The queue (anim.go) times the entries, the
// table (table.go) begins and finishes them, the log (log.go) and the
// round's summary (summary.go) read their words and gains, and the board
// (board.go, flights.go, staging.go) draws their movements. How an event
// changes the display model is the engine's (display.go), not the entry's.
type eventKind struct {
	// ticks is the event's length at normal speed (60 ticks a second);
	// ownTicks, when set, its length as the viewer's own move, which the
	// player does not need to follow.
	ticks, ownTicks int
	// groups reports whether b, an event of the same kind right after a,
	// starts together with it (nil: the event plays alone). A group's
	// events start stagger ticks apart, and the group then rests rest
	// ticks.
	groups        func(a, b engine.Event) bool
	stagger, rest int
	// inSequence: a run of these events on one space plays player by
	// player in sequence order (the order ties break), not in the order
	// the engine lists them.
	inSequence bool
	// holds: the queue waits at the event's end until the table releases
	// it (a scene of its own shows first).
	holds bool
	// tellAt is the moment its log line and caption come, as a fraction
	// of the event's motion: when the board shows what they tell (the
	// guard's tile turned, a token landed), never before. 0: as the event
	// begins (a banner, a caption that is the event's only show).
	tellAt float64
	// shownAtTell: the event reaches the display as it is told, not as it
	// ends.
	shownAtTell bool

	// sound plays as the event begins (once for a group), landSound as it
	// ends, and cue at its beat: the fraction cueAt of its motion.
	sound, landSound, cue soundOf
	cueAt                 float64

	// caption is the line shown over a space while the event plays.
	caption func(t *Table, e engine.Event) (string, engine.Space)
	// log writes the event's lines to the game log, each in its public
	// form and, where it tells something private, the private form for
	// those allowed to read it.
	log func(t *Table, e engine.Event)
	// gains counts the event in the round's public gains (the summary).
	gains func(r *roundStats, e engine.Event)
	// begins and ends change the table as the event begins, and once it
	// is on the display.
	begins, ends func(t *Table, e engine.Event)

	// flight draws the event's moving pieces over the board's; stage its
	// moment over the whole board (under the vizier and captions);
	// overPanel what crosses into the side panel.
	flight, stage, overPanel func(t *Table, dst *ebiten.Image, k *task)
	// drawsToken takes a token's place on the board while the event plays
	// (turning it, or leaving it to a flight that carries it): it reports
	// whether it did.
	drawsToken func(t *Table, dst *ebiten.Image, k *task, tv engine.TokenView, at image.Point) bool
	// guardSlot draws the guard's slot while the event plays.
	guardSlot func(t *Table, dst *ebiten.Image, k *task, cx, cy float64)
	// vizier is where the vizier stands while the event plays.
	vizier func(t *Table, k *task) image.Point
	// crown is how far the crown has settled on the strongest stack while
	// the event plays (1: settled; staging.go draws it).
	crown func(k *task) float64
	// momentName names the tally, for the test probe and screenshots,
	// while the event's moment holds ("" when it does not).
	momentName func(k *task) string
	// liftsShelf: the shelf (Space, Shelf) is in the event's flight.
	liftsShelf bool
	// liftsStack reports whether a seat's stack on a space is leaving
	// with the event: its badge and crown go with it.
	liftsStack func(e engine.Event, sp engine.Space, seat int8) bool
}

// soundOf is the sound an event makes, if it makes one.
type soundOf func(e engine.Event) (game.SoundID, bool)

// always is an event's sound that never depends on the event.
func always(id game.SoundID) soundOf {
	return func(engine.Event) (game.SoundID, bool) { return id, true }
}

// play sounds an event's sound, if it has one.
func (t *Table) play(s soundOf, e engine.Event) {
	if s == nil {
		return
	}
	if id, ok := s(e); ok {
		t.ctx.Audio.Play(id)
	}
}

// seatSays writes a line about what the event's seat does, beside the
// seat's colour: the format's first verb is the seat's name.
func (t *Table) seatSays(e engine.Event, format string, args ...any) {
	t.log.add(int(e.Seat), format, append([]any{t.who(int(e.Seat))}, args...)...)
}

// eventParts are the entries of the game's parts, each in its own file.
var eventParts = []kinds{roundEvents, tallyEvents, palaceEvents, magicEvents}

// eventKinds holds the entry of every event type.
var eventKinds = joinKinds(eventParts...)

// kinds are the entries of one part of the game.
type kinds map[engine.EventType]eventKind

// joinKinds lays the parts' entries out by event type; a type with two
// entries is a mistake caught as the program starts.
func joinKinds(parts ...kinds) (all [engine.NumEventTypes]eventKind) {
	var seen [engine.NumEventTypes]bool
	for _, part := range parts {
		for typ, k := range part {
			if seen[typ] {
				panic("scenes: two entries for event type " + game.Itoa(int(typ)))
			}
			seen[typ] = true
			all[typ] = k
		}
	}
	return all
}

// kindOf is the entry of an event's type (an empty one for a type the
// table does not know: it takes no time and shows nothing).
func kindOf(e engine.Event) *eventKind {
	if e.Type >= engine.NumEventTypes {
		return &eventKind{}
	}
	return &eventKinds[e.Type]
}
