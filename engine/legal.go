package engine

import "slices"

// Legal lists every legal action for the pending decision.
func (s *State) Legal() []Action { return s.LegalInto(nil) }

// LegalInto appends the legal actions to buf and returns it, so search and
// self-play can reuse one buffer and allocate nothing.
func (s *State) LegalInto(buf []Action) []Action {
	d := s.Pending()
	p := int(d.Seat)
	c := &s.c
	switch d.Type {
	case DecStartTreasure:
		var counts [NumKinds]int8
		return s.startOptions(p, counts, 0, 3, buf)
	case DecPlace:
		// Which spaces are open does not depend on the token, so decide
		// that once per space and then list every free token for them.
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
		buf = buf[:n]
	case DecMarket:
		buf = append(buf, Decline(p))
		for k := Kind(0); k < NumKinds; k++ {
			if !canPay(&c.Purse[p], &c.Bank, k, 1) {
				continue
			}
			bank, purse := c.Bank, c.Purse[p]
			planPayment(&purse, &bank, k, 1).execute(&purse, &bank, k)
			buf = takeOptions(p, k, &bank, [NumKinds]int8{}, 0, 3, buf)
		}
	case DecCamel:
		for to := 0; to < int(c.Players); to++ {
			buf = append(buf, GiveCamel(p, to))
		}
	case DecBribe:
		buf = append(buf, Decline(p))
		buf = s.bribeOptions(p, int(d.Amount), buf, false)
	case DecBuy:
		buf = append(buf, Decline(p))
		var toks [MaxPaySlots]int8
		n := s.roomTokens(p, d.Space, &toks)
		a := Action{Type: ActBuy, Seat: int8(p)}
		for i := range a.Pay {
			a.Pay[i] = NoKind
		}
		buf = s.payOptions(p, toks[:n], 0, a, buf)
	}
	return buf
}

// startOptions: every way to take `left` small pieces from kinds >= k.
func (s *State) startOptions(p int, counts [NumKinds]int8, k Kind, left int8, buf []Action) []Action {
	if k == NumKinds-1 {
		if left <= s.c.Bank.Small[k] {
			counts[k] = left
			buf = append(buf, ChooseStart(p, counts))
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
			buf = append(buf, MarketSwap(p, give, counts))
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
	var vals [NumKinds]int8
	var rec func(k Kind, left int) bool
	rec = func(k Kind, left int) bool {
		if k == NumKinds-1 {
			if !canPay(&s.c.Purse[p], &s.c.Bank, k, left) {
				return false
			}
			vals[k] = int8(left)
			buf = append(buf, Bribe(p, vals))
			return first
		}
		for v := 0; v <= left && v <= s.c.Purse[p].Value(k); v++ {
			if !canPay(&s.c.Purse[p], &s.c.Bank, k, v) {
				// Not monotone: with no small piece of the kind and no
				// change in the bank, 1 and 2 fail but 3 (a whole large
				// piece) is exact (decisions D3, D29).
				continue
			}
			vals[k] = int8(v)
			if rec(k+1, left-v) {
				return true
			}
		}
		return false
	}
	rec(0, need)
	return buf
}

// payOptions: every assignment of distinct kinds to the tokens that the seat
// can pay (decision D16).
func (s *State) payOptions(p int, tokens []int8, used uint8, a Action, buf []Action) []Action {
	if len(tokens) == 0 {
		return append(buf, a)
	}
	t := tokens[0]
	for k := Kind(0); k < NumKinds; k++ {
		if used&(1<<k) == 0 && canPay(&s.c.Purse[p], &s.c.Bank, k, tokenValue(int(t))) {
			a.Pay[t] = k
			buf = s.payOptions(p, tokens[1:], used|1<<k, a, buf)
		}
	}
	return buf
}
