package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
)

// The property of issue 10, point 20: at every decision of many random games
// Apply accepts exactly the actions that Legal lists. Legal enumerates every
// decision kind in full in this engine (start treasure, placement, the Market,
// the camel, every bribe split, every purchase payment), so the property is
// tested as set equality, not against a compact form plus a validator.
//
// Each decision is offered far more candidates than Legal lists: the whole
// space of the pending kind (every split, mapping and exchange, also beyond
// what the seat holds, with negatives and wrong sums), every other kind of
// action, every listed action by every other seat, and listed actions with
// junk in the fields their type ignores. A candidate is tried on a copy of
// the state; the accepted ones, compared by their canonical form, must be
// exactly the listed ones, and a refused one must leave the state (and so its
// hash) untouched. Apply ignores the fields an action's type does not use
// (Canonical clears them), so junk there is accepted exactly when the
// canonical form is listed, and must then do the same thing.

// legalPolicy is how a random seat chooses among the legal actions. A hoarder
// prefers one kind of treasure: it starts with it, takes it at the Market,
// digs in its cave and keeps it when paying, so the bank runs short of that
// kind's small pieces and payments must break large ones.
type legalPolicy struct {
	hoard Kind // NoKind: uniform random
}

func (pol legalPolicy) score(a Action) int {
	k := pol.hoard
	switch a.Type {
	case ActChooseStart:
		return int(a.Amounts[k])
	case ActPlace:
		if a.Space == Space(k) || a.Space == Market {
			return 2
		}
		return 0
	case ActMarket:
		s := 10 + 2*int(a.Amounts[k])
		if a.Give == k {
			s -= 5
		}
		return s
	case ActBribe:
		return 10 - int(a.Amounts[k])
	case ActBuy:
		s := 20
		for t := 0; t < NumTokens; t++ {
			if a.Pay[t] == k {
				s -= int(numerals[t])
			}
		}
		return s
	}
	return 0 // declining, the camel
}

func (pol legalPolicy) choose(legal []Action, r *rand.Rand) Action {
	if pol.hoard == NoKind || r.IntN(10) < 3 {
		return legal[r.IntN(len(legal))]
	}
	best, n := 0, 0
	for i, a := range legal {
		switch s, b := pol.score(a), pol.score(legal[best]); {
		case s > b:
			best, n = i, 1
		case s == b:
			n++ // reservoir choice among the ties
			if r.IntN(n) == 0 {
				best = i
			}
		}
	}
	return legal[best]
}

// drainSmallPieces empties the bank of most small pieces of two kinds and
// hands every seat a large piece of them, so change is scarce from the start.
// Treasure is moved, never created: conservation still holds.
func drainSmallPieces(s *State, r *rand.Rand) {
	c := &s.c
	n := int(c.Players)
	for _, k := range r.Perm(NumKinds)[:2] {
		keep := int8(r.IntN(3))
		for p := 0; c.Bank.Small[k] > keep; p = (p + 1) % n {
			c.Bank.Small[k]--
			c.Purse[p].Small[k]++
		}
		for p := 0; p < n && c.Bank.Large[k] > 0; p++ {
			c.Bank.Large[k]--
			c.Purse[p].Large[k]++
		}
	}
}

// amountVectors calls f with every per-kind vector whose entries lie in
// [lo, hi[k]] and whose sum lies in [minSum, maxSum].
func amountVectors(lo int8, hi [NumKinds]int8, minSum, maxSum int, f func([NumKinds]int8)) {
	var v [NumKinds]int8
	var rec func(k, sum int)
	rec = func(k, sum int) {
		if k == NumKinds {
			if sum >= minSum && sum <= maxSum {
				f(v)
			}
			return
		}
		for x := lo; x <= hi[k]; x++ {
			if sum+int(x)+int(lo)*(NumKinds-1-k) > maxSum {
				break
			}
			v[k] = x
			rec(k+1, sum+int(x))
		}
	}
	rec(0, 0)
}

func uniform(x int8) (h [NumKinds]int8) {
	for k := range h {
		h[k] = x
	}
	return
}

