package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// fitKey and fitted cache Fit's answers: laying text out to measure it
// every frame would be wasted work for labels that rarely change.
type fitKey struct {
	s    string
	size float64
	bold bool
	maxW float64
}

type fitted struct {
	s    string
	size float64
}

// Fit makes s fit in maxW pixels: it shrinks the font from size down to
// three quarters of it (never below MinTextSize), then shortens the text
// with an ellipsis. It
// returns the text to draw and its face.
func (u *UI) Fit(s string, size float64, bold bool, maxW float64) (string, text.Face) {
	k := fitKey{s, size, bold, maxW}
	if f, ok := u.fits[k]; ok {
		return f.s, u.Face(f.size, bold)
	}
	f := fitted{s: s, size: size}
	for f.size > max(size*0.75, MinTextSize) && TextWidth(s, u.Face(f.size, bold)) > maxW {
		f.size--
	}
	f.size = max(f.size, MinTextSize)
	face := u.Face(f.size, bold)
	if TextWidth(s, face) > maxW {
		r := []rune(s)
		for len(r) > 1 && TextWidth(string(r)+"…", face) > maxW {
			r = r[:len(r)-1]
		}
		f.s = string(r) + "…"
	}
	if u.fits == nil || len(u.fits) > 512 {
		u.fits = map[fitKey]fitted{}
	}
	u.fits[k] = f
	return f.s, face
}

// FitName fits a player's name in maxW pixels as Fit does, but never cuts
// a word in two while a shorter form keeps whole words: a leading article
// is dropped first ("Caliph's Treasurer", "Trésorier du Calife"), then the
// last words give way to an ellipsis ("Princess…"). Only a first word too
// long for the box alone is cut inside it.
func (u *UI) FitName(name string, size float64, bold bool, maxW float64) (string, text.Face) {
	s, face := u.Fit(name, size, bold, maxW)
	if s == name {
		return s, face
	}
	words := splitWords(name)
	if len(words) > 1 && leadingArticles[strings.ToLower(words[0])] {
		words = words[1:]
		if short, f := u.Fit(joinWords(words), size, bold, maxW); short == joinWords(words) {
			return short, f
		}
	}
	for n := len(words) - 1; n >= 1; n-- {
		short := joinWords(words[:n]) + "…"
		if TextWidth(short, face) <= maxW {
			return short, face
		}
	}
	return s, face
}

// leadingArticles are the articles a bot's name may open with, in the
// languages the game speaks ("the Caliph's Treasurer", "le Trésorier du
// Calife").
var leadingArticles = map[string]bool{"the": true, "le": true, "la": true, "les": true}

func joinWords(words []string) string {
	s := ""
	for i, w := range words {
		if i > 0 {
			s += " "
		}
		s += w
	}
	return s
}
