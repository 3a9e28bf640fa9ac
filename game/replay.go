package game

import (
	"errors"

	"aladdin/engine"
	"aladdin/lang"
)

// Replay is a finished or imported game opened for looking back: the
// record replayed step by step (a step is one action and its events),
// with everything hidden shown, since the game is over. It never
// submits an action and never touches the autosave: its session is a
// frame to draw the board with, moved from step to step.
type Replay struct {
	Game *ArchivedGame
	acts []engine.Action
	// events[k] are the events of step k+1 (the record's action k), whole:
	// nobody's view, every value in them.
	events [][]engine.Event
	// rounds[k] is the round in play after k steps.
	rounds []int
	// checkpoints[i] is the game after i*checkpointEvery steps: a jump
	// replays at most checkpointEvery actions.
	checkpoints []*engine.State
	at          int
	sess        *Session
}

const checkpointEvery = 32

// OpenReplay replays a game's record; the record must reach its own
// checksum (engine.Load).
func OpenReplay(g *ArchivedGame) (*Replay, error) {
	final, rec, err := engine.Load(g.Record)
	if err != nil {
		return nil, err
	}
	cfg := final.Config()
	if len(g.Setup.Seats) != cfg.Players {
		return nil, errors.New(lang.T("the seats do not match the record"))
	}
	st, err := engine.New(cfg)
	if err != nil {
		return nil, err
	}
	r := &Replay{Game: g, acts: rec.Actions, rounds: []int{st.Round()}, checkpoints: []*engine.State{st.Clone()}}
	for i, a := range rec.Actions {
		evs, err := st.Apply(a)
		if err != nil {
			return nil, err
		}
		r.events = append(r.events, evs)
		r.rounds = append(r.rounds, st.Round())
		if (i+1)%checkpointEvery == 0 {
			r.checkpoints = append(r.checkpoints, st.Clone())
		}
	}
	setup := g.Setup
	setup.Seats = append([]SeatSetup(nil), g.Setup.Seats...)
	setup.Players = cfg.Players
	r.sess = &Session{setup: setup, cfg: cfg, st: st, rec: rec}
	r.sess.init()
	r.sess.Viewer = engine.Spectator
	r.at = len(r.acts)
	return r, nil
}

// Steps is the number of steps (the record's actions).
func (r *Replay) Steps() int { return len(r.acts) }

// At is the step on show: 0 before the first action, Steps() at the end.
func (r *Replay) At() int { return r.at }

// Session is the frame the board is drawn with: the game as it stood at
// the step on show, seen by nobody in particular. Its Submit is never
// called.
func (r *Replay) Session() *Session { return r.sess }

// Seek shows step k (clamped to the game).
func (r *Replay) Seek(k int) {
	k = max(0, min(k, len(r.acts)))
	if k == r.at {
		return
	}
	// Forwards a little: go on from the step on show; otherwise from the
	// checkpoint at or before k.
	st, from := r.sess.st, r.at
	if k < r.at || k-r.at > checkpointEvery {
		st, from = r.checkpoints[k/checkpointEvery].Clone(), k/checkpointEvery*checkpointEvery
	}
	for i := from; i < k; i++ {
		if _, err := st.Apply(r.acts[i]); err != nil {
			return // cannot happen: the record replayed when opened
		}
	}
	r.sess.st, r.at = st, k
}

// Events are step k's events (k from 1), whole.
func (r *Replay) Events(k int) []engine.Event {
	if k < 1 || k > len(r.events) {
		return nil
	}
	return r.events[k-1]
}

// Actor is the seat whose action step k is (k from 1; -1 none).
func (r *Replay) Actor(k int) int {
	if k < 1 || k > len(r.acts) {
		return -1
	}
	return int(r.acts[k-1].Seat)
}

// Round is the round in play after k steps.
func (r *Replay) Round(k int) int {
	k = max(0, min(k, len(r.rounds)-1))
	return r.rounds[k]
}

// RoundStarts lists the steps at which each round begins (the step whose
// events begin it), in order.
func (r *Replay) RoundStarts() []int {
	var out []int
	for k := 1; k < len(r.rounds); k++ {
		if r.rounds[k] != r.rounds[k-1] {
			out = append(out, k)
		}
	}
	return out
}

// Display is the board at a step with everything hidden shown: the public
// view with each seat's own view merged in (the values of its face-down
// tokens, what is behind its screen, its exact treasure, its spell cards),
// and the face-down guard.
type Display struct {
	engine.View
	Behind [engine.MaxPlayers][engine.NumTokens]bool
	Hands  [engine.MaxPlayers]engine.SpellSet
	// HiddenGuard is the guard's value while it lies face down (0 when it
	// is face up, or none is placed).
	HiddenGuard int8
}

// DisplayInto fills d with the step on show.
func (r *Replay) DisplayInto(d *Display) {
	st := r.sess.st
	st.ViewInto(engine.Spectator, &d.View)
	d.Behind, d.Hands, d.HiddenGuard = [engine.MaxPlayers][engine.NumTokens]bool{}, [engine.MaxPlayers]engine.SpellSet{}, 0
	var own engine.View
	for p := 0; p < st.NumPlayers(); p++ {
		st.ViewInto(p, &own)
		for i := 0; i < int(d.NumTokens) && i < int(own.NumTokens); i++ {
			tv, ov := &d.Tokens[i], own.Tokens[i]
			if tv.Seat == int8(p) && ov.Seq == tv.Seq && ov.Value > 0 {
				tv.Token, tv.Value = ov.Token, ov.Value
			}
		}
		d.Seats[p].Purse = own.Seats[p].Purse
		d.Behind[p] = own.Seats[p].Behind
		d.Hands[p] = own.Hand
	}
	if d.Guard == 0 && d.Round > 0 {
		d.HiddenGuard = int8(st.GuardTile())
	}
}
