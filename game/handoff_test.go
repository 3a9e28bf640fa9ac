package game

import (
	"testing"

	"aladdin/engine"
)

// playUntil drives a session (humans take a legal action picked by the
// step count, bots think) until stop accepts it, accepting each hand-off as a person would.
// It counts the hand-offs asked for on the way.
func playUntil(t *testing.T, s *Session, stop func(*Session) bool) (handoffs int) {
	t.Helper()
	for steps := 0; steps < 5000 && !s.st.Over(); steps++ {
		if stop(s) {
			return handoffs
		}
		p := int(s.st.Pending().Seat)
		if !s.IsHuman(p) {
			if _, err := s.BotTick(0); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if s.NeedsHandoff() {
			handoffs++
			s.AcceptHandoff()
		}
		if s.Viewer != p && s.st.Pending().Type.ShowsPrivate() {
			t.Fatalf("seat %d decides %v with seat %d's screen on view", p, s.st.Pending().Type, s.Viewer)
		}
		legal := s.st.Legal()
		if err := s.Submit(legal[(steps*7+3)%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the stop condition never came")
	return handoffs
}

// TestHandoffOnlyForPrivateDecisions: with two people at the device, a
// hand-off comes before a decision that shows its player's private things
// (placing, buying, bribing, the Market), and a decision that shows only
// public things (the starting treasure, giving the camel) is shown at once
// while nobody's secrets are on screen.
func TestHandoffOnlyForPrivateDecisions(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	setup := testSetup(2)
	setup.ChooseStart = true
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	// Both people choose their starting treasure without a hand-off.
	n := playUntil(t, s, func(s *Session) bool { return s.st.Pending().Type == engine.DecPlace })
	if n != 0 {
		t.Errorf("%d hand-offs before the starting treasure; it shows nothing private", n)
	}
	// Every placement of a person follows a hand-off (the other person, or
	// a bot, acted in between), and the viewer is then that person.
	for i := 0; i < 6; i++ {
		playUntil(t, s, func(s *Session) bool { return s.IsHuman(int(s.st.Pending().Seat)) })
		if !s.NeedsHandoff() {
			t.Fatalf("placement %d of seat %d shown without a hand-off (viewer %d)", i, s.st.Pending().Seat, s.Viewer)
		}
		s.AcceptHandoff()
		if err := s.Submit(s.st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		if s.Viewer != engine.Spectator && int(s.st.Pending().Seat) != s.Viewer {
			t.Fatalf("seat %d's screen stays on view after their move", s.Viewer)
		}
	}
}

// TestCamelNeedsNoHandoff: giving the camel shows nothing private, so a
// person decides it at once when nobody's screen is on view, and after a
// hand-off when someone else's still is.
func TestCamelNeedsNoHandoff(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	for seed := 1; seed <= 60; seed++ {
		setup := testSetup(4)
		setup.Seed = Itoa(seed)
		s, err := NewSession(setup)
		if err != nil {
			t.Fatal(err)
		}
		playUntil(t, s, func(s *Session) bool {
			return s.st.Pending().Type == engine.DecCamel || s.st.Round() > 3
		})
		if s.st.Pending().Type != engine.DecCamel {
			continue
		}
		if s.Viewer != engine.Spectator {
			t.Fatalf("seed %d: seat %d's screen is on view as the camel is given", seed, s.Viewer)
		}
		if s.NeedsHandoff() {
			t.Fatalf("seed %d: a hand-off is asked for the camel, which shows nothing private", seed)
		}
		if !s.HumanToAct() {
			t.Fatalf("seed %d: the camel's giver cannot act", seed)
		}
		// With another person's secrets on view, the camel must wait.
		other := (int(s.st.Pending().Seat) + 1) % 4
		s.Viewer = other
		if !s.NeedsHandoff() {
			t.Fatalf("seed %d: seat %d's screen is on view and seat %d gives the camel without a hand-off", seed, other, s.st.Pending().Seat)
		}
		return
	}
	t.Fatal("no camel decision in the first rounds of 60 games")
}
