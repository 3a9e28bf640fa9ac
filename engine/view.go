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
	if c.Phase >= PhaseTally && c.Phase <= PhaseBuy {
		v.Ranking, v.NRank, v.Strength = c.Rank, c.NRank, c.Str
	}
	// Tokens in placement order: index the board's tokens by their
	// sequence number (unique within a round), then read them out in order.
	var bySeq [MaxPlayers*NumTokens + 1]int8
	for p := 0; p < int(c.Players); p++ {
		for t := 0; t < NumTokens; t++ {
			if c.TokenAt[p][t] != Behind && int(c.Seq[p][t]) < len(bySeq) {
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
// drawn from those not yet bought. Bots search such sampled worlds.
func (v *View) Sample(seed uint64) *State {
	r := rng{S: seed}
	s := &State{cfg: v.Config()}
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
	if c.Phase == PhaseStart {
		c.Started = 0
		for p := 0; p < n; p++ {
			if v.Seats[p].Purse.Total() > 0 {
				c.Started++
			}
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
	return s
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

// ValueOf is what the viewer's token t counts for in space sp this round
// (decision D43 revalues 1s and 9s in the magic version).
func (v *View) ValueOf(t int, sp Space) int8 {
	return Numeral(t)
}
