package engine

// The magic version's changes to placement and the tally: the Tent and the
// Djinn's House (EN l.164-167, D58), windows at each space (D21, D34), the
// Smuggler's claim (D52), the Key at the guard (D42) and the Scroll at the
// end (D17).

func init() {
	decisionKinds[DecReact] = decisionKind{
		name: "play a spell or an artifact, or pass", accepts: acts(ActPass, ActCast, ActInvoke),
		check: func(s *State, d Decision, a Action) error {
			return s.playCheck(int(a.Seat), a)
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			p := int(d.Seat)
			buf = append(buf, Action{Type: ActPass, Seat: d.Seat}.Canonical())
			buf = s.invokeOptions(p, buf)
			return s.castOptions(p, buf)
		},
		apply: (*State).applyReact,
	}
	decisionKinds[DecTentKeep] = decisionKind{
		name: "keep one of the two spell cards", accepts: acts(ActKeep),
		check: func(s *State, d Decision, a Action) error {
			if a.Spell == NoSpell || (a.Spell != s.c.M.Offer[0] && a.Spell != s.c.M.Offer[1]) {
				return illegal(ErrBadTarget, "Keep one of the two cards you drew.")
			}
			return nil
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			for _, sp := range s.c.M.Offer {
				if sp != NoSpell {
					buf = append(buf, Action{Type: ActKeep, Seat: d.Seat, Spell: sp}.Canonical())
				}
			}
			return buf
		},
		apply: (*State).applyTentKeep,
	}
}

// playCheck checks a pass, a cast or an invocation in a window.
func (s *State) playCheck(p int, a Action) error {
	var r refusal
	if !s.magicOn() && a.Type != ActPass {
		return illegal(ErrWrongDecision, "Spells and artifact powers belong to the magic version.")
	}
	switch a.Type {
	case ActPass:
		return nil
	case ActCast:
		r = s.castProblem(p, a)
	case ActInvoke:
		r = s.invokeProblem(p, a)
	}
	if r != ok {
		return r.err()
	}
	return nil
}

// placeTurnPlay is a play made on one's own placement turn (D35): the Lamp
// and the Key act at once and need no answer (decision D70); any other play
// opens a round of answers from the other seats, after which the turn
// player again places or plays.
func (s *State) placeTurnPlay(a Action, ev *[]Event) {
	m := &s.c.M
	m.Win.openForTurn(a.Seat)
	s.makePlay(a, ev)
	if m.Win.N == 0 {
		m.Win = Window{}
		return
	}
	m.Win.Passed = 0
	*ev = append(*ev, WindowOpenedEvent(a.Seat, 0, WinPlacement))
	s.askFrom((int(a.Seat)+1)%int(s.c.Players), ev)
}

// smuggled is D52: in a city space the Smuggler claimed, its caster counts
// as strong as the strongest other player there.
func (s *State) smuggled(p int, sp Space, sum int) int {
	m := &s.c.M
	if int(m.Smug) != p || sp >= NumSpaces || m.SmugSp&(1<<sp) == 0 {
		return sum
	}
	for q := 0; q < int(s.c.Players); q++ {
		if q != p {
			sum = max(sum, s.strengthIn(q, sp))
		}
	}
	return sum
}

// ranked reports whether a seat takes part in a space's ranking.
func (s *State) ranked(p int, sp Space) bool {
	if s.tokensIn(p, sp) > 0 {
		return true
	}
	m := &s.c.M
	return s.magicOn() && int(m.Smug) == p && m.SmugSp&(1<<sp) != 0
}

// rerank recomputes a space's ranking after a window changed it, and tells
// the table if it did.
func (s *State) rerank(sp Space, ev *[]Event) {
	c := &s.c
	oldRank, oldN, oldStr := c.Rank, c.NRank, c.Str
	s.rank(sp)
	if c.Rank != oldRank || c.NRank != oldN || c.Str != oldStr {
		*ev = append(*ev, Event{Type: EvRanking, Space: sp, Strength: c.Str, Ranking: c.Rank, NRank: c.NRank, Camel: c.Camel})
	}
}

// spaceWindowWanted: D11 and D36 give an empty space a window only if
// someone could lay a Carpet there.
func (s *State) carpetPossible(sp Space) bool {
	for p := 0; p < int(s.c.Players); p++ {
		if s.canInvoke(p, FlyingCarpet) && s.carpetProblem(p, sp) == ok {
			return true
		}
		if s.parasiteCarpetPossible(p, sp) { // decision D36: a Parasite copy too
			return true
		}
	}
	return false
}

// settleTent: the strongest draws two cards, keeps one and gives the other
// to the second strongest, or discards it if there is none (EN l.166, D58).
func (s *State) settleTent(ev *[]Event) {
	c := &s.c
	m := &c.M
	if c.NRank == 0 {
		return
	}
	top := int(c.Rank[0])
	a := s.drawSpell(ev)
	b := s.drawSpell(ev)
	switch {
	case a == NoSpell:
		return
	case b == NoSpell:
		m.Hand[top] |= 1 << a
		*ev = append(*ev, SpellDrawnEvent(top, a, false))
		return
	}
	m.Offer = [2]Spell{a, b}
	*ev = append(*ev, SpellDrawnEvent(top, a, true), SpellDrawnEvent(top, b, true))
	s.push(Decision{Type: DecTentKeep, Seat: int8(top), Space: AladdinsTent, Spell: NoSpell, From: -1})
}

// applyTentKeep gives the other card to the second strongest (D58).
func (s *State) applyTentKeep(d Decision, a Action, ev *[]Event) {
	s.pop()
	c := &s.c
	m := &c.M
	top := int(a.Seat)
	other := m.Offer[0]
	if other == a.Spell {
		other = m.Offer[1]
	}
	m.Offer = [2]Spell{NoSpell, NoSpell}
	m.Hand[top] |= 1 << a.Spell
	*ev = append(*ev, Event{Type: EvSpellKept, Seat: int8(top), Spell: a.Spell, Audience: Only(top)})
	if c.NRank >= 2 {
		second := int(c.Rank[1])
		m.Hand[second] |= 1 << other
		m.Knows[top] |= 1 << other
		*ev = append(*ev, SpellGivenEvent(top, second, other))
	} else {
		s.discard(other)
		*ev = append(*ev, Event{Type: EvSpellDiscarded, Seat: int8(top), Spell: other, Reason: ReasonTentSpare})
	}
	s.nextSpace(ev)
}

// settleDjinn: the strongest may invoke a second artifact this round (D58).
func (s *State) settleDjinn(ev *[]Event) {
	c := &s.c
	if c.NRank == 0 {
		return
	}
	c.M.Djinn = c.Rank[0]
	*ev = append(*ev, Event{Type: EvDjinn, Seat: c.Rank[0]})
}

// scrollWinners breaks a tie for the most artifacts by Scrolls (EN l.169,
// l.197); a tie that remains is shared (D17).
func (s *State) scrollWinners(winners uint8) uint8 {
	best := -1
	var out uint8
	for p := 0; p < int(s.c.Players); p++ {
		if winners&(1<<p) == 0 {
			continue
		}
		switch n := int(s.c.Owned[p][Scroll]); {
		case n > best:
			best, out = n, 1<<p
		case n == best:
			out |= 1 << p
		}
	}
	return out
}
