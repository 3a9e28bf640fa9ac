package game

import (
	"bytes"
	"errors"
	"time"

	"aladdin/game/store"
	"aladdin/lang"
)

// The live game is the one unfinished game a window saves (the autosave).
// Only one window at a time may write it (store.Claim): a second browser
// tab, or a second copy of the desktop game on the same data folder, is
// told that the game is open elsewhere and may take it over; the window it
// was taken from stops writing and says why.

// ErrTakenOver is a session's save refused because another window took
// the game over: this window never writes it again.
var ErrTakenOver error = takenOver{}

type takenOver struct{}

func (takenOver) Error() string { return lang.T("another window took this game over") }

// live is this window's claim and where it was made (tests change the
// data folder between games).
var live struct {
	owner *store.Owner
	where string
}

// holdsLive reports whether this window's claim still holds where the
// records are now.
func holdsLive() bool {
	return live.owner != nil && live.where == store.Where() && live.owner.Owns()
}

// ClaimLiveGame makes this window the one that saves the game in play;
// store.ErrElsewhere when another window is.
func ClaimLiveGame() error { return claimLive(store.Claim) }

// TakeOverLiveGame takes the game in play from any other window, which
// stops saving it.
func TakeOverLiveGame() error { return claimLive(store.TakeOver) }

// claimLive keeps this window's claim if it holds, else makes one.
func claimLive(claim func() (*store.Owner, error)) error {
	if holdsLive() {
		return nil
	}
	o, err := claim()
	if err != nil {
		return err
	}
	live.owner, live.where = o, store.Where()
	return nil
}

// LiveGameElsewhere reports whether another window holds the game in
// play now.
func LiveGameElsewhere() bool {
	return !holdsLive() && store.OpenElsewhere()
}

// ReleaseLiveGame lets this window's claim go (no game in play here any
// more), so another window may take the game without asking.
func ReleaseLiveGame() {
	if live.owner != nil {
		live.owner.Release()
		live.owner = nil
	}
}

// takeOwner is the claim a session's saves are made under: the window's,
// claimed now if it has none. A session never writes under a later claim
// than its own: once taken over it stays stopped.
func (s *Session) takeOwner() error {
	if s.owner != nil {
		if s.owner.Owns() {
			return nil
		}
		return ErrTakenOver
	}
	o, err := s.saver.Claim()
	if err != nil {
		return err
	}
	s.owner = o
	return nil
}

// Stopped reports whether this session no longer saves because another
// window has the game.
func (s *Session) Stopped() bool { return s.stopped }

// CheckOwner looks whether another window has taken the game over since
// the last save (the table asks now and then, so the screen says so
// before the next move).
func (s *Session) CheckOwner() {
	if s.stopped || s.owner == nil || s.owner.Owns() {
		return
	}
	s.stopped, s.SaveErr = true, ErrTakenOver
}

// RetrySave writes the autosave again after a failure and reports whether
// it is saved now.
func (s *Session) RetrySave() bool {
	if s.SaveErr == nil {
		return true
	}
	if s.stopped {
		return false
	}
	s.save()
	return s.SaveErr == nil
}

// SavedMoves is how many moves of the game the last successful save held.
func (s *Session) SavedMoves() int { return s.savedMoves }

// SaveState is the save's state for the test probe: "ok", "elsewhere"
// (another window has the game) or the failure in words.
func (s *Session) SaveState() string {
	switch {
	case s.SaveErr == nil:
		return "ok"
	case s.stopped:
		return "elsewhere"
	}
	return "not saved since move " + Itoa(s.savedMoves) + ": " + s.SaveErr.Error()
}

// SaveProblem says, for the screen, what is wrong with saving and what to
// do about it; "" when the game is saved.
func (s *Session) SaveProblem() string {
	switch {
	case s.SaveErr == nil:
		return ""
	case errors.Is(s.SaveErr, ErrTakenOver):
		return lang.T("This game was taken over by another window. Nothing more is saved here: play on there, or go back to the title to take it back.")
	case s.stopped:
		return lang.T("This game is open in another window, so nothing is saved here. Play it there, or take it over from the title screen.")
	}
	msg := lang.T("Your game is not saved: %s.", s.SaveErr.Error())
	if store.IsFull(s.SaveErr) {
		msg += " " + lang.T("Free some space, or export the game from the pause menu (Esc).")
	} else {
		msg += " " + lang.T("Export the game from the pause menu (Esc) to keep it.")
	}
	return msg + " " + lang.T("You can play on: the game tries again after every move.")
}

// SaveLine is the pause menu's line about saving: the truth, whatever it
// is.
func (s *Session) SaveLine() string {
	switch {
	case s.SaveErr == nil:
		return lang.T("Your game is saved after every move.")
	case s.stopped:
		return lang.T("Not saved here: another window has this game.")
	}
	return lang.T("Not saved since move %d: %s.", s.savedMoves, s.SaveErr.Error())
}

// ExportSession writes the game so far to a file (the recent games' form,
// which Import reads), for a game that cannot be saved; it returns a
// sentence saying where.
func ExportSession(s *Session, now time.Time) (string, error) {
	g, err := finishedGame(s.setup, s.st, s.rec, now)
	if err != nil {
		return "", err
	}
	msg, err := ExportGame(g)
	if err != nil {
		return "", store.DescribeWrite(ExportFolder(), err)
	}
	return msg, nil
}

// LatestSave returns the game to continue as the autosave has it now:
// saved itself when the autosave still holds what it was loaded from,
// else the autosave read again (another window may have played on since
// the set-up screen read it).
func LatestSave(saved *Session) (*Session, error) {
	data, err := autosave.Load()
	if err != nil {
		return nil, err
	}
	if saved != nil && bytes.Equal(data, saved.loaded) {
		return saved, nil
	}
	return ResumeSession()
}
