package engine

// The spells that change the round: Spy and Taboo (D57), And the Last Will
// Be the First (D43), Dragon Leaves and Dragon's Return (D51, D63).

func init() {
	spellDefs[Spy] = spellDef{name: "Spy", notNow: "Spy can be played only while tokens are being placed.",
		when: DuringPlacement, problem: spyProblem, resolve: resolveSpy}
	spellDefs[Taboo] = spellDef{name: "Taboo", uses: TargetSpace, when: AnyMoment, problem: tabooProblem, resolve: resolveTaboo}
	spellDefs[LastFirst] = spellDef{name: "And the Last Will Be the First", when: AnyMoment, problem: lastFirstProblem, resolve: resolveLastFirst}
	spellDefs[DragonLeaves] = spellDef{name: "Dragon Leaves", uses: TargetSpace, when: AnyMoment, problem: leavesProblem, resolve: resolveLeaves}
	spellDefs[DragonsReturn] = spellDef{name: "Dragon's Return", notNow: "Dragon's Return can be played only once the tally has begun.",
		uses: TargetSpace, when: InSpaceWindow | InSmugglerWindow, problem: returnCaveProblem,
		resolve: resolveDragonsReturn}
}

// movingSpells are the cards that can bring a token or a Carpet onto a
// space (D41, D55).
const movingSpells = SpellSet(1<<SecondChance | 1<<Teleport | 1<<Parasite)

// arrivalPossible is D36's public test for Taboo and Dragon Leaves: might a
// token or a Carpet still arrive on sp this round? During placement a seat
// with tokens left may lay one; at any time an uninvoked Flying Carpet with
// a use left may land, or a spell card with a usable Lamp may move a token
// there (for the caster its own hand says which; of the others only the
// count is known). After the guard, a room is reachable only by those who
// entered (D42 c). The space's own state (Taboo, shelves) is the caller's.
func (s *State) arrivalPossible(p int, sp Space) bool {
	c := &s.c
	for q := 0; q < int(c.Players); q++ {
		if sp.IsRoom() && s.resolved(Guard) && !c.Entered[q] {
			continue
		}
		if c.Phase == PhasePlace && c.Left[q] > 0 {
			return true
		}
		if s.canInvoke(q, FlyingCarpet) {
			return true
		}
		if q == p {
			if c.M.Hand[p]&movingSpells != 0 {
				return true
			}
		} else if s.handCount(q) > 0 && (c.M.LampOn&(1<<q) != 0 || s.canInvoke(q, Lamp)) {
			return true
		}
	}
	return false
}

// --- Spy (D57) ---

func spyProblem(s *State, p int, a Action) refusal {
	c := &s.c
	if c.M.Spy >= 0 {
		return refusal{ErrWrongDecision, "Spy is already at work this round."}
	}
	for q := 0; q < int(c.Players); q++ {
		if q != p && c.Left[q] > 0 {
			return ok
		}
	}
	return refusal{ErrWrongDecision, "Everyone else has laid all their tokens: Spy would show nothing."}
}

// resolveSpy: from now on the others lay their tokens face up, except on
// the guard (place reads Spy).
func resolveSpy(s *State, pl *Play, ev *[]Event) bool {
	m := &s.c.M
	if m.Spy >= 0 || s.c.Phase != PhasePlace {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell})
		return false
	}
	m.Spy = pl.Seat
	*ev = append(*ev, Event{Type: EvModifier, Seat: pl.Seat, Spell: Spy})
	return false
}

// --- Taboo (D57, D61) ---

// tabooTarget is whether Taboo may name sp at all: not the guard, not yet
// tallied, not already closed.
func (s *State) tabooTarget(sp Space) refusal {
	switch {
	case sp >= NumSpaces:
		return refusal{ErrBadSpace, "There is no such space."}
	case sp == Guard:
		return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
	case s.resolved(sp):
		return refusal{ErrBadSpace, talliedWords.at(sp)}
	case s.c.M.Taboo&(1<<sp) != 0:
		return refusal{ErrTaboo, tabooAgainWords.at(sp)}
	}
	return ok
}

