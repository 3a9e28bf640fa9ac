package game

import (
	"strings"
	"testing"

	"aladdin/engine"
)

// untilHumanPlaces lets the bots move (and people take the first legal
// move, through mover) until a person is to place a token.
func untilHumanPlaces(t *testing.T, s *Session, mover func(*Session)) {
	t.Helper()
	for i := 0; i < 2000 && !s.st.Over(); i++ {
		p := int(s.st.Pending().Seat)
		if s.IsHuman(p) {
			if s.st.Pending().Type == engine.DecPlace {
				return
			}
			mover(s)
			continue
		}
		if _, err := s.BotTick(0); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no placement of a person's came")
}

func firstLegal(t *testing.T) func(*Session) {
	return func(s *Session) {
		if s.NeedsHandoff() {
			s.AcceptHandoff()
		}
		if err := s.Submit(s.st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// Ann plays against three Normal bots and puts a token where she did not
// mean to; the bots answer. "Take back" undoes her token and the bots'
// answers: the game, its record and its autosave are bit for bit the game
// in which she never placed it, and placing another token then gives the
// game that placed that one in the first place.
func TestTakingBackASlipAgainstBots(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(testSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	untilHumanPlaces(t, s, firstLegal(t))
	firstLegal(t)(s) // Ann's first token
	untilHumanPlaces(t, s, firstLegal(t))
	if tb, ok, why := s.TakeBackNow(); !ok || tb.Seat != 0 {
		t.Fatalf("Ann's first token cannot be taken back: %+v %q", tb, why)
	}
	before, kept := s.st.Hash(), len(s.rec.Actions)
	legal := s.st.Legal()
	slip, meant := legal[len(legal)-1], legal[0]
	if err := s.Submit(slip); err != nil {
		t.Fatal(err)
	}
	untilHumanPlaces(t, s, firstLegal(t))
	if len(s.rec.Actions) < kept+2 {
		t.Fatalf("the bots did not answer the slip (%d moves after it)", len(s.rec.Actions)-kept-1)
	}
	tb, ok, why := s.TakeBackNow()
	if !ok || tb.Seat != 0 || tb.Keep != kept {
		t.Fatalf("take back offers %+v (%q); want Ann's move %d", tb, why, kept)
	}
	oldHash, oldLen := s.st.Hash(), len(s.rec.Actions)
	back, err := s.TakeBackMove()
	if err != nil {
		t.Fatal(err)
	}
	if s.st.Hash() != oldHash || len(s.rec.Actions) != oldLen {
		t.Error("taking back changed the session it was called on")
	}
	if back.st.Hash() != before || len(back.rec.Actions) != kept {
		t.Errorf("after taking back: %d moves, hash %x; want %d moves, hash %x", len(back.rec.Actions), back.st.Hash(), kept, before)
	}
	if back.st.Pending().Seat != 0 || back.st.Pending().Type != engine.DecPlace || back.Viewer != 0 {
		t.Errorf("after taking back it is not Ann's placement on Ann's screen: %+v, viewer %d", back.st.Pending(), back.Viewer)
	}
	saved, err := ResumeSession()
	if err != nil || saved.st.Hash() != before || len(saved.rec.Actions) != kept {
		t.Fatalf("the autosave does not hold the game taken back: %v", err)
	}
	if err := back.Submit(meant); err != nil {
		t.Fatal(err)
	}
	never, err := engine.Replay(s.cfg, append(append([]engine.Action{}, s.rec.Actions[:kept]...), meant))
	if err != nil {
		t.Fatal(err)
	}
	if back.st.Hash() != never.Hash() {
		t.Error("the game after taking back and placing again differs from the game that placed so at once")
	}
}

// Once the vizier has begun the tally, the round's placements stand.
func TestNoTakingBackOnceSomethingIsRevealed(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(testSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2000 && (s.st.Phase() == engine.PhaseStart || s.st.Phase() == engine.PhasePlace); i++ {
		if s.IsHuman(int(s.st.Pending().Seat)) {
			firstLegal(t)(s)
		} else if _, err := s.BotTick(0); err != nil {
			t.Fatal(err)
		}
	}
	for s.IsHuman(int(s.st.Pending().Seat)) && !s.st.Over() && s.st.Round() == 1 {
		firstLegal(t)(s)
	}
	_, _, why := s.TakeBackNow()
	if !strings.Contains(why, "hidden has been shown") {
		t.Errorf("during the tally: %q; want the reason that something hidden was shown", why)
	}
	if _, err := s.TakeBackMove(); err == nil {
		t.Error("TakeBackMove undid a move after a reveal")
	}
}

// Hot-seat: Ann places, then Bob places. Bob may take his back; Ann's
// stands, since Bob has played since.
func TestHotSeatTakeBackUntilTheNextPersonPlays(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(testSetup(2))
	if err != nil {
		t.Fatal(err)
	}
	move := firstLegal(t)
	for i := 0; i < 2000; i++ {
		untilHumanPlaces(t, s, move)
		if int(s.st.Pending().Seat) == 0 {
			break
		}
		move(s)
	}
	move(s) // Ann places
	tb, ok, why := s.TakeBackNow()
	if !ok || tb.Seat != 0 {
		t.Fatalf("right after Ann's move: %+v %q", tb, why)
	}
	untilHumanPlaces(t, s, move) // Bob to place (bots between)
	if int(s.st.Pending().Seat) != 1 {
		t.Fatalf("seat %d to place, want Bob", s.st.Pending().Seat)
	}
	move(s) // Bob places
	tb, ok, why = s.TakeBackNow()
	if !ok || tb.Seat != 1 {
		t.Fatalf("right after Bob's move: %+v %q; want Bob's", tb, why)
	}
	back, err := s.TakeBackMove()
	if err != nil {
		t.Fatal(err)
	}
	if back.Viewer != 1 || back.st.Pending().Seat != 1 {
		t.Errorf("after Bob took back, viewer %d, pending seat %d; want Bob on screen to move", back.Viewer, back.st.Pending().Seat)
	}
	// With Bob's move taken back, Ann is again the last to have moved.
	if tb, ok, why := back.TakeBackNow(); !ok || tb.Seat != 0 {
		t.Errorf("after Bob took his back: %+v %q; want Ann's move", tb, why)
	}
}
