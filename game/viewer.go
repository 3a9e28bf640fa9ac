package game

import (
	"errors"
	"strconv"

	"aladdin/engine"
	"aladdin/lang"
)

// What the screen may know of the game: the public facts, the view of the
// seat on screen, and the legal actions only while that seat is to act.
// The engine's State stays inside the session.

// Pending is the decision the game waits for (who and what is public).
func (s *Session) Pending() engine.Decision { return s.st.Pending() }

// Over reports a finished game.
func (s *Session) Over() bool { return s.st.Over() }

// Round is the round in play (1-based).
func (s *Session) Round() int { return s.st.Round() }

// Phase is the part of the round in play.
func (s *Session) Phase() engine.Phase { return s.st.Phase() }

// ViewInto fills v with what the seat on screen sees (the public board
// for a spectator).
func (s *Session) ViewInto(v *engine.View) { s.st.ViewInto(s.Viewer, v) }

// Legal lists what the human to act may do, when their choice may be shown
// (HumanToAct); nothing otherwise: a bot's or a hidden seat's options
// would tell what that seat holds.
func (s *Session) Legal() []engine.Action { return s.Prompt().Legal }

// Check says whether the human to act may make action a now, and if not
// why, in plain words.
func (s *Session) Check(a engine.Action) error {
	if !s.HumanToAct() || a.Seat != s.st.Pending().Seat {
		return errNotYourTurn
	}
	return s.st.Check(a)
}

// CheckPlace says whether the human to act may put token on space now.
func (s *Session) CheckPlace(token int, space engine.Space) error {
	if !s.HumanToAct() {
		return errNotYourTurn
	}
	return s.st.CheckPlace(int(s.st.Pending().Seat), token, space)
}

// DefaultStart is the one-click starting treasure for the human to act.
func (s *Session) DefaultStart() engine.Action {
	return DefaultStart(s.st, int(s.st.Pending().Seat))
}

// ActorView fills v with what the human to act sees, for advice in their
// dialogs; false (v untouched) when their choice may not be shown.
func (s *Session) ActorView(v *engine.View) bool {
	p := s.Prompt()
	if p.Yours {
		*v = p.View
	}
	return p.Yours
}

type notYourTurn struct{}

func (notYourTurn) Error() string { return lang.T("It is not your turn.") }

var errNotYourTurn error = notYourTurn{}

// EngineState is the game itself, for tests and the headless tools; the
// screens must not use it (TestScreensNeverSeeTheEngineState).
func EngineState(s *Session) *engine.State { return s.st }

// SessionOn puts a session around a game in progress, for tests and tools
// (a scripted position); seats missing from setup are played by people.
func SessionOn(st *engine.State, setup Setup, viewer int) *Session {
	for len(setup.Seats) < st.NumPlayers() {
		setup.Seats = append(setup.Seats, SeatSetup{Name: "Player " + Itoa(len(setup.Seats)+1), Human: true})
	}
	setup.Players = st.NumPlayers()
	s := &Session{setup: setup, cfg: st.Config(), st: st, rec: engine.NewRecord(st.Config())}
	s.init()
	s.Viewer = viewer
	return s
}

// EngineRecord is the game's record, for tests and tools; the screens
// must not use it (TestScreensNeverRebuildTheGame).
func EngineRecord(s *Session) *engine.Record { return s.rec }

// EngineConfig is the game's configuration, seed included, for tests and
// tools; the screens have PublicConfig.
func EngineConfig(s *Session) engine.Config { return s.cfg }

// PublicConfig is the game's configuration as every seat may know it:
// the seed, which would tell the cards and guards to come, left out.
func (s *Session) PublicConfig() engine.Config {
	c := s.cfg
	c.Seed = 0
	return c
}

// Moves is how many moves the game has had.
func (s *Session) Moves() int { return len(s.rec.Actions) }

// RematchSetup is this game's set-up for a new game of the same seats,
// dealt with a new seed.
func (s *Session) RematchSetup() Setup { return RematchOf(s.setup, s.cfg.Seed) }

// RematchOf is the same seats (players, names, colours, people and bot
// levels, rules options) with a new random seed, never lastSeed.
func RematchOf(setup Setup, lastSeed uint64) Setup {
	setup.Seats = append([]SeatSetup(nil), setup.Seats...)
	seed, _ := SeedFrom("") // blank always gives a seed
	if seed == lastSeed {
		seed++
	}
	setup.Seed = strconv.FormatUint(seed, 10)
	return setup
}

// ViewBefore fills v with what the seat on screen saw before the game's
// last back moves: the picture a new table starts from while it animates
// them.
func (s *Session) ViewBefore(back int, v *engine.View) error {
	n := len(s.rec.Actions) - back
	if back < 0 || n < 0 {
		return errors.New(lang.T("no such moment in the game"))
	}
	st, err := engine.Replay(s.cfg, s.rec.Actions[:n])
	if err != nil {
		return err
	}
	st.ViewInto(s.Viewer, v)
	return nil
}
