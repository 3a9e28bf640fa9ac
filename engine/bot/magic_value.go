package bot

import (
	"math"

	"aladdin/engine"
)

// Normal's price list for magic plays (magic-spec.md section 6, "Normal").
// A play is priced by what it changes for every seat, in treasure units:
// exactly in the space whose window is open (its tokens are face up, so
// the shelves, the camel, the Market, a card at the Tent or a purchase go
// to a known seat), and through the board's chances (caveTake, pTop) in the
// spaces still to come. A seat's gain counts for me, an opponent's against
// me, the leader's most: rel. Everything is read from the View, in fixed
// arrays, so pricing allocates nothing (Hard's playouts call it for every
// seat's every decision).

// Worth of the city spaces' prizes to the seat that takes them, in treasure.
const (
	// Priced for a bot that plays the magic version as a table would:
	// at 2.5 Normal visits the Tent and casts a median of 2 spells a game
	// and wins 81.5% against three Easy (2,000 games, 4 players); at 1.0
	// it wins 87.1% but casts almost nothing (0.08 a game), at 3.0 77.7%
	// with 2.9 spells. Its spells pay less than the tokens the Tent costs.
	tentTopWorth    = 2.5 // first choice of two spell cards
	tentSecondWorth = 0.7 // the card the strongest passes down
	djinnLateWorth  = 1.2 // a second artifact use, later rounds (rulebook tip)
	djinnEarlyWorth = 0.2 // round 1: "rarely useful" (rulebook tip)
	teleportFee     = 3   // Teleport pays the moved token's owner 3
)

// spellValue is how Normal prices one spell card.
type spellValue struct {
	// keep is what holding the card is worth, before it fades at the end
	// of the game: the card is cast only when it brings more than this.
	keep float64
	// plan is what the card in hand is expected to bring in a round where
	// the Lamp is lit, before the board is known: the Lamp is lit when the
	// hand's plan beats the other uses of the round's artifact power.
	plan float64
	// effect is what seat p casting it with a's targets does to every
	// seat, in treasure.
	effect func(m *magicEval, p int, a engine.Action) [engine.MaxPlayers]float64
	// lampNow: lighting the Lamp in a window prices what the card could do
	// there and then.
	lampNow bool
}

// spellValues prices every card; TableGaps reports one left out. It is
// filled in init because the Parasite's effect reaches back into it (a
// Counterspell it borrows prices the play it cancels).
var spellValues [engine.NumSpells]spellValue

func init() {
	spellValues = [engine.NumSpells]spellValue{
		engine.SecondChance:    {keep: 1.2, plan: 1.0, effect: (*magicEval).secondChanceEffect},
		engine.Abracadabra:     {keep: 0.6, plan: 0.4, effect: (*magicEval).abracadabraEffect},
		engine.LastFirst:       {keep: 0.5, plan: 0.3, effect: (*magicEval).lastFirstEffect, lampNow: true},
		engine.Charity:         {keep: 0.8, plan: 3.0, effect: (*magicEval).charityEffect, lampNow: true},
		engine.CityTax:         {keep: 1.0, plan: 1.2, effect: (*magicEval).taxEffect, lampNow: true},
		engine.Donation:        {keep: 0.6, plan: 0.3, effect: (*magicEval).giveBackEffect},
		engine.DragonLeaves:    {keep: 0.6, plan: 1.0, effect: (*magicEval).dragonLeavesEffect},
		engine.DragonsReturn:   {keep: 1.4, plan: 1.2, effect: (*magicEval).dragonsReturnEffect, lampNow: true},
		engine.EyeForAnEye:     {keep: 0.8, plan: 0.6, effect: (*magicEval).eyeForAnEyeEffect},
		engine.LunarEclipse:    {keep: 1.6, plan: 1.4, effect: (*magicEval).eclipseEffect, lampNow: true},
		engine.MagesApprentice: {keep: 0.2, plan: 0.1, effect: (*magicEval).stackLookEffect},
		engine.Mirage:          {keep: 0.2, plan: 0.1, effect: (*magicEval).stackLookEffect},
		engine.Parasite:        {keep: 0.9, plan: 0.6, effect: (*magicEval).parasiteEffect},
		engine.Sacrifice:       {keep: 0.6, plan: 0.3, effect: (*magicEval).giveBackEffect},
		engine.Smuggler:        {keep: 1.0, plan: 0.8, effect: (*magicEval).smugglerEffect, lampNow: true},
		engine.SolarEclipse:    {keep: 1.6, plan: 1.4, effect: (*magicEval).eclipseEffect, lampNow: true},
		engine.Spy:             {keep: 0.6, plan: 1.5, effect: (*magicEval).spyEffect},
		engine.SultansTax:      {keep: 1.0, plan: 1.0, effect: (*magicEval).taxEffect, lampNow: true},
		engine.Taboo:           {keep: 0.5, plan: 0.4, effect: (*magicEval).tabooEffect},
		engine.Teleport:        {keep: 1.4, plan: 1.0, effect: (*magicEval).teleportEffect},
		engine.Trade:           {keep: 0.3, plan: 0.6, effect: (*magicEval).tradeEffect},
	}
}

