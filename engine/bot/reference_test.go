package bot

import (
	"reflect"
	"testing"

	"aladdin/engine"
)

// smallReference is a Reference with a small budget, quick for tests.
func smallReference(seed uint64, iters int) *Reference {
	r := NewReference(seed)
	r.Iterations = iters
	return r
}

// The Reference plays whole games, basic and magic, with legal moves
// only, leaves the State it is given untouched and is deterministic.
func TestReferencePlaysWholeGamesAndLeavesTheStateAlone(t *testing.T) {
	for _, magic := range []bool{false, true} {
		cfg := engine.Config{Players: 4, Seed: 41, FirstPlayer: -1, Magic: magic}
		s, err := engine.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		bots := seats(4, Normal, 41)
		ref := smallReference(7, 25)
		var v engine.View
		decisions := 0
		for !s.Over() {
			p := int(s.Pending().Seat)
			var a engine.Action
			if p == 1 {
				keep, hash := *s, s.Hash()
				a = ref.ActOnState(s)
				if s.Hash() != hash || !reflect.DeepEqual(*s, keep) {
					t.Fatalf("magic %v: the Reference changed the State it was given", magic)
				}
				if again := smallReference(7, 25).ActOnState(s); again != a {
					t.Fatalf("magic %v: the Reference chose %v, then %v, for the same State and seed", magic, a, again)
				}
				decisions++
			} else {
				s.ViewInto(p, &v)
				a = bots[p].Act(&v)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("magic %v: seat %d chose an illegal move %v: %v", magic, p, a, err)
			}
		}
		if decisions == 0 || len(s.Winners()) == 0 {
			t.Fatalf("magic %v: %d Reference decisions, winners %v", magic, decisions, s.Winners())
		}
	}
}

// The Reference sees what the seat may not: two States that the seat
// cannot tell apart (the same View) lead it to different moves, where
// Hard, which sees only the View, plays the same.
func TestReferenceSeesTheHiddenInformation(t *testing.T) {
	differ, checked := 0, 0
	for _, magic := range []bool{false, true} {
		cfg := engine.Config{Players: 4, Seed: 29, FirstPlayer: -1, Magic: magic}
		playConfig(t, cfg, seats(4, Normal, 29), func(s *engine.State, v *engine.View, a engine.Action) {
			if v.Pending.Type != engine.DecPlace || s.Round() < 2 || checked >= 16 {
				return
			}
			other := v.Sample(4242 + uint64(checked))
			var v2 engine.View
			other.ViewInto(int(v.Seat), &v2)
			if v2 != *v {
				t.Fatal("the sampled world does not look the same to the seat")
			}
			checked++
			if smallHard(3, 40).Act(v) != smallHard(3, 40).Act(&v2) {
				t.Error("Hard chose differently in two worlds that look the same to it")
			}
			r1 := smallReference(3, 40).ActOnState(s)
			r2 := smallReference(3, 40).ActOnState(other)
			if r1 != r2 {
				differ++
			}
		})
	}
	if checked < 16 {
		t.Fatalf("only %d decisions checked", checked)
	}
	if differ == 0 {
		t.Errorf("in %d decisions the Reference chose the same in two worlds that differ in hidden facts: it does not use them", checked)
	}
	t.Logf("the Reference chose differently in %d of %d pairs of worlds", differ, checked)
}