// Taboo's refusals, naming the space.
var (
	tabooAgainWords   = wordsFor("Taboo already closed %v this round.")
	tabooNoCaveWords  = wordsFor("There is no treasure in %v: nothing may go there anyway.")
	tabooNoRoomWords  = wordsFor("There is nothing to sell in %v: nothing may go there anyway.")
	tabooNoNeedWords  = wordsFor("Nothing could reach %v any more: Taboo would change nothing.")
	leavesReachedWord = wordsFor("The vizier has already reached %v.")
	shutWords         = wordsFor("Dragon's Return has shut %v for this round.")
	stillFullWords    = wordsFor("There is still treasure in %v.")
	bankShortWords    = wordsFor("The bank has nothing left to fill %v with.")
	leavesTabooWords  = wordsFor("Taboo closed %v: nobody could reach its treasure.")
	unreachableWords  = wordsFor("Nothing could reach %v any more.")
	nothingBackWords  = wordsFor("There is no treasure in %v to take back.")
)

func tabooProblem(s *State, p int, a Action) refusal {
	if r := s.tabooTarget(a.Space); r != ok {
		return r
	}
	sp := a.Space
	c := &s.c
	switch {
	case sp.IsCave() && (c.Shelves[sp][0].Small+c.Shelves[sp][0].Large == 0 || c.M.Closed&(1<<sp) != 0):
		return refusal{ErrSpaceClosed, tabooNoCaveWords.at(sp)}
	case sp.IsRoom() && (sp.Room() >= int(c.Players) || c.StackLen[sp.Room()] == 0):
		return refusal{ErrSpaceClosed, tabooNoRoomWords.at(sp)}
	case !s.arrivalPossible(p, sp):
		return refusal{ErrWrongDecision, tabooNoNeedWords.at(sp)}
	}
	return ok
}

// resolveTaboo closes the space to new tokens and Carpets (placeProblem,
// moveProblem and carpetProblem read the bit); tokens there stay.
func resolveTaboo(s *State, pl *Play, ev *[]Event) bool {
	if s.tabooTarget(pl.Space) != ok {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell, Space: pl.Space})
		return false
	}
	s.c.M.Taboo |= 1 << pl.Space
	*ev = append(*ev, Event{Type: EvModifier, Seat: pl.Seat, Spell: Taboo, Space: pl.Space})
	return false
}

// --- And the Last Will Be the First (D43) ---

// lastFirstProblem: the card must not be at work already, and a 1 or a 9
// must be able to count somewhere still to be tallied: during placement
// always; later, a token on such a space (not the guard) that is a 1 or a
// 9, or might be one as far as the caster knows (another seat's face-down
// token), or a Double of one.
func lastFirstProblem(s *State, p int, a Action) refusal {
	c := &s.c
	if c.M.LastFirst {
		return refusal{ErrWrongDecision, "And the Last Will Be the First is already at work this round."}
	}
	if c.Phase == PhasePlace {
		return ok
	}
	for q := 0; q < int(c.Players); q++ {
		for t := 0; t < NumTokens; t++ {
			sp := c.TokenAt[q][t]
			if sp >= NumSpaces || sp == Guard || s.resolved(sp) {
				continue
			}
			if t == 0 || t == NumTokens-1 || (q != p && !s.faceUp(q, t)) {
				return ok
			}
		}
		for i := 0; i < MaxExtra; i++ {
			sp := c.M.XAt[q][i]
			if sp < NumSpaces && sp != Guard && !s.resolved(sp) && c.M.XKind[q][i] == DoubleToken &&
				(c.M.XVal[q][i] == 1 || c.M.XVal[q][i] == 9) {
				return ok
			}
		}
	}
	return refusal{ErrWrongDecision, "No 1 or 9 is left to count in a space still to be tallied."}
}

// resolveLastFirst swaps 1s and 9s from now on in every space not yet
// settled (swapped reads LastFirst and LFDone); the open space is reranked
// when it settles.
func resolveLastFirst(s *State, pl *Play, ev *[]Event) bool {
	m := &s.c.M
	if m.LastFirst {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell})
		return false
	}
	m.LastFirst = true
	m.LFDone = m.Resolved
	*ev = append(*ev, Event{Type: EvModifier, Seat: pl.Seat, Spell: LastFirst})
	return false
}

// --- Dragon Leaves (D51, D63) ---

