package bot

import (
	"testing"

	"aladdin/engine"
)

// Greedy's fixed triggers, with their noise: it counters a spell that reaches
// its tokens or treasure most of the time and never one that does not
// (the plain play countered every tax and eclipse, whoever it hit); and
// with its Lamp lit it plays Trade at once on a placement turn (the plain
// play never traded).
func TestGreedyCountersWhatTargetsIt(t *testing.T) {
	mine, notMine, countered := 0, 0, 0
	scanMagic(t, 4, 40, func(v *engine.View) bool {
		if !caveWindow(v) || v.Win.N >= engine.MaxPlays-1 {
			return false
		}
		me, sp := int(v.Seat), v.Win.Space
		if v.Uses[me] > 0 && int(v.Djinn) != me {
			return false
		}
		_, here := shownStrength(v, sp, 0)
		if here[me] && mine > notMine || !here[me] && notMine > mine {
			return false
		}
		v.Seats[me].Artifacts[engine.Counterspell] = 1
		v.Invoked[me][engine.Counterspell] = 0
		other := (me + 1) % int(v.Players)
		play := engine.Play{Seat: int8(other), Spell: engine.LunarEclipse, Art: engine.Lamp, Space: sp, Counter: -1}
		if v.Discard.Has(play.Spell) || v.Hand.Has(play.Spell) {
			return false
		}
		v.Win.Plays[v.Win.N] = play
		v.Win.N++
		v.HandN[other]++
		a := NewGreedy(7).Act(v)
		c := a.Type == engine.ActInvoke && a.Art == engine.Counterspell && a.Play == v.Win.N-1
		if here[me] {
			mine++
			if c {
				countered++
			}
		} else {
			notMine++
			if c {
				t.Errorf("%v: an eclipse where Greedy has no token, yet it countered", sp)
			}
		}
		return true
	})
	if countered*10 < mine*6 {
		t.Errorf("Greedy countered %d of %d eclipses on its own cave, want most", countered, mine)
	}
}

func TestGreedyTradesOnceTheLampIsLit(t *testing.T) {
	seen, traded := 0, 0
	scanMagic(t, 4, 30, func(v *engine.View) bool {
		me := int(v.Seat)
		if v.Pending.Type != engine.DecPlace || v.Hand != 0 || v.Seats[me].Purse.Total() == 0 {
			return false
		}
		if !giveCard(v, engine.Trade, true) {
			return false
		}
		a := NewGreedy(11).Act(v)
		seen++
		if a.Type == engine.ActCast && a.Spell == engine.Trade {
			traded++
		}
		return true
	})
	if traded*10 < seen*6 {
		t.Errorf("Greedy played Trade on %d of %d placement turns with its Lamp lit, want most", traded, seen)
	}
}