// spTok is one token (printed, Carpet or Double) in the space being tallied.
type spTok struct {
	seat   int8
	val    int8 // what it counts for now
	parity int8 // its value's parity for the eclipses (a printed token's numeral)
	numer  int8 // its printed numeral, 0 for a Carpet or Double
	handle uint8
}

// change is a hypothetical edit of the space being tallied.
type change struct {
	drop      uint8 // a token's handle to take out (0: none)
	dropOdd   bool  // Lunar Eclipse
	dropEven  bool  // Solar Eclipse
	lastFirst bool  // 1s count 9 and 9s count 1
	addSeat   int8  // a seat gaining a token (-1: none)
	addVal    int8
	closed    bool // Dragon's Return on this cave
}

var noChange = change{addSeat: -1}

// magicEval prices plays from one view; load it once per decision.
type magicEval struct {
	v     *engine.View
	b     *board
	me, n int
	// w weighs each opponent's gain against mine.
	w [engine.MaxPlayers]float64
	// The open space window, if any.
	sp    engine.Space
	exact bool
	toks  [engine.MaxPlayers * (engine.NumTokens + engine.MaxExtra)]spTok
	nt    int
	base  [engine.MaxPlayers]float64
	fade  float64
	have  [engine.NumKinds]int
	total int
	// useKeep[a] is what the round's artifact use is worth kept, if a is
	// invoked now instead (the best other use still ahead).
	useKeep [engine.NumArtifactTypes]float64
}

func (m *magicEval) load(v *engine.View, b *board) {
	*m = magicEval{v: v, b: b, me: b.me, n: b.n, sp: engine.Behind}
	m.have = purseValues(&v.Seats[m.me].Purse)
	for _, x := range m.have {
		m.total += x
	}
	// The leader by artifacts, then treasure, weighs most.
	leader, ls := -1, math.Inf(-1)
	for q := 0; q < m.n; q++ {
		if q == m.me {
			continue
		}
		s := 10*float64(v.Artifacts(q)) + 0.3*float64(v.Seats[q].Purse.Total())
		if s > ls {
			leader, ls = q, s
		}
	}
	for q := 0; q < m.n; q++ {
		if q != m.me {
			m.w[q] = 0.8 / float64(m.n-1)
			if q == leader {
				m.w[q] += 0.4
			}
		}
	}
	left := 0
	for r := 0; r < m.n; r++ {
		left += int(v.StackLen[r])
	}
	m.fade = math.Min(1, float64(left)/float64(2*m.n))
	if v.Win.Kind == engine.WinSpace && v.Win.Space < engine.NumSpaces {
		m.sp, m.exact = v.Win.Space, true
		m.gather()
		m.base = m.outcome(noChange)
	}
	m.loadUseKeep()
}

