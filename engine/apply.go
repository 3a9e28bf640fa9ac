package engine

import "fmt"

// Apply validates an action fully and, if it is legal, carries it out and
// returns the events it caused. An illegal action returns a *RuleError and
// leaves the state exactly as it was.
func (s *State) Apply(a Action) ([]Event, error) { return s.Step(a, nil) }

// Step is Apply that appends events to buf, for callers that reuse a buffer.
func (s *State) Step(a Action, buf []Event) ([]Event, error) {
	if err := s.Check(a); err != nil {
		return buf, err
	}
	ev := buf
	s.do(a, &ev)
	return ev, nil
}

// answers is the action type that answers each decision.
var answers = [...]ActionType{DecStartTreasure: ActChooseStart, DecPlace: ActPlace,
	DecMarket: ActMarket, DecCamel: ActGiveCamel, DecBribe: ActBribe, DecBuy: ActBuy}

// Check says whether an action is legal now, and why not.
func (s *State) Check(a Action) error {
	c := &s.c
	d := s.Pending()
	if d.Type == DecNone {
		return illegal(ErrGameOver, "The game is over.")
	}
	if a.Seat != d.Seat {
		return illegal(ErrNotYourTurn, "It is %s's turn to %s.", s.cfg.Name(int(d.Seat)), d.Type)
	}
	p := int(a.Seat)
	want := answers[d.Type]
	declinable := d.Type == DecMarket || d.Type == DecBribe || d.Type == DecBuy
	if a.Type != want && !(a.Type == ActDecline && declinable) {
		return illegal(ErrWrongDecision, "The game is waiting for %s to %s.", s.cfg.Name(p), d.Type)
	}
	switch a.Type {
	case ActChooseStart:
		return s.checkStart(a)
	case ActPlace:
		return s.CheckPlace(p, int(a.Token), a.Space)
	case ActMarket:
		return s.checkMarket(p, a)
	case ActGiveCamel:
		if a.Target < 0 || a.Target >= c.Players {
			return illegal(ErrBadTarget, "The camel must go to one of the %d players.", c.Players)
		}
	case ActBribe:
		return s.checkBribe(p, int(d.Amount), a.Amounts)
	case ActBuy:
		return s.checkBuy(p, d.Space, a.Pay)
	}
	return nil
}

func (s *State) checkStart(a Action) error {
	sum := 0
	for k := Kind(0); k < NumKinds; k++ {
		n := a.Amounts[k]
		if n < 0 {
			return illegal(ErrBadAmount, "You cannot take a negative number of %v.", k)
		}
		if n > s.c.Bank.Small[k] {
			return illegal(ErrBankShort, "The bank has only %d small %v left.", s.c.Bank.Small[k], k)
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
	case sp == AladdinsTent || sp == DjinnsHouse:
		return ErrSpaceClosed // decision D9: basic game
	case sp.IsRoom() && (sp.Room() >= int(c.Players) || c.StackLen[sp.Room()] == 0):
		return ErrSpaceClosed
	case sp.IsRoom() && s.tokensIn(p, sp) >= MaxRoomTokens:
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
		return illegal(ErrBadToken, "Your %d is already on the board.", TokenValues[t])
	case ErrBadSpace:
		return illegal(ErrBadSpace, "There is no such space.")
	case ErrRoomFull:
		return illegal(ErrRoomFull, "You already have %d tokens in %v, the most allowed.", MaxRoomTokens, sp)
	}
	switch {
	case sp.IsCave():
		return illegal(ErrSpaceClosed, "The dragon left no treasure in %v this round.", sp)
	case sp.IsCity():
		return illegal(ErrSpaceClosed, "%v opens only in the magic version.", capital(sp.String()))
	case sp.Room() >= int(c.Players):
		return illegal(ErrSpaceClosed, "Palace room %d is not used with %d players.", sp.Room()+1, c.Players)
	}
	return illegal(ErrSpaceClosed, "Palace room %d has no artifact left to sell.", sp.Room()+1)
}

func capital(x string) string {
	if len(x) > 0 && x[0] >= 'a' && x[0] <= 'z' {
		return string(x[0]-'a'+'A') + x[1:]
	}
	return x
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
		return illegal(ErrBankShort, "The bank cannot change your large %v.", a.Give)
	}
	bank, purse := c.Bank, c.Purse[p]
	plan.execute(&purse, &bank, a.Give)
	sum := 0
	for k := Kind(0); k < NumKinds; k++ {
		n := a.Amounts[k]
		if n < 0 {
			return illegal(ErrBadAmount, "You cannot take a negative number of %v.", k)
		}
		if n > bank.Small[k] {
			return illegal(ErrBankShort, "The bank has only %d small %v.", bank.Small[k], k)
		}
		sum += int(n)
	}
	if sum != 3 {
		return illegal(ErrBadAmount, "Take exactly 3 small treasures from the bank, not %d.", sum)
	}
	return nil
}

// checkBribe: the bribe is exactly the shortfall, any kinds (decision D29).
func (s *State) checkBribe(p, need int, vals [NumKinds]int8) error {
	sum := 0
	for k := Kind(0); k < NumKinds; k++ {
		if vals[k] < 0 {
			return illegal(ErrBadAmount, "You cannot pay a negative amount of %v.", k)
		}
		if int(vals[k]) > s.c.Purse[p].Value(k) {
			return illegal(ErrCannotAfford, "You have only %d %v.", s.c.Purse[p].Value(k), k)
		}
		if !canPay(&s.c.Purse[p], &s.c.Bank, k, int(vals[k])) {
			return illegal(ErrBankShort, "The bank cannot give change for your %v.", k)
		}
		sum += int(vals[k])
	}
	if sum != need {
		return illegal(ErrBadAmount, "The guard wants exactly %d treasure, not %d.", need, sum)
	}
	return nil
}

