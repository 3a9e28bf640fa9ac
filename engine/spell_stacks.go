package engine

// The spells that reach into the artifact stacks above the palace rooms:
// Mage's Apprentice (D54), Mirage (D53, D60) and Abracadabra (D53), with
// the private stack search (DecSearch) that Mirage and Abracadabra share.
//
// A room's stack is Stack[r][:StackLen[r]], the top last. When FaceUp[r]
// the top is the tile on sale, seen by all; every other tile lies face
// down and its order is secret, so each search ends with a shuffle of the
// face-down tiles the searcher saw (D53).

func init() {
	spellDefs[MagesApprentice] = spellDef{name: "Mage's Apprentice", uses: TargetSpace | TargetArtifact, when: AnyMoment,
		problem: apprenticeProblem, resolve: resolveApprentice}
	spellDefs[Mirage] = spellDef{name: "Mirage", uses: TargetSpace, when: AnyMoment, problem: mirageProblem, resolve: resolveMirage}
	spellDefs[Abracadabra] = spellDef{name: "Abracadabra", notNow: "Abracadabra can be played only while the vizier is at a palace room.",
		uses: TargetSpace, when: InSpaceWindow, problem: abracadabraProblem,
		resolve: resolveAbracadabra}
	decisionKinds[DecSearch] = decisionKind{
		name: "choose an artifact from the stack", accepts: acts(ActPick),
		check: func(s *State, d Decision, a Action) error {
			if a.Handle != 0 || s.searchIndex(d, a.Art) < 0 {
				return illegal(ErrBadTarget, "Choose one of the artifacts you found in the stack.")
			}
			return nil
		},
		legal: (*State).searchOptions,
		apply: (*State).applySearch,
	}
}

// stackRoom is the room index of sp when it is a palace room in use with
// artifacts left, else -1.
func (s *State) stackRoom(sp Space) int {
	if sp >= NumSpaces || !sp.IsRoom() {
		return -1
	}
	r := sp.Room()
	if r >= int(s.c.Players) || s.c.StackLen[r] == 0 {
		return -1
	}
	return r
}

// faceDown is how many of room r's artifacts lie face down: the bottom
// Stack[r][:faceDown(r)].
func (s *State) faceDown(r int) int {
	n := int(s.c.StackLen[r])
	if s.c.M.FaceUp[r] {
		n--
	}
	return n
}

// shuffleArts shuffles tiles with the game's RNG (D53: no order survives a
// search).
func (s *State) shuffleArts(arts []Artifact) {
	for i := len(arts) - 1; i > 0; i-- {
		j := s.c.RNG.intn(i + 1)
		arts[i], arts[j] = arts[j], arts[i]
	}
}

// stackMayChange reports whether a play waiting in the batch may change
// the tile on sale in sp before another play acts (D36: a swap for the same
// type could still matter then).
func (s *State) stackMayChange(sp Space) bool {
	w := &s.c.M.Win
	for j := int8(0); j < w.N; j++ {
		if pl := &w.Plays[j]; (pl.Spell == Mirage || pl.Spell == MagesApprentice) && pl.Space == sp {
			return true
		}
	}
	return false
}

func fizzle(pl *Play, ev *[]Event) {
	*ev = append(*ev, Event{Type: EvPlayFizzled, Seat: pl.Seat, Spell: pl.Spell, Artifact: pl.Art, Space: pl.Space})
}

// --- Mage's Apprentice (D54) ---

// apprenticeProblem: a room showing a tile for sale, and one of the
// caster's own artifacts not invoked this round (so never the lit Lamp; a
// second, unused Lamp may go), giving something new (decision D68).
func apprenticeProblem(s *State, p int, a Action) refusal {
	c := &s.c
	r := s.stackRoom(a.Space)
	switch {
	case r < 0:
		return refusal{ErrBadSpace, "Choose a palace room with an artifact on sale."}
	case !c.M.FaceUp[r]:
		return refusal{ErrBadSpace, noSaleWords.at(a.Space)}
	case a.Art >= NumArtifactTypes:
		return refusal{ErrBadTarget, "There is no such artifact."}
	case c.Owned[p][a.Art] <= c.M.Invoked[p][a.Art]:
		return refusal{ErrBadTarget, "Offer one of your own artifacts that you have not used this round."}
	case c.Stack[r][c.StackLen[r]-1] == a.Art && !s.stackMayChange(a.Space):
		return refusal{ErrBadTarget, sameSaleWords.at(a.Space)}
	}
	return ok
}

// The stack spells' refusals, naming the room.
var (
	noSaleWords   = wordsFor("No artifact is on sale in %v right now.")
	sameSaleWords = wordsFor("That artifact is already the one on sale in %v: the swap would change nothing.")
	noSearchWords = wordsFor("There is no face-down artifact in %v to search.")
)

