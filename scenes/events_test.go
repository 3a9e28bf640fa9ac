package scenes

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/gamelog"
)

// TestEveryEventTypeHasAnEntry: a new engine event cannot be forgotten by
// the screen. Every event type has exactly one entry, in one part of the
// game, and the table looks each type's up where it was put.
func TestEveryEventTypeHasAnEntry(t *testing.T) {
	for typ := engine.EventType(1); typ < engine.NumEventTypes; typ++ {
		var in []int
		for i, part := range eventParts {
			if _, ok := part[typ]; ok {
				in = append(in, i)
			}
		}
		if len(in) != 1 {
			t.Errorf("event type %d has an entry in %d parts of the game (%v), want exactly one", typ, len(in), in)
		}
	}
	for i, part := range eventParts {
		for typ := range part {
			if typ == 0 || typ >= engine.NumEventTypes {
				t.Errorf("part %d has an entry for event type %d, which the engine does not have", i, typ)
			}
		}
	}
	// The table is the parts laid out by type.
	for _, part := range eventParts {
		for typ, k := range part {
			if kindOf(engine.Event{Type: typ}).ticks != k.ticks {
				t.Errorf("event type %d: the table's entry is not its part's", typ)
			}
		}
	}
}

// secretPlacement matches a line that tells a token's value: "Blue's 7
// moves from ...".
var secretPlacement = regexp.MustCompile(`'s \d moves`)

// TestMagicEventsLogWithoutLeaks plays magic games whose players cast
// spells and invoke artifacts whenever they can, and writes each event to
// two logs: as its audience's screen receives it, and as the rest of the
// table's does. Every kind of magic event met writes a line. A line with
// a secret (a spell card, a stack's tiles, a token's value) gives it to
// the event's audience alone: every other viewer reads exactly what a
// screen that never had the secret writes.
func TestMagicEventsLogWithoutLeaks(t *testing.T) {
	met := map[engine.EventType]bool{}
	logged := map[engine.EventType]bool{}
	secrets := map[engine.EventType]int{}
	for _, players := range []int{3, 4, 5} {
		for seed := uint64(1); seed <= 4; seed++ {
			st, err := engine.New(engine.Config{Players: players, Seed: seed, FirstPlayer: -1, Magic: true})
			if err != nil {
				t.Fatal(err)
			}
			setup := game.Setup{Players: players}
			for i := 0; i < players; i++ {
				setup.Seats = append(setup.Seats, game.SeatSetup{Name: assets.PlayerNames[i], Color: i, Human: true})
			}
			newTable := func() *Table {
				return assemble(nil, game.SessionOn(st, setup, engine.Spectator))
			}
			told, untold := newTable(), newTable()
			r := rand.New(rand.NewPCG(seed, uint64(players)))
			for step := 0; !st.Over() && step < 20000; step++ {
				evs, err := st.Apply(castingPick(r, st.Legal()))
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range evs {
					if e.Type < engine.EvArtifactShown || e.Type == engine.EvPending {
						continue
					}
					met[e.Type] = true
					insider := engine.Spectator
					for s := 0; s < players; s++ {
						if e.Audience.Includes(s) {
							insider = s
							break
						}
					}
					n0, m0 := len(told.log.Entries), len(untold.log.Entries)
					told.words.Describe(e.For(insider))
					untold.words.Describe(e.For(engine.Spectator))
					toldLines, untoldLines := told.log.Entries[n0:], untold.log.Entries[m0:]
					if len(toldLines) > 0 {
						logged[e.Type] = true
					}
					if len(toldLines) != len(untoldLines) {
						t.Fatalf("event %d (%+v) writes %d lines for its audience's screen and %d for the others'", e.Type, e, len(toldLines), len(untoldLines))
					}
					for i, line := range toldLines {
						for v := engine.Spectator; v < players; v++ {
							got := line.TextFor(v)
							if e.Audience.Includes(v) && e.Audience != engine.Everyone {
								if line.Private != "" {
									secrets[e.Type]++
									if got != line.Private {
										t.Errorf("seat %d, in the audience of event %d, reads %q, not the private form %q", v, e.Type, got, line.Private)
									}
								}
								continue
							}
							if want := untoldLines[i].TextFor(v); got != want {
								t.Errorf("event %d: viewer %d reads %q; a screen that never had the secret writes %q", e.Type, v, got, want)
							}
							if leaks(e, got) {
								t.Errorf("event %d: viewer %d, outside its audience, reads the secret in %q", e.Type, v, got)
							}
						}
					}
				}
			}
			if !st.Over() {
				t.Fatalf("%d players, seed %d: the game did not end", players, seed)
			}
		}
	}
	for typ := range met {
		if !logged[typ] {
			t.Errorf("event type %d happened but never wrote a line", typ)
		}
	}
	// The test must have met the events whose lines keep a secret.
	for _, typ := range []engine.EventType{engine.EvSpellDrawn, engine.EvSpellGiven, engine.EvSpellKept, engine.EvStackSearched, engine.EvTokenMoved} {
		if secrets[typ] == 0 {
			t.Errorf("no private line of event type %d was written: the games did not exercise it", typ)
		}
	}
	t.Logf("%d kinds of magic event met; private lines per kind: %v", len(met), secrets)
	if len(met) < 20 {
		t.Errorf("only %d kinds of magic event happened", len(met))
	}
}

// leaks reports whether a line read outside an event's audience tells the
// event's secret: its spell card, the tiles of a searched stack, the value
// of a token moved face down.
func leaks(e engine.Event, line string) bool {
	if e.Audience == engine.Everyone {
		return false
	}
	if e.Spell != engine.NoSpell && strings.Contains(line, gamelog.SpellName(e.Spell)) {
		return true
	}
	if e.Type == engine.EvStackSearched {
		for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
			if strings.Contains(line, a.String()) {
				return true
			}
		}
	}
	return e.Type == engine.EvTokenMoved && secretPlacement.MatchString(line)
}

// castingPick chooses a legal action the way a player keen on magic would:
// a spell when one may be cast, often an artifact, otherwise anything.
func castingPick(r *rand.Rand, legal []engine.Action) engine.Action {
	pick := func(typ engine.ActionType, chance int) (engine.Action, bool) {
		var of []engine.Action
		for _, a := range legal {
			if a.Type == typ {
				of = append(of, a)
			}
		}
		if len(of) == 0 || r.IntN(10) >= chance {
			return engine.Action{}, false
		}
		return of[r.IntN(len(of))], true
	}
	if a, ok := pick(engine.ActCast, 8); ok {
		return a
	}
	if a, ok := pick(engine.ActInvoke, 6); ok {
		return a
	}
	return legal[r.IntN(len(legal))]
}
