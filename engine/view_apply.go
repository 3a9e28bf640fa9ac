package engine

// Apply advances the view by one event, the event as the view's seat sees
// it (e.For(seat)): from View(seat) before an action, applying each of the
// action's events in order gives exactly View(seat) after it
// (view_apply_test.go checks every field, every seat, after every action of
// many random games). A screen animating events one at a time keeps such a
// lagging view and follows the game with Apply alone, with no copy of the
// rules and no State.
//
// Most events say what changed; what moves where nothing happens (the
// tally cursor crossing an empty space, a window passing over a seat that
// could not act) comes with EvPending, which ends every action. Where the
// view holds something an event implies by a rule (a window's order of
// resolution, a value under And the Last Will Be the First), Apply calls
// the same code the State does. An event that names a seat, space or card
// out of range changes nothing it would have to index.
func (v *View) Apply(e Event) {
	e = e.For(int(v.Seat))
	pv := v.player(e.Seat)
	switch e.Type {
	case EvStartTreasure, EvMarketExchange:
		for k := 0; k < NumKinds && pv != nil; k++ {
			pv.Purse.Small[k] += e.Amounts[k]
			v.Bank.Small[k] -= e.Amounts[k]
		}
	case EvRoundBegan:
		v.beginRound(e)
	case EvCardRevealed:
		if e.Card >= 0 && int(e.Card) < DeckSize {
			if v.DeckLeft <= 0 { // decision D6: the deck was shuffled again
				v.Seen, v.DeckLeft = [DeckSize]bool{}, DeckSize
			}
			v.Card, v.Seen[e.Card] = e.Card, true
			v.DeckLeft--
		}
	case EvCaveFilled:
		if sh := v.shelf(e); sh != nil {
			*sh = Shelf{Small: e.Small, Large: e.Large}
			v.Bank.Small[e.Kind] -= e.Small
			v.Bank.Large[e.Kind] -= e.Large
		}
	case EvCavesCleared, EvCaveClosed:
		if sh := v.shelf(e); sh != nil {
			*sh = Shelf{}
			v.Bank.Small[e.Kind] += e.Small
			v.Bank.Large[e.Kind] += e.Large
			if e.Type == EvCaveClosed {
				v.Closed |= 1 << e.Space
			}
		}
	case EvTokenPlaced:
		v.placeToken(e, pv)
	case EvPlacementDone:
		v.Phase = PhaseTally
	case EvSpaceBegan:
		if e.Space < NumSpaces {
			v.Tally, v.Shown[e.Space] = e.Space, true
		}
		// Ranked before it was announced: nobody there until EvRanking says.
		v.NRank, v.Strength = 0, [MaxPlayers]int16{}
	case EvTokenRevealed, EvTokenFlipped:
		if i := v.tokenIndex(e.Handle()); i >= 0 {
			tv := &v.Tokens[i]
			tv.Face = true
			v.know(tv, e.Token)
		}
	case EvRanking:
		v.Strength, v.Ranking, v.NRank = e.Strength, e.Ranking, e.NRank
	case EvTreasureTaken:
		if sh := v.shelf(e); sh != nil && pv != nil {
			*sh = Shelf{}
			pv.Purse.Small[e.Kind] += e.Small
			pv.Purse.Large[e.Kind] += e.Large
		}
	case EvPaid:
		if pv != nil && e.Kind < NumKinds {
			pv.Purse.Small[e.Kind] += e.Change - e.Small
			pv.Purse.Large[e.Kind] -= e.Large
			v.Bank.Small[e.Kind] += e.Small - e.Change
			v.Bank.Large[e.Kind] += e.Large
		}
	case EvTreasureGiven:
		v.giveTreasure(e, pv)
	case EvBankTaken:
		if pv != nil && e.Kind < NumKinds {
			pv.Purse.Small[e.Kind] += e.Small
			pv.Purse.Large[e.Kind] += e.Large
			v.Bank.Small[e.Kind] -= e.Small
			v.Bank.Large[e.Kind] -= e.Large
		}
	case EvCamelPassed:
		v.Camel = e.Recipient()
	case EvGuardRevealed:
		v.Guard = e.Value
	case EvEntered:
		if pv != nil {
			pv.Entered = true
		}
	case EvTokenMoved:
		if i := v.tokenIndex(e.Handle()); i >= 0 && e.To < NumSpaces {
			tv := &v.Tokens[i]
			tv.Space, tv.Face = e.To, e.FaceUp
			v.know(tv, e.Token)
		}
	case EvTokenReturned:
		v.returnToken(e, pv)
	case EvArtifactBought:
		v.bought(e, pv)
	case EvRoundEnded:
		v.endRound()
	case EvGameEnded:
		v.Over, v.Winners, v.EndWhy, v.Phase = true, e.Winners, e.Reason, PhaseOver
	case EvTieBroken:
		v.Winners = e.Winners
	case EvPending:
		v.follow(e)
	default:
		v.applyMagic(e, pv)
	}
}

