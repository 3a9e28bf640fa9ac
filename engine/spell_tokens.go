package engine

// Spells that move tokens or send them home: 2nd Chance and Teleport
// (D41, D49), Eye for an Eye (D50), Lunar and Solar Eclipse (D44). Each
// names its targets when cast and acts against the board as it is when its
// batch resolves (D34 e): a token gone by then means the card does what it
// still can, possibly nothing, and is spent all the same.

// teleportFee is what Teleport's caster pays the moved token's owner (D49).
const teleportFee = 3

func init() {
	spellDefs[SecondChance] = spellDef{name: "2nd Chance", uses: TargetToken | TargetTo, when: AnyMoment,
		problem: (*State).secondChanceProblem, resolve: (*State).resolveSecondChance,
		token: func(s *State, p, q, slot int) bool { return s.movable(q, slot, true, p) }}
	spellDefs[Teleport] = spellDef{name: "Teleport", uses: TargetToken | TargetTo, when: AnyMoment,
		problem: (*State).teleportProblem, resolve: (*State).resolveTeleport,
		token: func(s *State, p, q, slot int) bool { return s.movable(q, slot, false, p) }}
	spellDefs[EyeForAnEye] = spellDef{name: "Eye for an Eye", uses: TargetToken, when: AnyMoment,
		problem: (*State).eyeProblem, resolve: (*State).resolveEye}
	spellDefs[LunarEclipse] = spellDef{name: "Lunar Eclipse", uses: TargetSpace, when: AnyMoment,
		problem: func(s *State, p int, a Action) refusal { return s.eclipseProblem(p, a.Space, true) },
		resolve: func(s *State, pl *Play, ev *[]Event) bool { s.eclipse(pl.Space, true, ev); return false }}
	spellDefs[SolarEclipse] = spellDef{name: "Solar Eclipse", uses: TargetSpace, when: AnyMoment,
		problem: func(s *State, p int, a Action) refusal { return s.eclipseProblem(p, a.Space, false) },
		resolve: func(s *State, pl *Play, ev *[]Event) bool { s.eclipse(pl.Space, false, ev); return false }}

	decisionKinds[DecRetaliate] = decisionKind{
		name: "choose one of the caster's tokens to send home", accepts: acts(ActPick),
		check: func(s *State, d Decision, a Action) error {
			if a.Art != 0 {
				return illegal(ErrBadTarget, "Pick a token, not an artifact.")
			}
			if r := s.retaliateProblem(int(d.From), a.Handle); r != ok {
				return r.err()
			}
			return nil
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			// In handle order: an order by slot would tell the victim which
			// of the caster's face-down tokens is which.
			var hs [MaxPlayers * numSlots]uint8
			for _, h := range hs[:s.handles(&hs, nil)] {
				if q, slot, _ := s.byHandle(h); q == int(d.From) && s.slotAt(q, slot) != Guard {
					buf = append(buf, Action{Type: ActPick, Seat: d.Seat, Handle: h}.Canonical())
				}
			}
			return buf
		},
		apply: func(s *State, d Decision, a Action, ev *[]Event) {
			_, slot, _ := s.byHandle(a.Handle)
			s.sendHome(int(d.From), slot, ReasonRetaliation, ev)
			s.subDone(ev)
		},
	}
	decisionKinds[DecTeleport] = decisionKind{
		name: "pay the token's owner for the Teleport", accepts: acts(ActPay),
		check: func(s *State, d Decision, a Action) error {
			return s.teleportPayProblem(int(d.Seat), int(d.Amount), a.Amounts)
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			n := len(buf)
			buf = s.valueOptions(int(d.Seat), int(d.Amount), ActPay, buf, false)
			// Keep only the splits the bank can break pieces for.
			out := buf[:n]
			for _, a := range buf[n:] {
				if s.handable(int(d.Seat), a.Amounts) {
					out = append(out, a)
				}
			}
			return out
		},
		apply: func(s *State, d Decision, a Action, ev *[]Event) {
			owner, _, _ := s.byHandle(d.Handle)
			s.giveValue(int(d.Seat), owner, a.Amounts, ev)
			s.subDone(ev)
		},
	}
}

