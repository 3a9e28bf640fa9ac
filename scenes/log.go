package scenes

import (
	"fmt"
	"log"
	"strings"
	"unicode"
	"unicode/utf8"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/ui"
)

// logEntry is one line of the game log, kept with its round so the panel
// can group lines under round headers. A line that carries private detail
// (the value of a face-down token, a spell card) has readers and two
// forms: its readers read the private one, everyone else the public one.
// The form is chosen when the log is drawn, from the seat whose screen is
// shown at that moment, so the log can never hand one hot-seat player's
// secrets to the next.
type logEntry struct {
	round   int
	text    string          // the public form; "" means others see no line at all
	private string          // the readers' form; "" for a public line
	readers engine.Audience // the seats the private form is for
	seat    int             // colour chip; -1 none
	recap   int             // a finished round's recap line: that round (recap.go); 0 none
}

// textFor is the form of the line the given viewer may read.
func (e logEntry) textFor(viewer int) string {
	if e.private != "" && e.readers.Includes(viewer) {
		return e.private
	}
	return e.text
}

// gameLog collects readable lines from the animated events.
type gameLog struct {
	entries []logEntry
	round   int
	version int // bumps on change, so the panel re-renders only then
	// forms are hot-seat events' log forms waiting for their events
	// (logFormOf).
	forms []game.LogForm
}

func (l *gameLog) add(seat int, format string, args ...any) {
	l.entries = append(l.entries, logEntry{round: l.round, text: sentence(fmt.Sprintf(format, args...)), seat: seat})
	l.version++
}

// sentence starts a line with a capital: seat names may begin in lower
// case ("the Caliph's Treasurer"), a line of the log may not.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// addPrivate adds a line whose private form only readers may read; public
// is what every other viewer reads instead ("" hides the line from them).
func (l *gameLog) addPrivate(seat int, readers engine.Audience, public, private string) {
	l.entries = append(l.entries, logEntry{round: l.round, text: sentence(public), private: sentence(private), readers: readers, seat: seat})
	l.version++
}

// lines are the log's lines as the given viewer may read them.
func (l *gameLog) lines(viewer int) []logEntry {
	out := make([]logEntry, 0, len(l.entries))
	for _, e := range l.entries {
		if txt := e.textFor(viewer); txt != "" {
			e.text, e.private = txt, ""
			out = append(out, e)
		}
	}
	return out
}

// kindSingular names one piece of each kind; assets.KindNames are the
// plurals (they label piles of treasure).
var kindSingular = [engine.NumKinds]string{"Crown", "Pearl", "Gemstone", "Trophy", "Gold bar"}

// kindCount writes an amount of one kind in running text: "1 pearl",
// "2 pearls", "0 gold bars".
func kindCount(n int, k engine.Kind) string {
	name := assets.KindNames[k]
	if n == 1 {
		name = kindSingular[k]
	}
	return fmt.Sprintf("%d %s", n, strings.ToLower(name))
}

// kindList writes counts of pieces per kind as "2 crowns and 1 pearl".
func kindList(a [engine.NumKinds]int8) string {
	var parts []string
	for k, n := range a {
		if n > 0 {
			parts = append(parts, kindCount(int(n), engine.Kind(k)))
		}
	}
	return ui.AndList(parts)
}

// Treasure is written the way the rulebook counts it: small pieces are
// worth 1 and large pieces 3, so pieces are named with their size, and
// wherever a large piece is among them their worth is given too. Amounts
// that are values, not pieces (a bribe, a payment), say "worth".

// piecesOf writes pieces of one kind: "2 small pearls", "1 large gemstone
// (worth 3)", "1 large and 2 small crowns (worth 5)".
func piecesOf(small, large int, k engine.Kind) string {
	noun := func(n int) string {
		if n == 1 {
			return strings.ToLower(kindSingular[k])
		}
		return strings.ToLower(assets.KindNames[k])
	}
	worth := " (worth " + game.Itoa(small+3*large) + ")"
	switch {
	case large > 0 && small > 0:
		return fmt.Sprintf("%d large and %d small %s%s", large, small, noun(large+small), worth)
	case large > 0:
		return fmt.Sprintf("%d large %s%s", large, noun(large), worth)
	case small > 0:
		return fmt.Sprintf("%d small %s", small, noun(small))
	}
	return "nothing"
}

