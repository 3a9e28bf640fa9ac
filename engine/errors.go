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
type RuleError struct {
	Code   ErrorCode
	Reason string
}

func (e *RuleError) Error() string { return e.Reason }

func illegal(code ErrorCode, format string, a ...any) *RuleError {
	return &RuleError{Code: code, Reason: fmt.Sprintf(format, a...)}
}
