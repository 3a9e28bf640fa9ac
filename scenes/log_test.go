package scenes

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// hotSeatTable is a table for three human seats whose log has been fed a
// whole bot-played game in the worst case for privacy: every placement
// event carries its token's value (as the acting seat's own screen gets
// it), so every placement line has a private form.
func hotSeatTable(t *testing.T) *Table {
	t.Helper()
	setup := game.Setup{Players: 3, Seats: []game.SeatSetup{
		{Name: "Princess Badroulbadour", Color: 0, Human: true},
		{Name: "Aladdin", Color: 1, Human: true},
		{Name: "Jasmine", Color: 2, Human: true},
	}}
	cfg := engine.Config{Players: 3, Seed: 11, FirstPlayer: -1, Names: []string{"Princess Badroulbadour", "Aladdin", "Jasmine"}}
	st, err := engine.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := game.SessionOn(st, setup, engine.Spectator)
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	tb := assemble(&game.Context{Assets: a, UI: &game.UI{Assets: a}}, s)
	var v engine.View
	bots := []bot.Bot{bot.NewRandom(1), bot.NewRandom(2), bot.NewRandom(3)}
	for !st.Over() {
		p := int(st.Pending().Seat)
		st.ViewInto(p, &v)
		evs, err := st.Apply(bots[p].Act(&v))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			tb.words.Describe(e.For(int(e.Seat)))
		}
	}
	return tb
}

var tokenValueLine = regexp.MustCompile(`^(.*) put the (\d) on`)

// TestLogHidesOtherSeatsTokenValues lays the log out, as the side panel
// draws it, for each seat on screen and for the public board (the
// hand-off): a line naming a token's value may only be the viewer's own.
func TestLogHidesOtherSeatsTokenValues(t *testing.T) {
	tb := hotSeatTable(t)
	for viewer := engine.Spectator; viewer < 3; viewer++ {
		tb.S.Viewer = viewer
		tb.panel.log.Layout(tb.ctx.UI, &tb.log, tb.S)
		own, public := 0, 0
		// Wrapped lines are joined back per entry so a value split across
		// two drawn lines is still caught.
		var text strings.Builder
		for _, l := range tb.panel.log.Lines {
			text.WriteString(l.Text)
			text.WriteByte('\n')
		}
		for _, line := range tb.log.Lines(viewer) {
			if m := tokenValueLine.FindStringSubmatch(line.Text); m != nil {
				if viewer < 0 || m[1] != tb.S.Name(viewer) {
					t.Fatalf("viewer %d is shown another seat's token value: %q", viewer, line.Text)
				}
				own++
			}
			if strings.Contains(line.Text, "places a token on") {
				public++
			}
		}
		for _, drawn := range strings.Split(text.String(), "\n") {
			if m := tokenValueLine.FindStringSubmatch(drawn); m != nil && (viewer < 0 || m[1] != tb.S.Name(viewer)) {
				t.Fatalf("viewer %d: drawn log line shows another seat's token value: %q", viewer, drawn)
			}
		}
		if viewer >= 0 && own == 0 {
			t.Errorf("viewer %d sees none of their own token values: the test did not exercise private lines", viewer)
		}
		if public == 0 {
			t.Errorf("viewer %d sees no public placement lines", viewer)
		}
	}
}

// Amounts read as English: one piece singular, more plural.
func TestKindCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		k    engine.Kind
		want string
	}{{1, 1, "1 pearl"}, {2, 1, "2 pearls"}, {1, 3, "1 trophy"}, {3, 3, "3 trophies"}, {1, 4, "1 gold bar"}, {0, 0, "0 crowns"}} {
		if got := gamelog.KindCount(c.n, c.k); got != c.want {
			t.Errorf("gamelog.KindCount(%d, %d) = %q, want %q", c.n, c.k, got, c.want)
		}
	}
	if got := gamelog.KindList([engine.NumKinds]int8{0, 1, 0, 1, 0}); got != "1 pearl and 1 trophy" {
		t.Errorf("kindList = %q", got)
	}
}

// camelWant is the camel's line written out by hand for each case: the
// Caravanserai's strongest (the chooser) is the subject, whoever held the
// camel before.
func camelWant(tb *Table, chooser, holder, to int) string {
	c, h, n := tb.S.Name(chooser), tb.S.Name(holder), tb.S.Name(to)
	switch {
	case to == chooser && holder == chooser:
		return c + " keeps the camel"
	case to == chooser:
		return c + " takes the camel from " + h
	case to == holder:
		return c + " leaves the camel with " + h
	}
	return c + " gives the camel to " + n
}

