package engine

// hasher is FNV-1a over a little-endian encoding of fixed-size fields, in
// field order, with no padding: the same bytes on every platform, written
// by hand so the engine needs no reflection to hash a state.
type hasher uint64

func newHasher() hasher { return 14695981039346656037 }

func (h *hasher) u8(b uint8) {
	*h ^= hasher(b)
	*h *= 1099511628211
}

func (h *hasher) i8(v int8) { h.u8(uint8(v)) }

func (h *hasher) flag(b bool) {
	if b {
		h.u8(1)
	} else {
		h.u8(0)
	}
}

func (h *hasher) i16(v int16) { h.u8(uint8(v)); h.u8(uint8(uint16(v) >> 8)) }

func (h *hasher) u16(v uint16) { h.i16(int16(v)) }

func (h *hasher) u32(v uint32) {
	for i := 0; i < 4; i++ {
		h.u8(uint8(v >> (8 * i)))
	}
}

func (h *hasher) u64(v uint64) {
	for i := 0; i < 8; i++ {
		h.u8(uint8(v >> (8 * i)))
	}
}

func (h *hasher) i8s(v []int8) {
	for _, x := range v {
		h.i8(x)
	}
}

func (h *hasher) flags(v []bool) {
	for _, x := range v {
		h.flag(x)
	}
}

func (h *hasher) purse(p *Purse) { h.i8s(p.Small[:]); h.i8s(p.Large[:]) }

func (h *hasher) shelves(s *[NumCaves][NumShelves]Shelf) {
	for c := range s {
		for _, sh := range s[c] {
			h.i8(sh.Small)
			h.i8(sh.Large)
		}
	}
}

// Hash is a stable 64-bit digest of every rules fact, the same on every
// platform (desktop and wasm replays are compared by it).
func (s *State) Hash() uint64 {
	c := &s.c
	h := newHasher()
	h.i8(c.Players)
	h.flag(c.Intro)
	h.u8(uint8(c.Phase))
	h.i16(c.Round)
	h.i8(c.Camel)
	h.i8(c.Turn)
	h.u8(c.Placed)
	h.i8(c.Started)
	for p := range c.TokenAt {
		for _, sp := range c.TokenAt[p] {
			h.u8(uint8(sp))
		}
	}
	for p := range c.Seq {
		for _, q := range c.Seq[p] {
			h.u8(q)
		}
	}
	h.i8s(c.Left[:])
	h.flags(c.Shown[:])
	h.purse(&c.Bank)
	for p := range c.Purse {
		h.purse(&c.Purse[p])
	}
	h.shelves(&c.Shelves)
	for r := range c.Stack {
		for _, a := range c.Stack[r] {
			h.u8(uint8(a))
		}
	}
	h.i8s(c.StackLen[:])
	for p := range c.Owned {
		h.i8s(c.Owned[p][:])
	}
	h.i8s(c.Deck[:])
	h.i8(c.DeckPos)
	h.i8(c.Card)
	h.i8(c.Guard)
	h.u8(uint8(c.Tally))
	h.i8(c.Step)
	h.flags(c.Entered[:])
	h.i8s(c.Rank[:])
	h.i8(c.NRank)
	for _, x := range c.Str {
		h.i16(x)
	}
	h.u8(c.Winners)
	h.u8(c.EndWhy)
	h.u64(c.RNG.S)
	if s.cfg.Magic {
		for i := range c.Dec {
			h.decision(&c.Dec[i])
		}
		h.i8(c.Depth)
		h.u8(uint8(c.At))
		h.magic(&c.M)
	}
	return uint64(h)
}

// magic hashes the magic version's state, every field in declaration
// order (hash_test checks this against a reflection encoding).
func (h *hasher) magic(m *magicCore) {
	for _, sp := range m.SpellDeck {
		h.i8(int8(sp))
	}
	h.i8(m.DeckLen)
	h.u32(uint32(m.NewDeck))
	for _, x := range m.Hand {
		h.u32(uint32(x))
	}
	h.u32(uint32(m.Discard))
	for _, x := range m.Knows {
		h.u32(uint32(x))
	}
	for _, sp := range m.Offer {
		h.i8(int8(sp))
	}
	h.flags(m.FaceUp[:])
	h.flags(m.KnownBottom[:])
	for p := range m.Invoked {
		h.i8s(m.Invoked[p][:])
	}
	h.i8s(m.Uses[:])
	h.i8(m.Djinn)
	h.u8(m.LampOn)
	h.u8(m.KeyOn)
	for _, x := range m.Face {
		h.u8(x)
	}
	for p := range m.XAt {
		for _, sp := range m.XAt[p] {
			h.u8(uint8(sp))
		}
	}
	for p := range m.XVal {
		h.i8s(m.XVal[p][:])
	}
	for p := range m.XKind {
		h.i8s(m.XKind[p][:])
	}
	for p := range m.XSeq {
		for _, x := range m.XSeq[p] {
			h.u8(x)
		}
	}
	h.u16(m.Resolved)
	h.i8(m.Spy)
	h.u16(m.Taboo)
	h.flag(m.LastFirst)
	h.u16(m.LFDone)
	h.u8(m.Closed)
	h.i8(m.Smug)
	h.u16(m.SmugSp)
	h.i8(m.Abra)
	h.u8(uint8(m.AbraRoom))
	h.window(&m.Win)
}

