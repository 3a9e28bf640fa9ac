package bot

import (
	"math"

	"aladdin/engine"
)

// Normal's magic play: every cast, invocation and pass gets a score from
// the price list (magic_value.go), on placement turns, in reaction windows
// and in the magic sub-decisions, so that Act simply takes the best-scoring
// legal action and Hard's search can rank magic plays beside placements.

// playMargin is how much a play must be worth, in treasure, before Normal
// spends a card or its artifact use on it.
const playMargin = 0.3

// magicPlaceScores fills the scores of the casts and invocations on a
// placement turn, given the placements' scores already in out. A play
// does not use up the turn (D35): a good one ranks above the best
// placement by its worth, a poor one below every placement.
func (n *NormalBot) magicPlaceScores(v *engine.View, legal []engine.Action, out []float64) {
	best := never
	for i, a := range legal {
		if a.Type == engine.ActPlace && out[i] > best {
			best = out[i]
		}
	}
	if best <= never/4 {
		best = 0
	}
	m := &n.m
	m.load(v, &n.b)
	for i := range legal {
		a := &legal[i]
		if a.Type == engine.ActPlace {
			continue
		}
		w := n.magicWorth(a)
		if w > playMargin {
			out[i] = best + w
		} else {
			out[i] = best - 3 + math.Max(-2, w)
		}
	}
}

// magicWorth is a cast's or invocation's worth now, kept value deducted.
func (n *NormalBot) magicWorth(a *engine.Action) float64 {
	switch a.Type {
	case engine.ActCast:
		return n.m.castWorth(a)
	case engine.ActInvoke:
		return n.m.invokeWorth(a)
	}
	return 0
}

// reactScores scores a window: Pass is 0, a play its worth less a margin.
func (n *NormalBot) reactScores(v *engine.View, legal []engine.Action, out []float64) []float64 {
	n.m.load(v, &n.b)
	for i := range legal {
		a := &legal[i]
		s := 0.0
		if a.Type == engine.ActCast || a.Type == engine.ActInvoke {
			s = n.magicWorth(a) - playMargin
		}
		out = append(out, s)
	}
	return out
}

// magicSubScores scores the magic sub-decisions: keep the better card at
// the Tent, take the best artifact from a stack, pay or take in the way
// that leaves the widest spread of kinds, trade toward that spread, pay a
// tax only for a token that still counts, and answer an Eye for an Eye by
// taking the caster's most useful token.
func (n *NormalBot) magicSubScores(v *engine.View, legal []engine.Action, out []float64) []float64 {
	me := int(v.Seat)
	have := purseValues(&v.Seats[me].Purse)
	d := v.Pending
	for i := range legal {
		a := &legal[i]
		s := 0.0
		switch a.Type {
		case engine.ActKeep:
			if a.Spell >= 0 && a.Spell < engine.NumSpells {
				s = spellValues[a.Spell].keep + spellValues[a.Spell].plan
			}
		case engine.ActPick:
			if d.Type == engine.DecRetaliate {
				s = n.retaliateWorth(v, a.Handle)
				break
			}
			for j, art := range searchPreference {
				if art == a.Art {
					s = float64(len(searchPreference) - j)
				}
			}
		case engine.ActPay:
			after := have
			for k, x := range a.Amounts {
				after[k] -= int(x)
			}
			s = 10 + flex(after)
		case engine.ActTake:
			after := have
			if a.Large {
				after[a.Give] += 3
			} else {
				for k, x := range a.Amounts {
					after[k] += int(x)
				}
			}
			s = 10 + flex(after)
		case engine.ActSwap:
			after := have
			x := 1
			if a.Large {
				x = 3
			}
			after[a.Give] -= x
			after[a.Target] += x
			s = flex(after) - flex(have) - 0.02
		case engine.ActDecline:
			s = flex(have)
			if d.Type == engine.DecTax && !taxWorthPaying(v, d) {
				s += 11 // the token counts for nothing any more: let it go home
			}
		}
		out = append(out, s)
	}
	return out
}

// taxWorthPaying: the taxed token (City Tax) or room tokens (Sultan's Tax)
// still have a space to be tallied.
func taxWorthPaying(v *engine.View, d engine.Decision) bool {
	if d.Space.IsCity() {
		return v.Resolved&(1<<d.Space) == 0
	}
	for i := 0; i < int(v.NumTokens); i++ {
		t := &v.Tokens[i]
		if t.Seat == v.Seat && t.Space.IsRoom() && v.Resolved&(1<<t.Space) == 0 {
			return true
		}
	}
	return false
}

// retaliateWorth is how much taking the caster's token h hurts it: a token
// in a space still to be tallied, the bigger the better.
func (n *NormalBot) retaliateWorth(v *engine.View, h uint8) float64 {
	for i := 0; i < int(v.NumTokens); i++ {
		t := &v.Tokens[i]
		if t.Seq != h {
			continue
		}
		s := 0.1 * float64(t.Value)
		if t.Space < engine.NumSpaces && v.Resolved&(1<<t.Space) == 0 {
			s += 1
		}
		return s
	}
	return 0
}
