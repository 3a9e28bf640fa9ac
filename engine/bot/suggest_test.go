package bot

import (
	"testing"

	"aladdin/engine"
)

// atTheGate is Anna's view (seat 0 of 4) when the guard asks her to bribe
// need: her 1 stands at the guard, her other tokens are in the given rooms
// (room index to token values), and she holds purse. The legal bribes come
// from the engine, from a world sampled from that view.
func atTheGate(t *testing.T, purse engine.Purse, need int, rooms map[int][]int8) (*engine.View, []engine.Action) {
	t.Helper()
	return annaView(t, purse, rooms, engine.Decision{Type: engine.DecBribe, Seat: 0, Space: engine.Guard, Amount: int8(need)})
}

// offered is Anna's view when the artifact of room r is offered to her:
// she is in the palace (her 1 is at the guard, which is a 1).
func offered(t *testing.T, purse engine.Purse, r int, rooms map[int][]int8) (*engine.View, []engine.Action) {
	t.Helper()
	cost := 0
	for _, x := range rooms[r] {
		cost += int(x)
	}
	return annaView(t, purse, rooms, engine.Decision{Type: engine.DecBuy, Seat: 0, Space: engine.RoomSpace(r), Amount: int8(cost)})
}

func annaView(t *testing.T, purse engine.Purse, rooms map[int][]int8, pend engine.Decision) (*engine.View, []engine.Action) {
	t.Helper()
	const anna = 0
	v := &engine.View{Seat: anna, Players: 4, Round: 1, Camel: anna, Pending: pend,
		Bank: engine.Box, Card: 0, DeckLeft: engine.DeckSize - 1, Tally: pend.Space}
	v.Seen[0] = true
	v.Shown[engine.Guard] = true
	if pend.Type == engine.DecBribe {
		v.Phase, v.Guard, v.Strength[anna] = engine.PhaseBribe, pend.Amount+1, 1
	} else {
		v.Phase, v.Guard, v.Strength[anna] = engine.PhaseBuy, 1, int16(pend.Amount)
		v.Shown[pend.Space] = true
		v.Seats[anna].Entered = true
	}
	v.Ranking[0], v.NRank = anna, 1
	for r := 0; r < 4; r++ {
		v.StackLen[r] = engine.StackSize
	}
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		v.Bank.Small[k] -= purse.Small[k]
		v.Bank.Large[k] -= purse.Large[k]
	}
	seat := &v.Seats[anna]
	seat.Purse = purse
	seat.Left = engine.NumTokens
	for t := range seat.Behind {
		seat.Behind[t] = true
	}
	put := func(value int8, sp engine.Space) {
		for tok := 0; tok < engine.NumTokens; tok++ {
			if engine.Numeral(tok) == value && seat.Behind[tok] {
				seat.Behind[tok] = false
				seat.Left--
				v.Tokens[v.NumTokens] = engine.TokenView{Seat: anna, Token: int8(tok), Value: value, Space: sp,
					Seq: uint8(v.NumTokens + 1), Face: v.Shown[sp]}
				v.NumTokens++
				return
			}
		}
		t.Fatalf("Anna has no free %d", value)
	}
	put(1, engine.Guard)
	for r := 0; r < 4; r++ {
		for _, x := range rooms[r] {
			put(x, engine.RoomSpace(r))
		}
	}
	legal := v.LegalInto(nil)
	if len(legal) < 2 {
		t.Fatalf("Anna has nothing to pay with: %v", legal)
	}
	return v, legal
}

func purseOf(small, large [engine.NumKinds]int8) engine.Purse {
	return engine.Purse{Small: small, Large: large}
}

func values(a engine.Action) [engine.NumKinds]int8 { return a.Amounts }

// Anna holds 4 gold bars and 2 crowns (small pieces) and her 4 is in Room
// II; the guard demands 2. Her gold pays for the room, so the suggestion is
// the crowns, not the gold (the first listed bribe, which the dialog used to
// suggest, is 2 gold bars).
func TestSuggestBribeSparesTheGoldTheRoomNeeds(t *testing.T) {
	v, legal := atTheGate(t, purseOf([5]int8{engine.Crowns: 2, engine.Gold: 4}, [5]int8{}), 2,
		map[int][]int8{1: {4}})
	if len(legal) < 2 || values(legal[1]) != [5]int8{engine.Gold: 2} {
		t.Fatalf("the case needs the first listed bribe to be 2 gold bars, got %v", legal)
	}
	got := SuggestBribe(v, legal)
	if !got.Found || values(got.Action) != [5]int8{engine.Crowns: 2} || !got.KeepsRooms() {
		t.Fatalf("want 2 crowns keeping Room II, got %+v", got)
	}
}