// tokenTargetGone tells the table that a play found its token gone or its
// move no longer possible, and did nothing (D34 e).
func (s *State) tokenTargetGone(pl *Play, ev *[]Event) {
	*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell, Seq: pl.Handle, To: pl.To})
}

// movable is the token half of the move spells' checks, for listing casts
// quickly: a printed token off the guard, the caster's own (2nd Chance) or
// another player's (Teleport).
func (s *State) movable(q, slot int, own bool, p int) bool {
	return (q == p) == own && slot < NumTokens && s.c.TokenAt[q][slot] != Guard
}

// secondChanceProblem: one of the caster's own printed tokens, not on the
// guard, to a space its placement rules allow now (D41, C2).
func (s *State) secondChanceProblem(p int, a Action) refusal {
	q, slot, found := s.byHandle(a.Handle)
	switch {
	case !found:
		return refusal{ErrBadTarget, "Choose one of your tokens on the board."}
	case q != p:
		return refusal{ErrBadTarget, "2nd Chance moves one of your own tokens."}
	case slot >= NumTokens:
		return refusal{ErrBadTarget, "No spell moves a Flying Carpet or a Double."}
	}
	return s.moveProblem(p, slot, a.To)
}

// resolveSecondChance moves the token if that is still allowed.
func (s *State) resolveSecondChance(pl *Play, ev *[]Event) bool {
	p := int(pl.Seat)
	q, slot, found := s.byHandle(pl.Handle)
	if !found || q != p || slot >= NumTokens || s.moveProblem(p, slot, pl.To) != ok {
		s.tokenTargetGone(pl, ev)
		return false
	}
	s.moveToken(p, slot, pl.To, ev)
	return false
}

// teleportProblem: an opponent's printed token, face up or down, not on
// the guard, to a space its owner could use now (D41). Only public facts
// decide: where the token lies and whose it is, never its value.
func (s *State) teleportProblem(p int, a Action) refusal {
	q, slot, found := s.byHandle(a.Handle)
	switch {
	case !found:
		return refusal{ErrBadTarget, "Choose a token on the board."}
	case q == p:
		return refusal{ErrBadTarget, "Teleport moves another player's token; 2nd Chance moves your own."}
	case slot >= NumTokens:
		return refusal{ErrBadTarget, "No spell moves a Flying Carpet or a Double."}
	}
	return s.moveProblem(q, slot, a.To)
}

// resolveTeleport moves the token and then has the caster pay its owner 3
// (D49); a caster holding 3 or less hands over everything unasked. A move
// that cannot happen costs nothing. Window.Sub is 1 once paid.
func (s *State) resolveTeleport(pl *Play, ev *[]Event) bool {
	if s.c.M.Win.Sub > 0 {
		return false
	}
	p := int(pl.Seat)
	q, slot, found := s.byHandle(pl.Handle)
	if !found || q == p || slot >= NumTokens || s.moveProblem(q, slot, pl.To) != ok {
		s.tokenTargetGone(pl, ev)
		return false
	}
	s.moveToken(q, slot, pl.To, ev)
	if s.c.Purse[p].Total() <= teleportFee {
		s.giveEverything(p, q, ev)
		return false
	}
	s.push(Decision{Type: DecTeleport, Seat: pl.Seat, Space: pl.To, Amount: teleportFee, Spell: pl.Spell,
		From: pl.Seat, Handle: pl.Handle})
	return true
}

// handable reports whether seat p can hand the split vals to another
// player. Pieces go straight across; where a large piece must be broken,
// the bank takes it and gives 3 small ones, the change to the payer and
// the rest to the payee (D3), so it needs 3 small pieces of that kind
// (decision D67).
func (s *State) handable(p int, vals [NumKinds]int8) bool {
	c := &s.c
	for k := Kind(0); k < NumKinds; k++ {
		if vals[k] == 0 {
			continue
		}
		plan := planPayment(&c.Purse[p], &c.Bank, k, int(vals[k]))
		if !plan.OK || plan.Change > 0 && c.Bank.Small[k] < 3 {
			return false
		}
	}
	return true
}

