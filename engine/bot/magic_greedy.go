package bot

import "aladdin/engine"

// Greedy's magic play (the simple self-play seat of -sim; magic-spec.md
// section 6's plan for a plain bot): fixed, plausible triggers, each
// skipped now and then (greedySkip).
//   - the Lamp on the first placement turn it holds a card; otherwise the
//     use is kept for a Key or a Carpet;
//   - Charity, Trade and Spy as soon as the Lamp is on;
//   - an eclipse on the space being tallied when it takes more of the
//     others' strength than of its own;
//   - a tax when the others hold more than 3 tokens it taxes;
//   - a Counterspell on any spell that targets its tokens or its treasure;
//   - a Key when the guard is too strong for its room tokens, a Carpet in
//     the window of a space it then wins;
//   - at the Tent, a fixed preference list; a Trade toward more kinds.

// greedySkip is the chance that Greedy overlooks a trigger.
const greedySkip = 0.2

// greedyCasts are played as soon as the Lamp is lit: they help their caster
// whatever the board.
var greedyCasts = []engine.Spell{engine.Charity, engine.Trade, engine.Spy}

// greedyMagic answers a magic decision, or on a placement turn makes a play
// when a trigger fires. ok=false leaves the decision to Greedy's scoring,
// over placements only (greedyPlacements).
func greedyMagic(v *engine.View, legal []engine.Action, r *splitmix) (a engine.Action, ok bool) {
	me := int(v.Seat)
	fires := func() bool { return r.float() >= greedySkip }
	cast := func(want func(engine.Action) bool) (engine.Action, bool) {
		return find(legal, func(a engine.Action) bool { return a.Type == engine.ActCast && want(a) })
	}
	invoke := func(art engine.Artifact, want func(engine.Action) bool) (engine.Action, bool) {
		return find(legal, func(a engine.Action) bool { return a.Type == engine.ActInvoke && a.Art == art && want(a) })
	}
	any := func(engine.Action) bool { return true }
	// The casts that help whatever the board, and the timed ones.
	timed := func() (engine.Action, bool) {
		for _, sp := range greedyCasts {
			if a, ok := cast(func(a engine.Action) bool { return a.Spell == sp }); ok && fires() {
				return a, true
			}
		}
		if othersTaxable(v, me) > 3 {
			if a, ok := cast(func(a engine.Action) bool {
				return a.Spell == engine.CityTax || a.Spell == engine.SultansTax
			}); ok && fires() {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	switch v.Pending.Type {
	case engine.DecPlace:
		if v.Hand != 0 {
			if a, ok := invoke(engine.Lamp, any); ok && fires() {
				return a, true
			}
		}
		return timed()
	case engine.DecReact:
		if a, ok := invoke(engine.Counterspell, func(a engine.Action) bool {
			return targetsMe(v, me, &v.Win.Plays[a.Play])
		}); ok && fires() {
			return a, true
		}
		if a, ok := invoke(engine.FlyingCarpet, func(engine.Action) bool { return carpetTakesLead(v, me) }); ok && fires() {
			return a, true
		}
		if a, ok := invoke(engine.Key, func(engine.Action) bool { return keyNeeded(v, me) }); ok && fires() {
			return a, true
		}
		if a, ok := cast(func(a engine.Action) bool {
			return (a.Spell == engine.LunarEclipse || a.Spell == engine.SolarEclipse) &&
				a.Space == v.Win.Space && v.Win.Kind == engine.WinSpace && eclipseGain(v, me, a) > 0
		}); ok && fires() {
			return a, true
		}
		if a, ok := timed(); ok {
			return a, true
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
		return tradeTowardSpread(v, legal), true
	}
	if v.Pending.Type > engine.DecBuy && len(legal) > 0 {
		return legal[0], true
	}
	return engine.Action{}, false
}

// othersTaxable counts the other seats' tokens a tax could reach: in the
// city or in the rooms, whichever is more.
func othersTaxable(v *engine.View, me int) int {
	city, rooms := 0, 0
	for i := 0; i < int(v.NumTokens); i++ {
		t := &v.Tokens[i]
		if int(t.Seat) == me {
			continue
		}
		if t.Space.IsCity() {
			city++
		} else if t.Space.IsRoom() {
			rooms++
		}
	}
	if v.Hand.Has(engine.SultansTax) && !v.Hand.Has(engine.CityTax) {
		return rooms
	}
	if v.Hand.Has(engine.CityTax) && !v.Hand.Has(engine.SultansTax) {
		return city
	}
	return max(city, rooms)
}

// targetsMe: a waiting spell names one of my tokens, a space where I have
// tokens it would hit, or my treasure.
func targetsMe(v *engine.View, me int, pl *engine.Play) bool {
	if int(pl.Seat) == me || pl.Spell == engine.NoSpell {
		return false
	}
	mineOn := func(sp engine.Space) bool {
		for i := 0; i < int(v.NumTokens); i++ {
			if t := &v.Tokens[i]; int(t.Seat) == me && t.Space == sp {
				return true
			}
		}
		return false
	}
	switch pl.Spell {
	case engine.Teleport, engine.EyeForAnEye:
		for i := 0; i < int(v.NumTokens); i++ {
			if t := &v.Tokens[i]; t.Seq == pl.Handle {
				return int(t.Seat) == me
			}
		}
	case engine.LunarEclipse, engine.SolarEclipse, engine.DragonsReturn:
		return mineOn(pl.Space)
	case engine.CityTax, engine.SultansTax:
		for i := 0; i < int(v.NumTokens); i++ {
			t := &v.Tokens[i]
			if int(t.Seat) == me && (pl.Spell == engine.CityTax && t.Space.IsCity() ||
				pl.Spell == engine.SultansTax && t.Space.IsRoom()) {
				return true
			}
		}
	case engine.Donation, engine.Sacrifice:
		return v.Seats[me].Purse.Total() > 0
	}
	return false
}

// tradeTowardSpread swaps a piece of the kind held most for one of the kind
// held least while that widens the spread; then it passes.
func tradeTowardSpread(v *engine.View, legal []engine.Action) engine.Action {
	have := purseValues(&v.Seats[v.Seat].Purse)
	best, bs := engine.Action{Type: engine.ActPass, Seat: v.Seat}.Canonical(), 0.05
	for _, a := range legal {
		if a.Type != engine.ActSwap {
			continue
		}
		x := 1
		if a.Large {
			x = 3
		}
		after := have
		after[a.Give] -= x
		after[a.Target] += x
		if g := flex(after) - flex(have); g > bs {
			best, bs = a, g
		}
	}
	return best
}
