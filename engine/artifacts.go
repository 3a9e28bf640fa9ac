package engine

// Artifact powers (EN l.173-197; decisions D23, D37, D38, D42, D56). A seat
// has one use a round, two once it has won the Djinn's House; each tile is
// invoked at most once a round and comes back at the round's end.

// artifactDef is everything about one artifact type, in one place, like
// spellDef for the spell cards.
type artifactDef struct {
	name string
	// invoked: the tile has a power a seat invokes (the Scroll has none:
	// it breaks a tie at the end, D17).
	invoked bool
	uses    Targets // the fields an invocation names
	// problem checks an invocation's own rules once the generic checks
	// (owned, a use left, room in the window) are done.
	problem func(s *State, p int, a Action) refusal
	// canAct is D36's public test that the power could change something
	// in the window now open (or on a placement turn); nil: never counts.
	canAct func(s *State, p int) bool
	// resolve carries out a play of the tile when its batch resolves; nil
	// for a tile that acts at once (the Lamp, the Key) or did its work when
	// the asking ended (the Counterspell, D56).
	resolve func(s *State, pl *Play, ev *[]Event)
}

// artifactDefs is filled in init: the entries' functions reach back into
// the table through the legal lists.
var artifactDefs [NumArtifactTypes]artifactDef

func init() {
	artifactDefs = [NumArtifactTypes]artifactDef{
		Lamp: {name: "Aladdin's Lamp", invoked: true, problem: func(s *State, p int, a Action) refusal {
			if s.c.M.LampOn&(1<<p) != 0 {
				return refusal{ErrWrongDecision, "Your Lamp is already lit this round."}
			}
			if s.handCount(p) == 0 {
				return refusal{ErrWrongDecision, "You hold no spell card to play with the Lamp."}
			}
			return ok
		}},
		Counterspell: {name: "Counterspell", invoked: true, uses: TargetPlay,
			problem: func(s *State, p int, a Action) refusal { return s.counterProblem(p, a.Play) },
			canAct: func(s *State, p int) bool {
				for j := int8(0); j < s.c.M.Win.N; j++ {
					if s.counterProblem(p, j) == ok {
						return true
					}
				}
				return false
			}},
		Double: {name: "Double", invoked: true, uses: TargetToken,
			problem: func(s *State, p int, a Action) refusal { return s.doubleProblem(p, a.Handle) },
			canAct: func(s *State, p int) bool {
				for t := 0; t < NumTokens; t++ {
					if s.doubleProblem(p, s.c.Seq[p][t]) == ok {
						return true
					}
				}
				return false
			},
			resolve: (*State).resolveDouble},
		FlyingCarpet: {name: "Flying Carpet", invoked: true, uses: TargetSpace,
			problem: func(s *State, p int, a Action) refusal {
				if s.c.M.Win.Kind != WinSpace || a.Space != s.c.M.Win.Space {
					return refusal{ErrBadSpace, "The Flying Carpet goes only on the space being tallied."}
				}
				return s.carpetProblem(p, a.Space)
			},
			canAct: func(s *State, p int) bool {
				return s.c.M.Win.Kind == WinSpace && s.carpetProblem(p, s.c.M.Win.Space) == ok
			},
			resolve: (*State).resolveCarpet},
		Key: {name: "Key", invoked: true,
			problem: func(s *State, p int, a Action) refusal { return s.keyProblem(p) },
			canAct:  func(s *State, p int) bool { return s.keyProblem(p) == ok }},
		Scroll: {name: "Scroll"},
	}
}

func (a Artifact) String() string {
	if a < NumArtifactTypes {
		return artifactDefs[a].name
	}
	return "unknown artifact"
}

// Targets are the fields an invocation of a names.
func (a Artifact) Targets() Targets {
	if a < NumArtifactTypes {
		return artifactDefs[a].uses
	}
	return 0
}

