package engine

// The magic version's part of a View and of View.Sample (decisions D24,
// D25, D32, D33, D36, D53). What is public: hand counts, the discard pile,
// the deck's size and what went into it at its last shuffle, the face-up
// artifacts, invocations, Carpets and Doubles, the round's modifiers, the
// window with its plays and the decision stack. What is private: a seat's
// hand, the cards it knows others hold, the Tent's cards while it chooses
// and a stack while it searches it.

// NoArtifact marks a room with no face-up artifact, or an empty place.
const NoArtifact Artifact = 0xFF

// magicView fills the magic fields of a view for seat.
func (s *State) magicView(seat int, v *View) {
	c := &s.c
	m := &c.M
	n := int(c.Players)
	for p := 0; p < n; p++ {
		v.HandN[p] = int8(m.Hand[p].Count())
	}
	v.Discard, v.DeckN, v.NewDeck = SpellSet(m.Discard), m.DeckLen, SpellSet(m.NewDeck)
	v.Offer = [2]Spell{NoSpell, NoSpell}
	for i := range v.Search {
		v.Search[i] = NoArtifact
	}
	for r := range v.OnSale {
		v.OnSale[r], v.Bottom[r] = NoArtifact, NoArtifact
		if r < n && m.FaceUp[r] && c.StackLen[r] > 0 {
			v.OnSale[r] = c.Stack[r][c.StackLen[r]-1]
		}
		if r < n && m.KnownBottom[r] && s.faceDown(r) > 0 {
			v.Bottom[r] = c.Stack[r][0]
		}
	}
	v.Invoked, v.Uses, v.Djinn, v.LampOn, v.KeyOn = m.Invoked, m.Uses, m.Djinn, m.LampOn, m.KeyOn
	for p := 0; p < MaxPlayers; p++ {
		for i := 0; i < MaxExtra; i++ {
			tv := &v.Extra[p*MaxExtra+i]
			if p >= n || m.XAt[p][i] == Behind {
				*tv = TokenView{Seat: int8(p), Token: -1, Space: Behind}
				continue
			}
			*tv = TokenView{Seat: int8(p), Token: m.XKind[p][i], Value: int8(s.slotValue(p, NumTokens+i)),
				Space: m.XAt[p][i], Seq: m.XSeq[p][i], Face: true}
		}
	}
	v.Resolved = m.Resolved
	v.Spy, v.Taboo, v.LastFirst, v.LFDone, v.Closed = m.Spy, m.Taboo, m.LastFirst, m.LFDone, m.Closed
	v.Smug, v.SmugSp, v.Abra, v.AbraRoom = m.Smug, m.SmugSp, m.Abra, m.AbraRoom
	v.Win, v.Dec, v.Depth, v.At = m.Win, c.Dec, c.Depth, c.At
	v.Step, v.Turn, v.Placed = c.Step, c.Turn, c.Placed

	if seat < 0 || seat >= n {
		return // the Spectator sees the public part only
	}
	v.Hand = SpellSet(m.Hand[seat])
	for q := 0; q < n; q++ {
		if q != seat {
			v.Known[q] = SpellSet(m.Knows[seat] & m.Hand[q])
		}
	}
	d := s.Pending()
	if int(d.Seat) != seat {
		return
	}
	if d.Type == DecTentKeep {
		v.Offer = m.Offer
	}
	if r, ok := s.searching(d); ok {
		copy(v.Search[:], c.Stack[r][:c.StackLen[r]])
	}
}

// searching reports whether decision d lets its seat look through a room's
// stack, and which: the pick of Mirage or of a purchase with Abracadabra
// (DecSearch, D53).
func (s *State) searching(d Decision) (room int, yes bool) {
	if d.Type != DecSearch || !d.Space.IsRoom() || d.Space.Room() >= int(s.c.Players) {
		return 0, false
	}
	return d.Space.Room(), true
}

// swapped is State.swapped read from a view (D43).
func (v *View) swapped(sp Space) bool {
	return v.Magic && v.LastFirst && sp != Guard && sp < NumSpaces && v.LFDone&(1<<sp) == 0
}

