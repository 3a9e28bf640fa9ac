package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// Random magic games (issue 11, "Tests"): 3, 4 and 5 players, many seeds,
// the engine's promises checked after every action, with a random policy
// that favours casting and invoking so that every spell and artifact gets
// played.

// magicPicker chooses among legal actions. It casts when it can (the spell
// played least so far first, so rare cards get their turn), often invokes
// an artifact, and otherwise picks at random.
type magicPicker struct {
	r        *rand.Rand
	cast     [NumSpells]int // casts accepted, per spell
	invoked  [NumArtifactTypes]int
	resolved [NumSpells]int // spells that acted (not countered)
	idx      []int
}

func newMagicPicker(seed uint64) *magicPicker {
	return &magicPicker{r: rand.New(rand.NewPCG(seed, 11))}
}

func (mp *magicPicker) choose(legal []Action) Action {
	r := mp.r
	// Casts, least-played spell first.
	mp.idx = mp.idx[:0]
	best := -1
	for i, a := range legal {
		if a.Type != ActCast {
			continue
		}
		switch n := mp.cast[a.Spell]; {
		case best < 0 || n < best:
			best = n
			mp.idx = append(mp.idx[:0], i)
		case n == best:
			mp.idx = append(mp.idx, i)
		}
	}
	if len(mp.idx) > 0 && r.IntN(10) < 8 {
		return legal[mp.idx[r.IntN(len(mp.idx))]]
	}
	mp.idx = mp.idx[:0]
	for i, a := range legal {
		if a.Type == ActInvoke {
			mp.idx = append(mp.idx, i)
		}
	}
	if len(mp.idx) > 0 && r.IntN(10) < 6 {
		return legal[mp.idx[r.IntN(len(mp.idx))]]
	}
	return legal[r.IntN(len(legal))]
}

// note counts what an applied action and its events played.
func (mp *magicPicker) note(a Action, ev []Event) {
	switch a.Type {
	case ActCast:
		mp.cast[a.Spell]++
	case ActInvoke:
		mp.invoked[a.Art]++
	}
	for _, e := range ev {
		if e.Type == EvPlayResolved && e.Spell >= 0 && e.Spell < NumSpells {
			mp.resolved[e.Spell]++
		}
	}
}

