package assets

import (
	"bytes"
	"fmt"
	"testing"

	"aladdin/engine"
	"aladdin/lang"
)

// eachLanguage runs f in every language the game speaks, English after.
func eachLanguage(t *testing.T, f func(lang.Tag)) {
	t.Helper()
	defer lang.Set(lang.English)
	for _, l := range lang.Available() {
		if err := lang.Set(l.Tag); err != nil {
			t.Fatal(err)
		}
		f(l.Tag)
	}
}

// Every spell card's name fits its title plate (three lines at most) and
// its effect fits the parchment box, in every language.
func TestSpellFacesFitTheirWords(t *testing.T) {
	eachLanguage(t, func(tag lang.Tag) {
		for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
			title, _, text := spellFaceWords(sp)
			if len(title) > 3 {
				t.Errorf("%s: %v's name takes %d lines: %q", tag, sp, len(title), title)
			}
			if len(text) > spellTextLines {
				t.Errorf("%s: %v's effect takes %d lines, the box holds %d: %q", tag, sp, len(text), spellTextLines, text)
			}
			for _, l := range append(title, text...) {
				if w := textWidth(fRegular, 12.5, l); w > SpellW-24 {
					t.Errorf("%s: %v: %q is %.0f wide", tag, sp, l, w)
				}
			}
		}
	})
}

// Every name on a banner of the board (the caves, the city, the guard)
// fits it at a readable size in every language: the banner shrinks a long
// name, here down to 17 pixels at most (the English "Palace Guard").
func TestBoardNamesFitTheirBanners(t *testing.T) {
	eachLanguage(t, func(tag lang.Tag) {
		for sp := 0; sp <= SpaceGuard; sp++ {
			r := LabelRect(sp)
			h := float64(r.Dy())
			room := float64(r.Dx()) - h*1.4 - 24
			name := lang.WordIn("board", SpaceNames[sp])
			size := 18.0
			for size > 9 && textWidth(fBold, size, name) > room {
				size--
			}
			t.Logf("%s: %q at %.0f px", tag, name, size)
			if size < 17 {
				t.Errorf("%s: %q shrinks to %.0f px on its banner", tag, name, size)
			}
		}
	})
}

// Once the language changes, Relabel has the pictures with words painted
// again in it (a spell card reads in French) and keeps the others.
func TestRelabelPaintsTheWordsAgain(t *testing.T) {
	a, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	key := fmt.Sprintf("spell/%d", engine.Taboo)
	english, token := a.entries[key].rgba(), a.entries["token/0/9"]
	defer lang.Set(lang.English)
	if err := lang.Set(lang.French); err != nil {
		t.Fatal(err)
	}
	a.Relabel()
	french := a.entries[key].rgba()
	if bytes.Equal(english.Pix, french.Pix) {
		t.Error("the spell card reads the same after the change of language")
	}
	if !bytes.Equal(french.Pix, PaintSpellFace(engine.Taboo).Pix) {
		t.Error("the spell card is not painted in French")
	}
	if a.entries["token/0/9"] != token {
		t.Error("a token, which has no words, was painted again")
	}
}
