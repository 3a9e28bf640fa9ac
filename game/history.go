package game

import (
	"errors"

	"aladdin/engine"
	"aladdin/lang"
)

// History is a resumed game's past as its screen showed it: the events of
// every action in the record, redacted for the seat on screen at the time
// exactly as the live game redacted them, split where the screen had got
// to when the game was closed.
type History struct {
	// Seen are the events the screen had shown in full: the log and the
	// round's summary are rebuilt from them. In hot-seat they are the log's
	// forms (logform.go), with each person's private details for their own
	// lines.
	Seen []engine.Event
	// Unseen are the events it had not finished showing (a tally running,
	// a round summary still open): the resumed table animates them again.
	Unseen []engine.Event
	// UnseenForms are the log forms of Unseen's events (logform.go).
	UnseenForms []LogForm
	// View is the game as the screen had got to it, after the seen
	// events, as the seat on screen sees it.
	View engine.View
}

// MarkSeen records that the screen has shown every event so far (the
// animation queue is empty and no summary waits); the autosave keeps the
// actions after this mark as unseen.
func (s *Session) MarkSeen() { s.seen = len(s.rec.Actions) }

// History replays the record from a fresh game through the live path
// (play, autoStart, the hand-off's change of viewer), so every event is
// redacted for the same viewer as it was live: a hot-seat player's private
// lines stay theirs.
func (s *Session) History() (*History, error) {
	st, err := engine.New(s.cfg)
	if err != nil {
		return nil, err
	}
	live := &Session{setup: s.setup, cfg: s.cfg, st: st, rec: engine.NewRecord(s.cfg)}
	live.init()
	h := &History{}
	at := false // h.View holds the game at the mark
	if s.seen == 0 {
		st.ViewInto(s.Viewer, &h.View)
		at = true
	}
	collect := func() {
		evs, forms := live.TakeEvents(), live.TakeLogForms()
		if len(live.rec.Actions) <= s.seen {
			h.Seen = append(h.Seen, FullForms(evs, forms)...)
		} else {
			h.Unseen = append(h.Unseen, evs...)
			h.UnseenForms = append(h.UnseenForms, forms...)
		}
		if len(live.rec.Actions) == s.seen {
			live.st.ViewInto(s.Viewer, &h.View)
			at = true
		}
	}
	live.autoStart() // as NewSession does
	collect()
	for len(live.rec.Actions) < len(s.rec.Actions) {
		a := s.rec.Actions[len(live.rec.Actions)]
		if live.NeedsHandoff() {
			live.AcceptHandoff() // the next person took the screen
		}
		if err := live.play(a); err != nil {
			return nil, err
		}
		collect()
	}
	if len(live.rec.Actions) != len(s.rec.Actions) || live.st.Hash() != s.st.Hash() {
		return nil, errors.New(lang.T("the replayed game does not match the saved one"))
	}
	if !at {
		// The mark fell inside a batch of actions: show everything as seen.
		h.Seen, h.Unseen, h.UnseenForms = append(h.Seen, FullForms(h.Unseen, h.UnseenForms)...), nil, nil
		live.st.ViewInto(s.Viewer, &h.View)
	}
	return h, nil
}
