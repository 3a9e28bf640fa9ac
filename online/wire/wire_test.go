package wire

import (
	"encoding/json"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// playGame plays a bot game and returns every event, unfiltered.
func playGame(t *testing.T, magic bool) (*engine.State, []engine.Event) {
	t.Helper()
	st, err := engine.New(engine.Config{Players: 4, Seed: 11, FirstPlayer: -1, Magic: magic})
	if err != nil {
		t.Fatal(err)
	}
	var bots []bot.Bot
	for i := 0; i < 4; i++ {
		bots = append(bots, bot.New(bot.Easy, uint64(i)+1))
	}
	var all []engine.Event
	for !st.Over() {
		p := int(st.Pending().Seat)
		v := st.View(p)
		evs, err := st.Apply(bots[p].Act(&v))
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, evs...)
	}
	return st, all
}

func TestEventsAndViewsRoundTripExactlyAndCompactly(t *testing.T) {
	for _, magic := range []bool{false, true} {
		st, all := playGame(t, magic)
		for seat := engine.Spectator; seat < 4; seat++ {
			mine := make(Events, len(all))
			for i, e := range all {
				mine[i] = e.For(seat)
			}
			data, err := json.Marshal(mine)
			if err != nil {
				t.Fatal(err)
			}
			var back Events
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			if len(back) != len(mine) {
				t.Fatalf("%d events came back of %d", len(back), len(mine))
			}
			for i := range mine {
				if back[i] != mine[i] {
					t.Fatalf("event %d: %+v came back as %+v", i, mine[i], back[i])
				}
			}
			full, _ := json.Marshal([]engine.Event(mine))
			if len(data)*3 > len(full) {
				t.Errorf("the compact log is %d bytes, plain JSON %d: not a third", len(data), len(full))
			}
			v := View(st.View(seat))
			vd, err := json.Marshal(&v)
			if err != nil {
				t.Fatal(err)
			}
			var vb View
			if err := json.Unmarshal(vd, &vb); err != nil {
				t.Fatal(err)
			}
			if vb != v {
				t.Fatal("the view did not come back the same")
			}
			if seat == 0 {
				t.Logf("magic %v: %d events, log %d bytes (plain %d), view %d bytes", magic, len(all), len(data), len(full), len(vd))
			}
		}
	}
}

func TestSetupValidate(t *testing.T) {
	good := Setup{Players: 3, Version: Basic, Seats: []SeatSetup{{}, {Bot: true, Level: 2}, {}}}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Setup{
		{Players: 2, Version: Basic, Seats: make([]SeatSetup, 2)},
		{Players: 6, Version: Basic, Seats: make([]SeatSetup, 6)},
		{Players: 3, Version: "chess", Seats: make([]SeatSetup, 3)},
		{Players: 3, Version: Magic, Seats: make([]SeatSetup, 4)},
		{Players: 3, Version: Magic, Seats: []SeatSetup{{}, {Bot: true, Level: 9}, {}}},
		{Players: 3, Version: Magic, Seats: []SeatSetup{{}, {Level: 2}, {}}},
	} {
		if bad.Validate() == nil {
			t.Errorf("%+v passed", bad)
		}
	}
	if c := good.Config(); c.Players != 3 || c.Magic || c.Intro || c.FirstPlayer != -1 {
		t.Errorf("config %+v", c)
	}
}

func TestCodes(t *testing.T) {
	if NormCode(" abc-def ") != "ABCDEF" || !ValidCode("ABCDEF") || ValidCode("ABCDE0") || ValidCode("ABC") {
		t.Error("codes")
	}
	if strings.ContainsAny(CodeAlphabet, "01OIL") {
		t.Error("ambiguous letters in the alphabet")
	}
}
