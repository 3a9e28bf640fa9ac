package lang

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/leonelquinteros/gotext"

	"aladdin/engine"
)

// inFrench runs f with the game speaking French, and English after.
func inFrench(t *testing.T, f func()) {
	t.Helper()
	if err := Set(French); err != nil {
		t.Fatal(err)
	}
	defer Set(English)
	f()
}

// French counts 0 and 1 as singular; English only 1.
func TestPluralsFollowEachLanguage(t *testing.T) {
	pk := engine.PieceKind{Kind: engine.Pearls}
	for _, c := range []struct {
		n      int
		en, fr string
	}{{0, "0 small pearls", "0\u00a0petite perle"}, {1, "1 small pearl", "1\u00a0petite perle"}, {2, "2 small pearls", "2\u00a0petites perles"}} {
		if got := Pieces(engine.Pieces{N: c.n, PieceKind: pk}); got != c.en {
			t.Errorf("English %d: %q, want %q", c.n, got, c.en)
		}
		inFrench(t, func() {
			if got := Pieces(engine.Pieces{N: c.n, PieceKind: pk}); got != c.fr {
				t.Errorf("French %d: %q, want %q", c.n, got, c.fr)
			}
		})
	}
}

func TestSetRefusesAnUnknownLanguage(t *testing.T) {
	if err := Set("xx"); err == nil {
		t.Fatal("Set accepted xx")
	}
	if Current() != English {
		t.Fatalf("the language became %q", Current())
	}
	if got := Available(); len(got) != 2 || got[1].Name != "Français" {
		t.Fatalf("Available: %v", got)
	}
}

// The first start follows the system: its first language the game
// speaks, English otherwise.
func TestMatchReadsLocalesAndBrowserTags(t *testing.T) {
	for _, c := range []struct {
		prefs []string
		want  Tag
	}{
		{[]string{"fr_FR.UTF-8"}, French},
		{[]string{"fr-CA", "en-US"}, French},
		{[]string{"de-DE", "fr"}, French},
		{[]string{"de_DE.UTF-8@euro"}, English},
		{[]string{"en_GB.UTF-8", "fr_FR"}, English},
		{nil, English},
	} {
		if got := Match(c.prefs); got != c.want {
			t.Errorf("Match(%q) = %q, want %q", c.prefs, got, c.want)
		}
	}
}

// Refusals met in random magic and basic games read in English exactly as
// the engine words them, and in French from the catalogue, every
// argument worded in French too.
func TestRefusalsReadInBothLanguages(t *testing.T) {
	seen := map[string]bool{}
	for g := 0; g < 4; g++ {
		s, err := engine.New(engine.Config{Players: 3 + g%3, Seed: uint64(700 + g), Magic: g%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 5))
		var legal []engine.Action
		for steps := 0; !s.Over() && steps < 400; steps++ {
			legal = s.LegalInto(legal[:0])
			for k := 0; k < 30; k++ {
				a := legal[r.IntN(len(legal))]
				a.Space = engine.Space(r.IntN(engine.NumSpaces + 1))
				a.Token = int8(r.IntN(engine.NumTokens))
				a.Give = engine.Kind(r.IntN(engine.NumKinds))
				a.Amounts[r.IntN(engine.NumKinds)] += int8(r.IntN(3))
				err := s.Check(a)
				var re *engine.RuleError
				if err == nil || !errors.As(err, &re) || seen[re.Reason] {
					continue
				}
				seen[re.Reason] = true
				if got := Refusal(err); got != re.Reason {
					t.Errorf("English %q, want %q", got, re.Reason)
				}
				inFrench(t, func() {
					fr := Refusal(err)
					if !Translated(French, re.Words) || fr == re.Reason {
						t.Errorf("no French for %q (%q)", re.Reason, re.Words)
					}
				})
			}
			if _, err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(seen) < 15 {
		t.Fatalf("only %d refusals met", len(seen))
	}
}

// The engine's configuration and save errors read in English as the
// engine words them, and in French with their arguments in place.
func TestEngineErrorsReadInBothLanguages(t *testing.T) {
	_, cfgErr := engine.New(engine.Config{Players: 7})
	_, _, saveErr := engine.Load([]byte(" "))
	for _, c := range []struct {
		err error
		fr  string
	}{
		{cfgErr, "impossible de lancer la partie\u00a0: Aladdin\u2019s Dragons se joue de 3\u00a0à 5\u00a0joueurs, pas à 7"},
		{saveErr, "impossible de charger la partie sauvegardée\u00a0: le fichier est vide"},
	} {
		if c.err == nil {
			t.Fatal("no error")
		}
		if got := Error(c.err); got != c.err.Error() {
			t.Errorf("English %q, want %q", got, c.err.Error())
		}
		inFrench(t, func() {
			if got := Error(c.err); got != c.fr {
				t.Errorf("French %q, want %q", got, c.fr)
			}
		})
	}
}

// A translator may reorder the verbs of a sentence with explicit
// argument indexes; the catalogue fills them in the translation's order.
func TestATranslationMayReorderItsVerbs(t *testing.T) {
	po := gotext.NewPo()
	po.Parse([]byte("msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Plural-Forms: nplurals=2; plural=(n > 1);\\n\"\n\n" +
		"msgid \"%s pays %d treasure.\"\nmsgstr \"%[2]d trésors payés par %[1]s.\"\n"))
	catalogues["xx"] = newCatalogue("xx", po)
	defer delete(catalogues, "xx")
	if err := Set("xx"); err != nil {
		t.Fatal(err)
	}
	defer Set(English)
	if got, want := T("%s pays %d treasure.", "Anna", 4), "4 trésors payés par Anna."; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}

// A heading that shares its msgid with a name inside sentences takes its
// capital: the rules book's "Aladdin's Tent" in French.
func TestCapitalOpensAHeading(t *testing.T) {
	inFrench(t, func() {
		if got := Capital(Word("Aladdin's Tent")); got != "La Tente d\u2019Aladin" {
			t.Fatalf("%q", got)
		}
		if got := Capital(Word("Éclipse de lune")); got != "Éclipse de lune" {
			t.Fatalf("%q", got)
		}
	})
}
