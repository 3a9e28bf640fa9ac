package bot

import (
	"math/bits"

	"aladdin/engine"
)

// PaymentAdvice is a suggested payment for a seat the guard asks to bribe
// or a room offers its artifact: what the Suggest buttons of the bribe and
// purchase dialogs propose to a human player.
type PaymentAdvice struct {
	// Action is the suggested payment, one of the legal ones; Found is false
	// when there is none.
	Action engine.Action
	Found  bool
	// Rooms counts the rooms still to come holding the seat's tokens (every
	// room at the guard; the later rooms at a purchase); RoomsKept is how
	// many of them the seat can still pay for, all together, afterwards.
	Rooms, RoomsKept int
}

// KeepsRooms reports whether the payment leaves enough to buy in every room
// still to come where the seat has tokens.
func (a PaymentAdvice) KeepsRooms() bool { return a.Found && a.RoomsKept == a.Rooms }

// SuggestBribe picks, among the legal bribes, the one that spends least of
// what the seat's own room tokens will cost.
func SuggestBribe(v *engine.View, legal []engine.Action) PaymentAdvice {
	return suggestPayment(v, legal, engine.ActBribe)
}

// SuggestPurchase picks, among the legal payments for the artifact on offer,
// the one that spends least of what the seat's tokens in the later rooms
// will cost.
func SuggestPurchase(v *engine.View, legal []engine.Action) PaymentAdvice {
	return suggestPayment(v, legal, engine.ActBuy)
}

// suggestPayment reads only the seat's view: its treasure, its tokens in the
// rooms with their values, and the rule that an artifact costs each token's
// value in a different kind per room (decision D16); a seat that wins
// several rooms pays for them all from one purse. Legality (change from the
// bank, decisions D3 and D29) is the engine's, through the legal list.
//
// Preferred, in order: the most rooms still payable together; then the most
// combinations of rooms payable (keeping either of two rooms open beats
// keeping only the cheap one); then no large piece broken; then paying from
// the kinds held most of, which keeps the purse even.
func suggestPayment(v *engine.View, legal []engine.Action, typ engine.ActionType) PaymentAdvice {
	if v.Seat < 0 || int(v.Seat) >= int(v.Players) {
		return PaymentAdvice{}
	}
	var b board
	b.load(v)
	var rooms [][]int8
	for r := 0; r < b.n; r++ {
		if b.myRoomN[r] > 0 && engine.RoomSpace(r) > v.Pending.Space {
			rooms = append(rooms, b.myRoom[r][:b.myRoomN[r]])
		}
	}
	purse := v.Seats[b.me].Purse
	have := purseValues(&purse)
	best := PaymentAdvice{Rooms: len(rooms)}
	var bestKey [4]int
	for _, a := range legal {
		if a.Type != typ || int(a.Seat) != b.me {
			continue
		}
		spend := spent(v, a)
		after := have
		broken, square := 0, 0
		for k, x := range spend {
			after[k] -= x
			if needsChange(&purse, engine.Kind(k), x) {
				broken++
			}
			square += after[k] * after[k]
		}
		kept, combos := roomsPayable(&after, rooms)
		key := [4]int{kept, combos, -broken, -square}
		if !best.Found || keyGreater(key, bestKey) {
			best.Action, best.Found, best.RoomsKept, bestKey = a, true, kept, key
		}
	}
	return best
}

// spent is the value per kind that a bribe or a purchase pays; a token
// costs what it counts for in the room on offer.
func spent(v *engine.View, a engine.Action) (amount [engine.NumKinds]int) {
	switch a.Type {
	case engine.ActBribe:
		for k, x := range a.Amounts {
			amount[k] = int(x)
		}
	case engine.ActBuy:
		for t, k := range a.Pay {
			if k < engine.NumKinds && t < engine.NumTokens {
				amount[k] += int(v.ValueOf(t, v.Pending.Space))
			}
		}
	}
	return amount
}

func keyGreater(a, b [4]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// roomsPayable returns the size of the largest set of rooms payable together
// from the per-kind amounts, and how many sets of rooms are payable.
func roomsPayable(have *[engine.NumKinds]int, rooms [][]int8) (most, sets int) {
	var sub [engine.MaxRooms][]int8
	for mask := 1; mask < 1<<len(rooms); mask++ {
		n := 0
		for r := range rooms {
			if mask&(1<<r) != 0 {
				sub[n] = rooms[r]
				n++
			}
		}
		if canPayRooms(have, sub[:n]) {
			sets++
			most = max(most, bits.OnesCount(uint(mask)))
		}
	}
	return most, sets
}

// canPayRooms reports whether every room's token values can be paid from
// the per-kind amounts, a different kind per token within a room (decision
// D16); the rooms draw on the same purse. canPayKinds is its one-room case.
func canPayRooms(have *[engine.NumKinds]int, rooms [][]int8) bool {
	if len(rooms) == 0 {
		return true
	}
	return payRoom(have, rooms[0], 0, rooms[1:])
}

func payRoom(have *[engine.NumKinds]int, vals []int8, used uint8, rest [][]int8) bool {
	if len(vals) == 0 {
		return canPayRooms(have, rest)
	}
	x := int(vals[0])
	for k := 0; k < engine.NumKinds; k++ {
		if used&(1<<k) == 0 && have[k] >= x {
			have[k] -= x
			ok := payRoom(have, vals[1:], used|1<<k, rest)
			have[k] += x
			if ok {
				return true
			}
		}
	}
	return false
}

// needsChange reports whether paying v of kind k breaks a large piece: no
// mix of the purse's small and large pieces makes v exactly (decision D3).
func needsChange(p *engine.Purse, k engine.Kind, v int) bool {
	if v <= 0 {
		return false
	}
	large := min(v/3, int(p.Large[k]))
	return v-3*large > int(p.Small[k])
}
