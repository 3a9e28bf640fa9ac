package engine

import "slices"

// Legal lists every legal action for the pending decision.
func (s *State) Legal() []Action { return s.LegalInto(nil) }

// LegalInto appends the legal actions to buf and returns it, so search and
// self-play can reuse one buffer and allocate nothing. The pending
// decision's kind lists them (decisions.go).
func (s *State) LegalInto(buf []Action) []Action {
	d := s.Pending()
	if d.Type == DecNone {
		return buf
	}
	return decisionKinds[d.Type].legal(s, d, buf)
}

// placeOptions: every free token on every space open to the seat.
func (s *State) placeOptions(d Decision, buf []Action) []Action {
	p := int(d.Seat)
	c := &s.c
	// Which spaces are open does not depend on the token, so decide that
	// once per space and then list every free token for them.
	var open [NumSpaces]Space
	nOpen := 0
	for sp := Space(0); sp < NumSpaces; sp++ {
		if s.placeProblem(p, -1, sp) == ErrBadToken {
			open[nOpen] = sp
			nOpen++
		}
	}
	n := len(buf)
	buf = slices.Grow(buf, int(c.Left[p])*nOpen)[:n+int(c.Left[p])*nOpen]
	a := Place(p, 0, 0)
	for t := 0; t < NumTokens; t++ {
		if c.TokenAt[p][t] != Behind {
			continue
		}
		a.Token = int8(t)
		for _, sp := range open[:nOpen] {
			a.Space = sp
			buf[n] = a
			n++
		}
	}
	return buf[:n]
}

// marketOptions: let the Market go, or give one piece of a kind the seat
// can pay and take any three small pieces the bank then has (D14, D30).
func (s *State) marketOptions(d Decision, buf []Action) []Action {
	p := int(d.Seat)
	c := &s.c
	buf = append(buf, Decline(p))
	for k := Kind(0); k < NumKinds; k++ {
		if !canPay(&c.Purse[p], &c.Bank, k, 1) {
			continue
		}
		bank, purse := c.Bank, c.Purse[p]
		planPayment(&purse, &bank, k, 1).execute(&purse, &bank, k)
		buf = takeOptions(p, k, &bank, [NumKinds]int8{}, 0, 3, buf)
	}
	return buf
}

// buyOptions: decline, or any payable assignment of kinds to the tokens.
func (s *State) buyOptions(d Decision, buf []Action) []Action {
	p := int(d.Seat)
	buf = append(buf, Decline(p))
	var toks [numSlots]int8
	n := s.roomTokens(p, d.Space, &toks)
	a := Action{Type: ActBuy, Seat: int8(p)}
	for i := range a.Pay {
		a.Pay[i] = NoKind
	}
	for i := range a.Extra {
		a.Extra[i] = NoKind
	}
	return s.payOptions(p, d.Space, toks[:n], 0, a, buf)
}

// startOptions: every way to take `left` small pieces from kinds >= k.
func (s *State) startOptions(p int, counts [NumKinds]int8, k Kind, left int8, buf []Action) []Action {
	if k == NumKinds-1 {
		if left <= s.c.Bank.Small[k] {
			counts[k] = left
			buf = append(buf, amountsAction(ActChooseStart, p, counts))
		}
		return buf
	}
	for n := int8(0); n <= left && n <= s.c.Bank.Small[k]; n++ {
		counts[k] = n
		buf = s.startOptions(p, counts, k+1, left-n, buf)
	}
	return buf
}

// takeOptions: every way to take `left` small pieces from the bank.
func takeOptions(p int, give Kind, bank *Purse, counts [NumKinds]int8, k Kind, left int8, buf []Action) []Action {
	if k == NumKinds-1 {
		if left <= bank.Small[k] {
			counts[k] = left
			a := amountsAction(ActMarket, p, counts)
			a.Give = give
			buf = append(buf, a)
		}
		return buf
	}
	for n := int8(0); n <= left && n <= bank.Small[k]; n++ {
		counts[k] = n
		buf = takeOptions(p, give, bank, counts, k+1, left-n, buf)
	}
	return buf
}

// bribeOptions: every split of `need` over kinds that the seat can pay
// (decision D15); with first, it stops at the first one found.
func (s *State) bribeOptions(p, need int, buf []Action, first bool) []Action {
	return s.valueOptions(p, need, ActBribe, buf, first)
}

// payOptions: every assignment of distinct kinds to the tokens that the seat
// can pay (decision D16).
func (s *State) payOptions(p int, sp Space, tokens []int8, used uint8, a Action, buf []Action) []Action {
	if len(tokens) == 0 {
		return append(buf, a)
	}
	t := tokens[0]
	for k := Kind(0); k < NumKinds; k++ {
		if used&(1<<k) == 0 && canPay(&s.c.Purse[p], &s.c.Bank, k, s.slotValue(p, int(t))) {
			if t < NumTokens {
				a.Pay[t] = k
			} else {
				a.Extra[int(t)-NumTokens] = k
			}
			buf = s.payOptions(p, sp, tokens[1:], used|1<<k, a, buf)
		}
	}
	return buf
}