// TestCamelLineNamesTheChooser plays hot-seat games on a table and checks
// every camel line in the log and every camel caption on the board: they
// name the Caravanserai's strongest, who chose, not the old holder.
func TestCamelLineNamesTheChooser(t *testing.T) {
	ctx := newTestContext(t)
	other := 0
	for seed := 1; seed <= 12 && other < 3; seed++ {
		setup := humanSetup(4)
		setup.Seed = game.Itoa(seed)
		s, err := game.NewSession(setup)
		if err != nil {
			t.Fatal(err)
		}
		tb := tableOf(t, NewTable(ctx, s))
		bots := []bot.Bot{bot.NewRandom(uint64(seed)), bot.NewRandom(2), bot.NewRandom(3), bot.NewRandom(4)}
		var v engine.View
		for !s.Over() {
			pend := s.Pending()
			p := int(pend.Seat)
			holder := game.EngineState(s).Camel()
			game.EngineState(s).ViewInto(p, &v)
			a := bots[p].Act(&v)
			if err := s.Submit(a); err != nil {
				t.Fatal(err)
			}
			for _, e := range s.TakeEvents() {
				tb.hands.begin(e, true)
				tb.hands.tell(e)
				if e.Type == engine.EvCamelPassed {
					want := camelWant(tb, p, holder, int(a.Target))
					last := tb.log.Entries[len(tb.log.Entries)-1].Text
					if last != want+"." {
						t.Fatalf("seed %d: the log says %q; %s chose, so it should say %q", seed, last, s.Name(p), want+".")
					}
					if tb.board.Caption != want {
						t.Fatalf("seed %d: the caption says %q, want %q", seed, tb.board.Caption, want)
					}
					if p != holder {
						other++
					}
				}
				tb.hands.finish(e)
			}
		}
	}
	if other == 0 {
		t.Fatal("no camel chosen by someone other than its holder: the test did not exercise the case")
	}
}

// TestCamelLineAfterResume: a game resumed at the camel's choice has no
// Caravanserai ranking in its log; the line still names the chooser, from
// the board's own ranking.
func TestCamelLineAfterResume(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionAt(t, 4, func(s *game.Session) bool {
		return pendingIs(engine.DecCamel)(s) && int(s.Pending().Seat) != game.EngineState(s).Camel()
	})
	s.AcceptHandoff()
	chooser, holder := int(s.Pending().Seat), game.EngineState(s).Camel()
	tb := onTable(t, ctx, s, "dialog-camel")
	tick(ctx)
	tick(ctx, ebiten.KeyEnter) // keeps it: the chooser takes the camel
	tickUntil(t, ctx, "the camel's line", 200, func() bool {
		for _, e := range tb.log.Entries {
			if strings.Contains(e.Text, "camel") {
				return true
			}
		}
		return false
	})
	want := camelWant(tb, chooser, holder, chooser) + "."
	for _, e := range tb.log.Entries {
		if strings.Contains(e.Text, "camel") && e.Text != want {
			t.Fatalf("the log says %q, want %q", e.Text, want)
		}
	}
}

// TestLogKeepsWhoCannotPayPrivate: the table hears only that a player
// does not buy or stays outside; whether they could not pay is their own
// to read. A pass that the engine made because the player could not pay
// reads, to everyone else, exactly like one they chose.
func TestLogKeepsWhoCannotPayPrivate(t *testing.T) {
	tb := hotSeatTable(t)
	own := 0
	for viewer := engine.Spectator; viewer < 3; viewer++ {
		lines := tb.log.Lines(viewer)
		for i, l := range lines {
			if strings.Contains(l.Text, "chose not to") {
				t.Errorf("viewer %d reads a reason for a pass: %q", viewer, l.Text)
			}
			if strings.Contains(l.Text, "cannot pay") {
				if viewer < 0 || !strings.HasPrefix(l.Text, tb.S.Name(viewer)+" ") || !strings.Contains(l.Text, "you cannot pay") {
					t.Errorf("viewer %d reads what another player cannot pay: %q", viewer, l.Text)
				}
				own++
			}
			if m := passLine.FindStringSubmatch(l.Text); m != nil {
				if i == 0 || !strings.HasPrefix(lines[i-1].Text, m[1]+" may buy in "+m[2]+" for ") {
					t.Errorf("viewer %d: %q follows %q, not the offer every pass follows", viewer, l.Text, lines[i-1].Text)
				}
			}
		}
	}
	if own == 0 {
		t.Fatal("nobody was unable to pay in this game: the test did not exercise the private lines")
	}
}

var passLine = regexp.MustCompile(`^(.*) does not buy in (.*?) ?[.(]`)

