package game

import (
	"testing"

	"aladdin/engine"
)

// TestThePromptIsWorkedOutOncePerDecision: the screens may read the
// prompt as often as they like; the session asks the rules for the legal
// actions once per decision, anew when a move is made or another person
// takes the screen, and never for a decision the screen may not show.
func TestThePromptIsWorkedOutOncePerDecision(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	s, err := NewSession(testSetup(4)) // four people at one screen
	if err != nil {
		t.Fatal(err)
	}
	if p := s.Prompt(); !p.Handoff || p.Yours || p.Legal != nil || s.LegalAsked() != 0 {
		t.Fatalf("before the hand-off the prompt shows %+v and the rules were asked %d times", p.Decision, s.LegalAsked())
	}
	s.AcceptHandoff()
	first := s.Prompt()
	for i := 0; i < 10; i++ {
		if s.Prompt() != first || len(s.Legal()) != len(first.Legal) {
			t.Fatal("the prompt changed with no move made")
		}
	}
	if !first.Yours || len(first.Legal) == 0 || s.LegalAsked() != 1 {
		t.Fatalf("the person to act: yours %v, %d legal actions, the rules asked %d times", first.Yours, len(first.Legal), s.LegalAsked())
	}
	var v engine.View
	if !s.ActorView(&v) || v.Seat != first.Decision.Seat {
		t.Fatalf("the advice's view is seat %d's, want the person to act's", v.Seat)
	}
	if err := s.Submit(first.Legal[0]); err != nil {
		t.Fatal(err)
	}
	next := s.Prompt()
	if next == first || next.Decision.Seat == first.Decision.Seat && next.Decision.Type == first.Decision.Type && next.Viewer == first.Viewer {
		t.Fatal("the prompt was not worked out again after the move")
	}
	s.Viewer = engine.Spectator
	if p := s.Prompt(); p.Viewer != engine.Spectator || p.Yours {
		t.Fatal("the prompt was not worked out again for the new viewer")
	}
}

// TestTheScreensGetNoSeed: the configuration the screens get is the
// game's without its seed, which would tell every card and guard to come.
func TestTheScreensGetNoSeed(t *testing.T) {
	s, err := startSession(testSetup(1), 42, -1)
	if err != nil {
		t.Fatal(err)
	}
	s.UseSaver(NoSaver{})
	pub, cfg := s.PublicConfig(), EngineConfig(s)
	if pub.Seed != 0 || cfg.Seed != 42 {
		t.Fatalf("public seed %d, game seed %d", pub.Seed, cfg.Seed)
	}
	pub.Seed = cfg.Seed
	if pub.Players != cfg.Players || pub.Magic != cfg.Magic || len(pub.Names) != len(cfg.Names) {
		t.Fatalf("the public configuration %+v differs from the game's %+v beyond the seed", pub, cfg)
	}
}
