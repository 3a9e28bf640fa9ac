package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// SaveFormat names our save files; SaveVersion is the newest format this
// build writes and reads. Basic games are written in format 1, exactly as
// before the magic version existed; magic games need format 2, whose move
// alphabet adds the magic actions (magic-spec 3.9).
const (
	SaveFormat  = "aladdins-dragons-record"
	SaveVersion = 2
)

// recordVersion is the format a game's record is written in.
func recordVersion(cfg Config) int {
	if cfg.Magic {
		return 2
	}
	return 1
}

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
	return &Record{Format: SaveFormat, Version: recordVersion(cfg), Config: cfg}
}

// Add appends an applied action.
func (r *Record) Add(a Action) { r.Actions = append(r.Actions, a) }

// Marshal writes the record with the hash of the state it leads to.
func (r *Record) Marshal(s *State) ([]byte, error) {
	out := *r
	out.Version = recordVersion(r.Config)
	out.Moves = make([]string, len(r.Actions))
	for i, a := range r.Actions {
		out.Moves[i] = encodeAction(a, out.Version)
	}
	out.Hash = strconv.FormatUint(s.Hash(), 16)
	return json.MarshalIndent(&out, "", " ")
}

// SaveError explains why a save cannot be loaded. Reason is in English;
// Wording gives it as a sentence with its arguments, like ConfigError's.
type SaveError struct {
	Reason string
	format string
	args   []any
}

func (e *SaveError) Error() string { return "cannot load the saved game: " + e.Reason }

// Wording is the reason's English with fmt verbs, and its arguments.
func (e *SaveError) Wording() (string, []any) { return e.format, e.args }