// Invoked reports whether a has a power a seat invokes (all but the Scroll).
func (a Artifact) Invoked() bool { return a < NumArtifactTypes && artifactDefs[a].invoked }

// usesLeft is how many more artifacts a seat may invoke this round.
func (s *State) usesLeft(p int) int {
	limit := 1
	if int(s.c.M.Djinn) == p {
		limit = 2
	}
	return limit - int(s.c.M.Uses[p])
}

// canInvoke: the seat owns an uninvoked tile of the type and has a use left.
// The Scroll is never invoked.
func (s *State) canInvoke(p int, a Artifact) bool {
	if !a.Invoked() || !s.magicOn() {
		return false
	}
	m := &s.c.M
	return s.c.Owned[p][a] > m.Invoked[p][a] && s.usesLeft(p) > 0
}

// artifactCanAct is D36's public test that an artifact's power could
// change something in the window now open (or on a placement turn).
func (s *State) artifactCanAct(p int, a Artifact) bool {
	return a < NumArtifactTypes && artifactDefs[a].canAct != nil && artifactDefs[a].canAct(s, p)
}

// invokeProblem checks an invocation with its target.
func (s *State) invokeProblem(p int, a Action) refusal {
	if a.Art >= NumArtifactTypes {
		return refusal{ErrBadTarget, "There is no such artifact."}
	}
	def := &artifactDefs[a.Art]
	if !def.invoked {
		return refusal{ErrBadTarget, "The Scroll is never invoked: it breaks a tie at the end."}
	}
	if s.c.Owned[p][a.Art] <= s.c.M.Invoked[p][a.Art] {
		return refusal{ErrBadTarget, "You have no such artifact left to invoke this round."}
	}
	if s.usesLeft(p) <= 0 {
		return refusal{ErrWrongDecision, "You have already used your artifact power this round."}
	}
	if s.c.M.Win.N >= MaxPlays {
		return refusal{ErrWrongDecision, "Too many plays are waiting; pass and let them resolve."}
	}
	return def.problem(s, p, a)
}

// counterProblem: a Counterspell names a pending spell of another player
// that nothing counters yet (D56).
func (s *State) counterProblem(p int, j int8) refusal {
	w := &s.c.M.Win
	if j < 0 || j >= w.N || w.Res >= 0 {
		return refusal{ErrBadTarget, "There is no such spell waiting to resolve."}
	}
	pl := &w.Plays[j]
	switch {
	case pl.Spell == NoSpell:
		return refusal{ErrBadTarget, "A Counterspell cancels a spell, not an artifact."}
	case int(pl.Seat) == p:
		return refusal{ErrBadTarget, "You cannot counter your own spell."}
	}
	for i := int8(0); i < w.N; i++ {
		if w.Plays[i].Counter == j {
			return refusal{ErrBadTarget, "That spell is already countered."}
		}
	}
	return ok
}

// doubleProblem: a Double copies one of the seat's own printed tokens that
// lies face up in a space not yet settled (D38).
func (s *State) doubleProblem(p int, h uint8) refusal {
	q, slot, found := s.byHandle(h)
	if !found || q != p || slot >= NumTokens {
		return refusal{ErrBadTarget, "Choose one of your own tokens on the board."}
	}
	sp := s.c.TokenAt[p][slot]
	switch {
	case !s.faceUp(p, slot):
		return refusal{ErrBadTarget, "The Double copies a face-up token only."}
	case s.resolved(sp):
		return refusal{ErrBadSpace, talliedWords.at(sp)}
	case !s.extrasFree(p):
		return refusal{ErrWrongDecision, "You cannot lay another Carpet or Double this round."}
	}
	return ok
}

