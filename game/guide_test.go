package game

import (
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// lessonAction is the action the clicks of a lesson make: the exact one,
// or for a dialog lesson the choice its clicks spell out.
func lessonAction(t *testing.T, s *Session, l *GuideLesson) engine.Action {
	t.Helper()
	if l.Want.Type != 0 {
		return l.Want
	}
	switch l.Any {
	case engine.ActMarket:
		return engine.MarketSwap(0, engine.Pearls, [engine.NumKinds]int8{engine.Gold: 3})
	case engine.ActBribe:
		var v engine.View
		s.st.ViewInto(0, &v)
		adv := bot.SuggestBribe(&v, s.st.Legal())
		if !adv.Found {
			t.Fatal("no bribe to suggest")
		}
		return adv.Action
	case engine.ActBuy:
		return engine.Buy(0, map[int]engine.Kind{0: engine.Gold})
	}
	t.Fatalf("lesson %q has no action", l.Say)
	return engine.Action{}
}

// TestGuideBasicPlaysThrough plays the basic guided game's script through
// the engine: every bot placement is legal when it comes, each lesson's
// decision is the person's next one and its action is legal, a game
// continued from the autosave is recognised at the same lesson, and after
// the lessons the game goes on as an ordinary one to its end.
func TestGuideBasicPlaysThrough(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	g, err := StartGuide(GuideBasic)
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	resumedAt := -1
	for steps := 0; !s.Over() && steps < 5000; steps++ {
		if s.HumanToAct() {
			l := g.Current()
			if l == nil {
				// An ordinary game now: the person plays as a bot would.
				var v engine.View
				s.st.ViewInto(0, &v)
				if err := s.Submit(bot.NewNormal(9).Act(&v)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			i := g.Lesson()
			if s.Pending().Type == engine.DecMarket {
				t.Logf("bank %v purse %v", s.st.Bank(), s.st.Purse(0))
			}
			a := lessonAction(t, s, l)
			if !g.Allows(a) {
				t.Fatalf("lesson %d refuses its own action %v", i, a)
			}
			if i > 0 && g.Allows(engine.Decline(0)) {
				t.Fatalf("lesson %d accepts a refusal", i)
			}
			if err := s.Submit(a); err != nil {
				t.Fatalf("lesson %d (%s): %v is illegal now (%v): %v", i, l.Say, a, s.Pending(), err)
			}
			if i == 6 && resumedAt < 0 {
				// Leave and come back: the autosave holds the lesson.
				r, err := ResumeSession()
				if err != nil {
					t.Fatal(err)
				}
				g2, ok := GuideFor(r, GuideBasic)
				if !ok || g2.Lesson() != 7 {
					t.Fatalf("resumed guide: ok %v lesson %v, want lesson 7", ok, g2)
				}
				g, s, resumedAt = g2, r, 7
			}
			continue
		}
		if _, err := s.BotTick(0); err != nil {
			t.Fatal(err)
		}
	}
	if resumedAt < 0 || g.Current() != nil || !s.Over() {
		t.Fatalf("resumed at %d, lesson %d of %d, over %v", resumedAt, g.Lesson(), len(GuideBasic.Lessons), s.Over())
	}
	if s.st.Artifacts(0) < 1 {
		t.Errorf("the guide's purchase left the person without an artifact")
	}
	// A finished or ordinary game is not taken for a guided one.
	other, err := NewSession(Setup{Players: 3, Seats: GuideBasic.Seats, Seed: "4"})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := GuideFor(other, GuideBasic); ok {
		t.Errorf("an ordinary game was taken for the guide")
	}
}
