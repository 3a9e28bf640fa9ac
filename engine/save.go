package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// SaveFormat names our save files; SaveVersion is the newest format this
// build writes and reads.
const (
	SaveFormat  = "aladdins-dragons-record"
	SaveVersion = 1
)

// Record is a game as a replayable log: the configuration (seed included)
// and every action in order. Loading replays it and checks the state hash.
type Record struct {
	Format  string   `json:"format"`
	Version int      `json:"version"`
	Config  Config   `json:"config"`
	Actions []Action `json:"-"`
	Moves   []string `json:"actions"`
	Hash    string   `json:"hash"`
}

// NewRecord starts an empty record for a configuration.
func NewRecord(cfg Config) *Record {
	return &Record{Format: SaveFormat, Version: SaveVersion, Config: cfg}
}

// Add appends an applied action.
func (r *Record) Add(a Action) { r.Actions = append(r.Actions, a) }

// Marshal writes the record with the hash of the state it leads to.
func (r *Record) Marshal(s *State) ([]byte, error) {
	out := *r
	out.Moves = make([]string, len(r.Actions))
	for i, a := range r.Actions {
		out.Moves[i] = encodeAction(a)
	}
	out.Hash = strconv.FormatUint(s.Hash(), 16)
	return json.MarshalIndent(&out, "", " ")
}

// SaveError explains why a save cannot be loaded.
type SaveError struct{ Reason string }

func (e *SaveError) Error() string { return "cannot load the saved game: " + e.Reason }

func saveErr(format string, a ...any) error {
	return &SaveError{fmt.Sprintf(format, a...)}
}

// Load reads a record, replays it and checks that it reaches the hash it
// claims. Corrupt, truncated, tampered or newer-version data is an error.
func Load(data []byte) (*State, *Record, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return nil, nil, saveErr("the file is empty")
	}
	if err := json.Unmarshal(data, &head); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) || strings.Contains(err.Error(), "unexpected end") {
			return nil, nil, saveErr("the file is truncated or damaged (%v)", err)
		}
		return nil, nil, saveErr("the file is not a saved game (%v)", err)
	}
	if head.Format != SaveFormat {
		return nil, nil, saveErr("the file is not an Aladdin's Dragons saved game")
	}
	if head.Version > SaveVersion {
		return nil, nil, saveErr("it was written by a newer version of the game (format %d; this one reads up to %d)", head.Version, SaveVersion)
	}
	if head.Version < 1 {
		return nil, nil, saveErr("its format version %d is unknown", head.Version)
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, nil, saveErr("the file is damaged (%v)", err)
	}
	s, err := New(r.Config)
	if err != nil {
		return nil, nil, saveErr("its settings are invalid: %v", err)
	}
	buf := make([]Event, 0, 256)
	for i, m := range r.Moves {
		a, err := decodeAction(m)
		if err != nil {
			return nil, nil, saveErr("move %d (%q) is damaged: %v", i+1, m, err)
		}
		if buf, err = s.Step(a, buf[:0]); err != nil {
			return nil, nil, saveErr("move %d is not legal in the replayed game: %v", i+1, err)
		}
		r.Actions = append(r.Actions, a)
	}
	if want := strconv.FormatUint(s.Hash(), 16); r.Hash != want {
		return nil, nil, saveErr("the file was altered: the replayed game does not match its checksum")
	}
	r.Moves = nil
	return s, &r, nil
}

