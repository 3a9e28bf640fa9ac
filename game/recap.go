package game

import (
	"fmt"

	"aladdin/engine"
)

// RoundEnd is a finished round as the whole table saw it end: the round's
// events in their public form, from its start up to its end, and the
// public board at the moment it ended (before its tokens went home), which
// is the moment the round's summary shows. Reopening a round's recap from
// the log draws the summary again from it. Nothing in it is private: a
// hot-seat player reads only what every player read.
type RoundEnd struct {
	Round  int
	Events []engine.Event
	View   engine.View
}

// RoundEnds replays a record from a fresh game and keeps each finished
// round's end. The record is the truth, so what a recap shows survives
// closing and continuing the game and a take-back, with nothing saved
// beside the record.
func RoundEnds(cfg engine.Config, acts []engine.Action) ([]RoundEnd, error) {
	st, err := engine.New(cfg)
	if err != nil {
		return nil, err
	}
	var v engine.View
	st.ViewInto(engine.Spectator, &v)
	var round []engine.Event
	var out []RoundEnd
	for i, a := range acts {
		evs, err := st.Apply(a)
		if err != nil {
			return nil, fmt.Errorf("move %d of the record: %w", i+1, err)
		}
		for _, e := range evs {
			e = e.For(engine.Spectator)
			switch e.Type {
			case engine.EvRoundBegan:
				round = []engine.Event{e}
			case engine.EvRoundEnded:
				out = append(out, RoundEnd{Round: int(e.Round), Events: round, View: v})
				round = nil
			default:
				round = append(round, e)
			}
			v.Apply(e)
		}
	}
	return out, nil
}

// RoundEnds are the game's finished rounds so far, from its record.
func (s *Session) RoundEnds() ([]RoundEnd, error) { return RoundEnds(s.cfg, s.rec.Actions) }

// RoundEnds are the replayed game's finished rounds, all of them.
func (r *Replay) RoundEnds() ([]RoundEnd, error) { return RoundEnds(r.sess.cfg, r.acts) }