// resolveApprentice swaps against whatever is on sale now; with nothing on
// sale, or the offered tile used meanwhile, nothing happens (D54).
func resolveApprentice(s *State, pl *Play, ev *[]Event) bool {
	c := &s.c
	p := int(pl.Seat)
	r := s.stackRoom(pl.Space)
	if r < 0 || !c.M.FaceUp[r] || c.Owned[p][pl.Art] <= c.M.Invoked[p][pl.Art] {
		fizzle(pl, ev)
		return false
	}
	top := &c.Stack[r][c.StackLen[r]-1]
	taken := *top
	*top = pl.Art
	c.Owned[p][pl.Art]--
	c.Owned[p][taken]++
	*ev = append(*ev, Event{Type: EvArtifactSwapped, Seat: pl.Seat, Space: pl.Space, Artifact: pl.Art, Artifact2: taken})
	return false
}

// --- Mirage (D53, D60) ---

// mirageProblem: any room in use whose stack has a face-down tile, token
// there or not; with none the card could change nothing (D36).
func mirageProblem(s *State, p int, a Action) refusal {
	r := s.stackRoom(a.Space)
	switch {
	case r < 0:
		return refusal{ErrBadSpace, "Choose a palace room that still has artifacts."}
	case s.faceDown(r) == 0:
		return refusal{ErrBadSpace, noSearchWords.at(a.Space)}
	}
	return ok
}

// resolveMirage lets the caster search the face-down tiles (DecSearch);
// with a single one there is nothing to choose.
func resolveMirage(s *State, pl *Play, ev *[]Event) bool {
	if s.c.M.Win.Sub > 0 {
		return false // the pick is made (applySearch)
	}
	r := s.stackRoom(pl.Space)
	if r < 0 || s.faceDown(r) == 0 {
		fizzle(pl, ev)
		return false
	}
	if s.faceDown(r) == 1 {
		s.mirageTake(int(pl.Seat), r, 0, ev)
		return false
	}
	s.searchEvent(int(pl.Seat), r, s.faceDown(r), ev)
	s.push(Decision{Type: DecSearch, Seat: pl.Seat, Space: pl.Space, Spell: Mirage, From: pl.Seat})
	return true
}

// mirageTake turns face-down tile i face up on top; the tile on sale, if
// any, goes face down under the stack where everyone knows it lies (D53;
// D60: none, nothing goes under). The other face-down tiles are shuffled.
func (s *State) mirageTake(p, r, i int, ev *[]Event) {
	c := &s.c
	n := int(c.StackLen[r])
	st := c.Stack[r][:n]
	fd := s.faceDown(r)
	chosen := st[i]
	var rest [StackSize]Artifact
	k := 0
	for j := 0; j < fd; j++ {
		if j != i {
			rest[k] = st[j]
			k++
		}
	}
	// FromBottom: the pick was the known bottom, which nobody knows of any
	// more; with a tile on sale, that tile becomes the known bottom instead.
	e := Event{Type: EvArtifactShown, Seat: int8(p), Space: RoomSpace(r), Artifact: chosen,
		FromBottom: !c.M.FaceUp[r] && c.M.KnownBottom[r] && i == 0}
	switch {
	case c.M.FaceUp[r]: // decision D71: the tile sent under is the known bottom
		e.Artifact2, e.Amount = st[n-1], 1 // Amount 1: Artifact2 went under the stack
		s.shuffleArts(rest[:k])
		st[0] = st[n-1]
		copy(st[1:], rest[:k])
		c.M.KnownBottom[r] = true
	case c.M.KnownBottom[r] && i != 0:
		// D53: a known bottom stays where everyone knows it is (rest[0]).
		s.shuffleArts(rest[1:k])
		copy(st, rest[:k])
	default:
		s.shuffleArts(rest[:k])
		copy(st, rest[:k])
		c.M.KnownBottom[r] = false
	}
	st[n-1] = chosen
	c.M.FaceUp[r] = true
	*ev = append(*ev, e)
}

// --- Abracadabra (D53) ---

// abracadabraProblem: cast in the window of the room being tallied, naming
// it, by a player who could buy there (public facts: a token in the room
// and inside the palace).
func abracadabraProblem(s *State, p int, a Action) refusal {
	c := &s.c
	w := &c.M.Win
	switch {
	case w.Kind != WinSpace || a.Space != w.Space || s.stackRoom(a.Space) < 0:
		return refusal{ErrBadSpace, "Abracadabra names the palace room being tallied."}
	case !c.Entered[p] || s.tokensIn(p, a.Space) == 0:
		return refusal{ErrWrongDecision, "You can buy only in a room where you have a token, once inside the palace."}
	case int(c.M.Abra) == p && c.M.AbraRoom == a.Space:
		return refusal{ErrWrongDecision, "Your Abracadabra is already at work in this room."}
	}
	return ok
}

