package engine

// Purse holds treasure as physical pieces (decision D2): small pieces are
// worth 1, large ones 3, per kind.
type Purse struct {
	Small [NumKinds]int8
	Large [NumKinds]int8
}

// Box is the full treasure supply of decision D2: per kind 14 small, 5 large.
var Box = Purse{
	Small: [NumKinds]int8{14, 14, 14, 14, 14},
	Large: [NumKinds]int8{5, 5, 5, 5, 5},
}

// Value is the worth of kind k in the purse.
func (p *Purse) Value(k Kind) int { return int(p.Small[k]) + 3*int(p.Large[k]) }

// Total is the worth of the whole purse.
func (p *Purse) Total() int {
	t := 0
	for k := Kind(0); k < NumKinds; k++ {
		t += p.Value(k)
	}
	return t
}

// Shelf is the treasure lying on one cave shelf (always of the cave's kind).
type Shelf struct {
	Small, Large int8
}

// Value of a shelf.
func (s Shelf) Value() int { return int(s.Small) + 3*int(s.Large) }

// payPlan says which pieces settle a payment of one kind: the payer hands
// over small and large pieces and the bank hands back change in small ones.
type payPlan struct {
	Small, Large, Change int8
	OK                   bool
}

// planPayment works out how a purse pays value v of kind k to the bank,
// making change automatically when the bank can (decision D3). Exact payment
// is preferred; otherwise the fewest large pieces that cover the sum are
// broken and the bank returns the change in small pieces.
func planPayment(payer, bank *Purse, k Kind, v int) payPlan {
	if v == 0 {
		return payPlan{OK: true}
	}
	s, l := int(payer.Small[k]), int(payer.Large[k])
	if s+3*l < v {
		return payPlan{}
	}
	// Exact: as many large as fit, the rest in small.
	x := v / 3
	if x > l {
		x = l
	}
	if y := v - 3*x; y <= s {
		return payPlan{Small: int8(y), Large: int8(x), OK: true}
	}
	// Change needed: all small pieces plus the fewest large ones to cover.
	x = (v - s + 2) / 3
	y := v - 3*x
	if y < 0 {
		y = 0
	}
	if y > s {
		y = s
	}
	change := 3*x + y - v
	if int(bank.Small[k])+y < change {
		return payPlan{}
	}
	return payPlan{Small: int8(y), Large: int8(x), Change: int8(change), OK: true}
}

// canPay reports whether the purse can pay v of kind k, change included.
func canPay(payer, bank *Purse, k Kind, v int) bool {
	return planPayment(payer, bank, k, v).OK
}

// execute moves the pieces of a plan between payer and bank.
func (pl payPlan) execute(payer, bank *Purse, k Kind) {
	payer.Small[k] -= pl.Small
	payer.Large[k] -= pl.Large
	bank.Small[k] += pl.Small
	bank.Large[k] += pl.Large
	bank.Small[k] -= pl.Change
	payer.Small[k] += pl.Change
}

// fillShelf takes value v of kind k from the bank for a cave shelf, large
// pieces first. If the bank runs short the shelf gets what is left (decision
// D26 in engine/RULES-NOTES.md).
func fillShelf(bank *Purse, k Kind, v int) Shelf {
	x := v / 3
	if x > int(bank.Large[k]) {
		x = int(bank.Large[k])
	}
	y := v - 3*x
	if y > int(bank.Small[k]) {
		y = int(bank.Small[k])
	}
	bank.Large[k] -= int8(x)
	bank.Small[k] -= int8(y)
	return Shelf{Small: int8(y), Large: int8(x)}
}
