package engine

// The spell table: one entry per card says which targets it names, when it
// may be played, what makes a cast legal and how it resolves. The entries
// live in spell_*.go, one file per group of cards.

// Targets are the target fields a spell card or an artifact names when
// played (D34 d), one bit per field of the Action.
type Targets uint8

const (
	TargetSpace    Targets = 1 << iota // Action.Space: a space, cave or room
	TargetToken                        // Action.Handle: a token's public handle
	TargetTo                           // Action.To: a destination space
	TargetArtifact                     // Action.Art: an artifact type
	TargetPlay                         // Action.Play: a play in the window
)

// Moments are when a spell card may be played (EN l.205-210, D35, D51, D52).
type Moments uint8

const (
	DuringPlacement  Moments = 1 << iota // during placement (own turn, or answering)
	InSpaceWindow                        // in a space's window during the tally
	InSmugglerWindow                     // in the Smuggler window
	AnyMoment        = DuringPlacement | InSpaceWindow | InSmugglerWindow
)

// refusal is why a cast is refused, with a constant message so that
// listing legal casts allocates nothing. Players read the message as it is
// (err): plain words that name the thing, never program names.
type refusal struct {
	code ErrorCode
	why  string
}

var ok = refusal{}

// err is the refusal as the player reads it: with its space named as an
// argument when the message was written out for every space (wordsFor).
func (r refusal) err() *RuleError {
	if w, found := spacedWords[r.why]; found {
		return illegal(r.code, w.format, w.space)
	}
	return &RuleError{Code: r.code, Reason: r.why, Words: r.why}
}

type spellDef struct {
	name string  // as printed on the card
	uses Targets // the fields a cast names
	when Moments
	// notNow says when the card may be played, to one who plays it at
	// another moment ("" for a card that may be played at any moment).
	notNow string
	// problem says whether seat p may cast a with these targets now and
	// whether it could change something (D36); ok when it may. The generic
	// checks (the card in hand, the Lamp, the moment) are already done.
	problem func(s *State, p int, a Action) refusal
	// token, if set, is a quick test of a named token alone (seat q's slot),
	// so listing casts skips every destination of a token that could never
	// be a target. It must agree with problem: a false here means problem
	// refuses every cast naming that token.
	token func(s *State, p, q, slot int) bool
	// options, if set, lists the card's legal casts itself (from base, the
	// cast with no target) instead of trying every value of its fields:
	// for a card whose targets depend on one another (Parasite).
	options func(s *State, p int, base Action, buf []Action) []Action
	// resolve carries the card out as far as it can (EN l.208). It returns
	// true when it pushed a decision and must be called again once that is
	// answered (Window.Sub counts its progress).
	resolve func(s *State, pl *Play, ev *[]Event) (wait bool)
}

// spellDefs is filled by the spell_*.go files, each entry by the file of
// its card (an entry's functions reach back into the table, so it cannot be
// one literal); TestSpellTable checks that none is missing.
var spellDefs [NumSpells]spellDef

// Targets are the fields a cast of sp names.
func (sp Spell) Targets() Targets {
	if sp < 0 || sp >= NumSpells {
		return 0
	}
	return spellDefs[sp].uses
}

// Moments are when sp may be played.
func (sp Spell) Moments() Moments {
	if sp < 0 || sp >= NumSpells {
		return 0
	}
	return spellDefs[sp].when
}

func (sp Spell) String() string {
	if sp >= 0 && sp < NumSpells {
		return spellDefs[sp].name
	}
	return "a spell card"
}

// castCanonical keeps the targets the card names and clears the rest.
func castCanonical(a, c Action) Action {
	c.Spell = a.Spell
	if a.Spell < 0 || a.Spell >= NumSpells {
		return c
	}
	u := spellDefs[a.Spell].uses
	if u&TargetSpace != 0 {
		c.Space = a.Space
	}
	if u&TargetToken != 0 {
		c.Handle = a.Handle
	}
	if u&TargetTo != 0 {
		c.To = a.To
	}
	if u&TargetArtifact != 0 {
		c.Art = a.Art
	}
	if u&TargetPlay != 0 {
		c.Play = a.Play
	}
	return c
}

