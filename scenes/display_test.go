package scenes

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestDisplayFollowsEngineOnTable puts whole games on a real table, one
// person against two bots and three people at one screen (whose moves
// random bots choose), and lets the table animate every action's events
// as the app does, hand-offs and round summaries included. Whenever the
// queue has drained, the board the table draws is exactly the engine's
// view for the player on screen: every field of it, although the table
// no longer copies the engine's view over its display then. The display
// starts from the game before its first events (they wait when a new game
// reaches the table) and follows them with the engine's View.Apply alone.
func TestDisplayFollowsEngineOnTable(t *testing.T) {
	waited := 0
	for _, people := range []int{1, 3} {
		for seed := 1; seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%d people seed %d", people, seed), func(t *testing.T) {
				if playOnTable(t, people, seed) {
					waited++
				}
			})
		}
	}
	if waited < 3 {
		t.Fatalf("only %d games reached the table with their first events waiting", waited)
	}
}

// playOnTable plays one game to its end on a table, checking the display
// whenever the queue drains. It reports whether the game's first events
// were waiting for the table (the people's starting treasure was taken at
// once).
func playOnTable(t *testing.T, people, seed int) bool {
	ctx := newTestContext(t)
	ctx.FastBots = true
	setup := game.Setup{Players: 3, Seed: game.Itoa(seed)} // one-click starting treasure: events wait
	for i := 0; i < 3; i++ {
		setup.Seats = append(setup.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i,
			Human: i < people, Level: int(bot.Easy)})
	}
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	waited := s.HasEvents()
	ctx.Scenes.Switch(NewTable(ctx, s))
	tb := tableOf(t, ctx.Scenes.Current())
	hands := make([]bot.Bot, 3)
	for i := range hands {
		hands[i] = bot.NewRandom(uint64(seed*10 + i))
	}
	checks, handoffs := 0, 0
	var want, v engine.View
	for i := 0; !s.Over(); i++ {
		if i > 100000 {
			t.Fatalf("the game does not end (round %d, scene %s)", s.Round(), ctx.Scenes.VisibleName())
		}
		settled := !tb.q.Busy() && !s.HasEvents()
		if settled {
			game.EngineState(s).ViewInto(s.Viewer, &want)
			if tb.board.View != want {
				t.Fatalf("round %d, viewer %d: the display is not the engine's view:\n%s",
					s.Round(), s.Viewer, fieldDiff(tb.board.View, want))
			}
			checks++
		}
		switch name := ctx.Scenes.VisibleName(); {
		case name == "handoff":
			handoffs++
			tick(ctx, ebiten.KeyEnter)
		case name == "summary":
			tick(ctx, ebiten.KeyEnter)
		case settled && s.HumanToAct():
			p := int(s.Pending().Seat)
			game.EngineState(s).ViewInto(p, &v)
			if err := s.Submit(hands[p].Act(&v)); err != nil {
				t.Fatal(err)
			}
			tick(ctx)
		default:
			tick(ctx)
		}
	}
	if checks < 20 || people > 1 && handoffs == 0 {
		t.Fatalf("only %d checks, %d hand-offs", checks, handoffs)
	}
	return waited
}

// fieldDiff names the fields of two views that differ.
func fieldDiff(a, b engine.View) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	var out []string
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			out = append(out, fmt.Sprintf("%s: %+v\n   want %+v", va.Type().Field(i).Name, va.Field(i).Interface(), vb.Field(i).Interface()))
		}
	}
	return strings.Join(out, "\n")
}
