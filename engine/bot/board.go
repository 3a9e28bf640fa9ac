package bot

import (
	"math"

	"aladdin/engine"
)

// board is what the heuristics read from one View, gathered in one pass:
// per space and seat the known strength and the number of face-down tokens,
// and for every opponent the values it has not shown yet. Everything in it
// comes from the View, so it knows nothing the seat may not know.
type board struct {
	v      *engine.View
	me, n  int
	known  [engine.NumSpaces][engine.MaxPlayers]int16
	hidden [engine.NumSpaces][engine.MaxPlayers]int8
	count  [engine.NumSpaces][engine.MaxPlayers]int8
	// pool holds the values each seat has not shown (face-down on the board
	// or behind its screen); a face-down token is one of them, uniformly.
	pool     [engine.MaxPlayers][engine.NumTokens]int8
	poolN    [engine.MaxPlayers]int8
	poolMean [engine.MaxPlayers]float64
	poolSD   [engine.MaxPlayers]float64
	// myRoom lists my token values in each room.
	myRoom  [engine.MaxRooms][engine.NumTokens]int8
	myRoomN [engine.MaxRooms]int8
	// behind lists my token indices still behind the screen, ascending.
	behind  [engine.NumTokens]int8
	behindN int
	seqPos  [engine.MaxPlayers]int
}

func (b *board) load(v *engine.View) {
	*b = board{v: v, me: int(v.Seat), n: int(v.Players)}
	var shown [engine.MaxPlayers][engine.NumTokens]bool
	for i := 0; i < int(v.NumTokens); i++ {
		t := &v.Tokens[i]
		p := int(t.Seat)
		b.count[t.Space][p]++
		if t.Value > 0 {
			b.known[t.Space][p] += int16(t.Value)
			if t.Face && t.Token >= 0 {
				shown[p][t.Token] = true
			}
			if p == b.me && t.Space.IsRoom() {
				r := t.Space.Room()
				b.myRoom[r][b.myRoomN[r]] = t.Value
				b.myRoomN[r]++
			}
		} else {
			b.hidden[t.Space][p]++
		}
	}
	for p := 0; p < b.n; p++ {
		sum, sq := 0.0, 0.0
		for t := 0; t < engine.NumTokens; t++ {
			if !shown[p][t] {
				// A face-down token's count is hidden: the view says
				// only which printed tokens are still unshown.
				x := engine.Numeral(t)
				b.pool[p][b.poolN[p]] = x
				b.poolN[p]++
				sum += float64(x)
				sq += float64(x) * float64(x)
			}
		}
		if n := float64(b.poolN[p]); n > 0 {
			b.poolMean[p] = sum / n
			b.poolSD[p] = math.Sqrt(math.Max(0, sq/n-b.poolMean[p]*b.poolMean[p]))
		}
		b.seqPos[p] = (p - int(v.Camel) + b.n) % b.n
	}
	if b.me >= 0 {
		for t := 0; t < engine.NumTokens; t++ {
			if v.Seats[b.me].Behind[t] {
				b.behind[b.behindN] = int8(t)
				b.behindN++
			}
		}
	}
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// pBeat is the chance that seat q ends up ranked above strength m in space
// sp (ties go to the earlier seat in sequence order, decision D12).
func (b *board) pBeat(q int, sp engine.Space, m int) float64 {
	if b.count[sp][q] == 0 {
		return 0
	}
	k := int(b.known[sp][q])
	h := int(b.hidden[sp][q])
	qFirst := b.seqPos[q] < b.seqPos[b.me]
	beats := func(s int) bool { return s > m || s == m && qFirst }
	switch {
	case h == 0:
		if beats(k) {
			return 1
		}
		return 0
	case h == 1 && b.poolN[q] > 0:
		w := 0
		for i := 0; i < int(b.poolN[q]); i++ {
			if beats(k + int(b.pool[q][i])) {
				w++
			}
		}
		return float64(w) / float64(b.poolN[q])
	}
	est := float64(k) + float64(h)*b.poolMean[q]
	sd := math.Sqrt(float64(h))*b.poolSD[q] + 0.5
	tie := -0.5
	if qFirst {
		tie = 0.5
	}
	return sigmoid((est - float64(m) + tie) * 1.7 / sd)
}

// caveTake is the expected value of shelves taken with strength m.
func (b *board) caveTake(sp engine.Space, m int) float64 {
	if m <= 0 {
		return 0
	}
	var dist [engine.MaxPlayers + 1]float64
	dist[0] = 1
	for q := 0; q < b.n; q++ {
		if q == b.me || b.count[sp][q] == 0 {
			continue
		}
		p := b.pBeat(q, sp, m)
		for r := engine.MaxPlayers; r > 0; r-- {
			dist[r] = dist[r]*(1-p) + dist[r-1]*p
		}
		dist[0] *= 1 - p
	}
	e := 0.0
	for r := 0; r < engine.NumShelves; r++ {
		e += dist[r] * float64(b.v.Shelves[sp.Cave()][r].Value())
	}
	return e
}

// pTop is the chance that strength m is the strongest in sp.
func (b *board) pTop(sp engine.Space, m int) float64 {
	if m <= 0 {
		return 0
	}
	p := 1.0
	for q := 0; q < b.n; q++ {
		if q != b.me {
			p *= 1 - b.pBeat(q, sp, m)
		}
	}
	return p
}

// canPayKinds reports whether the values can each be paid in a different
// kind from the per-kind amounts (decision D16).
func canPayKinds(have *[engine.NumKinds]int, vals []int8) bool {
	if len(vals) == 0 {
		return true
	}
	if len(vals) > engine.NumKinds {
		return false
	}
	x := int(vals[0])
	for k := 0; k < engine.NumKinds; k++ {
		if have[k] >= x {
			have[k] -= x
			ok := canPayKinds(have, vals[1:])
			have[k] += x
			if ok {
				return true
			}
		}
	}
	return false
}

func purseValues(p *engine.Purse) (v [engine.NumKinds]int) {
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		v[k] = p.Value(k)
	}
	return
}

