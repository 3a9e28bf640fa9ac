package game

import (
	"strconv"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// A guided game teaches by doing: a short scripted game with a fixed seed,
// bots whose placements are listed, and a person who is asked for one
// thing at a time (a lesson). The guide's place in its script is read from
// the game's own record (the person's actions so far), so the autosave
// keeps it and a resumed game picks up at the same lesson. After the last
// lesson the bots play on as Normal bots and the game is an ordinary one.

// GuideLesson is one thing the person is asked to do.
type GuideLesson struct {
	// Say is the prompt: what to do and why, short.
	Say string
	// Wait is shown while the game gets to this lesson (the bots place,
	// the tally runs); empty keeps the previous lesson's closing words.
	Wait string
	// Clicks are the probe targets to click, in order; the screen points
	// at the first one not yet clicked, and refuses clicks elsewhere.
	Clicks []string
	// Want is the action the lesson asks for, exactly; when its Type is
	// zero, any action of type Any other than a refusal is accepted (a
	// dialog's choice made in several clicks, which Clicks pin down).
	Want engine.Action
	Any  engine.ActionType
}

// Accepts reports whether a is what the lesson asks for.
func (l *GuideLesson) Accepts(a engine.Action) bool {
	if l.Want.Type != 0 {
		return a == l.Want
	}
	return a.Type == l.Any
}

// GuideScript is one guided game: its seats (seat 0 the person), seed,
// the bots' placements in order and the lessons.
type GuideScript struct {
	ID    string
	Seed  uint64
	Magic bool // the magic version (a later script); the basic one is false
	Seats []SeatSetup
	// Bots lists each seat's placements, in order (nil for the person);
	// once a list is used up the seat plays as a Normal bot.
	Bots    [][]engine.Action
	Lessons []GuideLesson
	// Done is said after the last lesson.
	Done string
}

// Guide is a guided game in progress on a session.
type Guide struct {
	Script *GuideScript
	S      *Session
}

// StartGuide starts a guided game from its script: the person holds the
// camel (goes first), the starting treasure is the one-click default.
func StartGuide(sc *GuideScript) (*Guide, error) {
	setup := Setup{Players: len(sc.Seats), Seats: append([]SeatSetup(nil), sc.Seats...), Seed: strconv.FormatUint(sc.Seed, 10), Magic: sc.Magic}
	s, err := startSession(setup, sc.Seed, 0)
	if err != nil {
		return nil, err
	}
	g := &Guide{Script: sc, S: s}
	g.scriptBots()
	s.autoStart()
	s.save()
	return g, nil
}

// GuideFor recognises a guided game in a session (a continued autosave):
// the script's seed and seats, and a record that followed the script so
// far. It puts the scripted bots back in their seats.
func GuideFor(s *Session, sc *GuideScript) (*Guide, bool) {
	if !followsScript(s, sc) {
		return nil, false
	}
	g := &Guide{Script: sc, S: s}
	g.scriptBots()
	return g, true
}

// GuideUnderway reports whether s is a guided game of the script with
// lessons still to come (the set-up screen asks every frame: it changes
// nothing).
func GuideUnderway(s *Session, sc *GuideScript) bool {
	return followsScript(s, sc) && (&Guide{Script: sc, S: s}).Current() != nil
}

// followsScript reports whether s was started from the script and its
// record has followed it so far.
func followsScript(s *Session, sc *GuideScript) bool {
	if s == nil || s.Cfg.Seed != sc.Seed || s.Cfg.Magic != sc.Magic || s.Cfg.FirstPlayer != 0 || len(s.Setup.Seats) != len(sc.Seats) {
		return false
	}
	for i, st := range sc.Seats {
		if s.Setup.Seats[i].Name != st.Name || s.Setup.Seats[i].Human != st.Human {
			return false
		}
	}
	placed := make([]int, len(sc.Seats))
	lesson := 0
	for _, a := range s.Rec.Actions {
		p := int(a.Seat)
		switch {
		case a.Type == engine.ActChooseStart:
		case p == 0 && lesson < len(sc.Lessons):
			if !sc.Lessons[lesson].Accepts(a) {
				return false
			}
			lesson++
		case p != 0 && a.Type == engine.ActPlace && placed[p] < len(sc.Bots[p]):
			if a != sc.Bots[p][placed[p]] {
				return false
			}
			placed[p]++
		}
	}
	return true
}

// Lesson is the index of the lesson the person is on: how many of the
// person's actions the record holds (the starting treasure aside).
// len(Lessons) means the lessons are over.
func (g *Guide) Lesson() int {
	n := 0
	for _, a := range g.S.Rec.Actions {
		if int(a.Seat) == 0 && a.Type != engine.ActChooseStart {
			n++
		}
	}
	return min(n, len(g.Script.Lessons))
}

// Current is the lesson under way, nil once they are over.
func (g *Guide) Current() *GuideLesson {
	if i := g.Lesson(); i < len(g.Script.Lessons) {
		return &g.Script.Lessons[i]
	}
	return nil
}

// Allows reports whether the person's action may be played: during the
// lessons only the one asked for; after them, anything.
func (g *Guide) Allows(a engine.Action) bool {
	l := g.Current()
	return l == nil || int(a.Seat) != 0 || l.Accepts(a)
}

// scriptBots seats the scripted bots, each falling back on the Normal
// bot the session made for its seat.
func (g *Guide) scriptBots() {
	for p := range g.S.bots {
		if p < len(g.Script.Bots) && g.Script.Bots[p] != nil {
			g.S.bots[p] = &scriptedBot{seat: p, list: g.Script.Bots[p], s: g.S,
				fallback: bot.New(bot.Normal, g.S.Cfg.Seed*31+uint64(p)+1)}
		}
	}
}

// scriptedBot places as its list says, then plays as a Normal bot. Its
// place in the list is the record's count of its placements, so a resumed
// game carries on where it was. The session submits what it returns
// through the engine, which refuses an illegal move as for any bot.
type scriptedBot struct {
	seat     int
	list     []engine.Action
	s        *Session
	fallback bot.Bot
}

// Act implements bot.Bot.
func (b *scriptedBot) Act(v *engine.View) engine.Action {
	if v.Pending.Type == engine.DecPlace {
		n := 0
		for _, a := range b.s.Rec.Actions {
			if int(a.Seat) == b.seat && a.Type == engine.ActPlace {
				n++
			}
		}
		if n < len(b.list) {
			return b.list[n]
		}
	}
	return b.fallback.Act(v)
}
