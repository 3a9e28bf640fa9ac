package game

import (
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// TestDontAskMeAgainThisRound (decision D22): a person who ticks "don't
// ask me again this round" while a window asks them has passed, and is
// not asked again until the round ends; the next round asks them again.
func TestDontAskMeAgainThisRound(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	setup := Setup{Players: 3, Magic: true, Seed: "3"}
	for i := 0; i < 3; i++ {
		setup.Seats = append(setup.Seats, SeatSetup{Name: "P" + Itoa(i), Color: i, Human: true})
	}
	s, err := NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	bots := []bot.Bot{bot.NewRandom(1), bot.NewRandom(2), bot.NewRandom(3)}
	var v engine.View
	quietRound, askedLater := 0, false
	for !s.Over() {
		d := s.Pending()
		p := int(d.Seat)
		if p == 0 && d.Type == engine.DecReact {
			if quietRound == s.Round() {
				t.Fatalf("asked again in round %d after saying not to", quietRound)
			}
			if quietRound != 0 {
				askedLater = true
			}
			if quietRound == 0 {
				s.AcceptHandoff()
				before := len(s.rec.Actions)
				if err := s.SetQuiet(true); err != nil {
					t.Fatal(err)
				}
				if len(s.rec.Actions) <= before || s.rec.Actions[before].Type != engine.ActPass {
					t.Fatalf("ticking the box did not pass: %v", s.rec.Actions[before:])
				}
				if !s.Quiet() {
					t.Fatal("the box does not read as ticked")
				}
				quietRound = s.Round()
				continue
			}
		}
		s.st.ViewInto(p, &v)
		if err := s.Submit(bots[p].Act(&v)); err != nil {
			t.Fatal(err)
		}
	}
	if quietRound == 0 {
		t.Fatal("seat 0 was never asked")
	}
	if !askedLater {
		t.Fatal("seat 0 was never asked again in a later round")
	}
}

// TestNobodyIsAskedWhenPassIsTheOnlyAnswer: the engine opens windows on
// public facts (a lit Lamp and a card in hand may still have nothing
// playable there); the session passes for a person whose only move is
// Pass, so no window with nothing to do is put to anyone.
func TestNobodyIsAskedWhenPassIsTheOnlyAnswer(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	asked, skipped := 0, 0
	for seed := 1; seed <= 6; seed++ {
		setup := Setup{Players: 4, Magic: true, Seed: Itoa(seed)}
		for i := 0; i < 4; i++ {
			setup.Seats = append(setup.Seats, SeatSetup{Name: "P" + Itoa(i), Color: i, Human: true})
		}
		s, err := NewSession(setup)
		if err != nil {
			t.Fatal(err)
		}
		bots := []bot.Bot{bot.NewRandom(1), bot.NewRandom(2), bot.NewRandom(3), bot.NewRandom(4)}
		var v engine.View
		for !s.Over() {
			d := s.Pending()
			if d.Type == engine.DecReact {
				if onlyPass(s.st.Legal()) {
					t.Fatalf("seed %d: seat %d is asked with Pass the only answer", seed, d.Seat)
				}
				asked++
			}
			before := len(s.rec.Actions)
			s.st.ViewInto(int(d.Seat), &v)
			if err := s.Submit(bots[d.Seat].Act(&v)); err != nil {
				t.Fatal(err)
			}
			for _, a := range s.rec.Actions[before+1:] {
				if a.Type == engine.ActPass {
					skipped++
				}
			}
		}
	}
	if asked == 0 || skipped == 0 {
		t.Fatalf("windows asked %d, passed for people %d: the games did not exercise both", asked, skipped)
	}
	t.Logf("%d windows asked, %d passes made for people", asked, skipped)
}
