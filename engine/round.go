package engine

// startRound is the vizier's set-up of a round: a treasure card fills the
// caves and a guard is drawn face down.
func (s *State) startRound(ev *[]Event) {
	c := &s.c
	c.Round++
	*ev = append(*ev, Event{Type: EvRoundBegan, Round: c.Round, Seat: c.Camel})
	if c.DeckPos >= DeckSize {
		s.shuffleDeck() // decision D6: a spent deck is reshuffled
	}
	c.Card = c.Deck[c.DeckPos]
	c.DeckPos++
	*ev = append(*ev, Event{Type: EvCardRevealed, Card: c.Card, Round: c.Round})
	card := &decks[c.Players][c.Card]
	for cave := 0; cave < NumCaves; cave++ {
		for sh := 0; sh < NumShelves && card[cave][sh] > 0; sh++ {
			got := fillShelf(&c.Bank, Kind(cave), int(card[cave][sh]))
			c.Shelves[cave][sh] = got
			*ev = append(*ev, Event{Type: EvCaveFilled, Space: Space(cave), Shelf: int8(sh),
				Kind: Kind(cave), Small: got.Small, Large: got.Large})
		}
	}
	c.Guard = int8(1 + c.RNG.intn(10)) // decision D5: one of ten shuffled guards
	*ev = append(*ev, Event{Type: EvGuardPlaced, Space: Guard})
	if s.magicOn() {
		s.vizierFlips(ev)
	}
	c.Shown = [NumSpaces]bool{}
	c.Entered = [MaxPlayers]bool{}
	c.Placed = 0
	for p := 0; p < int(c.Players); p++ {
		c.Left[p] = NumTokens
	}
	c.Turn = c.Camel
	c.Tally = 0
	c.At = AtReveal
	s.push(Decision{Type: DecPlace, Seat: c.Turn})
}

// place puts a token face down (decision D10) and passes the turn to the
// next player in sequence who still has tokens (decision D8).
func (s *State) place(seat, token int, sp Space, ev *[]Event) {
	c := &s.c
	c.Placed++
	c.TokenAt[seat][token] = sp
	c.Seq[seat][token] = c.Placed
	c.Left[seat]--
	if s.magicOn() && c.M.Spy >= 0 && int(c.M.Spy) != seat && sp != Guard {
		c.M.Face[seat] |= 1 << token // decision D57: placed face up under Spy
	}
	*ev = append(*ev, Event{Type: EvTokenPlaced, Seat: int8(seat), Token: int8(token),
		Value: numerals[token], Space: sp, Seq: c.Placed, Audience: s.tokenAudience(seat, token),
		FaceUp: s.faceUp(seat, token)})
	n := int(c.Players)
	for i := 1; i <= n; i++ {
		next := (seat + i) % n
		if c.Left[next] > 0 {
			c.Turn = int8(next)
			s.push(Decision{Type: DecPlace, Seat: c.Turn})
			return
		}
	}
	*ev = append(*ev, Event{Type: EvPlacementDone})
	c.Tally = 0
	c.At = AtReveal
	s.resume(ev)
}

// endRound brings every token home, returns unclaimed cave treasure to the
// bank (decision D26), and starts the next round unless the game is over.
func (s *State) endRound(ev *[]Event) {
	c := &s.c
	for p := 0; p < int(c.Players); p++ {
		for t := 0; t < NumTokens; t++ {
			if sp := c.TokenAt[p][t]; sp != Behind {
				s.returnToken(p, t, ev)
			}
		}
	}
	for cave := 0; cave < NumCaves; cave++ {
		for sh := 0; sh < NumShelves; sh++ {
			if got := c.Shelves[cave][sh]; got.Small+got.Large > 0 {
				c.Bank.Small[cave] += got.Small
				c.Bank.Large[cave] += got.Large
				c.Shelves[cave][sh] = Shelf{}
				*ev = append(*ev, Event{Type: EvCavesCleared, Space: Space(cave), Shelf: int8(sh),
					Kind: Kind(cave), Small: got.Small, Large: got.Large})
			}
		}
	}
	c.Guard = 0
	if s.magicOn() {
		s.endMagicRound(ev)
	}
	*ev = append(*ev, Event{Type: EvRoundEnded, Round: c.Round})
	if c.Round >= MaxRounds {
		s.endGame(ReasonSafetyEnd, ev) // decision D19
		return
	}
	s.startRound(ev)
}

// tokenAudience is who may know which token a seat has on a space: its
// owner while it lies face down (decision D10), everyone once it is face
// up. Events and views both ask it.
func (s *State) tokenAudience(p, t int) Audience {
	if s.faceUp(p, t) {
		return Everyone
	}
	return Only(p)
}

// returnToken moves a token from the board back behind its owner's screen.
func (s *State) returnToken(p, t int, ev *[]Event) {
	c := &s.c
	sp := c.TokenAt[p][t]
	aud := s.tokenAudience(p, t)
	*ev = append(*ev, Event{Type: EvTokenReturned, Seat: int8(p), Token: int8(t),
		Value: numerals[t], Space: sp, Seq: c.Seq[p][t], FaceUp: aud == Everyone, Audience: aud})
	c.TokenAt[p][t] = Behind
	c.Seq[p][t] = 0
	c.M.Face[p] &^= 1 << t
}

// endGame scores the game: most artifacts wins; a tie is shared (D17).
func (s *State) endGame(why uint8, ev *[]Event) {
	c := &s.c
	best := -1
	c.Winners = 0
	for p := 0; p < int(c.Players); p++ {
		switch n := s.Artifacts(p); {
		case n > best:
			best, c.Winners = n, 1<<p
		case n == best:
			c.Winners |= 1 << p
		}
	}
	if s.magicOn() && c.Winners&(c.Winners-1) != 0 {
		tied := c.Winners
		c.Winners = s.scrollWinners(tied) // decision D17: Scrolls break the tie
		*ev = append(*ev, TieBrokenEvent(tied, c.Winners))
	}
	s.clearDecisions() // decision D59: whatever was pending lapses
	c.Phase = PhaseOver
	c.EndWhy = why
	*ev = append(*ev, Event{Type: EvGameEnded, Winners: c.Winners, Reason: why, Round: c.Round})
}
