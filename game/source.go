package game

import "aladdin/engine"

// GameSource is what the screens need of a game in play, whoever runs its
// engine: this window's Session, or a session whose engine runs on a
// server (online play plugs in here). It offers the board as the seat on
// screen sees it, the pending decision as they may see it, the events to
// animate, the seats' names and colours and the public configuration, and
// takes the person's moves; never the engine's state or the seed.
type GameSource interface {
	// Prompt is the pending decision as the screen may show it.
	Prompt() *Prompt
	// ViewInto fills v with the board as the seat on screen sees it.
	ViewInto(v *engine.View)
	// HasEvents and TakeEvents hand over what happened, redacted for the
	// seat on screen; TakeLogForms the log's fuller forms (logform.go).
	HasEvents() bool
	TakeEvents() []engine.Event
	TakeLogForms() []LogForm
	Name(seat int) string
	Color(seat int) int
	PublicConfig() engine.Config
	// Check says whether the person to act may make a move, and Submit
	// makes it.
	Check(a engine.Action) error
	Submit(a engine.Action) error
}

var _ GameSource = (*Session)(nil)