// moment is when a cast would be made now, as a when-mask bit.
func (s *State) moment() Moments {
	switch s.c.M.Win.Kind {
	case WinSpace:
		return InSpaceWindow
	case WinSmuggler:
		return InSmugglerWindow
	}
	if s.c.Phase == PhasePlace {
		return DuringPlacement
	}
	return 0
}

// castProblem is the whole check of a cast: the card, the Lamp, the moment,
// then the card's own rules.
func (s *State) castProblem(p int, a Action) refusal {
	m := &s.c.M
	if a.Spell < 0 || a.Spell >= NumSpells || spellDefs[a.Spell].problem == nil {
		return refusal{ErrBadTarget, "There is no such spell card."}
	}
	if !m.Hand[p].Has(a.Spell) {
		return refusal{ErrBadTarget, "You do not hold that spell card."}
	}
	if m.LampOn&(1<<p) == 0 {
		return refusal{ErrWrongDecision, "Invoke your Lamp first: spells need it this round."}
	}
	if m.Win.N >= MaxPlays {
		return refusal{ErrWrongDecision, "Too many plays are waiting; pass and let them resolve."}
	}
	def := &spellDefs[a.Spell]
	if def.when&s.moment() == 0 {
		if def.notNow == "" {
			return refusal{ErrWrongDecision, "That spell cannot be played just now."}
		}
		return refusal{ErrWrongDecision, def.notNow}
	}
	return def.problem(s, p, a)
}

// castOptions appends every legal cast of every card the seat holds. The
// checks that do not depend on the targets are made once per card.
func (s *State) castOptions(p int, buf []Action) []Action {
	m := &s.c.M
	if m.LampOn&(1<<p) == 0 || m.Hand[p] == 0 || m.Win.N >= MaxPlays {
		return buf
	}
	now := s.moment()
	for sp := Spell(0); sp < NumSpells; sp++ {
		def := &spellDefs[sp]
		if !m.Hand[p].Has(sp) || def.problem == nil || def.when&now == 0 {
			continue
		}
		base := Action{Type: ActCast, Seat: int8(p), Spell: sp}.Canonical()
		if def.options != nil {
			buf = def.options(s, p, base, buf)
			continue
		}
		buf = s.targetOptions(p, base, def.uses, def.token, func(a Action) bool { return def.problem(s, p, a) == ok }, buf)
	}
	return buf
}

// targetOptions tries every value of the target fields in uses and appends
// the actions legal says are legal.
func (s *State) targetOptions(p int, a Action, uses Targets, token func(s *State, p, q, slot int) bool,
	legal func(Action) bool, buf []Action) []Action {
	var handles [MaxPlayers * (NumTokens + MaxExtra)]uint8
	nh := 0
	if uses&TargetToken != 0 {
		nh = s.handles(&handles, func(q, slot int) bool { return token == nil || token(s, p, q, slot) })
	}
	spaces, tos, arts, plays := 1, 1, 1, 1
	if uses&TargetSpace != 0 {
		spaces = NumSpaces
	}
	if uses&TargetTo != 0 {
		tos = NumSpaces
	}
	if uses&TargetArtifact != 0 {
		arts = NumArtifactTypes
	}
	if uses&TargetPlay != 0 {
		plays = int(s.c.M.Win.N)
	}
	hs := 1
	if uses&TargetToken != 0 {
		hs = nh
	}
	for i := 0; i < spaces; i++ {
		if uses&TargetSpace != 0 {
			a.Space = Space(i)
		}
		for h := 0; h < hs; h++ {
			if uses&TargetToken != 0 {
				a.Handle = handles[h]
			}
			for t := 0; t < tos; t++ {
				if uses&TargetTo != 0 {
					a.To = Space(t)
				}
				for r := 0; r < arts; r++ {
					if uses&TargetArtifact != 0 {
						a.Art = Artifact(r)
					}
					for q := 0; q < plays; q++ {
						if uses&TargetPlay != 0 {
							a.Play = int8(q)
						}
						if legal(a) {
							buf = append(buf, a)
						}
					}
				}
			}
		}
	}
	return buf
}