// TestTreasureIsCountedLikeTheRulebook: pieces are small (worth 1) or
// large (worth 3); a line never counts a large piece as three.
func TestTreasureIsCountedLikeTheRulebook(t *testing.T) {
	for _, c := range []struct {
		small, large int
		k            engine.Kind
		want         string
	}{
		{0, 1, 2, "1 large gemstone (worth 3)"},
		{2, 0, 1, "2 small pearls"},
		{1, 0, 4, "1 small gold bar"},
		{2, 1, 0, "1 large crown and 2 small crowns (worth 5)"},
		{0, 2, 3, "2 large trophies (worth 6)"},
	} {
		if got := gamelog.PiecesOf(c.small, c.large, c.k); got != c.want {
			t.Errorf("gamelog.PiecesOf(%d, %d, %d) = %q, want %q", c.small, c.large, c.k, got, c.want)
		}
	}
	if got := gamelog.WorthList([engine.NumKinds]int8{0, 1, 0, 0, 2}); got != "pearls worth 1 and gold bars worth 2" {
		t.Errorf("worthList = %q", got)
	}
	tb := hotSeatTable(t)
	large := 0
	for _, l := range tb.log.Lines(engine.Spectator) {
		if bareCount.MatchString(l.Text) {
			t.Errorf("a count of treasure without its pieces' size: %q", l.Text)
		}
		if strings.Contains(l.Text, " large ") {
			large++
			if !strings.Contains(l.Text, "(worth ") {
				t.Errorf("large pieces without their worth: %q", l.Text)
			}
		}
	}
	if large == 0 {
		t.Fatal("nobody took a large piece: the test did not exercise it")
	}
}

// bareCount is a number of a treasure kind with no size: "takes 3 gemstones".
var bareCount = regexp.MustCompile(`takes \d+ (crown|pearl|gemstone|troph|gold)`)

// TestReadmeListsSpeedKeys: the README's keys table gives the animation
// speed keys as the game's own hint does (the speed chip's tooltip).
func TestReadmeListsSpeedKeys(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "|") && strings.Contains(line, "animation speed") {
			if !strings.Contains(line, "1-4") || !strings.Contains(line, "Tab") {
				t.Fatalf("the README's speed keys %q do not say 1-4 and Tab, as the game's hint does", line)
			}
			return
		}
	}
	t.Fatal("the README's keys table has no animation speed row")
}

// TestLinesStartWithACapital: a seat may be called "the Caliph's
// Treasurer", but a line of the log, a caption or a headline about it
// starts with a capital.
func TestLinesStartWithACapital(t *testing.T) {
	var l gamelog.Log
	l.Add(2, "%s takes 1 small pearl.", "the Caliph's Treasurer")
	l.AddPrivate(2, 2, "the Caliph's Treasurer places a token on Room I.", "the Caliph's Treasurer put the 9 on Room I.")
	for _, viewer := range []int{-1, 0, 2} {
		for _, e := range l.Lines(viewer) {
			if !strings.HasPrefix(e.Text, "The Caliph's") {
				t.Errorf("viewer %d reads %q", viewer, e.Text)
			}
		}
	}
	for in, want := range map[string]string{"": "", "Yellow wins!": "Yellow wins!", "éa": "Éa", "9 left": "9 left"} {
		if got := gamelog.Sentence(in); got != want {
			t.Errorf("gamelog.Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}

// The player switches to French in the middle of a game: the lines the
// log wrote in English read in French at once, as if the game had been
// told in French from its start, and the panel lays them out.
func TestTheLogReadsTheLanguageChosenMidGame(t *testing.T) {
	ctx := newTestContext(t)
	s := soloSession(t, "12")
	tb := playLive(t, ctx, s, func(tb *Table) bool { return s.Round() == 2 && !tb.q.Busy() })
	english := logText(tb.log.Entries)
	scenetest.SpeakIn(t, ctx, lang.French)
	tick(ctx)
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	french := gamelog.Log{}
	teller := gamelog.Teller{Log: &french, S: s}
	for _, e := range h.Seen {
		teller.Describe(e)
	}
	if got, want := logText(tb.log.Entries), logText(french.Entries); got != want || got == english {
		t.Fatalf("after the switch the log reads\n%s\nwant\n%s", got, want)
	}
	// Each line the panel draws (an entry may wrap) is a piece of a
	// French line.
	tb.panel.log.Layout(tb.ctx.UI, &tb.log, tb.S)
	var all strings.Builder
	for _, e := range french.Lines(tb.S.Viewer) {
		all.WriteString(e.Text + "\n")
	}
	shown := 0
	for _, l := range tb.panel.log.Lines {
		if text := strings.TrimSpace(l.Text); !l.Header && text != "" {
			shown++
			if !strings.Contains(all.String(), text) {
				t.Errorf("the panel draws %q, no French line's", text)
			}
		}
	}
	if shown < 10 {
		t.Errorf("the panel draws only %d lines", shown)
	}
}
