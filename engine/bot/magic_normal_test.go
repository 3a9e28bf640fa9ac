package bot

import (
	"testing"

	"aladdin/engine"
)

// Normal's magic play in the situations the rulebook's tips describe. The
// positions come from magic games played by Random seats (so they do not
// depend on the bots under test); the seat to decide is then given the
// card or artifact the situation needs, in its own view, and Normal must
// choose as a good table would.

// scanMagic plays magic games with Random seats and calls see with every
// decision's view until see has been true `want` times.
func scanMagic(t *testing.T, players, want int, see func(v *engine.View) bool) {
	t.Helper()
	found := 0
	for g := uint64(0); g < 400 && found < want; g++ {
		cfg := engine.Config{Players: players, Seed: 9000 + g, FirstPlayer: -1, Magic: true}
		s, err := engine.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		bots := seats(players, Random, g)
		var v engine.View
		buf := make([]engine.Event, 0, 256)
		for !s.Over() && found < want {
			p := int(s.Pending().Seat)
			s.ViewInto(p, &v)
			probe := v
			if see(&probe) {
				found++
			}
			if buf, err = s.Step(bots[p].Act(&v), buf[:0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found < want {
		t.Fatalf("only %d positions found, want %d", found, want)
	}
}

// giveCard puts a spell card in the viewer's hand (if nobody is known to
// hold it and it is not face up) and lights its Lamp.
func giveCard(v *engine.View, sp engine.Spell, lamp bool) bool {
	me := v.Seat
	if v.Discard.Has(sp) || v.Hand.Has(sp) {
		return false
	}
	for q := range v.Known {
		if v.Known[q].Has(sp) {
			return false
		}
	}
	for j := int8(0); j < v.Win.N; j++ {
		if v.Win.Plays[j].Spell == sp {
			return false
		}
	}
	v.Hand |= 1 << sp
	v.HandN[me]++
	if lamp && v.LampOn&(1<<me) == 0 {
		v.LampOn |= 1 << me
		v.Invoked[me][engine.Lamp] = 1
		v.Uses[me] = 1
	}
	return true
}

// caveWindow: a reaction window is open on a dragon cave with treasure.
func caveWindow(v *engine.View) bool {
	return v.Pending.Type == engine.DecReact && v.Win.Kind == engine.WinSpace && v.Win.Space.IsCave() &&
		v.Win.Res < 0 && v.Closed&(1<<v.Win.Space) == 0
}

// shownStrength is each seat's strength in sp from face-up tokens, with
// tokens of one parity removed (drop 1: odd, 2: even) as an eclipse would.
func shownStrength(v *engine.View, sp engine.Space, drop int) (str [engine.MaxPlayers]int, here [engine.MaxPlayers]bool) {
	count := func(t engine.TokenView) {
		if t.Space != sp {
			return
		}
		par := int(t.Value) % 2
		if t.Token >= 0 && t.Token < engine.NumTokens {
			par = int(engine.Numeral(int(t.Token))) % 2
		}
		if drop == 1 && par == 1 || drop == 2 && par == 0 {
			return
		}
		str[t.Seat] += int(t.Value)
		here[t.Seat] = true
	}
	for i := 0; i < int(v.NumTokens); i++ {
		count(v.Tokens[i])
	}
	for _, t := range v.Extra {
		if t.Space != engine.Behind && t.Token >= 0 {
			count(t)
		}
	}
	return
}

// rankOf is seat me's place in sp (0 = strongest), ties to the earlier
// seat in sequence order from the camel (D12); -1 when absent.
func rankOf(v *engine.View, me int, str [engine.MaxPlayers]int, here [engine.MaxPlayers]bool) int {
	if !here[me] {
		return -1
	}
	n := int(v.Players)
	pos := func(p int) int { return (p - int(v.Camel) + n) % n }
	r := 0
	for q := 0; q < n; q++ {
		if q != me && here[q] && (str[q] > str[me] || str[q] == str[me] && pos(q) < pos(me)) {
			r++
		}
	}
	return r
}

func shelfAt(v *engine.View, sp engine.Space, r int) int {
	if r < 0 || r >= engine.NumShelves {
		return 0
	}
	return v.Shelves[sp.Cave()][r].Value()
}

// removedFromOthers is how many shown points an eclipse takes from the
// other seats in sp (drop 1: odd, 2: even).
func removedFromOthers(v *engine.View, sp engine.Space, drop int) int {
	before, _ := shownStrength(v, sp, 0)
	after, _ := shownStrength(v, sp, drop)
	n := 0
	for q := 0; q < int(v.Players); q++ {
		if q != int(v.Seat) {
			n += before[q] - after[q]
		}
	}
	return n
}

// The eclipse is timed to the tally: in the window of a cave it would not
// win, Normal casts the eclipse that makes it the strongest there, when the
// top shelf is worth it; with its Lamp still unlit it lights the Lamp in
// that window first, then casts. (The plain play lit the Lamp only on
// placement turns, so it let these chances go.)
func TestNormalEclipsesTheCaveItWouldLose(t *testing.T) {
	lit, unlit := 0, 0
	scanMagic(t, 4, 16, func(v *engine.View) bool {
		me, sp := int(v.Seat), v.Win.Space
		if !caveWindow(v) || v.Uses[me] != 0 || v.Artifacts(me) != 1 {
			return false // only the Lamp: no Carpet or Double to flip the cave instead
		}
		str, here := shownStrength(v, sp, 0)
		now := rankOf(v, me, str, here)
		if now <= 0 {
			return false
		}
		for drop, spell := range []engine.Spell{engine.LunarEclipse, engine.SolarEclipse} {
			s2, h2 := shownStrength(v, sp, drop+1)
			if rankOf(v, me, s2, h2) != 0 || shelfAt(v, sp, 0)-shelfAt(v, sp, now) < 3 {
				continue
			}
			lamp := lit <= unlit
			if !giveCard(v, spell, lamp) {
				return false
			}
			a := New(Normal, 3).Act(v)
			if !lamp {
				unlit++
				if a.Type != engine.ActInvoke || a.Art != engine.Lamp {
					t.Errorf("round %d, %v: ranked %d, holding %v with the Lamp unlit; Normal chose %v",
						v.Round, sp, now, spell, a)
					return true
				}
				v.LampOn |= 1 << me
				v.Invoked[me][engine.Lamp] = 1
				v.Uses[me] = 1
				a = New(Normal, 3).Act(v)
			} else {
				lit++
			}
			if a.Type != engine.ActCast || a.Spell != spell || a.Space != sp {
				t.Errorf("round %d, %v: ranked %d, %v would make it the strongest for the top shelf (%d); Normal chose %v",
					v.Round, sp, now, spell, shelfAt(v, sp, 0), a)
			}
			return true
		}
		return false
	})
}

// ...and it does not waste the card where the eclipse changes nothing it
// takes: every seat keeps its place in the cave, however many of the
// others' points it would take.
func TestNormalKeepsAnEclipseThatChangesNothing(t *testing.T) {
	scanMagic(t, 4, 10, func(v *engine.View) bool {
		if !caveWindow(v) {
			return false
		}
		me, sp := int(v.Seat), v.Win.Space
		str, here := shownStrength(v, sp, 0)
		if !here[me] {
			return false
		}
		for drop, spell := range []engine.Spell{engine.LunarEclipse, engine.SolarEclipse} {
			s2, h2 := shownStrength(v, sp, drop+1)
			same := true
			for q := 0; q < int(v.Players); q++ {
				same = same && h2[q] == here[q] && rankOf(v, q, s2, h2) == rankOf(v, q, str, here)
			}
			if !same || removedFromOthers(v, sp, drop+1) < 3 {
				continue
			}
			if !giveCard(v, spell, true) {
				return false
			}
			if a := New(Normal, 3).Act(v); a.Type == engine.ActCast && a.Spell == spell {
				t.Errorf("%v: nobody changes place, yet Normal cast %v", sp, a)
			}
			return true
		}
		return false
	})
}

// Counterspell is kept for the spell that hurts: Normal passes on an
// eclipse cast by another seat on a space where it has no token, and
// counters a Dragon's Return on the cave it is winning for a rich top
// shelf. (The plain play countered every eclipse, harmful to it or not.)
func TestNormalCountersOnlyWhatHurts(t *testing.T) {
	harmless, harmful := 0, 0
	scanMagic(t, 4, 20, func(v *engine.View) bool {
		if !caveWindow(v) || v.Win.N >= engine.MaxPlays-1 {
			return false
		}
		me, sp := int(v.Seat), v.Win.Space
		other := (me + 1) % int(v.Players)
		str, here := shownStrength(v, sp, 0)
		v.Seats[me].Artifacts[engine.Counterspell] = 1
		v.Invoked[me][engine.Counterspell] = 0
		if v.Uses[me] > 0 && int(v.Djinn) != me {
			return false
		}
		var play engine.Play
		wantCounter := false
		switch {
		case !here[me] && harmless <= harmful:
			play = engine.Play{Seat: int8(other), Spell: engine.SolarEclipse, Art: engine.Lamp, Space: sp, Counter: -1}
			harmless++
		case rankOf(v, me, str, here) == 0 && shelfAt(v, sp, 0) >= 4:
			play = engine.Play{Seat: int8(other), Spell: engine.DragonsReturn, Art: engine.Lamp, Space: sp, Counter: -1}
			wantCounter = true
			harmful++
		default:
			return false
		}
		if v.Discard.Has(play.Spell) || v.Hand.Has(play.Spell) {
			return false
		}
		v.Win.Plays[v.Win.N] = play
		v.Win.N++
		v.HandN[other]++ // the card was in its hand
		a := New(Normal, 3).Act(v)
		countered := a.Type == engine.ActInvoke && a.Art == engine.Counterspell && a.Play == v.Win.N-1
		if countered != wantCounter {
			t.Errorf("%v in %v (me there: %v, rank %d, top shelf %d): Normal chose %v",
				play.Spell, sp, here[me], rankOf(v, me, str, here), shelfAt(v, sp, 0), a)
		}
		return true
	})
	if harmless == 0 || harmful == 0 {
		t.Fatalf("positions: %d harmless, %d harmful", harmless, harmful)
	}
}

// The Lamp early enough to matter: on its first placement turn of a round,
// holding a card it can use (Teleport, City Tax), Normal lights the Lamp;
// holding only a card it has no use for (Mirage), it keeps the use. (The
// plain play lit the Lamp only for Charity, Spy and the eclipses.)
func TestNormalLightsTheLampEarly(t *testing.T) {
	lit, kept := 0, 0
	scanMagic(t, 4, 16, func(v *engine.View) bool {
		me := int(v.Seat)
		if v.Pending.Type != engine.DecPlace || v.Seats[me].Left != engine.NumTokens || v.Uses[me] != 0 ||
			v.LampOn&(1<<me) != 0 || v.Hand != 0 || v.Artifacts(me) != 1 {
			return false
		}
		useful := lit <= kept
		if useful {
			if !giveCard(v, engine.Teleport, false) || !giveCard(v, engine.CityTax, false) {
				return false
			}
		} else if !giveCard(v, engine.Mirage, false) {
			return false
		}
		a := New(Normal, 5).Act(v)
		lamp := a.Type == engine.ActInvoke && a.Art == engine.Lamp
		if lamp != useful {
			t.Errorf("round %d, hand %b: Normal chose %v", v.Round, v.Hand, a)
		}
		if useful {
			lit++
		} else {
			kept++
		}
		return true
	})
}

// The Key saves the guard's tokens: at a strong guard that its guard tokens
// and spare treasure cannot pass, with tokens waiting in the rooms, Normal
// invokes the Key; when a bribe of 1 gets it in, it keeps the use (the
// rulebook's tip). (The plain play used the Key at any guard stronger than
// its tokens.)
func TestNormalUsesTheKeyAtAStrongGuard(t *testing.T) {
	strong, weak := 0, 0
	scanMagic(t, 4, 10, func(v *engine.View) bool {
		me := int(v.Seat)
		if v.Pending.Type != engine.DecReact || v.Win.Kind != engine.WinSpace || v.Win.Space != engine.Guard ||
			v.Guard == 0 || v.Seats[me].Entered || v.KeyOn&(1<<me) != 0 || v.Uses[me] != 0 {
			return false
		}
		var b board
		b.load(v)
		roomCost, rooms := 0, 0
		for r := 0; r < b.n; r++ {
			if b.myRoomN[r] > 0 && v.StackLen[r] > 0 {
				rooms++
			}
			for _, x := range b.myRoom[r][:b.myRoomN[r]] {
				roomCost += int(x)
			}
		}
		have := purseValues(&v.Seats[me].Purse)
		total := 0
		for _, x := range have {
			total += x
		}
		if rooms == 0 || b.roomsWorth(have, true) < 2 {
			return false
		}
		gap := int(v.Guard) - int(b.known[engine.Guard][me])
		spare := total - roomCost
		var wantKey bool
		switch {
		case gap > spare && gap > 0 && strong <= weak:
			wantKey = true
			strong++
		case gap == 1 && spare >= 3:
			weak++
		default:
			return false
		}
		v.Seats[me].Artifacts[engine.Key] = 1
		a := New(Normal, 5).Act(v)
		key := a.Type == engine.ActInvoke && a.Art == engine.Key
		if key != wantKey {
			t.Errorf("guard %d, my guard strength %d, spare %d: Normal chose %v", v.Guard,
				b.known[engine.Guard][me], spare, a)
		}
		return true
	})
	if strong == 0 || weak == 0 {
		t.Fatalf("positions: %d strong guards, %d weak", strong, weak)
	}
}

// The Djinn's House: "rarely useful in round 1", contested later. In round
// 1 Normal never places there; in a later round, holding two artifacts it
// can use, a small token on an empty House is a move worth making (it
// scores above nothing). (The plain play never valued the House at all.)
func TestNormalDjinnLateNotInRoundOne(t *testing.T) {
	early, late := 0, 0
	scanMagic(t, 4, 30, func(v *engine.View) bool {
		me := int(v.Seat)
		if v.Pending.Type != engine.DecPlace {
			return false
		}
		n := NewNormal(5)
		var legal []engine.Action
		legal = v.LegalInto(legal)
		if v.Round == 1 {
			if a := n.Act(v); a.Type == engine.ActPlace && a.Space == engine.DjinnsHouse {
				t.Errorf("round 1: Normal placed on the Djinn's House")
			}
			early++
			return early <= 20
		}
		for i := 0; i < int(v.NumTokens); i++ {
			if v.Tokens[i].Space == engine.DjinnsHouse {
				return false
			}
		}
		v.Seats[me].Artifacts[engine.FlyingCarpet] = 1
		v.Seats[me].Artifacts[engine.Key] = 1
		legal = v.LegalInto(legal[:0])
		sc := n.score(v, legal, nil)
		for i, a := range legal {
			if a.Type == engine.ActPlace && a.Space == engine.DjinnsHouse && engine.Numeral(int(a.Token)) <= 2 {
				if sc[i] <= 0 {
					t.Errorf("round %d: a %d on the empty Djinn's House scores %.2f", v.Round,
						engine.Numeral(int(a.Token)), sc[i])
				}
				late++
				return true
			}
		}
		return false
	})
	if late == 0 {
		t.Fatal("no later-round position")
	}
}
