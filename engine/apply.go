package engine

// Apply validates an action fully and, if it is legal, carries it out and
// returns the events it caused. An illegal action returns a *RuleError and
// leaves the state exactly as it was.
func (s *State) Apply(a Action) ([]Event, error) { return s.Step(a, nil) }

// Step is Apply that appends events to buf, for callers that reuse a buffer.
func (s *State) Step(a Action, buf []Event) ([]Event, error) {
	a = a.Canonical() // the fields an action's type ignores are ignored
	if err := s.Check(a); err != nil {
		return buf, err
	}
	// The events are appended through a field of the State, which lives on
	// the heap already: a local slice whose address went through the
	// decision table's function values would be allocated on every action.
	s.sink = buf
	s.do(a, &s.sink)
	s.sink = append(s.sink, s.pendingEvent())
	ev := s.sink
	s.sink = nil
	return ev, nil
}

// Check says whether an action is legal now, and why not. The pending
// decision's kind checks the answer (decisions.go).
func (s *State) Check(a Action) error {
	d := s.Pending()
	if d.Type == DecNone {
		return illegal(ErrGameOver, "The game is over.")
	}
	if a.Seat != d.Seat {
		return illegal(ErrNotYourTurn, "It is %s's turn to %s.", s.cfg.Name(int(d.Seat)), d.Type)
	}
	k := &decisionKinds[d.Type]
	if a.Type >= 32 || k.accepts&(1<<a.Type) == 0 {
		return illegal(ErrWrongDecision, "The game is waiting for %s to %s.", s.cfg.Name(int(a.Seat)), d.Type)
	}
	return k.check(s, d, a)
}

func (s *State) checkStart(a Action) error {
	sum := 0
	for k := Kind(0); k < NumKinds; k++ {
		n := a.Amounts[k]
		if n < 0 {
			return illegal(ErrBadAmount, "You cannot take a negative number of %v.", k)
		}
		if have := s.c.Bank.Small[k]; n > have {
			if have == 0 {
				return illegal(ErrBankShort, "The bank has no %v left.", PieceKind{Kind: k})
			}
			return illegal(ErrBankShort, "The bank has only %v left.", Pieces{int(have), PieceKind{Kind: k}})
		}
		sum += int(n)
	}
	if sum != 3 {
		return illegal(ErrBadAmount, "Choose exactly 3 small treasures to start with, not %d.", sum)
	}
	return nil
}

// placeProblem is the allocation-free core of CheckPlace: 0 means legal.
func (s *State) placeProblem(p, t int, sp Space) ErrorCode {
	c := &s.c
	switch {
	case sp >= NumSpaces:
		return ErrBadSpace
	case sp.IsCave() && c.Shelves[sp][0].Small+c.Shelves[sp][0].Large == 0:
		return ErrSpaceClosed
	case (sp == AladdinsTent || sp == DjinnsHouse) && !s.magicOn():
		return ErrSpaceClosed // decision D9: basic game
	case s.c.M.Taboo&(1<<sp) != 0:
		return ErrTaboo // decision D57
	case sp.IsRoom() && (sp.Room() >= int(c.Players) || c.StackLen[sp.Room()] == 0):
		return ErrSpaceClosed
	case sp.IsRoom() && s.printedIn(p, sp) >= MaxRoomTokens:
		return ErrRoomFull
	case t < 0 || t >= NumTokens || c.TokenAt[p][t] != Behind:
		return ErrBadToken // checked last: LegalInto asks with t = -1 about the space alone
	}
	return 0
}

// CheckPlace says whether seat p may put token t on sp (ignoring whose turn
// it is), in words a player can read: the UI shows it on hover.
func (s *State) CheckPlace(p, t int, sp Space) error {
	c := &s.c
	if p < 0 || p >= int(c.Players) {
		return illegal(ErrNotYourTurn, "There is no seat %d.", p+1)
	}
	switch s.placeProblem(p, t, sp) {
	case 0:
		return nil
	case ErrBadToken:
		if t < 0 || t >= NumTokens {
			return illegal(ErrBadToken, "There is no such token.")
		}
		return illegal(ErrBadToken, "Your %d is already on the board.", numerals[t])
	case ErrBadSpace:
		return illegal(ErrBadSpace, "There is no such space.")
	case ErrRoomFull:
		return illegal(ErrRoomFull, "You already have %d tokens in %v, the most allowed.", MaxRoomTokens, sp)
	case ErrTaboo:
		return illegal(ErrTaboo, "Taboo closes %v to new tokens this round.", sp)
	}
	switch {
	case sp.IsCave():
		return illegal(ErrSpaceClosed, "The dragon left no treasure in %v this round.", sp)
	case sp.IsCity():
		return illegal(ErrSpaceClosed, "%v opens only in the magic version.", sp)
	case sp.Room() >= int(c.Players):
		return illegal(ErrSpaceClosed, "Palace room %d is not used with %d players.", sp.Room()+1, c.Players)
	}
	return illegal(ErrSpaceClosed, "Palace room %d has no artifact left to sell.", sp.Room()+1)
}

