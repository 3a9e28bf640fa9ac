package engine

// The treasure spells: Charity (D48), Trade (D47), Donation and Sacrifice
// (D31, D46), with the choices they ask for when they act.

func init() {
	spellDefs[Charity] = spellDef{name: "Charity", when: AnyMoment, problem: charityProblem, resolve: resolveCharity}
	spellDefs[Trade] = spellDef{name: "Trade", when: AnyMoment, problem: tradeProblem, resolve: resolveTrade}
	spellDefs[Donation] = spellDef{name: "Donation", when: AnyMoment, problem: returnProblem, resolve: resolveReturn}
	spellDefs[Sacrifice] = spellDef{name: "Sacrifice", when: AnyMoment, problem: returnProblem, resolve: resolveReturn}

	decisionKinds[DecCharity] = decisionKind{
		name: "take treasure from the bank", accepts: acts(ActTake),
		check: func(s *State, d Decision, a Action) error { return s.charityCheck(a) },
		legal: func(s *State, d Decision, buf []Action) []Action { return s.charityOptions(int(d.Seat), buf) },
		apply: func(s *State, d Decision, a Action, ev *[]Event) {
			s.charityTake(int(a.Seat), a, ev)
			s.subDone(ev)
		},
	}
	decisionKinds[DecTrade] = decisionKind{
		name: "trade treasure with the bank", accepts: acts(ActSwap, ActPass),
		check: func(s *State, d Decision, a Action) error {
			if a.Type == ActPass {
				return nil
			}
			return s.swapCheck(int(a.Seat), a)
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			buf = append(buf, Action{Type: ActPass, Seat: d.Seat}.Canonical())
			return s.swapOptions(int(d.Seat), buf)
		},
		apply: func(s *State, d Decision, a Action, ev *[]Event) {
			if a.Type == ActPass {
				s.c.M.Win.Sub2 = 1 // the caster is done trading
			} else {
				s.swap(int(a.Seat), a, ev)
			}
			s.subDone(ev)
		},
	}
	decisionKinds[DecReturn] = decisionKind{
		name: "give treasure back to the bank", accepts: acts(ActPay),
		check: func(s *State, d Decision, a Action) error {
			return s.valueProblem(int(a.Seat), int(d.Amount), a.Amounts)
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			return s.valueOptions(int(d.Seat), int(d.Amount), ActPay, buf, false)
		},
		apply: func(s *State, d Decision, a Action, ev *[]Event) {
			s.payValue(int(a.Seat), a.Amounts, ev)
			s.subDone(ev)
		},
	}
}

// --- Charity (D48) ---

// bankSmall is how many small pieces the bank holds, all kinds together.
func (s *State) bankSmall() int {
	n := 0
	for k := Kind(0); k < NumKinds; k++ {
		n += int(s.c.Bank.Small[k])
	}
	return n
}

// charitySmall is how many small pieces Charity takes: 3, or what the bank
// has if it has fewer (D48).
func (s *State) charitySmall() int { return min(3, s.bankSmall()) }

func charityProblem(s *State, p int, a Action) refusal {
	for k := Kind(0); k < NumKinds; k++ {
		if s.c.Bank.Small[k] > 0 || s.c.Bank.Large[k] > 0 {
			return ok
		}
	}
	return refusal{ErrBankShort, "The bank is empty: there is nothing to take."}
}

// charityOnly reports whether the bank leaves Charity exactly one choice,
// and which: a single mix of small pieces (the bank's whole small stock, or
// one kind only) and no large piece, or one large piece and no small one.
func (s *State) charityOnly(p int) (Action, bool) {
	bank := &s.c.Bank
	n := s.charitySmall()
	var smallKinds, largeKinds int
	var lk Kind
	for k := Kind(0); k < NumKinds; k++ {
		if bank.Small[k] > 0 {
			smallKinds++
		}
		if bank.Large[k] > 0 {
			largeKinds++
			lk = k
		}
	}
	switch {
	case n == 0 && largeKinds == 1:
		return Action{Type: ActTake, Seat: int8(p), Large: true, Give: lk}.Canonical(), true
	case n > 0 && largeKinds == 0 && (n == s.bankSmall() || smallKinds == 1):
		var take [NumKinds]int8
		for k := Kind(0); k < NumKinds; k++ {
			take[k] = min(bank.Small[k], int8(n))
		}
		return Action{Type: ActTake, Seat: int8(p), Amounts: take}.Canonical(), true
	}
	return Action{}, false
}

