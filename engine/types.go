// Package engine holds the complete rules of Aladdin's Dragons as pure,
// deterministic Go: a State with its own seeded RNG, typed Actions in, typed
// Events out, and a View per seat. It imports nothing graphical and never
// reads the clock, files or the global RNG.
package engine

// Kind is one of the five treasure kinds. Caves are in the same order.
type Kind uint8

const (
	Crowns   Kind = iota // red
	Pearls               // white
	Gems                 // blue
	Trophies             // black
	Gold                 // gold bars
	NumKinds      = 5

	// NoKind marks an unused payment slot.
	NoKind Kind = 0xFF
)

var kindNames = [NumKinds]string{"crowns", "pearls", "gemstones", "trophies", "gold bars"}

func (k Kind) String() string {
	if k < NumKinds {
		return kindNames[k]
	}
	return "no kind"
}

// Space is a board space, numbered in the tally order of decision D11:
// caves left to right, city right to left, the guard, rooms left to right.
type Space uint8

const (
	CaveRed Space = iota
	CaveWhite
	CaveBlue
	CaveBlack
	CaveGold
	AladdinsTent
	DjinnsHouse
	Market
	Caravanserai
	Guard
	Room1
	Room2
	Room3
	Room4
	Room5
	NumSpaces = 15

	// Behind marks a token that is behind its owner's screen.
	Behind Space = 0xFF
)

const (
	NumCaves   = 5
	NumShelves = 4
	MaxRooms   = 5
	MinPlayers = 3
	MaxPlayers = 5
	NumTokens  = 8
	// MaxRoomTokens is decision D9's limit of one player's tokens in a room.
	MaxRoomTokens = 5
	// StackSize is the basic game's artifacts per room (6 per stack).
	StackSize = 6
	// MaxRounds is decision D19's safety end.
	MaxRounds = 50
	// Spectator is the seat of the public view (the hand-off screen).
	Spectator = -1
)

var spaceNames = [NumSpaces]string{
	"the red dragon's cave", "the white dragon's cave", "the blue dragon's cave",
	"the black dragon's cave", "the gold dragon's cave",
	"Aladdin's Tent", "the Djinn's House", "the Market", "the Caravanserai",
	"the palace guard", "palace room 1", "palace room 2", "palace room 3",
	"palace room 4", "palace room 5",
}

func (s Space) String() string {
	if s < NumSpaces {
		return spaceNames[s]
	}
	return "behind the screen"
}

// IsCave, IsRoom and friends classify spaces.
func (s Space) IsCave() bool { return s <= CaveGold }
func (s Space) IsCity() bool { return s >= AladdinsTent && s <= Caravanserai }
func (s Space) IsRoom() bool { return s >= Room1 && s <= Room5 }

// Cave is the treasure kind of a cave space (caves and kinds share order).
func (s Space) Cave() Kind { return Kind(s) }

// Room is the 0-based room index of a room space.
func (s Space) Room() int { return int(s - Room1) }

// RoomSpace is the space of the 0-based room r.
func RoomSpace(r int) Space { return Room1 + Space(r) }

// numerals are the numbers printed on a player's eight tokens; token i shows
// numerals[i]. There is no 3. What a token counts for can differ in the
// magic version (And the Last Will Be the First): the engine asks
// State.value, screens and bots read TokenView.Value or View.ValueOf.
var numerals = [NumTokens]int8{1, 2, 4, 5, 6, 7, 8, 9}

// Numeral is the number printed on token t, the token's name ("your 9").
// It is not what the token counts for: read that from the View.
func Numeral(t int) int8 {
	if t < 0 || t >= NumTokens {
		return 0
	}
	return numerals[t]
}

// Artifact is one of the six artifact types.
type Artifact uint8

const (
	Lamp Artifact = iota
	Counterspell
	Double
	FlyingCarpet
	Key
	Scroll
	NumArtifactTypes = 6
)
