package engine

// value is what seat p's token t counts for in space sp: its numeral in the
// basic game. Every rule that counts a token (strength, payment, eclipses,
// taxes) asks this one function, and views carry its answer.
func (s *State) value(p, t int, sp Space) int {
	if s.magicOn() {
		return s.countFor(numerals[t], sp)
	}
	return int(numerals[t])
}

// strengthIn is a seat's strength in a space: the sum of its tokens there
// (decision D12).
func (s *State) strengthIn(p int, sp Space) int {
	sum := 0
	for t := 0; t < s.slots(); t++ {
		if s.slotAt(p, t) == sp {
			sum += s.slotValue(p, t)
		}
	}
	if s.magicOn() {
		sum = s.smuggled(p, sp, sum)
	}
	return sum
}

// printedIn counts a seat's printed tokens in a space (the room limit of
// D9 does not count Carpets and Doubles, D38).
func (s *State) printedIn(p int, sp Space) int {
	n := 0
	for t := 0; t < NumTokens; t++ {
		if s.c.TokenAt[p][t] == sp {
			n++
		}
	}
	return n
}

// tokensIn counts a seat's tokens in a space, virtual ones included.
func (s *State) tokensIn(p int, sp Space) int {
	n := 0
	for t := 0; t < s.slots(); t++ {
		if s.slotAt(p, t) == sp {
			n++
		}
	}
	return n
}

// rank ranks the players in a space: strongest first, ties by sequence
// order from the camel (decision D12). It returns false if nobody is there.
func (s *State) rank(sp Space) bool {
	c := &s.c
	n := int(c.Players)
	c.NRank = 0
	c.Str = [MaxPlayers]int16{}
	for i := 0; i < n; i++ {
		p := s.seqSeat(i)
		if s.ranked(p, sp) {
			c.Str[p] = int16(s.strengthIn(p, sp))
			c.Rank[c.NRank] = int8(p)
			c.NRank++
		}
	}
	// Stable insertion sort by strength keeps sequence order among ties.
	for i := 1; i < int(c.NRank); i++ {
		for j := i; j > 0 && c.Str[c.Rank[j]] > c.Str[c.Rank[j-1]]; j-- {
			c.Rank[j], c.Rank[j-1] = c.Rank[j-1], c.Rank[j]
		}
	}
	return c.NRank > 0
}

// reveal turns a space's tokens face up in placement order and ranks the
// players there. It returns false if the space is empty.
func (s *State) reveal(sp Space, ev *[]Event) bool {
	c := &s.c
	n := int(c.Players)
	if !s.rank(sp) {
		return false
	}
	*ev = append(*ev, Event{Type: EvSpaceBegan, Space: sp})
	// Flip the space's tokens in the order they were placed.
	var flips [MaxPlayers * NumTokens]Event
	nf := 0
	for p := 0; p < n; p++ {
		for t := 0; t < NumTokens; t++ {
			if c.TokenAt[p][t] == sp {
				e := Event{Type: EvTokenRevealed, Seat: int8(p), Token: int8(t), Value: numerals[t], Space: sp, Seq: c.Seq[p][t]}
				j := nf
				for ; j > 0 && flips[j-1].Seq > e.Seq; j-- {
					flips[j] = flips[j-1]
				}
				flips[j] = e
				nf++
			}
		}
	}
	*ev = append(*ev, flips[:nf]...)
	c.Shown[sp] = true
	*ev = append(*ev, Event{Type: EvRanking, Space: sp, Strength: c.Str, Ranking: c.Rank, NRank: c.NRank, Camel: c.Camel})
	return true
}

// beginSpace is the vizier's arrival at a space: its tokens are turned
// face up and ranked (at the guard the guard is shown too, and entry is
// settled even if nobody stands there). It returns false when there is
// nothing to settle.
func (s *State) beginSpace(sp Space, ev *[]Event) bool {
	c := &s.c
	if sp == Guard {
		if s.reveal(sp, ev) {
			*ev = append(*ev, Event{Type: EvGuardRevealed, Space: Guard, Value: c.Guard})
		}
		c.Step = 0
		return true
	}
	if !s.reveal(sp, ev) {
		if s.magicOn() && s.carpetPossible(sp) {
			// D11, D36: an empty space waits for a possible Carpet.
			*ev = append(*ev, Event{Type: EvSpaceBegan, Space: sp})
			c.Shown[sp] = true
			c.Step = 0
			return true
		}
		return false
	}
	if sp.IsRoom() {
		c.Step = 0
	}
	return true
}