func (h *hasher) window(w *Window) {
	h.u8(uint8(w.Kind))
	h.u8(uint8(w.Space))
	h.i8(w.Opener)
	h.u8(w.Passed)
	for i := range w.Plays {
		pl := &w.Plays[i]
		h.i8(pl.Seat)
		h.i8(int8(pl.Spell))
		h.u8(uint8(pl.Art))
		h.u8(uint8(pl.Space))
		h.u8(uint8(pl.To))
		h.u8(pl.Handle)
		h.i8(pl.Counter)
		h.flag(pl.Negated)
	}
	h.i8(w.N)
	h.i8s(w.Order[:])
	h.i8(w.Res)
	h.i8(w.Sub)
	h.i8(w.Sub2)
}

func (h *hasher) decision(d *Decision) {
	h.u8(uint8(d.Type))
	h.i8(d.Seat)
	h.u8(uint8(d.Space))
	h.i8(d.Amount)
	h.i8(int8(d.Spell))
	h.i8(d.From)
	h.u8(d.Handle)
}

// Hash is a stable digest of everything a view holds (bots seed their
// decisions from it, so the same view gives the same choice).
func (v *View) Hash() uint64 {
	h := newHasher()
	h.i8(v.Seat)
	h.i8(v.Players)
	h.flag(v.Intro)
	h.i16(v.Round)
	h.u8(uint8(v.Phase))
	h.u8(uint8(v.Pending.Type))
	h.i8(v.Pending.Seat)
	h.u8(uint8(v.Pending.Space))
	h.i8(v.Pending.Amount)
	h.i8(v.Camel)
	h.purse(&v.Bank)
	h.shelves(&v.Shelves)
	h.i8(v.Card)
	h.flags(v.Seen[:])
	h.i8(v.DeckLeft)
	h.i8(v.Guard)
	h.u8(uint8(v.Tally))
	h.flags(v.Shown[:])
	h.i8s(v.StackLen[:])
	h.i8s(v.Ranking[:])
	h.i8(v.NRank)
	for _, x := range v.Strength {
		h.i16(x)
	}
	for i := range v.Tokens {
		h.token(&v.Tokens[i])
	}
	h.i8(v.NumTokens)
	for i := range v.Seats {
		p := &v.Seats[i]
		h.purse(&p.Purse)
		h.flags(p.Behind[:])
		h.i8(p.Left)
		h.i8s(p.Artifacts[:])
		h.flag(p.Entered)
	}
	h.flag(v.Over)
	h.u8(v.Winners)
	h.u8(v.EndWhy)
	if v.Magic {
		// The second pass of the field encoding: the magic-only fields, in
		// declaration order (Pending's own come first).
		h.i8(int8(v.Pending.Spell))
		h.i8(v.Pending.From)
		h.u8(v.Pending.Handle)
		h.flag(v.Magic)
		h.i8s(v.HandN[:])
		h.u32(uint32(v.Discard))
		h.i8(v.DeckN)
		h.u32(uint32(v.NewDeck))
		h.u32(uint32(v.Hand))
		for _, x := range v.Known {
			h.u32(uint32(x))
		}
		for _, sp := range v.Offer {
			h.i8(int8(sp))
		}
		for _, a := range v.Search {
			h.u8(uint8(a))
		}
		for _, a := range v.OnSale {
			h.u8(uint8(a))
		}
		for _, a := range v.Bottom {
			h.u8(uint8(a))
		}
		for p := range v.Invoked {
			h.i8s(v.Invoked[p][:])
		}
		h.i8s(v.Uses[:])
		h.i8(v.Djinn)
		h.u8(v.LampOn)
		h.u8(v.KeyOn)
		for i := range v.Extra {
			h.token(&v.Extra[i])
		}
		h.u16(v.Resolved)
		h.i8(v.Spy)
		h.u16(v.Taboo)
		h.flag(v.LastFirst)
		h.u16(v.LFDone)
		h.u8(v.Closed)
		h.i8(v.Smug)
		h.u16(v.SmugSp)
		h.i8(v.Abra)
		h.u8(uint8(v.AbraRoom))
		h.window(&v.Win)
		for i := range v.Dec {
			h.decision(&v.Dec[i])
		}
		h.i8(v.Depth)
		h.u8(uint8(v.At))
		h.i8(v.Step)
		h.i8(v.Turn)
		h.u8(v.Placed)
	}
	return uint64(h)
}

func (h *hasher) token(t *TokenView) {
	h.i8(t.Seat)
	h.i8(t.Token)
	h.i8(t.Value)
	h.u8(uint8(t.Space))
	h.u8(t.Seq)
	h.flag(t.Face)
}
