package scenes

import (
	"image"
	"os"
	"strconv"
	"strings"
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/modes"
	"aladdin/scenes/scenetest"

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
		return modes.DigitKeys[engine.Numeral(n)], true
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
					if g.t.modes.Placement.Selected() != -1 || g.click != 0 || ctx.Status["guide-target"] != want || g.t.toastText() == "" {
						t.Fatalf("lesson 2: a token the lesson does not want, picked by key, was kept (held %d, step %d, target %q, toast %q)",
							g.t.modes.Placement.Selected(), g.click, ctx.Status["guide-target"], g.t.toastText())
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

// TestGuideArrowsEndOnTheirTargets plays both guided games by clicks and
// at every step of every lesson checks what the screen shows: the arrow's
// tip lies inside the rectangle of the target the lesson names; the box
// covers none of what the lesson is about (the target, the window's
// question, a dialog, the row of spaces the tally is in, the space just
// placed on); and a tooltip asked for with the pointer resting on the
// target, or on the box, is kept off both. While the game gets to a
// lesson (the others placing, the tally running) the box stays off the
// row the vizier is in. The box never covers the line of the prompt, the
// tally's caption and Skip.
func TestGuideArrowsEndOnTheirTargets(t *testing.T) {
	const tip = "A tooltip of a few words, as long as a space's help, which wraps onto a second line or a third."
	for _, sc := range guideScripts {
		t.Run(sc.ID, func(t *testing.T) {
			ctx := newTestContext(t)
			ctx.Settings.Speed = game.SpeedNormal // the tally shown as a person sees it
			ctx.FastBots = true
			startGuideOf(ctx, sc)
			steps, arrows, waits := 0, 0, 0
			var overDisabled []string
			tallyShot := false
			for ticks := 0; ticks < 100000 && ctx.Status["guide-done"] != "yes"; ticks++ {
				gtick(ctx)
				g := guideOn(t, ctx)
				want := ctx.Status["guide-target"]
				if want == "" {
					if g.g.Current() != nil && g.t.board.Tallying {
						box := g.boxRect(image.Rectangle{})
						sp := modes.SpaceAt(g.t.board.VizierAt.X, g.t.board.VizierAt.Y)
						if sp >= 0 && box.Overlaps(spaceRow(sp)) {
							t.Fatalf("lesson %d, waiting: the box %v covers the row of %v, where the tally is", g.g.Lesson()+1, box, engine.Space(sp))
						}
						if box.Min.Y < modes.SkipRect.Max.Y {
							t.Fatalf("lesson %d, waiting: the box %v covers the line of the tally's caption and Skip (down to y %d)", g.g.Lesson()+1, box, modes.SkipRect.Max.Y)
						}
						if sp == int(engine.CaveBlue) && !tallyShot && g.t.q.Busy() {
							tallyShot = true
							docShot(t, "guide-"+sc.ID+"-tally", drawScreen(t, ctx))
						}
						waits++
					}
					continue
				}
				steps++
				r := ctx.UI.Targets[want]
				if g.pointAt() != r {
					t.Fatalf("lesson %d: the guide points at %v, %s is at %v", g.g.Lesson()+1, g.pointAt(), want, r)
				}
				box := g.boxRect(r)
				if from, end, ok := g.arrow(box, r); ok {
					arrows++
					if !end.In(r) {
						t.Fatalf("lesson %d: the arrow from %v ends at %v, outside %s %v", g.g.Lesson()+1, from, end, want, r)
					}
					for name, o := range g.targets {
						if o != r && !o.Overlaps(box) && !strings.Contains(name, "space:") && shaftCrosses(from, end, r, []image.Rectangle{o}) > 0 {
							t.Fatalf("lesson %d: the arrow from %v to %s %v passes over %s %v", g.g.Lesson()+1, from, want, r, name, o)
						}
					}
					for _, o := range g.controls {
						if o != r && !o.Overlaps(box) && !o.In(r) && shaftCrosses(from, end, r, []image.Rectangle{o}) > 0 {
							overDisabled = append(overDisabled, want)
						}
					}
				}
				if box.Min.Y < modes.SkipRect.Max.Y {
					t.Fatalf("lesson %d (%s): the box %v covers the line of the prompt (down to y %d)", g.g.Lesson()+1, want, box, modes.SkipRect.Max.Y)
				}
				for _, sub := range g.subjects(r) {
					if box.Overlaps(sub) {
						t.Fatalf("lesson %d (%s): the box %v covers %v, which the lesson is about", g.g.Lesson()+1, want, box, sub)
					}
				}
				for _, at := range []image.Point{mid(r), mid(box)} {
					ctx.UI.Tip(tip, at)
					if _, tr := ctx.UI.TipBox(); !tr.Empty() && (tr.Overlaps(box) || tr.Overlaps(r)) {
						t.Fatalf("lesson %d (%s): a tooltip at %v lies at %v over the box %v or the target %v", g.g.Lesson()+1, want, at, tr, box, r)
					}
				}
				if name, ok := guideShots[sc.ID+" "+want]; ok && (pixels[want] || os.Getenv("ALADDIN_DOC_SHOTS") != "") {
					for i := 0; i < 100 && g.t.fade.Active(); i++ {
						gtick(ctx) // the picture once the mode's cross-fade is over
					}
					checkPointer(t, g, want, r, true)
					docShot(t, name, drawScreen(t, ctx))
				}
				gclick(t, ctx, want)
			}
			if ctx.Status["guide-done"] != "yes" {
				t.Fatalf("the lessons did not end (lesson %s)", ctx.Status["guide"])
			}
			t.Logf("%d steps, %d with an arrow (the others beside the box), %d ticks of the tally waited; arrows over a disabled button (no straight way clear of every button): %v", steps, arrows, waits, overDisabled)
			if arrows < steps*3/4 || waits == 0 {
				t.Fatalf("%d arrows for %d steps, %d ticks of the tally seen", arrows, steps, waits)
			}
		})
	}
}

// pixels are the steps whose picture is checked pixel by pixel in every
// run (the others only when pictures are asked for): the camel's button
// among the seats' buttons, the Lamp in a reaction window.
var pixels = map[string]bool{"camel:0": true, "artifact:0": true}

// guideShots are the steps pictured for docs/ (ALADDIN_DOC_SHOTS), by
// script and target.
var guideShots = map[string]string{
	"basic space:7": "guide-placing", "basic give:1": "guide-market", "basic camel:0": "guide-camel",
	"basic suggest": "guide-bribe", "basic pay:0:4": "guide-buy",
	"magic artifact:0": "guide-magic-lamp", "magic target-space:10": "guide-magic-cast", "magic counter:0": "guide-magic-counter",
}

// TestGuideWordsFit: every prompt, waiting line and the closing words of
// both guided games fit the guide's box (three lines at its width), and
// its buttons and lesson count theirs, in every language.
func TestGuideWordsFit(t *testing.T) {
	ctx := newTestContext(t)
	text := image.Rect(0, 0, guideBoxW-270, 3*26) // as Draw wraps them
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		button := image.Rect(0, 0, 200, 46) // leaveRect's, and Play on's
		ws := []scenetest.Words{
			scenetest.ButtonWords(game.Button{Rect: button, Label: lang.T("Leave the guide"), Name: "leave-guide"}),
			scenetest.ButtonWords(game.Button{Rect: button, Label: lang.T("Play on"), Name: "play-on"}),
			{What: "lesson count", Text: lang.T("Lesson %d of %d", 12, 12), Size: game.MinTextSize, Bold: true, Box: image.Rect(0, 0, 220, 30)},
			{What: "others place", Text: lang.T("Now %s and %s place a token each.", "Jasmine", "Omar"), Size: 19, LineH: 26, Box: text},
			{What: "tally", Text: lang.T("Watch the tally."), Size: 19, LineH: 26, Box: text},
		}
		for _, sc := range guideScripts {
			ws = append(ws, scenetest.Words{What: sc.ID + " done", Text: sc.DoneWords(), Size: 19, LineH: 26, Box: text})
			for i := range sc.Lessons {
				l := &sc.Lessons[i]
				ws = append(ws, scenetest.Words{What: sc.ID + " wait", Text: l.WaitWords(), Size: 19, LineH: 26, Box: text})
				for c := range l.Clicks {
					ws = append(ws, scenetest.Words{What: sc.ID + " step", Text: lessonPart(l, c), Size: 19, LineH: 26, Box: text},
						scenetest.TipWords("refusal", oneStep(ctx, l, c)))
				}
			}
		}
		scenetest.CheckWords(t, ctx.UI, ws)
	})
}
