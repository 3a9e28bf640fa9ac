package engine

// The spells that borrow what others have: Parasite copies an artifact
// power an opponent used this round (D55), Smuggler claims the city spaces
// nobody took (D52, D61).

func init() {
	spellDefs[Parasite] = spellDef{name: "Parasite", uses: TargetArtifact | TargetSpace | TargetToken | TargetPlay, when: AnyMoment,
		problem: parasiteProblem, options: parasiteOptions, resolve: resolveParasite}
	spellDefs[Smuggler] = spellDef{name: "Smuggler", notNow: "The Smuggler can be played only right after the last dragon cave is tallied.",
		when: InSmugglerWindow, problem: smugglerProblem, resolve: resolveSmuggler}
}

// --- Parasite (D55) ---

// opponentInvoked reports whether a seat other than p invoked an artifact
// of type a this round (in the same batch is enough: invocations are never
// cancelled).
func (s *State) opponentInvoked(p int, a Artifact) bool {
	for q := 0; q < int(s.c.Players); q++ {
		if q != p && s.c.M.Invoked[q][a] > 0 {
			return true
		}
	}
	return false
}

// parasiteProblem: the type of an artifact an opponent invoked this round,
// with that power's own target and nothing else (fields it does not use
// stay zero, so each copy has one form): the Carpet on the space being
// tallied, never the guard; the Double on one of the caster's face-up
// printed tokens, never on the guard; the Key before the guard is settled;
// the Counterspell against another player's waiting spell. Not the Scroll,
// nor the Lamp (the caster's is lit).
func parasiteProblem(s *State, p int, a Action) refusal {
	w := &s.c.M.Win
	switch a.Art {
	case Scroll:
		return refusal{ErrBadTarget, "Parasite cannot copy the Scroll."}
	case Lamp:
		return refusal{ErrBadTarget, "Your Lamp is already lit: there is nothing to copy."}
	case Counterspell, Double, FlyingCarpet, Key:
	default:
		return refusal{ErrBadTarget, "There is no such artifact."}
	}
	if !s.opponentInvoked(p, a.Art) {
		return refusal{ErrBadTarget, "No opponent has used that artifact this round."}
	}
	switch a.Art {
	case FlyingCarpet:
		switch {
		case a.Handle != 0 || a.Play != 0:
			return refusal{ErrBadTarget, "A copied Flying Carpet names only its space."}
		case w.Kind != WinSpace || a.Space != w.Space:
			return refusal{ErrBadSpace, "The Flying Carpet goes only on the space being tallied."}
		case a.Space == Guard:
			return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
		}
		return s.carpetProblem(p, a.Space)
	case Double:
		if a.Space != 0 || a.Play != 0 {
			return refusal{ErrBadTarget, "A copied Double names only your token."}
		}
		if q, slot, found := s.byHandle(a.Handle); found && q == p && slot < NumTokens && s.c.TokenAt[p][slot] == Guard {
			return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
		}
		return s.doubleProblem(p, a.Handle)
	case Key:
		if a.Space != 0 || a.Handle != 0 || a.Play != 0 {
			return refusal{ErrBadTarget, "A copied Key names no target."}
		}
		return s.keyProblem(p)
	}
	// Counterspell
	if a.Space != 0 || a.Handle != 0 {
		return refusal{ErrBadTarget, "A copied Counterspell names only the spell it cancels."}
	}
	return s.counterProblem(p, a.Play)
}

