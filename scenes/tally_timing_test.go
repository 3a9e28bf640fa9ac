package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/game"
)

// A recorded tally: round 1 of a game between Normal bots, as the table
// receives it: one chunk of events per action, from the vizier's first
// step to the round's end. Between two chunks a bot decided.
type recordedTally struct {
	players int
	chunks  [][]engine.Event
	start   engine.View // the public board as the tally begins
}

func recordTally(t testing.TB, players int, seed uint64) recordedTally {
	t.Helper()
	return recordRoundTally(t, players, seed, 1, false)
}

// headlessStage runs the animation queue without a screen: the lengths the
// table gives (baseTicks), its holds, and the display model the table
// advances (View.Apply), so the sequence order follows the camel. viewer
// is the seat on view (its spaces are watched); -1 watches every space.
type headlessStage struct {
	view    engine.View
	viewer  int
	batches [][]engine.Event // events started together, in order
	begunAt []time.Duration  // when each batch began
	cues    []time.Duration  // when a beat sounded
	told    []engine.Event   // the events told, in order
	now     time.Duration
}

func (h *headlessStage) begin(e engine.Event, first bool) (int, bool) {
	if first {
		h.batches = append(h.batches, nil)
		h.begunAt = append(h.begunAt, h.now)
	}
	h.batches[len(h.batches)-1] = append(h.batches[len(h.batches)-1], e)
	return baseTicks(e, false), kindOf(e).holds
}

func (h *headlessStage) cue(engine.Event) { h.cues = append(h.cues, h.now) }

func (h *headlessStage) tell(e engine.Event) { h.told = append(h.told, e) }

func (h *headlessStage) finish(e engine.Event) { h.view.Apply(e) }

func (h *headlessStage) seqPos(seat int8) int {
	n := int(h.view.Players)
	return ((int(seat)-int(h.view.Camel))%n + n) % n
}

func (h *headlessStage) watches(sp engine.Space) bool {
	if h.viewer < 0 {
		return true
	}
	for i := 0; i < int(h.view.NumTokens); i++ {
		if tv := h.view.Tokens[i]; tv.Space == sp && int(tv.Seat) == h.viewer {
			return true
		}
	}
	return false
}

// tallyTiming is how long a recorded tally takes on screen.
type tallyTiming struct {
	anim  time.Duration // the animations alone
	beats time.Duration // the bots' pauses before each decision shows
}

func (tt tallyTiming) total() time.Duration { return tt.anim + tt.beats }

// playTally plays a recorded tally at 60 ticks a second, watched by seat 0
// (a person at a table of bots).
func playTally(t testing.TB, rec recordedTally, speed game.Speed) (tallyTiming, *headlessStage) {
	t.Helper()
	return playTallyAt(t, rec, speed, game.TickTime, 0)
}

// playTallyAt feeds a recorded tally through the queue as the table does,
// on a machine whose ticks come every tick (game.TickTime on one that
// keeps up): a chunk's events, ticked until they are all shown (or the
// round's end holds for the summary), then the bot's beat before the next
// chunk.
func playTallyAt(t testing.TB, rec recordedTally, speed game.Speed, tick time.Duration, viewer int) (tallyTiming, *headlessStage) {
	t.Helper()
	h := &headlessStage{view: rec.start, viewer: viewer}
	var q animQueue
	var tt tallyTiming
	settings := game.DefaultSettings()
	for i, chunk := range rec.chunks {
		if i > 0 {
			// table.update: the bot waits its beat, scaled by the
			// speed, and at least the frames of the repaint; a beat
			// ends on a tick.
			beat := max(botBeat(settings, speed), (settleBeforeThinking+1)*tick)
			tt.beats += (beat + tick - 1) / tick * tick
		}
		q.pending = append(q.pending, chunk...)
		for q.Busy() {
			if q.Held() && allDone(&q) {
				break
			}
			q.step(speed, tick, h)
			h.now += tick
			tt.anim += tick
			if tt.anim > time.Hour {
				t.Fatal("the queue never drains")
			}
		}
	}
	return tt, h
}

func allDone(q *animQueue) bool {
	for _, a := range q.active {
		if a.T < a.Dur {
			return false
		}
	}
	return true
}

