package gamelog

import (
	"aladdin/engine"
	"aladdin/lang"
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
	tied, where, holder := ui.AndList(names), PlaceName(tt.Space), t.Who(tt.Camel)
	order := strings.Join(names, ", ")
	switch {
	case len(names) == 2 && tt.Seats[0] == tt.Camel:
		return lang.T("%[1]s tie at %[2]d in %[3]s; %[4]s holds the camel, so %[4]s goes first.", tied, tt.Strength, where, holder)
	case len(names) == 2:
		return lang.T("%[1]s tie at %[2]d in %[3]s; %[4]s goes first, sitting sooner clockwise from the camel (%[5]s holds it).", tied, tt.Strength, where, names[0], holder)
	case tt.Seats[0] == tt.Camel:
		return lang.T("%[1]s tie at %[2]d in %[3]s; %[4]s holds the camel, so they go %[5]s.", tied, tt.Strength, where, holder, order)
	}
	return lang.T("%[1]s tie at %[2]d in %[3]s; clockwise from the camel (%[4]s holds it) they go %[5]s.", tied, tt.Strength, where, holder, order)
}

// seatSays writes a line, worded, about what the event's seat does,
// beside the seat's colour.
func (t *Teller) seatSays(e engine.Event, line string) {
	t.Log.Add(int(e.Seat), "%s", line)
}

// CamelLine says what the Caravanserai's strongest (chooser) did with the
// camel that holder had.
func (t *Teller) CamelLine(chooser, holder, to int) string {
	switch {
	case to == chooser && holder == chooser:
		return lang.T("%s keeps the camel", t.Who(chooser))
	case to == chooser:
		return lang.T("%s takes the camel from %s", t.Who(chooser), t.Who(holder))
	case to == holder:
		return lang.T("%s leaves the camel with %s", t.Who(chooser), t.Who(holder))
	}
	return lang.T("%s gives the camel to %s", t.Who(chooser), t.Who(to))
}
