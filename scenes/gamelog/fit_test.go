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
