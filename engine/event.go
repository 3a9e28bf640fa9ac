package engine

// EventType names one step of the game that a UI may animate.
type EventType uint8

const (
	EvStartTreasure  EventType = iota + 1 // Seat takes Amounts small pieces from the bank
	EvRoundBegan                          // Round begins
	EvCardRevealed                        // Card (index into Deck(players)) is turned over
	EvCaveFilled                          // Space's Shelf gets Small+Large pieces from the bank
	EvGuardPlaced                         // a palace guard is placed face down
	EvTokenPlaced                         // Seat puts a token on Space (Token/Value -1/0 when hidden)
	EvPlacementDone                       // every token is placed; the tally begins
	EvSpaceBegan                          // the vizier arrives at Space
	EvTokenRevealed                       // Seat's token on Space is turned face up
	EvRanking                             // Strength and Ranking of Space; ties went in sequence order from Camel, the camel's holder (D12)
	EvTreasureTaken                       // Seat takes Shelf of cave Space (Small, Large)
	EvMarketExchange                      // Seat gives 1 of Kind Give and takes Amounts
	EvMarketDeclined                      // Seat lets the Market go
	EvCamelPassed                         // Chooser gives the camel, held by Seat, to Target
	EvGuardRevealed                       // the guard's Value is shown
	EvEntered                             // Seat enters the palace; Amount is the bribe (0 if none)
	EvRefused                             // Seat does not enter; Reason says why
	EvTokenReturned                       // Seat's Token (Value) goes back from Space
	EvOffer                               // Seat may buy in Space for Amount treasure
	EvOfferPassed                         // Seat did not buy in Space; Reason says why
	EvPaid                                // Seat pays Small/Large pieces of Kind, gets Change back
	EvArtifactBought                      // Seat buys Artifact in Space paying Pay
	EvUnsold                              // nobody bought in Space; the artifact stays
	EvCavesCleared                        // unclaimed cave treasure goes back to the bank
	EvRoundEnded                          // Round is over; tokens are home
	EvGameEnded                           // Winners (bit mask) win; Reason says how it ended

	// The magic version's events.
	EvArtifactShown   // the Artifact on top of room Space's stack is turned face up (by Seat's Mirage: Amount 1 if Artifact2, on sale, went under the stack)
	EvSpellsShuffled  // the discard pile becomes a new spell deck of Amount cards (D32)
	EvSpellDrawn      // Seat takes Spell from the deck (hidden outside the Audience); Amount 2: one of the Tent's two, set aside until Seat keeps one
	EvSpellGiven      // Seat gives Spell to Target (hidden outside the Audience)
	EvSpellDiscarded  // Spell goes face up to the discard pile; Reason says why
	EvDjinn           // Seat may use two artifacts this round (D58)
	EvWindowOpened    // players may react at Space (Amount: the WindowKind)
	EvWindowClosed    // the window at Space closes
	EvPassed          // Seat passes in the window
	EvArtifactInvoked // Seat invokes Artifact (Space, Seq: a token's handle, Target: a play)
	EvSpellPlayed     // Seat plays Spell naming Space, To, Seq (a handle), Artifact, Target (a play)
	EvPlayCancelled   // play Target (Seat's Spell) is countered: no effect (D56)
	EvPlayResolved    // play Target (Seat's Spell) has been carried out
	EvPlayFizzled     // Seat's play found its target gone and did nothing (D34 e)
	EvCarpetLaid      // Seat's Flying Carpet (handle Seq) lies in Space as a 3
	EvDoubled         // Seat's Double (handle Seq) copies token Of in Space, counting Value
	EvTokenMoved      // Seat's token (handle Seq) moves from Space to To
	EvTokenFlipped    // Seat's token (handle Seq) in Space is turned face up by a spell
	EvTreasureGiven   // Seat gives Target value Amount of Kind (pieces Small, Large)
	EvBankTaken       // Seat takes Small or Large pieces of Kind from the bank
	EvCaveClosed      // cave Space is closed this round; its treasure went to the bank
	EvArtifactSwapped // Seat gives Artifact to room Space and takes Artifact2 (Mage's Apprentice)
	EvStackSearched   // Seat looks through room Space's stack (Arts, hidden outside the Audience)
	EvModifier        // Seat's Spell changes the round (Spy, Taboo on Space, And the Last, Smuggler)
	EvArtifactsBack   // Seat's invoked artifacts go back behind the screen
	EvSpellKept       // Seat keeps Spell of the two drawn at the Tent (hidden outside the Audience)
	EvTieBroken       // the seats tied for the most artifacts (mask Amount) are parted by their Scrolls: Winners
	EvPending         // every action ends so: the game waits for Dec (DecNone once over), Flow says where the round stands, Strength, Ranking and NRank are the ranking views show
	EvResolving       // the window's asking is over: its Amount plays resolve in sequence order from the camel (D34 b)
	// NumEventTypes bounds the event types, for tables indexed by them.
	NumEventTypes
)

