package game

import (
	"strconv"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/lang"
)

// A guided game teaches by doing: a short scripted game with a fixed seed,
// bots whose placements are listed, and a person who is asked for one
// thing at a time (a lesson). The guide's place in its script is read from
// the game's own record (the person's actions so far), so the autosave
// keeps it and a resumed game picks up at the same lesson. After the last
// lesson the bots play on as Normal bots and the game is an ordinary one.

// GuideLesson is one thing the person is asked to do.
type GuideLesson struct {
	// Say is the prompt: what to do and why, short; in English, a msgid
	// (SayWords is the player's language). Steps are separated by "|".
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
	// At is the reaction window the lesson's play is made in (the magic
	// version); zero for a lesson outside the windows. While the lesson is
	// under way the guide passes for the person in every other window.
	At GuideWindow
}

// GuideWindow names a reaction window (decisions D21, D34): the window of a
// space being tallied. The zero value names none.
type GuideWindow uint8

// WindowAt is the window of space sp as it is tallied.
func WindowAt(sp engine.Space) GuideWindow { return GuideWindow(sp) + 1 }

// Is reports whether decision d asks in this window.
func (w GuideWindow) Is(d engine.Decision) bool {
	return w != 0 && d.Type == engine.DecReact && d.Amount == int8(engine.WinSpace) && d.Space == engine.Space(w-1)
}

// GuidePlay is a scripted bot's play in a reaction window: Act (a cast or
// an invocation, its Seat the bot's) made in the window At.
type GuidePlay struct {
	At  GuideWindow
	Act engine.Action
}

// SayWords is the lesson's prompt in the player's language; its steps
// are separated by "|", as in Say.
func (l *GuideLesson) SayWords() string { return lang.Word(l.Say) }

// WaitWords is what the lesson shows while the game gets to it, in the
// player's language ("" none).
func (l *GuideLesson) WaitWords() string { return lang.Word(l.Wait) }

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
	Bots [][]engine.Action
	// Plays are the bots' scripted plays in reaction windows, in order; a
	// bot with plays still to make passes in every other window, and plays
	// as a Normal bot once they are made.
	Plays   []GuidePlay
	Lessons []GuideLesson
	// Done is said after the last lesson.
	Done string
}

// DoneWords is what the script says after its last lesson, in the
// player's language.
func (sc *GuideScript) DoneWords() string { return lang.Word(sc.Done) }

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
	if s == nil || s.cfg.Seed != sc.Seed || s.cfg.Magic != sc.Magic || s.cfg.FirstPlayer != 0 || len(s.setup.Seats) != len(sc.Seats) {
		return false
	}
	for i, st := range sc.Seats {
		if s.setup.Seats[i].Name != st.Name || s.setup.Seats[i].Human != st.Human {
			return false
		}
	}
	_, ok := progress(s.rec.Actions, sc)
	return ok
}

// progress reads a record against the script. The person's actions (the
// starting treasure aside) are taken in order: one the lesson under way
// accepts completes it; a Pass it does not accept is a pass between
// lessons (made by the session when Pass was the only move, or by the
// guide in a window the lesson does not wait for: no lesson asks for a
// Pass) and counts for nothing; anything else leaves the script. The bots'
// placements and window plays must be the script's, in order, until each
// list is used up. It returns the lessons completed and whether the
// record followed the script.
func progress(rec []engine.Action, sc *GuideScript) (lesson int, ok bool) {
	placed := make([]int, len(sc.Seats))
	played := make([]int, len(sc.Seats))
	for _, a := range rec {
		p := int(a.Seat)
		switch {
		case a.Type == engine.ActChooseStart || p < 0 || p >= len(sc.Seats):
		case p == 0 && lesson < len(sc.Lessons):
			switch {
			case sc.Lessons[lesson].Accepts(a):
				lesson++
			case a.Type != engine.ActPass:
				return lesson, false
			}
		case p != 0 && a.Type == engine.ActPlace && p < len(sc.Bots) && placed[p] < len(sc.Bots[p]):
			if a != sc.Bots[p][placed[p]] {
				return lesson, false
			}
			placed[p]++
		case p != 0 && (a.Type == engine.ActCast || a.Type == engine.ActInvoke):
			if next, left := sc.nextPlay(p, played[p]); left {
				if a != next.Act {
					return lesson, false
				}
				played[p]++
			}
		}
	}
	return lesson, true
}