// teleportPayProblem checks the caster's split of the fee.
func (s *State) teleportPayProblem(p, need int, vals [NumKinds]int8) error {
	if err := s.valueProblem(p, need, vals); err != nil {
		return err
	}
	if !s.handable(p, vals) {
		return illegal(ErrBankShort, "The bank has too few small pieces to break your large one; pay another way.")
	}
	return nil
}

// giveValue hands a checked split from seat `from` to seat `to`.
func (s *State) giveValue(from, to int, vals [NumKinds]int8, ev *[]Event) {
	c := &s.c
	for k := Kind(0); k < NumKinds; k++ {
		v := int(vals[k])
		if v == 0 {
			continue
		}
		plan := planPayment(&c.Purse[from], &c.Bank, k, v)
		small, large := plan.Small, plan.Large
		c.Purse[from].Small[k] -= plan.Small
		c.Purse[from].Large[k] -= plan.Large
		if plan.Change > 0 {
			// One large piece is broken at the bank (planPayment pays only
			// large pieces when it needs change).
			large--
			small += 3 - plan.Change
			c.Bank.Large[k]++
			c.Bank.Small[k] -= 3
			c.Purse[from].Small[k] += plan.Change
		}
		c.Purse[to].Small[k] += small
		c.Purse[to].Large[k] += large
		*ev = append(*ev, TreasureGivenEvent(from, to, k, v, small, large, plan.Change))
	}
}

// giveEverything hands all of a seat's pieces to another.
func (s *State) giveEverything(from, to int, ev *[]Event) {
	c := &s.c
	for k := Kind(0); k < NumKinds; k++ {
		small, large := c.Purse[from].Small[k], c.Purse[from].Large[k]
		if small+large == 0 {
			continue
		}
		c.Purse[from].Small[k], c.Purse[from].Large[k] = 0, 0
		c.Purse[to].Small[k] += small
		c.Purse[to].Large[k] += large
		*ev = append(*ev, TreasureGivenEvent(from, to, k, int(small)+3*int(large), small, large, 0))
	}
}

// eyeProblem: any opponent's token, printed or virtual, face up or down,
// on any space but the guard (D50).
func (s *State) eyeProblem(p int, a Action) refusal {
	q, slot, found := s.byHandle(a.Handle)
	switch {
	case !found:
		return refusal{ErrBadTarget, "Choose a token on the board."}
	case q == p:
		return refusal{ErrBadTarget, "Eye for an Eye takes another player's token."}
	case s.slotAt(q, slot) == Guard:
		return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
	}
	return ok
}

// resolveEye sends the named token home; its owner then picks one of the
// caster's tokens off the guard to send home too: at once if there is just
// one, not at all if there is none or if the named token had already gone
// (D50). Window.Sub is 1 once the reply is made.
func (s *State) resolveEye(pl *Play, ev *[]Event) bool {
	if s.c.M.Win.Sub > 0 {
		return false
	}
	p := int(pl.Seat)
	q, slot, found := s.byHandle(pl.Handle)
	if !found || q == p || s.slotAt(q, slot) == Guard {
		s.tokenTargetGone(pl, ev)
		return false
	}
	from := s.slotAt(q, slot)
	s.sendHome(q, slot, ReasonEyeForAnEye, ev)
	n, last := 0, 0
	for t := 0; t < s.slots(); t++ {
		if sp := s.slotAt(p, t); sp != Behind && sp != Guard {
			n, last = n+1, t
		}
	}
	switch n {
	case 0:
		return false
	case 1:
		s.sendHome(p, last, ReasonRetaliation, ev)
		return false
	}
	s.push(Decision{Type: DecRetaliate, Seat: int8(q), Space: from, Spell: pl.Spell, From: pl.Seat})
	return true
}

// retaliateProblem: the victim picks one of the caster's tokens, printed
// or virtual, not on the guard.
func (s *State) retaliateProblem(caster int, h uint8) refusal {
	q, slot, found := s.byHandle(h)
	switch {
	case !found || q != caster:
		return refusal{ErrBadTarget, "Pick one of the caster's tokens on the board."}
	case s.slotAt(q, slot) == Guard:
		return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
	}
	return ok
}

