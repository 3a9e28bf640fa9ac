package scenes

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/ui"
)

// rankingAhead finds a game of the set-up, its moves made by random
// bots, at the last placement of a round, with a placement that leads to
// a ranking that want accepts (one the tally reaches before anyone
// decides: a cave's, or the Market's). It returns the session just before
// that placement (earlier events already shown), the placement and the
// ranking it leads to.
func rankingAhead(t *testing.T, setup game.Setup, want func(e engine.Event) bool) (*game.Session, engine.Action, engine.Event) {
	t.Helper()
	var move engine.Action
	var found engine.Event
	s := sessionFrom(t, setup, func(s *game.Session) bool {
		st := game.EngineState(s)
		if s.Over() || st.Pending().Type != engine.DecPlace {
			return false
		}
		for _, a := range st.Legal() {
			after := st.Clone()
			evs, err := after.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			done := false
			for _, e := range evs {
				done = done || e.Type == engine.EvPlacementDone
				if done && e.Type == engine.EvRanking && want(e) {
					move, found = a, e
					return true
				}
			}
		}
		return false
	})
	s.TakeEvents()
	return s, move, found
}

// cavesTie accepts a cave ranking with two players or more at one
// strength.
func cavesTie(e engine.Event) bool { return e.Space.IsCave() && hasTie(e) }

// hasTie reports whether two players of a ranking have one strength.
func hasTie(e engine.Event) bool {
	for i := 1; i < int(e.NRank); i++ {
		if e.Strength[e.Ranking[i]] == e.Strength[e.Ranking[i-1]] {
			return true
		}
	}
	return false
}

// cavesClearWinner accepts a cave ranking of three players or more, all at
// different strengths.
func cavesClearWinner(e engine.Event) bool { return e.Space.IsCave() && e.NRank >= 3 && !hasTie(e) }

// showRanking puts the session on the table, makes the placement and
// ticks until the board shows the ranking of sp with the crown settled on
// its strongest.
func showRanking(t *testing.T, ctx *game.Context, s *game.Session, a engine.Action, sp engine.Space) *Table {
	t.Helper()
	if err := s.Submit(a); err != nil {
		t.Fatal(err)
	}
	ctx.Scenes.Switch(NewTable(ctx, s))
	tb := tableOf(t, ctx.Scenes.Current())
	tickUntil(t, ctx, "the space's ranking on show", 20000, func() bool {
		if tb.board.View.Tally != sp || tb.board.View.NRank == 0 {
			return false
		}
		k, ranking := tb.activeTask(engine.EvRanking)
		return !ranking || k.Progress() >= 0.9
	})
	return tb
}

// TestCaveTieSaysTheCamelDecided: as in the rulebook's tally, two players
// with the same strength in a dragon cave are parted by the player
// sequence from the camel's holder. While the cave's result shows, a
// camel note beside its stacks names the tie and who goes first, clear of
// every token and badge, and the log says the same in a sentence.
func TestCaveTieSaysTheCamelDecided(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	s, move, rank := rankingAhead(t, soloSetup(), cavesTie)
	tb := showRanking(t, ctx, s, move, rank.Space)
	ties := board.TiesOf(rank, int(tb.board.View.Players))
	if len(ties) == 0 {
		t.Fatalf("the ranking %v with strengths %v has no tie the cave settles", rank.Ranking[:rank.NRank], rank.Strength)
	}
	tt := ties[0]
	if tt.Camel != int(tb.board.View.Camel) {
		t.Fatalf("the tie names the camel with seat %d, the board shows it with seat %d", tt.Camel, tb.board.View.Camel)
	}
	names := make([]string, len(tt.Seats))
	for i, seat := range tt.Seats {
		names[i] = s.Name(seat)
	}

	markers := tb.board.TieMarkers()
	if len(markers) != len(ties) {
		t.Fatalf("%d tie notes on the board for %d ties", len(markers), len(ties))
	}
	m := markers[0]
	want := strings.Join(names, ", ")
	if len(names) == 2 {
		want = names[0] + " before " + names[1]
	}
	if strings.Join(m.Lines, " ") != want {
		t.Errorf("the note reads %q, want %q", m.Lines, want)
	}
	if want := "Tie at " + game.Itoa(tt.Strength); !strings.Contains(m.Title, want) || !strings.Contains(m.Title, "camel") {
		t.Errorf("the note's title %q does not say %q and the camel", m.Title, want)
	}
	checkMarkerClear(t, tb, m)

	line := ""
	for _, e := range tb.log.Entries {
		if strings.Contains(e.Text, " tie at ") {
			line = e.Text
		}
	}
	if line == "" {
		t.Fatal("the log says nothing of the tie")
	}
	for _, want := range []string{ui.AndList(names) + " tie at " + game.Itoa(tt.Strength), gamelog.PlaceName(rank.Space), "camel", s.Name(tt.Camel)} {
		if !strings.Contains(line, want) {
			t.Errorf("the log's tie line %q does not say %q", line, want)
		}
	}
	if !strings.Contains(line, names[0]+" goes first") && !strings.Contains(line, "they go "+strings.Join(names, ", ")) {
		t.Errorf("the log's tie line %q does not say %s goes first", line, names[0])
	}

	pic, _ := drawTable(t, ctx)
	docShot(t, "tie-settled", pic)
}