// Bert holds 5 crowns, 4 pearls and 2 gemstones; his 5 is in Room I and his 4
// in Room III. Both rooms together need the crowns and the pearls, so he
// pays the guard's 2 in gemstones.
func TestSuggestBribeKeepsTwoRoomsTogether(t *testing.T) {
	v, legal := atTheGate(t, purseOf([5]int8{5, 4, 2, 0, 0}, [5]int8{}), 2,
		map[int][]int8{0: {5}, 2: {4}})
	got := SuggestBribe(v, legal)
	if values(got.Action) != [5]int8{engine.Gems: 2} || !got.KeepsRooms() || got.Rooms != 2 {
		t.Fatalf("want 2 gemstones keeping both rooms, got %+v", got)
	}
}

// Within one room each token takes a different kind: Cleo's 4 and 2 share
// Room IV and she holds 4 crowns, 2 pearls and 3 trophies; the guard demands
// 3. Paying trophies keeps crowns for the 4 and pearls for the 2.
func TestSuggestBribeKeepsADifferentKindPerToken(t *testing.T) {
	v, legal := atTheGate(t, purseOf([5]int8{4, 2, 0, 3, 0}, [5]int8{}), 3,
		map[int][]int8{3: {4, 2}})
	got := SuggestBribe(v, legal)
	if values(got.Action) != [5]int8{engine.Trophies: 3} || !got.KeepsRooms() {
		t.Fatalf("want 3 trophies, got %+v", got)
	}
}

// Dara holds 4 crowns and 2 pearls; her 2 is in Room I and her 4 in Room II;
// the guard demands 2. Together the rooms need all 6, so no bribe keeps both
// and the advice says so. It still proposes the bribe that keeps either room
// open (2 pearls: the 4 crowns pay for either), not 2 crowns, which would
// leave only Room I.
func TestSuggestBribeSaysWhenNoBribeKeepsEveryRoom(t *testing.T) {
	v, legal := atTheGate(t, purseOf([5]int8{4, 2, 0, 0, 0}, [5]int8{}), 2,
		map[int][]int8{0: {2}, 1: {4}})
	got := SuggestBribe(v, legal)
	if !got.Found || got.KeepsRooms() || got.Rooms != 2 || got.RoomsKept != 1 {
		t.Fatalf("want a bribe keeping one of two rooms, got %+v", got)
	}
	if values(got.Action) != [5]int8{engine.Pearls: 2} {
		t.Fatalf("want 2 pearls, got %v", got.Action)
	}
}

// Emil holds one large gold bar and 3 small crowns; his 2 is in Room III;
// the guard demands 1. Either kind leaves the room payable, so he pays a
// crown rather than break the gold bar for change.
func TestSuggestBribeDoesNotBreakALargePieceNeedlessly(t *testing.T) {
	v, legal := atTheGate(t, purseOf([5]int8{engine.Crowns: 3}, [5]int8{engine.Gold: 1}), 1,
		map[int][]int8{2: {2}})
	got := SuggestBribe(v, legal)
	if values(got.Action) != [5]int8{engine.Crowns: 1} || !got.KeepsRooms() {
		t.Fatalf("want 1 crown, got %+v", got)
	}
}

// Without a legal bribe there is nothing to suggest.
func TestSuggestBribeWithoutALegalBribe(t *testing.T) {
	v, _ := atTheGate(t, purseOf([5]int8{engine.Crowns: 3}, [5]int8{}), 2, map[int][]int8{0: {2}})
	if got := SuggestBribe(v, []engine.Action{engine.Decline(0)}); got.Found {
		t.Fatalf("nothing to suggest, got %+v", got)
	}
	spectator := *v
	spectator.Seat = engine.Spectator
	if got := SuggestBribe(&spectator, nil); got.Found {
		t.Fatalf("a spectator has nothing to pay, got %+v", got)
	}
}

