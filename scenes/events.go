package scenes

import (
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
)

// eventKind is what the table does with one kind of engine event: how
// long it plays, what it sounds, its caption, its gains for the round's
// summary, and what it changes on the stage as it begins and ends. Each
// kind has one entry, in the file of its part of the game
// (events_round.go, events_tally.go, events_palace.go, events_magic.go).
// The queue (anim.go) times the entries and the table (table.go) begins
// and finishes them. Its look on the board is its motion in scenes/board
// (motion_*.go), its lines in the log its words in scenes/gamelog
// (words_*.go): the replay draws and tells events without a table. How an
// event changes the display model is the engine's (display.go).
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
	caption func(t *gamelog.Teller, e engine.Event) (string, engine.Space)
	// gains counts the event in the round's public gains (the summary).
	gains func(r *roundStats, e engine.Event)
	// begins and ends change the stage, the log or the queue's holds as
	// the event begins, and once it is on the display.
	begins, ends func(t *stagehand, e engine.Event)
}

// stagehand plays the events on the table for the queue (it is the
// queue's stager: tell.go): it sounds them, tells them, puts them on the
// display, and is what an event's kind may change as it begins and ends:
// the board's stage (the vizier, the caption, the banner), the log, and
// what the queue's held task waits for. Never the table.
type stagehand struct {
	board *board.Board
	words *gamelog.Teller
	q     *animQueue
	audio *game.Audio
	// Game is the game on the table: whose screen it is, who is a person.
	Game game.InPlay
	// round counts the round's public gains for its summary.
	round *roundStats
	// ownMove: the next event is the viewer's own move, which plays
	// shorter (its kind's ownTicks).
	ownMove bool
}

// who names a seat, as the log does.
func (t *stagehand) Who(seat int) string { return t.words.Who(seat) }

// soundOf is the sound an event makes, if it makes one.
type soundOf func(e engine.Event) (game.SoundID, bool)

// always is an event's sound that never depends on the event.
func always(id game.SoundID) soundOf {
	return func(engine.Event) (game.SoundID, bool) { return id, true }
}

// eventParts are the entries of the game's parts, each in its own file.
var eventParts = []map[engine.EventType]eventKind{roundEvents, tallyEvents, palaceEvents, magicEvents}

// eventKinds holds the entry of every event type.
var eventKinds = board.ByEventType("scenes event kinds", eventParts...)

// kinds are the entries of one part of the game.
type kinds map[engine.EventType]eventKind

// kindOf is the entry of an event's type (an empty one for a type the
// table does not know: it takes no time and shows nothing).
func kindOf(e engine.Event) *eventKind {
	if e.Type >= engine.NumEventTypes {
		return &eventKind{}
	}
	return &eventKinds[e.Type]
}