// legalCandidates lists the actions to try at the pending decision.
func legalCandidates(s *State, legal []Action, r *rand.Rand) []Action {
	d := s.Pending()
	p := d.Seat
	c := &s.c
	var out []Action
	add := func(a Action) { out = append(out, a) }

	// Declines by everyone, and action types that do not exist.
	for seat := int8(-1); seat <= MaxPlayers; seat++ {
		add(Action{Type: ActDecline, Seat: seat})
	}
	for _, typ := range []ActionType{0, ActDecline + 1, 0xFF} {
		add(Action{Type: typ, Seat: p})
	}
	// Every space for every token index (values the seat does not hold,
	// tokens already on the board, indices out of range), asked whatever the
	// decision is: a placement must be refused outside placement.
	for tok := int8(-1); tok <= NumTokens; tok++ {
		for sp := Space(0); sp <= NumSpaces+1; sp++ {
			add(Action{Type: ActPlace, Seat: p, Token: tok, Space: sp})
		}
		add(Action{Type: ActPlace, Seat: p, Token: tok, Space: Behind})
	}
	// The camel to every seat, including the chooser and seats out of range.
	for to := int8(-2); to <= MaxPlayers+1; to++ {
		add(Action{Type: ActGiveCamel, Seat: p, Target: to})
	}

	switch d.Type {
	case DecStartTreasure:
		amountVectors(-1, uniform(4), 2, 4, func(v [NumKinds]int8) {
			add(Action{Type: ActChooseStart, Seat: p, Amounts: v})
		})
	case DecMarket:
		for give := Kind(0); give <= NumKinds; give++ {
			amountVectors(-1, uniform(4), 2, 4, func(v [NumKinds]int8) {
				add(Action{Type: ActMarket, Seat: p, Give: give, Amounts: v})
			})
		}
		add(Action{Type: ActMarket, Seat: p, Give: NoKind, Amounts: [NumKinds]int8{3}})
	case DecBribe:
		// Every split of the demand and of one less and one more, each kind
		// up to one more than the seat holds (and never past the demand + 1).
		need := int(d.Amount)
		var hi [NumKinds]int8
		for k := Kind(0); k < NumKinds; k++ {
			hi[k] = int8(min(c.Purse[p].Value(k)+1, need+1))
		}
		amountVectors(0, hi, need-1, need+1, func(v [NumKinds]int8) {
			add(Action{Type: ActBribe, Seat: p, Amounts: v})
		})
		// The exact sum with a negative entry.
		for i := 0; i < NumKinds; i++ {
			for j := 0; j < NumKinds; j++ {
				if i != j {
					var v [NumKinds]int8
					v[i], v[j] = -1, int8(need+1)
					add(Action{Type: ActBribe, Seat: p, Amounts: v})
				}
			}
		}
	case DecBuy:
		// Every mapping of the seat's tokens in the room to a kind or to no
		// kind; then kinds out of range, and tokens that are not in the room.
		var toks [numSlots]int8
		n := s.roomTokens(int(p), d.Space, &toks)
		base := Buy(int(p), nil)
		var rec func(i int, a Action)
		rec = func(i int, a Action) {
			if i == n {
				add(a)
				return
			}
			for k := Kind(0); k <= NumKinds; k++ {
				if k == NumKinds {
					k = NoKind
				}
				if toks[i] < NumTokens {
					a.Pay[toks[i]] = k
				} else {
					a.Extra[toks[i]-NumTokens] = k // a Carpet or a Double (D38)
				}
				rec(i+1, a)
				if k == NoKind {
					break
				}
			}
		}
		rec(0, base)
		if len(legal) > 1 {
			for t := 0; t < MaxPaySlots; t++ {
				a := legal[1+r.IntN(len(legal)-1)]
				if a.Pay[t] == NoKind {
					a.Pay[t] = Kind(r.IntN(NumKinds))
				} else {
					a.Pay[t] = NumKinds
				}
				add(a)
			}
		}
	}
	if s.magicOn() {
		magicCandidates(s, d, legal, r, add)
	}
	// A few actions of the kinds not pending, which must all be refused.
	if d.Type != DecStartTreasure {
		add(ChooseStart(int(p), [NumKinds]int8{1, 1, 1}))
	}
	if d.Type != DecMarket {
		add(MarketSwap(int(p), Crowns, [NumKinds]int8{0, 1, 1, 1}))
	}
	if d.Type != DecBribe {
		add(Bribe(int(p), [NumKinds]int8{1}))
		add(Bribe(int(p), [NumKinds]int8{}))
	}
	if d.Type != DecBuy {
		add(Buy(int(p), nil))
		add(Buy(int(p), map[int]Kind{0: Crowns}))
	}
	for i, a := range legal {
		// Every listed action by another seat; by every other seat for a
		// sample (a placement's list is long and asked often).
		if d.Type != DecPlace || i < 4 {
			for seat := int8(-1); seat <= MaxPlayers; seat++ {
				if seat != p {
					b := a
					b.Seat = seat
					add(b)
				}
			}
		} else {
			b := a
			b.Seat = int8(r.IntN(int(c.Players)))
			if b.Seat == p {
				b.Seat = -1
			}
			add(b)
		}
		// Junk in the fields the action's type ignores (a sample).
		if i < 8 || r.IntN(16) == 0 {
			b := a
			if a.Type != ActPlace {
				b.Token, b.Space = int8(r.IntN(NumTokens)), Space(r.IntN(NumSpaces))
			}
			if a.Type != ActGiveCamel {
				b.Target = int8(r.IntN(MaxPlayers))
			}
			if a.Type != ActMarket {
				b.Give = Kind(r.IntN(NumKinds))
			}
			if a.Type != ActChooseStart && a.Type != ActMarket && a.Type != ActBribe &&
				a.Type != ActPay && a.Type != ActTake {
				b.Amounts[r.IntN(NumKinds)] = 2
			}
			if s.magicOn() {
				b = magicJunk(b, r)
			}
			add(b)
		}
		// Listed amounts with one unit moved between kinds: a bribe of a
		// kind the seat lacks, a Market or start take the bank lacks.
		if a.Type == ActMarket || a.Type == ActBribe || a.Type == ActChooseStart {
			for j := 0; j < 4; j++ {
				b := a
				b.Amounts[r.IntN(NumKinds)]--
				b.Amounts[r.IntN(NumKinds)]++
				add(b)
			}
		}
	}
	return out
}

