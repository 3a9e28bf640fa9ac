package scenes

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"

	"github.com/hajimehoshi/ebiten/v2"
)

// playLive plays a game on the table the way people do: every move waits
// until the screen has shown everything, a hand-off is taken when the
// screen asks for one, a round's summary is closed with Enter. Random bots
// choose every seat's moves. It stops when stop accepts the table (asked
// after every tick) or the game ends.
func playLive(t *testing.T, ctx *game.Context, s *game.Session, stop func(*Table) bool) *Table {
	t.Helper()
	ctx.Scenes.Switch(NewTable(ctx, s))
	tb := tableOf(t, ctx.Scenes.Current())
	bots := make([]bot.Bot, s.PublicConfig().Players)
	for i := range bots {
		bots[i] = bot.NewRandom(uint64(40 + i))
	}
	var v engine.View
	for i := 0; i < 20000; i++ {
		tick(ctx)
		if stop(tb) || s.Over() && !tb.q.Busy() {
			return tb
		}
		switch {
		case tb.q.Busy():
			if ctx.Scenes.VisibleName() == "summary" {
				tick(ctx, ebiten.KeyEnter)
			}
		case s.NeedsHandoff():
			s.AcceptHandoff() // the hand-off screen's button
		default:
			p := int(s.Pending().Seat)
			game.EngineState(s).ViewInto(p, &v)
			if !tb.submit(bots[p].Act(&v)) {
				t.Fatalf("a random bot's move was refused: %s", tb.message)
			}
		}
	}
	t.Fatal("the game did not reach the wanted moment")
	return nil
}

// resumeOnTable loads the autosave the way Continue does and runs the
// table until the scene named name shows.
func resumeOnTable(t *testing.T, ctx *game.Context, name string) *Table {
	t.Helper()
	r, err := game.ResumeSession()
	if err != nil {
		t.Fatal(err)
	}
	ctx.Scenes = &game.Manager{}
	return onTable(t, ctx, r, name)
}

// logText writes a log's entries (both forms of private lines, their
// readers and round) one per line, for comparing and for failure messages.
func logText(entries []gamelog.Entry) string {
	var b strings.Builder
	for _, e := range entries {
		fmt.Fprintf(&b, "r%d seat%d readers%b %q / %q\n", e.Round, e.Seat, e.Readers, e.Text, e.Private)
	}
	return b.String()
}

// withoutContinued drops the line that marks where a game was resumed.
func withoutContinued(entries []gamelog.Entry) []gamelog.Entry {
	var out []gamelog.Entry
	for _, e := range entries {
		if !strings.HasPrefix(e.Text, "Game continued from the autosave") {
			out = append(out, e)
		}
	}
	return out
}

// solo seats one person and two bots; hot-seat seats three people.
func soloSetup() game.Setup {
	s := humanSetup(3)
	s.Seats[1].Human, s.Seats[2].Human = false, false
	return s
}

// soloSession is a new solo game dealt from seed.
func soloSession(t *testing.T, seed string) *game.Session {
	t.Helper()
	setup := soloSetup()
	setup.Seed = seed
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestResumedLogIsTheLiveLog: a game closed in round 3 and continued shows
// the log the live game had built, line for line, with each private line
// (a token's value) still its owner's only: alone against bots and in
// hot-seat, where every person's lines are private to them.
func TestResumedLogIsTheLiveLog(t *testing.T) {
	for name, setup := range map[string]game.Setup{"solo": soloSetup(), "hot-seat": humanSetup(3)} {
		t.Run(name, func(t *testing.T) {
			ctx := newTestContext(t)
			setup.Seed = "12"
			s, err := game.NewSession(setup)
			if err != nil {
				t.Fatal(err)
			}
			live := playLive(t, ctx, s, func(tb *Table) bool {
				return s.Round() == 3 && !tb.q.Busy() && game.EngineState(s).View(engine.Spectator).NumTokens >= 4
			})
			private := 0
			for _, e := range live.log.Entries {
				if e.Private != "" {
					private++
				}
			}
			if private == 0 {
				t.Fatal("the live log has no private line to check")
			}
			s.Save() // closing the window
			// Hot-seat resumes behind the hand-off: whoever sits down first
			// must not see the last person's screen.
			first := map[string]string{"solo": "placement", "hot-seat": "handoff"}[name]
			resumed := resumeOnTable(t, ctx, first)
			want, got := logText(live.log.Entries), logText(withoutContinued(resumed.log.Entries))
			if got != want {
				t.Fatalf("the resumed log differs from the live one\n--- resumed\n%s--- live\n%s", got, want)
			}
			last := resumed.log.Entries[len(resumed.log.Entries)-1]
			if last.Text != "Game continued from the autosave." {
				t.Errorf("the resumed log ends %q, want the line that says it was continued", last.Text)
			}
		})
	}
}

// TestClosedDuringTallyShowsItsSummary: a game closed while round 1's tally
// was on screen (the engine already in round 2) shows, when continued, the
// rest of the tally and round 1's summary with the same gains as the live
// game's, then goes on to round 2.
func TestClosedDuringTallyShowsItsSummary(t *testing.T) {
	ctx := newTestContext(t)
	setup := soloSetup()
	setup.Seed = "3"
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	live := playLive(t, ctx, s, func(tb *Table) bool { return tb.q.summaryPending })
	if live.round.Number != 1 || s.Round() < 2 {
		t.Fatalf("the summary of round %d shows while the engine is in round %d; want 1 and 2", live.round.Number, s.Round())
	}
	s.Save() // SIGTERM: the app saves on its way out
	resumed := resumeOnTable(t, ctx, "summary")
	if resumed.round.Number != 1 {
		t.Fatalf("the resumed game shows round %d's summary, want round 1's", resumed.round.Number)
	}
	if !reflect.DeepEqual(resumed.round, live.round) {
		t.Errorf("round 1's gains differ\nresumed %+v\nlive    %+v", resumed.round, live.round)
	}
	if want, got := logText(live.log.Entries), logText(withoutContinued(resumed.log.Entries)); got != want {
		t.Errorf("the resumed log differs from the live one\n--- resumed\n%s--- live\n%s", got, want)
	}
	tick(ctx, ebiten.KeyEnter)
	tickUntil(t, ctx, "round 2's placement", 2000, func() bool { return ctx.Scenes.VisibleName() == "placement" })
	if resumed.board.View.Round != 2 {
		t.Fatalf("after the summary the board shows round %d, want 2", resumed.board.View.Round)
	}
}

// TestResumeWithoutUnseenEvents: a game closed with nothing left to show
// continues with an idle queue and the engine's own board.
func TestResumeWithoutUnseenEvents(t *testing.T) {
	ctx := newTestContext(t)
	setup := soloSetup()
	setup.Seed = "5"
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	playLive(t, ctx, s, func(tb *Table) bool { return s.Round() == 2 && !tb.q.Busy() && s.HumanToAct() })
	s.Save()
	resumed := resumeOnTable(t, ctx, "placement")
	var want engine.View
	game.EngineState(resumed.S).ViewInto(resumed.S.Viewer, &want)
	if resumed.q.Busy() || board.Summary(&resumed.board.View) != board.Summary(&want) {
		t.Fatalf("resumed board %q (queue busy %v), engine %q", board.Summary(&resumed.board.View), resumed.q.Busy(), board.Summary(&want))
	}
}