// charityOptions lists every small mix of charitySmall pieces, then a large
// piece of each kind the bank has.
func (s *State) charityOptions(p int, buf []Action) []Action {
	if n := s.charitySmall(); n > 0 {
		buf = s.charityMixes(p, [NumKinds]int8{}, 0, int8(n), buf)
	}
	for k := Kind(0); k < NumKinds; k++ {
		if s.c.Bank.Large[k] > 0 {
			buf = append(buf, Action{Type: ActTake, Seat: int8(p), Large: true, Give: k}.Canonical())
		}
	}
	return buf
}

// charityMixes: every way to take `left` small pieces from kinds >= k.
func (s *State) charityMixes(p int, counts [NumKinds]int8, k Kind, left int8, buf []Action) []Action {
	if k == NumKinds-1 {
		if left <= s.c.Bank.Small[k] {
			counts[k] = left
			buf = append(buf, Action{Type: ActTake, Seat: int8(p), Amounts: counts}.Canonical())
		}
		return buf
	}
	for n := int8(0); n <= left && n <= s.c.Bank.Small[k]; n++ {
		counts[k] = n
		buf = s.charityMixes(p, counts, k+1, left-n, buf)
	}
	return buf
}

// charityCheck: 1 large piece of a kind the bank has, or exactly
// charitySmall small pieces the bank has (D48).
func (s *State) charityCheck(a Action) error {
	bank := &s.c.Bank
	if a.Large {
		if a.Give >= NumKinds {
			return illegal(ErrBadTarget, "Choose which kind of large treasure to take.")
		}
		if bank.Large[a.Give] == 0 {
			return illegal(ErrBankShort, "The bank has no %v.", PieceKind{true, a.Give})
		}
		return nil
	}
	want := s.charitySmall()
	if want == 0 {
		return illegal(ErrBankShort, "The bank has no small treasure; take a large piece.")
	}
	return smallTakeProblem(bank, a.Amounts, want)
}

// charityTake moves a checked choice from the bank to the seat.
func (s *State) charityTake(p int, a Action, ev *[]Event) {
	c := &s.c
	if a.Large {
		c.Bank.Large[a.Give]--
		c.Purse[p].Large[a.Give]++
		*ev = append(*ev, Event{Type: EvBankTaken, Seat: int8(p), Kind: a.Give, Large: 1, Spell: Charity})
		return
	}
	for k := Kind(0); k < NumKinds; k++ {
		if n := a.Amounts[k]; n > 0 {
			c.Bank.Small[k] -= n
			c.Purse[p].Small[k] += n
			*ev = append(*ev, Event{Type: EvBankTaken, Seat: int8(p), Kind: k, Small: n, Spell: Charity})
		}
	}
}

// resolveCharity asks the caster what to take, unless the bank leaves one
// choice (or none).
func resolveCharity(s *State, pl *Play, ev *[]Event) bool {
	if s.c.M.Win.Sub > 0 {
		return false // the caster has chosen
	}
	p := int(pl.Seat)
	if charityProblem(s, p, Action{}) != ok {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell})
		return false
	}
	if only, one := s.charityOnly(p); one {
		s.charityTake(p, only, ev)
		return false
	}
	s.push(Decision{Type: DecCharity, Seat: pl.Seat, Spell: pl.Spell, From: pl.Seat, Amount: int8(s.charitySmall())})
	return true
}

// --- Trade (D47) ---

