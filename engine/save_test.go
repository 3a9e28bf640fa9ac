package engine

import (
	"errors"
	"math/rand/v2"
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
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _, err := Load(data)
		if err == nil && s == nil {
			t.Fatal("no state and no error")
		}
	})
}
