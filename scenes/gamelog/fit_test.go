package gamelog

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"
)

// magicGameEvents is a whole five-player magic game played by bots, its
// session and every event it made: the log's words for most kinds of
// event, tallies, ties and spells among them.
func magicGameEvents(t *testing.T) (*game.Session, []engine.Event) {
	t.Helper()
	setup := scenetest.HumanSetup(5)
	setup.Magic = true
	for i := range setup.Seats {
		setup.Seats[i].Human = false
	}
	s := scenetest.SessionFrom(t, setup, func(s *game.Session) bool { return s.Over() })
	return s, s.TakeEvents()
}

// tell writes the events' lines into a new log in the current language.
func tell(s *game.Session, events []engine.Event) *Log {
	l := &Log{}
	t := Teller{Log: l, S: s, Open: true}
	for _, e := range events {
		t.Describe(e)
	}
	return l
}

// The log panel's lines, laid out at the panel's width (the side panel
// beside the board), stay inside it in every language: the wrapped lines
// of every entry, the rounds' headers (folded too) and the recap lines;
// and every rune is in its face.
func TestLogLinesFitThePanel(t *testing.T) {
	ctx := scenetest.Context(t)
	s, events := magicGameEvents(t)
	panel := image.Rect(assets.BoardW+8, 0, assets.ScreenW-8, assets.ScreenH)
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		l := tell(s, events)
		v := View{Rect: panel, Collapsed: map[int]bool{1: true}}
		v.Layout(ctx.UI, l, s)
		var ws []scenetest.Words
		for _, line := range v.Lines {
			switch {
			case line.Header:
				ws = append(ws, scenetest.Words{What: "header", Text: line.Text, Size: game.MinTextSize, Bold: true, Box: image.Rect(14, 0, panel.Dx()-8, logLineH)})
			case line.Recap > 0:
				ws = append(ws, scenetest.Words{What: "recap line", Text: line.Text, Size: game.MinTextSize, Bold: true, Box: image.Rect(28, 0, panel.Dx()-12, logLineH)})
			default:
				ws = append(ws, scenetest.Words{What: "line", Text: line.Text, Size: game.MinTextSize, Box: image.Rect(28, 0, panel.Dx()-12, logLineH)})
			}
		}
		ws = append(ws, scenetest.Words{What: "more below", Text: lang.T("more below - scroll"), Size: game.MinTextSize, Box: image.Rect(panel.Dx()/2, 0, panel.Dx()-12, logLineH)},
			scenetest.TipWords("recap's tip", lang.T("Click to see round %d's summary again: what each player won, paid and bought.", 10)))
		if len(ws) < 100 {
			t.Fatalf("a whole game's log laid out in only %d lines", len(ws))
		}
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}

// A saved game's log is told again from its events, so it reads in the
// language spoken when it is told: the same events write as many lines
// in French as in English, and no line of French is its English line.
func TestTheSameEventsTellTheLogInEachLanguage(t *testing.T) {
	s, events := magicGameEvents(t)
	english := tell(s, events)
	if err := lang.Set(lang.French); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = lang.Set(lang.English) }()
	french := tell(s, events)
	if len(french.Entries) != len(english.Entries) {
		t.Fatalf("%d lines in French, %d in English", len(french.Entries), len(english.Entries))
	}
	for i, e := range french.Entries {
		if e.Text == english.Entries[i].Text {
			t.Errorf("line %d reads the same in French and English: %q", i, e.Text)
		}
	}
}

// The language changed in the middle of a game: the log's lines, written
// in English, read in French as a log told in French from the start
// would, each in its place, and in English again when English comes back;
// a line of no event's is worded again when it was added with its words
// (AddWords), and stays as it was written otherwise.
func TestTheLogRewordsItsLinesWhenTheLanguageChanges(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	continued := func() string { return lang.T("Game continued from the autosave.") }
	s, events := magicGameEvents(t)
	half := len(events) / 2
	// The game's first half told, two notes of the table's, then the
	// second half told by a teller that stays open.
	tellWithNotes := func() (*Log, Teller) {
		l := tell(s, events[:half])
		l.Add(-1, "%s", "A note of the table's own.")
		l.AddWords(-1, continued)
		words := Teller{Log: l, S: s, Open: true}
		for _, e := range events[half:] {
			words.Describe(e)
		}
		return l, words
	}
	english, words := tellWithNotes()
	before := append([]Entry(nil), english.Entries...)
	if err := lang.Set(lang.French); err != nil {
		t.Fatal(err)
	}
	version := english.Version
	words.Reword()
	if english.Version == version {
		t.Error("the log's version did not change: the panel would not draw the new lines")
	}
	french, _ := tellWithNotes()
	sameLines(t, "reworded in French", english.Entries, french.Entries)
	if err := lang.Set(lang.English); err != nil {
		t.Fatal(err)
	}
	words.Reword()
	sameLines(t, "back in English", english.Entries, before)
}

// sameLines fails where the log's entries differ from the wanted ones.
func sameLines(t *testing.T, what string, got, want []Entry) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d lines, want %d", what, len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Text != w.Text || g.Private != w.Private || g.Round != w.Round || g.Seat != w.Seat || g.Recap != w.Recap || g.Readers != w.Readers {
			t.Errorf("%s: line %d reads %+v, want %+v", what, i, g, w)
		}
	}
}

// Large and small pieces of one kind are each counted with their own
// plural, in French as in English (French keeps a count with its noun by
// a no-break space).
func TestLargeAndSmallPiecesTakeTheirPlurals(t *testing.T) {
	defer func() { _ = lang.Set(lang.English) }()
	for _, c := range []struct {
		tag          lang.Tag
		small, large int
		k            engine.Kind
		want         string
	}{
		{lang.English, 1, 1, engine.Crowns, "1 large crown and 1 small crown (worth 4)"},
		{lang.English, 2, 2, engine.Gold, "2 large gold bars and 2 small gold bars (worth 8)"},
		{lang.French, 2, 1, engine.Crowns, "1\u00a0grosse couronne et 2\u00a0petites couronnes (valeur 5)"},
		{lang.French, 1, 2, engine.Pearls, "2\u00a0grosses perles et 1\u00a0petite perle (valeur 7)"},
		{lang.French, 3, 1, engine.Gold, "1\u00a0gros lingot d’or et 3\u00a0petits lingots d’or (valeur 6)"},
	} {
		if err := lang.Set(c.tag); err != nil {
			t.Fatal(err)
		}
		if got := PiecesOf(c.small, c.large, c.k); got != c.want {
			t.Errorf("%s: %d large and %d small of kind %d read %q, want %q", c.tag, c.large, c.small, c.k, got, c.want)
		}
	}
}
