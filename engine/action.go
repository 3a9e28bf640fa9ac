package engine

import "fmt"

// ActionType names what a player does.
type ActionType uint8

const (
	// ActChooseStart picks the 3 small starting treasures (decision D4);
	// Amounts holds how many of each kind.
	ActChooseStart ActionType = iota + 1
	// ActPlace puts Token face down on Space.
	ActPlace
	// ActMarket gives 1 small treasure of kind Give and takes the small
	// treasures counted in Amounts (3 in all) from the bank (decision D14).
	ActMarket
	// ActGiveCamel hands the camel to Target (decision D13).
	ActGiveCamel
	// ActBribe pays the guard the value per kind in Amounts (decision D15).
	ActBribe
	// ActBuy buys the room's artifact; Pay[t] is the kind paid for token t
	// (decision D16).
	ActBuy
	// ActDecline passes on the pending offer: the Market exchange, a bribe
	// or a purchase.
	ActDecline
)

// MaxPaySlots leaves room for the magic version's Flying Carpet and Double,
// which count as tokens when paying.
const MaxPaySlots = 10

// Action is one player's move. It is a small value type so that legal-move
// lists and search trees allocate nothing.
type Action struct {
	Type    ActionType
	Seat    int8
	Token   int8
	Space   Space
	Target  int8
	Give    Kind
	Amounts [NumKinds]int8
	Pay     [MaxPaySlots]Kind
}

// Place builds a placement action.
func Place(seat, token int, sp Space) Action {
	return Action{Type: ActPlace, Seat: int8(seat), Token: int8(token), Space: sp}.Canonical()
}

// Decline builds a "no, thank you" to the pending offer.
func Decline(seat int) Action { return Action{Type: ActDecline, Seat: int8(seat)}.Canonical() }

// GiveCamel builds the Caravanserai's choice.
func GiveCamel(seat, to int) Action {
	return Action{Type: ActGiveCamel, Seat: int8(seat), Target: int8(to)}.Canonical()
}

// ChooseStart builds a starting-treasure choice from per-kind counts.
func ChooseStart(seat int, counts [NumKinds]int8) Action {
	return Action{Type: ActChooseStart, Seat: int8(seat), Amounts: counts}.Canonical()
}

// Bribe builds a bribe paying the given value of each kind.
func Bribe(seat int, values [NumKinds]int8) Action {
	return Action{Type: ActBribe, Seat: int8(seat), Amounts: values}.Canonical()
}

// MarketSwap builds a Market exchange.
func MarketSwap(seat int, give Kind, take [NumKinds]int8) Action {
	return Action{Type: ActMarket, Seat: int8(seat), Give: give, Amounts: take}.Canonical()
}

// Buy builds a purchase; pay maps token index to the kind paid for it.
func Buy(seat int, pay map[int]Kind) Action {
	a := Action{Type: ActBuy, Seat: int8(seat)}
	for i := range a.Pay {
		a.Pay[i] = NoKind
	}
	for t, k := range pay {
		if t >= 0 && t < MaxPaySlots {
			a.Pay[t] = k
		}
	}
	return a
}

func (a Action) String() string {
	switch a.Type {
	case ActChooseStart:
		return fmt.Sprintf("seat %d takes starting treasure %v", a.Seat+1, a.Amounts)
	case ActPlace:
		return fmt.Sprintf("seat %d places token %d on %v", a.Seat+1, a.Token, a.Space)
	case ActMarket:
		return fmt.Sprintf("seat %d gives 1 of %v and takes %v", a.Seat+1, a.Give, a.Amounts)
	case ActGiveCamel:
		return fmt.Sprintf("seat %d gives the camel to seat %d", a.Seat+1, a.Target+1)
	case ActBribe:
		return fmt.Sprintf("seat %d bribes the guard with %v", a.Seat+1, a.Amounts)
	case ActBuy:
		return fmt.Sprintf("seat %d buys paying %v", a.Seat+1, a.Pay)
	case ActDecline:
		return fmt.Sprintf("seat %d declines", a.Seat+1)
	}
	return "no action"
}

// DecisionType is the kind of choice the game waits for.
type DecisionType uint8

const (
	DecNone DecisionType = iota // the game is over
	DecStartTreasure
	DecPlace
	DecMarket
	DecCamel
	DecBribe
	DecBuy
)

var decisionNames = [...]string{"game over", "choose starting treasure", "place a token",
	"use the Market", "give the camel", "bribe the guard", "buy the artifact"}

func (d DecisionType) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "unknown decision"
}

// Decision is the pending choice: whose it is and what kind.
type Decision struct {
	Type DecisionType
	Seat int8
	// Space is where the decision arises (the room for a purchase).
	Space Space
	// Amount is the bribe needed, or the cost of the artifact on offer.
	Amount int8
}

// Canonical returns the action with the fields its type ignores cleared, the
// form Legal lists and records store.
func (a Action) Canonical() Action {
	c := Action{Type: a.Type, Seat: a.Seat}
	for i := range c.Pay {
		c.Pay[i] = NoKind
	}
	switch a.Type {
	case ActChooseStart, ActBribe:
		c.Amounts = a.Amounts
	case ActPlace:
		c.Token, c.Space = a.Token, a.Space
	case ActMarket:
		c.Give, c.Amounts = a.Give, a.Amounts
	case ActGiveCamel:
		c.Target = a.Target
	case ActBuy:
		c.Pay = a.Pay
	}
	return c
}