// Replay builds the state a record leads to without checking the hash.
func Replay(cfg Config, actions []Action) (*State, error) {
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	buf := make([]Event, 0, 256)
	for i, a := range actions {
		if buf, err = s.Step(a, buf[:0]); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return s, nil
}

// encodeAction writes an action as a short line: a letter for the type,
// then the seat and the type's fields, separated by colons.
func encodeAction(a Action) string {
	amounts := func() string {
		var b strings.Builder
		for k, n := range a.Amounts {
			if k > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(int(n)))
		}
		return b.String()
	}
	switch a.Type {
	case ActChooseStart:
		return fmt.Sprintf("S%d:%s", a.Seat, amounts())
	case ActPlace:
		return fmt.Sprintf("P%d:%d:%d", a.Seat, a.Token, a.Space)
	case ActMarket:
		return fmt.Sprintf("M%d:%d:%s", a.Seat, a.Give, amounts())
	case ActGiveCamel:
		return fmt.Sprintf("C%d:%d", a.Seat, a.Target)
	case ActBribe:
		return fmt.Sprintf("B%d:%s", a.Seat, amounts())
	case ActBuy:
		var b strings.Builder
		for _, k := range a.Pay {
			if k == NoKind {
				b.WriteByte('-')
			} else {
				b.WriteByte('0' + byte(k))
			}
		}
		return fmt.Sprintf("Y%d:%s", a.Seat, b.String())
	case ActDecline:
		return fmt.Sprintf("D%d", a.Seat)
	}
	return "?"
}

// decodeAction parses encodeAction's form strictly.
func decodeAction(m string) (Action, error) {
	a := Action{}.Canonical() // no payment kinds chosen
	if len(m) < 2 || len(m) > 64 {
		return a, errors.New("wrong length")
	}
	parts := strings.Split(m[1:], ":")
	num := func(s string, lo, hi int) (int8, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("%q is not a number from %d to %d", s, lo, hi)
		}
		return int8(n), nil
	}
	want := map[byte]int{'S': 2, 'P': 3, 'M': 3, 'C': 2, 'B': 2, 'Y': 2, 'D': 1}[m[0]]
	if want == 0 {
		return a, fmt.Errorf("unknown move type %q", m[0])
	}
	if len(parts) != want {
		return a, fmt.Errorf("want %d fields, got %d", want, len(parts))
	}
	seat, err := num(parts[0], 0, MaxPlayers-1)
	if err != nil {
		return a, err
	}
	a.Seat = seat
	amounts := func(s string) error {
		f := strings.Split(s, ",")
		if len(f) != NumKinds {
			return fmt.Errorf("want %d amounts", NumKinds)
		}
		for k := range f {
			n, err := num(f[k], 0, 99)
			if err != nil {
				return err
			}
			a.Amounts[k] = n
		}
		return nil
	}
	switch m[0] {
	case 'S':
		a.Type = ActChooseStart
		err = amounts(parts[1])
	case 'P':
		a.Type = ActPlace
		if a.Token, err = num(parts[1], 0, NumTokens-1); err == nil {
			var sp int8
			sp, err = num(parts[2], 0, NumSpaces-1)
			a.Space = Space(sp)
		}
	case 'M':
		a.Type = ActMarket
		var g int8
		if g, err = num(parts[1], 0, NumKinds-1); err == nil {
			a.Give = Kind(g)
			err = amounts(parts[2])
		}
	case 'C':
		a.Type = ActGiveCamel
		a.Target, err = num(parts[1], 0, MaxPlayers-1)
	case 'B':
		a.Type = ActBribe
		err = amounts(parts[1])
	case 'Y':
		a.Type = ActBuy
		if len(parts[1]) != MaxPaySlots {
			return a, fmt.Errorf("want %d payment slots", MaxPaySlots)
		}
		for i := 0; i < MaxPaySlots; i++ {
			switch ch := parts[1][i]; {
			case ch == '-':
				a.Pay[i] = NoKind
			case ch >= '0' && ch < '0'+NumKinds:
				a.Pay[i] = Kind(ch - '0')
			default:
				return a, fmt.Errorf("bad payment kind %q", ch)
			}
		}
	case 'D':
		a.Type = ActDecline
	}
	return a.Canonical(), err
}

// EncodeAction and DecodeAction expose the compact move form to tools.
func EncodeAction(a Action) string { return encodeAction(a) }

// DecodeAction parses a move written by EncodeAction.
func DecodeAction(m string) (Action, error) { return decodeAction(m) }