// sampleMagic completes a sampled world from a magic view: the public
// magic state is copied; the hidden part (opponents' hands, the deck's
// order, the Tent's cards another seat is choosing from, the face-down
// artifacts) is dealt at random, consistent with everything the viewer
// knows. The tokens are already placed.
func (s *State) sampleMagic(v *View, r *rng) {
	c := &s.c
	m := &c.M
	n := int(v.Players)
	viewer := int(v.Seat)
	own := viewer >= 0 && viewer < n

	m.Offer = [2]Spell{NoSpell, NoSpell}
	m.FaceUp = [MaxRooms]bool{}
	m.Invoked, m.Uses, m.Djinn, m.LampOn, m.KeyOn = v.Invoked, v.Uses, v.Djinn, v.LampOn, v.KeyOn
	m.Resolved = v.Resolved
	m.Spy, m.Taboo, m.LastFirst, m.LFDone, m.Closed = v.Spy, v.Taboo, v.LastFirst, v.LFDone, v.Closed
	m.Smug, m.SmugSp, m.Abra, m.AbraRoom = v.Smug, v.SmugSp, v.Abra, v.AbraRoom
	m.Win = v.Win
	c.Dec, c.Depth, c.At, c.Step, c.Turn, c.Placed = v.Dec, v.Depth, v.At, v.Step, v.Turn, v.Placed

	// Token faces: a token shown face up before its space is revealed was
	// turned by a spell (Spy, eclipses, moves).
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; tv.Face && tv.Token >= 0 && tv.Token < NumTokens {
			m.Face[tv.Seat] |= 1 << tv.Token
		}
	}
	// Carpets and Doubles, each in its own slot (payments name the slot).
	for p := 0; p < MaxPlayers; p++ {
		for i := 0; i < MaxExtra; i++ {
			tv := v.Extra[p*MaxExtra+i]
			m.XAt[p][i], m.XVal[p][i], m.XKind[p][i], m.XSeq[p][i] = Behind, 0, 0, 0
			if tv.Space == Behind {
				continue
			}
			m.XAt[p][i], m.XKind[p][i], m.XSeq[p][i] = tv.Space, tv.Token, tv.Seq
			m.XVal[p][i] = 3
			if tv.Token == DoubleToken {
				m.XVal[p][i] = int8(s.countFor(tv.Value, tv.Space)) // undo D43's swap
			}
		}
	}

	s.sampleSpells(v, r, own)
	s.sampleStacks(v, r, own)
}

// sampleSpells deals the spell cards the viewer cannot see: opponents'
// hands (the cards it knows of first), the Tent's two cards if another
// seat is choosing, and the deck. A card outside NewDeck cannot be in the
// deck, so it goes to a hand or the Tent's offer.
func (s *State) sampleSpells(v *View, r *rng, own bool) {
	m := &s.c.M
	n := int(v.Players)
	viewer := int(v.Seat)
	seen := v.Discard
	m.Discard = v.Discard
	m.NewDeck = v.NewDeck
	m.Hand = [MaxPlayers]SpellSet{}
	m.Knows = [MaxPlayers]SpellSet{}
	if own {
		m.Hand[viewer] = v.Hand
		seen |= v.Hand
		for q := 0; q < n; q++ {
			m.Hand[q] |= v.Known[q]
			m.Knows[viewer] |= v.Known[q]
			seen |= v.Known[q]
		}
	}
	for j := int8(0); j < v.Win.N && j < MaxPlays; j++ {
		if sp := v.Win.Plays[j].Spell; sp >= 0 && sp < NumSpells {
			seen |= 1 << sp // cast and not yet discarded
		}
	}
	offerBy := -1
	for i := int8(0); i < v.Depth && i < MaxDepth; i++ {
		if v.Dec[i].Type == DecTentKeep {
			offerBy = int(v.Dec[i].Seat)
		}
	}
	if offerBy >= 0 && offerBy == viewer {
		m.Offer = v.Offer
		for _, sp := range v.Offer {
			if sp >= 0 && sp < NumSpells {
				seen |= 1 << sp
			}
		}
		offerBy = -1 // nothing to deal there
	}

	// The unknown cards, shuffled; those that cannot be in the deck first.
	var pool [NumSpells]Spell
	np, must := 0, 0
	for sp := Spell(0); sp < NumSpells; sp++ {
		if !seen.Has(sp) && !m.NewDeck.Has(sp) {
			pool[np] = sp
			np++
		}
	}
	must = np
	for sp := Spell(0); sp < NumSpells; sp++ {
		if !seen.Has(sp) && m.NewDeck.Has(sp) {
			pool[np] = sp
			np++
		}
	}
	shuffleSpells(pool[:must], r)
	shuffleSpells(pool[must:np], r)

	// The places to fill outside the deck, shuffled: a hand's unknown
	// cards (seat number) and the offer's two (MaxPlayers).
	var slots [NumSpells + 2]int8
	ns := 0
	for q := 0; q < n; q++ {
		if own && q == viewer {
			continue
		}
		for k := int(v.HandN[q]) - m.Hand[q].Count(); k > 0 && ns < len(slots); k-- {
			slots[ns] = int8(q)
			ns++
		}
	}
	if offerBy >= 0 {
		slots[ns], slots[ns+1] = MaxPlayers, MaxPlayers
		ns += 2
	}
	for i := ns - 1; i > 0; i-- {
		j := r.intn(i + 1)
		slots[i], slots[j] = slots[j], slots[i]
	}
	next, offered := 0, 0
	for i := 0; i < ns && next < np; i++ {
		sp := pool[next]
		next++
		if slots[i] == MaxPlayers {
			m.Offer[offered] = sp
			offered++
		} else {
			m.Hand[slots[i]] |= 1 << sp
		}
	}
	m.SpellDeck = [NumSpells]Spell{}
	m.DeckLen = 0
	for ; next < np && int(m.DeckLen) < int(v.DeckN); next++ {
		m.SpellDeck[m.DeckLen] = pool[next]
		m.DeckLen++
	}
}