// TestTallyRevealsPlayerByPlayer: each space's tokens turn one player's
// stack at a time, the players in sequence order from the camel's holder,
// and every token a player has there turns in that player's one batch.
func TestTallyRevealsPlayerByPlayer(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		rec := recordTally(t, 4, seed)
		_, h := playTally(t, rec, game.SpeedNormal)
		shadow := rec.start
		checked := 0
		lastSpace, lastPos := engine.Space(255), -1
		seen := map[[2]int]bool{}
		for _, b := range h.batches {
			if b[0].Type != engine.EvTokenRevealed {
				for _, e := range b {
					shadow.Apply(e)
				}
				continue
			}
			seat, sp := b[0].Seat, b[0].Space
			for _, e := range b {
				if e.Type != engine.EvTokenRevealed || e.Seat != seat || e.Space != sp {
					t.Fatalf("seed %d: one batch turns seat %d on space %d with seat %d on space %d", seed, seat, sp, e.Seat, e.Space)
				}
			}
			n := int(shadow.Players)
			pos := ((int(seat)-int(shadow.Camel))%n + n) % n
			if sp == lastSpace && pos <= lastPos {
				t.Fatalf("seed %d space %d: seat %d (place %d in the sequence from camel %d) turns after place %d",
					seed, sp, seat, pos, shadow.Camel, lastPos)
			}
			key := [2]int{int(sp), int(seat)}
			if seen[key] {
				t.Fatalf("seed %d space %d: seat %d's tokens turn in two batches", seed, sp, seat)
			}
			seen[key] = true
			lastSpace, lastPos = sp, pos
			for _, e := range b {
				shadow.Apply(e)
			}
			checked++
		}
		if checked < 8 {
			t.Fatalf("seed %d: only %d reveal batches", seed, checked)
		}
	}
}

// TestGuardRevealHoldsItsOwnBeat: the guard's reveal plays alone, lasts at
// least two seconds at normal speed (the longest single beat of the
// tally), and its strike sounds as the tile turns, not as it starts.
func TestGuardRevealHoldsItsOwnBeat(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 6; seed++ {
		rec := recordTally(t, 4, seed)
		_, h := playTallyAt(t, rec, game.SpeedNormal, game.TickTime, -1)
		for i, b := range h.batches {
			if b[0].Type != engine.EvGuardRevealed {
				continue
			}
			found++
			if len(b) != 1 {
				t.Fatalf("seed %d: the guard's reveal shares its beat with %v", seed, b[1:])
			}
			if i+1 >= len(h.batches) {
				t.Fatalf("seed %d: nothing follows the guard", seed)
			}
			length := h.begunAt[i+1] - h.begunAt[i]
			if length < 2*time.Second {
				t.Errorf("seed %d: the guard's moment lasts %v at normal speed, want at least 2 s", seed, length)
			}
			for _, e := range []engine.Event{{Type: engine.EvTokenRevealed}, {Type: engine.EvRanking}, {Type: engine.EvTreasureTaken}, {Type: engine.EvArtifactBought}} {
				if d := time.Duration(baseTicks(e, false)) * game.TickTime; d >= length {
					t.Errorf("seed %d: %v lasts %v, as long as the guard's %v", seed, e.Type, d, length)
				}
			}
			struck := false
			for _, c := range h.cues {
				if c > h.begunAt[i]+length/8 && c < h.begunAt[i]+length/2 {
					struck = true
				}
			}
			if !struck {
				t.Errorf("seed %d: no strike while the guard turns (beat %d..%d, cues at %v)", seed, h.begunAt[i], h.begunAt[i]+length, h.cues)
			}
		}
	}
	if found == 0 {
		t.Fatal("no guard reveal in the recorded tallies")
	}
}