// oppBuys is the chance that opponent q outranks strength m in room sp and
// can pay there: the 1-or-2 tip works because a strong but poor player
// passes the offer down.
func (b *board) oppBuys(q int, sp engine.Space, m int) float64 {
	if b.count[sp][q] == 0 {
		return 0
	}
	have := purseValues(&b.v.Seats[q].Purse)
	maxKind, total := 0, 0
	for _, x := range have {
		maxKind = max(maxKind, x)
		total += x
	}
	enter := 0.9
	if b.count[engine.Guard][q] == 0 {
		if b.v.Seats[q].Left == 0 || b.v.Phase != engine.PhasePlace {
			enter = 0
		} else {
			enter = 0.6
		}
	}
	if b.v.Shown[engine.Guard] {
		enter = 0
		if b.v.Seats[q].Entered {
			enter = 1
		}
	}
	k := int(b.known[sp][q])
	h := int(b.hidden[sp][q])
	n := int(b.count[sp][q])
	qFirst := b.seqPos[q] < b.seqPos[b.me]
	beats := func(s int) bool { return s > m || s == m && qFirst }
	pays := func(s int) bool { return total >= s && maxKind*n >= s }
	if h == 0 {
		if beats(k) && pays(k) {
			return enter
		}
		return 0
	}
	if h == 1 {
		w := 0
		for i := 0; i < int(b.poolN[q]); i++ {
			s := k + int(b.pool[q][i])
			if beats(s) && pays(s) {
				w++
			}
		}
		return enter * float64(w) / float64(max(1, int(b.poolN[q])))
	}
	pb := b.pBeat(q, sp, m)
	est := float64(k) + float64(h)*b.poolMean[q]
	pp := sigmoid((math.Min(float64(total), float64(maxKind*n)) - est) / 2)
	return enter * pb * pp
}

// pRoom is the chance that I, entered, with strength m in room sp, get the
// first offer I can use: nobody above me both enters and pays.
func (b *board) pRoom(sp engine.Space, m int) float64 {
	if m <= 0 {
		return 0
	}
	p := 1.0
	for q := 0; q < b.n; q++ {
		if q != b.me {
			p *= 1 - b.oppBuys(q, sp, m)
		}
	}
	return p
}

// pEnter is my chance of entering the palace with guard strength s and
// spare treasure for a bribe, and the expected bribe.
func pEnter(s, spare int) (p, bribe float64) {
	if s <= 0 {
		return 0, 0
	}
	for g := 1; g <= 10; g++ {
		switch d := g - s; {
		case d <= 0:
			p += 0.1
		case d <= spare:
			p += 0.1
			bribe += 0.1 * float64(d)
		}
	}
	return
}

// flex is how useful a purse is for paying rooms: several kinds with a
// fair amount each beat one big pile.
func flex(v [engine.NumKinds]int) float64 {
	f := 0.0
	for _, x := range v {
		f += math.Sqrt(float64(min(x, 12)))
		f += 0.05 * float64(x)
	}
	return f
}