// slotOdd is the parity an eclipse reads (D44, D38): the printed numeral
// (And the Last Will Be the First swaps 1 and 9 and keeps it), 3 for a
// Flying Carpet, the copied numeral for a Double.
func (s *State) slotOdd(p, slot int) bool {
	if slot < NumTokens {
		return numerals[slot]%2 == 1
	}
	i := slot - NumTokens
	if s.c.M.XKind[p][i] == CarpetToken {
		return true
	}
	return s.c.M.XVal[p][i]%2 == 1
}

// slotFaceUp: a printed token shows its face (tokens.go's faceUp); a
// Carpet or Double always does.
func (s *State) slotFaceUp(p, slot int) bool {
	return slot >= NumTokens || s.faceUp(p, slot)
}

// eclipseProblem: a space other than the guard, tallied or not, showing at
// least one face-up token, where the eclipse might send a token home
// (D44, D36). Whether it might is judged from what the caster may know: the
// face-up tokens, the caster's own face-down ones, and that an opponent's
// face-down token could be of either parity.
func (s *State) eclipseProblem(p int, sp Space, odd bool) refusal {
	switch {
	case sp >= NumSpaces:
		return refusal{ErrBadSpace, "There is no such space."}
	case sp == Guard:
		return refusal{ErrBadSpace, "No spell touches the palace guard's space."}
	}
	shown, might := false, false
	for q := 0; q < int(s.c.Players); q++ {
		for slot := 0; slot < s.slots(); slot++ {
			if s.slotAt(q, slot) != sp {
				continue
			}
			up := s.slotFaceUp(q, slot)
			shown = shown || up
			if !up && q != p || s.slotOdd(q, slot) == odd {
				might = true
			}
		}
	}
	switch {
	case !shown:
		return refusal{ErrBadSpace, noFaceUpWords.at(sp)}
	case !might && odd:
		return refusal{ErrBadTarget, noOddWords.at(sp)}
	case !might:
		return refusal{ErrBadTarget, noEvenWords.at(sp)}
	}
	return ok
}

// The eclipses' refusals, naming the space.
var (
	noFaceUpWords = wordsFor("An eclipse needs a face-up token, and %v shows none.")
	noOddWords    = wordsFor("There is no odd token in %v to send home.")
	noEvenWords   = wordsFor("There is no even token in %v to send home.")
)

// eclipse turns every face-down token in sp face up, then sends home every
// odd (Lunar) or even (Solar) one, each in placement order (D44). On a
// tallied space nothing already settled is undone. It acts on the space as
// it is now, even if a face-up token it was cast for has left since
// (decision D69).
func (s *State) eclipse(sp Space, odd bool, ev *[]Event) {
	c := &s.c
	type at struct {
		seq     uint8
		p, slot int8
	}
	var list [MaxPlayers * numSlots]at
	n := 0
	for p := 0; p < int(c.Players); p++ {
		for slot := 0; slot < s.slots(); slot++ {
			if s.slotAt(p, slot) != sp {
				continue
			}
			e := at{s.slotSeq(p, slot), int8(p), int8(slot)}
			j := n
			for ; j > 0 && list[j-1].seq > e.seq; j-- {
				list[j] = list[j-1]
			}
			list[j] = e
			n++
		}
	}
	for _, e := range list[:n] {
		p, t := int(e.p), int(e.slot)
		if t < NumTokens && !s.faceUp(p, t) {
			c.M.Face[p] |= 1 << t
			*ev = append(*ev, Event{Type: EvTokenFlipped, Seat: e.p, Token: e.slot, Value: numerals[t], Space: sp,
				Seq: e.seq, FaceUp: true})
		}
	}
	why := ReasonSolarEclipse
	if odd {
		why = ReasonLunarEclipse
	}
	for _, e := range list[:n] {
		if s.slotOdd(int(e.p), int(e.slot)) == odd {
			s.sendHome(int(e.p), int(e.slot), why, ev)
		}
	}
}
