package scenes

import (
	"fmt"
	"sort"
	"strings"
	"testing"

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
// advances (View.Apply), so the sequence order follows the camel.
type headlessStage struct {
	view    engine.View
	batches [][]engine.Event // events started together, in order
	begunAt []int            // the tick each batch began
	cues    []int            // ticks at which a beat sounded
	tick    int
}

func (h *headlessStage) begin(e engine.Event, first bool) (int, bool) {
	if first {
		h.batches = append(h.batches, nil)
		h.begunAt = append(h.begunAt, h.tick)
	}
	h.batches[len(h.batches)-1] = append(h.batches[len(h.batches)-1], e)
	return baseTicks(e, false), kindOf(e).holds
}

func (h *headlessStage) cue(engine.Event) { h.cues = append(h.cues, h.tick) }

func (h *headlessStage) finish(e engine.Event) { h.view.Apply(e) }

func (h *headlessStage) seqPos(seat int8) int {
	n := int(h.view.Players)
	return ((int(seat)-int(h.view.Camel))%n + n) % n
}

// tallyTiming is how long a recorded tally takes on screen, in ticks at
// 60 a second.
type tallyTiming struct {
	anim  int // the animations alone
	beats int // the bots' pauses before each decision shows
}

func (tt tallyTiming) total() int { return tt.anim + tt.beats }

// playTally feeds a recorded tally through the queue as the table does:
// a chunk's events, ticked until they are all shown (or the round's end
// holds for the summary), then the bot's beat before the next chunk.
func playTally(t testing.TB, rec recordedTally, speed game.Speed) (tallyTiming, *headlessStage) {
	t.Helper()
	h := &headlessStage{view: rec.start}
	var q animQueue
	var tt tallyTiming
	settings := game.DefaultSettings()
	for i, chunk := range rec.chunks {
		if i > 0 {
			// table.update: the bot waits its beat, scaled by the speed,
			// after the repaint settles.
			tt.beats += int(float64(settings.BotBeat)*speed.Scale()) + settleBeforeThinking
		}
		q.pending = append(q.pending, chunk...)
		for q.Busy() {
			if q.Held() && allDone(&q) {
				break
			}
			q.step(speed, h)
			h.tick++
			tt.anim++
			if tt.anim > 100000 {
				t.Fatal("the queue never drains")
			}
		}
	}
	return tt, h
}

func allDone(q *animQueue) bool {
	for _, a := range q.active {
		if a.t < a.dur {
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
		_, h := playTally(t, rec, game.SpeedNormal)
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
			if length < 120 {
				t.Errorf("seed %d: the guard's moment lasts %d ticks at normal speed, want at least 120 (2 s)", seed, length)
			}
			for _, e := range []engine.Event{{Type: engine.EvTokenRevealed}, {Type: engine.EvRanking}, {Type: engine.EvTreasureTaken}, {Type: engine.EvArtifactBought}} {
				if baseTicks(e, false) >= length {
					t.Errorf("seed %d: %v lasts %d ticks, as long as the guard's %d", seed, e.Type, baseTicks(e, false), length)
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
// recorded rounds (ticks at 60 a second, no clock) and holds the pace the
// table is tuned for: normal roughly 30-60 s with the bots' beats, fast
// about half of it, instant no animation at all. The figures are the
// table in docs/UI.md ("The tally").
func TestTallyLength(t *testing.T) {
	const players, rounds = 4, 10
	var recs []recordedTally
	for seed := uint64(1); seed <= rounds; seed++ {
		recs = append(recs, recordTally(t, players, seed))
	}
	var median [game.NumSpeeds]float64
	var lines []string
	for sp := game.Speed(0); sp < game.NumSpeeds; sp++ {
		var totals, anims []int
		chunks := 0
		for i, rec := range recs {
			tt, _ := playTally(t, rec, sp)
			totals = append(totals, tt.total())
			anims = append(anims, tt.anim)
			chunks += len(rec.chunks)
			if sp == game.SpeedInstant && tt.anim > len(rec.chunks) {
				t.Errorf("instant: round %d took %d animation ticks for %d chunks of events (want one tick each at most)", i+1, tt.anim, len(rec.chunks))
			}
		}
		sort.Ints(totals)
		sort.Ints(anims)
		median[sp] = float64(totals[len(totals)/2]) / 60
		lines = append(lines, fmt.Sprintf("| %-7s | %5.1f s | %5.1f s | %5.1f-%5.1f s | %5d |", game.SpeedNames[sp],
			float64(anims[len(anims)/2])/60, median[sp], float64(totals[0])/60, float64(totals[len(totals)-1])/60, totals[len(totals)/2]))
	}
	t.Logf("4-player round-1 tallies of Normal bots, %d seeds:\n| speed   | animation | with bot beats | range | ticks |\n%s", rounds, strings.Join(lines, "\n"))
	if n := median[game.SpeedNormal]; n < 30 || n > 60 {
		t.Errorf("a normal-speed tally takes %.1f s; the table is tuned for 30-60 s", n)
	}
	if r := median[game.SpeedFast] / median[game.SpeedNormal]; r < 0.35 || r > 0.6 {
		t.Errorf("fast is %.2f of normal; want about half", r)
	}
	if median[game.SpeedSlow] <= median[game.SpeedNormal] {
		t.Errorf("slow (%.1f s) is not slower than normal (%.1f s)", median[game.SpeedSlow], median[game.SpeedNormal])
	}
}
