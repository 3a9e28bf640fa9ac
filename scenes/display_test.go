package scenes

import (
	"fmt"
	"sort"
	"testing"

	"aladdin/engine"
	"aladdin/engine/bot"
)

// boardFacts is what the board draws from a view, in a comparable form.
func boardFacts(v *engine.View) string {
	var toks []string
	for i := 0; i < int(v.NumTokens); i++ {
		t := v.Tokens[i]
		toks = append(toks, fmt.Sprintf("%d@%d:%v:%d", t.Seat, t.Space, t.Face, t.Value))
	}
	sort.Strings(toks)
	s := fmt.Sprintf("round %d camel %d guard %d bank %v shelves %v stacks %v tokens %v",
		v.Round, v.Camel, v.Guard, v.Bank, v.Shelves, v.StackLen, toks)
	for p := 0; p < int(v.Players); p++ {
		pv := v.Seats[p]
		s += fmt.Sprintf(" seat%d purse %v left %d behind %v art %v", p, pv.Purse, pv.Left, pv.Behind, pv.Artifacts)
	}
	return s
}

// TestDisplayFollowsEngine replays bot games event by event into the
// display model and checks that after every action it shows exactly what
// the engine's own view of that seat shows.
func TestDisplayFollowsEngine(t *testing.T) {
	for _, players := range []int{3, 4, 5} {
		for seed := uint64(1); seed <= 4; seed++ {
			st, bots := botGame(t, players, seed, func(i int) bot.Bot { return bot.NewRandom(seed*7 + uint64(i)) })
			viewer := int(seed) % players
			var disp, want engine.View
			st.ViewInto(viewer, &disp)
			var v engine.View
			for steps := 0; !st.Over(); steps++ {
				p := int(st.Pending().Seat)
				st.ViewInto(p, &v)
				evs, err := st.Apply(bots[p].Act(&v))
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range evs {
					applyEvent(&disp, e.For(viewer))
				}
				st.ViewInto(viewer, &want)
				if got, exp := boardFacts(&disp), boardFacts(&want); got != exp {
					t.Fatalf("%d players seed %d step %d: display differs from the engine\n got %s\nwant %s", players, seed, steps, got, exp)
				}
			}
		}
	}
}
