package lang

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"aladdin/engine"
)

// The engine's words: it names spaces, kinds, cards and decisions in
// English (their String methods) and refuses actions with a code and
// arguments (engine.RuleError's Words and Args). These functions word
// them in the current language; every English name is a msgid.

// Space is a board space's name, as it reads inside a sentence ("the
// Market").
func Space(sp engine.Space) string { return Word(sp.String()) }

// Kind is a treasure kind's name, plural ("pearls").
func Kind(k engine.Kind) string { return Word(k.String()) }

// Spell is a spell card's name, as the French edition prints it in French.
func Spell(sp engine.Spell) string { return Word(sp.String()) }

// Artifact is an artifact's name.
func Artifact(a engine.Artifact) string { return Word(a.String()) }

// Decision is what a pending decision asks ("place a token").
func Decision(d engine.DecisionType) string { return Word(d.String()) }

// PieceKind names pieces of one kind and size ("small pearls").
func PieceKind(pk engine.PieceKind) string { return Word(pk.String()) }

// Pieces counts pieces of one kind and size ("1 small pearl", "4 small
// pearls").
func Pieces(p engine.Pieces) string {
	// The singular is its own msgid per kind and size: languages whose
	// adjectives agree with the noun word each one whole.
	one, plural := PiecesMsgids(p.PieceKind)
	return current.Load().po.GetN(one, plural, p.N, p.N)
}

// PiecesMsgids are the msgids counting pieces of pk: "%d small pearl",
// "%d small pearls".
func PiecesMsgids(pk engine.PieceKind) (one, plural string) {
	return "%d " + strings.TrimPrefix(engine.Pieces{N: 1, PieceKind: pk}.String(), "1 "), "%d " + pk.String()
}

// Refusal words a refused action in the current language: an engine
// RuleError from its code and arguments, any other error as it reads.
func Refusal(err error) string {
	var re *engine.RuleError
	if !errors.As(err, &re) {
		return err.Error()
	}
	if re.Words == "" {
		return re.Reason
	}
	args := make([]any, len(re.Args))
	for i, a := range re.Args {
		args[i] = Arg(a)
	}
	return capitalFirst(current.Load().po.Get(re.Words, args...))
}

// Arg words one of the engine's values for a sentence in the current
// language: names are looked up, numbers stay numbers, and a string (a
// player's name) stays as it is unless it is one of the engine's own
// English words.
func Arg(a any) any {
	switch v := a.(type) {
	case engine.Pieces:
		return Pieces(v)
	case string:
		if Translated(Current(), v) {
			return Word(v)
		}
		return v
	case fmt.Stringer: // Space, Kind, Spell, Artifact, DecisionType, PieceKind
		return Word(v.String())
	}
	return a
}

// capitalFirst gives a sentence that opens with a name ("le Marché est
// ...") its capital.
func capitalFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