// checkLegalMatchesApply is the property at one decision.
func checkLegalMatchesApply(t *testing.T, s *State, legal []Action, r *rand.Rand, where string) {
	t.Helper()
	d := s.Pending()
	listed := make(map[Action]bool, len(legal))
	for _, a := range legal {
		if a != a.Canonical() {
			t.Fatalf("%s: Legal lists a non-canonical action %v", where, a)
		}
		if listed[a] {
			t.Fatalf("%s: Legal lists %v twice", where, a)
		}
		listed[a] = true
	}
	// The engine asks only when there is a choice: a Market, bribe or
	// purchase it cannot pay is passed over with a reason, never offered.
	if d.Type == DecMarket || d.Type == DecBribe || d.Type == DecBuy {
		if len(legal) < 2 || legal[0] != Decline(int(d.Seat)) {
			t.Fatalf("%s: offered with nothing to do but decline: %v", where, legal)
		}
	}
	before := s.Hash()
	accepted := make(map[Action]bool, len(legal))
	tried := make(map[Action]bool, len(legal))
	scratch, canon := s.Clone(), s.Clone()
	refused := 0
	for _, a := range legalCandidates(s, legal, r) {
		tried[a.Canonical()] = true
		scratch.CopyFrom(s)
		_, err := scratch.Apply(a)
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) {
				t.Fatalf("%s: %v was refused without a RuleError: %v", where, a, err)
			}
			// Every rules fact is in the core, so an equal core is the
			// same state (and hash); the hash itself is compared on a
			// sample, as computing it dominates the test's time.
			if scratch.c != s.c || refused%32 == 0 && scratch.Hash() != before {
				t.Fatalf("%s: refused %v (%v) changed the state", where, a, err)
			}
			refused++
			if listed[a] {
				t.Fatalf("%s: Legal lists %v but Apply refuses it: %v", where, a, err)
			}
			continue
		}
		if !listed[a.Canonical()] {
			t.Fatalf("%s: Apply accepts %v, which Legal does not list (purse %+v, bank %+v)", where, a, s.c.Purse[d.Seat], s.c.Bank)
		}
		accepted[a.Canonical()] = true
		if a != a.Canonical() {
			// The ignored fields really are ignored.
			canon.CopyFrom(s)
			if _, err := canon.Apply(a.Canonical()); err != nil || canon.c != scratch.c {
				t.Fatalf("%s: %#v and its canonical form do different things", where, a)
			}
		}
	}
	for _, a := range legal {
		if !accepted[a] {
			if _, err := s.Clone().Apply(a); err != nil {
				t.Fatalf("%s: Legal lists %v but Apply refuses it: %v", where, a, err)
			}
			t.Fatalf("%s: listed %v was not accepted", where, a)
		}
	}
	if s.Hash() != before {
		t.Fatalf("%s: trying candidates changed the game", where)
	}
	// The generated space covers the whole legal list by itself, so the
	// comparison above is between two independently found sets.
	for _, a := range legal {
		if !tried[a] {
			t.Fatalf("%s: the candidates miss the listed %v", where, a)
		}
	}
}

