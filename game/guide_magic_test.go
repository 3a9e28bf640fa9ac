package game

import (
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// magicLessonAction is the action a magic lesson's clicks make: the exact
// one, or the purchase its clicks spell out.
func magicLessonAction(t *testing.T, l *GuideLesson) engine.Action {
	t.Helper()
	if l.Want.Type != 0 {
		return l.Want
	}
	if l.Any == engine.ActBuy {
		return engine.Buy(0, map[int]engine.Kind{1: engine.Crowns})
	}
	t.Fatalf("lesson %q has no action", l.Say)
	return engine.Action{}
}

// guideStep moves a guided game one step as the screen would: the guide's
// pass for the person, the lesson's action, or a bot's move. It reports
// the lesson index the person's action completed (-1: none).
func guideStep(t *testing.T, g *Guide) int {
	t.Helper()
	s := g.S
	if !s.HumanToAct() {
		if _, err := s.BotTick(0); err != nil {
			t.Fatal(err)
		}
		return -1
	}
	if a, ok := g.Pass(); ok {
		if err := s.Submit(a); err != nil {
			t.Fatalf("the guide's pass %v: %v", a, err)
		}
		return -1
	}
	l := g.Current()
	if l == nil {
		var v engine.View
		s.st.ViewInto(0, &v)
		if err := s.Submit(bot.NewNormal(9).Act(&v)); err != nil {
			t.Fatal(err)
		}
		return -1
	}
	i := g.Lesson()
	a := magicLessonAction(t, l)
	if !g.Allows(a) {
		t.Fatalf("lesson %d refuses its own action %v", i, a)
	}
	if err := s.Submit(a); err != nil {
		t.Fatalf("lesson %d (%s): %v is illegal now (pending %v): %v\nlegal: %v", i, l.Say, a, s.Pending(), err, s.st.Legal())
	}
	return i
}

// TestGuideMagicPlaysThrough plays the magic guided round's script
// through the engine as the screen does: the bots' placements and window
// plays are legal when they come, each lesson's action is the person's next
// decision and legal, the guide passes for the person only in windows no
// lesson waits for, and at EVERY lesson the game is left and continued
// from the autosave at the same lesson with the same state (hash). The
// lessons really happen: the person keeps Lunar Eclipse at the Tent, wins
// the Djinn's House, lights the Lamp, the eclipse sends Jasmine's 7 home,
// the person buys the Counterspell and cancels Jasmine's Sultan's Tax
// with it. The record replays to the same state, and after the lessons the
// game goes on as an ordinary one to its end.
func TestGuideMagicPlaysThrough(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	g, err := StartGuide(GuideMagic)
	if err != nil {
		t.Fatal(err)
	}
	resumed := map[int]bool{}
	var seen []engine.Event
	guidePasses := 0
	lessonsDoneAt := -1
	for steps := 0; !g.S.Over() && steps < 20000; steps++ {
		if l := g.Current(); l != nil && g.S.HumanToAct() && !resumed[g.Lesson()] {
			if _, pass := g.Pass(); !pass {
				// Leave and come back at this lesson: the autosave holds it.
				i, h := g.Lesson(), g.S.st.Hash()
				r, err := ResumeSession()
				if err != nil {
					t.Fatal(err)
				}
				g2, ok := GuideFor(r, GuideMagic)
				if !ok || g2.Lesson() != i || r.st.Hash() != h || r.Pending() != g.S.Pending() {
					t.Fatalf("lesson %d: continued as ok %v, lesson %d, same state %v", i, ok, g2.Lesson(), r.st.Hash() == h)
				}
				if !GuideUnderway(r, GuideMagic) || GuideUnderway(r, GuideBasic) {
					t.Fatalf("lesson %d: the autosave is not seen as the magic guide under way", i)
				}
				resumed[i] = true
				g = g2
				continue
			}
		}
		if _, pass := g.Pass(); pass && g.S.HumanToAct() {
			guidePasses++
		}
		before := g.Lesson()
		if i := guideStep(t, g); i >= 0 && g.Lesson() != i+1 {
			t.Fatalf("lesson %d's action left the guide at lesson %d", i, g.Lesson())
		}
		if before < len(GuideMagic.Lessons) && g.Lesson() == len(GuideMagic.Lessons) {
			lessonsDoneAt = len(g.S.rec.Actions)
			checkMagicLessonsHappened(t, g, append(seen, g.S.TakeEvents()...))
		}
		seen = append(seen, g.S.TakeEvents()...)
	}
	if !g.S.Over() || lessonsDoneAt < 0 {
		t.Fatalf("over %v, lessons done at action %d", g.S.Over(), lessonsDoneAt)
	}
	for i := range GuideMagic.Lessons {
		if !resumed[i] {
			t.Errorf("lesson %d was never continued from the autosave", i)
		}
	}
	if guidePasses == 0 {
		t.Error("the guide never passed for the person: the windows before the lessons' own were not met")
	}
	// The record replays to the same game.
	st, err := engine.Replay(g.S.cfg, g.S.rec.Actions)
	if err != nil || st.Hash() != g.S.st.Hash() {
		t.Fatalf("the record does not replay to the same game: %v", err)
	}
	// The same script gives the same game: the lessons' end is stable.
	again, err := engine.Replay(g.S.cfg, g.S.rec.Actions[:lessonsDoneAt])
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	g3, err := StartGuide(GuideMagic)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; g3.Current() != nil && steps < 5000; steps++ {
		guideStep(t, g3)
	}
	if g3.S.st.Hash() != again.Hash() {
		t.Error("a second run of the script reached another state at the lessons' end")
	}
	// An ordinary magic game with the same seed and seats is not taken for
	// the guide, nor the magic guide for the first one.
	other, err := NewSession(Setup{Players: 3, Seats: GuideMagic.Seats, Seed: "216", Magic: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := GuideFor(other, GuideMagic); ok {
		t.Error("an ordinary game was taken for the magic guide")
	}
	if _, ok := GuideFor(g3.S, GuideBasic); ok {
		t.Error("the magic guide was taken for the first one")
	}
}

// checkMagicLessonsHappened checks, at the lessons' end, that the person
// did what the lessons say, from the events and the state.
func checkMagicLessonsHappened(t *testing.T, g *Guide, evs []engine.Event) {
	t.Helper()
	var kept, lamp, eclipse, sentHome, djinn, bought, countered, jasmineLamp bool
	for _, e := range evs {
		switch {
		case e.Type == engine.EvSpellKept && e.Seat == 0 && e.Spell == engine.LunarEclipse:
			kept = true
		case e.Type == engine.EvDjinn && e.Seat == 0:
			djinn = true
		case e.Type == engine.EvArtifactInvoked && e.Seat == 0 && e.Artifact == engine.Lamp:
			lamp = true
		case e.Type == engine.EvArtifactInvoked && e.Seat == 1 && e.Artifact == engine.Lamp:
			jasmineLamp = true
		case e.Type == engine.EvPlayResolved && e.Seat == 0 && e.Spell == engine.LunarEclipse:
			eclipse = true
		case e.Type == engine.EvTokenReturned && e.Seat == 1 && e.Space == engine.Room1 && e.Value == 7 && e.Reason == engine.ReasonLunarEclipse:
			sentHome = true
		case e.Type == engine.EvArtifactBought && e.Seat == 0 && e.Artifact == engine.Counterspell && e.Space == engine.Room1:
			bought = true
		case e.Type == engine.EvPlayCancelled && e.Seat == 1 && e.Spell == engine.SultansTax:
			countered = true
		}
	}
	if !kept || !djinn || !lamp || !eclipse || !sentHome || !bought || !jasmineLamp || !countered {
		t.Fatalf("the lessons did not all happen: kept %v, Djinn %v, Lamp %v, eclipse %v (Jasmine's 7 home %v), bought %v, Jasmine's Lamp %v, countered %v",
			kept, djinn, lamp, eclipse, sentHome, bought, jasmineLamp, countered)
	}
	// Nobody paid the Sultan's Tax: the person still holds both room tokens.
	var v engine.View
	g.S.st.ViewInto(0, &v)
	rooms := 0
	for _, tv := range v.Tokens {
		if tv.Seat == 0 && tv.Space.IsRoom() {
			rooms++
		}
	}
	if rooms != 2 {
		t.Errorf("after the Counterspell the person has %d tokens in the rooms, want 2", rooms)
	}
}

// TestGuideMagicRefusesOtherActions: at each window lesson, the actions
// the lesson does not ask for are refused though legal (a Pass, another
// target, the other card), and the guide's own passes are allowed only
// in the windows no lesson waits for.
func TestGuideMagicRefusesOtherActions(t *testing.T) {
	t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
	g, err := StartGuide(GuideMagic)
	if err != nil {
		t.Fatal(err)
	}
	checked := map[int]int{}
	for steps := 0; g.Current() != nil && steps < 5000; steps++ {
		if !g.S.HumanToAct() {
			guideStep(t, g)
			continue
		}
		i, l := g.Lesson(), g.Current()
		_, guidePass := g.Pass()
		for _, a := range g.S.st.Legal() {
			want := l.Accepts(a) || guidePass && a.Type == engine.ActPass
			if g.Allows(a) != want {
				t.Fatalf("lesson %d at %v: Allows(%v) = %v", i, g.S.Pending(), a, !want)
			}
			if !want {
				checked[i]++
			}
		}
		if guidePass && l.At.Is(g.S.Pending()) {
			t.Fatalf("lesson %d: the guide passes in the lesson's own window", i)
		}
		guideStep(t, g)
	}
	// Every lesson had a legal action it refused (another token or space,
	// the other card, Pass, another target, Decline).
	for i := range GuideMagic.Lessons {
		if checked[i] == 0 {
			t.Errorf("lesson %d refused nothing", i)
		}
	}
}
