package engine

import "fmt"

// Words of refusals: players read a refusal's message (in English as it
// is, or worded in their language from RuleError.Words and Args), so it
// names the thing refused in plain English. Listing legal actions checks
// thousands of candidates and must not allocate, so a message that names a
// space is written out for every space once, at start-up.

// spaceWords is one refusal message written out for each space.
type spaceWords [NumSpaces + 1]string

// spacedWord is a written-out message's format and the space it names,
// so that a refusal can still give screens its words as a code with an
// argument (RuleError.Words, Args).
type spacedWord struct {
	format string
	space  any // a Space, or offBoard's words
}

// offBoard names a space off the board in the messages of wordsFor.
const offBoard = "that space"

// spacedWords finds each message wordsFor wrote out by its text.
var spacedWords = map[string]spacedWord{}

// wordsFor writes format (one %v: the space) out for every space; the
// last entry, for a space off the board, says "that space". Call it only
// while the package initialises (it fills spacedWords).
func wordsFor(format string) *spaceWords {
	var w spaceWords
	for sp := Space(0); sp <= NumSpaces; sp++ {
		var named any = sp
		if sp == NumSpaces {
			named = offBoard
		}
		w[sp] = capitalFirst(fmt.Sprintf(format, named))
		if prev, dup := spacedWords[w[sp]]; dup && prev.format != format {
			panic("engine: two refusal formats write " + w[sp])
		}
		spacedWords[w[sp]] = spacedWord{format, named}
	}
	return &w
}

// at is the message naming sp.
func (w *spaceWords) at(sp Space) string {
	if sp >= NumSpaces {
		return w[NumSpaces]
	}
	return w[sp]
}

// capitalFirst gives a sentence that opens with a space's name ("the
// Market is ...") its capital.
func capitalFirst(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

var kindOne = [NumKinds]string{"crown", "pearl", "gemstone", "trophy", "gold bar"}

// PieceKind is treasure pieces of one kind and size, as refusals name
// them: "small pearls", "large gold bars".
type PieceKind struct {
	Large bool
	Kind  Kind
}

func (pk PieceKind) size() string {
	if pk.Large {
		return "large "
	}
	return "small "
}

func (pk PieceKind) String() string { return pk.size() + pk.Kind.String() }

// Pieces counts pieces of a kind and size as a person would: "1 small
// pearl", "4 small pearls".
type Pieces struct {
	N int
	PieceKind
}

func (p Pieces) String() string {
	if p.N == 1 && p.Kind < NumKinds {
		return "1 " + p.size() + kindOne[p.Kind]
	}
	return fmt.Sprintf("%d %s", p.N, p.PieceKind)
}
