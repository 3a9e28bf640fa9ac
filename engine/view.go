package engine

// TokenView is a token on the board as one seat sees it.
type TokenView struct {
	Seat  int8
	Token int8 // -1 when the viewer may not know which token it is
	Value int8 // 0 when face down and not the viewer's own
	Space Space
	Seq   uint8 // placement order this round, from 1
	Face  bool  // face up on the board
}

// PlayerView is one seat as another sees it.
type PlayerView struct {
	// Purse is exact for the viewer's own seat. For others it is what public
	// history proves (decision D25): in the basic game every treasure move
	// is public, so it is exact too, but a UI shows it only as a memory aid.
	Purse Purse
	// Behind lists which token values are behind the screen; only the
	// viewer's own seat shows this, others show only Left.
	Behind    [NumTokens]bool
	Left      int8
	Artifacts [NumArtifactTypes]int8
	Entered   bool
}

// View is exactly what one seat may know (decisions D24, D25). It is a
// plain value: bots copy it freely.
type View struct {
	Seat    int8 // the viewer, or Spectator
	Players int8
	Intro   bool
	Round   int16
	Phase   Phase
	Pending Decision
	Camel   int8

	Bank    Purse
	Shelves [NumCaves][NumShelves]Shelf
	Card    int8 // current treasure card, an index into Deck(Players)
	// Seen marks the cards drawn since the deck was last shuffled.
	Seen      [DeckSize]bool
	DeckLeft  int8
	Guard     int8 // 0 until revealed
	Tally     Space
	Shown     [NumSpaces]bool
	StackLen  [MaxRooms]int8
	Ranking   [MaxPlayers]int8
	NRank     int8
	Strength  [MaxPlayers]int16
	Tokens    [MaxPlayers * NumTokens]TokenView
	NumTokens int8
	Seats     [MaxPlayers]PlayerView

	Over    bool
	Winners uint8
	EndWhy  uint8

	// The magic version's fields follow. They are hashed only in magic
	// games, so a basic game's view hashes as it always has (bots seed
	// their choices from it).

	// Magic is the version being played (public configuration).
	Magic bool `hash:"magic"`

	// Spell cards (D32), public: how many each seat holds, the face-up
	// discard pile, the deck's size and the cards that went into it at its
	// last shuffle (a card outside NewDeck cannot be in the deck).
	HandN   [MaxPlayers]int8 `hash:"magic"`
	Discard SpellSet         `hash:"magic"`
	DeckN   int8             `hash:"magic"`
	NewDeck SpellSet         `hash:"magic"`
	// Spell cards, private to the viewer (zero, or NoSpell, for others and
	// the Spectator): its hand; Known[q], the cards in seat q's hand that
	// it gave q at the Tent; the Tent's two cards while it chooses (D58).
	Hand  SpellSet             `hash:"magic"`
	Known [MaxPlayers]SpellSet `hash:"magic"`
	Offer [2]Spell             `hash:"magic"`
	// Search is a room's whole stack, bottom first and padded with
	// NoArtifact, while the viewer itself searches it (the DecSearch of
	// Mirage or of a purchase with Abracadabra, D53): the room is
	// Pending.Space. All NoArtifact otherwise.
	Search [MagicStackSize]Artifact `hash:"magic"`

	// Artifacts (D33, D37): each room's face-up artifact (NoArtifact when
	// none shows; the tiles below stay hidden), the tiles each seat has
	// invoked this round, its uses spent, the Djinn's seat (-1), and the
	// seats whose Lamp is lit or who may enter with a Key (bit masks).
	OnSale [MaxRooms]Artifact `hash:"magic"`
	// Bottom is the artifact everyone knows lies at the bottom of a room's
	// stack (a Mirage sent it there, D53), or NoArtifact.
	Bottom  [MaxRooms]Artifact                 `hash:"magic"`
	Invoked [MaxPlayers][NumArtifactTypes]int8 `hash:"magic"`
	Uses    [MaxPlayers]int8                   `hash:"magic"`
	Djinn   int8                               `hash:"magic"`
	LampOn  uint8                              `hash:"magic"`
	KeyOn   uint8                              `hash:"magic"`
	// Extra are the Flying Carpets and Doubles on the board (D38): seat
	// p's virtual token slot i is Extra[p*MaxExtra+i], Space Behind when
	// empty. Token is CarpetToken or DoubleToken, Value what it counts.
	Extra [MaxPlayers * MaxExtra]TokenView `hash:"magic"`

	// The round's magic: spaces settled (D40, a bit per space) and the
	// spells' modifiers (Spy's caster or -1, Taboo's spaces, And the Last
	// Will Be the First and the spaces settled before it, caves closed by
	// Dragon's Return, Smuggler's caster and spaces, Abracadabra's caster
	// and room).
	Resolved  uint16 `hash:"magic"`
	Spy       int8   `hash:"magic"`
	Taboo     uint16 `hash:"magic"`
	LastFirst bool   `hash:"magic"`
	LFDone    uint16 `hash:"magic"`
	Closed    uint8  `hash:"magic"`
	Smug      int8   `hash:"magic"`
	SmugSp    uint16 `hash:"magic"`
	Abra      int8   `hash:"magic"`
	AbraRoom  Space  `hash:"magic"`

	// The open window with its plays and their targets (all public, D34),
	// the decision stack (Pending is its top) and the tally cursor: what
	// Sample needs to rebuild the flow exactly.
	Win    Window             `hash:"magic"`
	Dec    [MaxDepth]Decision `hash:"magic"`
	Depth  int8               `hash:"magic"`
	At     Point              `hash:"magic"`
	Step   int8               `hash:"magic"`
	Turn   int8               `hash:"magic"`
	Placed uint8              `hash:"magic"`
}

