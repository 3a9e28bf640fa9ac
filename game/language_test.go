package game

import (
	"bytes"
	"encoding/json"
	"testing"

	"aladdin/assets"
	"aladdin/engine/bot"
	"aladdin/lang"
)

// inLanguage runs f with the game speaking tag, and English after.
func inLanguage(t *testing.T, tag lang.Tag, f func()) {
	t.Helper()
	if err := lang.Set(tag); err != nil {
		t.Fatal(err)
	}
	defer lang.Set(lang.English)
	f()
}

// languageSetup is a magic game with the set-up screen's default names: a
// colour's and a bot's.
func languageSetup() Setup {
	s := Setup{Players: 3, Seed: "11", Magic: true}
	s.Seats = append(s.Seats, SeatSetup{Name: assets.PlayerNames[0], Color: 0, Human: true})
	s.Seats = append(s.Seats, SeatSetup{Name: bot.Name(bot.Normal, 2), Color: 1, Level: int(bot.Normal)})
	s.Seats = append(s.Seats, SeatSetup{Name: "Anna", Color: 2, Human: true})
	return s
}

// savedBytes plays the same moves of the same game in one language and
// returns the autosave's bytes.
func savedBytes(t *testing.T, tag lang.Tag) []byte {
	t.Helper()
	sv := &countingSaver{}
	inLanguage(t, tag, func() {
		s, err := startSession(languageSetup(), 11, 0)
		if err != nil {
			t.Fatal(err)
		}
		s.UseSaver(sv)
		s.save()
		playFirstLegal(t, s, 40)
	})
	return sv.data
}

// A saved game holds no words of the language it was played in: the same
// moves save the same bytes in English and in French, and the seats keep
// their default names in English (the screen words them).
func TestASaveIsTheSameInEveryLanguage(t *testing.T) {
	en, fr := savedBytes(t, lang.English), savedBytes(t, lang.French)
	if !bytes.Equal(en, fr) {
		t.Fatalf("the save differs by language:\n%s\n%s", en, fr)
	}
	var sg savedGame
	if err := json.Unmarshal(bytes.SplitN(en, []byte("\n"), 2)[0], &sg); err != nil {
		t.Fatal(err)
	}
	if sg.Setup.Seats[0].Name != "Yellow" {
		t.Fatalf("the first seat is saved as %q", sg.Setup.Seats[0].Name)
	}
}

// A seat's default name reads in the player's language, whatever language
// the game was set up in (a bare record's "Player 2" too); a name typed by
// a person stays as typed.
func TestDefaultSeatNamesReadInThePlayersLanguage(t *testing.T) {
	s, err := startSession(languageSetup(), 11, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[lang.Tag][3]string{
		lang.English: {"Yellow", "the Caliph's Treasurer", "Anna"},
		lang.French:  {"Jaune", "le Trésorier du Calife", "Anna"},
	}
	if got := SeatName("Player 2"); got != "Player 2" {
		t.Errorf("a bare record's seat reads %q", got)
	}
	inLanguage(t, lang.French, func() {
		if got := SeatName("Player 2"); got != "Joueur 2" {
			t.Errorf("a bare record's seat reads %q in French", got)
		}
		if got := SeatName("Player 02"); got != "Player 02" {
			t.Errorf("a typed name %q was worded", got)
		}
	})
	for tag, names := range want {
		inLanguage(t, tag, func() {
			for p, n := range names {
				if got := s.Name(p); got != n {
					t.Errorf("%s: seat %d is %q, want %q", tag, p, got, n)
				}
			}
		})
	}
}

// The language chosen in Settings is remembered; until one is chosen the
// game follows the system's.
func TestTheChosenLanguageIsRemembered(t *testing.T) {
	s := DefaultSettings()
	if s.Language != "" || s.LanguageNow() != lang.Detect() {
		t.Fatalf("the first start speaks %q, not the system's %q", s.LanguageNow(), lang.Detect())
	}
	s.Language = lang.French
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back Settings
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.LanguageNow() != lang.French {
		t.Fatalf("settings %s speak %q", data, back.LanguageNow())
	}
	back.Language = "xx" // a language a later version spoke
	if back.LanguageNow() != lang.Detect() {
		t.Fatalf("an unknown language gives %q", back.LanguageNow())
	}
}

// By touch, French prompts say "Touchez" and leave out the key hints, as
// English ones say "Tap".
func TestTouchWordsInFrench(t *testing.T) {
	u := &UI{touch: true}
	inLanguage(t, lang.French, func() {
		for _, c := range []struct{ in, touch string }{
			{"Passer (Entrée)", "Passer"},
			{"Éclipse de lune\u00a0: choisissez une case (Échap pour revenir)", "Éclipse de lune\u00a0: choisissez une case"},
			{"Cliquez sur Couronnes...", "Touchez Couronnes..."},
			{"Maintenant, cliquez sur la grotte du Dragon rouge.", "Maintenant, touchez la grotte du Dragon rouge."},
			{"Clic droit (ou F1) pour les règles.", "Clic droit (ou F1) pour les règles."},
		} {
			if got := u.ForTouch(c.in); got != c.touch {
				t.Errorf("by touch %q is %q, want %q", c.in, got, c.touch)
			}
		}
	})
}
