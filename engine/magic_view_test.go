package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// A seat knows a card in another's hand only while it is still there: the
// card it gave at the Tent (D32 b). Once that card is played it is face up
// on the discard pile, and if it is later reshuffled and drawn by someone
// else in secret, the giver must not be shown where it went.
func TestKnownCardsAreOnlyThoseStillHeld(t *testing.T) {
	s := newMagicRound(t, 3)
	hand(t, s, 0, Spy)
	s.c.M.Knows[1] |= 1 << Spy // seat 1 gave seat 0 the Spy at the Tent
	lampOn(s, 0)
	if v := s.View(1); v.Known[0] != 1<<Spy || v.Known[2] != 0 {
		t.Fatalf("the giver should know seat 0 holds the Spy, and nothing else: %v", v.Known)
	}
	if v := s.View(2); v.Known != [MaxPlayers]SpellSet{} || v.Hand != 0 {
		t.Fatalf("seat 2 knows nothing of seat 0's hand: %v", v.Known)
	}
	mustApply(t, s, castA(0, Spy, Action{}))
	passAll(t, s)
	if !s.c.M.Discard.Has(Spy) {
		t.Fatal("the Spy should be on the discard pile")
	}
	// As a reshuffle and a Tent draw would: seat 2 now holds the Spy.
	s.c.M.Discard &^= 1 << Spy
	s.c.M.Hand[2] |= 1 << Spy
	if v := s.View(1); v.Known != [MaxPlayers]SpellSet{} {
		t.Fatalf("seat 1 is shown a card seat 2 drew in secret: %v", v.Known)
	}
}

// variantKind is the hidden fact a variant world changes.
type variantKind int

const (
	varHandDeck  variantKind = iota // a card of an opponent's hand for one deep in the deck
	varHandHand                     // a card of one opponent's hand for one of another's
	varDeckOrder                    // the order of the deck below its top two cards
	varOffer                        // a Tent card another seat is choosing from, for one in the deck
	varStack                        // the face-down artifacts of a stack
	varTokens                       // two of an opponent's tokens that nobody else has seen
	numVariants
)

var variantNames = [numVariants]string{"hand/deck", "hand/hand", "deck order", "Tent offer", "stack", "tokens"}

