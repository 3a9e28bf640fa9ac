package game

import (
	"testing"

	"aladdin/engine"
)

// TestRoundEndsFollowTheRecord: four bots play into round 4, basic and
// magic. Replaying the record gives one RoundEnd per round that ended,
// in order, each holding that round's events alone, in their public form,
// and the board the table saw as the round ended: the artifacts each seat
// held then and those left in the palace, as the engine had them while
// the round's end was being told. A record cut short gives the rounds
// ended by then; a record with a move the rules refuse is an error.
func TestRoundEndsFollowTheRecord(t *testing.T) {
	for _, magic := range []bool{false, true} {
		t.Run(map[bool]string{false: "basic", true: "magic"}[magic], func(t *testing.T) {
			t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
			setup := testSetup(0)
			setup.Magic = magic
			s, err := NewSession(setup)
			if err != nil {
				t.Fatal(err)
			}
			s.ThinkTime = 0
			// What the engine held when each round ended, and the record's
			// length at the end of round 2.
			type atEnd struct{ held, left int }
			var ends []atEnd
			var heldNow [engine.MaxPlayers]int
			cut := -1
			var v engine.View
			for i := 0; i < 200000 && !s.st.Over() && s.st.Round() < 4; i++ {
				if _, err := s.BotTick(0); err != nil {
					t.Fatal(err)
				}
				for _, e := range s.TakeEvents() {
					if e.Type != engine.EvRoundEnded {
						continue
					}
					s.st.ViewInto(engine.Spectator, &v)
					sum, left := 0, 0
					for p := 0; p < int(v.Players); p++ {
						heldNow[p] = v.Artifacts(p)
						sum += heldNow[p]
					}
					for _, n := range v.StackLen {
						left += int(n)
					}
					ends = append(ends, atEnd{held: sum, left: left})
					if e.Round == 2 {
						cut = len(s.rec.Actions)
					}
				}
			}
			if len(ends) < 3 || cut < 0 {
				t.Fatalf("the bots ended %d rounds; want 3", len(ends))
			}
			got, err := s.RoundEnds()
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(ends) {
				t.Fatalf("%d round ends from the record; the game ended %d rounds", len(got), len(ends))
			}
			for i, re := range got {
				if re.Round != i+1 || int(re.View.Round) != i+1 {
					t.Errorf("round end %d is round %d (view round %d)", i, re.Round, re.View.Round)
				}
				if len(re.Events) == 0 || re.Events[0].Type != engine.EvRoundBegan || int(re.Events[0].Round) != re.Round {
					t.Errorf("round %d's events do not start with its beginning: %+v", re.Round, re.Events[:min(1, len(re.Events))])
				}
				if re.View.Seat != engine.Spectator {
					t.Errorf("round %d's board is seat %d's view, not the public one", re.Round, re.View.Seat)
				}
				for _, e := range re.Events {
					if e != e.For(engine.Spectator) {
						t.Fatalf("round %d keeps a private event: %+v", re.Round, e)
					}
					if e.Type == engine.EvRoundBegan && e.Round != re.Events[0].Round || e.Type == engine.EvRoundEnded {
						t.Fatalf("round %d's events reach into another round: %+v", re.Round, e)
					}
				}
				held := 0
				for p := 0; p < int(re.View.Players); p++ {
					held += re.View.Artifacts(p)
				}
				// The artifacts held only grow in the basic game; in magic
				// a spell may move one, never make or destroy one, so the
				// total is what the engine had.
				if held != ends[i].held {
					t.Errorf("round %d ends with %d artifacts held; the engine had %d", re.Round, held, ends[i].held)
				}
			}
			if !magic {
				// The basic game's palace: nothing is laid out between the
				// round's end and the next round's start.
				for i, re := range got {
					left := 0
					for _, n := range re.View.StackLen {
						left += int(n)
					}
					if left != ends[i].left {
						t.Errorf("round %d ends with %d artifacts in the palace; the engine had %d", re.Round, left, ends[i].left)
					}
				}
			}
			short, err := RoundEnds(s.cfg, s.rec.Actions[:cut])
			if err != nil || len(short) != 2 {
				t.Errorf("the record cut at round 2's end gives %d round ends (%v); want 2", len(short), err)
			}
			bad := append([]engine.Action(nil), s.rec.Actions[:cut]...)
			bad = append(bad, bad[len(bad)-1]) // the same move twice
			if _, err := RoundEnds(s.cfg, bad); err == nil {
				t.Error("a record with a refused move replays without an error")
			}
		})
	}
}
