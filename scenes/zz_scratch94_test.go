package scenes

import (
	"testing"

	"aladdin/engine"
)

func TestZZUp94(t *testing.T) {
	ctx := newTestContext(t)
	s := crowdedSession(t)
	legal := s.State.Legal()
	var pick engine.Action
	for _, a := range legal {
		if a.Space != 0 {
			pick = a
		}
	}
	if err := s.Submit(pick); err != nil {
		t.Fatal(err)
	}
	ctx.Settings.Speed = 1
	ctx.FastBots = true
	tb := onTable(t, ctx, s, "placement")
	tickUntil(t, ctx, "tally", 20000, func() bool { return ctx.Scenes.VisibleName() == "tally" })
	for i := 0; i < 3000; i++ {
		st := stacks(&tb.view)
		all := true
		for seat := 0; seat < 5; seat++ {
			if st[0][seat].n > 0 && st[0][seat].faceUp != st[0][seat].n {
				all = false
			}
		}
		if all {
			t.Logf("tick %d stacks %+v", i, st[0])
			for _, b := range tb.badges(boardOptions{hover: -1}) {
				if b.space == 0 {
					t.Logf("%+v", b)
				}
			}
			return
		}
		tick(ctx)
	}
}
