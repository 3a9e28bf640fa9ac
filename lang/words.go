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

// worded is an engine error that gives its English as a sentence with
// fmt verbs and its arguments (RuleError, ConfigError, SaveError).
type worded interface {
	error
	Wording() (format string, args []any)
}

// Refusal words a refused action in the current language: an engine
// RuleError from its code and arguments, any other error as Error does.
func Refusal(err error) string { return Error(err) }

// Error words an error for the player in the current language: the
// engine's refusals as they are, its configuration and save errors with
// their lead ("cannot start the game: ..."); any other error as it reads.
func Error(err error) string {
	var ce *engine.ConfigError
	var se *engine.SaveError
	switch {
	case errors.As(err, &ce):
		return T("cannot start the game: %s", Reason(ce))
	case errors.As(err, &se):
		return T("cannot load the saved game: %s", Reason(se))
	}
	return Reason(err)
}

// Reason words an engine error's own sentence in the current language,
// without the lead Error gives configuration and save errors.
func Reason(err error) string {
	var w worded
	if !errors.As(err, &w) {
		return err.Error()
	}
	format, in := w.Wording()
	if format == "" {
		return w.Error()
	}
	args := make([]any, len(in))
	for i, a := range in {
		args[i] = Arg(a)
	}
	return capitalFirstIfRefusal(w, current.Load().po.Get(format, args...))
}

// capitalFirstIfRefusal: a refusal is a sentence of its own, with its
// capital even when a name opens it; the other reasons follow a lead.
func capitalFirstIfRefusal(w worded, s string) string {
	if _, ok := w.(*engine.RuleError); ok {
		return capitalFirst(s)
	}
	return s
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

// Problem is an error whose sentence is a msgid (marked where it is
// written, lang.Mark): Error gives the English, and Error and Refusal word
// it in the current language, as they word the engine's errors. Wrapped
// (fmt.Errorf's %w), it is worded alone, without what wraps it.
type Problem string

func (p Problem) Error() string { return string(p) }

// Wording gives the sentence, which has no verbs.
func (p Problem) Wording() (format string, args []any) { return string(p), nil }

// Capital gives a text that opens with a name its capital: a heading
// whose msgid is also a name inside sentences ("Aladdin's Tent" is "la
// Tente d'Aladin" in French; the rules book's heading reads "La Tente
// d'Aladin").
func Capital(s string) string { return capitalFirst(s) }

// capitalFirst gives a sentence that opens with a name ("le Marché est
// ...") its capital.
func capitalFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