// gather lists the tokens in the open space.
func (m *magicEval) gather() {
	v := m.v
	add := func(tv *engine.TokenView) {
		if tv.Space != m.sp || int(tv.Seat) >= m.n {
			return
		}
		t := spTok{seat: tv.Seat, val: tv.Value, handle: tv.Seq}
		if tv.Value == 0 { // not shown (cannot happen once revealed): a typical token
			t.val = int8(math.Round(m.b.poolMean[tv.Seat]))
		}
		t.parity = t.val % 2
		if tv.Token >= 0 && tv.Token < engine.NumTokens {
			t.numer = engine.Numeral(int(tv.Token))
			t.parity = t.numer % 2 // And the Last keeps parity (1 and 9)
		}
		m.toks[m.nt] = t
		m.nt++
	}
	for i := 0; i < int(v.NumTokens); i++ {
		add(&v.Tokens[i])
	}
	for i := range v.Extra {
		if v.Extra[i].Space != engine.Behind && v.Extra[i].Token >= 0 {
			add(&v.Extra[i])
		}
	}
}

// outcome is what each seat takes from the open space after change c.
func (m *magicEval) outcome(c change) (out [engine.MaxPlayers]float64) {
	v := m.v
	var str [engine.MaxPlayers]int
	var cnt [engine.MaxPlayers]int8
	var vals [engine.MaxPlayers][engine.NumTokens + engine.MaxExtra + 1]int8
	for i := 0; i < m.nt; i++ {
		t := m.toks[i]
		if t.handle == c.drop && c.drop != 0 || c.dropOdd && t.parity == 1 || c.dropEven && t.parity == 0 {
			continue
		}
		x := t.val
		if c.lastFirst && t.numer == 1 && x == 1 {
			x = 9
		} else if c.lastFirst && t.numer == 9 && x == 9 {
			x = 1
		}
		p := t.seat
		if int(cnt[p]) < len(vals[p]) {
			vals[p][cnt[p]] = x
		}
		cnt[p]++
		str[p] += int(x)
	}
	if c.addSeat >= 0 {
		p := c.addSeat
		if int(cnt[p]) < len(vals[p]) {
			vals[p][cnt[p]] = c.addVal
		}
		cnt[p]++
		str[p] += int(c.addVal)
	}
	sp := m.sp
	if sp == engine.Guard {
		// Only my way in matters here (spells never touch the guard).
		if cnt[m.me] > 0 || c.addSeat == int8(m.me) {
			out[m.me] = m.guardWorth(str[m.me])
		}
		return out
	}
	// Rank the seats present: strength, then sequence order (D12).
	var order [engine.MaxPlayers]int
	k := 0
	for q := 0; q < m.n; q++ {
		if cnt[q] == 0 {
			continue
		}
		j := k
		for j > 0 && (str[order[j-1]] < str[q] || str[order[j-1]] == str[q] && m.b.seqPos[order[j-1]] > m.b.seqPos[q]) {
			order[j] = order[j-1]
			j--
		}
		order[j] = q
		k++
	}
	switch {
	case sp.IsCave():
		if c.closed || v.Closed&(1<<sp) != 0 {
			return out
		}
		for r := 0; r < k && r < engine.NumShelves; r++ {
			out[order[r]] = float64(v.Shelves[sp.Cave()][r].Value())
		}
	case sp == engine.AladdinsTent:
		if k > 0 {
			out[order[0]] = tentTopWorth
		}
		if k > 1 {
			out[order[1]] = tentSecondWorth
		}
	case sp == engine.DjinnsHouse:
		if k > 0 {
			out[order[0]] = m.djinnWorth(order[0])
		}
	case sp == engine.Market:
		if k > 0 && v.Seats[order[0]].Purse.Total() > 0 {
			out[order[0]] = marketWorth
		}
	case sp == engine.Caravanserai:
		if k > 0 {
			out[order[0]] = camelWorth
		}
	case sp.IsRoom():
		if v.StackLen[sp.Room()] == 0 {
			return out
		}
		// The offer goes down the ranking to the first seat inside that
		// can pay each token in a different kind (D16).
		for r := 0; r < k; r++ {
			q := order[r]
			if !v.Seats[q].Entered && v.KeyOn&(1<<q) == 0 {
				continue
			}
			n := min(int(cnt[q]), len(vals[q]))
			h := purseValues(&v.Seats[q].Purse)
			if canPayKinds(&h, vals[q][:n]) {
				out[q] = math.Max(1, artifactWorth-float64(str[q]))
				break
			}
		}
	}
	return out
}

