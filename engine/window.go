package engine

// Reaction windows (decisions D21, D34-D36): moments at which players may
// invoke artifacts and play spells. A window asks the seats that public
// facts say might act, in sequence order from the camel; a seat asked may
// make any number of plays, then passes (or is passed for, once nothing it
// could play is left, D72). Once every seat asked has passed
// since the last play, the batch resolves in sequence order (each seat's
// plays in the order made), and a space's window opens again until an
// asking round passes with no play.

// WindowKind says which moment a window belongs to.
type WindowKind uint8

const (
	WinNone      WindowKind = iota
	WinPlacement            // answers to a play on a placement turn (D35)
	WinSpace                // a revealed space before it is settled (D11, D21)
	WinSmuggler             // right after the last cave (D52)
)

// MaxPlays bounds the plays in one batch.
const MaxPlays = 16

// Play is one spell cast or artifact invoked in a window, with the targets
// it named (D34 d).
type Play struct {
	Seat    int8
	Spell   Spell    // NoSpell for an invocation
	Art     Artifact // the artifact invoked; for a spell, the type it names
	Space   Space
	To      Space
	Handle  uint8
	Counter int8 // the play a Counterspell (or Parasite's copy) cancels, -1
	Negated bool
}

// Window is the open reaction window and its batch.
type Window struct {
	Kind   WindowKind
	Space  Space // the space being tallied (WinSpace)
	Opener int8  // the placement turn's player (WinPlacement)
	Passed uint8 // seats that passed since the last play
	Plays  [MaxPlays]Play
	N      int8
	Order  [MaxPlays]int8 // resolution order, fixed when the asking ends
	Res    int8           // next position in Order to resolve; -1 while asking
	Sub    int8           // progress within the resolving play (sub-decisions)
	Sub2   int8
}

// openWindow opens a window and asks its first seat, starting at seat
// `from` in sequence order. If public facts say nobody could act (D36),
// no window opens at all and it returns false.
func (s *State) openWindow(kind WindowKind, sp Space, opener int8, from int, ev *[]Event) bool {
	m := &s.c.M
	m.Win = newWindow(kind, sp, opener)
	if !s.anyoneMayAct() {
		m.Win = Window{}
		return false
	}
	*ev = append(*ev, WindowOpenedEvent(opener, sp, kind))
	return s.askFrom(from, ev)
}

// askFrom pushes a DecReact for the first seat, from `from` on in sequence
// order, that might act and has not passed since the last play. With none
// left, the asking ends and the batch resolves.
func (s *State) askFrom(from int, ev *[]Event) bool {
	c := &s.c
	n := int(c.Players)
	start := s.seqPos(from)
	for i := 0; i < n; i++ {
		p := s.seqSeat((start + i) % n)
		if c.M.Win.Passed&(1<<p) != 0 {
			continue
		}
		if !s.mayAct(p) {
			c.M.Win.Passed |= 1 << p // D36: nothing public says it could act
			continue
		}
		s.push(Decision{Type: DecReact, Seat: int8(p), Space: c.M.Win.Space, Amount: int8(c.M.Win.Kind),
			From: c.M.Win.Opener, Spell: NoSpell})
		return true
	}
	s.endAsking(ev)
	return false
}

// mayAct is decision D36's test, on public facts only: the seat holds a
// spell card and its Lamp is on or could be, or it holds an artifact whose
// power could act in this window.
func (s *State) mayAct(p int) bool {
	if s.handCount(p) > 0 && (s.c.M.LampOn&(1<<p) != 0 || s.canInvoke(p, Lamp)) {
		return true
	}
	for a := Counterspell; a < Scroll; a++ {
		if s.canInvoke(p, a) && s.artifactCanAct(p, a) {
			return true
		}
	}
	return false
}

// applyReact answers a DecReact: a pass moves the asking on; a play is
// recorded and everyone is asked again after this seat (D34 a), the player
// too while it still has something it could play (decision D72).
func (s *State) applyReact(d Decision, a Action, ev *[]Event) {
	c := &s.c
	p := int(a.Seat)
	switch a.Type {
	case ActPass:
		s.pop()
		c.M.Win.Passed |= 1 << p
		*ev = append(*ev, Event{Type: EvPassed, Seat: a.Seat})
		s.askFrom((p+1)%int(c.Players), ev)
	case ActCast, ActInvoke:
		s.makePlay(a, ev)
		c.M.Win.Passed = 0
		if !s.mayAct(p) {
			// Decision D72: a seat its own play left with nothing to play
			// is not asked again; the asking moves on as if it had passed.
			s.pop()
			c.M.Win.Passed |= 1 << p
			s.askFrom((p+1)%int(c.Players), ev)
		}
	}
}

// makePlay carries out what happens at once when a play is made: the card
// or tile is shown; an invocation spends a use (D37); the Lamp and the Key
// act at once, other plays join the batch.
func (s *State) makePlay(a Action, ev *[]Event) {
	c := &s.c
	m := &c.M
	p := int(a.Seat)
	if a.Type == ActInvoke {
		m.Invoked[p][a.Art]++
		m.Uses[p]++
		e := Event{Type: EvArtifactInvoked, Seat: a.Seat, Artifact: a.Art, Space: a.Space, Seq: a.Handle, Target: a.Play}
		*ev = append(*ev, e)
		switch a.Art {
		case Lamp:
			m.LampOn |= 1 << p
			return
		case Key:
			m.KeyOn |= 1 << p
			return
		}
		m.Win.add(playOf(e))
		return
	}
	m.Hand[p] &^= 1 << a.Spell
	for q := range m.Knows {
		m.Knows[q] &^= 1 << a.Spell // face up now, no longer a known card in a hand (D32)
	}
	e := Event{Type: EvSpellPlayed, Seat: a.Seat, Spell: a.Spell, Space: a.Space, Target: a.Play,
		Seq: a.Handle, Artifact: a.Art, To: a.To, Amount: int16(m.Win.N)}
	*ev = append(*ev, e)
	m.Win.add(playOf(e))
}

