package engine

// The magic version's state, set-up and round changes (decisions D20, D23,
// D31-D63 in RULES-NOTES.md). Spells are in spells*.go, windows in
// window.go, artifact powers in artifacts.go.

// Spell is one of the NumSpells spell cards, numbered in the order of
// magic-cards.md. Each is described once, in spellDefs.
type Spell int8

const (
	SecondChance Spell = iota
	Abracadabra
	LastFirst // And the Last Will Be the First
	Charity
	CityTax
	Donation
	DragonLeaves
	DragonsReturn
	EyeForAnEye
	LunarEclipse
	MagesApprentice
	Mirage
	Parasite
	Sacrifice
	Smuggler
	SolarEclipse
	Spy
	SultansTax
	Taboo
	Teleport
	Trade
	NumSpells = 21

	// NoSpell marks a card nobody may see, or none.
	NoSpell Spell = -1
)

// SpellSet is a set of spell cards, one bit per Spell.
type SpellSet uint32

// Has reports whether the set holds sp.
func (c SpellSet) Has(sp Spell) bool { return sp >= 0 && sp < NumSpells && c&(1<<sp) != 0 }

// Count is the number of cards in the set.
func (c SpellSet) Count() int {
	n := 0
	for ; c != 0; c &= c - 1 {
		n++
	}
	return n
}

const (
	// MagicStackSize is the magic version's artifacts per room (D20).
	MagicStackSize = 5
	// MaxExtra bounds a player's Flying Carpets and Doubles in one round:
	// two artifact uses (the Djinn's House) and one Parasite (D38).
	MaxExtra = 3
	// CarpetToken and DoubleToken are the Token numbers views and events
	// give a Flying Carpet and a Double lying in a space (D38).
	CarpetToken int8 = NumTokens
	DoubleToken int8 = NumTokens + 1
)

// magicCore is the magic version's rules facts, fixed-size like core. It is
// hashed only in magic games.
type magicCore struct {
	// Spell cards (D32): a face-down deck, hands behind the screens, one
	// face-up discard pile. Deck[:DeckLen], the top is Deck[DeckLen-1].
	SpellDeck [NumSpells]Spell
	DeckLen   int8
	NewDeck   SpellSet // public: what went into the deck at the last shuffle
	Hand      [MaxPlayers]SpellSet
	Discard   SpellSet
	// Knows[p] are cards in others' hands that seat p knows of (the card
	// it gave at the Tent, D32 b).
	Knows [MaxPlayers]SpellSet
	// Offer holds the Tent's two cards while the strongest chooses (D58).
	Offer [2]Spell

	// Artifacts (D20, D33, D37): whether each room's top artifact is face
	// up (on sale), the tiles each seat invoked this round, the uses spent,
	// and who won the Djinn's House (D58).
	FaceUp [MaxRooms]bool
	// KnownBottom: everyone knows the artifact at the bottom of the room's
	// stack (Stack[r][0]), sent there face down by a Mirage (D53).
	KnownBottom [MaxRooms]bool
	Invoked     [MaxPlayers][NumArtifactTypes]int8
	Uses        [MaxPlayers]int8
	Djinn       int8
	LampOn      uint8 // seats whose Lamp is invoked this round
	KeyOn       uint8 // seats that may enter the palace freely (D42)

	// Tokens: printed tokens turned face up before their space is tallied
	// (Spy, eclipses, moves; D40, D44, D57), and the virtual tokens of D38.
	Face  [MaxPlayers]uint8
	XAt   [MaxPlayers][MaxExtra]Space
	XVal  [MaxPlayers][MaxExtra]int8
	XKind [MaxPlayers][MaxExtra]int8 // CarpetToken or DoubleToken
	XSeq  [MaxPlayers][MaxExtra]uint8

	// Resolved are the spaces settled this round (D40).
	Resolved uint16

	// Round modifiers set by spells.
	Spy       int8   // the caster, or -1 (D57)
	Taboo     uint16 // spaces closed to tokens and Carpets (D57)
	LastFirst bool   // 1s and 9s swapped in spaces not yet resolved (D43)
	LFDone    uint16 // spaces resolved before And the Last took effect
	Closed    uint8  // caves closed by Dragon's Return (D51)
	Smug      int8   // Smuggler's caster, or -1 (D52)
	SmugSp    uint16 // the city spaces it claims
	Abra      int8   // Abracadabra's caster, or -1 (D53)
	AbraRoom  Space

	// The open reaction window and its batch of plays (window.go).
	Win Window
}

// magicOn reports whether this game is the magic version.
func (s *State) magicOn() bool { return s.cfg.Magic }

