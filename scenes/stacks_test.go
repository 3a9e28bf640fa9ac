package scenes

import (
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/game/scenario"
	"aladdin/scenes/board"
)

// crowdedSession is a 5-player game at the person's last placement of
// round 1, with 9 tokens in the red cave (scenario.CrowdedRedCave). Call
// it after newTestContext, which gives the autosave a folder of its own.
func crowdedSession(t *testing.T) *game.Session {
	t.Helper()
	s, err := scenario.CrowdedRedCave()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestCrowdedCaveBadges: on the crowded red cave the person on screen sees
// their own strength on each of their stacks ("you 16"), other players'
// stacks say how many tokens they hold, no badge overlaps another, and
// the hand-off picture (hideSelf) and the spectator show nothing private.
func TestCrowdedCaveBadges(t *testing.T) {
	ctx := newTestContext(t)
	s := crowdedSession(t)
	tb := onTable(t, ctx, s, "placement")
	v := game.EngineState(s).View(0)
	want := map[[2]int]int{} // space, seat -> tokens
	own := map[int]int{}     // space -> the person's strength there
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		want[[2]int{int(tv.Space), int(tv.Seat)}]++
		if tv.Seat == 0 {
			own[int(tv.Space)] += int(tv.Value)
		}
	}
	red := 0
	for seat := 0; seat < 5; seat++ {
		red += want[[2]int{assets.SpaceRedCave, seat}]
	}
	if red != 9 {
		t.Fatalf("the red cave holds %d tokens, want 9", red)
	}
	badges := tb.board.Badges(board.Options{Hover: -1})
	seen := map[[2]int]string{}
	for i, b := range badges {
		seen[[2]int{b.Space, b.Seat}] = b.Label
		for _, c := range badges[i+1:] {
			if b.Rect.Overlaps(c.Rect) {
				t.Errorf("badge %q %v overlaps %q %v", b.Label, b.Rect, c.Label, c.Rect)
			}
		}
		if !b.Rect.In(assets.SpaceRect(b.Space)) {
			t.Errorf("badge %q %v lies outside its space", b.Label, b.Rect)
		}
	}
	for key, n := range want {
		label := seen[key]
		switch {
		case key[1] == 0:
			if exp := "you " + game.Itoa(own[key[0]]); label != exp {
				t.Errorf("space %d: the person's badge %q, want %q", key[0], label, exp)
			}
		case n >= 2:
			if exp := "×" + game.Itoa(n); label != exp {
				t.Errorf("space %d seat %d: badge %q, want %q", key[0], key[1], label, exp)
			}
		default:
			if label != "" {
				t.Errorf("space %d seat %d: one face-down token has badge %q", key[0], key[1], label)
			}
		}
	}
	for _, b := range tb.board.Badges(board.Options{Hover: -1, HideSelf: true}) {
		if b.Style == board.BadgeOwn || strings.HasPrefix(b.Label, "you") {
			t.Errorf("the hand-off picture shows a private badge %q on space %d", b.Label, b.Space)
		}
	}
	s.Viewer = engine.Spectator
	for _, b := range tb.board.Badges(board.Options{Hover: -1}) {
		if b.Style == board.BadgeOwn {
			t.Errorf("the spectator board shows a private badge %q on space %d", b.Label, b.Space)
		}
	}
}

// TestHeaderTitleFits: the side panel's title fits its room at full words
// (no ellipsis) in every round and phase, on the parchment band and clear
// of the ornament, the speed chip and the Menu button.
func TestHeaderTitleFits(t *testing.T) {
	ctx := newTestContext(t)
	tr := headerTitleRect()
	band := assets.PanelHeaderRect()
	if tr.Min.X < band.Min.X || tr.Max.X > band.Max.X || tr.Overlaps(assets.PanelOrnamentRect()) ||
		tr.Overlaps(speedRect) || tr.Overlaps(menuRect) {
		t.Errorf("title room %v: band %v, ornament %v, speed %v, menu %v", tr, band, assets.PanelOrnamentRect(), speedRect, menuRect)
	}
	for round := 0; round <= 12; round++ {
		for _, tallying := range []bool{false, true} {
			s := headerTitle(round, tallying)
			got, _ := ctx.UI.Fit(s, headerTitleSize, true, float64(tr.Dx()))
			if got != s {
				t.Errorf("the title %q is cut to %q", s, got)
			}
		}
	}
}

