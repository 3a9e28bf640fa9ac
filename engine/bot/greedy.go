package bot

import (
	"aladdin/engine"
)

// Greedy is the simple self-play seat: it takes the richest cave shelf it
// can likely win, buys whenever it can, and makes sure it gets past the
// guard when it has business in the palace. It guesses every face-down
// token of an opponent as a 5. It is the -sim tool's seat for tuning the
// deck, not a level offered to players.
type Greedy struct {
	seed  uint64
	noise float64
	buf   []engine.Action
}

// NewGreedy makes a greedy seat with its own seed.
func NewGreedy(seed uint64) *Greedy {
	return &Greedy{seed: seed, noise: 0.01}
}

// Act chooses by simple scores; ties are broken at random.
func (b *Greedy) Act(v *engine.View) engine.Action {
	b.buf = v.LegalInto(b.buf[:0])
	if len(b.buf) == 0 {
		return engine.Decline(int(v.Seat))
	}
	r := splitmix{mix(b.seed, viewHash(v))}
	if v.Magic {
		mr := splitmix{mix(b.seed^0x6d61676963, viewHash(v))}
		if a, ok := greedyMagic(v, b.buf, &mr); ok {
			return a
		}
		b.buf = greedyPlacements(v, b.buf)
	}
	me := int(v.Seat)
	purse := v.Seats[me].Purse
	best, bestScore := 0, -1e9
	for i, a := range b.buf {
		var sc float64
		switch a.Type {
		case engine.ActChooseStart:
			sc = spread(a.Amounts)
		case engine.ActPlace:
			sc = placeScore(v, me, a)
		case engine.ActMarket:
			sc = 5 + float64(purse.Value(a.Give))*0.5 + spread(a.Amounts)
		case engine.ActGiveCamel:
			if int(a.Target) == me {
				sc = 1
			}
		case engine.ActBribe, engine.ActBuy:
			sc = 10 + keepScore(purse, a)
		case engine.ActDecline:
			sc = 0
		}
		if a.Type == engine.ActPlace {
			sc += b.noise * r.float()
		} else {
			sc += 0.01 * r.float()
		}
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return b.buf[best]
}

// spread prefers taking different kinds (a room payment needs distinct kinds).
func spread(n [engine.NumKinds]int8) float64 {
	s := 0.0
	for _, x := range n {
		if x > 0 {
			s++
		}
	}
	return s
}

// keepScore prefers paying with the kinds it holds most of.
func keepScore(p engine.Purse, a engine.Action) float64 {
	s := 0.0
	if a.Type == engine.ActBribe {
		for k, n := range a.Amounts {
			s -= float64(n) / float64(1+p.Value(engine.Kind(k)))
		}
		return s
	}
	for _, k := range a.Pay {
		if k != engine.NoKind {
			s += float64(p.Value(k)) * 0.01
		}
	}
	return s
}

// estimate is what a seat shows in a space: known values plus 5 for each
// face-down token of an opponent.
func estimate(v *engine.View, seat int, sp engine.Space) (str float64, n int) {
	for i := 0; i < int(v.NumTokens); i++ {
		t := v.Tokens[i]
		if int(t.Seat) != seat || t.Space != sp {
			continue
		}
		n++
		if t.Value > 0 {
			str += float64(t.Value)
		} else {
			str += 5
		}
	}
	return
}

// placeScore values putting token a.Token on a.Space, by what the token
// would count for there.
func placeScore(v *engine.View, me int, a engine.Action) float64 {
	val := float64(v.ValueOf(int(a.Token), a.Space))
	sp := a.Space
	mine, myN := estimate(v, me, sp)
	switch {
	case sp.IsCave():
		after := mine + val
		rankBefore, rankAfter := 0, 0
		for p := 0; p < int(v.Players); p++ {
			if p == me {
				continue
			}
			s, _ := estimate(v, p, sp)
			if s >= mine && myN > 0 || myN == 0 && s > 0 {
				rankBefore++
			}
			if s >= after {
				rankAfter++
			}
		}
		shelf := func(r int) float64 {
			if r >= engine.NumShelves {
				return 0
			}
			return float64(v.Shelves[sp.Cave()][r].Value())
		}
		gain := shelf(rankAfter)
		if myN > 0 {
			gain -= shelf(rankBefore)
		}
		return gain - val*0.35
	case sp.IsRoom():
		if myN > 0 {
			return -5
		}
		purse := v.Seats[me].Purse
		bestKind := 0
		for k := engine.Kind(0); k < engine.NumKinds; k++ {
			bestKind = max(bestKind, purse.Value(k))
		}
		if int(val) > bestKind {
			return -3
		}
		top := 0.0
		for p := 0; p < int(v.Players); p++ {
			if s, _ := estimate(v, p, sp); p != me && s > top {
				top = s
			}
		}
		sc := 7 - val*0.4
		if top >= val {
			sc -= 3
		}
		return sc
	case sp == engine.Guard:
		inRooms := false
		for i := 0; i < int(v.NumTokens); i++ {
			if t := v.Tokens[i]; int(t.Seat) == me && t.Space.IsRoom() {
				inRooms = true
			}
		}
		switch {
		case mine >= 7:
			return -2
		case inRooms:
			return 6 + val*0.3
		default:
			return 2 + val*0.2
		}
	case sp == engine.Market:
		if myN > 0 {
			return -1
		}
		return 2.5 - val*0.2
	case sp == engine.Caravanserai:
		if myN > 0 {
			return -1
		}
		return 1.5 - val*0.2
	case sp == engine.AladdinsTent:
		// A spell card for the strongest, one for the second.
		if myN > 0 {
			return -1
		}
		return 2 - val*0.2
	case sp == engine.DjinnsHouse:
		// A second artifact use: rarely worth it in round 1 (rulebook tip).
		if myN > 0 || v.Round <= 1 {
			return -1
		}
		return 1.5 - val*0.2
	}
	return 0
}