// leavesTarget: a cave still to be tallied (after placement, one the tally
// has not reached: D63), not shut by Dragon's Return, bare on every shelf.
func (s *State) leavesTarget(sp Space) refusal {
	c := &s.c
	switch {
	case !sp.IsCave():
		return refusal{ErrBadSpace, "Dragon Leaves is played on a dragon cave."}
	case s.resolved(sp) || (c.Phase != PhasePlace && sp <= c.Tally):
		return refusal{ErrBadSpace, leavesReachedWord.at(sp)}
	case c.M.Closed&(1<<sp) != 0:
		return refusal{ErrSpaceClosed, shutWords.at(sp)}
	}
	for sh := 0; sh < NumShelves; sh++ {
		if c.Shelves[sp][sh].Small+c.Shelves[sp][sh].Large > 0 {
			return refusal{ErrBadSpace, stillFullWords.at(sp)}
		}
	}
	return ok
}

func leavesProblem(s *State, p int, a Action) refusal {
	if r := s.leavesTarget(a.Space); r != ok {
		return r
	}
	c := &s.c
	k := a.Space.Cave()
	switch {
	case c.Bank.Small[k]+c.Bank.Large[k] == 0:
		return refusal{ErrBankShort, bankShortWords.at(a.Space)}
	case c.M.Taboo&(1<<a.Space) != 0:
		return refusal{ErrTaboo, leavesTabooWords.at(a.Space)}
	case !s.arrivalPossible(p, a.Space):
		return refusal{ErrWrongDecision, unreachableWords.at(a.Space)}
	}
	return ok
}

// resolveLeaves stocks the cave from the bank as a treasure card would (D26).
func resolveLeaves(s *State, pl *Play, ev *[]Event) bool {
	if s.leavesTarget(pl.Space) != ok {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell, Space: pl.Space})
		return false
	}
	c := &s.c
	k := pl.Space.Cave()
	for sh, v := range [2]int{4, 2} {
		got := fillShelf(&c.Bank, k, v)
		c.Shelves[k][sh] = got
		*ev = append(*ev, Event{Type: EvCaveFilled, Space: pl.Space, Shelf: int8(sh), Kind: k,
			Small: got.Small, Large: got.Large, Seat: pl.Seat, Spell: pl.Spell})
	}
	return false
}

// --- Dragon's Return (D51) ---

// returnCaveTarget: a cave still to be tallied, not already shut.
func (s *State) returnCaveTarget(sp Space) refusal {
	switch {
	case !sp.IsCave():
		return refusal{ErrBadSpace, "Dragon's Return is played on a dragon cave."}
	case s.resolved(sp) || sp < s.c.Tally:
		return refusal{ErrBadSpace, talliedWords.at(sp)}
	case s.c.M.Closed&(1<<sp) != 0:
		return refusal{ErrSpaceClosed, shutWords.at(sp)}
	}
	return ok
}

func returnCaveProblem(s *State, p int, a Action) refusal {
	if r := s.returnCaveTarget(a.Space); r != ok {
		return r
	}
	for sh := 0; sh < NumShelves; sh++ {
		if g := s.c.Shelves[a.Space][sh]; g.Small+g.Large > 0 {
			return ok
		}
	}
	return refusal{ErrBadSpace, nothingBackWords.at(a.Space)} // decision D65
}

// resolveDragonsReturn sends the cave's treasure to the bank and shuts it
// for the round: tokens there stay and win nothing (settleSpace skips it).
func resolveDragonsReturn(s *State, pl *Play, ev *[]Event) bool {
	if s.returnCaveTarget(pl.Space) != ok {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell, Space: pl.Space})
		return false
	}
	c := &s.c
	k := pl.Space.Cave()
	c.M.Closed |= 1 << pl.Space
	for sh := 0; sh < NumShelves; sh++ {
		got := c.Shelves[k][sh]
		c.Bank.Small[k] += got.Small
		c.Bank.Large[k] += got.Large
		c.Shelves[k][sh] = Shelf{}
		if sh == 0 || got.Small+got.Large > 0 {
			*ev = append(*ev, Event{Type: EvCaveClosed, Space: pl.Space, Shelf: int8(sh), Kind: k,
				Small: got.Small, Large: got.Large, Seat: pl.Seat, Spell: pl.Spell})
		}
	}
	return false
}
