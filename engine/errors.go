package engine

import "fmt"

// ErrorCode classifies why an action was refused, for programs; the message
// is for players.
type ErrorCode uint8

const (
	ErrGameOver ErrorCode = iota + 1
	ErrNotYourTurn
	ErrWrongDecision
	ErrBadToken
	ErrBadSpace
	ErrSpaceClosed
	ErrRoomFull
	ErrCannotAfford
	ErrBadAmount
	ErrBankShort
	ErrBadTarget
	ErrBadPayment
	ErrTaboo
)

// RuleError is an illegal action. The state is unchanged when it is returned.
//
// Reason is the refusal in English. Words and Args are the same sentence
// as a code with arguments, for screens that word it in the player's own
// language: Words is the English sentence with fmt verbs where Args go
// (Args hold the engine's own values: Space, Kind, Spell, Artifact,
// DecisionType, Pieces, numbers, and players' names as strings). The
// engine knows no language but its own English; the screens translate.
type RuleError struct {
	Code   ErrorCode
	Reason string
	Words  string
	Args   []any
}

func (e *RuleError) Error() string { return e.Reason }

// Wording is the refusal's English with fmt verbs, and its arguments.
func (e *RuleError) Wording() (string, []any) { return e.Words, e.Args }

// illegal is a refusal worded by format and its arguments; its first
// letter is a capital even when a space's name opens it.
func illegal(code ErrorCode, format string, a ...any) *RuleError {
	return &RuleError{Code: code, Reason: capitalFirst(fmt.Sprintf(format, a...)), Words: format, Args: a}
}