// TestBadgesLeaveWithTheirTokens: as a round ends and the tokens fly home,
// a stack's badge (its sum, its place) goes with it instead of hanging over
// an empty space.
func TestBadgesLeaveWithTheirTokens(t *testing.T) {
	ctx := newTestContext(t)
	ctx.Settings.Speed = game.SpeedFast // flights that last some ticks
	setup := soloSetup()
	setup.Seed = "3"
	s, err := game.NewSession(setup)
	if err != nil {
		t.Fatal(err)
	}
	// A face-up token going home: the round is over (a refused player's
	// room tokens leave face down, and a lone face-down token has no badge).
	tb := playLive(t, ctx, s, func(tb *Table) bool {
		k, ok := tb.activeTask(engine.EvTokenReturned)
		return ok && k.Ev.Value > 0
	})
	k, _ := tb.activeTask(engine.EvTokenReturned)
	still := 0
	for i := 0; i < int(tb.board.View.NumTokens); i++ {
		if tv := tb.board.View.Tokens[i]; tv.Space == k.Ev.Space && tv.Seat == k.Ev.Seat {
			still++
		}
	}
	if still == 0 {
		t.Fatal("the returning tokens are already off the board: nothing to check")
	}
	for _, b := range tb.board.Badges(board.Options{Hover: -1}) {
		if b.Space == int(k.Ev.Space) && b.Seat == int(k.Ev.Seat) {
			t.Errorf("seat %d's badge %q stays on space %d while its %d tokens fly home", b.Seat, b.Label, b.Space, still)
		}
	}
}

// activeTask returns the running task of an event type, if any.
func (t *Table) activeTask(typ engine.EventType) (*board.Task, bool) {
	for i := range t.q.active {
		if t.q.active[i].Ev.Type == typ {
			return &t.q.active[i], true
		}
	}
	return nil, false
}

// TestPalaceStacksStandApart: five players have placed their tokens; in
// the guard and the rooms no stack, and no badge, touches an arrow from
// one space to the next, so a room's tokens never read as a pair with the
// next room's. With ALADDIN_DOC_SHOTS set it writes docs/palace-stacks.png.
func TestPalaceStacksStandApart(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionAt(t, 5, func(s *game.Session) bool {
		v := game.EngineState(s).View(-1)
		inPalace := 0
		for i := 0; i < int(v.NumTokens); i++ {
			if v.Tokens[i].Space >= engine.Space(assets.SpaceGuard) {
				inPalace++
			}
		}
		return s.Round() == 1 && inPalace >= 8
	})
	onTable(t, ctx, s, "handoff")
	v := game.EngineState(s).View(-1)
	n := map[[2]int]int{}
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; tv.Space >= engine.Space(assets.SpaceGuard) {
			n[[2]int{int(tv.Space), int(tv.Seat)}]++
		}
	}
	const air = 14 + 3 // the medallion's radius with its rim, and air
	for key, k := range n {
		stack := assets.StackBounds(key[0], key[1], k)
		badge := assets.StackBadgeRect(key[0], key[1], 60)
		for _, p := range assets.PalaceArrows() {
			arrow := image.Rect(p.X-air, p.Y-air, p.X+air, p.Y+air)
			if stack.Overlaps(arrow) || badge.Overlaps(arrow) {
				t.Errorf("space %d seat %d: the stack %v or its badge %v touches the arrow at %v", key[0], key[1], stack, badge, p)
			}
		}
	}
	if len(n) < 3 {
		t.Fatalf("only %d stacks in the palace", len(n))
	}
	pic, _ := drawTable(t, ctx)
	docShot(t, "palace-stacks", pic)
}
