package recent

import (
	"image"
	"strings"
	"testing"

	"aladdin/game"
	"aladdin/scenes"
	"aladdin/scenes/scenetest"
)

// TestRecentGamesRematch: with no game in progress, "Rematch with these
// seats" starts a new game of the archived game's seats with a new seed.
func TestRecentGamesRematch(t *testing.T) {
	ctx := scenetest.Context(t)
	done := scenetest.SessionAt(t, 4, func(s *game.Session) bool { return s.Over() })
	ctx.Scenes.Switch(NewRecent(ctx))
	scenetest.Tick(ctx)
	scenetest.Click(t, ctx, "recent-rematch")
	tb, ok := ctx.Scenes.Current().(*scenes.Table)
	if !ok {
		t.Fatalf("Rematch shows %q, want the table", ctx.Scenes.VisibleName())
	}
	next := tb.S
	if next.Over() || next.PublicConfig().Players != 4 || game.EngineConfig(next).Seed == game.EngineConfig(done).Seed {
		t.Fatalf("the rematch is %d players, seed %d (the game's %d)", next.PublicConfig().Players, game.EngineConfig(next).Seed, game.EngineConfig(done).Seed)
	}
	for i := range done.PublicConfig().Players {
		if next.Seat(i) != done.Seat(i) {
			t.Errorf("seat %d: %+v, the game had %+v", i, next.Seat(i), done.Seat(i))
		}
	}
}

// TestRecentGamesStatistics: games against bots of different levels, in
// both versions, are counted per version, player count and bot level,
// with the best score; the list shows them newest first.
func TestRecentGamesStatistics(t *testing.T) {
	ctx := scenetest.Context(t)
	over := func(s *game.Session) bool { return s.Over() }
	play := func(players int, magic bool, levels ...int) {
		setup := scenetest.HumanSetup(players)
		setup.Magic = magic
		for i, l := range levels {
			setup.Seats[i+1].Human, setup.Seats[i+1].Level = false, l
			setup.Seats[i+1].Name = []string{"Sinbad", "Morgiana", "Ali Baba", "Jasmine"}[i]
		}
		scenetest.SessionFrom(t, setup, over)
	}
	play(3, false, 1, 1)
	play(4, false, 2, 2, 3)
	play(4, true, 2, 3, 3)
	play(5, false, 3, 3, 3, 3)
	ctx.Scenes.Switch(NewRecent(ctx))
	scenetest.Tick(ctx)
	rc := ctx.Scenes.Current().(*Recent)
	st := rc.stats
	if st.Played != 4 || len(rc.archive.Games) != 4 || !strings.Contains(gameLine(rc.archive.Games[3]), "3 players") {
		t.Fatalf("%d games counted, %d listed; want 4", st.Played, len(rc.archive.Games))
	}
	labels := func(ts []game.Tally) string {
		var out []string
		for _, x := range ts {
			out = append(out, x.Label+"="+game.Itoa(x.Played))
		}
		return strings.Join(out, " ")
	}
	if got := labels(st.ByEdition); got != "Basic=3 Magic=1" {
		t.Errorf("by version %q", got)
	}
	if got := labels(st.ByPlayers); got != "3 players=1 4 players=2 5 players=1" {
		t.Errorf("by players %q", got)
	}
	if got := labels(st.ByLevel); got != "Easy=1 Normal=2 Hard=3" {
		t.Errorf("by level %q", got)
	}
	if st.Best.Best < 0 || st.Best.BestName == "" {
		t.Errorf("no best score: %+v", st.Best)
	}
	if g := rc.archive.Games[0]; len(g.Setup.Seats) != 5 {
		t.Errorf("the newest game listed first has %d seats, want the 5-player game", len(g.Setup.Seats))
	}
	scenetest.Press(ctx)
	ctx.In.Mouse = image.Pt(600, 20) // the pointer at rest, over no row
	_ = ctx.Scenes.Current().Update(ctx)
	pic := scenetest.DrawScene(t, ctx.Scenes.Current())
	scenetest.DocShot(t, "recent-games", pic)
}
