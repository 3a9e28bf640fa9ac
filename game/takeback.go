package game

import (
	"errors"

	"aladdin/engine"
	"aladdin/lang"
)

// TakeBack is what "Take back" undoes now: a person's last move and every
// move after it (the bots' answers, the session's own passes).
type TakeBack struct {
	Seat int // the person whose move it is
	Keep int // the record's actions that stay
}

// takeBackScan is the record studied for take-backs. The record only
// grows within a session, so the study follows it move by move (the panel
// asks every frame) rather than replaying the game each time.
type takeBackScan struct {
	st     *engine.State // the game after the actions studied
	since  int           // actions before the last reveal stay (as engine.SinceReveal)
	chosen []bool        // per action: the seat had a choice (more than one legal move)
	err    error
	legal  []engine.Action
	events []engine.Event
}

// TakeBackNow says whether a person may take back their last move now
// (ok), and if not, why, in a sentence for the screen ("" when there is
// nothing to say: no person at the table, or no move of theirs yet).
//
// A move may be taken back while nothing hidden has been shown since it
// (no space tallied, no card or guard turned, no spell card drawn or
// played: engine.SinceReveal) and, in hot-seat, until another person has
// made a move of their own. Moves a person had no choice in (the only
// legal one, or the starting treasure the session takes for them) and
// passes in reaction windows are not "their last move": taking back goes
// past them to the last move they chose.
func (s *Session) TakeBackNow() (tb TakeBack, ok bool, why string) {
	if s.humans == 0 || s.st.Over() {
		return TakeBack{}, false, ""
	}
	scan := s.scanForTakeBack()
	if scan.err != nil {
		return TakeBack{}, false, lang.T("The game's record could not be read back: %s", scan.err.Error())
	}
	taker := -1 // the person who moved last
	for i := len(s.rec.Actions) - 1; i >= 0; i-- {
		a := s.rec.Actions[i]
		p := int(a.Seat)
		if !s.IsHuman(p) || !scan.chosen[i] {
			continue
		}
		if taker < 0 {
			taker = p
		}
		if p != taker {
			return TakeBack{}, false, lang.T("%s has played since %s's last move, so it stands.", s.Name(p), s.Name(taker))
		}
		if a.Type == engine.ActPass {
			continue
		}
		if i < scan.since {
			return TakeBack{}, false, lang.T("Something hidden has been shown since %s's last move, so it stands.", s.Name(taker))
		}
		return TakeBack{Seat: p, Keep: i}, true, ""
	}
	return TakeBack{}, false, ""
}

// scanForTakeBack brings the study up to the record: where the last
// reveal was, and which moves were choices.
func (s *Session) scanForTakeBack() *takeBackScan {
	scan := s.takeBack
	if scan == nil {
		scan = &takeBackScan{}
		s.takeBack = scan
		scan.st, scan.err = engine.New(s.cfg)
	}
	for i := len(scan.chosen); i < len(s.rec.Actions) && scan.err == nil; i++ {
		a := s.rec.Actions[i]
		scan.legal = scan.st.LegalInto(scan.legal[:0])
		// The session takes a person's default starting treasure for
		// them (autoStart): not a move they chose.
		byTheSession := a.Type == engine.ActChooseStart && !s.setup.ChooseStart
		scan.chosen = append(scan.chosen, len(scan.legal) > 1 && !byTheSession)
		scan.events, scan.err = scan.st.Step(a, scan.events[:0])
		for _, e := range scan.events {
			if e.Reveals() {
				scan.since = i + 1
				break
			}
		}
	}
	return scan
}

// TakeBackMove undoes the move TakeBackNow offers: it returns the game
// replayed from the start without it and the moves after it (bit for bit
// the game that never made them), autosaved, with the person who took
// back on screen. The session it was called on is left as it was; on
// error nothing changes.
func (s *Session) TakeBackMove() (*Session, error) {
	tb, ok, why := s.TakeBackNow()
	if why != "" {
		return nil, errors.New(why)
	}
	if !ok {
		return nil, errors.New(lang.T("there is no move of yours to take back"))
	}
	st, err := engine.Replay(s.cfg, s.rec.Actions[:tb.Keep])
	if err != nil {
		return nil, err
	}
	rec := engine.NewRecord(s.cfg)
	rec.Actions = append(rec.Actions, s.rec.Actions[:tb.Keep]...)
	ns := &Session{setup: s.setup, cfg: s.cfg, st: st, rec: rec, Resumed: true, TookBack: tb.Seat + 1, saver: s.saver}
	ns.seen = tb.Keep
	ns.init()
	ns.SliceBudget, ns.Clock, ns.ThinkTime = s.SliceBudget, s.Clock, s.ThinkTime
	if ns.humans > 1 {
		ns.Viewer = tb.Seat // the person who took back is at the screen
	}
	// The same game under the same claim: taken over, it stays unsaved.
	ns.owner, ns.stopped, ns.SaveErr, ns.savedMoves = s.owner, s.stopped, s.SaveErr, s.savedMoves
	ns.save()
	return ns, nil
}