// applyMagic is Apply for the magic version's own events.
func (v *View) applyMagic(e Event, pv *PlayerView) {
	if !v.Magic {
		return // a basic game has none
	}
	p := int(e.Seat)
	switch e.Type {
	case EvArtifactShown:
		if r := v.room(e.Space); r >= 0 {
			v.OnSale[r] = e.Artifact
			switch {
			case e.WentUnder(): // the tile on sale went under the stack (D71)
				v.Bottom[r] = e.Artifact2
			case e.FromBottom:
				v.Bottom[r] = NoArtifact
			}
			v.hideBottom(r)
		}
	case EvArtifactSwapped:
		if r := v.room(e.Space); r >= 0 && pv != nil && e.Artifact < NumArtifactTypes && e.Artifact2 < NumArtifactTypes {
			pv.Artifacts[e.Artifact]--
			pv.Artifacts[e.Artifact2]++
			v.OnSale[r] = e.Artifact
		}
	case EvStackSearched:
		v.searched(e)
	case EvSpellsShuffled:
		// The deck is shuffled anew only once empty (D32 d): a card the
		// view still counts in it was drawn just before, and its
		// EvSpellDrawn follows the shuffle's (the Tent draws two at once).
		v.NewDeck, v.Discard, v.DeckN = v.Discard, 0, v.DeckN+int8(e.Cards())
	case EvSpellDrawn:
		v.DeckN--
		if e.FromTent() { // one of the Tent's two, set aside (D58)
			if p == int(v.Seat) && e.Spell != NoSpell {
				i := 0
				if v.Offer[0] != NoSpell {
					i = 1
				}
				v.Offer[i] = e.Spell
			}
			return
		}
		v.takeCard(p, e.Spell)
	case EvSpellKept:
		v.takeCard(p, e.Spell)
		v.Offer = [2]Spell{NoSpell, NoSpell}
	case EvSpellGiven:
		to := e.Recipient()
		v.takeCard(int(to), e.Spell)
		if p == int(v.Seat) && v.player(to) != nil && validSpell(e.Spell) {
			v.Known[to] |= 1 << e.Spell
		}
	case EvSpellDiscarded, EvPlayCancelled, EvPlayResolved:
		if validSpell(e.Spell) {
			v.Discard |= 1 << e.Spell
		}
	case EvSpellPlayed, EvArtifactInvoked:
		v.play(e, pv)
	case EvWindowOpened:
		kind := e.Window()
		if kind == WinPlacement {
			return // the play that opened it is in the window already
		}
		opener := e.Seat
		if v.Win.Kind != WinNone {
			opener = v.Win.Opener // it opens again after its batch (D34 c)
		}
		v.Win = newWindow(kind, e.Space, opener)
	case EvWindowClosed:
		v.Win = Window{}
	case EvPassed:
		if pv != nil {
			v.Win.Passed |= 1 << p
		}
	case EvResolving:
		v.Win.settleOrder(int(v.Camel), int(v.Players))
	case EvCarpetLaid, EvDoubled:
		v.layExtra(e)
	case EvDjinn:
		v.Djinn = e.Seat
	case EvModifier:
		v.modifier(e)
	case EvArtifactsBack:
		if pv != nil {
			v.Invoked[p], v.Uses[p] = [NumArtifactTypes]int8{}, 0
		}
	}
}

// player is seat p's part of the view, or nil for no seat in the game.
func (v *View) player(p int8) *PlayerView {
	if p < 0 || p >= v.Players || int(p) >= MaxPlayers {
		return nil
	}
	return &v.Seats[p]
}

// shelf is the cave shelf an event names, or nil.
func (v *View) shelf(e Event) *Shelf {
	if !e.Space.IsCave() || e.Shelf < 0 || e.Shelf >= NumShelves || e.Kind != e.Space.Cave() {
		return nil
	}
	return &v.Shelves[e.Space][e.Shelf]
}