// hiddenVariant builds a copy of s that differs from it only in a fact
// hidden from seat, or reports that s has no such fact of that kind. The
// next action `next` is known, so that the variant leaves it meaningful
// (the cards and tokens it names stay put). For a token variant it also
// returns the seat and tokens swapped.
func hiddenVariant(s *State, seat int, kind variantKind, next Action, r *rand.Rand) (w *State, q, t1, t2 int, ok bool) {
	c := &s.c
	m := &c.M
	n := int(c.Players)
	w = s.Clone()
	wm := &w.c.M
	var knows SpellSet
	if seat >= 0 {
		knows = m.Knows[seat]
	}
	// hidden lists the cards of q's hand that seat does not know, except
	// one the next action casts.
	hidden := func(q int) []Spell {
		var out []Spell
		for sp := Spell(0); sp < NumSpells; sp++ {
			if m.Hand[q].Has(sp) && !knows.Has(sp) && !(next.Type == ActCast && int(next.Seat) == q && next.Spell == sp) {
				out = append(out, sp)
			}
		}
		return out
	}
	opponents := r.Perm(n)
	deep := int(m.DeckLen) - 2 // deck places no draw of the next action reaches
	switch kind {
	case varHandDeck:
		for _, q := range opponents {
			if q == seat || deep <= 0 {
				continue
			}
			for _, x := range hidden(q) {
				if !m.NewDeck.Has(x) {
					continue // the deck cannot hold it: every seat knows that
				}
				i := r.IntN(deep)
				y := wm.SpellDeck[i]
				wm.SpellDeck[i] = x
				wm.Hand[q] = wm.Hand[q]&^(1<<x) | 1<<y
				return w, 0, 0, 0, true
			}
		}
	case varHandHand:
		for _, q1 := range opponents {
			for _, q2 := range opponents {
				if q1 == seat || q2 == seat || q1 >= q2 {
					continue
				}
				h1, h2 := hidden(q1), hidden(q2)
				if len(h1) == 0 || len(h2) == 0 {
					continue
				}
				x, y := h1[r.IntN(len(h1))], h2[r.IntN(len(h2))]
				wm.Hand[q1] = wm.Hand[q1]&^(1<<x) | 1<<y
				wm.Hand[q2] = wm.Hand[q2]&^(1<<y) | 1<<x
				return w, 0, 0, 0, true
			}
		}
	case varDeckOrder:
		if deep < 2 {
			return nil, 0, 0, 0, false
		}
		d := wm.SpellDeck[:deep]
		for i := len(d) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			d[i], d[j] = d[j], d[i]
		}
		return w, 0, 0, 0, w.c.M.SpellDeck != m.SpellDeck
	case varOffer:
		d := s.Pending()
		if d.Type != DecTentKeep || int(d.Seat) == seat || deep <= 0 {
			return nil, 0, 0, 0, false
		}
		for k, x := range m.Offer {
			if m.NewDeck.Has(x) {
				i := r.IntN(deep)
				wm.Offer[k], wm.SpellDeck[i] = wm.SpellDeck[i], x
				return w, 0, 0, 0, true
			}
		}
	case varStack:
		if d := s.Pending(); d.Type == DecSearch && int(d.Seat) == seat {
			return nil, 0, 0, 0, false // the searcher sees the stack
		}
		for _, room := range r.Perm(n) {
			fd := int(c.StackLen[room])
			if m.FaceUp[room] {
				fd--
			}
			st := w.c.Stack[room][:fd]
			if m.KnownBottom[room] && fd > 0 {
				st = st[1:] // everyone knows the bottom tile (D53)
			}
			for i := len(st) - 1; i > 0; i-- {
				j := r.IntN(i + 1)
				st[i], st[j] = st[j], st[i]
			}
			if w.c.Stack != c.Stack {
				return w, 0, 0, 0, true
			}
		}
	case varTokens:
		for _, q := range opponents {
			if q == seat {
				continue
			}
			var cand []int
			for t := 0; t < NumTokens; t++ {
				if s.faceUp(q, t) || next.Type == ActPlace && int(next.Seat) == q && int(next.Token) == t {
					continue
				}
				cand = append(cand, t)
			}
			for _, i := range r.Perm(len(cand)) {
				for _, j := range r.Perm(len(cand)) {
					a, b := cand[i], cand[j]
					if a == b || c.TokenAt[q][a] == Behind && c.TokenAt[q][b] == Behind {
						continue
					}
					wc := &w.c
					wc.TokenAt[q][a], wc.TokenAt[q][b] = wc.TokenAt[q][b], wc.TokenAt[q][a]
					wc.Seq[q][a], wc.Seq[q][b] = wc.Seq[q][b], wc.Seq[q][a]
					return w, q, a, b, true
				}
			}
		}
	}
	return nil, 0, 0, 0, false
}

// checkViewDirect asserts what a view may show, against the state itself:
// its own hand only, others' cards only where known, the Tent's cards and a
// stack only to the seat choosing from them, the face-up tiles exactly.
func checkViewDirect(t *testing.T, s *State, seat int, where string) {
	t.Helper()
	c := &s.c
	m := &c.M
	v := s.View(seat)
	d := s.Pending()
	own := seat >= 0
	if own && v.Hand != SpellSet(m.Hand[seat]) || !own && v.Hand != 0 {
		t.Fatalf("%s: seat %d's view shows hand %b", where, seat, v.Hand)
	}
	for q := 0; q < MaxPlayers; q++ {
		k := v.Known[q]
		if k == 0 {
			continue
		}
		if !own || q == seat || q >= int(c.Players) || k&^m.Hand[q] != 0 || k&^m.Knows[seat] != 0 {
			t.Fatalf("%s: seat %d's view claims to know %b in seat %d's hand", where, seat, k, q)
		}
	}
	if v.Offer != [2]Spell{NoSpell, NoSpell} && !(d.Type == DecTentKeep && int(d.Seat) == seat && v.Offer == m.Offer) {
		t.Fatalf("%s: seat %d sees the Tent's cards %v", where, seat, v.Offer)
	}
	searching := d.Type == DecSearch && int(d.Seat) == seat
	for i, a := range v.Search {
		want := NoArtifact
		if searching && i < int(c.StackLen[d.Space.Room()]) {
			want = c.Stack[d.Space.Room()][i]
		}
		if a != want {
			t.Fatalf("%s: seat %d's view of a stack search is %v", where, seat, v.Search)
		}
	}
	for r := 0; r < MaxRooms; r++ {
		want := NoArtifact
		if r < int(c.Players) && m.FaceUp[r] {
			want = c.Stack[r][c.StackLen[r]-1]
		}
		if v.OnSale[r] != want {
			t.Fatalf("%s: room %d shows %v, the face-up tile is %v", where, r+1, v.OnSale[r], want)
		}
	}
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if int(tv.Seat) != seat && !tv.Face && (tv.Value != 0 || tv.Token != -1) {
			t.Fatalf("%s: seat %d sees seat %d's face-down token %+v", where, seat, tv.Seat, tv)
		}
		if _, slot, _ := s.byHandle(tv.Seq); tv.Face != s.faceUp(int(tv.Seat), slot) {
			t.Fatalf("%s: token %+v shows the wrong face", where, tv)
		}
	}
}

