package bot

import "aladdin/engine"

// The heuristic bots' magic play. It is deliberately plain (the next bot
// issue makes it strong): light the Lamp when holding a card, cast the cards
// that only help their caster, lay a Carpet that takes the lead, use the Key
// when the guard is too strong, keep the better card at the Tent, and pay
// spells' demands from the kinds held most. Everything else passes.

// tentPreference ranks spell cards for keeping at the Tent, best first.
var tentPreference = []engine.Spell{engine.Charity, engine.Teleport, engine.SecondChance, engine.LunarEclipse,
	engine.SolarEclipse, engine.Trade, engine.Spy, engine.Abracadabra, engine.Mirage, engine.MagesApprentice,
	engine.CityTax, engine.SultansTax, engine.EyeForAnEye, engine.DragonLeaves, engine.Taboo, engine.LastFirst,
	engine.Parasite, engine.Smuggler, engine.DragonsReturn, engine.Donation, engine.Sacrifice}

// selfCasts are the cards the bots play as soon as their Lamp is lit: each
// helps its caster whatever the board.
var selfCasts = []engine.Spell{engine.Charity, engine.Spy}

// usable are the cards this plain play knows how to use: worth lighting
// the Lamp for.
var usable = engine.SpellSet(1<<engine.Charity | 1<<engine.Spy | 1<<engine.LunarEclipse | 1<<engine.SolarEclipse)

// harmful are the spells worth a Counterspell when another seat plays them:
// they take tokens, treasure or a cave's prize from the table.
var harmful = engine.SpellSet(1<<engine.EyeForAnEye | 1<<engine.Teleport | 1<<engine.CityTax |
	1<<engine.SultansTax | 1<<engine.Donation | 1<<engine.Sacrifice | 1<<engine.LunarEclipse |
	1<<engine.SolarEclipse | 1<<engine.DragonsReturn)

// searchPreference ranks artifacts to take from a stack.
var searchPreference = []engine.Artifact{engine.Scroll, engine.Key, engine.FlyingCarpet, engine.Double,
	engine.Counterspell, engine.Lamp}

// magicChoice answers a magic decision, or on a placement turn makes a
// play when a plain trigger fires. ok=false leaves the decision to the
// bot's usual scoring, over placements only (see placementsOnly).
func magicChoice(v *engine.View, legal []engine.Action) (a engine.Action, ok bool) {
	me := int(v.Seat)
	switch v.Pending.Type {
	case engine.DecPlace:
		if v.Hand&usable != 0 {
			if a, ok := find(legal, func(a engine.Action) bool {
				return a.Type == engine.ActInvoke && a.Art == engine.Lamp
			}); ok {
				return a, true
			}
		}
		for _, sp := range selfCasts {
			if a, ok := find(legal, func(a engine.Action) bool { return a.Type == engine.ActCast && a.Spell == sp }); ok {
				return a, true
			}
		}
		return engine.Action{}, false
	case engine.DecReact:
		if a, ok := find(legal, func(a engine.Action) bool {
			return a.Type == engine.ActInvoke && a.Art == engine.FlyingCarpet && carpetTakesLead(v, me)
		}); ok {
			return a, true
		}
		if a, ok := find(legal, func(a engine.Action) bool {
			return a.Type == engine.ActInvoke && a.Art == engine.Key && keyNeeded(v, me)
		}); ok {
			return a, true
		}
		if a, ok := find(legal, func(a engine.Action) bool {
			return a.Type == engine.ActInvoke && a.Art == engine.Counterspell &&
				harmful.Has(v.Win.Plays[a.Play].Spell)
		}); ok {
			return a, true
		}
		if a, ok := find(legal, func(a engine.Action) bool {
			return a.Type == engine.ActCast && (a.Spell == engine.LunarEclipse || a.Spell == engine.SolarEclipse) &&
				a.Space == v.Win.Space && eclipseGain(v, me, a) >= 3
		}); ok {
			return a, true
		}
		for _, sp := range selfCasts {
			if a, ok := find(legal, func(a engine.Action) bool { return a.Type == engine.ActCast && a.Spell == sp }); ok {
				return a, true
			}
		}
		return engine.Action{Type: engine.ActPass, Seat: v.Seat}.Canonical(), true
	case engine.DecTentKeep:
		for _, sp := range tentPreference {
			if a, ok := find(legal, func(a engine.Action) bool { return a.Spell == sp }); ok {
				return a, true
			}
		}
	case engine.DecSearch:
		for _, art := range searchPreference {
			if a, ok := find(legal, func(a engine.Action) bool { return a.Type == engine.ActPick && a.Art == art }); ok {
				return a, true
			}
		}
	case engine.DecReturn, engine.DecTax, engine.DecTeleport, engine.DecCharity:
		return bestKept(v, legal), true
	case engine.DecTrade:
		return engine.Action{Type: engine.ActPass, Seat: v.Seat}.Canonical(), true
	}
	if v.Pending.Type > engine.DecBuy && len(legal) > 0 {
		return legal[0], true
	}
	return engine.Action{}, false
}

// placementsOnly keeps the placements of a placement turn's legal list
// (other decisions' lists are left whole).
func placementsOnly(v *engine.View, legal []engine.Action) []engine.Action {
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
