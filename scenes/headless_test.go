package scenes

import (
	"image"
	"sort"
	"testing"
	"time"

	"aladdin/game"
	"aladdin/game/scenario"
)

// The headless whole-game driver: the app's scenes run tick by tick
// exactly as the window runs them (game.Context.Step), at instant speed
// unless a test asks otherwise, with no window and no pixels. A test reads
// what the desktop tests read from the probe file (the visible scene, its
// clickable targets, the status) and clicks a target's centre as the mouse
// does: the press on one tick, the release on the next. Timeouts are in
// game time (60 ticks a second), so a busy machine makes a test slower,
// never different.

// probeState is what the game's probe publishes, read straight from the
// context.
type probeState = game.ProbeState

// headless is one app without a window.
type headless struct {
	t   *testing.T
	ctx *game.Context
	// mouse is where the pointer rests between clicks.
	mouse image.Point
	// shown is the visible scene and the tick it came on screen; seen
	// every scene shown so far.
	shown     string
	changedAt int64
	seen      map[string]bool
}

// settleTicks is how long after a scene comes on screen the driver waits
// before it acts on it, as the probe marks a scene "~settling" while its
// fade runs and a few ticks after.
const settleTicks = 18

// openHeadless starts the app's scenes on first, with the bots deciding
// at once (the game's test setting, as the desktop tests launch it).
func openHeadless(t *testing.T, ctx *game.Context, first game.Scene) *headless {
	t.Helper()
	ctx.FastBots = true
	g := &headless{t: t, ctx: ctx, seen: map[string]bool{}, mouse: image.Pt(1590, 990)}
	ctx.Scenes.Switch(first)
	g.frame(nil)
	return g
}

// frame runs one tick with the pointer at rest, or with the input set
// sets (on top of the pointer's place).
func (g *headless) frame(set func(in *game.Input)) {
	g.t.Helper()
	*g.ctx.In = game.Input{Mouse: g.mouse}
	if set != nil {
		set(g.ctx.In)
	}
	g.mouse = g.ctx.In.Mouse
	if err := g.ctx.Step(); err != nil {
		g.t.Fatalf("the scene's update failed: %v", err)
	}
	if n := g.ctx.Scenes.VisibleName(); n != g.shown {
		g.shown, g.changedAt = n, g.ctx.Tick
		g.seen[n] = true
	}
}

// read is the probe's picture of the last tick.
func (g *headless) read() (probeState, bool) {
	st := probeState{Scene: g.shown, Tick: g.ctx.Tick, Targets: map[string][4]int{}, Status: map[string]string{}}
	if g.ctx.Scenes.Fading() || g.ctx.Tick-g.changedAt < settleTicks {
		st.Scene += "~settling"
	}
	for k, r := range g.ctx.UI.Targets {
		st.Targets[k] = [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}
	}
	for k, v := range g.ctx.Status {
		st.Status[k] = v
	}
	return st, true
}

// ticksIn is a timeout in game time as a number of ticks.
func ticksIn(d time.Duration) int { return max(int(d/game.TickTime), 60) }

// poll runs ticks until ok accepts the probe, for at most timeout of game
// time; it reports whether ok did.
func (g *headless) poll(timeout time.Duration, ok func(probeState) bool) (probeState, bool) {
	for i := ticksIn(timeout); i > 0; i-- {
		if st, _ := g.read(); ok(st) {
			return st, true
		}
		g.frame(nil)
	}
	st, _ := g.read()
	return st, ok(st)
}

// waitFor is poll that fails the test when ok never accepts.
func (g *headless) waitFor(what string, timeout time.Duration, ok func(probeState) bool) probeState {
	g.t.Helper()
	st, found := g.poll(timeout, ok)
	if !found {
		g.t.Fatalf("never reached %s within %v of game time; last probe: scene %q status %v targets %v", what, timeout, st.Scene, st.Status, probeKeys(st.Targets))
	}
	return st
}

// clickTarget clicks the centre of a target the probe offers: pressed
// on one tick, released on the next. False when st offers no such target.
func (g *headless) clickTarget(st probeState, name string) bool {
	r, ok := st.Targets[name]
	if !ok {
		return false
	}
	at := image.Pt((r[0]+r[2])/2, (r[1]+r[3])/2)
	g.frame(func(in *game.Input) { in.Mouse, in.Clicked, in.Pressed, in.DragFrom = at, true, true, at })
	g.frame(func(in *game.Input) { in.Mouse, in.Released = at, true })
	return true
}

// table is the table behind the scene on show.
func (g *headless) table() *Table {
	g.t.Helper()
	return tableOf(g.t, g.ctx.Scenes.Current())
}

// probeKeys are a probe's target names, sorted.
func probeKeys(m map[string][4]int) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// targetsWith lists target names with a prefix, sorted.
func targetsWith(st probeState, prefix string) []string { return scenario.TargetsWith(st, prefix) }

// settled reports a probe taken after the scene's fade-in.
func settled(st probeState) bool { return scenario.Settled(st) }

// startFourSeats opens the set-up screen, seats four (the person and
// three bots), chooses the magic version if asked, and starts the game.
func startFourSeats(t *testing.T, ctx *game.Context, magic bool) *headless {
	t.Helper()
	g := openHeadless(t, ctx, game.Screens.Setup(ctx))
	ready := func(s probeState) bool { return s.Scene == "setup" && settled(s) }
	st := g.waitFor("the set-up screen", 5*time.Second, ready)
	g.clickTarget(st, "players:4")
	st = g.waitFor("four seats", 5*time.Second, ready)
	if magic {
		g.clickTarget(st, "magic")
		st = g.waitFor("the magic version", 5*time.Second, ready)
	}
	g.clickTarget(st, "start")
	return g
}
