package engine_test

import (
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// No cheating, with teeth: at placement turns, reaction windows and the
// magic sub-decisions of magic games, a seat is shown the real game and
// worlds that differ from it in other seats' spell cards, in the spell
// deck's order and in the hidden artifact stacks (each checked to differ),
// with the same View (decisions where another seat holds a card the seat
// has not seen). Every level, Hard included, makes the same choice in
// all of them; the Reference, which reads the State, is the control that
// the worlds differ in ways a player could use.
func TestNoCheatingWhateverTheHiddenHandsDeckAndStacks(t *testing.T) {
	var differ [3]int // hands, deck, stacks
	checked, refDiffers := 0, 0
	for g := uint64(0); g < 3 && checked < 24; g++ {
		cfg := engine.Config{Players: 4, Seed: 61 + g, FirstPlayer: -1, Magic: true}
		s, err := engine.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		seats := make([]bot.Bot, 4)
		for i := range seats {
			seats[i] = bot.New(bot.Normal, 61+g+uint64(i))
		}
		var v engine.View
		for !s.Over() {
			p := int(s.Pending().Seat)
			s.ViewInto(p, &v)
			d := v.Pending.Type
			unknown := 0 // cards in other hands the seat has not seen
			for q := 0; q < 4; q++ {
				if q != p {
					unknown += int(v.HandN[q]) - v.Known[q].Count()
				}
			}
			if unknown > 0 && checked < 24 && (d == engine.DecPlace || d >= engine.DecReact) && len(s.Legal()) > 1 {
				checked++
				truth := engine.HiddenOf(s)
				for k := uint64(0); k < 2; k++ {
					other := v.Sample(9000 + 10*uint64(checked) + k)
					var v2 engine.View
					other.ViewInto(p, &v2)
					if v2 != v {
						t.Fatal("a sampled world looks different to the seat")
					}
					h := engine.HiddenOf(other)
					if h.Hands != truth.Hands {
						differ[0]++
					}
					if h.Deck != truth.Deck {
						differ[1]++
					}
					if h.Stacks != truth.Stacks {
						differ[2]++
					}
					for _, l := range []bot.Level{bot.Random, bot.Easy, bot.Normal} {
						if a1, a2 := bot.New(l, 5).Act(&v), bot.New(l, 5).Act(&v2); a1 != a2 {
							t.Errorf("%v chose %v in the real game and %v in another world (%v)", l, a1, a2, d)
						}
					}
					h1, h2 := bot.NewHard(5), bot.NewHard(5)
					h1.Iterations, h2.Iterations = 30, 30
					if a1, a2 := h1.Act(&v), h2.Act(&v2); a1 != a2 {
						t.Errorf("hard chose %v in the real game and %v in another world (%v)", a1, a2, d)
					}
					r1, r2 := bot.NewReference(5), bot.NewReference(5)
					r1.Iterations, r2.Iterations = 30, 30
					if r1.ActOnState(s) != r2.ActOnState(other) {
						refDiffers++
					}
				}
			}
			if _, err := s.Apply(seats[p].Act(&v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 24 {
		t.Fatalf("only %d decisions checked", checked)
	}
	for i, what := range []string{"other seats' cards", "the spell deck", "the stacks"} {
		if differ[i] == 0 {
			t.Errorf("no world shown differed from the real game in %s", what)
		}
	}
	if refDiffers == 0 {
		t.Error("the Reference never chose differently: the worlds differ in nothing it could use")
	}
	t.Logf("%d decisions, %d worlds each 2: differing in hands %d, deck %d, stacks %d; Reference chose differently %d times", checked, checked*2, differ[0], differ[1], differ[2], refDiffers)
}