// worthOf writes a value paid in one kind: "gold bars worth 7".
func worthOf(v int, k engine.Kind) string {
	return strings.ToLower(assets.KindNames[k]) + " worth " + game.Itoa(v)
}

// worthList writes values per kind: "gold bars worth 2 and pearls worth 1".
func worthList(a [engine.NumKinds]int8) string {
	var parts []string
	for k, n := range a {
		if n > 0 {
			parts = append(parts, worthOf(int(n), engine.Kind(k)))
		}
	}
	return ui.AndList(parts)
}

// spaceName names a space for the log and dialogs.
func spaceName(sp engine.Space) string {
	if int(sp) < assets.NumSpaces {
		return assets.SpaceNames[sp]
	}
	return "behind the screen"
}

// describe writes an event's lines to the log (its kind's log, in the
// events_*.go files).
func (t *teller) describe(e engine.Event) {
	e = t.logFormOf(e)
	if say := kindOf(e).log; say != nil {
		say(t, e)
	}
	if e.Type == engine.EvRoundEnded {
		t.log.addRecap(int(e.Round)) // recap.go: a click opens the round's summary again
	}
}

// logFormOf is the event as the log may describe it: in hot-seat, a
// person's own event reached the screen without its private details (it
// is animated for whoever is on screen now), and the session keeps its
// full form for the log (game/logform.go), whose lines keep both forms and
// show each reader their own. The forms come in the events' order; each
// is used once.
func (t *teller) logFormOf(e engine.Event) engine.Event {
	if t.S == nil {
		return e
	}
	t.log.forms = append(t.log.forms, t.S.TakeLogForms()...)
	for i, f := range t.log.forms {
		if f.Shown == e {
			t.log.forms = append(t.log.forms[:i], t.log.forms[i+1:]...)
			return f.Full
		}
	}
	if n := len(t.log.forms); n > maxLogForms {
		t.log.forms = t.log.forms[n-maxLogForms:] // forms whose events never came are forgotten
	}
	return e
}

// maxLogForms bounds the forms kept waiting for their events: far more
// than one round's private events.
const maxLogForms = 256

// reasonText explains EvRefused / EvOfferPassed reasons in plain words.
func reasonText(r uint8) string {
	switch r {
	case engine.ReasonNoGuardToken:
		return "no token at the guard"
	case engine.ReasonDeclined:
		return "chose not to"
	case engine.ReasonCannotPay:
		return "cannot pay"
	case engine.ReasonNoRoomTokens:
		return "nothing to buy"
	case engine.ReasonLastArtifact:
		return "the last artifact is sold"
	case engine.ReasonIntroThree:
		return "three artifacts in the intro game"
	case engine.ReasonSafetyEnd:
		return "the round limit"
	}
	return "no reason"
}

// botFault reports a bot's move that the rules refused: a fault of the
// game, not a player's refusal, so it is no toast. The table reads one
// plain line (the move itself could name the bot's hidden token); the
// details go to the program's error output. The bot retries every tick,
// so the line is written once.
func (t *Table) botFault(err error) {
	const line = "A bot tried a move the rules refuse: this is a fault in the game."
	if n := len(t.log.entries); n > 0 && t.log.entries[n-1].text == line {
		return
	}
	log.Printf("aladdin: %v", err)
	t.log.add(-1, "%s", line)
}

// teller writes the events' words to a log (the events' kinds say
// them): the live table's, and the replay's, which has no table.
type teller struct {
	log *gameLog
	// S is the game told: its seats' names, and the hot-seat log forms
	// (logFormOf).
	S *game.Session
}

// who names a seat in the log. Always the seat's name, so every line reads
// the same way whoever is watching.
func (t *teller) who(seat int) string { return t.S.Name(seat) }
