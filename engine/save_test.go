package engine

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// playRandom plays n random actions and returns the state and its record.
func playRandom(t testing.TB, cfg Config, n int) (*State, *Record) {
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec := NewRecord(cfg)
	r := rand.New(rand.NewPCG(cfg.Seed, 3))
	for i := 0; i < n && !s.Over(); i++ {
		legal := s.Legal()
		a := legal[r.IntN(len(legal))]
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Add(a)
	}
	return s, rec
}

func TestSaveAndLoadReplaysToTheSameState(t *testing.T) {
	cfg := Config{Players: 4, Seed: 77, FirstPlayer: -1, Names: []string{"Ann", "Bo", "Cy", "Di"}}
	s, rec := playRandom(t, cfg, 300)
	data, err := rec.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	got, grec, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if got.Hash() != s.Hash() || len(grec.Actions) != len(rec.Actions) || got.Config().Name(1) != "Bo" {
		t.Fatal("the loaded game is not the saved one")
	}
}

func TestBadSavesAreReportedClearly(t *testing.T) {
	cfg := Config{Players: 3, Seed: 5, FirstPlayer: 0}
	s, rec := playRandom(t, cfg, 120)
	good, _ := rec.Marshal(s)
	text := string(good)
	cases := map[string]struct {
		data string
		want string
	}{
		"empty":       {"", "empty"},
		"truncated":   {text[:len(text)/2], "truncated"},
		"not json":    {"hello", "damaged"},
		"other file":  {`{"format":"zip","version":1}`, "not an Aladdin"},
		"newer":       {strings.Replace(text, `"version": 1`, `"version": 9`, 1), "newer version"},
		"tampered":    {strings.Replace(text, `"seed": 5`, `"seed": 6`, 1), ""},
		"bad move":    {strings.Replace(text, `"P`, `"Q`, 1), "damaged"},
		"bad config":  {strings.Replace(text, `"players": 3`, `"players": 9`, 1), "settings are invalid"},
		"bad hash":    {strings.Replace(text, `"hash": "`, `"hash": "0`, 1), "altered"},
		"binary junk": {"\x00\xff\x13\x37", "damaged"},
	}
	for name, c := range cases {
		_, _, err := Load([]byte(c.data))
		var se *SaveError
		if !errors.As(err, &se) {
			t.Errorf("%s: want a SaveError, got %v", name, err)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q does not say %q", name, err, c.want)
		}
	}
}