// checkEveryDecision plays a game for its first rounds, choosing with
// pick, and checks the property at every decision (one placement in
// placeEvery); after runs after each action.
func checkEveryDecision(t *testing.T, s *State, r *rand.Rand, rounds, placeEvery int, label string,
	seen map[DecisionType]int, pick func([]Action) Action, after func(Action, []Event)) {
	t.Helper()
	var legal []Action
	for !s.Over() && s.Round() <= rounds {
		d := s.Pending()
		legal = s.LegalInto(legal[:0])
		if len(legal) == 0 {
			t.Fatalf("%s: no legal action for %+v", label, d)
		}
		where := fmt.Sprintf("%s round %d, %v for seat %d", label, s.Round(), d.Type, d.Seat)
		if d.Type != DecPlace || r.IntN(placeEvery) == 0 {
			checkLegalMatchesApply(t, s, legal, r, where)
			seen[d.Type]++
		}
		a := pick(legal)
		ev, err := s.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		after(a, ev)
	}
}

// TestLegalIsExactlyWhatApplyAccepts plays random games with 3, 4 and 5
// players, some with hoarding seats and some starting with the bank drained
// of small pieces, and checks the property at every decision of the first
// rounds.
func TestLegalIsExactlyWhatApplyAccepts(t *testing.T) {
	// Placements are most of the decisions; -short checks one in five.
	games, rounds, placeEvery := 36, 6, 1
	if testing.Short() {
		placeEvery = 5
	}
	seen := map[DecisionType]int{}
	for g := 0; g < games; g++ {
		players := 3 + g%3
		cfg := Config{Players: players, Seed: uint64(7000 + g), FirstPlayer: -1}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 20))
		pols := make([]legalPolicy, players)
		for p := range pols {
			pols[p].hoard = NoKind
			if g%3 != 0 && p%2 == 0 { // two games in three have hoarders
				pols[p].hoard = Kind(r.IntN(NumKinds))
			}
		}
		if g%2 == 1 {
			drainSmallPieces(s, r)
		}
		label := fmt.Sprintf("game %d (%d players)", g, players)
		checkEveryDecision(t, s, r, rounds, placeEvery, label, seen,
			func(legal []Action) Action { return pols[s.Pending().Seat].choose(legal, r) },
			func(Action, []Event) { checkInvariants(t, s) })
	}
	// The games must have met every kind of decision.
	for dt := DecStartTreasure; dt <= DecBuy; dt++ {
		if seen[dt] == 0 {
			t.Errorf("no %v decision was checked", dt)
		}
	}
	t.Logf("decisions checked: %v", seen)
}

// targetUses is what an action's type names, by the rules (magic-spec 3.3),
// independently of Canonical: a cast the card's targets, an invocation its
// power's one target. Junk goes in the other fields.
func targetUses(a Action) (space, handle, to, art, play, spell, large, give bool) {
	switch a.Type {
	case ActCast:
		spell = true
		if a.Spell >= 0 && a.Spell < NumSpells {
			u := spellDefs[a.Spell].uses
			space, handle, to, art, play = u&TargetSpace != 0, u&TargetToken != 0, u&TargetTo != 0, u&TargetArtifact != 0, u&TargetPlay != 0
		}
	case ActInvoke:
		art = true
		space, handle, play = a.Art == FlyingCarpet, a.Art == Double, a.Art == Counterspell
	case ActKeep:
		spell = true
	case ActTake:
		large, give = true, a.Large
	case ActSwap:
		large, give = true, true
	case ActPick:
		art, handle = true, true
	case ActPlace:
		space = true
	case ActMarket:
		give = true
	}
	return
}