// room is the index of a palace room in use, or -1.
func (v *View) room(sp Space) int {
	if !sp.IsRoom() || sp.Room() >= int(v.Players) {
		return -1
	}
	return sp.Room()
}

func validSpell(sp Spell) bool { return sp >= 0 && sp < NumSpells }

// beginRound: a new treasure card and guard, every token behind its
// screen, the palace closed again.
func (v *View) beginRound(e Event) {
	v.Round, v.Camel, v.Guard, v.Phase, v.Tally = e.Round, e.Seat, 0, PhasePlace, 0
	v.Shown = [NumSpaces]bool{}
	v.Ranking, v.NRank, v.Strength = [MaxPlayers]int8{}, 0, [MaxPlayers]int16{}
	v.Tokens, v.NumTokens = [MaxPlayers * NumTokens]TokenView{}, 0
	for p := 0; p < int(v.Players) && p < MaxPlayers; p++ {
		pv := &v.Seats[p]
		pv.Left, pv.Entered = NumTokens, false
		if p == int(v.Seat) {
			pv.Behind = [NumTokens]bool{true, true, true, true, true, true, true, true}
		}
	}
	if v.Magic {
		v.Placed = 0
	}
}

// tokenIndex is the place in Tokens of the token with handle seq, or -1.
func (v *View) tokenIndex(seq uint8) int {
	for i := 0; i < int(v.NumTokens) && i < len(v.Tokens); i++ {
		if v.Tokens[i].Seq == seq {
			return i
		}
	}
	return -1
}

// know sets which token a board token is, as the event shows it: its value
// where it lies, or nothing when the viewer may not know it.
func (v *View) know(tv *TokenView, token int8) {
	if token < 0 || token >= NumTokens {
		tv.Token, tv.Value = -1, 0
		return
	}
	tv.Token, tv.Value = token, v.ValueOf(int(token), tv.Space)
}

// placeToken adds a placed token at the end of Tokens (placement order).
func (v *View) placeToken(e Event, pv *PlayerView) {
	if pv == nil || e.Space >= NumSpaces || int(v.NumTokens) >= len(v.Tokens) {
		return
	}
	tv := &v.Tokens[v.NumTokens]
	*tv = TokenView{Seat: e.Seat, Space: e.Space, Seq: e.Handle(), Face: e.FaceUp}
	v.know(tv, e.Token)
	v.NumTokens++
	pv.Left--
	if e.Seat == v.Seat && tv.Token >= 0 {
		pv.Behind[tv.Token] = false
	}
	if v.Magic {
		v.Placed = e.Handle()
	}
}

// returnToken takes a token off the board: a printed one goes behind its
// owner's screen (to be laid again during placement, D39), a Carpet or a
// Double is gone.
func (v *View) returnToken(e Event, pv *PlayerView) {
	if i := v.tokenIndex(e.Handle()); i >= 0 {
		copy(v.Tokens[i:], v.Tokens[i+1:v.NumTokens])
		v.NumTokens--
		v.Tokens[v.NumTokens] = TokenView{}
		if pv != nil {
			if e.Seat == v.Seat && e.Token >= 0 && e.Token < NumTokens {
				pv.Behind[e.Token] = true
			}
			if v.Phase == PhasePlace {
				pv.Left++
			}
		}
		return
	}
	if pv != nil {
		for i := 0; i < MaxExtra; i++ {
			x := &v.Extra[int(e.Seat)*MaxExtra+i]
			if x.Space != Behind && x.Seq == e.Handle() {
				*x = TokenView{Seat: e.Seat, Token: -1, Space: Behind}
			}
		}
	}
}

// layExtra lays a Flying Carpet or a Double in the seat's first free
// virtual slot, as State.addExtra does (D38).
func (v *View) layExtra(e Event) {
	if v.player(e.Seat) == nil || e.Space >= NumSpaces {
		return
	}
	for i := 0; i < MaxExtra; i++ {
		x := &v.Extra[int(e.Seat)*MaxExtra+i]
		if x.Space == Behind {
			*x = TokenView{Seat: e.Seat, Token: e.Token, Value: e.Value, Space: e.Space, Seq: e.Handle(), Face: true}
			v.Placed = e.Handle()
			return
		}
	}
}