// Reasons carried by EvRefused, EvOfferPassed and EvGameEnded.
const (
	ReasonNone         uint8 = iota
	ReasonNoGuardToken       // refused: no token on the guard space
	ReasonDeclined           // the player chose not to
	ReasonCannotPay          // the player's treasure cannot make the payment
	ReasonNoRoomTokens       // refused: nothing to enter for (decision D27)
	ReasonLastArtifact       // game end: the last artifact was bought (D17)
	ReasonIntroThree         // game end: someone holds 3 artifacts (D18)
	ReasonSafetyEnd          // game end: the round limit was reached (D19)
	ReasonKey                // entered: the Key opened the palace (D42)
	ReasonTentSpare          // discarded: the Tent's second card had nobody to go to
	ReasonLunarEclipse       // sent home: an odd token under a Lunar Eclipse (D44)
	ReasonSolarEclipse       // sent home: an even token under a Solar Eclipse (D44)
	ReasonEyeForAnEye        // sent home: the token Eye for an Eye named (D50)
	ReasonRetaliation        // sent home: the victim's reply to Eye for an Eye (D50)
	ReasonCityTax            // sent home: City Tax was not paid for it (D45)
	ReasonSultansTax         // sent home: Sultan's Tax was not paid in full (D45)
)

// Event is one animatable step. Fields that do not apply are zero.
type Event struct {
	Type     EventType
	Seat     int8
	Target   int8
	Chooser  int8 // EvCamelPassed: the Caravanserai's strongest, who chose
	Camel    int8 // EvRanking: the camel's holder, first in the sequence order that broke ties
	Space    Space
	Shelf    int8
	Token    int8
	Value    int8
	Seq      uint8
	Give     Kind
	Kind     Kind
	Small    int8
	Large    int8
	Change   int8
	Reason   uint8
	FaceUp   bool
	Winners  uint8
	NRank    int8
	Card     int8
	Artifact Artifact
	Round    int16
	Amount   int16
	Amounts  [NumKinds]int8
	Pay      [MaxPaySlots]Kind
	Strength [MaxPlayers]int16
	Ranking  [MaxPlayers]int8
	// The magic version's fields.
	Spell     Spell
	To        Space
	Artifact2 Artifact
	Arts      [MagicStackSize]Artifact
	Of        uint8 // EvDoubled: the handle of the token copied
	// FromBottom: the tile a Mirage turned up (EvArtifactShown) or an
	// Abracadabra purchase took (EvArtifactBought) was the one everyone
	// knew lay at the bottom of the stack (D53).
	FromBottom bool
	// Dec and Flow are EvPending's: the decision the game now waits for
	// and where the flow stands.
	Dec  Decision
	Flow Flow
	// Audience is who may see the event's private details; the rest of the
	// table sees that it happened, where and when.
	Audience Audience
}

// Audience is who may see the private details of an event or a token:
// which token it is and its value (and, in the magic version, which spell
// card). The zero value is everyone.
type Audience uint8

// Everyone may see every detail.
const Everyone Audience = 0

// Only is the audience of the given seats alone.
func Only(seats ...int) Audience {
	var a Audience
	for _, p := range seats {
		a |= 1 << p
	}
	return a
}

// Includes reports whether seat (or the Spectator) may see the details.
func (a Audience) Includes(seat int) bool {
	return a == Everyone || seat >= 0 && seat < 8 && a&(1<<seat) != 0
}

// For returns the event as seat may see it (decisions D24, D25): outside
// its audience, an event keeps what happened, where and when, and loses
// which token it was and its value, which spell card and which artifacts
// (NoArtifact each: zero is the Lamp). No list of event types is involved:
// whoever emits an event sets its audience.
func (e Event) For(seat int) Event {
	if !e.Audience.Includes(seat) {
		e.Token, e.Value, e.Spell = -1, 0, NoSpell
		e.Arts = hiddenArts
	}
	return e
}

// hiddenArts is the artifact list an event shows outside its audience.
var hiddenArts = func() (arts [MagicStackSize]Artifact) {
	for i := range arts {
		arts[i] = NoArtifact
	}
	return arts
}()