// magicJunk fills the magic fields an action's type ignores with junk.
func magicJunk(a Action, r *rand.Rand) Action {
	space, handle, to, art, play, spell, large, give := targetUses(a)
	if !space {
		a.Space = Space(r.IntN(NumSpaces))
	}
	if !handle {
		a.Handle = uint8(1 + r.IntN(40))
	}
	if !to {
		a.To = Space(r.IntN(NumSpaces))
	}
	if !art {
		a.Art = Artifact(r.IntN(NumArtifactTypes))
	}
	if !play {
		a.Play = int8(r.IntN(3))
	}
	if !spell {
		a.Spell = Spell(r.IntN(NumSpells))
	}
	if !large {
		a.Large = r.IntN(2) == 0
	}
	if !give && a.Type != ActSwap && a.Type != ActMarket {
		a.Give = Kind(r.IntN(NumKinds))
	}
	if a.Type != ActBuy {
		a.Extra[r.IntN(MaxExtra)] = Kind(r.IntN(NumKinds))
	}
	return a
}

// magicCandidates adds the magic version's actions to try: every pass,
// keep, invocation target and cast target (the whole target space of each
// card the seat holds, a sample for the others), and every payment, take,
// swap and pick the pending decision might accept, with junk around them:
// handles of no token, plays that are not waiting, spaces off the board,
// artifacts and spells that do not exist.
func magicCandidates(s *State, d Decision, legal []Action, r *rand.Rand, add func(Action)) {
	p := d.Seat
	c := &s.c
	accepts := decisionKinds[d.Type].accepts
	for seat := int8(-1); seat <= MaxPlayers; seat++ {
		add(Action{Type: ActPass, Seat: seat})
	}
	for sp := Spell(-1); sp <= NumSpells; sp++ {
		add(Action{Type: ActKeep, Seat: p, Spell: sp})
	}
	// Handles: every token on the board, and a few of none.
	var hs [MaxPlayers * numSlots]uint8
	handles := append(hs[:s.handles(&hs, nil)], 0, c.Placed+1, 255)
	plays := int8(c.M.Win.N)
	// Invocations: every artifact with every value of each target field.
	for art := Artifact(0); art <= NumArtifactTypes; art++ {
		a := Action{Type: ActInvoke, Seat: p, Art: art}
		add(a)
		for sp := Space(0); sp <= NumSpaces; sp++ {
			b := a
			b.Space = sp
			add(b)
		}
		for _, h := range handles {
			b := a
			b.Handle = h
			add(b)
		}
		for j := int8(-1); j <= plays; j++ {
			b := a
			b.Play = j
			add(b)
		}
	}
	// Casts: a held card (with the Lamp lit) gets its whole target space,
	// each field over its range and beyond; any other card a sample.
	type field struct {
		n   int
		set func(a *Action, i int)
	}
	for sp := Spell(-1); sp <= NumSpells; sp++ {
		base := Action{Type: ActCast, Seat: p, Spell: sp}
		held := sp >= 0 && sp < NumSpells && c.M.Hand[p].Has(sp) && c.M.LampOn&(1<<p) != 0
		var uses Targets
		if sp >= 0 && sp < NumSpells {
			uses = spellDefs[sp].uses
		}
		var fields []field
		if uses&TargetSpace != 0 {
			fields = append(fields, field{NumSpaces + 1, func(a *Action, i int) { a.Space = Space(i) }})
		}
		if uses&TargetToken != 0 {
			fields = append(fields, field{len(handles), func(a *Action, i int) { a.Handle = handles[i] }})
		}
		if uses&TargetTo != 0 {
			fields = append(fields, field{NumSpaces + 1, func(a *Action, i int) { a.To = Space(i) }})
		}
		if uses&TargetArtifact != 0 {
			fields = append(fields, field{NumArtifactTypes + 1, func(a *Action, i int) { a.Art = Artifact(i) }})
		}
		if uses&TargetPlay != 0 {
			fields = append(fields, field{int(plays) + 2, func(a *Action, i int) { a.Play = int8(i - 1) }})
		}
		total := 1
		for _, f := range fields {
			total *= f.n
		}
		if !held || total > 20000 {
			// A sample, plus every value of each field alone.
			for k := 0; k < 8; k++ {
				b := base
				for _, f := range fields {
					f.set(&b, r.IntN(f.n))
				}
				add(b)
			}
			if !held {
				continue
			}
			for _, f := range fields {
				for i := 0; i < f.n; i++ {
					b := base
					f.set(&b, i)
					add(b)
				}
			}
			// Every pair of fields (Parasite's targets come in pairs: the
			// artifact copied and that power's one target).
			for x := 0; x < len(fields); x++ {
				for y := x + 1; y < len(fields); y++ {
					for i := 0; i < fields[x].n; i++ {
						for j := 0; j < fields[y].n; j++ {
							b := base
							fields[x].set(&b, i)
							fields[y].set(&b, j)
							add(b)
						}
					}
				}
			}
			continue
		}
		for k := 0; k < total; k++ {
			b, rest := base, k
			for _, f := range fields {
				f.set(&b, rest%f.n)
				rest /= f.n
			}
			add(b)
		}
	}
	// Payments: every split of the demand and of one less and one more,
	// each kind up to one more than the seat holds; and negatives.
	need := int(d.Amount)
	if accepts&(1<<ActPay) != 0 && need >= 0 {
		var hi [NumKinds]int8
		for k := Kind(0); k < NumKinds; k++ {
			hi[k] = int8(min(c.Purse[p].Value(k)+1, need+1))
		}
		amountVectors(0, hi, need-1, need+1, func(v [NumKinds]int8) {
			add(Action{Type: ActPay, Seat: p, Amounts: v})
		})
		add(Action{Type: ActPay, Seat: p, Amounts: [NumKinds]int8{-1, int8(need + 1)}})
	} else {
		add(Action{Type: ActPay, Seat: p, Amounts: [NumKinds]int8{1}})
	}
	// Charity: small mixes of 2 to 4 pieces (negatives too), a large piece
	// of each kind and of none.
	if accepts&(1<<ActTake) != 0 {
		amountVectors(-1, uniform(4), 1, 4, func(v [NumKinds]int8) {
			add(Action{Type: ActTake, Seat: p, Amounts: v})
		})
		for k := Kind(0); k <= NumKinds; k++ {
			add(Action{Type: ActTake, Seat: p, Large: true, Give: k})
			add(Action{Type: ActTake, Seat: p, Large: true, Give: k, Amounts: [NumKinds]int8{1, 1, 1}})
		}
	} else {
		add(Action{Type: ActTake, Seat: p, Amounts: [NumKinds]int8{3}})
	}
	// Trade: every piece for every piece, small and large.
	for give := Kind(0); give <= NumKinds; give++ {
		for take := int8(-1); take <= NumKinds; take++ {
			add(Action{Type: ActSwap, Seat: p, Give: give, Target: take})
			add(Action{Type: ActSwap, Seat: p, Give: give, Target: take, Large: true})
		}
	}
	// Picks: every artifact, every handle, and both at once.
	for art := Artifact(0); art <= NumArtifactTypes; art++ {
		add(Action{Type: ActPick, Seat: p, Art: art})
		add(Action{Type: ActPick, Seat: p, Art: art, Handle: handles[r.IntN(len(handles))]})
	}
	for _, h := range handles {
		add(Action{Type: ActPick, Seat: p, Handle: h})
	}
	// A purchase paying for virtual tokens that are not there.
	for i := 0; i < MaxExtra; i++ {
		a := Buy(int(p), nil)
		a.Extra[i] = Kind(r.IntN(NumKinds))
		add(a)
	}
}

