package engine

// Pieces the spells share: sending tokens home, moving them, and paying a
// value in treasure.

// sendHome takes a token off the board because of a spell. A printed token
// goes behind its owner's screen; during placement it must be placed again
// (D39). A Carpet or Double simply leaves the board and stays used (D38).
func (s *State) sendHome(p, slot int, why uint8, ev *[]Event) {
	c := &s.c
	if slot >= NumTokens {
		i := slot - NumTokens
		*ev = append(*ev, Event{Type: EvTokenReturned, Seat: int8(p), Token: c.M.XKind[p][i],
			Value: int8(s.slotValue(p, slot)), Space: c.M.XAt[p][i], Seq: c.M.XSeq[p][i], FaceUp: true, Reason: why})
		c.M.XAt[p][i] = Behind
		c.M.XSeq[p][i], c.M.XVal[p][i], c.M.XKind[p][i] = 0, 0, 0
		return
	}
	aud := s.tokenAudience(p, slot)
	*ev = append(*ev, Event{Type: EvTokenReturned, Seat: int8(p), Token: int8(slot), Value: numerals[slot],
		Space: c.TokenAt[p][slot], Seq: c.Seq[p][slot], FaceUp: aud == Everyone, Audience: aud, Reason: why})
	c.TokenAt[p][slot] = Behind
	c.Seq[p][slot] = 0
	c.M.Face[p] &^= 1 << slot
	if c.Phase == PhasePlace {
		c.Left[p]++ // decision D39: it must be placed again
	}
}

// moveProblem is D41's test for moving seat p's printed token t to `to`:
// never from or to the guard, to another space not yet settled where its
// owner could place it now (D9, Taboo, a cave with treasure, a room with
// an artifact and fewer than 5 of the owner's tokens, and after the guard,
// only a room the owner may enter, D42 c).
func (s *State) moveProblem(p, t int, to Space) refusal {
	c := &s.c
	from := c.TokenAt[p][t]
	switch {
	case from == Behind:
		return refusal{ErrBadToken, "That token is not on the board."}
	case from == Guard:
		return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
	case to >= NumSpaces:
		return refusal{ErrBadSpace, "There is no such space."}
	case to == from:
		return refusal{ErrBadSpace, "The token is already there: choose another space."}
	case to == Guard:
		return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
	case s.resolved(to):
		return refusal{ErrBadSpace, talliedWords.at(to)}
	case to.IsRoom() && s.resolved(Guard) && !c.Entered[p]:
		return refusal{ErrSpaceClosed, notInPalaceWords.at(to)}
	}
	switch s.placeProblem(p, -1, to) {
	case ErrBadToken:
		return ok // the space itself is open to the owner
	case ErrRoomFull:
		return refusal{ErrRoomFull, roomFullWords.at(to)}
	case ErrTaboo:
		return refusal{ErrTaboo, tabooWords.at(to)}
	}
	switch {
	case to.IsCave():
		return refusal{ErrSpaceClosed, noTreasureWords.at(to)}
	case to.IsRoom():
		return refusal{ErrSpaceClosed, nothingToSellWords.at(to)}
	}
	return refusal{ErrSpaceClosed, closedWords.at(to)}
}

// Refusals naming the space, shared by the spells and artifacts that put
// tokens on the board.
var (
	talliedWords       = wordsFor("The vizier has already tallied %v.")
	notInPalaceWords   = wordsFor("Its owner did not get into the palace, so it cannot go to %v.")
	roomFullWords      = wordsFor("Its owner already has 5 tokens in %v.")
	tabooWords         = wordsFor("Taboo closed %v this round.")
	noTreasureWords    = wordsFor("There is no treasure to win in %v this round.")
	nothingToSellWords = wordsFor("There is nothing left to sell in %v.")
	closedWords        = wordsFor("No token may go to %v this round.")
)

// moveToken moves a printed token, keeping its face and handle (D41); in
// the space being tallied it lands face up (D40).
func (s *State) moveToken(p, t int, to Space, ev *[]Event) {
	c := &s.c
	from := c.TokenAt[p][t]
	if s.faceUp(p, t) || c.Shown[to] {
		c.M.Face[p] |= 1 << t
	}
	c.TokenAt[p][t] = to
	aud := s.tokenAudience(p, t)
	*ev = append(*ev, Event{Type: EvTokenMoved, Seat: int8(p), Token: int8(t), Value: numerals[t], Space: from, To: to,
		Seq: c.Seq[p][t], FaceUp: aud == Everyone, Audience: aud})
}

// valueOptions lists every split over kinds of exactly `need` value that
// seat p can pay (change from the bank, D3), as actions of type typ; with
// first it stops at the first one.
func (s *State) valueOptions(p, need int, typ ActionType, buf []Action, first bool) []Action {
	var vals [NumKinds]int8
	var rec func(k Kind, left int) bool
	rec = func(k Kind, left int) bool {
		if k == NumKinds-1 {
			if !canPay(&s.c.Purse[p], &s.c.Bank, k, left) {
				return false
			}
			vals[k] = int8(left)
			buf = append(buf, amountsAction(typ, p, vals))
			return first
		}
		for v := 0; v <= left && v <= s.c.Purse[p].Value(k); v++ {
			if !canPay(&s.c.Purse[p], &s.c.Bank, k, v) {
				continue // not monotone: see bribeOptions
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

// canPayValue reports whether some split of `need` value is payable.
func (s *State) canPayValue(p, need int) bool {
	var buf [1]Action
	return len(s.valueOptions(p, need, ActPay, buf[:0], true)) > 0
}

// valueProblem checks a split of exactly `need` value (D31).
func (s *State) valueProblem(p, need int, vals [NumKinds]int8) error {
	return s.splitProblem(p, need, vals, "Pay exactly %d treasure, not %d.")
}

// splitProblem checks a payment of exactly `need` value split over kinds,
// with change from the bank (D3); wrongSum words a wrong total.
func (s *State) splitProblem(p, need int, vals [NumKinds]int8, wrongSum string) error {
	sum := 0
	for k := Kind(0); k < NumKinds; k++ {
		if vals[k] < 0 {
			return illegal(ErrBadAmount, "You cannot pay a negative amount of %v.", k)
		}
		if have := s.c.Purse[p].Value(k); int(vals[k]) > have {
			if have == 0 {
				return illegal(ErrCannotAfford, "You have no %v.", k)
			}
			return illegal(ErrCannotAfford, "Your %v are worth only %d.", k, have)
		}
		if !canPay(&s.c.Purse[p], &s.c.Bank, k, int(vals[k])) {
			return illegal(ErrBankShort, "The bank cannot give change for your %v.", k)
		}
		sum += int(vals[k])
	}
	if sum != need {
		return illegal(ErrBadAmount, wrongSum, need, sum)
	}
	return nil
}

// payValue pays a checked split to the bank.
func (s *State) payValue(p int, vals [NumKinds]int8, ev *[]Event) {
	for k := Kind(0); k < NumKinds; k++ {
		s.pay(p, k, int(vals[k]), ev)
	}
}

// subDone is how a sub-decision's answer lets the resolving play go on:
// the decision is popped and the batch resumes (Window.Sub counts the
// progress the play's resolve function reads).
func (s *State) subDone(ev *[]Event) {
	s.pop()
	s.c.M.Win.Sub++
	s.resolveBatch(ev)
}
