// Package gamelog is the game log: its lines (each in a public form and,
// where it tells something private, a form for those allowed to read it),
// the words each kind of engine event writes there (a Teller writes them),
// and the log as a panel lays it out, scrolls and folds it. The live table
// and the replay both keep their log through it.
package gamelog

import (
	"aladdin/engine"
	"aladdin/scenes/board"
)

// words are the log lines of one part of the game's events: each event
// type's entry writes its lines, each in its public form and, where it
// tells something private, the private form for those allowed to read it.
// The entries sit in the file of their part (words_round.go,
// words_tally.go, words_palace.go, words_magic.go); an event with nothing
// to say has none.
type words map[engine.EventType]func(t *Teller, e engine.Event)

// wordsOf holds the entry of every event type.
var wordsOf = board.ByEventType("gamelog words", roundWords, tallyWords, palaceWords, magicWords)