// giveTreasure moves a seat's payment to another (Teleport, D49): where a
// large piece was broken, the bank took it and gave three small ones, the
// change to the payer and the rest to the payee (D67).
func (v *View) giveTreasure(e Event, from *PlayerView) {
	to := v.player(e.Recipient())
	k := e.Kind
	if from == nil || to == nil || k >= NumKinds {
		return
	}
	if e.Change > 0 {
		from.Purse.Small[k] += 3 - e.Small
		from.Purse.Large[k] -= e.Large + 1
		v.Bank.Small[k] -= 3
		v.Bank.Large[k]++
	} else {
		from.Purse.Small[k] -= e.Small
		from.Purse.Large[k] -= e.Large
	}
	to.Purse.Small[k] += e.Small
	to.Purse.Large[k] += e.Large
}

// bought hands a room's artifact to its buyer.
func (v *View) bought(e Event, pv *PlayerView) {
	r := v.room(e.Space)
	if r < 0 || pv == nil || e.Artifact >= NumArtifactTypes {
		return
	}
	if v.StackLen[r] > 0 {
		v.StackLen[r]--
	}
	pv.Artifacts[e.Artifact]++
	if !v.Magic {
		return
	}
	// The tile on sale goes when it is the one bought: always so but for an
	// Abracadabra pick, which takes the tile on sale when it names its type
	// (decision D66) and leaves it on show otherwise (D53).
	if v.OnSale[r] == e.Artifact {
		v.OnSale[r] = NoArtifact
	}
	if e.FromBottom {
		v.Bottom[r] = NoArtifact
	}
	v.hideBottom(r)
}

// hideBottom: the known bottom shows only while a face-down tile lies in
// the room's stack (once none does, none ever will: stacks only shrink).
func (v *View) hideBottom(r int) {
	down := v.StackLen[r]
	if v.OnSale[r] != NoArtifact {
		down--
	}
	if down <= 0 {
		v.Bottom[r] = NoArtifact
	}
}

// searched shows the searcher the stack it looks through (D53): the tiles
// searched, bottom first, and the tile on sale on top.
func (v *View) searched(e Event) {
	r := v.room(e.Space)
	n := e.Searched()
	if r < 0 || e.Seat != v.Seat || !e.Audience.Includes(int(v.Seat)) || n < 0 || n > MagicStackSize {
		return
	}
	for i := range v.Search {
		v.Search[i] = NoArtifact
	}
	for i, a := range e.Arts[:n] {
		if a < NumArtifactTypes { // NoArtifact (or nonsense) stays unknown
			v.Search[i] = a
		}
	}
	if top := int(v.StackLen[r]) - 1; n <= top && top < MagicStackSize && v.OnSale[r] != NoArtifact {
		v.Search[top] = v.OnSale[r]
	}
}

// takeCard puts a spell card in seat p's hand (its face known to p alone).
func (v *View) takeCard(p int, sp Spell) {
	if v.player(int8(p)) == nil {
		return
	}
	v.HandN[p]++
	if p == int(v.Seat) && validSpell(sp) {
		v.Hand |= 1 << sp
	}
}

// play is a spell cast or an artifact invoked: the card leaves its hand
// face up, the tile is spent for the round, and the play joins the batch
// (the Lamp and the Key act at once instead, D70).
func (v *View) play(e Event, pv *PlayerView) {
	p := int(e.Seat)
	if pv == nil {
		return
	}
	if e.Type == EvArtifactInvoked {
		if e.Artifact >= NumArtifactTypes {
			return
		}
		v.Invoked[p][e.Artifact]++
		v.Uses[p]++
		v.Win.Passed = 0
		switch e.Artifact {
		case Lamp:
			v.LampOn |= 1 << p
			return
		case Key:
			v.KeyOn |= 1 << p
			return
		}
	} else {
		v.HandN[p]--
		if validSpell(e.Spell) {
			if p == int(v.Seat) {
				v.Hand &^= 1 << e.Spell
			}
			for q := range v.Known {
				v.Known[q] &^= 1 << e.Spell // face up now (D32)
			}
		}
	}
	if v.Win.Kind == WinNone {
		v.Win.openForTurn(e.Seat) // a play on one's placement turn (D35)
	}
	v.Win.add(playOf(e))
	v.Win.Passed = 0
}