// carpetProblem: where a Flying Carpet may lie (D38, D42 c, D57).
func (s *State) carpetProblem(p int, sp Space) refusal {
	c := &s.c
	switch {
	case sp >= NumSpaces:
		return refusal{ErrBadSpace, "There is no such space."}
	case s.resolved(sp):
		return refusal{ErrBadSpace, talliedWords.at(sp)}
	case c.M.Taboo&(1<<sp) != 0:
		return refusal{ErrSpaceClosed, tabooWords.at(sp)}
	case sp.IsCave() && (c.Shelves[sp][0].Small+c.Shelves[sp][0].Large == 0 || c.M.Closed&(1<<sp) != 0):
		return refusal{ErrSpaceClosed, noTreasureWords.at(sp)}
	case sp.IsRoom() && (sp.Room() >= int(c.Players) || c.StackLen[sp.Room()] == 0):
		return refusal{ErrSpaceClosed, nothingToSellWords.at(sp)}
	case sp.IsRoom() && !c.Entered[p]:
		return refusal{ErrSpaceClosed, "Only a player who got into the palace may lay a Carpet in a room."}
	case !s.extrasFree(p):
		return refusal{ErrWrongDecision, "You cannot lay another Carpet or Double this round."}
	}
	return ok
}

// keyProblem: the Key works before the guard is settled, for a seat not yet
// inside (D42 a).
func (s *State) keyProblem(p int) refusal {
	c := &s.c
	switch {
	case s.resolved(Guard) || c.Tally > Guard || (c.Tally == Guard && c.At >= AtSettle):
		return refusal{ErrWrongDecision, "The palace guard has already been tallied this round."}
	case c.M.KeyOn&(1<<p) != 0 || c.Entered[p]:
		return refusal{ErrWrongDecision, "You are already free to enter the palace."}
	}
	return ok
}

// ownFaceUp: a Double copies one of its owner's face-up printed tokens.
func ownFaceUp(s *State, p, q, slot int) bool { return q == p && slot < NumTokens && s.faceUp(q, slot) }

// invokeOptions appends every legal invocation.
func (s *State) invokeOptions(p int, buf []Action) []Action {
	if !s.magicOn() || s.usesLeft(p) <= 0 {
		return buf
	}
	for art := Artifact(0); art < NumArtifactTypes; art++ {
		if !art.Invoked() || s.c.Owned[p][art] <= s.c.M.Invoked[p][art] {
			continue
		}
		a := Action{Type: ActInvoke, Seat: int8(p), Art: art}.Canonical()
		buf = s.targetOptions(p, a, art.Targets(), ownFaceUp, func(a Action) bool { return s.invokeProblem(p, a) == ok }, buf)
	}
	return buf
}

// resolveArtifact carries out a Carpet, Double or Counterspell play when
// its batch resolves; a target gone by then makes it do nothing, and the
// use stays spent (D34 e, D37).
func (s *State) resolveArtifact(pl *Play, ev *[]Event) {
	if pl.Art < NumArtifactTypes && artifactDefs[pl.Art].resolve != nil {
		artifactDefs[pl.Art].resolve(s, pl, ev)
	}
}

// resolveCarpet lays a Flying Carpet as a 3 (D38).
func (s *State) resolveCarpet(pl *Play, ev *[]Event) {
	p := int(pl.Seat)
	if s.carpetProblem(p, pl.Space) != ok {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Artifact: pl.Art, Spell: NoSpell})
		return
	}
	h, _ := s.addExtra(p, CarpetToken, 3, pl.Space)
	*ev = append(*ev, CarpetLaidEvent(pl.Seat, pl.Space, h))
}

// resolveDouble lays a copy of one of the seat's face-up tokens (D38).
func (s *State) resolveDouble(pl *Play, ev *[]Event) {
	p := int(pl.Seat)
	if s.doubleProblem(p, pl.Handle) != ok {
		*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Artifact: pl.Art, Spell: NoSpell})
		return
	}
	_, t, _ := s.byHandle(pl.Handle)
	sp := s.c.TokenAt[p][t]
	h, _ := s.addExtra(p, DoubleToken, numerals[t], sp)
	*ev = append(*ev, DoubledEvent(pl.Seat, sp, h, pl.Handle, int8(s.countFor(numerals[t], sp))))
}
