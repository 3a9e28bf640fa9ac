package engine

// Typed constructors and accessors for the events whose shared fields
// (Amount, Seq, Target) mean different things per type. Event stays one
// flat value type, so building and reading events allocates nothing and
// the saved and hashed forms are unchanged; these only name the meaning.

// CamelPassedEvent: chooser gives the camel, held by holder, to seat to.
func CamelPassedEvent(holder, to, chooser int8) Event {
	return Event{Type: EvCamelPassed, Seat: holder, Target: to, Chooser: chooser}
}

// EnteredEvent: seat enters the palace, paying bribe (0 if none) as paid,
// for reason (ReasonKey when the Key opened it).
func EnteredEvent(seat int8, bribe int, paid [NumKinds]int8, reason uint8) Event {
	return Event{Type: EvEntered, Seat: seat, Amount: int16(bribe), Amounts: paid, Reason: reason}
}

// OfferEvent: seat may buy in room for price treasure.
func OfferEvent(seat int8, room Space, price int) Event {
	return Event{Type: EvOffer, Seat: seat, Space: room, Amount: int16(price)}
}

// SpellsShuffledEvent: the discard pile becomes a deck of cards cards.
func SpellsShuffledEvent(cards int) Event {
	return Event{Type: EvSpellsShuffled, Amount: int16(cards)}
}

// SpellDrawnEvent: seat draws sp, one of the Tent's two when fromTent;
// seat alone sees which.
func SpellDrawnEvent(seat int, sp Spell, fromTent bool) Event {
	e := Event{Type: EvSpellDrawn, Seat: int8(seat), Spell: sp, Audience: Only(seat)}
	if fromTent {
		e.Amount = 2
	}
	return e
}

// SpellGivenEvent: seat from gives sp to seat to; the two alone see which.
func SpellGivenEvent(from, to int, sp Spell) Event {
	return Event{Type: EvSpellGiven, Seat: int8(from), Target: int8(to), Spell: sp, Audience: Only(from, to)}
}

// WindowOpenedEvent: players may react at sp, a window of the given kind;
// opener is the seat whose play or moment opened it (0 when none does,
// and sp is 0 for a window on a placement turn).
func WindowOpenedEvent(opener int8, sp Space, kind WindowKind) Event {
	return Event{Type: EvWindowOpened, Seat: opener, Space: sp, Amount: int16(kind)}
}

// PaidEvent: seat pays worth in pieces of kind k (small and large, change
// back from the bank).
func PaidEvent(seat int, k Kind, worth int, small, large, change int8) Event {
	return Event{Type: EvPaid, Seat: int8(seat), Kind: k, Small: small, Large: large, Change: change, Amount: int16(worth)}
}

// TreasureGivenEvent: seat from gives seat to pieces of kind k worth worth
// (small and large pieces, change back from the bank).
func TreasureGivenEvent(from, to int, k Kind, worth int, small, large, change int8) Event {
	return Event{Type: EvTreasureGiven, Seat: int8(from), Target: int8(to), Kind: k,
		Amount: int16(worth), Small: small, Large: large, Change: change}
}

// TieBrokenEvent: the seats in tied are parted by their Scrolls; winners win.
func TieBrokenEvent(tied, winners uint8) Event {
	return Event{Type: EvTieBroken, Amount: int16(tied), Winners: winners}
}

// ResolvingEvent: the asking is over and plays plays resolve.
func ResolvingEvent(plays int8) Event { return Event{Type: EvResolving, Amount: int16(plays)} }

// CarpetLaidEvent: seat's Flying Carpet, token handle, lies in sp as a 3.
func CarpetLaidEvent(seat int8, sp Space, handle uint8) Event {
	return Event{Type: EvCarpetLaid, Seat: seat, Space: sp, Seq: handle, Value: 3, Token: CarpetToken}
}

// DoubledEvent: seat's Double, token handle, copies token of in sp,
// counting value.
func DoubledEvent(seat int8, sp Space, handle, of uint8, value int8) Event {
	return Event{Type: EvDoubled, Seat: seat, Space: sp, Seq: handle, Of: of, Value: value, Token: DoubleToken}
}

// PlayCancelledEvent: play j of the window, pl, is countered (D56).
func PlayCancelledEvent(pl Play, j int8) Event {
	return Event{Type: EvPlayCancelled, Seat: pl.Seat, Spell: pl.Spell, Artifact: pl.Art, Target: j}
}

// PlayResolvedEvent: play j of the window, pl's spell, has been carried out.
func PlayResolvedEvent(pl Play, j int8) Event {
	return Event{Type: EvPlayResolved, Seat: pl.Seat, Spell: pl.Spell, Target: j}
}

// Handle is the public handle of the token an event is about: the token
// placed, revealed, moved or turned (EvTokenPlaced, EvTokenRevealed,
// EvTokenMoved, EvTokenFlipped), the Carpet or Double laid (EvCarpetLaid,
// EvDoubled), or the one a play names (EvArtifactInvoked, EvSpellPlayed).
func (e Event) Handle() uint8 { return e.Seq }

// PlayIndex is the play in the window an event names: the one a
// Counterspell cancels (EvArtifactInvoked, EvSpellPlayed), or the one
// countered or carried out (EvPlayCancelled, EvPlayResolved).
func (e Event) PlayIndex() int8 { return e.Target }

// Recipient is the seat that receives: the camel (EvCamelPassed), a spell
// card (EvSpellGiven) or treasure (EvTreasureGiven).
func (e Event) Recipient() int8 { return e.Target }

// Bribe is what an EvEntered seat paid the guard (0: none).
func (e Event) Bribe() int { return int(e.Amount) }

// Price is what an EvOffer's artifact costs.
func (e Event) Price() int { return int(e.Amount) }

// Cards is how many cards an EvSpellsShuffled deck holds.
func (e Event) Cards() int { return int(e.Amount) }

// FromTent: an EvSpellDrawn card is one of the Tent's two, set aside until
// its seat keeps one.
func (e Event) FromTent() bool { return e.Amount == 2 }

// Window is the moment an EvWindowOpened window belongs to.
func (e Event) Window() WindowKind { return WindowKind(e.Amount) }

// Worth is the value of the treasure an EvPaid pays or an EvTreasureGiven
// gives.
func (e Event) Worth() int { return int(e.Amount) }

// TiedSeats are the seats (a bit mask) an EvTieBroken parted.
func (e Event) TiedSeats() uint8 { return uint8(e.Amount) }

// Plays is how many plays an EvResolving resolves.
func (e Event) Plays() int { return int(e.Amount) }

// WentUnder: the tile on sale went under the stack when an
// EvArtifactShown's Mirage turned another up (it is Artifact2).
func (e Event) WentUnder() bool { return e.Amount == 1 }

// Searched is how many tiles of the stack an EvStackSearched looked
// through (its Arts, bottom first).
func (e Event) Searched() int { return int(e.Amount) }

// Claimed are the city spaces (a bit mask by Space) a Smuggler's
// EvModifier claims (D52).
func (e Event) Claimed() uint16 { return uint16(e.Amount) }