// TestTallyLength measures a 4-player round's tally at every speed from
// recorded rounds, watched by seat 0 (a person at a table of three bots),
// on a machine that keeps up with 60 ticks a second and on one that draws
// 12 frames a second, and holds the pace the table is tuned for: normal
// roughly 25-60 s with the bots' beats, fast about half of it, instant no
// animation at all, and the slow machine's show as long as the fast
// one's. The figures are the table in docs/UI.md ("The tally").
func TestTallyLength(t *testing.T) {
	const players, rounds = 4, 10
	var recs []recordedTally
	for seed := uint64(1); seed <= rounds; seed++ {
		recs = append(recs, recordTally(t, players, seed))
	}
	secs := func(d time.Duration) float64 { return d.Seconds() }
	median := func(ds []time.Duration) time.Duration {
		slices.Sort(ds)
		return ds[len(ds)/2]
	}
	slowTick := time.Second / 12
	var normal [game.NumSpeeds]time.Duration
	var lines []string
	for sp := game.Speed(0); sp < game.NumSpeeds; sp++ {
		var totals, anims, watched, slow []time.Duration
		for i, rec := range recs {
			tt, _ := playTally(t, rec, sp)
			totals = append(totals, tt.total())
			anims = append(anims, tt.anim)
			all, _ := playTallyAt(t, rec, sp, game.TickTime, -1)
			watched = append(watched, all.total())
			lag, _ := playTallyAt(t, rec, sp, slowTick, 0)
			slow = append(slow, lag.total())
			if sp == game.SpeedInstant && tt.anim > time.Duration(len(rec.chunks))*game.TickTime {
				t.Errorf("instant: round %d took %v of animation for %d chunks of events (want one tick each at most)", i+1, tt.anim, len(rec.chunks))
			}
			if sp != game.SpeedInstant {
				// The slow machine loses at most a frame at each chunk's
				// end and its beat's, and a bot waits for the frames of
				// the repaint before it moves, however slow they come.
				if d := lag.total() - tt.total(); d < -time.Second || d > (settleBeforeThinking+2)*time.Duration(len(rec.chunks))*slowTick {
					t.Errorf("%s, round %d: %v at 12 frames a second against %v at 60", game.SpeedNames[sp], i+1, lag.total(), tt.total())
				}
			}
		}
		lo, hi := slices.Min(totals), slices.Max(totals)
		normal[sp] = median(totals)
		lines = append(lines, fmt.Sprintf("| %-7s | %5.1f s | %5.1f s | %5.1f-%5.1f s | %5.1f s | %5.1f s |", game.SpeedNames[sp],
			secs(median(anims)), secs(normal[sp]), secs(lo), secs(hi), secs(median(watched)), secs(median(slow))))
		if sp == game.SpeedNormal && median(watched) <= normal[sp] {
			t.Errorf("normal: watched everywhere the tally takes %v, no longer than the %v of one who has no token on some spaces", median(watched), normal[sp])
		}
	}
	t.Logf("4-player round-1 tallies of Normal bots, %d seeds, watched by seat 0:\n| speed   | animation | with bot beats | range | every space watched | at 12 fps |\n%s", rounds, strings.Join(lines, "\n"))
	if n := secs(normal[game.SpeedNormal]); n < 25 || n > 60 {
		t.Errorf("a normal-speed tally takes %.1f s; the table is tuned for 25-60 s", n)
	}
	if r := secs(normal[game.SpeedFast]) / secs(normal[game.SpeedNormal]); r < 0.35 || r > 0.75 {
		t.Errorf("fast is %.2f of normal; want about half", r)
	}
	if normal[game.SpeedSlow] <= normal[game.SpeedNormal] {
		t.Errorf("slow (%v) is not slower than normal (%v)", normal[game.SpeedSlow], normal[game.SpeedNormal])
	}
}

// TestTableFollowsTheClock: the table plays its events by the time each
// tick stands for, not by the count of ticks: on a machine that comes
// back 12 times a second a round takes a fifth of the ticks, as long.
func TestTableFollowsTheClock(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedNormal
	ticksAt := func(every time.Duration) int {
		s := sessionWithEvents(t, 4, func(s *game.Session) bool { return s.Round() == 2 })
		clk := &testClock{now: time.Unix(1000, 0)}
		ctx.Clock = clk
		ctx.StepClock()
		ctx.Scenes.Switch(NewTable(ctx, s))
		tb := tableOf(t, ctx.Scenes.Current())
		n := 0
		for !(tb.q.Held() && allDone(&tb.q)) {
			clk.now = clk.now.Add(every)
			ctx.StepClock()
			tick(ctx)
			if n++; n > 100000 {
				t.Fatal("the round's events never reached its end")
			}
		}
		return n
	}
	fast, slow := ticksAt(game.TickTime), ticksAt(time.Second/12)
	t.Logf("round 1 from the start to its summary: %d ticks at 60 a second (%.1f s), %d at 12 (%.1f s)", fast, float64(fast)/60, slow, float64(slow)/12)
	if d := float64(slow)/12 - float64(fast)/60; d < -0.2 || d > 0.2 {
		t.Errorf("the round lasts %.2f s at 12 ticks a second against %.2f s at 60", float64(slow)/12, float64(fast)/60)
	}
}

// testClock is a clock a test moves by hand.
type testClock struct{ now time.Time }

func (c *testClock) Now() time.Time { return c.now }