// settleSpace settles a revealed space, pushing a decision when a player
// must choose.
func (s *State) settleSpace(sp Space, ev *[]Event) {
	c := &s.c
	if s.magicOn() {
		s.rerank(sp, ev) // a window may have changed the space
		if c.NRank == 0 && sp != Guard {
			if sp.IsRoom() {
				*ev = append(*ev, Event{Type: EvUnsold, Space: sp})
			}
			return
		}
	}
	switch {
	case sp == Guard:
		s.continueGuard(ev)
	case sp.IsCave():
		if c.M.Closed&(1<<sp) == 0 { // decision D51: a closed cave gives nothing
			s.shareCave(sp, ev)
		}
	case sp == AladdinsTent:
		s.settleTent(ev)
	case sp == DjinnsHouse:
		s.settleDjinn(ev)
	case sp == Market:
		if !s.marketPossible(int(c.Rank[0])) {
			*ev = append(*ev, Event{Type: EvMarketDeclined, Seat: c.Rank[0], Reason: ReasonCannotPay})
			return
		}
		s.push(Decision{Type: DecMarket, Seat: c.Rank[0], Space: Market})
	case sp == Caravanserai:
		s.push(Decision{Type: DecCamel, Seat: c.Rank[0], Space: Caravanserai})
	case sp.IsRoom():
		s.continueRoom(ev)
	}
}

// shareCave gives shelf i to the i-th strongest player.
func (s *State) shareCave(sp Space, ev *[]Event) {
	c := &s.c
	k := sp.Cave()
	for sh := 0; sh < NumShelves && sh < int(c.NRank); sh++ {
		got := c.Shelves[k][sh]
		if got.Small+got.Large == 0 {
			break
		}
		p := c.Rank[sh]
		c.Purse[p].Small[k] += got.Small
		c.Purse[p].Large[k] += got.Large
		c.Shelves[k][sh] = Shelf{}
		*ev = append(*ev, Event{Type: EvTreasureTaken, Seat: p, Space: sp, Shelf: int8(sh),
			Kind: k, Small: got.Small, Large: got.Large})
	}
}

// hasRoomTokens reports whether a seat has any token in a palace room.
func (s *State) hasRoomTokens(p int) bool {
	for t := 0; t < NumTokens; t++ {
		if s.c.TokenAt[p][t].IsRoom() {
			return true
		}
	}
	return false
}

// refuse keeps a seat out of the palace: its room tokens go home (D15).
func (s *State) refuse(p int, why uint8, ev *[]Event) {
	*ev = append(*ev, Event{Type: EvRefused, Seat: int8(p), Reason: why})
	// In placement order: in token order, the events would tell others
	// which face-down token is which.
	for {
		t := -1
		for u := 0; u < NumTokens; u++ {
			if s.c.TokenAt[p][u].IsRoom() && (t < 0 || s.c.Seq[p][u] < s.c.Seq[p][t]) {
				t = u
			}
		}
		if t < 0 {
			return
		}
		s.returnToken(p, t, ev)
	}
}

