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
	EvRanking                             // Strength and Ranking of Space
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
)

// Event is one animatable step. Fields that do not apply are zero.
type Event struct {
	Type     EventType
	Seat     int8
	Target   int8
	Chooser  int8 // EvCamelPassed: the Caravanserai's strongest, who chose
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
}

// For returns the event as seat may see it (decisions D24, D25): another
// player's face-down placement shows where and when, never which token.
func (e Event) For(seat int) Event {
	hidden := e.Type == EvTokenPlaced || e.Type == EvTokenReturned // a refused player's room tokens go home unseen
	if hidden && int(e.Seat) != seat && !e.FaceUp {
		e.Token, e.Value = -1, 0
	}
	return e
}