// guardWorth is what my guard strength s brings: my room tokens' worth if
// it lets me in, less the bribe.
func (m *magicEval) guardWorth(s int) float64 {
	v := m.v
	if v.Seats[m.me].Entered || v.KeyOn&(1<<m.me) != 0 {
		return 0
	}
	w := m.b.roomsWorth(m.have, true)
	g := int(v.Guard)
	switch {
	case g == 0 || s >= g:
		return w
	case g-s <= m.spare():
		return math.Max(0, w-float64(g-s))
	}
	return 0
}

// spare is my treasure beyond what my room tokens will cost.
func (m *magicEval) spare() int {
	cost := 0
	for r := 0; r < m.n; r++ {
		for _, x := range m.b.myRoom[r][:m.b.myRoomN[r]] {
			cost += int(x)
		}
	}
	return m.total - cost
}

// djinnWorth is a second artifact use for seat q.
func (m *magicEval) djinnWorth(q int) float64 { return djinnWorthFor(m.v, q) }

// djinnWorthFor is a second artifact use for seat q: worth much only with
// two artifacts to use, and rarely in round 1 (rulebook tip).
func djinnWorthFor(v *engine.View, q int) float64 {
	if v.Round <= 1 {
		return djinnEarlyWorth
	}
	types := 0
	for a := engine.Lamp; a < engine.Scroll; a++ {
		if v.Seats[q].Artifacts[a] > v.Invoked[q][a] {
			types++
		}
	}
	if types >= 2 {
		return djinnLateWorth
	}
	return 0.4
}

// rel is a change's worth to me: my gain less the opponents' weighted gains.
func (m *magicEval) rel(d *[engine.MaxPlayers]float64) float64 {
	s := d[m.me]
	for q := 0; q < m.n; q++ {
		if q != m.me {
			s -= m.w[q] * d[q]
		}
	}
	return s
}

// delta is change c's effect on each seat's take from the open space.
func (m *magicEval) delta(c change) (d [engine.MaxPlayers]float64) {
	if !m.exact {
		return d
	}
	after := m.outcome(c)
	for q := 0; q < m.n; q++ {
		d[q] = after[q] - m.base[q]
	}
	return d
}

// future is what adding dv to my strength in a space not yet tallied is
// expected to bring me (the board's chances).
func (m *magicEval) future(sp engine.Space, dv int) float64 {
	if sp >= engine.NumSpaces || m.v.Resolved&(1<<sp) != 0 {
		return 0
	}
	b := m.b
	cur := int(b.known[sp][m.me])
	nxt := max(0, cur+dv)
	switch {
	case sp.IsCave():
		return b.caveTake(sp, nxt) - b.caveTake(sp, cur)
	case sp == engine.Market:
		return (b.pTop(sp, nxt) - b.pTop(sp, cur)) * marketWorth
	case sp == engine.Caravanserai:
		return (b.pTop(sp, nxt) - b.pTop(sp, cur)) * camelWorth
	case sp == engine.AladdinsTent:
		return (b.pTop(sp, nxt) - b.pTop(sp, cur)) * tentTopWorth
	case sp == engine.DjinnsHouse:
		return (b.pTop(sp, nxt) - b.pTop(sp, cur)) * m.djinnWorth(m.me)
	}
	return 0
}