// No view or event tells a seat anything hidden (issue 11). At many points
// of random magic games, for every seat and the Spectator, a second world
// is built that differs only in a fact hidden from that seat: a card
// swapped between an opponent's hand and the deck or another opponent's
// hand, the deck reordered, a Tent card another seat chooses from swapped,
// a stack's face-down artifacts reordered, two of an opponent's unseen
// tokens swapped. The seat's view, the pending decision and, when it is to
// act, its legal list must be the same in both worlds; so must the events
// of the same next action as the seat sees them, and its view afterwards,
// unless that action reveals the very fact that differs.
func TestNoViewOrEventLeaksHiddenFacts(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 6
	}
	var tried, compared [numVariants]int
	for g := 0; g < games; g++ {
		s := newMagicGame(t, 3+g%3, uint64(700+g))
		mp := newMagicPicker(uint64(g) + 300)
		r := rand.New(rand.NewPCG(uint64(g), 23))
		var legal, wl []Action
		for step := 0; !s.Over(); step++ {
			legal = s.LegalInto(legal[:0])
			a := mp.choose(legal)
			if step%2 == 0 {
				for seat := Spectator; seat < s.NumPlayers(); seat++ {
					where := fmt.Sprintf("game %d step %d round %d, seat %d, %v", g, step, s.Round(), seat, s.Pending())
					checkViewDirect(t, s, seat, where)
					kind := variantKind(r.IntN(int(numVariants)))
					w, q, t1, t2, ok := hiddenVariant(s, seat, kind, a, r)
					if !ok {
						continue
					}
					where += " (" + variantNames[kind] + ")"
					tried[kind]++
					if w.Hash() == s.Hash() {
						t.Fatalf("%s: the variant is the same world", where)
					}
					if s.View(seat) != w.View(seat) {
						t.Fatalf("%s: the views differ:\n%s", where, viewDiff(s.View(seat), w.View(seat)))
					}
					if s.Pending() != w.Pending() {
						t.Fatalf("%s: the pending decisions differ", where)
					}
					if int(s.Pending().Seat) == seat {
						if wl = w.LegalInto(wl[:0]); !slices.Equal(wl, legal) {
							t.Fatalf("%s: the legal lists differ:\n%v\n%v", where, moves(legal), moves(wl))
						}
					}
					if compareNextAction(t, s, w, seat, a, kind, q, t1, t2, where) {
						compared[kind]++
					}
				}
			}
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			mp.note(a, ev)
		}
	}
	for k := variantKind(0); k < numVariants; k++ {
		t.Logf("%-10s variants: %5d, next action compared in %5d", variantNames[k], tried[k], compared[k])
		if tried[k] == 0 || compared[k] == 0 && k != varOffer {
			t.Errorf("no %s variant was checked", variantNames[k])
		}
	}
}

// compareNextAction applies the same action to both worlds and compares
// what seat sees of it. It reports whether the comparison was made: it is
// not when the action is someone else's choice that the other world does
// not allow (their hidden card or token), or when the action reveals the
// fact that differs (a token turned up, a stack's tile shown or searched,
// the Tent's spare card given or discarded).
func compareNextAction(t *testing.T, s, w *State, seat int, a Action, kind variantKind, q, t1, t2 int, where string) bool {
	t.Helper()
	s1, w1 := s.Clone(), w.Clone()
	e1, err := s1.Apply(a)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	e2, err := w1.Apply(a)
	if err != nil {
		if int(a.Seat) == seat {
			t.Fatalf("%s: the seat's own listed action is refused in the other world: %v", where, err)
		}
		return false
	}
	if kind == varOffer {
		return false // keeping one card hands the other on or discards it
	}
	revealed := false
	switch kind {
	case varTokens:
		// Turned up and still on the board, or shown by an event (revealed,
		// flipped, or face up as it left).
		revealed = s1.faceUp(q, t1) || s1.faceUp(q, t2) || w1.faceUp(q, t1) || w1.faceUp(q, t2)
		for _, e := range append(e1[:len(e1):len(e1)], e2...) {
			sq := e.Seq != 0 && (e.Seq == s.c.Seq[q][t1] || e.Seq == s.c.Seq[q][t2])
			if int(e.Seat) == q && sq && e.Type != EvDoubled && e.Type != EvCarpetLaid && e.For(seat).Token >= 0 {
				revealed = true
			}
		}
	case varStack:
		for _, e := range e1 {
			if e.Type == EvArtifactShown || e.Type == EvStackSearched && e.Audience.Includes(seat) ||
				e.Type == EvArtifactBought || e.Type == EvArtifactSwapped {
				revealed = true
			}
		}
	}
	if revealed {
		return false
	}
	if len(e1) != len(e2) {
		t.Fatalf("%s: %v gives %d events here, %d in the other world", where, EncodeAction(a), len(e1), len(e2))
	}
	for i := range e1 {
		if x, y := e1[i].For(seat), e2[i].For(seat); x != y {
			t.Fatalf("%s: after %v, event %d differs:\n%+v\n%+v", where, EncodeAction(a), i, x, y)
		}
	}
	if v1, v2 := s1.View(seat), w1.View(seat); v1 != v2 {
		t.Fatalf("%s: after %v the views differ:\n%s", where, EncodeAction(a), viewDiff(v1, v2))
	}
	return true
}