// setUpMagic deals the magic version (D20): of each artifact type one per
// player is kept, each player takes a Lamp, the rest are shuffled into
// stacks of 5 above the rooms in use; the 21 spell cards are shuffled.
func (s *State) setUpMagic() {
	c := &s.c
	m := &c.M
	n := int(c.Players)
	var pool [MaxRooms * MagicStackSize]Artifact
	np := 0
	for a := Counterspell; a < NumArtifactTypes; a++ {
		for i := 0; i < n; i++ {
			pool[np] = a
			np++
		}
	}
	for i := np - 1; i > 0; i-- {
		j := c.RNG.intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	c.Stack = [MaxRooms][StackSize]Artifact{}
	for r := 0; r < n; r++ {
		copy(c.Stack[r][:], pool[r*MagicStackSize:(r+1)*MagicStackSize])
		c.StackLen[r] = MagicStackSize
	}
	for p := 0; p < n; p++ {
		c.Owned[p][Lamp] = 1
	}
	for i := range m.SpellDeck {
		m.SpellDeck[i] = Spell(i)
	}
	m.DeckLen = NumSpells
	s.shuffleSpells()
	m.Offer = [2]Spell{NoSpell, NoSpell}
	m.Djinn, m.Spy, m.Smug, m.Abra = -1, -1, -1, -1
	s.clearExtras()
}

// shuffleSpells shuffles the spell deck and makes its contents public.
func (s *State) shuffleSpells() {
	m := &s.c.M
	d := m.SpellDeck[:m.DeckLen]
	for i := len(d) - 1; i > 0; i-- {
		j := s.c.RNG.intn(i + 1)
		d[i], d[j] = d[j], d[i]
	}
	m.NewDeck = 0
	for _, sp := range d {
		m.NewDeck |= 1 << sp
	}
}

// drawSpell takes the top spell card, shuffling the discard pile into a new
// deck first when the deck is empty (D32 d). It returns NoSpell when there
// is no card anywhere.
func (s *State) drawSpell(ev *[]Event) Spell {
	m := &s.c.M
	if m.DeckLen == 0 && m.Discard != 0 {
		for sp := Spell(0); sp < NumSpells; sp++ {
			if m.Discard.Has(sp) {
				m.SpellDeck[m.DeckLen] = sp
				m.DeckLen++
			}
		}
		m.Discard = 0
		s.shuffleSpells()
		*ev = append(*ev, SpellsShuffledEvent(int(m.DeckLen)))
	}
	if m.DeckLen == 0 {
		return NoSpell
	}
	m.DeckLen--
	sp := m.SpellDeck[m.DeckLen]
	m.SpellDeck[m.DeckLen] = 0
	return sp
}

// discard puts a card face up on the discard pile.
func (s *State) discard(sp Spell) { s.c.M.Discard |= 1 << sp }

// vizierFlips turns each room's top artifact face up at the start of a
// round unless one is already showing (D20).
func (s *State) vizierFlips(ev *[]Event) {
	c := &s.c
	for r := 0; r < int(c.Players); r++ {
		if c.StackLen[r] > 0 && !c.M.FaceUp[r] {
			c.M.FaceUp[r] = true
			*ev = append(*ev, Event{Type: EvArtifactShown, Space: RoomSpace(r), Artifact: c.Stack[r][c.StackLen[r]-1]})
		}
	}
}

// clearExtras removes every virtual token.
func (s *State) clearExtras() {
	m := &s.c.M
	for p := range m.XAt {
		for i := range m.XAt[p] {
			m.XAt[p][i] = Behind
			m.XVal[p][i], m.XKind[p][i], m.XSeq[p][i] = 0, 0, 0
		}
	}
}

// endMagicRound brings invoked artifacts home and clears the round's
// magic (D23, D37).
func (s *State) endMagicRound(ev *[]Event) {
	c := &s.c
	m := &c.M
	for p := 0; p < int(c.Players); p++ {
		if m.Uses[p] > 0 || m.Invoked[p] != [NumArtifactTypes]int8{} {
			*ev = append(*ev, Event{Type: EvArtifactsBack, Seat: int8(p)})
		}
	}
	m.Invoked = [MaxPlayers][NumArtifactTypes]int8{}
	m.Uses = [MaxPlayers]int8{}
	m.Djinn, m.Spy, m.Smug, m.Abra = -1, -1, -1, -1
	m.LampOn, m.KeyOn = 0, 0
	m.Face = [MaxPlayers]uint8{}
	s.clearExtras()
	m.Resolved = 0
	m.Taboo, m.LastFirst, m.LFDone, m.Closed, m.SmugSp, m.AbraRoom = 0, false, 0, 0, 0, 0
	m.Win = Window{}
}

// handCount is how many spell cards a seat holds (public, D32 a).
func (s *State) handCount(p int) int { return s.c.M.Hand[p].Count() }
