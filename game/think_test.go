package game

import (
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// hardTable is a session of three Normal bots and a Hard one (seat 3) that
// searches at least minIters and at most capIters iterations a decision,
// on a clock the test controls.
func hardTable(t *testing.T, think time.Duration, minIters, capIters int) (*Session, *workClock) {
	t.Helper()
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	setup := testSetup(0)
	for i := range setup.Seats {
		setup.Seats[i].Level = int(bot.Normal)
	}
	setup.Seats[3].Level = int(bot.Expert)
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	h := s.bots[3].(*bot.HardBot)
	h.Iterations, h.Cap = minIters, capIters
	s.ThinkTime = think
	clock := &workClock{now: time.Unix(0, 0)}
	s.Clock = clock
	return s, clock
}

// hardDecision plays the bots until the Hard seat has a placement with a
// real choice, then ticks it to its move with every slice charged
// perIteration for each iteration it was given. It returns the Hard seat's
// view before the move, the move and how many iterations it searched.
func hardDecision(t *testing.T, s *Session, clock *workClock, perIteration time.Duration) (engine.View, engine.Action, int) {
	t.Helper()
	for moves := 0; moves < 200 && !s.st.Over(); moves++ {
		seat := int(s.st.Pending().Seat)
		var v engine.View
		s.st.ViewInto(seat, &v)
		searched := seat == 3 && v.Pending.Type == engine.DecPlace && len(s.st.Legal()) > 1
		var th bot.TimedThinker
		for ticks := 0; ; ticks++ {
			if ticks > 100000 {
				t.Fatal("the bot never decided")
			}
			clock.step = time.Duration(s.iters[seat]) * perIteration
			if tt, ok := s.thinker.(bot.TimedThinker); ok && s.thinkFor == seat {
				th = tt
			}
			acted, err := s.BotTick(0)
			if err != nil {
				t.Fatal(err)
			}
			if tt, ok := s.thinker.(bot.TimedThinker); ok && s.thinkFor == seat {
				th = tt
			}
			if acted {
				break
			}
		}
		if searched {
			if th == nil {
				t.Fatal("the Hard seat's search is not a timed thinker")
			}
			last := s.rec.Actions[len(s.rec.Actions)-1]
			return v, last, th.Iterations()
		}
	}
	t.Fatal("the Hard seat never had a placement to search")
	return engine.View{}, engine.Action{}, 0
}

// TestHardThinksForItsTimeBudget: with a thinking time, Hard searches
// until the time its slices took passes it, then plays its best move so
// far: the move a fixed search of that many iterations plays. It always
// runs its minimum (a slow machine plays as the fixed Hard) and never
// passes its cap (a fast one stops there). The clock is the test's: a
// slice "takes" its iterations times perIteration.
func TestHardThinksForItsTimeBudget(t *testing.T) {
	const think = 300 * time.Millisecond
	const minIters, capIters = 100, 1000
	cases := []struct {
		name         string
		perIteration time.Duration
		lo, hi       int
	}{
		// 300 ms hold 300 iterations; the last slice may run past.
		{"in between", time.Millisecond, 300, 300 + 2*int(thinkSlice/time.Millisecond)},
		{"a slow machine runs the minimum", 10 * time.Millisecond, minIters, minIters},
		{"a fast machine stops at the cap", 100 * time.Microsecond, capIters, capIters},
	}
	for _, c := range cases {
		s, clock := hardTable(t, think, minIters, capIters)
		v, a, n := hardDecision(t, s, clock, c.perIteration)
		if n < c.lo || n > c.hi {
			t.Errorf("%s: searched %d iterations, want %d to %d", c.name, n, c.lo, c.hi)
		}
		fixed := bot.NewExpert(s.cfg.Seed*31 + 3 + 1) // the session's seed for seat 3
		fixed.Iterations = n
		if want := fixed.Act(&v); want != a {
			t.Errorf("%s: played %v after %d iterations; a fixed search of %d plays %v", c.name, a, n, n, want)
		}
		t.Logf("%s: %d iterations, %v", c.name, n, a)
	}
}

// TestNoThinkTimeSearchesTheFixedBudget: without a thinking time (the
// browser, the tests) Hard searches exactly its iterations, whatever the
// clock says, and plays as HardBot.Act.
func TestNoThinkTimeSearchesTheFixedBudget(t *testing.T) {
	for _, per := range []time.Duration{time.Microsecond, 50 * time.Millisecond} {
		s, clock := hardTable(t, 0, 120, 1000)
		v, a, n := hardDecision(t, s, clock, per)
		if n != 120 {
			t.Errorf("clock at %v an iteration: searched %d iterations, want the fixed 120", per, n)
		}
		fixed := bot.NewExpert(s.cfg.Seed*31 + 3 + 1)
		fixed.Iterations = 120
		if want := fixed.Act(&v); want != a {
			t.Errorf("clock at %v an iteration: played %v, the fixed search plays %v", per, a, want)
		}
	}
}