// Handles go past 40 in the magic version (tokens laid again under D39,
// Carpets and Doubles take handles from the same counter): the view still
// lists every token, in placement order.
func TestViewListsTokensWithHandlesPast40(t *testing.T) {
	s := newMagicRound(t, 3)
	s.c.Placed = 150
	put(t, s, red, Market, 9)
	put(t, s, blue, Room1, 4)
	put(t, s, red, CaveWhite, 1)
	for _, seat := range []int{Spectator, red, blue} {
		v := s.View(seat)
		if v.NumTokens != 3 || v.Tokens[0].Seq != 151 || v.Tokens[1].Seq != 152 || v.Tokens[2].Seq != 153 {
			t.Fatalf("seat %d sees %d tokens: %+v", seat, v.NumTokens, v.Tokens[:3])
		}
		if (v.Tokens[0].Token >= 0) != (seat == red) || v.Tokens[1].Space != Room1 {
			t.Fatalf("seat %d sees %+v", seat, v.Tokens[:3])
		}
	}
	if v := s.View(red); v.Tokens[2].Value != 1 || v.Placed != 153 {
		t.Fatalf("red's own 1 counts 1, and 153 handles are issued: %+v, %d", v.Tokens[2], v.Placed)
	}
}

// D43 from the view: once And the Last Will Be the First acts, a 9 counts
// 1 and a 1 counts 9 in the spaces not settled before it, never on the
// guard; the view's token values and ValueOf agree with the engine.
func TestViewValueOfFollowsLastFirst(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, red, Market, 9)
	put(t, s, red, CaveRed, 1)
	nine, one := 7, 0 // token indices of the 9 and the 1
	v := s.View(red)
	if v.ValueOf(nine, Market) != 9 || v.ValueOf(one, CaveRed) != 1 {
		t.Fatal("face values before the card")
	}
	s.c.M.LastFirst = true
	s.c.M.LFDone = 1 << CaveRed // the red cave was settled before it acted
	v = s.View(red)
	for _, c := range []struct {
		t    int
		sp   Space
		want int8
	}{{nine, Market, 1}, {one, Market, 9}, {one, CaveRed, 1}, {nine, Guard, 9}, {nine, Room2, 1}, {one, Caravanserai, 9}} {
		if got := v.ValueOf(c.t, c.sp); got != c.want || int(got) != s.countFor(numerals[c.t], c.sp) {
			t.Errorf("a %d in %v counts %d, want %d", numerals[c.t], c.sp, got, c.want)
		}
	}
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if int(tv.Value) != s.value(red, int(tv.Token), tv.Space) || tv.Value != v.ValueOf(int(tv.Token), tv.Space) {
			t.Errorf("token %+v: the view's value disagrees", tv)
		}
	}
	// A basic game's view never swaps.
	b := newRound(t, 3)
	b.c.M.LastFirst = true
	if bv := b.View(red); bv.ValueOf(nine, Market) != 9 {
		t.Fatal("the basic game has no spells")
	}
}

