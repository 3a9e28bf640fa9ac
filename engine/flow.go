package engine

// The decision flow. Every choice the game waits for is a Decision on a
// stack: the top is the pending one. A placement turn may have a reaction
// window pushed over it, and a window a sub-decision of a resolving spell
// (the magic version); the basic game never stacks more than one.
//
// The vizier's tally is a cursor: the space being tallied (core.Tally) and a
// named point within it (core.At). A decision pushed at a point suspends the
// tally there; once it is answered the tally resumes from the cursor.

// MaxDepth bounds the decision stack.
const MaxDepth = 4

// Point is where the vizier stands within the space being tallied.
type Point uint8

const (
	// AtReveal: the space's tokens are about to be turned face up.
	AtReveal Point = iota
	// AtWindow: revealed; players may react before it is settled (D21).
	AtWindow
	// AtSettle: the space's outcome is being settled: shares, the Market,
	// the camel, entry at the guard (core.Step counts the seats asked),
	// offers in a room (core.Step counts the offers).
	AtSettle
	// AtNext: the space is settled; the vizier moves on.
	AtNext
	// AtSmuggler: after the last cave, before the Tent: the Smuggler's
	// window (magic, D52).
	AtSmuggler
)

// Pending is the decision the game waits for.
func (s *State) Pending() Decision {
	c := &s.c
	if c.Depth == 0 {
		return Decision{Type: DecNone, Seat: -1}
	}
	return c.Dec[c.Depth-1]
}

// push makes d the pending decision, above any it interrupts.
func (s *State) push(d Decision) {
	c := &s.c
	c.Dec[c.Depth] = d
	c.Depth++
	if ph := decisionKinds[d.Type].phase; ph != 0 {
		c.Phase = ph
	}
}

// pop removes the answered decision. Until another is pushed the round is
// in the (transient) tally phase.
func (s *State) pop() {
	c := &s.c
	c.Depth--
	c.Dec[c.Depth] = Decision{}
	if c.Depth == 0 {
		c.Phase = PhaseTally
	} else if ph := decisionKinds[c.Dec[c.Depth-1].Type].phase; ph != 0 {
		c.Phase = ph
	}
}

// clearDecisions drops every pending decision (the game has ended, D59).
func (s *State) clearDecisions() {
	s.c.Dec = [MaxDepth]Decision{}
	s.c.Depth = 0
}

// resume moves the tally cursor on until a decision is pushed, the round
// ends or the game ends.
func (s *State) resume(ev *[]Event) {
	c := &s.c
	for c.Depth == 0 && c.Phase != PhaseOver {
		if c.Tally >= NumSpaces {
			s.endRound(ev)
			return
		}
		sp := c.Tally
		switch c.At {
		case AtReveal:
			c.At = AtWindow
			if !s.beginSpace(sp, ev) {
				c.At = AtNext
			}
		case AtWindow:
			// The window's close moves the cursor to AtSettle.
			if !s.magicOn() || !s.openWindow(WinSpace, sp, -1, int(c.Camel), ev) {
				c.At = AtSettle
			}
		case AtSmuggler:
			c.At = AtReveal
			if s.smugglerMoment() {
				s.openWindow(WinSmuggler, Behind, -1, int(c.Camel), ev)
			}
		case AtSettle:
			c.At = AtNext
			s.settleSpace(sp, ev)
		case AtNext:
			if s.magicOn() {
				c.M.Resolved |= 1 << sp
			}
			c.Tally++
			c.At = AtReveal
			if s.magicOn() && c.Tally == AladdinsTent {
				c.At = AtSmuggler
			}
		}
	}
}

// settleAgain resumes the tally at the current space's settling point, after
// a decision that left more of it to settle (the next seat at the guard,
// the next offer in a room).
func (s *State) settleAgain(ev *[]Event) {
	s.c.At = AtSettle
	s.resume(ev)
}

// nextSpace resumes the tally after the current space is settled.
func (s *State) nextSpace(ev *[]Event) {
	s.c.At = AtNext
	s.resume(ev)
}

// Flow is where the game's flow stands after an action, as every seat may
// know it (EvPending carries it): the round's phase, the decision stack's
// depth, the tally cursor (the space, the point within it, the seat or
// offer it has reached), the placement turn and handles, the spaces
// settled, and the open window's progress. Events tell what happened; the
// flow also moves where nothing happens (an empty space, a seat a window
// does not ask), so each action ends by saying where it stands.
type Flow struct {
	Phase    Phase
	Depth    int8
	Tally    Space
	At       Point
	Step     int8
	Turn     int8
	Placed   uint8
	Resolved uint16 // the spaces settled this round (magic, D40)
	Passed   uint8  // the window's seats that passed since the last play
	Res      int8   // the window's next play to resolve, -1 while it asks
	Sub      int8   // progress within the resolving play
	Sub2     int8
}

// rankingShown reports whether views show the space's ranking: while the
// vizier tallies and a decision at a space waits.
func rankingShown(ph Phase) bool { return ph >= PhaseTally && ph <= PhaseBuy }

// pendingEvent is the event that ends every action (EvPending): what the
// game waits for now and where its flow stands.
func (s *State) pendingEvent() Event {
	c := &s.c
	w := &c.M.Win
	e := Event{Type: EvPending, Dec: s.Pending(), Flow: Flow{Phase: c.Phase, Depth: c.Depth, Tally: c.Tally,
		At: c.At, Step: c.Step, Turn: c.Turn, Placed: c.Placed, Resolved: c.M.Resolved,
		Passed: w.Passed, Res: w.Res, Sub: w.Sub, Sub2: w.Sub2}}
	if rankingShown(c.Phase) {
		e.Strength, e.Ranking, e.NRank = c.Str, c.Rank, c.NRank
	}
	return e
}
