package engine

import "testing"

// Round 2 of a four-player game: the round's treasure cards are turned
// over, then the players place tokens face down. Those placements reveal
// nothing, so every one of them may be taken back; once the vizier starts
// the tally, nothing before it may.
func TestMovesSinceTheLastRevealMayBeTakenBack(t *testing.T) {
	cfg := Config{Players: 4, Seed: 11, FirstPlayer: -1}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var actions []Action
	lastReveal := 0
	play := func() []Event {
		a := s.Legal()[0]
		evs := mustApply(t, s, a)
		actions = append(actions, a)
		for _, e := range evs {
			if e.Reveals() {
				lastReveal = len(actions)
			}
		}
		return evs
	}
	for s.Round() < 2 || s.Pending().Type != DecPlace {
		play()
	}
	roundStart := len(actions)
	if lastReveal != roundStart {
		t.Fatalf("round 2's cards were not the last thing revealed before its placements (%d, %d)", lastReveal, roundStart)
	}
	for i := 0; i < 5; i++ {
		play()
	}
	since, err := SinceReveal(cfg, actions)
	if err != nil {
		t.Fatal(err)
	}
	if since != roundStart {
		t.Errorf("after 5 placements in round 2, moves may be taken back from %d; want %d (all 5 placements)", since, roundStart)
	}
	for s.Phase() == PhasePlace {
		play()
	}
	for {
		if evs := play(); len(find(evs, EvSpaceBegan)) > 0 {
			break
		}
	}
	if since, _ = SinceReveal(cfg, actions); since != len(actions) {
		t.Errorf("once the tally began, moves may be taken back from %d; want none (%d)", since, len(actions))
	}
}

// A game whose last moves are taken back is, bit for bit, the game in
// which they were never made: the same state hash, and the same future
// when another move is made instead.
func TestATakenBackGameIsTheGameThatNeverMadeTheMove(t *testing.T) {
	for _, magic := range []bool{false, true} {
		cfg := Config{Players: 4, Seed: 5, FirstPlayer: -1, Magic: magic}
		s, _ := New(cfg)
		var actions []Action
		for s.Round() < 2 || s.Pending().Type != DecPlace {
			a := s.Legal()[0]
			mustApply(t, s, a)
			actions = append(actions, a)
		}
		before := s.Hash()
		slip := s.Legal()[len(s.Legal())-1]
		mustApply(t, s, slip)
		since, err := SinceReveal(cfg, append(actions, slip))
		if err != nil || since > len(actions) {
			t.Fatalf("magic %v: the slip cannot be taken back (from %d, %v)", magic, since, err)
		}
		back, err := Replay(cfg, actions)
		if err != nil {
			t.Fatal(err)
		}
		if back.Hash() != before {
			t.Errorf("magic %v: the game after taking back differs from the game before the slip", magic)
		}
		instead := back.Legal()[0]
		mustApply(t, back, instead)
		never, _ := Replay(cfg, append(actions[:len(actions):len(actions)], instead))
		if back.Hash() != never.Hash() {
			t.Errorf("magic %v: the game that took back and moved again differs from the one that never slipped", magic)
		}
	}
}