// checkMarkerClear: a tie note lies on the board, with its words at the
// game's smallest text size or larger, and covers no token, no badge and
// not the vizier.
func checkMarkerClear(t *testing.T, tb *Table, m board.TieMarker) {
	t.Helper()
	if !m.Rect.In(assets.BoardRect()) {
		t.Errorf("the tie note %v is off the board", m.Rect)
	}
	for _, b := range tb.board.Badges(board.Options{Hover: -1}) {
		if b.Rect.Overlaps(m.Rect) {
			t.Errorf("the tie note %v covers the badge %q %v", m.Rect, b.Label, b.Rect)
		}
	}
	tb.board.Spots.EachTokenSpot(func(tv engine.TokenView, at image.Point) {
		h := assets.TokenSize / 2
		if r := image.Rect(at.X-h, at.Y-h, at.X+h, at.Y+h); r.Overlaps(m.Rect) {
			t.Errorf("the tie note %v covers seat %d's token on space %d at %v", m.Rect, tv.Seat, tv.Space, at)
		}
	})
	if r := assets.VizierRect(int(m.Space)); r.Overlaps(m.Rect) {
		t.Errorf("the tie note %v covers the vizier %v", m.Rect, r)
	}
}

// TestNoTieNoNote: a cave where every player has a strength of their own
// shows its ranks and no tie note, and the log says nothing of a tie.
func TestNoTieNoNote(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	s, move, rank := rankingAhead(t, soloSetup(), cavesClearWinner)
	tb := showRanking(t, ctx, s, move, rank.Space)
	if tb.board.PlaceOf(rank.Space, int(rank.Ranking[0])) != 1 {
		t.Fatal("the cave's ranks are not on show")
	}
	if m := tb.board.TieMarkers(); len(m) != 0 {
		t.Errorf("a ranking without a tie shows tie notes: %+v", m)
	}
	for _, e := range tb.log.Entries {
		if strings.Contains(e.Text, " tie at ") {
			t.Errorf("the log tells of a tie that was not: %q", e.Text)
		}
	}
}

