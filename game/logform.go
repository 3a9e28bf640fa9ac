package game

import "aladdin/engine"

// Hot-seat log forms. The screen animates each event as the seat on
// screen may see it, but the log keeps every line in two forms and picks
// one when it is drawn, for whoever is on screen then (scenes/log.go). A
// person's own move is made, and its events come out, just after their
// screen is covered for the next person (coverActor), so its events reach
// the screen without their private details; the log would then never read
// "Blue put the 9 on ..." on Blue's own screen. A LogForm carries the
// event as the people at this device may read it in the log (a private
// detail kept when some human seat is in its audience, a bot's secrets
// never), beside the form the screen animates.

// LogForm is one event the screen shows without details the log keeps
// for their readers: Shown is the event as queued for the screen, Full
// as the log may describe it.
type LogForm struct {
	Shown, Full engine.Event
}

// queue adds an event for the screen, redacted for the seat on screen,
// and in hot-seat its log form where that holds more.
func (s *Session) queue(e engine.Event) {
	shown := e.For(s.Viewer)
	s.events = append(s.events, shown)
	if s.humans < 2 || e.Audience == engine.Everyone {
		return
	}
	for p := range s.setup.Seats {
		if s.IsHuman(p) && e.Audience.Includes(p) {
			if e != shown {
				s.logForms = append(s.logForms, LogForm{Shown: shown, Full: e})
			}
			return
		}
	}
}

// TakeLogForms hands over the log forms of the events handed over by
// TakeEvents, in order.
func (s *Session) TakeLogForms() []LogForm {
	f := s.logForms
	s.logForms = nil
	return f
}

// FullForms replaces each event that has a log form by the form's Full
// event: the past a resumed log is rebuilt from, as the live log had it.
// forms must be those of evs, in order.
func FullForms(evs []engine.Event, forms []LogForm) []engine.Event {
	out := make([]engine.Event, len(evs))
	copy(out, evs)
	i := 0
	for k := range out {
		if i < len(forms) && forms[i].Shown == out[k] {
			out[k] = forms[i].Full
			i++
		}
	}
	return out
}
