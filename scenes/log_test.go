package scenes

import (
	"regexp"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
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
	s := &game.Session{Setup: setup, Cfg: cfg, State: st, Viewer: engine.Spectator}
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	tb := &Table{ctx: &game.Context{Assets: a, UI: &game.UI{Assets: a}}, S: s}
	tb.placement = &Placement{t: tb, selected: -1}
	var v engine.View
	bots := []bot.Bot{bot.NewRandom(1), bot.NewRandom(2), bot.NewRandom(3)}
	for !st.Over() {
		p := int(st.Pending().Seat)
		st.ViewInto(p, &v)
		evs, err := st.Apply(bots[p].Act(cfg, &v))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			tb.describe(e.For(int(e.Seat)))
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
		tb.panel.rebuildLog(tb)
		own, public := 0, 0
		// Wrapped lines are joined back per entry so a value split across
		// two drawn lines is still caught.
		var text strings.Builder
		for _, l := range tb.panel.logLines {
			text.WriteString(l.text)
			text.WriteByte('\n')
		}
		for _, line := range tb.log.lines(viewer) {
			if m := tokenValueLine.FindStringSubmatch(line.text); m != nil {
				if viewer < 0 || m[1] != tb.S.Name(viewer) {
					t.Fatalf("viewer %d is shown another seat's token value: %q", viewer, line.text)
				}
				own++
			}
			if strings.Contains(line.text, "places a token on") {
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
		if got := kindCount(c.n, c.k); got != c.want {
			t.Errorf("kindCount(%d, %d) = %q, want %q", c.n, c.k, got, c.want)
		}
	}
	if got := kindList([engine.NumKinds]int8{0, 1, 0, 1, 0}); got != "1 pearl, 1 trophy" {
		t.Errorf("kindList = %q", got)
	}
}