// A Flying Carpet and a Double lie in the view's Extra, in their owner's
// slot, with what they count; every seat sees them.
func TestViewShowsCarpetsAndDoubles(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, blue, Market, 7)
	put(t, s, green, Market, 5)
	s.c.Owned[blue][FlyingCarpet] = 1
	tallyFrom(s, Market)
	if d := s.Pending(); d.Type != DecReact || d.Seat != blue {
		t.Fatalf("blue may lay its Carpet: %+v", d)
	}
	mustApply(t, s, invokeA(blue, FlyingCarpet, Action{Space: Market}))
	passAll(t, s)
	h := s.c.M.XSeq[blue][0]
	for _, seat := range []int{Spectator, red, blue, green} {
		v := s.View(seat)
		want := TokenView{Seat: blue, Token: CarpetToken, Value: 3, Space: Market, Seq: h, Face: true}
		if v.Extra[blue*MaxExtra] != want {
			t.Fatalf("seat %d sees %+v, want %+v", seat, v.Extra[blue*MaxExtra], want)
		}
		for i, tv := range v.Extra {
			if i != blue*MaxExtra && tv.Space != Behind {
				t.Fatalf("seat %d sees a virtual token that is not there: %+v", seat, tv)
			}
		}
		if v.Invoked[blue][FlyingCarpet] != 1 || v.Uses[blue] != 1 {
			t.Fatalf("seat %d does not see the Carpet invoked", seat)
		}
	}
	// A Double of a face-up 9 under And the Last counts 1.
	s.c.M.XAt[green][1], s.c.M.XKind[green][1], s.c.M.XVal[green][1], s.c.M.XSeq[green][1] = Room1, DoubleToken, 9, 99
	s.c.M.LastFirst = true
	if tv := s.View(red).Extra[green*MaxExtra+1]; tv.Value != 1 || tv.Token != DoubleToken {
		t.Fatalf("a doubled 9 counts 1 under And the Last (D38): %+v", tv)
	}
}

// The Tent's two cards are shown to the strongest alone while it chooses;
// afterwards it knows which card the runner-up holds, and nobody else
// does. A stack being searched is shown to the searcher alone.
func TestViewShowsTentCardsAndSearchesOnlyToTheChooser(t *testing.T) {
	s := newMagicRound(t, 3)
	put(t, s, blue, AladdinsTent, 9)
	put(t, s, green, AladdinsTent, 5)
	stackTop(t, s, Charity, Teleport)
	tallyFrom(s, AladdinsTent)
	if d := s.Pending(); d.Type != DecTentKeep || d.Seat != blue {
		t.Fatalf("want blue to choose a card, got %+v", d)
	}
	if v := s.View(blue); v.Offer != s.c.M.Offer || v.Offer[0] == NoSpell {
		t.Fatalf("blue sees the two cards: %v", v.Offer)
	}
	for _, seat := range []int{Spectator, red, green} {
		if v := s.View(seat); v.Offer != [2]Spell{NoSpell, NoSpell} {
			t.Fatalf("seat %d sees the Tent's cards %v", seat, v.Offer)
		}
	}
	mustApply(t, s, Action{Type: ActKeep, Seat: blue, Spell: Teleport})
	if v := s.View(blue); v.Known[green] != 1<<Charity || v.Hand != 1<<Teleport || v.HandN[green] != 1 {
		t.Fatalf("blue knows green holds Charity: %+v", v.Known)
	}
	if v := s.View(green); v.Known != [MaxPlayers]SpellSet{} || v.Hand != 1<<Charity || v.HandN[blue] != 1 {
		t.Fatalf("green knows its own card only: %+v", v.Known)
	}
	if v := s.View(red); v.Known != [MaxPlayers]SpellSet{} || v.Hand != 0 || v.HandN[blue] != 1 {
		t.Fatal("red sees counts only")
	}

	m := newMagicRound(t, 3)
	hand(t, m, red, Mirage)
	lampOn(m, red)
	mustApply(t, m, castA(red, Mirage, Action{Space: Room2}))
	passAll(t, m)
	if d := m.Pending(); d.Type != DecSearch || d.Seat != red || d.Space != Room2 {
		t.Fatalf("red searches room 2: %+v", d)
	}
	v := m.View(red)
	for i := 0; i < MagicStackSize; i++ {
		if v.Search[i] != m.c.Stack[1][i] {
			t.Fatalf("red sees room 2's stack as %v, it is %v", v.Search, m.c.Stack[1])
		}
	}
	if v.OnSale[1] != m.c.Stack[1][4] || !m.c.M.FaceUp[1] {
		t.Fatal("the top of room 2 is on sale")
	}
	for _, seat := range []int{Spectator, blue, green} {
		if v := m.View(seat); v.Search != [MagicStackSize]Artifact{NoArtifact, NoArtifact, NoArtifact, NoArtifact, NoArtifact} {
			t.Fatalf("seat %d sees the stack being searched: %v", seat, v.Search)
		}
	}
}