// nextPlay is seat's scripted window play after its first done ones, if
// any is left.
func (sc *GuideScript) nextPlay(seat, done int) (GuidePlay, bool) {
	for _, pl := range sc.Plays {
		if int(pl.Act.Seat) != seat {
			continue
		}
		if done == 0 {
			return pl, true
		}
		done--
	}
	return GuidePlay{}, false
}

// playsMade counts seat's scripted window plays the record holds: its
// casts and invocations matched in order against its plays (progress
// checks that they match).
func (sc *GuideScript) playsMade(rec []engine.Action, seat int) int {
	done := 0
	for _, a := range rec {
		if int(a.Seat) != seat || a.Type != engine.ActCast && a.Type != engine.ActInvoke {
			continue
		}
		if next, left := sc.nextPlay(seat, done); left && a == next.Act {
			done++
		}
	}
	return done
}

// Lesson is the index of the lesson the person is on: how many lessons
// the record has completed (see progress). len(Lessons) means the lessons
// are over.
func (g *Guide) Lesson() int {
	n, _ := progress(g.S.rec.Actions, g.Script)
	return n
}

// Current is the lesson under way, nil once they are over.
func (g *Guide) Current() *GuideLesson {
	if i := g.Lesson(); i < len(g.Script.Lessons) {
		return &g.Script.Lessons[i]
	}
	return nil
}

// Allows reports whether the person's action may be played: during the
// lessons only the one asked for (or the guide's own Pass); after them,
// anything.
func (g *Guide) Allows(a engine.Action) bool {
	l := g.Current()
	if l == nil || int(a.Seat) != 0 || l.Accepts(a) {
		return true
	}
	pass, ok := g.Pass()
	return ok && a == pass
}

// Pass is the Pass the guide makes for the person now, if any: during the
// lessons, in a reaction window the lesson under way does not wait for
// (its play comes in a later window, or is not made in one). The screen
// (and a test) submits it; the record keeps it like any pass.
func (g *Guide) Pass() (engine.Action, bool) {
	l := g.Current()
	if l == nil || g.S.st.Over() {
		return engine.Action{}, false
	}
	d := g.S.st.Pending()
	if d.Type != engine.DecReact || int(d.Seat) != 0 || l.At.Is(d) {
		return engine.Action{}, false
	}
	return passFor(0), true
}

// scriptBots seats the scripted bots, each falling back on the Normal
// bot the session made for its seat.
func (g *Guide) scriptBots() {
	for p := range g.S.bots {
		_, plays := g.Script.nextPlay(p, 0)
		if !g.S.IsHuman(p) && (p < len(g.Script.Bots) && g.Script.Bots[p] != nil || plays) {
			var list []engine.Action
			if p < len(g.Script.Bots) {
				list = g.Script.Bots[p]
			}
			g.S.bots[p] = &scriptedBot{seat: p, list: list, s: g.S, script: g.Script,
				fallback: bot.New(bot.Normal, g.S.cfg.Seed*31+uint64(p)+1)}
		}
	}
}

// scriptedBot places as its list says and makes its scripted window plays
// (passing in every other window until they are made), then plays as a
// Normal bot. Its place in its lists is read from the record (its
// placements, its casts and invocations), so a resumed game carries on
// where it was. The session submits what it returns through the engine,
// which refuses an illegal move as for any bot.
type scriptedBot struct {
	seat     int
	list     []engine.Action
	s        *Session
	script   *GuideScript
	fallback bot.Bot
}

// Act implements bot.Bot.
func (b *scriptedBot) Act(v *engine.View) engine.Action {
	switch v.Pending.Type {
	case engine.DecPlace:
		n := 0
		for _, a := range b.s.rec.Actions {
			if int(a.Seat) == b.seat && a.Type == engine.ActPlace {
				n++
			}
		}
		if n < len(b.list) {
			return b.list[n]
		}
	case engine.DecReact:
		if next, left := b.script.nextPlay(b.seat, b.script.playsMade(b.s.rec.Actions, b.seat)); left {
			if next.At.Is(v.Pending) {
				return next.Act
			}
			return passFor(b.seat)
		}
	}
	return b.fallback.Act(v)
}
