package engine

import "fmt"

// Words of refusals: players read a refusal's message as it is, so it
// names the thing refused in plain English. Listing legal actions checks
// thousands of candidates and must not allocate, so a message that names a
// space is written out for every space once, at start-up.

// spaceWords is one refusal message written out for each space.
type spaceWords [NumSpaces + 1]string

// wordsFor writes format (one %v: the space) out for every space; the
// last entry, for a space off the board, says "that space".
func wordsFor(format string) *spaceWords {
	var w spaceWords
	for sp := Space(0); sp < NumSpaces; sp++ {
		w[sp] = capitalFirst(fmt.Sprintf(format, sp))
	}
	w[NumSpaces] = capitalFirst(fmt.Sprintf(format, "that space"))
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

// pieces counts pieces of a kind as a person would: "no small pearls",
// "1 small pearl", "4 small pearls" (size "small ", "large " or "").
func pieces(n int, size string, k Kind) string {
	switch {
	case k >= NumKinds:
		return fmt.Sprintf("%d %streasures", n, size)
	case n == 0:
		return "no " + size + k.String()
	case n == 1:
		return "1 " + size + kindOne[k]
	}
	return fmt.Sprintf("%d %s%v", n, size, k)
}