func saveErr(format string, a ...any) error {
	return &SaveError{Reason: fmt.Sprintf(format, a...), format: format, args: a}
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
	if want := recordVersion(r.Config); head.Version != want {
		return nil, nil, saveErr("the file was altered: a %s game is saved in format %d, not %d", gameKind(r.Config), want, head.Version)
	}
	s, err := New(r.Config)
	if err != nil {
		return nil, nil, saveErr("its settings are invalid: %v", err)
	}
	buf := make([]Event, 0, 256)
	for i, m := range r.Moves {
		a, err := decodeAction(m, head.Version)
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

func gameKind(cfg Config) string {
	if cfg.Magic {
		return "magic"
	}
	return "basic"
}

// encodeAction writes an action in its canonical form as a short line: a
// letter for the type, then the seat and the type's fields, separated by
// colons. Format 1 knows the basic game's letters; format 2 adds the
// magic version's and pays for Carpets and Doubles in purchases:
//
//	X<seat>                     pass
//	K<seat>:<spell>[:s..][:h..][:t..][:a..][:p..]   cast, with the card's
//	                            targets (space, handle, to, artifact, play)
//	                            each written only when not zero
//	I<seat>:<art>[:s..][:h..][:p..]  invoke
//	E<seat>:<spell>             keep a Tent card
//	R<seat>:<5 values>          pay
//	T<seat>:<5 counts> | T<seat>:L<kind>   take (small pieces, or a large one)
//	W<seat>:<give>:<take>[:L]   swap one piece (:L both large)
//	Q<seat>[:a..][:h..]         pick an artifact or a token
//	Y<seat>:<10+3 kinds>        buy (format 2: three more for virtual tokens)
func encodeAction(a Action, version int) string {
	a = a.Canonical()
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
	kinds := func(ks []Kind) string {
		var b strings.Builder
		for _, k := range ks {
			if k == NoKind {
				b.WriteByte('-')
			} else {
				b.WriteByte('0' + byte(k))
			}
		}
		return b.String()
	}
	tags := func(b *strings.Builder, pairs ...any) string {
		for i := 0; i < len(pairs); i += 2 {
			if v := pairs[i+1].(int); v != 0 {
				fmt.Fprintf(b, ":%c%d", pairs[i].(rune), v)
			}
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
		if version >= 2 {
			return fmt.Sprintf("Y%d:%s%s", a.Seat, kinds(a.Pay[:]), kinds(a.Extra[:]))
		}
		return fmt.Sprintf("Y%d:%s", a.Seat, kinds(a.Pay[:]))
	case ActDecline:
		return fmt.Sprintf("D%d", a.Seat)
	}
	if version < 2 {
		return "?"
	}
	var b strings.Builder
	switch a.Type {
	case ActPass:
		return fmt.Sprintf("X%d", a.Seat)
	case ActCast:
		fmt.Fprintf(&b, "K%d:%d", a.Seat, a.Spell)
		return tags(&b, 's', int(a.Space), 'h', int(a.Handle), 't', int(a.To), 'a', int(a.Art), 'p', int(a.Play))
	case ActInvoke:
		fmt.Fprintf(&b, "I%d:%d", a.Seat, a.Art)
		return tags(&b, 's', int(a.Space), 'h', int(a.Handle), 'p', int(a.Play))
	case ActKeep:
		return fmt.Sprintf("E%d:%d", a.Seat, a.Spell)
	case ActPay:
		return fmt.Sprintf("R%d:%s", a.Seat, amounts())
	case ActTake:
		if a.Large {
			return fmt.Sprintf("T%d:L%d", a.Seat, a.Give)
		}
		return fmt.Sprintf("T%d:%s", a.Seat, amounts())
	case ActSwap:
		large := ""
		if a.Large {
			large = ":L"
		}
		return fmt.Sprintf("W%d:%d:%d%s", a.Seat, a.Give, a.Target, large)
	case ActPick:
		fmt.Fprintf(&b, "Q%d", a.Seat)
		return tags(&b, 'a', int(a.Art), 'h', int(a.Handle))
	}
	return "?"
}

// decodeAction parses encodeAction's form strictly. In format 2 a move must
// also be exactly what encodeAction writes for the action it names (no
// field its type ignores, no leading zeros, tags in order), so that each
// action has one spelling.
func decodeAction(m string, version int) (Action, error) {
	a, err := decodeFields(m, version)
	if err != nil {
		return a, err
	}
	if version >= 2 && encodeAction(a, version) != m {
		return a, errors.New("not written in the canonical form")
	}
	return a, nil
}

// moveFields is the number of colon-separated fields each letter has (the
// seat included); for the magic letters with optional tags, the least.
var moveFields = map[byte][2]int{
	'S': {2, 2}, 'P': {3, 3}, 'M': {3, 3}, 'C': {2, 2}, 'B': {2, 2}, 'Y': {2, 2}, 'D': {1, 1},
	'X': {1, 1}, 'K': {2, 7}, 'I': {2, 5}, 'E': {2, 2}, 'R': {2, 2}, 'T': {2, 2}, 'W': {3, 4}, 'Q': {1, 3},
}

func decodeFields(m string, version int) (Action, error) {
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
	nf, known := moveFields[m[0]]
	if !known || version < 2 && strings.IndexByte("XKIERTWQ", m[0]) >= 0 {
		return a, fmt.Errorf("unknown move type %q", m[0])
	}
	if len(parts) < nf[0] || len(parts) > nf[1] {
		if nf[0] == nf[1] {
			return a, fmt.Errorf("want %d fields, got %d", nf[0], len(parts))
		}
		return a, fmt.Errorf("want %d to %d fields, got %d", nf[0], nf[1], len(parts))
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
	kinds := func(s string, out []Kind) error {
		for i := range out {
			switch ch := s[i]; {
			case ch == '-':
				out[i] = NoKind
			case ch >= '0' && ch < '0'+NumKinds:
				out[i] = Kind(ch - '0')
			default:
				return fmt.Errorf("bad payment kind %q", ch)
			}
		}
		return nil
	}
	// tagged reads optional fields written as a letter and a number, in
	// the order given by letters.
	tagged := func(fields []string, letters string, set func(letter byte, v int) error) error {
		next := 0
		for _, f := range fields {
			if len(f) < 2 {
				return fmt.Errorf("bad field %q", f)
			}
			i := strings.IndexByte(letters[next:], f[0])
			if i < 0 {
				return fmt.Errorf("unexpected field %q", f)
			}
			next += i + 1
			n, err := strconv.Atoi(f[1:])
			if err != nil {
				return fmt.Errorf("%q is not a number", f[1:])
			}
			if err := set(f[0], n); err != nil {
				return err
			}
		}
		return nil
	}
	inRange := func(n, lo, hi int) error {
		if n < lo || n > hi {
			return fmt.Errorf("%d is not a number from %d to %d", n, lo, hi)
		}
		return nil
	}
	targets := func(letter byte, n int) error {
		switch letter {
		case 's':
			a.Space = Space(n)
			return inRange(n, 1, NumSpaces-1)
		case 't':
			a.To = Space(n)
			return inRange(n, 1, NumSpaces-1)
		case 'h':
			a.Handle = uint8(n)
			return inRange(n, 1, 255)
		case 'a':
			a.Art = Artifact(n)
			return inRange(n, 1, NumArtifactTypes-1)
		case 'p':
			a.Play = int8(n)
			return inRange(n, 1, MaxPlays-1)
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
		want := MaxPaySlots
		if version >= 2 {
			want += MaxExtra
		}
		if len(parts[1]) != want {
			return a, fmt.Errorf("want %d payment slots", want)
		}
		if err = kinds(parts[1][:MaxPaySlots], a.Pay[:]); err == nil {
			err = kinds(parts[1][MaxPaySlots:], a.Extra[:len(parts[1])-MaxPaySlots])
		}
	case 'D':
		a.Type = ActDecline
	case 'X':
		a.Type = ActPass
	case 'K':
		a.Type = ActCast
		var sp int8
		if sp, err = num(parts[1], 0, NumSpells-1); err == nil {
			a.Spell = Spell(sp)
			err = tagged(parts[2:], "shtap", targets)
		}
	case 'I':
		a.Type = ActInvoke
		var art int8
		if art, err = num(parts[1], 0, NumArtifactTypes-1); err == nil {
			a.Art = Artifact(art)
			err = tagged(parts[2:], "shp", targets)
		}
	case 'E':
		a.Type = ActKeep
		var sp int8
		sp, err = num(parts[1], 0, NumSpells-1)
		a.Spell = Spell(sp)
	case 'R':
		a.Type = ActPay
		err = amounts(parts[1])
	case 'T':
		a.Type = ActTake
		if strings.HasPrefix(parts[1], "L") {
			a.Large = true
			var k int8
			k, err = num(parts[1][1:], 0, NumKinds-1)
			a.Give = Kind(k)
		} else {
			err = amounts(parts[1])
		}
	case 'W':
		a.Type = ActSwap
		var g int8
		if g, err = num(parts[1], 0, NumKinds-1); err == nil {
			a.Give = Kind(g)
			a.Target, err = num(parts[2], 0, NumKinds-1)
		}
		if err == nil && len(parts) == 4 {
			if parts[3] != "L" {
				return a, fmt.Errorf("bad field %q", parts[3])
			}
			a.Large = true
		}
	case 'Q':
		a.Type = ActPick
		err = tagged(parts[1:], "ah", targets)
	}
	return a.Canonical(), err
}

// EncodeAction and DecodeAction expose the compact move form to tools, in
// the newest format.
func EncodeAction(a Action) string { return encodeAction(a, SaveVersion) }

// DecodeAction parses a move written by EncodeAction.
func DecodeAction(m string) (Action, error) { return decodeAction(m, SaveVersion) }

// EncodeMoves writes actions as a record of cfg's game writes them, for a
// save that appends the moves made since its last write.
func EncodeMoves(cfg Config, actions []Action) []string {
	v := recordVersion(cfg)
	out := make([]string, len(actions))
	for i, a := range actions {
		out[i] = encodeAction(a, v)
	}
	return out
}
