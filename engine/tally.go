package engine

// runTally walks the spaces in the order of decision D11 until a player must
// decide or the round ends.
func (s *State) runTally(ev *[]Event) {
	for s.c.Phase == PhaseTally {
		if s.c.Tally >= NumSpaces {
			s.endRound(ev)
			return
		}
		if s.tallySpace(s.c.Tally, ev) {
			return
		}
		s.c.Tally++
	}
}

// nextSpace moves the vizier on after a decision has settled a space.
func (s *State) nextSpace(ev *[]Event) {
	s.c.Phase = PhaseTally
	s.c.Tally++
	s.runTally(ev)
}

// tokenValue is what a token counts for (the magic version will revalue).
func tokenValue(t int) int { return int(TokenValues[t]) }

// strengthIn is a seat's strength in a space: the sum of its tokens there
// (decision D12).
func (s *State) strengthIn(p int, sp Space) int {
	sum := 0
	for t := 0; t < NumTokens; t++ {
		if s.c.TokenAt[p][t] == sp {
			sum += tokenValue(t)
		}
	}
	return sum
}

// tokensIn counts a seat's tokens in a space.
func (s *State) tokensIn(p int, sp Space) int {
	n := 0
	for t := 0; t < NumTokens; t++ {
		if s.c.TokenAt[p][t] == sp {
			n++
		}
	}
	return n
}

// reveal turns a space's tokens face up in placement order and ranks the
// players there: strongest first, ties by sequence order from the camel
// (decision D12). It returns false if the space is empty.
func (s *State) reveal(sp Space, ev *[]Event) bool {
	c := &s.c
	n := int(c.Players)
	c.NRank = 0
	c.Str = [MaxPlayers]int16{}
	any := false
	for i := 0; i < n; i++ {
		p := s.seqSeat(i)
		if str := s.strengthIn(p, sp); str > 0 || s.tokensIn(p, sp) > 0 {
			c.Str[p] = int16(str)
			c.Rank[c.NRank] = int8(p)
			c.NRank++
			any = true
		}
	}
	if !any {
		return false
	}
	// Stable insertion sort by strength keeps sequence order among ties.
	for i := 1; i < int(c.NRank); i++ {
		for j := i; j > 0 && c.Str[c.Rank[j]] > c.Str[c.Rank[j-1]]; j-- {
			c.Rank[j], c.Rank[j-1] = c.Rank[j-1], c.Rank[j]
		}
	}
	*ev = append(*ev, Event{Type: EvSpaceBegan, Space: sp})
	// Flip the space's tokens in the order they were placed.
	var flips [MaxPlayers * NumTokens]Event
	nf := 0
	for p := 0; p < n; p++ {
		for t := 0; t < NumTokens; t++ {
			if c.TokenAt[p][t] == sp {
				e := Event{Type: EvTokenRevealed, Seat: int8(p), Token: int8(t), Value: TokenValues[t], Space: sp, Seq: c.Seq[p][t]}
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
	*ev = append(*ev, Event{Type: EvRanking, Space: sp, Strength: c.Str, Ranking: c.Rank, NRank: c.NRank})
	return true
}

// tallySpace settles one space; true means a player must now decide.
func (s *State) tallySpace(sp Space, ev *[]Event) bool {
	c := &s.c
	if sp == Guard {
		if s.reveal(sp, ev) {
			*ev = append(*ev, Event{Type: EvGuardRevealed, Space: Guard, Value: c.Guard})
		}
		c.Step = 0
		return s.continueGuard(ev)
	}
	if !s.reveal(sp, ev) {
		return false
	}
	switch {
	case sp.IsCave():
		s.shareCave(sp, ev)
		return false
	case sp == Market:
		if !s.marketPossible(int(c.Rank[0])) {
			*ev = append(*ev, Event{Type: EvMarketDeclined, Seat: c.Rank[0], Reason: ReasonCannotPay})
			return false
		}
		c.Phase = PhaseMarket
		return true
	case sp == Caravanserai:
		c.Phase = PhaseCamel
		return true
	case sp.IsRoom():
		c.Step = 0
		return s.continueRoom(ev)
	}
	return false // Aladdin's Tent and the Djinn's House do nothing in the basic game
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
	for t := 0; t < NumTokens; t++ {
		if s.c.TokenAt[p][t].IsRoom() {
			s.returnToken(p, t, ev)
		}
	}
}

// continueGuard settles entry for each player in sequence order (D15).
func (s *State) continueGuard(ev *[]Event) bool {
	c := &s.c
	for ; int(c.Step) < int(c.Players); c.Step++ {
		p := s.seqSeat(int(c.Step))
		hasRoom := s.hasRoomTokens(p)
		switch {
		case s.tokensIn(p, Guard) == 0:
			if hasRoom {
				s.refuse(p, ReasonNoGuardToken, ev)
			}
		case int(c.Str[p]) >= int(c.Guard):
			c.Entered[p] = true
			*ev = append(*ev, Event{Type: EvEntered, Seat: int8(p)})
		case !hasRoom:
			// decision D27: nobody is asked to bribe for an empty visit.
			*ev = append(*ev, Event{Type: EvRefused, Seat: int8(p), Reason: ReasonNoRoomTokens})
		case c.Purse[p].Total() < int(c.Guard)-int(c.Str[p]) || !s.canBribe(p, int(c.Guard)-int(c.Str[p])):
			s.refuse(p, ReasonCannotPay, ev)
		default:
			c.Phase = PhaseBribe
			return true
		}
	}
	return false
}

// continueRoom offers the artifact down the ranking (D16).
func (s *State) continueRoom(ev *[]Event) bool {
	c := &s.c
	sp := c.Tally
	for ; c.Step < c.NRank; c.Step++ {
		p := int(c.Rank[c.Step])
		cost := s.strengthIn(p, sp)
		if s.canBuy(p, sp) {
			c.Phase = PhaseBuy
			*ev = append(*ev, Event{Type: EvOffer, Seat: int8(p), Space: sp, Amount: int16(cost)})
			return true
		}
		*ev = append(*ev, Event{Type: EvOfferPassed, Seat: int8(p), Space: sp, Reason: ReasonCannotPay, Amount: int16(cost)})
	}
	*ev = append(*ev, Event{Type: EvUnsold, Space: sp})
	return false
}

// roomTokens lists a seat's token indices in a room, ascending.
func (s *State) roomTokens(p int, sp Space, out *[MaxPaySlots]int8) int {
	n := 0
	for t := 0; t < NumTokens; t++ {
		if s.c.TokenAt[p][t] == sp {
			out[n] = int8(t)
			n++
		}
	}
	return n
}

// canBuy reports whether some assignment of distinct kinds pays the room.
func (s *State) canBuy(p int, sp Space) bool {
	var toks [MaxPaySlots]int8
	n := s.roomTokens(p, sp, &toks)
	if n == 0 || n > NumKinds {
		return false
	}
	return s.assignable(p, toks[:n], 0)
}

// assignable searches kinds for tokens[i:] avoiding the kinds in used.
func (s *State) assignable(p int, tokens []int8, used uint8) bool {
	if len(tokens) == 0 {
		return true
	}
	v := tokenValue(int(tokens[0]))
	for k := Kind(0); k < NumKinds; k++ {
		if used&(1<<k) == 0 && canPay(&s.c.Purse[p], &s.c.Bank, k, v) &&
			s.assignable(p, tokens[1:], used|1<<k) {
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