// token finds a token on the board by handle: its seat, value and space.
// leaving is the change to the space being tallied when token h leaves
// it from where it is (none when it is elsewhere).
func (m *magicEval) leaving(h uint8, from engine.Space) [engine.MaxPlayers]float64 {
	if from != m.sp {
		return [engine.MaxPlayers]float64{}
	}
	c := noChange
	c.drop = h
	return m.delta(c)
}

func (m *magicEval) token(h uint8) (seat int, val int, sp engine.Space, ok bool) {
	v := m.v
	for i := 0; i < int(v.NumTokens); i++ {
		if t := &v.Tokens[i]; t.Seq == h {
			val = int(t.Value)
			if val == 0 {
				val = int(math.Round(m.b.poolMean[t.Seat]))
			}
			return int(t.Seat), val, t.Space, true
		}
	}
	for i := range v.Extra {
		if t := &v.Extra[i]; t.Space != engine.Behind && t.Seq == h {
			return int(t.Seat), int(t.Value), t.Space, true
		}
	}
	return 0, 0, 0, false
}

// inPlacement: tokens sent home now can be laid again.
func (m *magicEval) inPlacement() bool { return m.v.Phase == engine.PhasePlace }

// cityTokens counts seat q's tokens in the city spaces still to be
// tallied (taxed tokens in spaces already tallied cost their owner
// nothing: they are simply sent home), and in the rooms likewise.
func (m *magicEval) taxable(q int, room bool) int {
	v := m.v
	k := 0
	count := func(t *engine.TokenView) {
		if int(t.Seat) != q || t.Space >= engine.NumSpaces || v.Resolved&(1<<t.Space) != 0 {
			return
		}
		if room && t.Space.IsRoom() || !room && t.Space.IsCity() {
			k++
		}
	}
	for i := 0; i < int(v.NumTokens); i++ {
		count(&v.Tokens[i])
	}
	for i := range v.Extra {
		if v.Extra[i].Space != engine.Behind {
			count(&v.Extra[i])
		}
	}
	return k
}

// spellEffect is what seat p casting a's card with these targets does to
// every seat, in treasure.
func (m *magicEval) spellEffect(p int, a *engine.Action) [engine.MaxPlayers]float64 {
	if a.Spell < 0 || a.Spell >= engine.NumSpells {
		return [engine.MaxPlayers]float64{}
	}
	return spellValues[a.Spell].effect(m, p, *a)
}

// The cards' effects (spellValues), one function per card or per pair of
// cards that work alike: what seat p casting a does to every seat.
func (m *magicEval) charityEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	d[p] = 3
	return d
}

func (m *magicEval) tradeEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	d[p] = 0.4
	return d
}

func (m *magicEval) giveBackEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	v := m.v
	due := 5
	if a.Spell == engine.Sacrifice {
		due = 7
	}
	for q := 0; q < m.n; q++ {
		d[q] = -float64(min(due, v.Seats[q].Purse.Total()))
	}
	return d
}

func (m *magicEval) taxEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	per := 1.5 // pay 2, or lose the token's place
	room := a.Spell == engine.SultansTax
	if room {
		per = 1
	}
	if m.inPlacement() {
		per *= 0.35 // a token sent home now is laid again
	}
	for q := 0; q < m.n; q++ {
		if q != p {
			d[q] = -per * float64(min(4, m.taxable(q, room)))
		}
	}
	return d
}

func (m *magicEval) spyEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	v := m.v
	left := 0
	for q := 0; q < m.n; q++ {
		if q != p {
			left += int(v.Seats[q].Left)
		}
	}
	d[p] = math.Min(3, 0.12*float64(left))
	return d
}

func (m *magicEval) eclipseEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	if a.Space == m.sp {
		c := noChange
		c.dropOdd, c.dropEven = a.Spell == engine.LunarEclipse, a.Spell == engine.SolarEclipse
		d = m.delta(c)
	}
	return d
}

func (m *magicEval) lastFirstEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	c := noChange
	c.lastFirst = true
	d = m.delta(c)
	return d
}