func (s *State) checkBuy(p int, sp Space, pay [MaxPaySlots]Kind) error {
	var used uint8
	for t := 0; t < MaxPaySlots; t++ {
		k := pay[t]
		inRoom := t < NumTokens && s.c.TokenAt[p][t] == sp
		if !inRoom {
			if k != NoKind {
				return illegal(ErrBadPayment, "You have no such token in %v to pay for.", sp)
			}
			continue
		}
		v := tokenValue(t)
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

// do carries out a checked action.
func (s *State) do(a Action, ev *[]Event) {
	c := &s.c
	p := int(a.Seat)
	switch a.Type {
	case ActChooseStart: // decisions D4 and D28: taken openly from the bank
		for k := Kind(0); k < NumKinds; k++ {
			c.Bank.Small[k] -= a.Amounts[k]
			c.Purse[p].Small[k] += a.Amounts[k]
		}
		*ev = append(*ev, Event{Type: EvStartTreasure, Seat: a.Seat, Amounts: a.Amounts})
		c.Started++
		if int(c.Started) == int(c.Players) {
			s.startRound(ev)
		}
	case ActPlace:
		s.place(p, int(a.Token), a.Space, ev)
	case ActMarket:
		s.pay(p, a.Give, 1, ev)
		for k := Kind(0); k < NumKinds; k++ {
			c.Bank.Small[k] -= a.Amounts[k]
			c.Purse[p].Small[k] += a.Amounts[k]
		}
		*ev = append(*ev, Event{Type: EvMarketExchange, Seat: a.Seat, Give: a.Give, Amounts: a.Amounts})
		s.nextSpace(ev)
	case ActGiveCamel:
		*ev = append(*ev, Event{Type: EvCamelPassed, Seat: c.Camel, Target: a.Target, Chooser: a.Seat})
		c.Camel = a.Target // decision D13: ties use the new order from the next space on
		s.nextSpace(ev)
	case ActBribe:
		need := 0
		for k := Kind(0); k < NumKinds; k++ {
			s.pay(p, k, int(a.Amounts[k]), ev)
			need += int(a.Amounts[k])
		}
		c.Entered[p] = true
		*ev = append(*ev, Event{Type: EvEntered, Seat: a.Seat, Amount: int16(need), Amounts: a.Amounts})
		s.afterGuardDecision(ev)
	case ActBuy:
		s.buy(p, a.Pay, ev)
	case ActDecline:
		switch c.Phase {
		case PhaseMarket:
			*ev = append(*ev, Event{Type: EvMarketDeclined, Seat: a.Seat, Reason: ReasonDeclined})
			s.nextSpace(ev)
		case PhaseBribe:
			s.refuse(p, ReasonDeclined, ev)
			s.afterGuardDecision(ev)
		case PhaseBuy:
			*ev = append(*ev, Event{Type: EvOfferPassed, Seat: a.Seat, Space: c.Tally, Reason: ReasonDeclined,
				Amount: int16(s.strengthIn(p, c.Tally))})
			c.Step++
			c.Phase = PhaseTally
			if !s.continueRoom(ev) {
				s.nextSpace(ev)
			}
		}
	default:
		panic(fmt.Sprintf("engine: unchecked action %v", a)) // Check rejects every other type
	}
}

// afterGuardDecision moves on to the next player at the guard.
func (s *State) afterGuardDecision(ev *[]Event) {
	s.c.Step++
	s.c.Phase = PhaseTally
	if !s.continueGuard(ev) {
		s.nextSpace(ev)
	}
}

// pay moves value v of kind k from a seat to the bank, with change (D3).
func (s *State) pay(p int, k Kind, v int, ev *[]Event) {
	if v == 0 {
		return
	}
	c := &s.c
	plan := planPayment(&c.Purse[p], &c.Bank, k, v)
	plan.execute(&c.Purse[p], &c.Bank, k)
	*ev = append(*ev, Event{Type: EvPaid, Seat: int8(p), Kind: k, Small: plan.Small, Large: plan.Large,
		Change: plan.Change, Amount: int16(v)})
}

// buy pays for the room's artifact and hands over the top of the stack.
func (s *State) buy(p int, pay [MaxPaySlots]Kind, ev *[]Event) {
	c := &s.c
	sp := c.Tally
	for t := 0; t < NumTokens; t++ {
		if c.TokenAt[p][t] == sp {
			s.pay(p, pay[t], tokenValue(t), ev)
		}
	}
	r := sp.Room()
	c.StackLen[r]--
	art := c.Stack[r][c.StackLen[r]]
	c.Owned[p][art]++
	*ev = append(*ev, Event{Type: EvArtifactBought, Seat: int8(p), Space: sp, Artifact: art, Pay: pay,
		Amount: int16(s.strengthIn(p, sp))})
	switch {
	case s.ArtifactsLeft() == 0:
		s.endGame(ReasonLastArtifact, ev) // decision D17: at once
	case c.Intro && s.Artifacts(p) >= 3:
		s.endGame(ReasonIntroThree, ev) // decision D18
	default:
		s.nextSpace(ev)
	}
}