// resolveAbracadabra marks the room: should the caster buy there this
// round, they pick from the whole stack (abracadabraPick).
func resolveAbracadabra(s *State, pl *Play, ev *[]Event) bool {
	m := &s.c.M
	if s.stackRoom(pl.Space) < 0 {
		fizzle(pl, ev)
		return false
	}
	m.Abra, m.AbraRoom = pl.Seat, pl.Space
	*ev = append(*ev, Event{Type: EvModifier, Seat: pl.Seat, Spell: Abracadabra, Space: pl.Space})
	return false
}

// abracadabraPick is called by buy once the buyer has paid: with an
// Abracadabra of theirs at work in the room and more than one tile to
// choose from, the buyer searches the whole stack (DecSearch) instead of
// taking the top, and applySearch finishes the purchase. It reports
// whether it took the purchase over.
func (s *State) abracadabraPick(p int, sp Space, ev *[]Event) bool {
	c := &s.c
	if !s.magicOn() || int(c.M.Abra) != p || c.M.AbraRoom != sp {
		return false
	}
	r := s.stackRoom(sp)
	if r < 0 || c.StackLen[r] < 2 {
		return false // one tile: the ordinary purchase
	}
	s.searchEvent(p, r, int(c.StackLen[r]), ev)
	s.push(Decision{Type: DecSearch, Seat: int8(p), Space: sp, Spell: Abracadabra, From: int8(p)})
	c.Phase = PhaseBuy // the purchase is under way
	return true
}

// abracadabraTake hands tile i to the buyer: naming the type on sale takes
// the tile on sale (decision D66). A tile on sale that was not taken stays
// face up on top (D53); the face-down rest is shuffled above a known bottom
// (decision D71).
func (s *State) abracadabraTake(p, r, i int, ev *[]Event) {
	c := &s.c
	n := int(c.StackLen[r])
	st := c.Stack[r][:n]
	art := st[i]
	fromBottom := c.M.KnownBottom[r] && i == 0
	keepTop := c.M.FaceUp[r] && i != n-1
	copy(st[i:], st[i+1:])
	st[n-1] = 0
	n--
	c.StackLen[r] = int8(n)
	fd := n
	if keepTop {
		fd--
	}
	switch {
	case i == 0 || n == 0:
		c.M.KnownBottom[r] = false
		s.shuffleArts(st[:fd])
	case c.M.KnownBottom[r]:
		s.shuffleArts(st[1:fd]) // D53: the known bottom stays
	default:
		s.shuffleArts(st[:fd])
	}
	c.M.FaceUp[r] = keepTop
	var pay [MaxPaySlots]Kind
	for j := range pay {
		pay[j] = NoKind // paid already: the EvPaid events show how
	}
	s.handOver(p, RoomSpace(r), art, pay, fromBottom, ev)
}

// --- The stack search (DecSearch) ---

// searchEvent tells the searcher alone what lies in the part of room r's
// stack searched: the n bottom tiles, bottom first (Mirage: the face-down
// ones; Abracadabra: all), padded with NoArtifact; Amount is n.
func (s *State) searchEvent(p, r, n int, ev *[]Event) {
	e := Event{Type: EvStackSearched, Seat: int8(p), Space: RoomSpace(r), Amount: int16(n), Audience: Only(p)}
	for i := range e.Arts {
		e.Arts[i] = NoArtifact
	}
	copy(e.Arts[:], s.c.Stack[r][:n])
	*ev = append(*ev, e)
}

// searchSpan is how many bottom tiles of the stack a search sees.
func (s *State) searchSpan(d Decision) (r, n int) {
	r = d.Space.Room()
	if d.Spell == Abracadabra {
		return r, int(s.c.StackLen[r])
	}
	return r, s.faceDown(r)
}

// searchIndex is the stack index of a tile of type art the search may
// pick, or -1. Abracadabra picking the type on sale takes the tile on sale.
func (s *State) searchIndex(d Decision, art Artifact) int {
	r, n := s.searchSpan(d)
	for i := n - 1; i >= 0; i-- {
		if s.c.Stack[r][i] == art {
			return i
		}
	}
	return -1
}

// searchOptions lists each type found once, in type order.
func (s *State) searchOptions(d Decision, buf []Action) []Action {
	r, n := s.searchSpan(d)
	var seen [NumArtifactTypes]bool
	for _, a := range s.c.Stack[r][:n] {
		seen[a] = true
	}
	for a := Artifact(0); a < NumArtifactTypes; a++ {
		if seen[a] {
			buf = append(buf, Action{Type: ActPick, Seat: d.Seat, Art: a}.Canonical())
		}
	}
	return buf
}

// applySearch carries out the pick: Mirage's goes face up and the spell's
// batch goes on; Abracadabra's finishes the purchase.
func (s *State) applySearch(d Decision, a Action, ev *[]Event) {
	r := d.Space.Room()
	i := s.searchIndex(d, a.Art)
	if d.Spell == Abracadabra {
		s.pop()
		s.abracadabraTake(int(d.Seat), r, i, ev)
		return
	}
	s.mirageTake(int(d.Seat), r, i, ev)
	s.subDone(ev)
}