// parasiteOptions appends Parasite's legal casts: each power an opponent
// used, with each of that power's own targets and the other fields zero
// (trying every space, token and play for every type would miss these
// zeros and cost thousands of checks). base is the cast with no target;
// the checks that do not depend on the targets are already made.
func parasiteOptions(s *State, p int, base Action, buf []Action) []Action {
	try := func(a Action) {
		if parasiteProblem(s, p, a) == ok {
			buf = append(buf, a)
		}
	}
	if s.c.M.Win.Kind == WinSpace {
		a := base
		a.Art, a.Space = FlyingCarpet, s.c.M.Win.Space
		try(a)
	}
	for t := 0; t < NumTokens; t++ {
		if s.c.TokenAt[p][t] != Behind {
			a := base
			a.Art, a.Handle = Double, s.c.Seq[p][t]
			try(a)
		}
	}
	a := base
	a.Art = Key
	try(a)
	for j := int8(0); j < s.c.M.Win.N; j++ {
		a := base
		a.Art, a.Play = Counterspell, j
		try(a)
	}
	return buf
}

// resolveParasite works the copied power as the caster's own, against the
// board as it is now (D34 e); it spends no artifact use (D55).
func resolveParasite(s *State, pl *Play, ev *[]Event) bool {
	c := &s.c
	p := int(pl.Seat)
	switch pl.Art {
	case FlyingCarpet:
		if pl.Space == Guard || s.carpetProblem(p, pl.Space) != ok {
			fizzle(pl, ev)
			return false
		}
		h, _ := s.addExtra(p, CarpetToken, 3, pl.Space)
		e := CarpetLaidEvent(pl.Seat, pl.Space, h)
		e.Spell = Parasite
		*ev = append(*ev, e)
	case Double:
		_, t, found := s.byHandle(pl.Handle)
		if !found || s.doubleProblem(p, pl.Handle) != ok || c.TokenAt[p][t] == Guard {
			fizzle(pl, ev)
			return false
		}
		sp := c.TokenAt[p][t]
		h, _ := s.addExtra(p, DoubleToken, numerals[t], sp)
		e := DoubledEvent(pl.Seat, sp, h, pl.Handle, int8(s.countFor(numerals[t], sp)))
		e.Spell = Parasite
		*ev = append(*ev, e)
	case Key:
		if s.keyProblem(p) != ok {
			fizzle(pl, ev)
			return false
		}
		c.M.KeyOn |= 1 << p
		*ev = append(*ev, Event{Type: EvModifier, Seat: pl.Seat, Spell: Parasite, Artifact: Key})
	}
	// A copied Counterspell did its work when the asking ended (D56).
	return false
}

// parasiteCarpetPossible is D36's public test that seat p might lay a
// Parasite copy of a Flying Carpet on sp: an opponent used a Carpet this
// round, p holds a spell card with its Lamp lit or usable, and a Carpet of
// p's could lie there. (For beginSpace's carpetPossible, which opens a
// window on an empty space.)
func (s *State) parasiteCarpetPossible(p int, sp Space) bool {
	m := &s.c.M
	return sp != Guard && s.opponentInvoked(p, FlyingCarpet) && s.handCount(p) > 0 &&
		(m.LampOn&(1<<p) != 0 || s.canInvoke(p, Lamp)) && s.carpetProblem(p, sp) == ok
}

// --- Smuggler (D52, D61) ---

// smugglerProblem: some city space holds no token at all now (Taboo on it
// does not matter, D61).
func smugglerProblem(s *State, p int, a Action) refusal {
	if s.emptyCity() == 0 {
		return refusal{ErrWrongDecision, "Every city space holds a token: there is nothing to smuggle."}
	}
	return ok
}

// resolveSmuggler claims the city spaces empty at this moment: there the
// caster counts as strong as the strongest other player (s.smuggled) and
// takes part in the ranking (s.ranked), ties going by sequence order.
func resolveSmuggler(s *State, pl *Play, ev *[]Event) bool {
	m := &s.c.M
	empty := s.emptyCity()
	if empty == 0 {
		fizzle(pl, ev)
		return false
	}
	m.Smug, m.SmugSp = pl.Seat, empty
	*ev = append(*ev, Event{Type: EvModifier, Seat: pl.Seat, Spell: Smuggler, Amount: int16(empty)})
	return false
}