// View returns what seat may know; View(Spectator) is the public board.
func (s *State) View(seat int) View {
	var v View
	s.ViewInto(seat, &v)
	return v
}

// ViewInto fills v without allocating.
func (s *State) ViewInto(seat int, v *View) {
	c := &s.c
	*v = View{
		Seat: int8(seat), Players: c.Players, Intro: c.Intro, Round: c.Round, Phase: c.Phase,
		Pending: s.Pending(), Camel: c.Camel, Bank: c.Bank, Shelves: c.Shelves, Card: c.Card,
		DeckLeft: DeckSize - c.DeckPos, Tally: c.Tally, Shown: c.Shown, StackLen: c.StackLen,
		Over: c.Phase == PhaseOver, Winners: c.Winners, EndWhy: c.EndWhy, Magic: s.cfg.Magic,
	}
	if c.Card >= 0 {
		for i := int8(0); i < c.DeckPos; i++ {
			v.Seen[c.Deck[i]] = true
		}
	}
	if c.Shown[Guard] {
		v.Guard = c.Guard
	}
	if rankingShown(c.Phase) {
		v.Ranking, v.NRank, v.Strength = c.Rank, c.NRank, c.Str
	}
	// Tokens in placement order: index the board's tokens by their
	// sequence number (unique within a round), then read them out in order.
	// In the magic version handles go past 40 (tokens laid again, Carpets
	// and Doubles take handles from the same counter), up to 255.
	var bySeq [256]int8
	for p := 0; p < int(c.Players); p++ {
		for t := 0; t < NumTokens; t++ {
			if c.TokenAt[p][t] != Behind {
				bySeq[c.Seq[p][t]] = int8(p*NumTokens+t) + 1
			}
		}
	}
	for seq := uint8(1); seq <= c.Placed && int(seq) < len(bySeq); seq++ {
		if bySeq[seq] == 0 {
			continue
		}
		p, t := int(bySeq[seq]-1)/NumTokens, int(bySeq[seq]-1)%NumTokens
		sp := c.TokenAt[p][t]
		aud := s.tokenAudience(p, t)
		tv := TokenView{Seat: int8(p), Token: int8(t), Value: int8(s.value(p, t, sp)), Space: sp, Seq: seq, Face: aud == Everyone}
		if !aud.Includes(seat) {
			tv.Token, tv.Value = -1, 0
		}
		v.Tokens[v.NumTokens] = tv
		v.NumTokens++
	}
	if s.cfg.Magic {
		s.magicView(seat, v)
	}
	for p := 0; p < int(c.Players); p++ {
		pv := &v.Seats[p]
		pv.Purse = c.Purse[p]
		pv.Left = c.Left[p]
		if c.Phase == PhaseStart || c.Round == 0 {
			pv.Left = NumTokens
		}
		pv.Artifacts = c.Owned[p]
		pv.Entered = c.Entered[p]
		if p == seat {
			for t := 0; t < NumTokens; t++ {
				pv.Behind[t] = c.TokenAt[p][t] == Behind
			}
		}
	}
}

