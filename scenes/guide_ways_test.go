package scenes

import (
	"strconv"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// The guided games take every way the game takes: a token picked by its
// number key, by a click, dragged with the mouse or tapped with a finger;
// a dialog's main button by Enter, the camel's holder and the Tent's card
// by their number keys.

// gdrag presses the mouse on the target from, moves it and lets go on the
// target to, a frame each, as a drag with the mouse does.
func gdrag(t *testing.T, ctx *game.Context, from, to string) {
	t.Helper()
	a, ok := ctx.UI.Targets[from]
	if !ok {
		t.Fatalf("no target %q to drag from", from)
	}
	b := a // the space is lit once the token is held
	steps := []func(){
		func() { ctx.In.Mouse, ctx.In.Clicked, ctx.In.Pressed, ctx.In.DragFrom = mid(a), true, true, mid(a) },
		func() { ctx.In.Mouse, ctx.In.Pressed, ctx.In.DragFrom = mid(a).Add(b.Size().Div(4)), true, mid(a) },
		func() {
			r, ok := ctx.UI.Targets[to]
			if !ok {
				t.Fatalf("no target %q to drop on while dragging", to)
			}
			ctx.In.Mouse, ctx.In.Pressed, ctx.In.DragFrom = mid(r), true, mid(a)
		},
		func() { ctx.In.Mouse, ctx.In.Released = mid(ctx.UI.Targets[to]), true },
	}
	for _, s := range steps {
		press(ctx)
		s()
		clear(ctx.UI.Targets)
		_ = ctx.Scenes.Top().Update(ctx)
	}
}

// keyFor is the key that does what a click on the target does, if any:
// a token's number, the camel's seat, the Tent's card, a main button.
func keyFor(name string) (ebiten.Key, bool) {
	kind, arg, _ := strings.Cut(name, ":")
	n, _ := strconv.Atoi(arg)
	switch kind {
	case "token":
		return digitKeys[engine.Numeral(n)], true
	case "camel", "keep":
		return ebiten.Key1 + ebiten.Key(n), true
	case "exchange", "pay", "buy", "cast-ok":
		if arg == "" {
			return ebiten.KeyEnter, true
		}
	}
	return 0, false
}

// stepMoved reports whether the guide went past lesson l's step c.
func stepMoved(g *Guide, l, c int) bool { return g.g.Lesson() != l || g.click != c }

// TestGuideTakesEveryWay plays both guided games: lesson 1 by dragging
// the 9 onto the Red Dragon, lesson 2 accepts the 5 picked by its key
// (a wrong number is put back and the lesson says again what it wants),
// lesson 3 by a finger's taps, and every other step by its key where the
// game has one (the tokens' numbers, Enter for the main buttons, 1 for the
// camel to yourself and the Tent's first card), by a click elsewhere.
func TestGuideTakesEveryWay(t *testing.T) {
	for _, sc := range guideScripts {
		t.Run(sc.ID, func(t *testing.T) {
			ctx := newTestContext(t)
			ctx.FastBots = true
			startGuideOf(ctx, sc)
			byKey := 0
			for steps := 0; ; steps++ {
				if steps > 100 {
					t.Fatal("too many steps")
				}
				want, _ := untilAsked(t, ctx, 8000)
				if want == "" {
					break
				}
				g := guideOn(t, ctx)
				lesson, click := g.g.Lesson(), g.click
				switch {
				case lesson == 0 && click == 0:
					space := sc.Lessons[0].Clicks[1]
					gdrag(t, ctx, want, space)
					if g.g.Lesson() != 1 {
						t.Fatalf("lesson 1: the %s dragged onto %s was not taken (lesson %d, toast %q)", want, space, g.g.Lesson()+1, g.t.toastText())
					}
					continue
				case lesson == 1 && click == 0:
					// A wrong number first: put back, the lesson unchanged.
					other := ebiten.Key0
					for i := engine.NumTokens - 1; i >= 0; i-- {
						if _, behind := ctx.UI.Targets["token:"+game.Itoa(i)]; behind && "token:"+game.Itoa(i) != want {
							other, _ = keyFor("token:" + game.Itoa(i))
							break
						}
					}
					gtick(ctx, other)
					gtick(ctx)
					if g.t.placement.selected != -1 || g.click != 0 || ctx.Status["guide-target"] != want || g.t.toastText() == "" {
						t.Fatalf("lesson 2: a token the lesson does not want, picked by key, was kept (held %d, step %d, target %q, toast %q)",
							g.t.placement.selected, g.click, ctx.Status["guide-target"], g.t.toastText())
					}
				case lesson == 2:
					f := &finger{ctx: ctx, ms: 1000}
					f.tapTarget(t, want)
					if !stepMoved(g, lesson, click) {
						t.Fatalf("lesson 3: the tap on %s was not taken (toast %q)", want, g.t.toastText())
					}
					continue
				}
				if k, ok := keyFor(want); ok {
					gtick(ctx, k)
					gtick(ctx)
					if !stepMoved(g, lesson, click) {
						t.Fatalf("lesson %d: the key for %s was not taken (step %d, target %q, toast %q)",
							lesson+1, want, g.click, ctx.Status["guide-target"], g.t.toastText())
					}
					byKey++
					if lesson == 1 {
						// The 5 picked by its key: the lit Market is taken.
						if next, _ := untilAsked(t, ctx, 100); next != sc.Lessons[1].Clicks[1] {
							t.Fatalf("lesson 2 after the key: the guide points at %q", next)
						}
						gclick(t, ctx, sc.Lessons[1].Clicks[1])
						if g.g.Lesson() != 2 {
							t.Fatalf("lesson 2: with the token picked by its key, the click on %s was refused: %q",
								sc.Lessons[1].Clicks[1], g.t.toastText())
						}
					}
					continue
				}
				gclick(t, ctx, want)
				if !stepMoved(g, lesson, click) {
					gtick(ctx)
					if !stepMoved(g, lesson, click) {
						t.Fatalf("lesson %d: the click on %s was not taken: %q", lesson+1, want, g.t.toastText())
					}
				}
			}
			g := guideOn(t, ctx)
			if g.g.Lesson() != len(sc.Lessons) || byKey < 6 {
				t.Fatalf("lesson %d of %d at the end, %d steps by key", g.g.Lesson(), len(sc.Lessons), byKey)
			}
		})
	}
}
