package gamelog

import (
	"fmt"
	"image"
	"unicode"
	"unicode/utf8"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Entry is one line of the game log, kept with its round so the panel
// can group lines under round headers. A line that carries private detail
// (the value of a face-down token, a spell card) has readers and two
// forms: its readers read the private one, everyone else the public one.
// The form is chosen when the log is drawn, from the seat whose screen is
// shown at that moment, so the log can never hand one hot-seat player's
// secrets to the next.
type Entry struct {
	Round   int
	Text    string          // the public form; "" means others see no line at all
	Private string          // the readers' form; "" for a public line
	Readers engine.Audience // the seats the private form is for
	Seat    int             // colour chip; -1 none
	Recap   int             // a finished round's recap line: that round; 0 none
	// told is 1 + the index in Log.told of the event whose words the line
	// is (Reword tells it again); 0 for a line of no event's.
	told int
	// again words a line of no event's in the language spoken now (nil:
	// the line stays as it was written).
	again func() string
}

// textFor is the form of the line the given viewer may read.
func (e Entry) TextFor(viewer int) string {
	if e.Private != "" && e.Readers.Includes(viewer) {
		return e.Private
	}
	return e.Text
}

// Log collects readable lines from the animated events.
type Log struct {
	Entries []Entry
	Round   int
	Version int // bumps on change, so the panel re-renders only then
	// Forms are hot-seat events' log forms waiting for their events
	// (logFormOf).
	Forms []game.LogForm
	// told are the events that wrote lines, each in the form the log told
	// (Reword tells them again in another language).
	told []engine.Event
}

func (l *Log) Add(seat int, format string, args ...any) {
	l.Entries = append(l.Entries, Entry{Round: l.Round, Text: Sentence(fmt.Sprintf(format, args...)), Seat: seat})
	l.Version++
}

// Sentence starts a line with a capital: seat names may begin in lower
// case ("the Caliph's Treasurer"), a line of the log may not.
func Sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// AddWords adds a line of no event's (a note of the table's, a server's
// notice) that words says, in the language spoken at the time: Reword
// asks it again.
func (l *Log) AddWords(seat int, words func() string) {
	l.Entries = append(l.Entries, Entry{Round: l.Round, Text: Sentence(words()), Seat: seat, again: words})
	l.Version++
}

// addPrivate adds a line whose private form only readers may read; public
// is what every other viewer reads instead ("" hides the line from them).
func (l *Log) AddPrivate(seat int, readers engine.Audience, public, private string) {
	l.Entries = append(l.Entries, Entry{Round: l.Round, Text: Sentence(public), Private: Sentence(private), Readers: readers, Seat: seat})
	l.Version++
}

// lines are the log's lines as the given viewer may read them.
func (l *Log) Lines(viewer int) []Entry {
	out := make([]Entry, 0, len(l.Entries))
	for _, e := range l.Entries {
		if txt := e.TextFor(viewer); txt != "" {
			e.Text, e.Private = txt, ""
			out = append(out, e)
		}
	}
	return out
}

// KindCount writes an amount of one kind in running text: "1 pearl",
// "2 pearls", "0 gold bars".
func KindCount(n int, k engine.Kind) string {
	switch k {
	case engine.Crowns:
		return lang.N("%d crown", "%d crowns", n, n)
	case engine.Pearls:
		return lang.N("%d pearl", "%d pearls", n, n)
	case engine.Gems:
		return lang.N("%d gemstone", "%d gemstones", n, n)
	case engine.Trophies:
		return lang.N("%d trophy", "%d trophies", n, n)
	}
	return lang.N("%d gold bar", "%d gold bars", n, n)
}

// KindList writes counts of pieces per kind as "2 crowns and 1 pearl".
func KindList(a [engine.NumKinds]int8) string { return perKind(a, KindCount) }

// perKind lists write(n, kind) for every kind with a count, joined with
// "and".
func perKind(a [engine.NumKinds]int8, write func(n int, k engine.Kind) string) string {
	var parts []string
	for k, n := range a {
		if n > 0 {
			parts = append(parts, write(int(n), engine.Kind(k)))
		}
	}
	return ui.AndList(parts)
}

// Treasure is written the way the rulebook counts it: small pieces are
// worth 1 and large pieces 3, so pieces are named with their size, and
// wherever a large piece is among them their worth is given too. Amounts
// that are values, not pieces (a bribe, a payment), say "worth".

// PiecesOf writes pieces of one kind: "2 small pearls", "1 large gemstone
// (worth 3)", "1 large crown and 2 small crowns (worth 5)". Each size is
// counted with its own plural (French: "1 grosse couronne et 2 petites
// couronnes").
func PiecesOf(small, large int, k engine.Kind) string {
	worth := small + 3*large
	larges := lang.Pieces(engine.Pieces{N: large, PieceKind: engine.PieceKind{Large: true, Kind: k}})
	smalls := lang.Pieces(engine.Pieces{N: small, PieceKind: engine.PieceKind{Kind: k}})
	switch {
	case large > 0 && small > 0:
		return lang.T("%s and %s (worth %d)", larges, smalls, worth)
	case large > 0:
		return lang.T("%s (worth %d)", larges, worth)
	case small > 0:
		return smalls
	}
	return lang.T("nothing")
}

// WorthOf writes a value paid in one kind: "gold bars worth 7".
func WorthOf(v int, k engine.Kind) string {
	return lang.T("%s worth %d", lang.Kind(k), v)
}

// WorthList writes values per kind: "gold bars worth 2 and pearls worth 1".
func WorthList(a [engine.NumKinds]int8) string { return perKind(a, WorthOf) }

// SpaceName names a space for the log and dialogs as the board prints it
// ("Red Dragon"; French running text: "la grotte du dragon rouge").
func SpaceName(sp engine.Space) string {
	if int(sp) < assets.NumSpaces {
		return lang.WordIn("log", spaceNames[sp][0])
	}
	return lang.T("behind the screen")
}

// spaceNames name each space twice in a sentence, as the board prints
// it ("Red Dragon", SpaceName) and as running text does ("the Red
// Dragon's cave", PlaceName): msgids in the context "log", where French
// gives each its article.
var spaceNames = [assets.NumSpaces][2]string{
	engine.CaveRed:      {lang.MarkIn("log", "Red Dragon"), lang.MarkIn("log", "the Red Dragon's cave")},
	engine.CaveWhite:    {lang.MarkIn("log", "White Dragon"), lang.MarkIn("log", "the White Dragon's cave")},
	engine.CaveBlue:     {lang.MarkIn("log", "Blue Dragon"), lang.MarkIn("log", "the Blue Dragon's cave")},
	engine.CaveBlack:    {lang.MarkIn("log", "Black Dragon"), lang.MarkIn("log", "the Black Dragon's cave")},
	engine.CaveGold:     {lang.MarkIn("log", "Gold Dragon"), lang.MarkIn("log", "the Gold Dragon's cave")},
	engine.AladdinsTent: {lang.MarkIn("log", "Aladdin's Tent"), lang.MarkIn("log", "Aladdin's Tent")},
	engine.DjinnsHouse:  {lang.MarkIn("log", "Djinn's House"), lang.MarkIn("log", "the Djinn's House")},
	engine.Market:       {lang.MarkIn("log", "Market"), lang.MarkIn("log", "the Market")},
	engine.Caravanserai: {lang.MarkIn("log", "Caravanserai"), lang.MarkIn("log", "the Caravanserai")},
	engine.Guard:        {lang.MarkIn("log", "Palace Guard"), lang.MarkIn("log", "the Palace Guard")},
	engine.Room1:        {lang.MarkIn("log", "Room I"), lang.MarkIn("log", "Room I")},
	engine.Room2:        {lang.MarkIn("log", "Room II"), lang.MarkIn("log", "Room II")},
	engine.Room3:        {lang.MarkIn("log", "Room III"), lang.MarkIn("log", "Room III")},
	engine.Room4:        {lang.MarkIn("log", "Room IV"), lang.MarkIn("log", "Room IV")},
	engine.Room5:        {lang.MarkIn("log", "Room V"), lang.MarkIn("log", "Room V")},
}

// describe writes an event's lines to the log (its kind's log, in the
// events_*.go files).
func (t *Teller) Describe(e engine.Event) {
	e = t.logFormOf(e)
	first := len(t.Log.Entries)
	t.tell(e)
	if len(t.Log.Entries) > first {
		t.Log.told = append(t.Log.told, e)
		t.Log.markTold(first, len(t.Log.told))
	}
}

// tell writes the lines of an event in the form the log tells it.
func (t *Teller) tell(e engine.Event) {
	if say := wordsOf[e.Type]; say != nil {
		say(t, e)
	}
	if e.Type == engine.EvRoundEnded && !t.NoRecaps {
		t.Log.AddRecap(int(e.Round)) // recap.go: a click opens the round's summary again
	}
}

// markTold marks the entries from first on as the words of told event k
// (1 + its index).
func (l *Log) markTold(first, k int) {
	for i := first; i < len(l.Entries); i++ {
		l.Entries[i].told = k
	}
}

// Reword writes the log's lines again in the language spoken now (the
// player changed it in the middle of a game): each event's lines are told
// again from the event, in their place; a line of no event's (a note of
// the table's, a server's notice) is asked its words again (AddWords), or
// stays as it was written.
func (t *Teller) Reword() {
	old := *t.Log
	fresh := Log{Forms: old.Forms, told: old.told, Version: old.Version + 1}
	again := *t
	again.Log = &fresh
	for i := 0; i < len(old.Entries); {
		en := old.Entries[i]
		if en.told == 0 {
			if en.again != nil {
				en.Text = Sentence(en.again())
			}
			fresh.Entries = append(fresh.Entries, en)
			i++
			continue
		}
		fresh.Round = en.Round
		first := len(fresh.Entries)
		again.tell(old.told[en.told-1])
		fresh.markTold(first, en.told)
		for i < len(old.Entries) && old.Entries[i].told == en.told {
			i++
		}
	}
	fresh.Round = old.Round
	*t.Log = fresh
}

// logFormOf is the event as the log may describe it: in hot-seat, a
// person's own event reached the screen without its private details (it
// is animated for whoever is on screen now), and the session keeps its
// full form for the log (game/logform.go), whose lines keep both forms and
// show each reader their own. The forms come in the events' order; each
// is used once.
func (t *Teller) logFormOf(e engine.Event) engine.Event {
	if t.S == nil {
		return e
	}
	t.Log.Forms = append(t.Log.Forms, t.S.TakeLogForms()...)
	for i, f := range t.Log.Forms {
		if f.Shown == e {
			t.Log.Forms = append(t.Log.Forms[:i], t.Log.Forms[i+1:]...)
			return f.Full
		}
	}
	if n := len(t.Log.Forms); n > maxLogForms {
		t.Log.Forms = t.Log.Forms[n-maxLogForms:] // forms whose events never came are forgotten
	}
	return e
}

// maxLogForms bounds the forms kept waiting for their events: far more
// than one round's private events.
const maxLogForms = 256

// ReasonText explains EvRefused / EvOfferPassed reasons in plain words.
func ReasonText(r uint8) string {
	switch r {
	case engine.ReasonNoGuardToken:
		return lang.T("no token at the guard")
	case engine.ReasonDeclined:
		return lang.T("chose not to")
	case engine.ReasonCannotPay:
		return lang.T("cannot pay")
	case engine.ReasonNoRoomTokens:
		return lang.T("nothing to buy")
	case engine.ReasonLastArtifact:
		return lang.T("the last artifact is sold")
	case engine.ReasonIntroThree:
		return lang.T("three artifacts in the intro game")
	case engine.ReasonSafetyEnd:
		return lang.T("the round limit")
	}
	return lang.T("no reason")
}

// teller writes the events' words to a log (the events' kinds say
// them): the live table's, and the replay's, which has no table.
type Teller struct {
	Log *Log
	// S is the game told: its seats' names, and the hot-seat log forms
	// (logFormOf).
	S game.GameSource
	// NoRecaps: the game has no record here to count a round's recap
	// from (online), so the log offers none.
	NoRecaps bool
	// Open tells a finished game to all (the replay): a private line
	// speaks of its seat, not to it.
	Open bool
}

// who names a seat in the log. Always the seat's name, so every line reads
// the same way whoever is watching.
func (t *Teller) Who(seat int) string { return t.S.Name(seat) }

// addRecap adds the line that opens round's recap.
func (l *Log) AddRecap(round int) {
	l.Entries = append(l.Entries, Entry{Round: l.Round, Text: lang.T("Round %d recap", round), Seat: -1, Recap: round})
	l.Version++
}

// RecapTarget is the probe's name for the log line of round's recap.
func RecapTarget(round int) string { return "recap-" + game.Itoa(round) }

// DrawRecapLine draws a recap line into the log's image at row y: a small
// page and the words, underlined, in the gilt of a link.
func DrawRecapLine(img *ebiten.Image, u *game.UI, text string, y int) {
	page := image.Rect(11, y+4, 23, y+19)
	game.FillRect(img, page, game.Parchment)
	for i := 0; i < 3; i++ {
		game.FillRect(img, image.Rect(page.Min.X+2, page.Min.Y+3+i*4, page.Max.X-2, page.Min.Y+4+i*4), game.Ink)
	}
	face := u.Face(game.MinTextSize, true)
	game.DrawText(img, text, face, 28, float64(y+1), game.Left, game.GiltLight)
	w := game.TextWidth(text, face)
	vector.StrokeLine(img, 28, float32(y+logLineH-3), float32(28+w), float32(y+logLineH-3), 1, game.GiltLight, false)
}

// PlaceName names a space in running text: "the Market", "Room II", "the
// Red Dragon's cave".
func PlaceName(sp engine.Space) string {
	if int(sp) < assets.NumSpaces {
		return lang.WordIn("log", spaceNames[sp][1])
	}
	return lang.T("behind the screen")
}
