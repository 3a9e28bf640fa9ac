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
	// or a purchase; for a tax, it sends the token(s) home instead.
	ActDecline

	// The magic version's actions.

	// ActPass ends the seat's turn in a reaction window, or a Trade.
	ActPass
	// ActCast plays spell card Spell with its targets: Space (a space, cave
	// or room), Handle (a token's public handle, its Seq), To (a
	// destination), Art (an artifact type) and Play (a play in the window).
	ActCast
	// ActInvoke invokes one of the seat's artifacts, Art, with its target:
	// Space (the Flying Carpet), Handle (the token a Double copies) or Play
	// (the spell a Counterspell cancels).
	ActInvoke
	// ActKeep keeps spell card Spell of the two drawn at the Tent.
	ActKeep
	// ActPay pays the value per kind in Amounts (Donation, Sacrifice, taxes,
	// Teleport).
	ActPay
	// ActTake takes Amounts small pieces from the bank, or with Large one
	// large piece of kind Give (Charity).
	ActTake
	// ActSwap gives one piece of kind Give and takes one of kind Target,
	// both large if Large (Trade, D47).
	ActSwap
	// ActPick chooses: an artifact type Art (Mirage) or a token Handle
	// (Eye for an Eye's answer).
	ActPick
	NumActionTypes
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
	// The magic version's fields.
	Spell  Spell
	Art    Artifact
	Handle uint8
	To     Space
	Play   int8
	Large  bool
	// Extra pays for the seat's virtual tokens in a room (D38), in the
	// order of their handles.
	Extra [MaxExtra]Kind
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
	a := Action{}.Canonical() // every slot unpaid
	a.Type, a.Seat = ActBuy, int8(seat)
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
	case ActPass:
		return fmt.Sprintf("seat %d passes", a.Seat+1)
	case ActCast:
		return fmt.Sprintf("seat %d plays %v (space %v, token #%d, to %v, artifact %v, play %d)",
			a.Seat+1, a.Spell, a.Space, a.Handle, a.To, a.Art, a.Play)
	case ActInvoke:
		return fmt.Sprintf("seat %d invokes %v (space %v, token #%d, play %d)", a.Seat+1, a.Art, a.Space, a.Handle, a.Play)
	case ActKeep:
		return fmt.Sprintf("seat %d keeps %v", a.Seat+1, a.Spell)
	case ActPay:
		return fmt.Sprintf("seat %d pays %v", a.Seat+1, a.Amounts)
	case ActTake:
		if a.Large {
			return fmt.Sprintf("seat %d takes a large %v", a.Seat+1, a.Give)
		}
		return fmt.Sprintf("seat %d takes %v", a.Seat+1, a.Amounts)
	case ActSwap:
		return fmt.Sprintf("seat %d swaps %v for %v (large %v)", a.Seat+1, a.Give, Kind(a.Target), a.Large)
	case ActPick:
		return fmt.Sprintf("seat %d picks %v / token #%d", a.Seat+1, a.Art, a.Handle)
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

	// The magic version's decisions.
	DecReact     // a reaction window asks the seat: play or pass (D34-D36)
	DecTentKeep  // the Tent's strongest keeps one of two cards (D58)
	DecReturn    // Donation or Sacrifice: return Amount value (D46)
	DecTax       // City Tax (per token) or Sultan's Tax: pay Amount or send home (D45)
	DecRetaliate // Eye for an Eye: the victim picks one of the caster's tokens (D50)
	DecCharity   // Charity: take 3 small pieces or 1 large (D48)
	DecTrade     // Trade: swap pieces with the bank, then pass (D47)
	DecTeleport  // Teleport: pay the token's owner Amount value (D49)
	DecSearch    // Mirage: pick an artifact from a room's stack (D53)
	NumDecisionTypes
)

func (d DecisionType) String() string {
	if d < NumDecisionTypes {
		return decisionKinds[d].name
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
	// Spell is the card being resolved, for sub-decisions (magic).
	Spell Spell `hash:"magic"`
	// From is that card's caster, or the window's opener (magic).
	From int8 `hash:"magic"`
	// Handle is the token a per-token decision is about (City Tax).
	Handle uint8 `hash:"magic"`
}

// unpaid is the empty action: no field set, no payment kind chosen.
var unpaid = func() Action {
	var a Action
	for i := range a.Pay {
		a.Pay[i] = NoKind
	}
	for i := range a.Extra {
		a.Extra[i] = NoKind
	}
	return a
}()

// amountsAction is the canonical action of a type whose one field is
// Amounts (a Market exchange also sets Give): built without Canonical's
// switch, as legal lists make many of them.
func amountsAction(t ActionType, p int, n [NumKinds]int8) Action {
	a := unpaid
	a.Type, a.Seat, a.Amounts = t, int8(p), n
	return a
}

// Canonical returns the action with the fields its type ignores cleared, the
// form Legal lists and records store.
func (a Action) Canonical() Action {
	c := unpaid
	c.Type, c.Seat = a.Type, a.Seat
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
		c.Extra = a.Extra
	case ActCast:
		c = castCanonical(a, c)
	case ActInvoke:
		c.Art = a.Art
		switch a.Art { // the one target each power names (invokeOptions)
		case Counterspell:
			c.Play = a.Play
		case Double:
			c.Handle = a.Handle
		case FlyingCarpet:
			c.Space = a.Space
		}
	case ActKeep:
		c.Spell = a.Spell
	case ActPay:
		c.Amounts = a.Amounts
	case ActTake:
		c.Amounts, c.Large, c.Give = a.Amounts, a.Large, a.Give
		if !c.Large {
			c.Give = 0
		} else {
			c.Amounts = [NumKinds]int8{}
		}
	case ActSwap:
		c.Give, c.Target, c.Large = a.Give, a.Target, a.Large
	case ActPick:
		c.Art, c.Handle = a.Art, a.Handle
	}
	return c
}
