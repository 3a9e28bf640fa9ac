package engine

// Tokens on the board in the magic version: printed tokens (slots 0-7) and
// virtual tokens, Flying Carpets and Doubles (slots NumTokens and up, D38).
// Every token has a public handle, its placement number (Seq), by which
// spells and artifacts name it without revealing a face-down token.

// numSlots is a seat's printed and virtual token slots.
const numSlots = NumTokens + MaxExtra

// slotAt is where a seat's token slot lies (Behind when unused).
func (s *State) slotAt(p, slot int) Space {
	if slot < NumTokens {
		return s.c.TokenAt[p][slot]
	}
	return s.c.M.XAt[p][slot-NumTokens]
}

// slotSeq is a slot's public handle.
func (s *State) slotSeq(p, slot int) uint8 {
	if slot < NumTokens {
		return s.c.Seq[p][slot]
	}
	return s.c.M.XSeq[p][slot-NumTokens]
}

// slots is how many token slots a seat can have in this version.
func (s *State) slots() int {
	if s.magicOn() {
		return numSlots
	}
	return NumTokens
}

// byHandle finds the token with a public handle: its seat and slot.
func (s *State) byHandle(h uint8) (p, slot int, found bool) {
	if h == 0 {
		return 0, 0, false
	}
	for p := 0; p < int(s.c.Players); p++ {
		for slot := 0; slot < s.slots(); slot++ {
			if s.slotAt(p, slot) != Behind && s.slotSeq(p, slot) == h {
				return p, slot, true
			}
		}
	}
	return 0, 0, false
}

// handles lists the handles of the tokens on the board that keep accepts
// (nil: all), in handle order: an order by slot would tell which face-down
// token is which (legal lists are built from it).
func (s *State) handles(out *[MaxPlayers * (NumTokens + MaxExtra)]uint8, keep func(q, slot int) bool) int {
	n := 0
	for p := 0; p < int(s.c.Players); p++ {
		for slot := 0; slot < s.slots(); slot++ {
			if s.slotAt(p, slot) != Behind && (keep == nil || keep(p, slot)) {
				h := s.slotSeq(p, slot)
				i := n
				for ; i > 0 && out[i-1] > h; i-- {
					out[i] = out[i-1]
				}
				out[i] = h
				n++
			}
		}
	}
	return n
}

// faceUp reports whether a printed token on the board shows its face: its
// space has been revealed, or a spell turned it (Spy, eclipses, D40).
func (s *State) faceUp(p, t int) bool {
	sp := s.c.TokenAt[p][t]
	return sp < NumSpaces && (s.c.Shown[sp] || s.c.M.Face[p]&(1<<t) != 0)
}

// resolved reports whether a space has been settled this round (D40).
func (s *State) resolved(sp Space) bool { return sp < NumSpaces && s.c.M.Resolved&(1<<sp) != 0 }

// swapped reports whether And the Last Will Be the First revalues tokens in
// sp: it was cast this round and sp was not settled before it (D43). The
// guard always counts printed values.
func (s *State) swapped(sp Space) bool {
	m := &s.c.M
	return m.LastFirst && sp != Guard && sp < NumSpaces && m.LFDone&(1<<sp) == 0
}

// countFor is what a token showing numeral n counts for in sp (D43).
func (s *State) countFor(n int8, sp Space) int {
	if s.swapped(sp) {
		switch n {
		case 9:
			return 1
		case 1:
			return 9
		}
	}
	return int(n)
}

// slotValue is what a seat's token slot counts for in its space.
func (s *State) slotValue(p, slot int) int {
	if slot < NumTokens {
		return s.value(p, slot, s.c.TokenAt[p][slot])
	}
	i := slot - NumTokens
	if s.c.M.XKind[p][i] == CarpetToken {
		return 3
	}
	return s.countFor(s.c.M.XVal[p][i], s.c.M.XAt[p][i])
}

// newHandle gives the next public handle.
func (s *State) newHandle() uint8 {
	s.c.Placed++
	return s.c.Placed
}

// addExtra lays a virtual token for seat p in sp.
func (s *State) addExtra(p int, kind int8, val int8, sp Space) (uint8, bool) {
	m := &s.c.M
	for i := 0; i < MaxExtra; i++ {
		if m.XAt[p][i] == Behind {
			m.XAt[p][i], m.XKind[p][i], m.XVal[p][i] = sp, kind, val
			m.XSeq[p][i] = s.newHandle()
			return m.XSeq[p][i], true
		}
	}
	return 0, false
}

// extrasFree reports whether a seat can still lay a virtual token.
func (s *State) extrasFree(p int) bool {
	for i := 0; i < MaxExtra; i++ {
		if s.c.M.XAt[p][i] == Behind {
			return true
		}
	}
	return false
}