func (m *magicEval) dragonsReturnEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	if a.Space == m.sp {
		c := noChange
		c.closed = true
		d = m.delta(c)
	} else if p == m.me && a.Space < engine.NumSpaces {
		d[p] = -m.b.caveTake(a.Space, int(m.b.known[a.Space][p]))
	}
	return d
}

func (m *magicEval) teleportEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	q, _, from, ok := m.token(a.Handle)
	if !ok {
		return d
	}
	d = m.leaving(a.Handle, from)
	d[p] -= teleportFee
	d[q] += teleportFee + 0.3 // and it may help its owner where it lands
	return d
}

func (m *magicEval) secondChanceEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	q, val, from, ok := m.token(a.Handle)
	if !ok || q != p {
		return d
	}
	if from == m.sp {
		d = m.leaving(a.Handle, from)
	} else if p == m.me {
		d[p] += m.future(from, -val)
	}
	e := m.arrival(p, a.To, val)
	for i := range d {
		d[i] += e[i]
	}
	return d
}

func (m *magicEval) eyeForAnEyeEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	q, _, from, ok := m.token(a.Handle)
	if !ok {
		return d
	}
	if from == m.sp {
		d = m.leaving(a.Handle, from)
	} else {
		d[q] -= 1
	}
	// The victim answers by taking the caster's most useful token.
	d[p] -= m.bestLoss(p)
	return d
}

func (m *magicEval) smugglerEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	v := m.v
	for sp := engine.AladdinsTent; sp <= engine.Caravanserai; sp++ {
		if v.Resolved&(1<<sp) != 0 || v.Taboo&(1<<sp) != 0 || m.occupied(sp) {
			continue
		}
		switch sp {
		case engine.AladdinsTent:
			d[p] += tentTopWorth
		case engine.DjinnsHouse:
			d[p] += m.djinnWorth(p)
		case engine.Market:
			d[p] += marketWorth
		case engine.Caravanserai:
			d[p] += camelWorth
		}
	}
	return d
}

func (m *magicEval) dragonLeavesEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	if p == m.me && m.inPlacement() && m.b.behindN >= 2 {
		d[p] = 1.5
	}
	return d
}

func (m *magicEval) tabooEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	v := m.v
	// Shut a cave I lead to the others' late tokens.
	if p == m.me && m.inPlacement() && a.Space.IsCave() && m.b.count[a.Space][p] > 0 {
		mine := int(m.b.known[a.Space][p])
		lead := true
		for q := 0; q < m.n; q++ {
			if q != p && m.b.count[a.Space][q] > 0 && int(m.b.known[a.Space][q])+5*int(m.b.hidden[a.Space][q]) >= mine {
				lead = false
			}
		}
		if lead {
			d[p] = 0.3 * float64(v.Shelves[a.Space.Cave()][0].Value())
		}
	}
	return d
}

func (m *magicEval) abracadabraEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	if a.Space == m.sp && m.base[p] > 0 {
		d[p] = 0.6 // the pick of the stack (a Scroll, say)
	}
	return d
}

func (m *magicEval) parasiteEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	inv := engine.Action{Type: engine.ActInvoke, Art: a.Art, Space: a.Space, Handle: a.Handle, Play: a.Play}
	d = m.artifactEffect(p, &inv)
	return d
}

func (m *magicEval) stackLookEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	d[p] = 0.1
	return d
}

// occupied: somebody has a token (or a Carpet) in the space.
func (m *magicEval) occupied(sp engine.Space) bool {
	for q := 0; q < m.n; q++ {
		if m.b.count[sp][q] > 0 {
			return true
		}
	}
	return false
}

// bestLoss is what seat p loses at most when one of its tokens in the open
// space is taken (one treasure elsewhere).
func (m *magicEval) bestLoss(p int) float64 {
	loss := 1.0
	for i := 0; i < m.nt; i++ {
		if int(m.toks[i].seat) != p {
			continue
		}
		c := noChange
		c.drop = m.toks[i].handle
		if d := m.delta(c); -d[p] > loss {
			loss = -d[p]
		}
	}
	return loss
}