// newMagicGame starts a magic game with random starting choices to come.
func newMagicGame(t testing.TB, players int, seed uint64) *State {
	t.Helper()
	s, err := New(Config{Players: players, Seed: seed, FirstPlayer: -1, Magic: true})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// pendingSpells are the cards cast in the open window and not yet
// discarded: all of its plays while it asks, the plays from the one
// resolving on once it resolves.
func pendingSpells(s *State) SpellSet {
	w := &s.c.M.Win
	var out SpellSet
	for i := int8(0); i < w.N; i++ {
		j := i
		if w.Res >= 0 {
			if i < w.Res {
				continue
			}
			j = w.Order[i]
		}
		if sp := w.Plays[j].Spell; sp != NoSpell {
			out |= 1 << sp
		}
	}
	return out
}

// checkMagicInvariants is checkInvariants plus the magic version's
// conservation laws (magic-spec 4.2).
func checkMagicInvariants(t testing.TB, s *State) {
	t.Helper()
	if tt, ok := t.(*testing.T); ok {
		checkInvariants(tt, s)
	}
	c := &s.c
	m := &c.M
	n := int(c.Players)
	fail := func(format string, a ...any) {
		t.Helper()
		t.Fatalf("round %d, %v: %s", c.Round, s.Pending(), fmt.Sprintf(format, a...))
	}
	// Artifacts: one copy of each type per player, all Lamps owned, one
	// each; stacks of at most 5; invoked tiles owned; uses within bounds.
	var count [NumArtifactTypes]int
	for r := 0; r < MaxRooms; r++ {
		if c.StackLen[r] < 0 || c.StackLen[r] > MagicStackSize || r >= n && c.StackLen[r] != 0 {
			fail("room %d holds %d artifacts", r+1, c.StackLen[r])
		}
		for i := 0; i < int(c.StackLen[r]); i++ {
			a := c.Stack[r][i]
			if a >= NumArtifactTypes || a == Lamp {
				fail("room %d's stack holds %v", r+1, a)
			}
			count[a]++
		}
		if m.FaceUp[r] && c.StackLen[r] == 0 {
			fail("room %d shows an artifact but its stack is empty", r+1)
		}
	}
	for p := 0; p < n; p++ {
		if c.Owned[p][Lamp] != 1 {
			fail("seat %d owns %d Lamps", p, c.Owned[p][Lamp])
		}
		for a := range c.Owned[p] {
			count[a] += int(c.Owned[p][a])
			if m.Invoked[p][a] < 0 || m.Invoked[p][a] > c.Owned[p][a] {
				fail("seat %d invoked %v %d times", p, Artifact(a), m.Invoked[p][a])
			}
		}
		if lim := 1 + b2i(int(m.Djinn) == p); m.Uses[p] < 0 || int(m.Uses[p]) > lim {
			fail("seat %d used %d artifacts (limit %d)", p, m.Uses[p], lim)
		}
		if m.LampOn&(1<<p) != 0 && m.Invoked[p][Lamp] == 0 {
			fail("seat %d's Lamp is lit but not invoked", p)
		}
	}
	for a := range count {
		if count[a] != n {
			fail("%d %v in the game, want %d", count[a], Artifact(a), n)
		}
	}
	// Spell cards: deck, discard, hands, the Tent's offer and the plays
	// waiting in the window hold each of the 21 cards exactly once.
	var seen [NumSpells]int
	add := func(set SpellSet) {
		for sp := Spell(0); sp < NumSpells; sp++ {
			if set.Has(sp) {
				seen[sp]++
			}
		}
	}
	if m.DeckLen < 0 || m.DeckLen > NumSpells {
		fail("spell deck of %d cards", m.DeckLen)
	}
	for i := 0; i < int(m.DeckLen); i++ {
		sp := m.SpellDeck[i]
		if sp < 0 || sp >= NumSpells {
			fail("spell deck holds %d", sp)
		}
		seen[sp]++
		if !m.NewDeck.Has(sp) {
			fail("%v is in the deck but not in NewDeck", sp)
		}
	}
	add(m.Discard)
	for p := 0; p < MaxPlayers; p++ {
		if p >= n && m.Hand[p] != 0 {
			fail("seat %d holds cards", p)
		}
		add(m.Hand[p])
	}
	for _, sp := range m.Offer {
		if sp != NoSpell {
			seen[sp]++
		}
	}
	if (m.Offer != [2]Spell{NoSpell, NoSpell}) != (s.Pending().Type == DecTentKeep) {
		fail("the Tent's offer %v outside its decision", m.Offer)
	}
	add(pendingSpells(s))
	for sp, k := range seen {
		if k != 1 {
			fail("%v is in %d places", Spell(sp), k)
		}
	}
	// Knows[p] are cards in others' hands (D32): a card played, and maybe
	// reshuffled and drawn again since, is no longer "known".
	for p := 0; p < n; p++ {
		var others SpellSet
		for q := 0; q < n; q++ {
			if q != p {
				others |= m.Hand[q]
			}
		}
		if m.Knows[p]&^others != 0 {
			fail("seat %d 'knows' cards %b that no other seat holds", p, m.Knows[p]&^others)
		}
	}
	// Tokens: faces only on the board; virtual tokens well formed; handles
	// unique and issued.
	var handle [256]bool
	for p := 0; p < n; p++ {
		for t := 0; t < NumTokens; t++ {
			if c.TokenAt[p][t] == Behind {
				if m.Face[p]&(1<<t) != 0 {
					fail("seat %d's token %d is face up behind the screen", p, t)
				}
				continue
			}
			if c.TokenAt[p][t] >= NumSpaces {
				fail("seat %d's token %d lies on %d", p, t, c.TokenAt[p][t])
			}
		}
		for slot := 0; slot < numSlots; slot++ {
			if s.slotAt(p, slot) == Behind {
				continue
			}
			h := s.slotSeq(p, slot)
			if h == 0 || h > c.Placed || handle[h] {
				fail("seat %d's slot %d has handle %d (placed %d, duplicate %v)", p, slot, h, c.Placed, handle[h])
			}
			handle[h] = true
		}
		for i := 0; i < MaxExtra; i++ {
			on := m.XAt[p][i] != Behind
			k := m.XKind[p][i]
			if on && k != CarpetToken && k != DoubleToken || !on && (k != 0 || m.XSeq[p][i] != 0) {
				fail("seat %d's virtual slot %d: at %v kind %d", p, i, m.XAt[p][i], k)
			}
			if on && k == CarpetToken && m.XVal[p][i] != 3 {
				fail("a Carpet worth %d", m.XVal[p][i])
			}
		}
	}
	// The public view agrees on the counts.
	v := s.View(Spectator)
	for p := 0; p < n; p++ {
		if int(v.HandN[p]) != m.Hand[p].Count() {
			fail("the view says seat %d holds %d cards, not %d", p, v.HandN[p], m.Hand[p].Count())
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkRoundStart: a new round begins with no magic left over (D23, D37,
// D62): no virtual token, nothing invoked, no modifier, no window.
func checkRoundStart(t testing.TB, s *State) {
	t.Helper()
	m := &s.c.M
	for p := range m.XAt {
		for i := range m.XAt[p] {
			if m.XAt[p][i] != Behind {
				t.Fatalf("round %d begins with a virtual token of seat %d on %v", s.c.Round, p, m.XAt[p][i])
			}
		}
	}
	if m.Invoked != [MaxPlayers][NumArtifactTypes]int8{} || m.Uses != [MaxPlayers]int8{} || m.LampOn != 0 ||
		m.KeyOn != 0 || m.Djinn != -1 || m.Spy != -1 || m.Smug != -1 || m.Abra != -1 || m.Taboo != 0 ||
		m.LastFirst || m.Closed != 0 || m.Resolved != 0 || m.Face != [MaxPlayers]uint8{} {
		t.Fatalf("round %d begins with last round's magic: %+v", s.c.Round, m)
	}
}

// checkMagicEvents: private details stay with their audience.
func checkMagicEvents(t testing.TB, s *State, ev []Event) {
	t.Helper()
	for _, e := range ev {
		if e.Type == 0 {
			t.Fatal("an event without a type")
		}
		switch e.Type {
		case EvSpellDrawn, EvSpellGiven, EvStackSearched:
			if e.Audience == Everyone {
				t.Fatalf("%d is public: %+v", e.Type, e)
			}
			for q := Spectator; q < s.NumPlayers(); q++ {
				if e.Audience.Includes(q) {
					continue
				}
				if o := e.For(q); o.Spell != NoSpell || o.Arts != hiddenArts {
					t.Fatalf("seat %d sees a private detail of %+v", q, e)
				}
			}
			if e.Type == EvSpellGiven && !(e.Audience.Includes(int(e.Seat)) && e.Audience.Includes(int(e.Target))) {
				t.Fatalf("a Tent gift hidden from giver or receiver: %+v", e)
			}
		}
	}
	checkEvents(t.(*testing.T), ev)
}

// TestMagicRandomGames plays random magic games and checks the engine's
// promises after every action: every listed action applies, junk is
// refused without a trace and nothing accepted was unlisted, clones are
// independent, the conservation laws hold, private events stay private,
// saves round-trip and every game ends. Across the games every spell card
// in the table is cast and acts, and every invokable artifact is invoked.
func TestMagicRandomGames(t *testing.T) {
	games := 45
	if testing.Short() {
		games = 12
	}
	var cast [NumSpells]int
	var resolved [NumSpells]int
	var invoked [NumArtifactTypes]int
	decisions := map[DecisionType]int{}
	totalSteps := 0
	for g := 0; g < games; g++ {
		players := 3 + g%3
		s := newMagicGame(t, players, uint64(5000+g))
		mp := newMagicPicker(uint64(g))
		r := rand.New(rand.NewPCG(uint64(g), 17))
		rec := NewRecord(s.Config())
		var legal []Action
		steps := 0
		for !s.Over() {
			steps++
			if steps > 30000 {
				t.Fatalf("game %d does not end (round %d)", g, s.Round())
			}
			d := s.Pending()
			decisions[d.Type]++
			legal = s.LegalInto(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("game %d: no legal action for %+v", g, d)
			}
			where := func() string { return fmt.Sprintf("game %d step %d round %d, %v", g, steps, s.Round(), d) }
			// Every legal action applies (all of a short list, a sample of
			// a long one), on clones.
			for i := range legal {
				if len(legal) > 12 && r.IntN(len(legal)) >= 6 {
					continue
				}
				if _, err := s.Clone().Apply(legal[i]); err != nil {
					t.Fatalf("%s: listed %v refused: %v", where(), legal[i], err)
				}
			}
			// Junk is refused without a trace; whatever is accepted is
			// listed.
			before := s.Hash()
			for i := 0; i < 8; i++ {
				a := randomAction(r)
				if i%2 == 1 {
					a = mutateAction(legal[r.IntN(len(legal))], r)
				}
				c := s.Clone()
				if _, err := c.Apply(a); err != nil {
					if c.Hash() != before || c.c != s.c {
						t.Fatalf("%s: refused %#v changed the state", where(), a)
					}
				} else if !contains(legal, a.Canonical()) {
					t.Fatalf("%s: %#v was accepted but is not listed", where(), a)
				}
			}
			a := mp.choose(legal)
			clone := s.Clone()
			if _, err := clone.Apply(a); err != nil {
				t.Fatalf("%s: %v", where(), err)
			}
			if s.Hash() != before {
				t.Fatalf("%s: applying to a clone changed the original", where())
			}
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatalf("%s: %v", where(), err)
			}
			if s.Hash() != clone.Hash() {
				t.Fatalf("%s: the same action on a clone gave another state", where())
			}
			mp.note(a, ev)
			rec.Add(a)
			checkMagicEvents(t, s, ev)
			checkMagicInvariants(t, s)
			if len(find(ev, EvRoundBegan)) > 0 {
				checkRoundStart(t, s)
			}
			if steps%97 == 0 || s.Over() {
				data, err := rec.Marshal(s)
				if err != nil {
					t.Fatal(err)
				}
				loaded, _, err := Load(data)
				if err != nil {
					t.Fatalf("%s: %v", where(), err)
				}
				if loaded.Hash() != s.Hash() {
					t.Fatalf("%s: the loaded game differs", where())
				}
			}
		}
		if s.Winners() == nil {
			t.Fatalf("game %d ended without a winner", g)
		}
		totalSteps += steps
		for sp := range cast {
			cast[sp] += mp.cast[sp]
			resolved[sp] += mp.resolved[sp]
		}
		for a := range invoked {
			invoked[a] += mp.invoked[a]
		}
	}
	t.Logf("%d games, %d actions; decisions %v", games, totalSteps, decisions)
	for sp := Spell(0); sp < NumSpells; sp++ {
		t.Logf("%-32v cast %4d, acted %4d", sp, cast[sp], resolved[sp])
	}
	for a := Lamp; a < Scroll; a++ {
		t.Logf("%-32v invoked %4d", a, invoked[a])
	}
	// Spells are being added by other helpers while this test is written:
	// only cards whose table entry has a problem function can be cast, so
	// the assertion skips the others (once all 21 are in, it covers all).
	for sp := Spell(0); sp < NumSpells; sp++ {
		if spellDefs[sp].problem == nil {
			t.Logf("%v is not in the spell table yet: not required", sp)
			continue
		}
		if cast[sp] == 0 || resolved[sp] == 0 {
			t.Errorf("%v was cast %d times and acted %d times in %d games", sp, cast[sp], resolved[sp], games)
		}
	}
	for a := Lamp; a < Scroll; a++ {
		if invoked[a] == 0 {
			t.Errorf("%v was never invoked", a)
		}
	}
}

// mutateAction changes one field of a listed action at random, so that
// junk often lies close to something legal (another token, space, play,
// card or kind).
func mutateAction(a Action, r *rand.Rand) Action {
	switch r.IntN(10) {
	case 0:
		a.Handle = uint8(r.IntN(64))
	case 1:
		a.Space = Space(r.IntN(NumSpaces + 2))
	case 2:
		a.To = Space(r.IntN(NumSpaces + 2))
	case 3:
		a.Play = int8(r.IntN(MaxPlays+2) - 1)
	case 4:
		a.Spell = Spell(r.IntN(NumSpells+2) - 1)
	case 5:
		a.Art = Artifact(r.IntN(NumArtifactTypes + 2))
	case 6:
		a.Amounts[r.IntN(NumKinds)] += int8(r.IntN(3) - 1)
	case 7:
		a.Give, a.Target = Kind(r.IntN(NumKinds+1)), int8(r.IntN(NumKinds+1))
	case 8:
		a.Large = !a.Large
	case 9:
		a.Extra[r.IntN(MaxExtra)] = Kind(r.IntN(NumKinds + 1))
	}
	return a
}