// continueGuard settles entry for each player in sequence order (D15),
// from the seat core.Step counts, until one must decide on a bribe.
func (s *State) continueGuard(ev *[]Event) {
	c := &s.c
	for ; int(c.Step) < int(c.Players); c.Step++ {
		p := s.seqSeat(int(c.Step))
		hasRoom := s.hasRoomTokens(p)
		if s.magicOn() && c.M.KeyOn&(1<<p) != 0 {
			c.Entered[p] = true // decision D42: the Key opens the palace
			*ev = append(*ev, EnteredEvent(int8(p), 0, [NumKinds]int8{}, ReasonKey))
			continue
		}
		switch {
		case s.tokensIn(p, Guard) == 0:
			if hasRoom {
				s.refuse(p, ReasonNoGuardToken, ev)
			}
		case int(c.Str[p]) >= int(c.Guard):
			c.Entered[p] = true
			*ev = append(*ev, EnteredEvent(int8(p), 0, [NumKinds]int8{}, ReasonNone))
		case !hasRoom && !s.couldGainRoomStrength(p):
			// decision D27: nobody is asked to bribe for an empty visit.
			*ev = append(*ev, Event{Type: EvRefused, Seat: int8(p), Reason: ReasonNoRoomTokens})
		case c.Purse[p].Total() < int(c.Guard)-int(c.Str[p]) || !s.canBribe(p, int(c.Guard)-int(c.Str[p])):
			s.refuse(p, ReasonCannotPay, ev)
		default:
			s.push(Decision{Type: DecBribe, Seat: int8(p), Space: Guard, Amount: c.Guard - int8(c.Str[p])})
			return
		}
	}
}

// continueRoom offers the artifact down the ranking (D16), from the offer
// core.Step counts, until a player may buy.
func (s *State) continueRoom(ev *[]Event) {
	c := &s.c
	sp := c.Tally
	for ; c.Step < c.NRank; c.Step++ {
		p := int(c.Rank[c.Step])
		cost := s.strengthIn(p, sp)
		if s.canBuy(p, sp) {
			*ev = append(*ev, OfferEvent(int8(p), sp, cost))
			s.push(Decision{Type: DecBuy, Seat: int8(p), Space: sp, Amount: int8(cost)})
			return
		}
		*ev = append(*ev, Event{Type: EvOfferPassed, Seat: int8(p), Space: sp, Reason: ReasonCannotPay, Amount: int16(cost)})
	}
	*ev = append(*ev, Event{Type: EvUnsold, Space: sp})
}

// roomTokens lists a seat's token slots in a room, ascending: printed
// tokens, then Carpets and Doubles (D38).
func (s *State) roomTokens(p int, sp Space, out *[numSlots]int8) int {
	n := 0
	for t := 0; t < s.slots(); t++ {
		if s.slotAt(p, t) == sp {
			out[n] = int8(t)
			n++
		}
	}
	return n
}

// canBuy reports whether some assignment of distinct kinds pays the room.
func (s *State) canBuy(p int, sp Space) bool {
	var toks [numSlots]int8
	n := s.roomTokens(p, sp, &toks)
	if n == 0 || n > NumKinds {
		return false
	}
	return s.assignable(p, sp, toks[:n], 0)
}

// assignable searches kinds for tokens[i:] avoiding the kinds in used.
func (s *State) assignable(p int, sp Space, tokens []int8, used uint8) bool {
	if len(tokens) == 0 {
		return true
	}
	v := s.slotValue(p, int(tokens[0]))
	for k := Kind(0); k < NumKinds; k++ {
		if used&(1<<k) == 0 && canPay(&s.c.Purse[p], &s.c.Bank, k, v) &&
			s.assignable(p, sp, tokens[1:], used|1<<k) {
			return true
		}
	}
	return false
}

// canBribe reports whether some split of the sum over kinds is payable.
func (s *State) canBribe(p, need int) bool {
	var buf [1]Action
	return len(s.bribeOptions(p, need, buf[:0], true)) > 0
}

// marketPossible: the strongest can give a treasure and the bank can pay
// three small pieces back.
func (s *State) marketPossible(p int) bool {
	for k := Kind(0); k < NumKinds; k++ {
		if !canPay(&s.c.Purse[p], &s.c.Bank, k, 1) {
			continue
		}
		bank := s.c.Bank
		purse := s.c.Purse[p]
		planPayment(&purse, &bank, k, 1).execute(&purse, &bank, k)
		total := 0
		for j := Kind(0); j < NumKinds; j++ {
			total += int(bank.Small[j])
		}
		if total >= 3 {
			return true
		}
	}
	return false
}