// artifactEffect is what seat p invoking a does, in treasure.
func (m *magicEval) artifactEffect(p int, a *engine.Action) [engine.MaxPlayers]float64 {
	if a.Art >= engine.NumArtifactTypes || artifactEffects[a.Art] == nil {
		return [engine.MaxPlayers]float64{}
	}
	return artifactEffects[a.Art](m, p, *a)
}

// artifactEffects price each artifact power an invocation (or a Parasite)
// uses, like spellValues the cards; the Scroll has none to price. Filled
// in init for the same reason as spellValues.
var artifactEffects [engine.NumArtifactTypes]func(m *magicEval, p int, a engine.Action) [engine.MaxPlayers]float64

func init() {
	artifactEffects = [engine.NumArtifactTypes]func(m *magicEval, p int, a engine.Action) [engine.MaxPlayers]float64{
		engine.Lamp:         (*magicEval).lampEffect,
		engine.Counterspell: (*magicEval).counterspellEffect,
		engine.Double:       (*magicEval).doubleEffect,
		engine.FlyingCarpet: (*magicEval).carpetEffect,
		engine.Key:          (*magicEval).keyEffect,
	}
}

// lampEffect: lighting the Lamp changes no treasure by itself; lampWorth
// prices what the hand could do with it.
func (m *magicEval) lampEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) { return d }

func (m *magicEval) carpetEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	if a.Space == m.sp {
		c := noChange
		c.addSeat, c.addVal = int8(p), 3
		d = m.delta(c)
	}
	return d
}

func (m *magicEval) doubleEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	q, val, sp, ok := m.token(a.Handle)
	if !ok || q != p {
		return d
	}
	return m.arrival(p, sp, val)
}

// arrival is seat p gaining a token worth val in sp: priced exactly in
// the open space, elsewhere through the board's chances (for me alone).
func (m *magicEval) arrival(p int, sp engine.Space, val int) (d [engine.MaxPlayers]float64) {
	if sp == m.sp {
		c := noChange
		c.addSeat, c.addVal = int8(p), int8(val)
		return m.delta(c)
	}
	if p == m.me {
		d[p] = m.future(sp, val)
	}
	return d
}

func (m *magicEval) keyEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	if p == m.me {
		d[p] = m.keyWorth()
	}
	return d
}

func (m *magicEval) counterspellEffect(p int, a engine.Action) (d [engine.MaxPlayers]float64) {
	v := m.v
	if a.Play >= 0 && a.Play < v.Win.N {
		e := m.playEffect(&v.Win.Plays[a.Play])
		for q := range d {
			d[q] = -e[q]
		}
	}
	return d
}

// playEffect is what a play waiting in the window would do.
func (m *magicEval) playEffect(pl *engine.Play) [engine.MaxPlayers]float64 {
	a := engine.Action{Spell: pl.Spell, Art: pl.Art, Space: pl.Space, To: pl.To, Handle: pl.Handle, Play: pl.Counter}
	if pl.Spell == engine.NoSpell {
		a.Type = engine.ActInvoke
		return m.artifactEffect(int(pl.Seat), &a)
	}
	a.Type = engine.ActCast
	return m.spellEffect(int(pl.Seat), &a)
}

// keyWorth: the Key lets me in without the guard. Against a strong guard
// it saves my room tokens; against a weak one only a small bribe, and the
// rulebook's tip keeps the use then.
func (m *magicEval) keyWorth() float64 {
	v := m.v
	if v.Seats[m.me].Entered || v.KeyOn&(1<<m.me) != 0 {
		return 0
	}
	rooms := false
	for r := 0; r < m.n; r++ {
		rooms = rooms || m.b.myRoomN[r] > 0
	}
	if !rooms {
		return 0
	}
	w := m.b.roomsWorth(m.have, true)
	g, s := int(v.Guard), int(m.b.known[engine.Guard][m.me])
	if g == 0 {
		if m.inPlacement() {
			return 0 // wait for the guard to show
		}
		p, bribe := pEnter(s, m.spare())
		return (1-p)*w + 0.5*bribe
	}
	switch d := g - s; {
	case d <= 0:
		return 0
	case d <= m.spare():
		// Only the bribe is saved: worth a use when it is large.
		return math.Min(w, 0.3*float64(d))
	}
	return w
}