// FuzzLoad: no input makes Load panic.
func FuzzLoad(f *testing.F) {
	s, rec := playRandom(f, Config{Players: 3, Seed: 5, FirstPlayer: 0}, 60)
	good, _ := rec.Marshal(s)
	f.Add(good)
	f.Add([]byte(`{"format":"aladdins-dragons-record","version":1,"config":{"players":3},"actions":["P0:0:0"]}`))
	// Format 2: a magic game with spells and artifacts played, and a short
	// hand-written one.
	ms, mrec := playMagicRecord(f, 3, 12, 400)
	mgood, _ := mrec.Marshal(ms)
	f.Add(mgood)
	f.Add([]byte(`{"format":"aladdins-dragons-record","version":2,"config":{"players":3,"magic":true,"firstPlayer":0},"actions":["S0:1,1,1,0,0","X0","K0:16","I0:0","Y1:-0----1---2-3"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _, err := Load(data)
		if err == nil && s == nil {
			t.Fatal("no state and no error")
		}
	})
}

// Basic records are still written in format 1 byte for byte: every
// recorded basic game in testdata marshals back to exactly its file.
func TestBasicRecordsStayFormat1ByteForByte(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "basic", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no basic records: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s, rec, err := Load(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		again, err := rec.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(bytes.TrimSpace(again), bytes.TrimSpace(data)) {
			t.Fatalf("%s: a basic record no longer marshals to the same bytes", f)
		}
		if NewRecord(rec.Config).Version != 1 {
			t.Fatal("a basic game's record must be format 1")
		}
	}
}

// playMagicRecord plays a random magic game (favouring spells) for n
// actions and returns it with its record.
func playMagicRecord(t testing.TB, players int, seed uint64, n int) (*State, *Record) {
	s := newMagicGame(t, players, seed)
	mp := newMagicPicker(seed)
	rec := NewRecord(s.Config())
	var legal []Action
	for i := 0; i < n && !s.Over(); i++ {
		legal = s.LegalInto(legal[:0])
		a := mp.choose(legal)
		ev, err := s.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		mp.note(a, ev)
		rec.Add(a)
	}
	return s, rec
}

// Magic games save in format 2 and load back to the same state; every
// action, of every type met in random games, is written in one strict
// form that reads back as itself.
func TestMagicSavesRoundTripInFormat2(t *testing.T) {
	letters := map[byte]int{}
	for g := 0; g < 9; g++ {
		s := newMagicGame(t, 3+g%3, uint64(40+g))
		mp := newMagicPicker(uint64(g))
		rec := NewRecord(s.Config())
		if rec.Version != 2 {
			t.Fatalf("a magic record is format %d", rec.Version)
		}
		var legal []Action
		for !s.Over() {
			legal = s.LegalInto(legal[:0])
			for _, a := range legal {
				m := encodeAction(a, 2)
				got, err := decodeAction(m, 2)
				if err != nil || got != a {
					t.Fatalf("%v is written %q, which reads back as %v (%v)", a, m, got, err)
				}
				letters[m[0]]++
			}
			a := mp.choose(legal)
			ev, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			mp.note(a, ev)
			rec.Add(a)
		}
		data, err := rec.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `"version": 2`) || !strings.Contains(string(data), `"magic": true`) {
			t.Fatalf("a magic record is not marked as such:\n%.300s", data)
		}
		got, grec, err := Load(data)
		if err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
		if got.Hash() != s.Hash() || len(grec.Actions) != len(rec.Actions) || !got.Over() {
			t.Fatalf("game %d: the loaded game is not the saved one", g)
		}
	}
	for _, l := range []byte("SPMCBYDXKIERTWQ") {
		if letters[l] == 0 {
			t.Errorf("no move written with %q", l)
		}
	}
	t.Logf("moves written per letter: %v", letters)
}

// Every magic move letter parses strictly: the forms encodeAction writes
// and nothing else.
func TestMagicMovesAreStrict(t *testing.T) {
	good := map[string]Action{
		"X2":           {Type: ActPass, Seat: 2},
		"K1:16":        {Type: ActCast, Seat: 1, Spell: Spy},
		"K0:19:h7:t3":  {Type: ActCast, Seat: 0, Spell: Teleport, Handle: 7, To: CaveBlack},
		"K3:12:s6:a3":  {Type: ActCast, Seat: 3, Spell: Parasite, Space: DjinnsHouse, Art: FlyingCarpet},
		"I4:0":         {Type: ActInvoke, Seat: 4, Art: Lamp},
		"I0:1:p2":      {Type: ActInvoke, Seat: 0, Art: Counterspell, Play: 2},
		"I0:3:s7":      {Type: ActInvoke, Seat: 0, Art: FlyingCarpet, Space: Market},
		"E1:20":        {Type: ActKeep, Seat: 1, Spell: Trade},
		"R2:0,2,0,0,3": {Type: ActPay, Seat: 2, Amounts: [NumKinds]int8{0, 2, 0, 0, 3}},
		"T0:1,1,0,0,1": {Type: ActTake, Seat: 0, Amounts: [NumKinds]int8{1, 1, 0, 0, 1}},
		"T0:L4":        {Type: ActTake, Seat: 0, Large: true, Give: Gold},
		"W1:0:3":       {Type: ActSwap, Seat: 1, Give: Crowns, Target: int8(Trophies)},
		"W1:2:4:L":     {Type: ActSwap, Seat: 1, Give: Gems, Target: int8(Gold), Large: true},
		"Q3:a5":        {Type: ActPick, Seat: 3, Art: Scroll},
		"Q3:h40":       {Type: ActPick, Seat: 3, Handle: 40},
		"Y1:-0----1---2-3": {Type: ActBuy, Seat: 1, Pay: [MaxPaySlots]Kind{NoKind, Crowns, NoKind, NoKind, NoKind, NoKind, Pearls,
			NoKind, NoKind, NoKind}, Extra: [MaxExtra]Kind{Gems, NoKind, Trophies}},
	}
	for m, want := range good {
		got, err := decodeAction(m, 2)
		if err != nil || got != want.Canonical() {
			t.Errorf("%q reads as %v (%v), want %v", m, got, err, want.Canonical())
		}
		if back := encodeAction(want, 2); back != m {
			t.Errorf("%v is written %q, want %q", want, back, m)
		}
	}
	for _, m := range []string{
		"X", "X5", "X0:1", "K0", "K0:21", "K0:-1", "K1:16:s3", // Spy names no space
		"K0:19:t3:h7", "K0:19:h0:t3", "K0:19:h07:t3", "K0:19:h7:t15", "K0:19:h256:t3", "K0:19:x7",
		"I0:6", "I0:0:s3", "I0:1:p16", "I0:1:p-1", "E1:21", "E1", "R2:0,2,0,0", "R2:0,2,0,0,-3",
		"T0:L5", "T0:L", "T0:1,1,1,0", "W1:0:3:S", "W1:5:3", "W1:0", "Q3:a6", "Q3:h0", "Q3:h4:a1",
		"Y1:----------", "Y1:-----------9--", "K0:04", "P0:07:3",
	} {
		if a, err := decodeAction(m, 2); err == nil {
			t.Errorf("%q is accepted as %v", m, a)
		}
	}
	// Format 1 knows only the basic letters and ten payment slots.
	for _, m := range []string{"X0", "K0:16", "I0:0", "Y1:-0----1---2-3"} {
		if _, err := decodeAction(m, 1); err == nil {
			t.Errorf("format 1 accepts %q", m)
		}
	}
	if _, err := decodeAction("Y1:-0----1---", 1); err != nil {
		t.Errorf("format 1 refuses a purchase: %v", err)
	}
}

// Damaged magic saves get the same clear errors as basic ones, and a
// format that does not match the game is refused.
func TestBadMagicSavesAreReportedClearly(t *testing.T) {
	s, rec := playMagicRecord(t, 4, 8, 400)
	good, _ := rec.Marshal(s)
	text := string(good)
	basic, brec := playRandom(t, Config{Players: 3, Seed: 5, FirstPlayer: 0}, 120)
	btext, _ := brec.Marshal(basic)
	firstMagic := regexp.MustCompile(`"[KI][0-9][^"]*"`).FindString(text)
	if firstMagic == "" {
		t.Fatal("the game played no spell or artifact")
	}
	cases := map[string]struct {
		data string
		want string
	}{
		"truncated":      {text[:len(text)/2], "truncated"},
		"newer":          {strings.Replace(text, `"version": 2`, `"version": 3`, 1), "newer version"},
		"as format 1":    {strings.Replace(text, `"version": 2`, `"version": 1`, 1), "altered"},
		"basic as 2":     {strings.Replace(string(btext), `"version": 1`, `"version": 2`, 1), "altered"},
		"tampered":       {strings.Replace(text, `"seed": 8`, `"seed": 9`, 1), ""},
		"not magic":      {strings.Replace(text, `"magic": true`, `"magic": false`, 1), ""},
		"bad move":       {strings.Replace(text, firstMagic, `"K0:99"`, 1), "damaged"},
		"loose move":     {strings.Replace(text, firstMagic, firstMagic[:len(firstMagic)-1]+`:p0"`, 1), "damaged"},
		"other move":     {strings.Replace(text, firstMagic, `"X0"`, 1), ""},
		"bad hash":       {strings.Replace(text, `"hash": "`, `"hash": "0`, 1), "altered"},
		"magic letter 1": {strings.Replace(string(btext), `"D`, `"X`, 1), "damaged"},
	}
	for name, c := range cases {
		if c.data == text {
			t.Fatalf("%s: the case does not change the file", name)
		}
		_, _, err := Load([]byte(c.data))
		var se *SaveError
		if !errors.As(err, &se) {
			t.Errorf("%s: want a SaveError, got %v", name, err)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q does not say %q", name, err, c.want)
		}
	}
}
