package gamelog

import (
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/ui"
	"strings"
)

// logTies writes, after a ranking's line, how each of its ties was
// settled.
func (t *Teller) logTies(e engine.Event) {
	for _, tt := range board.TiesOf(e, t.S.PublicConfig().Players) {
		t.Log.Add(-1, "%s", t.TieLine(tt))
	}
}

// TieLine says in a Sentence who tied where, and who goes first by the
// camel's order.
func (t *Teller) TieLine(tt board.Tie) string {
	names := make([]string, len(tt.Seats))
	for i, s := range tt.Seats {
		names[i] = t.Who(s)
	}
	head := ui.AndList(names) + " tie at " + game.Itoa(tt.Strength) + " in " + PlaceName(tt.Space) + "; "
	holder := t.Who(tt.Camel)
	switch {
	case len(names) == 2 && tt.Seats[0] == tt.Camel:
		return head + holder + " holds the camel, so " + holder + " goes first."
	case len(names) == 2:
		return head + names[0] + " goes first, sitting sooner clockwise from the camel (" + holder + " holds it)."
	case tt.Seats[0] == tt.Camel:
		return head + holder + " holds the camel, so they go " + strings.Join(names, ", ") + "."
	}
	return head + "clockwise from the camel (" + holder + " holds it) they go " + strings.Join(names, ", ") + "."
}

// seatSays writes a line about what the event's seat does, beside the
// seat's colour: the format's first verb is the seat's name.
func (t *Teller) seatSays(e engine.Event, format string, args ...any) {
	t.Log.Add(int(e.Seat), format, append([]any{t.Who(int(e.Seat))}, args...)...)
}

// camelLine says what the Caravanserai's strongest (chooser) did with the
// camel that holder had.
func (t *Teller) CamelLine(chooser, holder, to int) string {
	switch {
	case to == chooser && holder == chooser:
		return t.Who(chooser) + " keeps the camel"
	case to == chooser:
		return t.Who(chooser) + " takes the camel from " + t.Who(holder)
	case to == holder:
		return t.Who(chooser) + " leaves the camel with " + t.Who(holder)
	}
	return t.Who(chooser) + " gives the camel to " + t.Who(to)
}