// swapPossible reports whether seat p can make any exchange with the bank:
// it holds a piece of some kind and the bank one of the same size of
// another kind.
func (s *State) swapPossible(p int) bool {
	c := &s.c
	var mine, bank [2]uint8 // kinds present, small and large
	for k := Kind(0); k < NumKinds; k++ {
		if c.Purse[p].Small[k] > 0 {
			mine[0] |= 1 << k
		}
		if c.Purse[p].Large[k] > 0 {
			mine[1] |= 1 << k
		}
		if c.Bank.Small[k] > 0 {
			bank[0] |= 1 << k
		}
		if c.Bank.Large[k] > 0 {
			bank[1] |= 1 << k
		}
	}
	for i := range mine {
		// Some kind I hold and some other kind the bank holds.
		if mine[i] != 0 && bank[i] != 0 && !(mine[i] == bank[i] && mine[i]&(mine[i]-1) == 0) {
			return true
		}
	}
	return false
}

// swapOptions lists every single exchange: a piece the seat holds for one
// of another kind and the same size that the bank holds.
func (s *State) swapOptions(p int, buf []Action) []Action {
	c := &s.c
	for _, large := range [2]bool{false, true} {
		for give := Kind(0); give < NumKinds; give++ {
			have := c.Purse[p].Small[give]
			if large {
				have = c.Purse[p].Large[give]
			}
			if have == 0 {
				continue
			}
			for take := Kind(0); take < NumKinds; take++ {
				bank := c.Bank.Small[take]
				if large {
					bank = c.Bank.Large[take]
				}
				if take != give && bank > 0 {
					buf = append(buf, Action{Type: ActSwap, Seat: int8(p), Give: give, Target: int8(take), Large: large}.Canonical())
				}
			}
		}
	}
	return buf
}

func tradeProblem(s *State, p int, a Action) refusal {
	if !s.swapPossible(p) {
		return refusal{ErrBankShort, "The bank has no piece you could swap yours for."}
	}
	return ok
}

// swapCheck: a piece the seat holds for one of another kind, same size,
// that the bank holds (D47).
func (s *State) swapCheck(p int, a Action) error {
	c := &s.c
	if a.Give >= NumKinds || a.Target < 0 || int(a.Target) >= NumKinds {
		return illegal(ErrBadTarget, "Choose a kind to give and a kind to take.")
	}
	take := Kind(a.Target)
	if take == a.Give {
		return illegal(ErrBadTarget, "Swap for a different kind of treasure.")
	}
	have, bank := c.Purse[p].Small[a.Give], c.Bank.Small[take]
	if a.Large {
		have, bank = c.Purse[p].Large[a.Give], c.Bank.Large[take]
	}
	if have == 0 {
		return illegal(ErrCannotAfford, "You have no %v to give.", PieceKind{a.Large, a.Give})
	}
	if bank == 0 {
		return illegal(ErrBankShort, "The bank has no %v.", PieceKind{a.Large, take})
	}
	return nil
}

// swap exchanges one checked piece with the bank.
func (s *State) swap(p int, a Action, ev *[]Event) {
	c := &s.c
	take := Kind(a.Target)
	if a.Large {
		c.Purse[p].Large[a.Give]--
		c.Bank.Large[a.Give]++
		c.Bank.Large[take]--
		c.Purse[p].Large[take]++
		*ev = append(*ev, PaidEvent(p, a.Give, 3, 0, 1, 0),
			Event{Type: EvBankTaken, Seat: int8(p), Kind: take, Large: 1, Spell: Trade})
		return
	}
	c.Purse[p].Small[a.Give]--
	c.Bank.Small[a.Give]++
	c.Bank.Small[take]--
	c.Purse[p].Small[take]++
	*ev = append(*ev, PaidEvent(p, a.Give, 1, 1, 0, 0),
		Event{Type: EvBankTaken, Seat: int8(p), Kind: take, Small: 1, Spell: Trade})
}