// checkMarket: give one small piece, take three small ones the bank has
// (decisions D14, D30).
func (s *State) checkMarket(p int, a Action) error {
	c := &s.c
	if a.Give >= NumKinds {
		return illegal(ErrBadPayment, "Choose which treasure to give.")
	}
	if c.Purse[p].Value(a.Give) == 0 {
		return illegal(ErrCannotAfford, "You have no %v to give.", a.Give)
	}
	plan := planPayment(&c.Purse[p], &c.Bank, a.Give, 1)
	if !plan.OK {
		return illegal(ErrBankShort, "The bank cannot change your %v.", PieceKind{true, a.Give})
	}
	bank, purse := c.Bank, c.Purse[p]
	plan.execute(&purse, &bank, a.Give)
	return smallTakeProblem(&bank, a.Amounts, 3)
}

// smallTakeProblem checks taking exactly `want` small pieces, counted per
// kind, from what the bank holds (the Market, Charity).
func smallTakeProblem(bank *Purse, amounts [NumKinds]int8, want int) error {
	sum := 0
	for k := Kind(0); k < NumKinds; k++ {
		n := amounts[k]
		if n < 0 {
			return illegal(ErrBadAmount, "You cannot take a negative number of %v.", k)
		}
		if n > bank.Small[k] {
			if bank.Small[k] == 0 {
				return illegal(ErrBankShort, "The bank has no %v left.", PieceKind{Kind: k})
			}
			return illegal(ErrBankShort, "The bank has %v left.", Pieces{int(bank.Small[k]), PieceKind{Kind: k}})
		}
		sum += int(n)
	}
	if sum != want {
		return illegal(ErrBadAmount, "Take exactly %d small treasures from the bank, not %d.", want, sum)
	}
	return nil
}

// checkBribe: the bribe is exactly the shortfall, any kinds (decision D29).
func (s *State) checkBribe(p, need int, vals [NumKinds]int8) error {
	return s.splitProblem(p, need, vals, "The guard wants exactly %d treasure, not %d.")
}

// payKind is the kind an ActBuy pays for a token slot: Pay for printed
// tokens, Extra for Carpets and Doubles (D38).
func payKind(a *Action, slot int) Kind {
	if slot < MaxPaySlots {
		return a.Pay[slot]
	}
	return a.Extra[slot-MaxPaySlots]
}

// buySlots are the slot numbers an ActBuy can pay for: printed tokens 0-7,
// two unused, then the virtual tokens as MaxPaySlots+i.
const buySlots = MaxPaySlots + MaxExtra

// slotOfBuy maps a buy slot to a token slot (-1 for the unused ones).
func slotOfBuy(b int) int {
	switch {
	case b < NumTokens:
		return b
	case b < MaxPaySlots:
		return -1
	}
	return NumTokens + b - MaxPaySlots
}

func (s *State) checkBuy(p int, sp Space, a *Action) error {
	var used uint8
	for b := 0; b < buySlots; b++ {
		k := payKind(a, b)
		t := slotOfBuy(b)
		inRoom := t >= 0 && t < s.slots() && s.slotAt(p, t) == sp
		if !inRoom {
			if k != NoKind {
				return illegal(ErrBadPayment, "You have no such token in %v to pay for.", sp)
			}
			continue
		}
		v := s.slotValue(p, t)
		if k >= NumKinds {
			return illegal(ErrBadPayment, "Choose a treasure kind for your %d.", v)
		}
		if used&(1<<k) != 0 {
			return illegal(ErrBadPayment, "Each token must be paid in a different kind; %v is used twice.", k)
		}
		used |= 1 << k
		if s.c.Purse[p].Value(k) < v {
			return illegal(ErrCannotAfford, "Your %d needs %d %v, but you have %d.", v, v, k, s.c.Purse[p].Value(k))
		}
		if !canPay(&s.c.Purse[p], &s.c.Bank, k, v) {
			return illegal(ErrBankShort, "The bank cannot give change for your %v.", k)
		}
	}
	return nil
}

// do carries out a checked action through its decision's kind.
func (s *State) do(a Action, ev *[]Event) {
	d := s.Pending()
	decisionKinds[d.Type].apply(s, d, a, ev)
}

// applyStart: starting treasure is taken openly from the bank (decisions
// D4 and D28), each player in sequence order from the camel.
func (s *State) applyStart(d Decision, a Action, ev *[]Event) {
	s.pop()
	c := &s.c
	p := int(a.Seat)
	for k := Kind(0); k < NumKinds; k++ {
		c.Bank.Small[k] -= a.Amounts[k]
		c.Purse[p].Small[k] += a.Amounts[k]
	}
	*ev = append(*ev, Event{Type: EvStartTreasure, Seat: a.Seat, Amounts: a.Amounts})
	c.Started++
	if int(c.Started) == int(c.Players) {
		s.startRound(ev)
		return
	}
	s.push(Decision{Type: DecStartTreasure, Seat: int8(s.seqSeat(int(c.Started)))})
}

