package modes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"
)

// TestScrollTieBreakOnGameOver: in the magic version two players tied on
// the most artifacts are parted by their Scrolls (EN l.169). The final
// table lists the winner first and says how the tie was broken; a clear
// win says nothing of Scrolls.
func TestScrollTieBreakOnGameOver(t *testing.T) {
	st, err := engine.New(engine.Config{Players: 3, Seed: 1, FirstPlayer: -1, Magic: true, Names: []string{"Ali", "Bea", "Cem"}})
	if err != nil {
		t.Fatal(err)
	}
	setup := game.Setup{Seats: []game.SeatSetup{{Name: "Ali"}, {Name: "Bea"}, {Name: "Cem"}}}
	tb := &Host{Game: game.SessionOn(st, setup, engine.Spectator)}
	v := engine.View{Players: 3, Magic: true}
	// Ali and Bea hold four artifacts each, Bea with two Scrolls to Ali's
	// one: Bea wins. Cem holds two.
	v.Seats[0].Artifacts[engine.Scroll], v.Seats[0].Artifacts[engine.Double] = 1, 3
	v.Seats[1].Artifacts[engine.Scroll], v.Seats[1].Artifacts[engine.Key] = 2, 2
	v.Seats[2].Artifacts[engine.Key] = 2
	v.Winners = 1 << 1
	if got := standings(&v); got[0] != 1 || got[1] != 0 || got[2] != 2 {
		t.Fatalf("standings %v, want Bea, Ali, Cem", got)
	}
	if got, want := scrollTieText(tb, &v), "Tied on 4 artifacts; the Scrolls decide (Ali 1, Bea 2)."; got != want {
		t.Fatalf("tie line %q, want %q", got, want)
	}
	// Without the tie there is nothing to explain.
	v.Seats[0].Artifacts[engine.Double] = 2
	if got := scrollTieText(tb, &v); got != "" {
		t.Fatalf("a clear win explains a tie: %q", got)
	}
	// A tie the Scrolls cannot break is shared, and says nothing either.
	v.Seats[0].Artifacts[engine.Double], v.Seats[0].Artifacts[engine.Scroll] = 2, 2
	v.Winners = 1<<0 | 1<<1
	if got := scrollTieText(tb, &v); got != "" {
		t.Fatalf("a shared win explains a broken tie: %q", got)
	}
}
