package bot

import (
	"math"

	"aladdin/engine"
)

// Tuning of the Normal heuristic, in treasure units.
const (
	artifactWorth = 9.0  // an artifact is worth this much treasure
	pipCost       = 0.35 // a token's opportunity cost per point of value
	marketWorth   = 2.5  // the Market turns 1 treasure into 3
	camelWorth    = 1.5  // first in sequence: ties and first choice ("value the camel")
	never         = -1e6 // score of a move the heuristic refuses outright
)

// NormalBot is the solid heuristic seat. It follows the rulebook's tips:
// gather treasure early (caves score by expected shelves won), buy whenever
// it can, win rooms with small tokens so the artifact is cheap, slip a 1 or
// 2 into a room whose strongest player cannot pay, put small tokens in
// caves early where they look like any other token (a bluff), and value the
// camel. It never places in a room it cannot pay for and never bribes its
// way in when the bribe leaves it unable to buy.
type NormalBot struct {
	seed  uint64
	noise float64
	// magicNoise is noise in the magic version (Easy's differs).
	magicNoise float64
	buf        []engine.Action
	sc         []float64
	b          board
	m          magicEval
}

// NewNormal makes a Normal seat.
func NewNormal(seed uint64) *NormalBot { return &NormalBot{seed: seed, noise: 0.05, magicNoise: 0.05} }

// Easy is Normal with loose judgement: its scores carry noise (in
// treasure) that often lets a worse idea win. The noise sets the ladder's
// first step (docs/BOTS.md): two Normal against two Easy win 69% of basic
// games at noise 8 and 67% of magic games at noise 4 (1,000 games each,
// 4 players); Normal alone against three Easy still wins 52% and 47%.
const (
	easyNoise      = 8.0
	easyMagicNoise = 4.0
)

// NewEasy makes an Easy seat.
func NewEasy(seed uint64) *NormalBot {
	return &NormalBot{seed: seed, noise: easyNoise, magicNoise: easyMagicNoise}
}

// Act chooses the best-scoring legal action.
func (n *NormalBot) Act(v *engine.View) engine.Action {
	if v.Pending.Seat != v.Seat || v.Over {
		return engine.Decline(int(v.Seat))
	}
	r := splitmix{mix(n.seed, viewHash(v))}
	if v.Pending.Type == engine.DecBribe {
		// The full list of bribe splits can be long; the heuristic only
		// ever pays its canonical split, checked against a sampled world
		// (legality depends only on what the seat knows).
		a := canonicalBribe(v)
		st := v.Sample(1)
		if st.Check(a) != nil {
			n.buf = v.LegalInto(n.buf[:0])
			a = n.buf[len(n.buf)-1]
		}
		n.buf = append(n.buf[:0], engine.Decline(int(v.Seat)), a)
	} else {
		n.buf = v.LegalInto(n.buf[:0])
	}
	return n.choose(v, n.buf, &r)
}

// choose scores legal and returns the best, with a little noise.
func (n *NormalBot) choose(v *engine.View, legal []engine.Action, r *splitmix) engine.Action {
	n.sc = n.score(v, legal, n.sc[:0])
	noise := n.noise
	if v.Magic {
		noise = n.magicNoise
	}
	best, bs := 0, math.Inf(-1)
	for i, s := range n.sc {
		s += noise * r.float()
		if s > bs {
			best, bs = i, s
		}
	}
	return legal[best]
}

// score appends a score for each legal action.
func (n *NormalBot) score(v *engine.View, legal []engine.Action, out []float64) []float64 {
	b := &n.b
	b.load(v)
	me := b.me
	purse := v.Seats[me].Purse
	have := purseValues(&purse)
	switch v.Pending.Type {
	case engine.DecPlace:
		var cache placeCache
		cache.init(b)
		for _, a := range legal {
			out = append(out, cache.place(a))
		}
		if v.Magic {
			n.magicPlaceScores(v, legal, out)
		}
		return out
	case engine.DecReact:
		return n.reactScores(v, legal, out)
	case engine.DecTentKeep, engine.DecReturn, engine.DecTax, engine.DecRetaliate, engine.DecCharity,
		engine.DecTrade, engine.DecTeleport, engine.DecSearch:
		return n.magicSubScores(v, legal, out)
	case engine.DecBribe:
		need := int(v.Pending.Amount)
		for _, a := range legal {
			if a.Type == engine.ActDecline {
				out = append(out, 0)
				continue
			}
			after := have
			for k, x := range a.Amounts {
				after[k] -= int(x)
			}
			out = append(out, b.roomsWorth(after, true)-float64(need))
		}
		return out
	}
	for _, a := range legal {
		s := 0.0
		switch a.Type {
		case engine.ActChooseStart:
			after := have
			for k, x := range a.Amounts {
				after[k] += int(x)
			}
			s = flex(after)
		case engine.ActBuy:
			// "If one can buy an artifact, one should do it." Each token
			// costs what it counts for in the room on offer.
			after := have
			for t, k := range a.Pay {
				if k != engine.NoKind && t < engine.NumTokens {
					after[k] -= int(v.ValueOf(t, v.Pending.Space))
				}
			}
			s = 100 + flex(after)
		case engine.ActMarket:
			after := have
			after[a.Give]--
			for k, x := range a.Amounts {
				after[k] += int(x)
			}
			s = 10 + flex(after)
			if purse.Small[a.Give] == 0 {
				s -= 0.01 // prefer not to break a large piece
			}
		case engine.ActGiveCamel:
			if int(a.Target) == me {
				s = 1
			}
		}
		out = append(out, s)
	}
	return out
}

