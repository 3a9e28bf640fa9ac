package bot

import (
	"testing"

	"aladdin/engine"
)

// Every level plays whole magic games with legal moves (playConfig fails
// on an illegal one), and the heuristic levels use the magic they know:
// they light their Lamps and play cards.
func TestEveryLevelPlaysWholeMagicGames(t *testing.T) {
	lamps, casts := 0, 0
	for players := 3; players <= 5; players++ {
		for g := 0; g < 4; g++ {
			bots := make([]Bot, players)
			heuristic := make([]bool, players)
			for i := range bots {
				l := Level((i + g) % 3) // random, easy, normal
				bots[i] = New(l, uint64(players*100+i+g))
				heuristic[i] = l != Random
			}
			bots[players-1] = smallHard(7, 20)
			cfg := engine.Config{Players: players, Seed: uint64(players*10 + g), FirstPlayer: -1, Magic: true}
			s := playConfig(t, cfg, bots, func(s *engine.State, v *engine.View, a engine.Action) {
				if !heuristic[v.Seat] {
					return
				}
				switch {
				case a.Type == engine.ActInvoke && a.Art == engine.Lamp:
					lamps++
				case a.Type == engine.ActCast:
					casts++
				}
			})
			if len(s.Winners()) == 0 {
				t.Errorf("%d players, game %d: nobody won", players, g)
			}
		}
	}
	if lamps == 0 || casts == 0 {
		t.Fatalf("Easy and Normal lit %d Lamps and played %d cards in 12 magic games", lamps, casts)
	}
}

// No cheating in the magic version either: two worlds that differ only in
// hidden facts (opponents' cards, the spell deck, the face-down stacks and
// tokens) give a seat the same view and the same choice, in placement and
// in reaction windows.
func TestNoCheatingInMagicGames(t *testing.T) {
	checked := 0
	cfg := engine.Config{Players: 4, Seed: 23, FirstPlayer: -1, Magic: true}
	playConfig(t, cfg, seats(4, Normal, 23), func(s *engine.State, v *engine.View, a engine.Action) {
		if s.Round() < 2 || checked >= 12 {
			return
		}
		if v.Pending.Type != engine.DecPlace && v.Pending.Type != engine.DecReact {
			return
		}
		other := v.Sample(777 + uint64(checked))
		var v2 engine.View
		other.ViewInto(int(v.Seat), &v2)
		if v2 != *v {
			t.Fatalf("two worlds differing only in hidden information gave different views")
		}
		for _, l := range []Level{Random, Easy, Normal} {
			if a1, a2 := New(l, 5).Act(v), New(l, 5).Act(&v2); a1 != a2 {
				t.Errorf("%v chose %v in one world and %v in the other", l, a1, a2)
			}
		}
		if a1, a2 := smallHard(5, 30).Act(v), smallHard(5, 30).Act(&v2); a1 != a2 {
			t.Errorf("hard chose %v in one world and %v in the other", a1, a2)
		}
		checked++
	})
	if checked < 12 {
		t.Fatalf("only %d decisions were checked", checked)
	}
}