// WinnerSeats returns the winning seats of a finished game (several on a
// shared win, D17).
func (v *View) WinnerSeats() []int {
	var w []int
	for p := 0; p < int(v.Players); p++ {
		if v.Winners&(1<<p) != 0 {
			w = append(w, p)
		}
	}
	return w
}

// Artifacts a seat holds, from a view.
func (v *View) Artifacts(seat int) int {
	n := 0
	for _, c := range v.Seats[seat].Artifacts {
		n += int(c)
	}
	return n
}

// Sample builds a full State consistent with what the view shows, choosing
// everything hidden at random from seed: opponents' face-down tokens are a
// random arrangement of the tokens they have not shown, the guard is one of
// the ten, the unseen cards are shuffled, and the face-down artifacts are
// drawn from those not yet bought. In the magic version the public magic
// state and the decision stack are copied and the hidden cards and tiles
// dealt consistently with the view (sampleMagic). Bots search such sampled
// worlds.
func (v *View) Sample(seed uint64) *State {
	s := new(State)
	v.SampleInto(seed, s)
	return s
}

// SampleInto is Sample writing into s, whatever s held before, without
// allocating: a search re-uses one State for all its sampled worlds. The
// world is the one Sample(seed) returns.
func (v *View) SampleInto(seed uint64, s *State) {
	r := rng{S: seed}
	*s = State{cfg: v.Config()}
	c := &s.c
	c.Players, c.Intro, c.Phase, c.Round, c.Camel = v.Players, v.Intro, v.Phase, v.Round, v.Camel
	c.Bank, c.Shelves, c.Card, c.Shown, c.StackLen = v.Bank, v.Shelves, v.Card, v.Shown, v.StackLen
	c.Tally, c.Rank, c.NRank, c.Str = v.Tally, v.Ranking, v.NRank, v.Strength
	c.Winners, c.EndWhy = v.Winners, v.EndWhy
	c.RNG = rng{S: r.next()}
	n := int(v.Players)
	for p := range c.TokenAt {
		for t := range c.TokenAt[p] {
			c.TokenAt[p][t] = Behind
		}
	}
	// Placed tokens: known ones go where they are; hidden ones are dealt
	// from each opponent's tokens that the viewer has not seen.
	var known [MaxPlayers][NumTokens]bool
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; tv.Token >= 0 {
			known[tv.Seat][tv.Token] = true
		}
	}
	for p := 0; p < n; p++ {
		var pool [NumTokens]int8
		np := 0
		for t := 0; t < NumTokens; t++ {
			if !known[p][t] && (p != int(v.Seat) || !v.Seats[p].Behind[t]) {
				pool[np] = int8(t)
				np++
			}
		}
		if p == int(v.Seat) {
			np = 0 // the viewer knows its own tokens exactly
		}
		for i := np - 1; i > 0; i-- {
			j := r.intn(i + 1)
			pool[i], pool[j] = pool[j], pool[i]
		}
		next := 0
		for i := 0; i < int(v.NumTokens); i++ {
			tv := v.Tokens[i]
			if int(tv.Seat) != p {
				continue
			}
			t := int(tv.Token)
			if t < 0 {
				t = int(pool[next])
				next++
			}
			c.TokenAt[p][t] = tv.Space
			c.Seq[p][t] = tv.Seq
			if tv.Seq > c.Placed {
				c.Placed = tv.Seq
			}
		}
		c.Left[p] = v.Seats[p].Left
		c.Purse[p] = v.Seats[p].Purse
		c.Owned[p] = v.Seats[p].Artifacts
		c.Entered[p] = v.Seats[p].Entered
	}
	// The guard: shown, or any of the ten.
	c.Guard = v.Guard
	if c.Guard == 0 && c.Round > 0 {
		c.Guard = int8(1 + r.intn(10))
	}
	if c.Phase == PhaseStart {
		c.Started = 0
		for p := 0; p < n; p++ {
			if v.Seats[p].Purse.Total() > 0 {
				c.Started++
			}
		}
	}
	// Deck: seen cards first (in any order), the rest shuffled.
	pos := 0
	for i := 0; i < DeckSize; i++ {
		if v.Seen[i] {
			c.Deck[pos] = int8(i)
			pos++
		}
	}
	c.DeckPos = int8(pos)
	rest := c.Deck[pos:pos]
	for i := 0; i < DeckSize; i++ {
		if !v.Seen[i] {
			rest = append(rest, int8(i))
		}
	}
	for i := len(rest) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		rest[i], rest[j] = rest[j], rest[i]
	}
	if v.Magic {
		s.sampleMagic(v, &r)
		return
	}
	// Face-down artifacts: drawn from the box's 30 minus those bought.
	var pool [NumArtifactTypes * 5]Artifact
	np := 0
	var bought [NumArtifactTypes]int8
	for p := 0; p < n; p++ {
		for a := range bought {
			bought[a] += v.Seats[p].Artifacts[a]
		}
	}
	for a := Artifact(0); a < NumArtifactTypes; a++ {
		for i := bought[a]; i < 5; i++ {
			pool[np] = a
			np++
		}
	}
	for i := np - 1; i > 0; i-- {
		j := r.intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	k := 0
	for room := 0; room < n; room++ {
		for i := 0; i < int(c.StackLen[room]); i++ {
			c.Stack[room][i] = pool[k%np]
			k++
		}
	}
	if c.Phase == PhasePlace {
		c.Turn = v.Pending.Seat
	}
	if c.Phase == PhaseBribe || c.Phase == PhaseBuy {
		c.Step = s.stepFor(v.Pending)
	}
	if v.Pending.Type != DecNone {
		c.At = AtSettle
		s.push(v.Pending)
	}
}