// roomsWorth is what my room tokens are expected to bring once inside the
// palace, paying from the per-kind amounts have.
func (b *board) roomsWorth(have [engine.NumKinds]int, entered bool) float64 {
	w := 0.0
	for r := 0; r < b.n; r++ {
		vals := b.myRoom[r][:b.myRoomN[r]]
		if len(vals) == 0 {
			continue
		}
		h := have
		if !canPayKinds(&h, vals) {
			continue
		}
		m := 0
		for _, x := range vals {
			m += int(x)
		}
		w += b.pRoom(engine.RoomSpace(r), m) * (artifactWorth - float64(m))
	}
	return w
}

// canonicalBribe is the one way the bots pay the guard: a point at a time
// from the kind with the most to spare after setting aside what my room
// tokens will cost. Search treats it as the only bribe, so "bribe" is one
// action rather than hundreds of splits.
func canonicalBribe(v *engine.View) engine.Action {
	me := int(v.Seat)
	purse := v.Seats[me].Purse
	have := purseValues(&purse)
	var reserve [engine.NumKinds]int
	var b board
	b.load(v)
	// Reserve kinds for room payments, biggest token first.
	for r := 0; r < b.n; r++ {
		used := uint8(0)
		vals := b.myRoom[r][:b.myRoomN[r]]
		for i := 0; i < len(vals); i++ {
			bi := i
			for j := i + 1; j < len(vals); j++ {
				if vals[j] > vals[bi] {
					bi = j
				}
			}
			x := int(vals[bi])
			bk := -1
			for k := 0; k < engine.NumKinds; k++ {
				if used&(1<<k) == 0 && have[k]-reserve[k] >= x && (bk < 0 || have[k]-reserve[k] < have[bk]-reserve[bk]) {
					bk = k
				}
			}
			if bk >= 0 {
				reserve[bk] += x
				used |= 1 << bk
			}
			vals[i], vals[bi] = vals[bi], vals[i]
		}
	}
	var amt [engine.NumKinds]int8
	for left := int(v.Pending.Amount); left > 0; left-- {
		bk := -1
		for k := 0; k < engine.NumKinds; k++ {
			if have[k]-int(amt[k]) <= 0 {
				continue
			}
			if bk < 0 || have[k]-reserve[k]-int(amt[k]) > have[bk]-reserve[bk]-int(amt[bk]) {
				bk = k
			}
		}
		if bk < 0 {
			break
		}
		amt[bk]++
	}
	return engine.Bribe(me, amt)
}

// placeCache scores placements for one decision.
type placeCache struct {
	b        *board
	have     [engine.NumKinds]int
	total    int
	myGuard  int
	roomCost int // value already in my rooms
	roomVal  float64
	spare    int
	// guardBest are my strongest tokens behind the screen by what they
	// count for on the guard, roomLeast my weakest by what they count for in
	// each room: the token I would still send to the other place.
	guardBest pair
	roomLeast [engine.MaxRooms]pair
	left      int
	djinn     float64 // what a second artifact use is worth to me
	// memo caches caveTake, pTop and pRoom by space and strength.
	memo  [engine.NumSpaces][48]float64
	known [engine.NumSpaces]uint64
}

// at returns f(sp, m) for the space's kind of value, computing it once.
func (c *placeCache) at(sp engine.Space, m int) float64 {
	if m <= 0 {
		return 0
	}
	if m >= 48 {
		return c.eval(sp, m)
	}
	if c.known[sp]&(1<<m) == 0 {
		c.memo[sp][m] = c.eval(sp, m)
		c.known[sp] |= 1 << m
	}
	return c.memo[sp][m]
}

func (c *placeCache) eval(sp engine.Space, m int) float64 {
	switch {
	case sp.IsCave():
		return c.b.caveTake(sp, m)
	case sp.IsRoom():
		return c.b.pRoom(sp, m)
	}
	return c.b.pTop(sp, m)
}

func (c *placeCache) init(b *board) {
	c.b = b
	v := b.v
	c.have = purseValues(&v.Seats[b.me].Purse)
	for _, x := range c.have {
		c.total += x
	}
	c.myGuard = int(b.known[engine.Guard][b.me])
	for r := 0; r < b.n; r++ {
		for _, x := range b.myRoom[r][:b.myRoomN[r]] {
			c.roomCost += int(x)
		}
	}
	c.spare = c.total - c.roomCost
	c.roomVal = b.roomsWorth(c.have, true)
	c.left = b.behindN
	c.djinn = djinnWorthFor(v, b.me)
	for i := 0; i < b.behindN; i++ {
		t := b.behind[i]
		c.guardBest.offer(t, v.ValueOf(int(t), engine.Guard), false)
		for r := 0; r < b.n; r++ {
			c.roomLeast[r].offer(t, v.ValueOf(int(t), engine.RoomSpace(r)), true)
		}
	}
}