// playOf is the play an EvSpellPlayed or EvArtifactInvoked puts in the
// batch, with the targets it names (D34 d): the batch is built from what
// the table is told, so views rebuild it the same way (View.Apply).
func playOf(e Event) Play {
	if e.Type == EvArtifactInvoked {
		pl := Play{Seat: e.Seat, Spell: NoSpell, Art: e.Artifact, Space: e.Space, Handle: e.Handle(), Counter: -1}
		if e.Artifact == Counterspell {
			pl.Counter = e.PlayIndex()
		}
		return pl
	}
	pl := Play{Seat: e.Seat, Spell: e.Spell, Art: e.Artifact, Space: e.Space, To: e.To, Handle: e.Handle(), Counter: -1}
	if e.Spell == Parasite && e.Artifact == Counterspell {
		pl.Counter = e.PlayIndex()
	}
	return pl
}

// newWindow is a window opening, no play made yet.
func newWindow(kind WindowKind, sp Space, opener int8) Window {
	w := Window{Kind: kind, Space: sp, Opener: opener, Res: -1}
	for i := range w.Plays {
		w.Plays[i].Counter = -1
	}
	return w
}

// openForTurn readies the window for a play on opener's placement turn
// (D35).
func (w *Window) openForTurn(opener int8) {
	w.Kind, w.Opener, w.Res = WinPlacement, opener, -1
	if w.N == 0 {
		for i := range w.Plays {
			w.Plays[i].Counter = -1
		}
	}
}

// add puts a play in the batch.
func (w *Window) add(pl Play) {
	if w.N < 0 || w.N >= MaxPlays {
		return // castProblem and invokeProblem refuse a play past MaxPlays
	}
	w.Plays[w.N] = pl
	w.N++
}

// settleOrder fixes the batch's resolution order once the asking ends:
// sequence order from the camel (D34 b), each seat's plays in the order
// made. Counters cancel their spells whatever the order; a chain is settled
// from its last link (D56).
func (w *Window) settleOrder(camel, players int) {
	k := 0
	for i := 0; i < players; i++ {
		p := (camel + i) % players
		for j := int8(0); j < w.N; j++ {
			if int(w.Plays[j].Seat) == p {
				w.Order[k] = j
				k++
			}
		}
	}
	for j := w.N - 1; j >= 0; j-- {
		pl := &w.Plays[j]
		if pl.Counter >= 0 && !pl.Negated && pl.Counter < w.N {
			w.Plays[pl.Counter].Negated = true
		}
	}
	w.Res, w.Sub, w.Sub2 = 0, 0, 0
}

// endAsking fixes the batch's resolution order and resolves it; with no
// play, the window is over.
func (s *State) endAsking(ev *[]Event) {
	w := &s.c.M.Win
	if w.N == 0 {
		s.closeWindow(ev)
		return
	}
	w.settleOrder(int(s.c.Camel), int(s.c.Players))
	*ev = append(*ev, ResolvingEvent(w.N))
	s.resolveBatch(ev)
}

// resolveBatch resolves the batch's plays in order from w.Res. A play that
// needs a player's choice pushes a decision and returns; answering it
// calls resolveBatch again.
func (s *State) resolveBatch(ev *[]Event) {
	w := &s.c.M.Win
	for w.Res < w.N {
		j := w.Order[w.Res]
		pl := &w.Plays[j]
		if pl.Negated {
			if pl.Spell != NoSpell {
				s.discard(pl.Spell)
			}
			*ev = append(*ev, PlayCancelledEvent(*pl, j))
		} else if s.resolvePlay(j, ev) {
			return // a player must choose; the answer resumes here
		}
		w.Res++
		w.Sub, w.Sub2 = 0, 0
		if s.c.Phase == PhaseOver {
			return
		}
	}
	kind := w.Kind
	*w = newWindow(kind, w.Space, w.Opener)
	if (kind == WinSpace || kind == WinSmuggler) && s.anyoneMayAct() {
		// D34 c: the window opens again until a round passes with no play.
		*ev = append(*ev, WindowOpenedEvent(0, w.Space, kind))
		s.askFrom(int(s.c.Camel), ev)
		return
	}
	s.closeWindow(ev)
}

// resolvePlay carries out one play; true means it waits for a player's
// decision, whose answer calls resolveBatch to go on with the same play
// (Window.Sub and Sub2 keep its progress).
func (s *State) resolvePlay(j int8, ev *[]Event) bool {
	pl := &s.c.M.Win.Plays[j]
	if pl.Spell == NoSpell {
		s.resolveArtifact(pl, ev)
		return false
	}
	if spellDefs[pl.Spell].resolve(s, pl, ev) {
		return true
	}
	s.discard(pl.Spell)
	*ev = append(*ev, PlayResolvedEvent(*pl, j))
	return false
}

// closeWindow ends the window and lets the flow below it go on.
func (s *State) closeWindow(ev *[]Event) {
	m := &s.c.M
	kind := m.Win.Kind
	sp := m.Win.Space
	m.Win = Window{}
	*ev = append(*ev, Event{Type: EvWindowClosed, Space: sp, Amount: int16(kind)})
	switch kind {
	case WinPlacement:
		// The turn player's placement decision is below: it goes on.
	case WinSpace:
		s.c.At = AtSettle
		s.resume(ev)
	case WinSmuggler:
		s.resume(ev)
	}
}