// stepFor recovers the tally step from the pending decision.
func (s *State) stepFor(d Decision) int8 {
	if s.c.Phase == PhaseBribe {
		return int8(s.seqPos(int(d.Seat)))
	}
	for i := int8(0); i < s.c.NRank; i++ {
		if s.c.Rank[i] == d.Seat {
			return i
		}
	}
	return 0
}

// LegalInto lists the viewer's legal actions from the view alone. Legality
// depends only on public facts and the viewer's own, so any sampled world
// gives the same list.
func (v *View) LegalInto(buf []Action) []Action {
	if v.Pending.Seat != v.Seat || v.Over {
		return buf
	}
	return v.Sample(1).LegalInto(buf)
}

// Config is the public part of the game's configuration, as far as the
// rules need it: the seed (from which the deck, guards and stacks could be
// recomputed) and the names are not in a view.
func (v *View) Config() Config {
	return Config{Players: int(v.Players), Intro: v.Intro, Magic: v.Magic, FirstPlayer: -1}
}

// ValueOf is what the viewer's token t counts for in space sp this round:
// its numeral, except that once And the Last Will Be the First has acted, a
// 9 counts 1 and a 1 counts 9 in the spaces not yet settled when it did,
// never on the guard (decision D43).
func (v *View) ValueOf(t int, sp Space) int8 { return v.countFor(Numeral(t), sp) }

// countFor is State.countFor read from a view: what a token showing
// numeral n counts for in sp (D43).
func (v *View) countFor(n int8, sp Space) int8 {
	if v.swapped(sp) {
		switch n {
		case 9:
			return 1
		case 1:
			return 9
		}
	}
	return n
}