// modifier records a spell that changes the round.
func (v *View) modifier(e Event) {
	switch e.Spell {
	case Spy:
		v.Spy = e.Seat
	case Taboo:
		if e.Space < NumSpaces {
			v.Taboo |= 1 << e.Space
		}
	case LastFirst:
		v.LastFirst, v.LFDone = true, v.Resolved
		v.revalue()
	case Smuggler:
		v.Smug, v.SmugSp = e.Seat, e.Claimed()
	case Abracadabra:
		v.Abra, v.AbraRoom = e.Seat, e.Space
	case Parasite: // a copied Key (D55)
		if e.Artifact == Key && v.player(e.Seat) != nil {
			v.KeyOn |= 1 << e.Seat
		}
	}
}

// revalue gives every known token and every Double the value it counts
// for once And the Last Will Be the First acts (D43). A Double laid before
// counted its numeral.
func (v *View) revalue() {
	for i := 0; i < int(v.NumTokens) && i < len(v.Tokens); i++ {
		if tv := &v.Tokens[i]; tv.Token >= 0 {
			v.know(tv, tv.Token)
		}
	}
	for i := range v.Extra {
		if x := &v.Extra[i]; x.Space != Behind && x.Token == DoubleToken {
			x.Value = v.countFor(x.Value, x.Space)
		}
	}
}

// endRound brings the round's magic home: invoked artifacts, Carpets and
// Doubles, modifiers, the window (D23, D37).
func (v *View) endRound() {
	v.Guard = 0
	if !v.Magic {
		return
	}
	v.Invoked, v.Uses = [MaxPlayers][NumArtifactTypes]int8{}, [MaxPlayers]int8{}
	v.Djinn, v.Spy, v.Smug, v.Abra = -1, -1, -1, -1
	v.LampOn, v.KeyOn = 0, 0
	for i := range v.Extra {
		v.Extra[i] = TokenView{Seat: int8(i / MaxExtra), Token: -1, Space: Behind}
	}
	v.Resolved, v.Taboo, v.LastFirst, v.LFDone, v.Closed, v.SmugSp, v.AbraRoom = 0, 0, false, 0, 0, 0, 0
	v.Win = Window{}
}

// follow takes what EvPending says: the decision awaited and where the
// flow stands. The cards and tiles a seat sees while it decides are its
// own only while that decision waits.
func (v *View) follow(e Event) {
	f := &e.Flow
	v.Phase, v.Pending, v.Tally = f.Phase, e.Dec, f.Tally
	v.Strength, v.Ranking, v.NRank = e.Strength, e.Ranking, e.NRank
	if !v.Magic {
		return
	}
	depth := min(max(f.Depth, 0), MaxDepth)
	v.Dec[max(depth-1, 0)] = e.Dec // a decision below the top never changes while covered
	for i := depth; i < MaxDepth; i++ {
		v.Dec[i] = Decision{}
	}
	v.Depth, v.At, v.Step, v.Turn, v.Placed, v.Resolved = depth, f.At, f.Step, f.Turn, f.Placed, f.Resolved
	v.Win.Passed, v.Win.Res, v.Win.Sub, v.Win.Sub2 = f.Passed, f.Res, f.Sub, f.Sub2
	if e.Dec.Type != DecTentKeep || e.Dec.Seat != v.Seat {
		v.Offer = [2]Spell{NoSpell, NoSpell}
	}
	if e.Dec.Type != DecSearch || e.Dec.Seat != v.Seat {
		for i := range v.Search {
			v.Search[i] = NoArtifact
		}
	}
}

// Public is the view without its seat's secrets: exactly what the
// Spectator's view shows of the same moment (its own face-down tokens, the
// tokens behind its screen, its spell cards and what it is searching are
// the seat's alone). A screen that hands the device on turns the last
// player's view into this one.
func (v View) Public() View {
	v.Seat = Spectator
	for i := 0; i < int(v.NumTokens) && i < len(v.Tokens); i++ {
		if tv := &v.Tokens[i]; !tv.Face {
			tv.Token, tv.Value = -1, 0
		}
	}
	for p := range v.Seats {
		v.Seats[p].Behind = [NumTokens]bool{}
	}
	if v.Magic {
		v.Hand, v.Known = 0, [MaxPlayers]SpellSet{}
		v.Offer = [2]Spell{NoSpell, NoSpell}
		for i := range v.Search {
			v.Search[i] = NoArtifact
		}
	}
	return v
}