// TestLegalIsExactlyWhatApplyAcceptsInMagicGames is the same property in
// random magic games (3, 4 and 5 players, a policy that favours spells and
// artifacts): at every decision of the first rounds, windows, casts,
// invocations and every sub-decision of the spells included, the actions
// Apply accepts are exactly the listed ones.
func TestLegalIsExactlyWhatApplyAcceptsInMagicGames(t *testing.T) {
	games, rounds, placeEvery := 12, 8, 3
	if testing.Short() {
		games, placeEvery = 4, 8
	}
	seen := map[DecisionType]int{}
	for g := 0; g < games; g++ {
		players := 3 + g%3
		s := newMagicGame(t, players, uint64(7700+g))
		r := rand.New(rand.NewPCG(uint64(g), 21))
		mp := newMagicPicker(uint64(g) + 50)
		if g%2 == 1 {
			drainSmallPieces(s, r)
		}
		label := fmt.Sprintf("magic game %d (%d players)", g, players)
		checkEveryDecision(t, s, r, rounds, placeEvery, label, seen, mp.choose,
			func(a Action, ev []Event) { mp.note(a, ev); checkMagicInvariants(t, s) })
	}
	for dt := DecStartTreasure; dt < NumDecisionTypes && !testing.Short(); dt++ {
		if seen[dt] == 0 {
			t.Errorf("no %v decision was checked", dt)
		}
	}
	t.Logf("decisions checked: %v", seen)
}