// loadUseKeep prices keeping the round's artifact use for later: the best
// use still ahead among my other artifacts.
func (m *magicEval) loadUseKeep() {
	v := m.v
	me := m.me
	limit := 1
	if int(v.Djinn) == me {
		limit = 2
	}
	left := limit - int(v.Uses[me])
	var ahead [engine.NumArtifactTypes]float64
	owns := func(a engine.Artifact) bool { return v.Seats[me].Artifacts[a] > v.Invoked[me][a] }
	tallyLeft := v.Phase == engine.PhasePlace || v.Resolved&(1<<engine.Caravanserai) == 0
	if owns(engine.FlyingCarpet) && tallyLeft {
		ahead[engine.FlyingCarpet] = 1.2
	}
	if owns(engine.Double) && tallyLeft {
		ahead[engine.Double] = 0.6
	}
	if owns(engine.Key) && v.Resolved&(1<<engine.Guard) == 0 && !v.Seats[me].Entered {
		ahead[engine.Key] = 0.4 + 0.6*m.keyWorth()
	}
	if owns(engine.Counterspell) {
		for q := 0; q < m.n; q++ {
			if q != me && v.HandN[q] > 0 {
				ahead[engine.Counterspell] = 1.0
			}
		}
	}
	if owns(engine.Lamp) && v.LampOn&(1<<me) == 0 && v.Hand != 0 {
		ahead[engine.Lamp] = math.Min(2, 0.5*m.handPlan())
	}
	for a := range m.useKeep {
		best := 0.0
		for o := range ahead {
			if o != a {
				best = math.Max(best, ahead[o])
			}
		}
		if left > 1 {
			best *= 0.3 // the Djinn's second use remains
		}
		m.useKeep[a] = best
	}
}

// handPlan is what my hand should bring this round with the Lamp lit.
func (m *magicEval) handPlan() float64 {
	s := 0.0
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if m.v.Hand.Has(sp) {
			w := spellValues[sp].plan
			if sp == engine.Spy && !m.inPlacement() {
				w = 0
			}
			s += w
		}
	}
	return math.Min(6, s)
}

// lampWorth is lighting the Lamp now: on a placement turn the hand's plan
// (early, so that Spy and Charity count); in a window what the hand could
// do here and now, plus half its plan for later.
func (m *magicEval) lampWorth() float64 {
	plan := m.handPlan()
	if m.inPlacement() && m.v.Win.Kind != engine.WinSpace {
		return plan
	}
	best := 0.0
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if !m.v.Hand.Has(sp) {
			continue
		}
		if spellValues[sp].lampNow {
			a := engine.Action{Type: engine.ActCast, Spell: sp, Space: m.sp}
			d := m.spellEffect(m.me, &a)
			best = math.Max(best, m.rel(&d)-spellValues[sp].keep*m.fade)
		}
	}
	return best + 0.5*plan
}

// castWorth is casting a now, less the card's worth kept.
func (m *magicEval) castWorth(a *engine.Action) float64 {
	d := m.spellEffect(m.me, a)
	return m.rel(&d) - spellValues[a.Spell].keep*m.fade
}

// invokeWorth is invoking a now, less the use's worth kept.
func (m *magicEval) invokeWorth(a *engine.Action) float64 {
	if a.Art == engine.Lamp {
		return m.lampWorth() - m.useKeep[engine.Lamp] - 0.3
	}
	d := m.artifactEffect(m.me, a)
	return m.rel(&d) - m.useKeep[a.Art] - 0.2
}
