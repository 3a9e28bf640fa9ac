package bot

import "aladdin/engine"

// What the heuristic bots' magic play shares: the Tent's and the stacks'
// preference lists, the plain triggers (a Carpet that takes the lead, a Key
// against a strong guard, an eclipse that hurts the others more) and the
// payment that keeps the widest spread of kinds. Greedy's triggers are in
// magic_greedy.go, Normal's (and so Easy's) price list in magic_value.go.

// tentPreference ranks spell cards for keeping at the Tent, best first.
var tentPreference = []engine.Spell{engine.Charity, engine.Teleport, engine.SecondChance, engine.LunarEclipse,
	engine.SolarEclipse, engine.Trade, engine.Spy, engine.Abracadabra, engine.Mirage, engine.MagesApprentice,
	engine.CityTax, engine.SultansTax, engine.EyeForAnEye, engine.DragonLeaves, engine.Taboo, engine.LastFirst,
	engine.Parasite, engine.Smuggler, engine.DragonsReturn, engine.Donation, engine.Sacrifice}

// searchPreference ranks artifacts to take from a stack.
var searchPreference = []engine.Artifact{engine.Scroll, engine.Key, engine.FlyingCarpet, engine.Double,
	engine.Counterspell, engine.Lamp}

// greedyPlacements keeps the placements of a placement turn's legal list for
// Greedy's scores, once its magic triggers did not fire (other decisions'
// lists are left whole).
func greedyPlacements(v *engine.View, legal []engine.Action) []engine.Action {
	if v.Pending.Type != engine.DecPlace {
		return legal
	}
	out := legal[:0]
	for _, a := range legal {
		if a.Type == engine.ActPlace {
			out = append(out, a)
		}
	}
	return out
}

func find(legal []engine.Action, want func(engine.Action) bool) (engine.Action, bool) {
	for _, a := range legal {
		if want(a) {
			return a, true
		}
	}
	return engine.Action{}, false
}

// carpetTakesLead: a Carpet's 3 lifts me to the top of the space being
// tallied, from below.
func carpetTakesLead(v *engine.View, me int) bool {
	if v.NRank == 0 || int(v.Ranking[0]) == me {
		return v.NRank == 0
	}
	return int(v.Strength[me])+3 > int(v.Strength[v.Ranking[0]])
}

// keyNeeded: at the guard, with room tokens, too weak to walk in.
func keyNeeded(v *engine.View, me int) bool {
	if v.Pending.Space != engine.Guard || v.Guard == 0 {
		return false
	}
	inRooms := false
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; int(tv.Seat) == me && tv.Space.IsRoom() {
			inRooms = true
		}
	}
	return inRooms && int(v.Strength[me]) < int(v.Guard)
}

// eclipseGain is what an eclipse on a space takes from the others' shown
// strength there minus what it takes from mine (face-down tokens of others
// are not counted: their parity is unknown).
func eclipseGain(v *engine.View, me int, a engine.Action) int {
	odd := a.Spell == engine.LunarEclipse
	gain := 0
	count := func(tv engine.TokenView) {
		if tv.Space != a.Space || tv.Value == 0 {
			return
		}
		parity := int(tv.Value) % 2
		if tv.Token >= 0 && tv.Token < engine.NumTokens {
			parity = int(engine.Numeral(int(tv.Token))) % 2 // And the Last keeps parity
		}
		if (parity == 1) != odd {
			return
		}
		if int(tv.Seat) == me {
			gain -= int(tv.Value)
		} else if tv.Face {
			gain += int(tv.Value)
		}
	}
	for i := 0; i < int(v.NumTokens); i++ {
		count(v.Tokens[i])
	}
	for _, tv := range v.Extra {
		if tv.Token >= 0 {
			count(tv)
		}
	}
	return gain
}

// bestKept picks the payment or take that leaves the widest spread of
// kinds (room payments need distinct kinds); sending a token home is the
// choice only when nothing can be paid.
func bestKept(v *engine.View, legal []engine.Action) engine.Action {
	purse := v.Seats[v.Seat].Purse
	have := purseValues(&purse)
	best, bs := 0, -1e9
	for i, a := range legal {
		after := have
		s := 0.0
		switch a.Type {
		case engine.ActPay:
			for k, x := range a.Amounts {
				after[k] -= int(x)
			}
			s = 10
		case engine.ActTake:
			if a.Large {
				after[a.Give] += 3
			} else {
				for k, x := range a.Amounts {
					after[k] += int(x)
				}
			}
			s = 10
		}
		if s += flex(after); s > bs {
			best, bs = i, s
		}
	}
	return legal[best]
}