// pieces counts a seat's treasure pieces.
func (s *State) pieces(p int) int {
	n := 0
	for k := Kind(0); k < NumKinds; k++ {
		n += int(s.c.Purse[p].Small[k]) + int(s.c.Purse[p].Large[k])
	}
	return n
}

// resolveTrade asks the caster for one exchange at a time until they are
// done (Window.Sub2), no exchange is left, or they have made as many as
// they hold pieces: any mix the card can reach needs no more, since each
// piece then changes kind at most once (D47: "some or all" of them), and
// the cap keeps a game from looping for ever (decision D64).
func resolveTrade(s *State, pl *Play, ev *[]Event) bool {
	w := &s.c.M.Win
	p := int(pl.Seat)
	if w.Sub2 != 0 || int(w.Sub) >= s.pieces(p) || !s.swapPossible(p) {
		if w.Sub == 0 && w.Sub2 == 0 {
			*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell})
		}
		return false
	}
	s.push(Decision{Type: DecTrade, Seat: pl.Seat, Spell: pl.Spell, From: pl.Seat,
		Amount: int8(s.pieces(p) - int(w.Sub))})
	return true
}

// --- Donation and Sacrifice (D31, D46) ---

// returnValue is what each player gives back: 5 or 7.
func returnValue(sp Spell) int {
	if sp == Sacrifice {
		return 7
	}
	return 5
}

func returnProblem(s *State, p int, a Action) refusal {
	for q := 0; q < int(s.c.Players); q++ {
		if s.c.Purse[q].Total() > 0 {
			return ok
		}
	}
	return refusal{ErrCannotAfford, "Nobody holds any treasure to give back."}
}

// returnDue is what seat q must give back when the card asks for `want`:
// everything if that is no more, else exactly `want`, else (the bank
// lacking change) the least value above it that q can pay (D46). all says
// the whole purse goes.
func (s *State) returnDue(q, want int) (due int, all bool) {
	total := s.c.Purse[q].Total()
	if total <= want {
		return total, true
	}
	for v := want; v < total; v++ {
		if s.canPayValue(q, v) {
			return v, false
		}
	}
	return total, true
}

// resolveReturn goes round the table in sequence order from the camel,
// Window.Sub being the position of the next player (D46).
func resolveReturn(s *State, pl *Play, ev *[]Event) bool {
	c := &s.c
	w := &c.M.Win
	want := returnValue(pl.Spell)
	for ; int(w.Sub) < int(c.Players); w.Sub++ {
		q := s.seqSeat(int(w.Sub))
		due, all := s.returnDue(q, want)
		if due == 0 {
			continue
		}
		if all {
			for k := Kind(0); k < NumKinds; k++ {
				s.pay(q, k, c.Purse[q].Value(k), ev) // whole pieces: no change needed
			}
			continue
		}
		var only [NumKinds]int8
		if s.splits(q, 0, due, [NumKinds]int8{}, 0, &only) == 1 {
			s.payValue(q, only, ev) // public facts leave one way to pay
			continue
		}
		s.push(Decision{Type: DecReturn, Seat: int8(q), Spell: pl.Spell, From: pl.Seat, Amount: int8(due)})
		return true
	}
	return false
}

// splits counts, up to 2, the splits over kinds k and up of `left` value
// that seat p can pay (change per D3), as valueOptions lists them; first
// receives the first one found.
func (s *State) splits(p int, k Kind, left int, cur [NumKinds]int8, n int, first *[NumKinds]int8) int {
	purse, bank := &s.c.Purse[p], &s.c.Bank
	if k == NumKinds-1 {
		if canPay(purse, bank, k, left) {
			cur[k] = int8(left)
			if n == 0 {
				*first = cur
			}
			n++
		}
		return n
	}
	for v := 0; v <= left && v <= purse.Value(k) && n < 2; v++ {
		if canPay(purse, bank, k, v) {
			cur[k] = int8(v)
			n = s.splits(p, k+1, left-v, cur, n, first)
		}
	}
	return n
}
