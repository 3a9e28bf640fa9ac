package game

import (
	"testing"
	"time"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game/store"
)

func testSetup(humans int) Setup {
	s := Setup{Players: 4, Seed: "42"}
	for i := 0; i < 4; i++ {
		s.Seats = append(s.Seats, SeatSetup{Name: []string{"Ann", "Bob", "Cy", "Di"}[i], Color: i, Human: i < humans, Level: 1})
	}
	return s
}

// TestSessionAutosaveResume plays some moves, loads the autosave and gets
// the same game back.
func TestSessionAutosaveResume(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(testSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40 && !s.st.Over(); i++ {
		if s.IsHuman(int(s.st.Pending().Seat)) {
			if err := s.Submit(s.st.Legal()[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		for {
			acted, err := s.BotTick(0)
			if err != nil {
				t.Fatal(err)
			}
			if acted {
				break
			}
		}
	}
	r, err := ResumeSession()
	if err != nil {
		t.Fatal(err)
	}
	if r.st.Hash() != s.st.Hash() || r.setup.Seats[0].Name != "Ann" {
		t.Fatalf("resumed game differs from the one played")
	}
	if r.Viewer != 0 {
		t.Fatalf("one human: the viewer should be that human, got %d", r.Viewer)
	}
}

// TestCorruptSaveIsReported checks that a damaged autosave is an error the
// set-up screen can show, not a crash or a silent new game.
func TestCorruptSaveIsReported(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	if _, err := ResumeSession(); err != store.ErrNotFound {
		t.Fatalf("no save: want ErrNotFound, got %v", err)
	}
	for _, data := range []string{"{not json", `{"version":1,"setup":{},"record":{"format":"x"}}`, `{"version":9}`} {
		if err := store.Save(autosaveKey, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if _, err := ResumeSession(); err == nil || !IsSaveError(err) {
			t.Errorf("%q: want a save error, got %v", data, err)
		}
	}
}

// TestHotSeatViewer checks that with two humans the private view goes to
// the public board as soon as a human's move is done, and a hand-off is
// asked before the next human sees anything.
func TestHotSeatViewer(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(testSetup(2))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200 && !s.st.Over(); i++ {
		p := int(s.st.Pending().Seat)
		if !s.IsHuman(p) {
			if _, err := s.BotTick(0); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if s.Viewer != p {
			if !s.NeedsHandoff() {
				t.Fatalf("human %d to act while seat %d is on screen, and no hand-off", p, s.Viewer)
			}
			s.AcceptHandoff()
		}
		if err := s.Submit(s.st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		if next := int(s.st.Pending().Seat); next != p && s.Viewer != engine.Spectator {
			t.Fatalf("after %d's move the screen still shows seat %d", p, s.Viewer)
		}
		for _, e := range s.TakeEvents() {
			if e.Type == engine.EvTokenPlaced && int(e.Seat) != s.Viewer && e.Value != 0 && !e.FaceUp {
				t.Fatalf("a hidden token's value reached the screen: %+v", e)
			}
		}
	}
}

func TestSettingsDefaultsAndRoundTrip(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	if got := LoadSettings(); got != DefaultSettings() {
		t.Fatalf("first run: %+v", got)
	}
	s := Settings{Volume: 3, Muted: true, Speed: SpeedFast, Fullscreen: true, BotBeat: 10}
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	if got := LoadSettings(); got != s {
		t.Fatalf("got %+v want %+v", got, s)
	}
	if err := store.Save(settingsKey, []byte("garbage")); err != nil {
		t.Fatal(err)
	}
	if got := LoadSettings(); got != DefaultSettings() {
		t.Fatalf("unreadable settings should give defaults, got %+v", got)
	}
}

// workClock is a clock the test controls: every reading advances it by
// step. The session reads it once before and once after a slice, so a slice
// "takes" exactly step, whatever the machine is doing.
type workClock struct {
	now  time.Time
	step time.Duration
}

func (c *workClock) Now() time.Time {
	t := c.now
	c.now = c.now.Add(c.step)
	return t
}

// TestHardBotThinksInSlicesAfterHeuristicBots: a table of Normal bots and
// one Hard bot. The Normal bots answer at once whatever slice they are
// given; the Hard bot must still get small slices of its own, so its search
// spreads over many ticks instead of freezing one frame. The clock charges
// each slice 100 µs per search iteration it was given, so the budget of
// 3 ms holds about 16-32 iterations.
func TestHardBotThinksInSlicesAfterHeuristicBots(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	setup := testSetup(0)
	for i := range setup.Seats {
		setup.Seats[i].Level = 2 // Normal
	}
	const hard = 3
	setup.Seats[hard].Level = int(bot.Expert)
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	clock := &workClock{now: time.Unix(0, 0)}
	s.Clock = clock
	s.ThinkTime = 0 // the slices, not the time budget (think_test.go)
	const perIteration = 100 * time.Microsecond
	hardDecisions := 0
	for moves := 0; moves < 60 && !s.st.Over(); moves++ {
		seat := int(s.st.Pending().Seat)
		searched := seat == hard && s.st.Pending().Type == engine.DecPlace && len(s.st.Legal()) > 1
		ticks := 0
		for {
			clock.step = time.Duration(s.iters[seat]) * perIteration
			acted, err := s.BotTick(0)
			if err != nil {
				t.Fatal(err)
			}
			ticks++
			if s.iters[seat] > int(s.SliceBudget/perIteration) {
				t.Fatalf("seat %d's slice grew to %d iterations, %v of thinking per tick", seat, s.iters[seat], time.Duration(s.iters[seat])*perIteration)
			}
			if acted {
				break
			}
		}
		if searched {
			hardDecisions++
			t.Logf("Hard placement %d: %d ticks", hardDecisions, ticks)
			if ticks < 2 {
				t.Fatalf("the Hard bot's placement %d took %d tick: its whole search ran in one slice", hardDecisions, ticks)
			}
		}
	}
	if hardDecisions == 0 {
		t.Fatal("the Hard bot never placed a token")
	}
	for seat, n := range s.iters {
		if seat != hard && n > 1 {
			// Heuristic bots never learn a bigger slice: they decide in
			// their first call.
			t.Errorf("seat %d (Normal) has slice size %d", seat, n)
		}
	}
}

// TestSliceSizing: the rule that keeps a bot's thinking near its budget,
// without any clock.
func TestSliceSizing(t *testing.T) {
	const budget = 3 * time.Millisecond
	cases := []struct {
		name  string
		iters int
		took  time.Duration
		done  bool
		want  int
	}{
		{"a quick slice doubles", 8, time.Millisecond, false, 16},
		{"a slice near the budget keeps its size", 8, 2 * time.Millisecond, false, 8},
		{"a slow slice halves", 8, 5 * time.Millisecond, false, 4},
		{"a slow slice of one stays one", 1, 9 * time.Millisecond, false, 1},
		{"a finished decision says nothing", 8, 0, true, 8},
		{"a finished slow decision says nothing", 8, 9 * time.Millisecond, true, 8},
		{"the cap holds", maxSlice, 0, false, maxSlice},
	}
	for _, c := range cases {
		if got := nextSlice(c.iters, c.took, budget, c.done); got != c.want {
			t.Errorf("%s: nextSlice(%d, %v) = %d, want %d", c.name, c.iters, c.took, got, c.want)
		}
	}
}
