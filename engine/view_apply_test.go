package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// Event must stay a fixed-size value: comparable, so no slice or map can
// creep in (this line does not compile otherwise).
var _ = Event{} == Event{}

// TestViewApplyFollowsEveryAction plays random games, basic and magic, 3 to
// 5 players, and keeps one view per seat and one for the Spectator that
// only ever hears the events, each redacted for its seat as a screen gets
// them. After every action each must be exactly View(seat), every field,
// and each seat's made Public the Spectator's. After every event each must
// be sane (no negative purse, bank, hand or stack). Two in three magic
// games favour casting and invoking, so every spell and artifact power is
// met; every event type must have been applied.
func TestViewApplyFollowsEveryAction(t *testing.T) {
	const basicGames, magicGames = 45, 45
	var seen [NumEventTypes]int
	var resolved [NumSpells]int
	actions, compared := 0, 0
	for g := 0; g < basicGames+magicGames; g++ {
		magic := g >= basicGames
		players := 3 + g%3
		seed := uint64(7001 + g)
		s, err := New(Config{Players: players, Seed: seed, FirstPlayer: -1, Magic: magic})
		if err != nil {
			t.Fatal(err)
		}
		// Magic games: two in three favour casting and invoking.
		var mp *magicPicker
		if magic && g%3 != 0 {
			mp = newMagicPicker(seed)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		views := make([]View, players+1) // [0] the Spectator, [p+1] seat p
		for i := range views {
			views[i] = s.View(i - 1)
		}
		var legal []Action
		for step := 0; !s.Over(); step++ {
			if step > 20000 {
				t.Fatalf("game %d: no end after %d actions", g, step)
			}
			legal = s.LegalInto(legal[:0])
			var a Action
			if mp != nil {
				a = mp.choose(legal)
			} else {
				a = legal[r.IntN(len(legal))]
			}
			evs, err := s.Apply(a)
			if err != nil {
				t.Fatalf("game %d step %d: %v: %v", g, step, a, err)
			}
			actions++
			if last := evs[len(evs)-1]; last.Type != EvPending {
				t.Fatalf("game %d step %d: the action's last event is %v, not EvPending", g, step, last.Type)
			}
			for _, e := range evs {
				seen[e.Type]++
				if e.Type == EvPlayResolved && validSpell(e.Spell) {
					resolved[e.Spell]++
				}
			}
			for i := range views {
				seat := i - 1
				for k, e := range evs {
					if e.Type == EvPending && k != len(evs)-1 {
						t.Fatalf("game %d step %d: EvPending before the action's end", g, step)
					}
					views[i].Apply(e.For(seat))
					if why := insane(&views[i]); why != "" {
						t.Fatalf("game %d (%d players, magic %v) step %d, seat %d, after event %d %+v: %s",
							g, players, magic, step, seat, k, e.For(seat), why)
					}
				}
				if want := s.View(seat); views[i] != want {
					t.Fatalf("game %d (%d players, magic %v) step %d, seat %d, after %v (events %v):\n%s",
						g, players, magic, step, seat, a, typesOf(evs), viewDiff(views[i], want))
				}
				if pub := views[i].Public(); pub != views[0] {
					t.Fatalf("game %d step %d: seat %d's view made public is not the Spectator's:\n%s",
						g, step, seat, viewDiff(pub, views[0]))
				}
				compared++
			}
		}
	}
	t.Logf("%d games, %d actions, %d views compared", basicGames+magicGames, actions, compared)
	for ty := EventType(1); ty < NumEventTypes; ty++ {
		if seen[ty] == 0 {
			t.Errorf("no event of type %d was applied", ty)
		}
	}
	for sp := Spell(0); sp < NumSpells; sp++ {
		if resolved[sp] == 0 {
			t.Errorf("%v never resolved", sp)
		}
	}
}

func typesOf(evs []Event) []EventType {
	out := make([]EventType, len(evs))
	for i, e := range evs {
		out[i] = e.Type
	}
	return out
}

// insane names what no view may ever show, even between two events.
func insane(v *View) string {
	neg := func(p *Purse) bool {
		for k := 0; k < NumKinds; k++ {
			if p.Small[k] < 0 || p.Large[k] < 0 {
				return true
			}
		}
		return false
	}
	if neg(&v.Bank) {
		return fmt.Sprintf("the bank holds %v", v.Bank)
	}
	if v.NumTokens < 0 || int(v.NumTokens) > len(v.Tokens) {
		return fmt.Sprintf("%d tokens on the board", v.NumTokens)
	}
	if v.DeckLeft < 0 || v.DeckN < 0 {
		return fmt.Sprintf("decks of %d treasure cards, %d spell cards", v.DeckLeft, v.DeckN)
	}
	for p := 0; p < int(v.Players); p++ {
		pv := &v.Seats[p]
		switch {
		case neg(&pv.Purse):
			return fmt.Sprintf("seat %d holds %v", p, pv.Purse)
		case pv.Left < 0 || pv.Left > NumTokens:
			return fmt.Sprintf("seat %d has %d tokens left", p, pv.Left)
		case v.HandN[p] < 0:
			return fmt.Sprintf("seat %d holds %d spell cards", p, v.HandN[p])
		case v.Uses[p] < 0:
			return fmt.Sprintf("seat %d used %d artifacts", p, v.Uses[p])
		}
		for a, n := range pv.Artifacts {
			if n < 0 {
				return fmt.Sprintf("seat %d holds %d %v", p, n, Artifact(a))
			}
		}
	}
	for r, n := range v.StackLen {
		if n < 0 || n > StackSize {
			return fmt.Sprintf("room %d holds %d artifacts", r+1, n)
		}
	}
	if v.Magic && int(v.Seat) >= 0 && v.Hand.Count() != int(v.HandN[v.Seat]) {
		return fmt.Sprintf("a hand of %d cards counted %d", v.Hand.Count(), v.HandN[v.Seat])
	}
	return ""
}

// TestViewApplyIgnoresNonsense: an event with any fields at all (a seat,
// space, card, kind or count out of range) never makes Apply panic.
func TestViewApplyIgnoresNonsense(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	for g := 0; g < 6; g++ {
		s, err := New(Config{Players: 3 + g%3, Seed: uint64(g), FirstPlayer: -1, Magic: g%2 == 1})
		if err != nil {
			t.Fatal(err)
		}
		for seat := Spectator; seat < s.NumPlayers(); seat++ {
			v := s.View(seat)
			for i := 0; i < 20000; i++ {
				b := func() int8 { return int8(r.IntN(256) - 128) }
				e := Event{Type: EventType(r.IntN(int(NumEventTypes) + 2)), Seat: b(), Target: b(),
					Space: Space(r.IntN(256)), To: Space(r.IntN(256)), Shelf: b(), Token: b(), Value: b(),
					Seq: uint8(r.IntN(256)), Kind: Kind(r.IntN(256)), Small: b(), Large: b(), Change: b(),
					Card: b(), Artifact: Artifact(r.IntN(256)), Artifact2: Artifact(r.IntN(256)),
					Amount: int16(r.IntN(65536) - 32768), Spell: Spell(b()), FromBottom: r.IntN(2) == 0,
					Audience: Audience(r.IntN(256))}
				e.Flow = Flow{Phase: Phase(r.IntN(256)), Depth: b(), Tally: Space(r.IntN(256)), Res: b(), Sub: b()}
				e.Dec = Decision{Type: DecisionType(r.IntN(256)), Seat: b(), Space: Space(r.IntN(256))}
				for k := range e.Arts {
					e.Arts[k] = Artifact(r.IntN(256))
				}
				v.Apply(e)
			}
		}
	}
}

// followed applies a to s and requires every seat's view, and the
// Spectator's, advanced by the action's events, to be View(seat) after it.
func followed(t *testing.T, s *State, a Action) []Event {
	t.Helper()
	views := make([]View, s.NumPlayers()+1)
	for i := range views {
		views[i] = s.View(i - 1)
	}
	ev := mustApply(t, s, a)
	for i := range views {
		for _, e := range ev {
			views[i].Apply(e.For(i - 1))
		}
		if want := s.View(i - 1); views[i] != want {
			t.Fatalf("after %v, seat %d's view differs:\n%s", a, i-1, viewDiff(views[i], want))
		}
	}
	return ev
}

// D53, D71: everyone knows which tile lies at the bottom of a stack after
// a Mirage sent it there. A pick that takes that very tile (the only one of
// its type) leaves no known bottom; a pick of the same type higher up
// leaves it where it was. Which happened is public (everyone sees where the
// tile is taken from), so the event says it and every view follows.
func TestViewApplyKnownBottom(t *testing.T) {
	mirage := func(t *testing.T, stack []Artifact, pick Artifact, fromBottom bool, bottom Artifact) {
		s := newMagicRound(t, 3)
		setStackC(s, 0, stack...)
		s.c.M.FaceUp[0] = false // sold this round: every tile face down (D60)
		s.c.M.KnownBottom[0] = true
		hand(t, s, red, Mirage)
		lampOn(s, red)
		followed(t, s, castA(red, Mirage, Action{Space: Room1}))
		if v := s.View(blue); v.Bottom[0] != stack[0] {
			t.Fatalf("blue should see the %v at the bottom, sees %v", stack[0], v.Bottom[0])
		}
		ev := followed(t, s, pickC(red, pick))
		if sh := find(ev, EvArtifactShown); len(sh) != 1 || sh[0].FromBottom != fromBottom {
			t.Fatalf("want one EvArtifactShown with FromBottom %v: %+v", fromBottom, sh)
		}
		if v := s.View(Spectator); v.Bottom[0] != bottom || v.OnSale[0] != pick {
			t.Fatalf("the %v on show and %v at the bottom, got %v and %v", pick, bottom, v.OnSale[0], v.Bottom[0])
		}
	}
	t.Run("mirage takes the bottom", func(t *testing.T) {
		mirage(t, []Artifact{Key, Double, Scroll}, Key, true, NoArtifact)
	})
	t.Run("mirage takes another of its type", func(t *testing.T) {
		mirage(t, []Artifact{Key, Key, Scroll}, Key, false, Key)
	})
	t.Run("abracadabra takes the bottom", func(t *testing.T) {
		s := abracadabraRoomC(t) // Counterspell at the bottom, the Key on show
		s.c.M.KnownBottom[0] = true
		followed(t, s, castA(red, Abracadabra, Action{Space: Room1}))
		for s.Pending().Type == DecReact {
			followed(t, s, Action{Type: ActPass, Seat: s.Pending().Seat})
		}
		followed(t, s, Buy(red, map[int]Kind{2: Crowns}))
		ev := followed(t, s, pickC(red, Counterspell))
		if b := find(ev, EvArtifactBought); len(b) != 1 || !b[0].FromBottom {
			t.Fatalf("want the purchase from the bottom: %+v", b)
		}
		if v := s.View(blue); v.Bottom[0] != NoArtifact || v.OnSale[0] != Key {
			t.Fatalf("the Key stays on show and no bottom is known: %v, %v", v.OnSale[0], v.Bottom[0])
		}
	})
}