func shuffleSpells(d []Spell, r *rng) {
	for i := len(d) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		d[i], d[j] = d[j], d[i]
	}
}

// sampleStacks rebuilds the room stacks: the face-up tiles where they
// show, the stack the viewer is searching as it sees it, and the other
// places dealt from the artifacts nobody owns (each type has one copy per
// player in the magic version, D20; Lamps are never in a stack).
func (s *State) sampleStacks(v *View, r *rng, own bool) {
	c := &s.c
	n := int(v.Players)
	var left [NumArtifactTypes]int
	for a := Counterspell; a < NumArtifactTypes; a++ {
		left[a] = n
		for p := 0; p < n; p++ {
			left[a] -= int(v.Seats[p].Artifacts[a])
		}
	}
	searched := -1
	if own {
		if room, yes := s.searching(v.Pending); yes && int(v.Pending.Seat) == int(v.Seat) {
			searched = room
		}
	}
	c.Stack = [MaxRooms][StackSize]Artifact{}
	for room := 0; room < n; room++ {
		k := int(c.StackLen[room])
		if room == searched {
			for i := 0; i < k; i++ {
				a := v.Search[i]
				c.Stack[room][i] = a
				if a < NumArtifactTypes {
					left[a]--
				}
			}
			c.M.FaceUp[room] = v.OnSale[room] != NoArtifact
			c.M.KnownBottom[room] = v.Bottom[room] != NoArtifact // the same tile, v.Search[0]
			continue
		}
		if a := v.OnSale[room]; a < NumArtifactTypes && k > 0 {
			c.Stack[room][k-1] = a
			c.M.FaceUp[room] = true
			left[a]--
		}
		if a := v.Bottom[room]; a < NumArtifactTypes {
			c.Stack[room][0] = a
			c.M.KnownBottom[room] = true
			left[a]--
		}
	}
	var pool [MaxRooms * MagicStackSize]Artifact
	np := 0
	for a := Counterspell; a < NumArtifactTypes; a++ {
		for i := 0; i < left[a] && np < len(pool); i++ {
			pool[np] = a
			np++
		}
	}
	for i := np - 1; i > 0; i-- {
		j := r.intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	next := 0
	for room := 0; room < n; room++ {
		if room == searched {
			continue
		}
		k := int(c.StackLen[room])
		if c.M.FaceUp[room] {
			k-- // the top is the face-up tile
		}
		first := 0
		if c.M.KnownBottom[room] {
			first = 1 // the known bottom is in place
		}
		for i := first; i < k; i++ {
			if np > 0 {
				c.Stack[room][i] = pool[next%np]
			}
			next++
		}
	}
}