// applyMarket: the strongest gives one small piece and takes three (D14,
// D30), or lets the Market go.
func (s *State) applyMarket(d Decision, a Action, ev *[]Event) {
	s.pop()
	c := &s.c
	p := int(a.Seat)
	if a.Type == ActDecline {
		*ev = append(*ev, Event{Type: EvMarketDeclined, Seat: a.Seat, Reason: ReasonDeclined})
		s.nextSpace(ev)
		return
	}
	s.pay(p, a.Give, 1, ev)
	for k := Kind(0); k < NumKinds; k++ {
		c.Bank.Small[k] -= a.Amounts[k]
		c.Purse[p].Small[k] += a.Amounts[k]
	}
	*ev = append(*ev, Event{Type: EvMarketExchange, Seat: a.Seat, Give: a.Give, Amounts: a.Amounts})
	s.nextSpace(ev)
}

// applyBribe: a player below the guard pays the shortfall and enters, or
// stays out (D15, D29); then the next seat in sequence is settled.
func (s *State) applyBribe(d Decision, a Action, ev *[]Event) {
	s.pop()
	c := &s.c
	p := int(a.Seat)
	if a.Type == ActDecline {
		s.refuse(p, ReasonDeclined, ev)
	} else {
		need := 0
		for k := Kind(0); k < NumKinds; k++ {
			s.pay(p, k, int(a.Amounts[k]), ev)
			need += int(a.Amounts[k])
		}
		c.Entered[p] = true
		*ev = append(*ev, EnteredEvent(a.Seat, need, a.Amounts, ReasonNone))
	}
	c.Step++
	s.settleAgain(ev)
}

// applyBuy: the offered player buys, or the offer moves down the ranking
// (D16).
func (s *State) applyBuy(d Decision, a Action, ev *[]Event) {
	s.pop()
	c := &s.c
	p := int(a.Seat)
	if a.Type == ActDecline {
		*ev = append(*ev, Event{Type: EvOfferPassed, Seat: a.Seat, Space: c.Tally, Reason: ReasonDeclined,
			Amount: int16(s.strengthIn(p, c.Tally))})
		c.Step++
		s.settleAgain(ev)
		return
	}
	s.buy(p, &a, ev)
}

// pay moves value v of kind k from a seat to the bank, with change (D3).
func (s *State) pay(p int, k Kind, v int, ev *[]Event) {
	if v == 0 {
		return
	}
	c := &s.c
	plan := planPayment(&c.Purse[p], &c.Bank, k, v)
	plan.execute(&c.Purse[p], &c.Bank, k)
	*ev = append(*ev, PaidEvent(p, k, v, plan.Small, plan.Large, plan.Change))
}

// buy pays for the room's artifact and hands over the top of the stack.
func (s *State) buy(p int, a *Action, ev *[]Event) {
	c := &s.c
	sp := c.Tally
	for b := 0; b < buySlots; b++ {
		if t := slotOfBuy(b); t >= 0 && t < s.slots() && s.slotAt(p, t) == sp {
			s.pay(p, payKind(a, b), s.slotValue(p, t), ev)
		}
	}
	if s.abracadabraPick(p, sp, ev) {
		return // decision D53: the buyer picks from the stack (spell_stacks.go)
	}
	r := sp.Room()
	c.M.FaceUp[r] = false // the next artifact waits for the vizier (EN l.160)
	if c.StackLen[r] == 1 {
		c.M.KnownBottom[r] = false // the bottom is the tile bought
	}
	c.StackLen[r]--
	s.handOver(p, sp, c.Stack[r][c.StackLen[r]], a.Pay, false, ev)
}

// handOver gives the bought artifact to the buyer; the last one ends the
// game, else the tally goes on. fromBottom: the tile was the stack's known
// bottom (an Abracadabra pick, D53).
func (s *State) handOver(p int, sp Space, art Artifact, pay [MaxPaySlots]Kind, fromBottom bool, ev *[]Event) {
	c := &s.c
	c.Owned[p][art]++
	*ev = append(*ev, Event{Type: EvArtifactBought, Seat: int8(p), Space: sp, Artifact: art, Pay: pay,
		Amount: int16(s.strengthIn(p, sp)), FromBottom: fromBottom})
	switch {
	case s.ArtifactsLeft() == 0:
		s.endGame(ReasonLastArtifact, ev) // decision D17: at once
	case c.Intro && s.Artifacts(p) >= 3:
		s.endGame(ReasonIntroThree, ev) // decision D18
	default:
		s.nextSpace(ev)
	}
}
