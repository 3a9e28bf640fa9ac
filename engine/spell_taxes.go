package engine

// City Tax and Sultan's Tax (EN l.232-234, l.284-286; decisions D31, D39,
// D45). Every other player, in sequence order from the camel, pays the tax
// or sends tokens home: City Tax token by token in the order laid, 2 each;
// Sultan's Tax 1 per room token, all or nothing. Carpets and Doubles count
// (D38), tallied spaces too, the guard never. Who cannot pay sends home
// without being asked.

const (
	cityTaxPerToken    = 2
	sultansTaxPerToken = 1
)

func init() {
	spellDefs[CityTax] = spellDef{name: "City Tax", when: AnyMoment,
		problem: func(s *State, p int, a Action) refusal {
			if !s.othersHaveTokens(p, Space.IsCity) {
				return refusal{ErrBadTarget, "Nobody else has a token in the city to tax."}
			}
			return ok
		},
		resolve: (*State).resolveCityTax}
	spellDefs[SultansTax] = spellDef{name: "Sultan's Tax", when: AnyMoment,
		problem: func(s *State, p int, a Action) refusal {
			if !s.othersHaveTokens(p, Space.IsRoom) {
				return refusal{ErrBadTarget, "Nobody else has a token in the palace rooms to tax."}
			}
			return ok
		},
		resolve: (*State).resolveSultansTax}

	decisionKinds[DecTax] = decisionKind{
		name: "pay the tax or send tokens home", accepts: acts(ActPay, ActDecline),
		check: func(s *State, d Decision, a Action) error {
			if a.Type == ActDecline {
				return nil
			}
			return s.valueProblem(int(d.Seat), int(d.Amount), a.Amounts)
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			buf = append(buf, Decline(int(d.Seat)))
			return s.valueOptions(int(d.Seat), int(d.Amount), ActPay, buf, false)
		},
		apply: (*State).applyTax,
	}
}

// othersHaveTokens: some player other than p has a token, printed or
// virtual, on a space where `in` holds (public: placements are public).
func (s *State) othersHaveTokens(p int, in func(Space) bool) bool {
	for q := 0; q < int(s.c.Players); q++ {
		if q == p {
			continue
		}
		for slot := 0; slot < s.slots(); slot++ {
			if sp := s.slotAt(q, slot); sp != Behind && in(sp) {
				return true
			}
		}
	}
	return false
}

// nextCityToken is seat p's token in the city with the lowest handle not
// below min: the next one City Tax asks about.
func (s *State) nextCityToken(p int, min uint8) (slot int, h uint8, found bool) {
	for t := 0; t < s.slots(); t++ {
		if sp := s.slotAt(p, t); sp == Behind || !sp.IsCity() {
			continue
		}
		if seq := s.slotSeq(p, t); seq >= min && (!found || seq < h) {
			slot, h, found = t, seq, true
		}
	}
	return slot, h, found
}

// resolveCityTax asks each other player in sequence order about each of
// their city tokens in the order laid. Progress: Window.Sub2 is the
// sequence position of the player being taxed, Window.Sub the lowest handle
// of theirs still to decide (a handle is a byte; Sub keeps its bits, and
// the answer sets Sub to the handle decided, which subDone steps past).
func (s *State) resolveCityTax(pl *Play, ev *[]Event) bool {
	w := &s.c.M.Win
	for ; int(w.Sub2) < int(s.c.Players); w.Sub2, w.Sub = w.Sub2+1, 0 {
		q := s.seqSeat(int(w.Sub2))
		if q == int(pl.Seat) {
			continue
		}
		for {
			slot, h, found := s.nextCityToken(q, uint8(w.Sub))
			if !found {
				break
			}
			if !s.canPayValue(q, cityTaxPerToken) {
				s.sendHome(q, slot, ReasonCityTax, ev)
				w.Sub = int8(h + 1)
				continue
			}
			s.push(Decision{Type: DecTax, Seat: int8(q), Space: s.slotAt(q, slot), Amount: cityTaxPerToken,
				Spell: pl.Spell, From: pl.Seat, Handle: h})
			return true
		}
	}
	return false
}

// roomTokenCount is how many tokens, printed or virtual, seat p has in the
// palace rooms (the guard is not a room).
func (s *State) roomTokenCount(p int) int {
	n := 0
	for t := 0; t < s.slots(); t++ {
		if s.slotAt(p, t).IsRoom() {
			n++
		}
	}
	return n
}

// sendRoomTokensHome sends every token seat p has in the rooms home.
func (s *State) sendRoomTokensHome(p int, ev *[]Event) {
	for t := 0; t < s.slots(); t++ {
		if s.slotAt(p, t).IsRoom() {
			s.sendHome(p, t, ReasonSultansTax, ev)
		}
	}
}

// resolveSultansTax asks each other player with room tokens, in sequence
// order, to pay 1 for each or send them all home; one who cannot pay in
// full sends them home unasked. Window.Sub is the sequence position.
func (s *State) resolveSultansTax(pl *Play, ev *[]Event) bool {
	w := &s.c.M.Win
	for ; int(w.Sub) < int(s.c.Players); w.Sub++ {
		q := s.seqSeat(int(w.Sub))
		n := s.roomTokenCount(q)
		if q == int(pl.Seat) || n == 0 {
			continue
		}
		if !s.canPayValue(q, n*sultansTaxPerToken) {
			s.sendRoomTokensHome(q, ev)
			continue
		}
		s.push(Decision{Type: DecTax, Seat: int8(q), Space: Room1, Amount: int8(n * sultansTaxPerToken),
			Spell: pl.Spell, From: pl.Seat})
		return true
	}
	return false
}

// applyTax carries out a taxed player's answer: pay, or send home the
// token (City Tax) or every room token (Sultan's Tax).
func (s *State) applyTax(d Decision, a Action, ev *[]Event) {
	p := int(d.Seat)
	switch {
	case a.Type == ActPay:
		s.payValue(p, a.Amounts, ev)
	case d.Spell == CityTax:
		_, slot, _ := s.byHandle(d.Handle)
		s.sendHome(p, slot, ReasonCityTax, ev)
	default:
		s.sendRoomTokensHome(p, ev)
	}
	if d.Spell == CityTax {
		s.c.M.Win.Sub = int8(d.Handle) // subDone steps past it
	}
	s.subDone(ev)
}