// Over random games, whatever the suggestion is, it is one of the legal
// bribes, and it keeps every room payable whenever some legal bribe does.
func TestSuggestBribeIsLegalAndKeepsRoomsWhenPossible(t *testing.T) {
	checked := 0
	for g := 0; g < 30; g++ {
		players := 3 + g%3
		playGame(t, players, uint64(500+g), seats(players, Random, uint64(g)), func(s *engine.State, v *engine.View, _ engine.Action) {
			if v.Pending.Type != engine.DecBribe {
				return
			}
			legal := s.Legal()
			got := SuggestBribe(v, legal)
			if !got.Found || s.Clone().Check(got.Action) != nil {
				t.Fatalf("game %d: suggested %+v, not a legal bribe", g, got)
			}
			if !got.KeepsRooms() {
				var b board
				b.load(v)
				for _, a := range legal {
					if a.Type != engine.ActBribe {
						continue
					}
					after := purseValues(&v.Seats[v.Seat].Purse)
					for k, x := range a.Amounts {
						after[k] -= int(x)
					}
					var rooms [][]int8
					for r := 0; r < b.n; r++ {
						if b.myRoomN[r] > 0 {
							rooms = append(rooms, b.myRoom[r][:b.myRoomN[r]])
						}
					}
					if canPayRooms(&after, rooms) {
						t.Fatalf("game %d: %v keeps every room, but the suggestion %+v does not", g, a, got)
					}
				}
			}
			checked++
		})
	}
	if checked < 20 {
		t.Fatalf("only %d bribe decisions met", checked)
	}
}

// Anna's 2 is in Room I and her 4 in Room II; she holds 4 crowns and 2
// pearls, and Room I's artifact is offered. Paying the 2 in pearls keeps the
// crowns for the 4 in Room II (the first listed payment, which the dialog
// used to suggest, pays crowns).
func TestSuggestPurchaseKeepsTheLaterRoomPayable(t *testing.T) {
	v, legal := offered(t, purseOf([5]int8{4, 2, 0, 0, 0}, [5]int8{}), 0, map[int][]int8{0: {2}, 1: {4}})
	if spent(v, legal[1]) != [5]int{engine.Crowns: 2} {
		t.Fatalf("the case needs the first listed payment to be crowns, got %v", legal[1])
	}
	got := SuggestPurchase(v, legal)
	if spent(v, got.Action) != [5]int{engine.Pearls: 2} || !got.KeepsRooms() || got.Rooms != 1 {
		t.Fatalf("want the 2 paid in pearls, keeping Room II, got %+v", got)
	}
}

// Rooms already tallied do not count: Anna's 4 in Room I was settled before
// Room II's offer of her 2, so she pays the 2 from the kind she holds most
// of (gold bars), not to save anything for Room I.
func TestSuggestPurchaseIgnoresEarlierRooms(t *testing.T) {
	v, legal := offered(t, purseOf([5]int8{engine.Crowns: 4, engine.Gold: 6}, [5]int8{}), 1,
		map[int][]int8{0: {4}, 1: {2}})
	got := SuggestPurchase(v, legal)
	if spent(v, got.Action) != [5]int{engine.Gold: 2} || got.Rooms != 0 || !got.KeepsRooms() {
		t.Fatalf("want the 2 paid in gold bars, got %+v", got)
	}
}

// A purchase of two tokens pays a different kind for each, and keeps the
// large pieces whole when it can pay exactly: Anna's 2 and 4 in Room III,
// 2 small crowns, 4 small pearls, and a large and a small gemstone. Paying
// the 2 in gemstones would break the large one for change.
func TestSuggestPurchasePaysExactlyWhenItCan(t *testing.T) {
	purse := purseOf([5]int8{2, 4, 1, 0, 0}, [5]int8{engine.Gems: 1})
	v, legal := offered(t, purse, 2, map[int][]int8{2: {2, 4}})
	breaks := func(a engine.Action) bool {
		for k, x := range spent(v, a) {
			if needsChange(&purse, engine.Kind(k), x) {
				return true
			}
		}
		return false
	}
	some := false
	for _, a := range legal[1:] {
		some = some || breaks(a)
	}
	if !some {
		t.Fatal("the case needs a legal payment that breaks the large gemstone")
	}
	if got := SuggestPurchase(v, legal); !got.Found || breaks(got.Action) {
		t.Fatalf("want a payment without change, got %v", spent(v, got.Action))
	}
}
