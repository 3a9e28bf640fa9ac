package engine

// Phase is where the round stands.
type Phase uint8

// It is a summary for views and the hash; the decision stack (flow.go) is
// what the game waits for.
const (
	PhaseStart  Phase = iota + 1 // choosing starting treasure (D4)
	PhasePlace                   // placing tokens
	PhaseTally                   // the vizier is tallying (transient inside Apply)
	PhaseMarket                  // the Market's strongest decides
	PhaseCamel                   // the Caravanserai's strongest gives the camel
	PhaseBribe                   // a player below the guard decides on a bribe
	PhaseBuy                     // a room's offer waits for an answer
	PhaseOver                    // the game has ended
)

// core is every rules fact of a game in fixed-size fields, so that a clone
// is one copy and the hash is a byte encoding.
type core struct {
	Players int8
	Intro   bool
	Phase   Phase
	Round   int16
	Camel   int8
	Turn    int8
	Placed  uint8 // placements made this round (the next token's Seq - 1)
	Started int8  // players who have chosen starting treasure

	TokenAt [MaxPlayers][NumTokens]Space
	Seq     [MaxPlayers][NumTokens]uint8
	Left    [MaxPlayers]int8
	Shown   [NumSpaces]bool // tallied: its tokens are face up

	Bank    Purse
	Purse   [MaxPlayers]Purse
	Shelves [NumCaves][NumShelves]Shelf

	Stack    [MaxRooms][StackSize]Artifact
	StackLen [MaxRooms]int8
	Owned    [MaxPlayers][NumArtifactTypes]int8

	Deck    [DeckSize]int8
	DeckPos int8
	Card    int8
	Guard   int8

	Tally   Space
	Step    int8 // guard: sequence position being asked; room: offer index
	Entered [MaxPlayers]bool
	Rank    [MaxPlayers]int8
	NRank   int8
	Str     [MaxPlayers]int16

	Winners uint8
	EndWhy  uint8
	RNG     rng

	// The decision stack and the tally cursor's point (flow.go). In the
	// basic game they follow from the fields above, so they are hashed only
	// in magic games and a basic game hashes as it always has.
	Dec   [MaxDepth]Decision `hash:"magic"`
	Depth int8               `hash:"magic"`
	At    Point              `hash:"magic"`

	// M is the magic version's state (magic.go), zero in the basic game.
	M magicCore `hash:"magic"`
}

// State is a game in progress: configuration plus the rules facts.
type State struct {
	cfg Config
	c   core
	// sink is the event buffer while an action is applied (Step).
	sink []Event
}

// Config returns the configuration the game was started with.
func (s *State) Config() Config { return s.cfg }

// Clone returns an independent copy.
func (s *State) Clone() *State {
	n := *s
	return &n
}

// CopyFrom overwrites s with o without allocating (for search).
func (s *State) CopyFrom(o *State) { *s = *o }

// NumPlayers in the game.
func (s *State) NumPlayers() int { return int(s.c.Players) }

// Round number, from 1.
func (s *State) Round() int { return int(s.c.Round) }

// Phase of the round.
func (s *State) Phase() Phase { return s.c.Phase }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.c.Phase == PhaseOver }

// Winners returns the winning seats (several on a shared win, D17).
func (s *State) Winners() []int {
	var w []int
	for p := 0; p < int(s.c.Players); p++ {
		if s.c.Winners&(1<<p) != 0 {
			w = append(w, p)
		}
	}
	return w
}

// EndReason says how the game ended (ReasonLastArtifact, ...).
func (s *State) EndReason() uint8 { return s.c.EndWhy }

// Camel is the seat holding the camel, first in sequence order.
func (s *State) Camel() int { return int(s.c.Camel) }

// GuardTile is this round's palace guard, face down or turned (0 when no
// round is under way). It is hidden information: a seat learns it from
// its View once it is turned; this is for looking back at a game.
func (s *State) GuardTile() int { return int(s.c.Guard) }

// Artifacts a seat holds.
func (s *State) Artifacts(seat int) int {
	n := 0
	for _, c := range s.c.Owned[seat] {
		n += int(c)
	}
	return n
}

// Purse of a seat (its treasure behind the screen).
func (s *State) Purse(seat int) Purse { return s.c.Purse[seat] }

// Bank is the treasury.
func (s *State) Bank() Purse { return s.c.Bank }

// ArtifactsLeft counts the artifacts still in the room stacks.
func (s *State) ArtifactsLeft() int {
	n := 0
	for r := 0; r < int(s.c.Players); r++ {
		n += int(s.c.StackLen[r])
	}
	return n
}

// seqSeat is the seat at position i of the player sequence from the camel.
func (s *State) seqSeat(i int) int { return (int(s.c.Camel) + i) % int(s.c.Players) }

// seqPos is a seat's position in the player sequence.
func (s *State) seqPos(seat int) int {
	n := int(s.c.Players)
	return (seat - int(s.c.Camel) + n) % n
}

// New starts a game: decision D1-D7 set-up. The first decision is each
// player's choice of starting treasure.
func New(cfg Config) (*State, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if deckErr != nil {
		return nil, deckErr
	}
	s := &State{cfg: cfg}
	c := &s.c
	c.Players = int8(cfg.Players)
	c.Intro = cfg.Intro
	c.RNG = rng{S: cfg.Seed}
	c.Bank = Box
	for p := range c.TokenAt {
		for t := range c.TokenAt[p] {
			c.TokenAt[p][t] = Behind
		}
	}
	if cfg.FirstPlayer >= 0 {
		c.Camel = int8(cfg.FirstPlayer) // decision D7
	} else {
		c.Camel = int8(c.RNG.intn(cfg.Players))
	}
	s.dealArtifacts()
	if cfg.Magic {
		s.setUpMagic()
	}
	for i := range c.Deck {
		c.Deck[i] = int8(i)
	}
	s.shuffleDeck()
	c.Card = -1
	s.push(Decision{Type: DecStartTreasure, Seat: int8(s.seqSeat(0))})
	return s, nil
}

// dealArtifacts shuffles the box's 30 artifacts (5 per type) and
// stacks 6 per room for the rooms in use (basic game set-up).
func (s *State) dealArtifacts() {
	var pool [NumArtifactTypes * 5]Artifact
	for i := range pool {
		pool[i] = Artifact(i / 5)
	}
	for i := len(pool) - 1; i > 0; i-- {
		j := s.c.RNG.intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	for r := 0; r < int(s.c.Players); r++ {
		copy(s.c.Stack[r][:], pool[r*StackSize:(r+1)*StackSize])
		s.c.StackLen[r] = StackSize
	}
}

// shuffleDeck shuffles the whole treasure deck (also when it runs out, D6).
func (s *State) shuffleDeck() {
	d := &s.c.Deck
	for i := len(d) - 1; i > 0; i-- {
		j := s.c.RNG.intn(i + 1)
		d[i], d[j] = d[j], d[i]
	}
	s.c.DeckPos = 0
}