// pair keeps the two tokens that rank first by what they count for in one
// place, so "my best token other than the one being placed" is a look-up.
type pair struct {
	n        int8
	tok, val [2]int8
}

// offer ranks token t, counting x; least ranks the smallest first.
func (p *pair) offer(t, x int8, least bool) {
	switch {
	case p.n == 0 || outranks(x, p.val[0], least):
		p.tok[1], p.val[1] = p.tok[0], p.val[0]
		p.tok[0], p.val[0] = t, x
	case p.n == 1 || outranks(x, p.val[1], least):
		p.tok[1], p.val[1] = t, x
	}
	p.n = min(p.n+1, 2)
}

// other is what the first-ranked token other than t counts for; ok is false
// when there is none.
func (p *pair) other(t int8) (x int8, ok bool) {
	for i := int8(0); i < p.n; i++ {
		if p.tok[i] != t {
			return p.val[i], true
		}
	}
	return 0, false
}

func outranks(x, y int8, least bool) bool {
	if least {
		return x < y
	}
	return x > y
}

// place scores putting a.Token on a.Space, by what the token would count
// for there.
func (c *placeCache) place(a engine.Action) float64 {
	b := c.b
	me := b.me
	val := int(b.v.ValueOf(int(a.Token), a.Space))
	sp := a.Space
	cur := int(b.known[sp][me])
	// A token's opportunity cost: what it could do elsewhere. Every token
	// must be placed (decision D8), so the last one costs nothing.
	cost := pipCost * float64(val) * math.Min(1, float64(c.left-1)/3)
	switch {
	case sp.IsCave():
		return c.at(sp, cur+val) - c.at(sp, cur) - cost
	case sp == engine.Market:
		if c.total == 0 && b.v.Shelves == [engine.NumCaves][engine.NumShelves]engine.Shelf{} {
			return -cost
		}
		return (c.at(sp, cur+val)-c.at(sp, cur))*marketWorth - cost
	case sp == engine.Caravanserai:
		return (c.at(sp, cur+val)-c.at(sp, cur))*camelWorth - cost
	case sp == engine.AladdinsTent:
		// Two cards for the strongest to choose from, one for the second.
		return (c.at(sp, cur+val)-c.at(sp, cur))*tentTopWorth - cost
	case sp == engine.DjinnsHouse:
		return (c.at(sp, cur+val)-c.at(sp, cur))*c.djinn - cost
	case sp == engine.Guard:
		worth := c.roomVal
		if c.roomCost == 0 {
			// No room token yet: the guard is worth what my cheapest
			// other token could win in a room, if I can pay for it.
			if c.left < 2 {
				return -cost - 0.5
			}
			best := 0.0
			for r := 0; r < b.n; r++ {
				if b.v.StackLen[r] == 0 || b.myRoomN[r] > 0 {
					continue
				}
				least, ok := c.roomLeast[r].other(a.Token)
				if !ok {
					continue
				}
				other := int(least)
				vals := [1]int8{least}
				h := c.have
				if !canPayKinds(&h, vals[:]) {
					continue
				}
				best = math.Max(best, c.at(engine.RoomSpace(r), other)*(artifactWorth-float64(other)))
			}
			worth = 0.6 * best
		}
		p0, e0 := pEnter(c.myGuard, c.spare)
		p1, e1 := pEnter(c.myGuard+val, c.spare)
		return (p1-p0)*worth + (e0 - e1) - cost
	case sp.IsRoom():
		r := sp.Room()
		var vals [engine.NumTokens]int8
		nv := copy(vals[:], b.myRoom[r][:b.myRoomN[r]])
		vals[nv] = int8(val)
		nv++
		h := c.have
		if !canPayKinds(&h, vals[:nv]) || c.roomCost+val > c.total {
			return never // never place in a room it cannot pay for
		}
		m := cur + val
		if float64(m) >= artifactWorth {
			return never / 2
		}
		// Chance of getting in: my guard tokens, or the best token I will
		// still have to put there.
		g := c.myGuard
		spare := c.total - c.roomCost - val
		if g == 0 {
			other, ok := c.guardBest.other(a.Token)
			if !ok || c.left < 2 {
				return never // nothing left to put on the guard
			}
			g = int(other)
		}
		pe, eb := pEnter(g, spare)
		before := 0.0
		if cur > 0 {
			before = c.at(sp, cur) * (artifactWorth - float64(cur))
		}
		after := c.at(sp, m) * (artifactWorth - float64(m))
		return pe*(after-before) - eb*0.2 - cost*0.5
	}
	return never
}