// TestTieWordsByPlace: a tie is told where the camel's order decides
// something, in the order the camel set: at the Market a tie for the
// lead, not one for second place; in a room every tie (the offer goes
// down the ranking); at the guard none.
func TestTieWordsByPlace(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionAt(t, 4, func(s *game.Session) bool { return true })
	ctx.Scenes.Switch(NewTable(ctx, s))
	tb := tableOf(t, ctx.Scenes.Current())
	// Seats 0-3, the camel with seat 2: the sequence is 2, 3, 0, 1.
	at := func(sp engine.Space, order []int8, strength ...int16) engine.Event {
		r := engine.Event{Type: engine.EvRanking, Space: sp, NRank: int8(len(order)), Camel: 2}
		for i, seat := range order {
			r.Ranking[i] = seat
			r.Strength[seat] = strength[i]
		}
		return r
	}
	cases := []struct {
		name string
		r    engine.Event
		want []string // the tie lines
	}{
		{"market lead", at(engine.Market, []int8{3, 0, 1}, 7, 7, 2),
			[]string{"Red and Yellow tie at 7 in the Market; Red goes first, sitting sooner clockwise from the camel (Blue holds it)."}},
		{"market second", at(engine.Market, []int8{1, 3, 0}, 8, 4, 4), nil},
		{"room", at(engine.Room2, []int8{2, 3, 0, 1}, 5, 5, 3, 3),
			[]string{"Blue and Red tie at 5 in Room II; Blue holds the camel, so Blue goes first.",
				"Yellow and Green tie at 3 in Room II; Yellow goes first, sitting sooner clockwise from the camel (Blue holds it)."}},
		{"three in a cave", at(engine.CaveRed, []int8{3, 0, 1}, 9, 9, 9),
			[]string{"Red, Yellow and Green tie at 9 in the Red Dragon's cave; clockwise from the camel (Blue holds it) they go Red, Yellow, Green."}},
		{"guard", at(engine.Guard, []int8{3, 0}, 6, 6), nil},
		{"against the camel", at(engine.CaveRed, []int8{0, 3}, 9, 9), nil},
	}
	for _, c := range cases {
		var got []string
		for _, tt := range board.TiesOf(c.r, 4) {
			got = append(got, tb.words.TieLine(tt))
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: the lines\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
}

// TestMarketTieNote: two players lead the Market at one strength; the
// one nearer the camel trades, and the note over the Market says so
// without hiding a token, a badge or the space's name.
func TestMarketTieNote(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	s, move, rank := rankingAhead(t, humanSetup(4), func(e engine.Event) bool {
		return e.Space == engine.Market && e.NRank >= 2 && e.Strength[e.Ranking[0]] == e.Strength[e.Ranking[1]]
	})
	tb := showRanking(t, ctx, s, move, rank.Space)
	markers := tb.board.TieMarkers()
	if len(markers) != 1 {
		t.Fatalf("%d tie notes at the Market, want 1", len(markers))
	}
	m := markers[0]
	if first := s.Name(int(rank.Ranking[0])); !strings.HasPrefix(strings.Join(m.Lines, " "), first) {
		t.Errorf("the note reads %q; %s trades at the Market", m.Lines, first)
	}
	checkMarkerClear(t, tb, m)
	if r := assets.LabelRect(int(engine.Market)); r.Overlaps(m.Rect) {
		t.Errorf("the note %v covers the Market's name %v", m.Rect, r)
	}
	pic, _ := drawTable(t, ctx)
	docShot(t, "tie-settled-market", pic)
}

// TestRoomTieNote: in a palace room, where the offer goes down the
// ranking, a tie tells who is offered the artifact first; the note keeps
// clear of the room's tokens, badges, artifacts and numeral.
func TestRoomTieNote(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	// A game waiting on a room's purchase with a tie in the room's
	// ranking; only the last move's events are left for the table.
	var v engine.View
	s := sessionFrom(t, soloSetup(), func(s *game.Session) bool {
		game.EngineState(s).ViewInto(engine.Spectator, &v)
		r := engine.Event{Type: engine.EvRanking, Space: v.Tally, Strength: v.Strength, Ranking: v.Ranking, NRank: v.NRank, Camel: v.Camel}
		if !s.Over() && s.Pending().Type == engine.DecBuy && len(board.TiesOf(r, int(v.Players))) > 0 {
			return true
		}
		s.TakeEvents()
		return false
	})
	ctx.Scenes.Switch(NewTable(ctx, s))
	tb := tableOf(t, ctx.Scenes.Current())
	tickUntil(t, ctx, "the room's ranking on show", 20000, func() bool {
		k, ranking := tb.activeTask(engine.EvRanking)
		return tb.board.View.Tally == v.Tally && tb.board.View.NRank > 0 && (!ranking || k.Progress() >= 0.9)
	})
	rank := engine.Event{Space: v.Tally}
	markers := tb.board.TieMarkers()
	if len(markers) == 0 {
		t.Fatalf("no tie note in %s for the ranking %v, strengths %v", gamelog.SpaceName(v.Tally), v.Ranking[:v.NRank], v.Strength)
	}
	m := markers[0]
	if first := s.Name(m.Seats[0]); !strings.HasPrefix(strings.Join(m.Lines, " "), first) {
		t.Errorf("the note reads %q; %s is offered the artifact first", m.Lines, first)
	}
	checkMarkerClear(t, tb, m)
	room := int(rank.Space) - assets.SpaceRoom1
	for _, o := range []image.Rectangle{assets.ArtifactPileRect(room), assets.RoomMedalRect(room), assets.RoomCountRect(room), assets.LabelRect(int(rank.Space))} {
		if o.Overlaps(m.Rect) {
			t.Errorf("the note %v covers %v of the room", m.Rect, o)
		}
	}
	pic, _ := drawTable(t, ctx)
	docShot(t, "tie-settled-room", pic)
}
