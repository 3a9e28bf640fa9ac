package scenes

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/modes"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The magic screens drawn at their moments, from real games: each kind of
// target lit while casting, the Counterspell's reply, and a game won on
// the Scroll tie-break. Each check compares what the player is offered
// with the same table drawn without it; with ALADDIN_DOC_SHOTS set to a
// folder the pictures are written there too (docs/ holds them).

// drawTable paints the table as the screen would and reads its pixels.
func drawTable(t *testing.T, ctx *game.Context) (*image.RGBA, []byte) {
	t.Helper()
	var pic *image.RGBA
	var px []byte
	onGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		ctx.Scenes.Current().Draw(img)
		px = make([]byte, 4*assets.ScreenW*assets.ScreenH)
		img.ReadPixels(px)
		pic = &image.RGBA{Pix: px, Stride: 4 * assets.ScreenW, Rect: image.Rect(0, 0, assets.ScreenW, assets.ScreenH)}
	})
	return pic, px
}

// castingUntil plays the first of the spells that the person to act may
// cast with a real choice in field f (two targets or more), by mouse,
// until the table asks for a target of the wanted kind; it returns the
// table, stopped there.
func castingUntil(t *testing.T, spells []engine.Spell, f func(engine.Action) int, want string) (*game.Context, *Table) {
	t.Helper()
	ctx, _, name := litOnTable(t, 4, func(s *game.Session) string {
		if s.Over() {
			return ""
		}
		for _, sp := range spells {
			seen := map[int]bool{}
			for _, a := range game.EngineState(s).Legal() {
				if a.Type == engine.ActCast && a.Spell == sp {
					seen[f(a)] = true
				}
			}
			if len(seen) > 1 {
				return "spell:" + game.Itoa(int(sp))
			}
		}
		return ""
	})
	tb := tableOf(t, ctx.Scenes.Current())
	ctx.UI.Targets = map[string]image.Rectangle{name: ctx.UI.Targets[name]}
	clickTarget(t, ctx, name)
	for i := 0; i < 4; i++ {
		if strings.HasSuffix(ctx.Status["casting"], want) {
			ctx.UI.Targets = nil // what this moment offers, and no more
			tick(ctx)
			return ctx, tb
		}
		// An earlier target first (Teleport's token before its place).
		for n, r := range ctx.UI.Targets {
			if strings.HasPrefix(n, "target-") {
				ctx.UI.Targets = map[string]image.Rectangle{n: r}
				clickTarget(t, ctx, n)
				break
			}
		}
	}
	t.Fatalf("casting %s never asked to %q (status %q)", name, want, ctx.Status["casting"])
	return nil, nil
}

// TestCastingLightsEachKindOfTarget: while a spell's target is chosen,
// the board offers exactly the targets the rules allow (each still legal
// value of the field, from the engine's legal actions) at their places on
// the board, and the prompt says what to click. The picture is checked on
// one region, once: the first target of the first kind is lit (it differs
// from the same board drawn without the casting), and the prompt shows
// over the board. With ALADDIN_DOC_SHOTS set every kind is pictured.
func TestCastingLightsEachKindOfTarget(t *testing.T) {
	cases := []struct {
		shot   string
		spells []engine.Spell
		field  func(engine.Action) int // the target's value in an action
		want   string
	}{
		{"targeting-token", []engine.Spell{engine.Teleport, engine.SecondChance, engine.EyeForAnEye}, tokenOf, "click the token"},
		{"targeting-space", []engine.Spell{engine.LunarEclipse, engine.SolarEclipse, engine.Taboo}, spaceOf, "click the space"},
		{"targeting-cave", []engine.Spell{engine.DragonLeaves, engine.DragonsReturn}, spaceOf, "click the cave"},
		{"targeting-room", []engine.Spell{engine.Mirage, engine.MagesApprentice}, spaceOf, "click the room"},
		{"targeting-place", []engine.Spell{engine.Teleport, engine.SecondChance}, toOf, "click where it goes"},
	}
	for i, c := range cases {
		t.Run(c.shot, func(t *testing.T) {
			ctx, tb := castingUntil(t, c.spells, c.field, c.want)
			cast := tb.modes.Casting
			legal := map[string]bool{}
			for _, a := range game.EngineState(tb.S).Legal() {
				legal[fmt.Sprint(a)] = true
			}
			prefix := "target-space:"
			if strings.HasSuffix(c.shot, "-token") {
				prefix = "target-token:"
			}
			want := map[string]bool{}
			for _, a := range cast.Candidates() {
				if !legal[fmt.Sprint(a)] {
					t.Errorf("the casting offers %v, which the rules do not allow", a)
				}
				want[prefix+game.Itoa(c.field(a))] = true
			}
			var lit []image.Rectangle
			got := map[string]bool{}
			for n, r := range ctx.UI.Targets {
				if !strings.HasPrefix(n, "target-") {
					continue
				}
				got[n] = true
				lit = append(lit, r)
				if !r.In(assets.BoardRect()) {
					t.Errorf("target %s at %v is off the board", n, r)
				}
				if sp, ok := strings.CutPrefix(n, "target-space:"); ok {
					if k, _ := strconv.Atoi(sp); r != assets.SpaceRect(k) {
						t.Errorf("target %s at %v, its space is at %v", n, r, assets.SpaceRect(k))
					}
				}
			}
			if len(got) == 0 || fmt.Sprint(sortedKeys(got)) != fmt.Sprint(sortedKeys(want)) {
				t.Fatalf("lit %v, the rules allow %v", sortedKeys(got), sortedKeys(want))
			}
			if i > 0 && os.Getenv("ALADDIN_DOC_SHOTS") == "" {
				return // the picture is checked once
			}
			pic, on := drawTable(t, ctx)
			keep := *cast
			cast.Stop()
			_, off := drawTable(t, ctx)
			*cast = keep
			if scenetest.ChangedIn(on, off, lit[0]) == 0 {
				t.Errorf("target %v is not lit", lit[0])
			}
			if scenetest.ChangedIn(on, off, image.Rect(0, 0, assets.BoardW, 40)) == 0 {
				t.Error("no prompt over the board")
			}
			docShot(t, c.shot, pic)
		})
	}
}

// sortedKeys are a set's members in order.
func sortedKeys(m map[string]bool) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// tokenOf, spaceOf and toOf are a casting's targets in an action: the
// token, the space, and where the token goes.
func tokenOf(a engine.Action) int { return int(a.Handle) }
func spaceOf(a engine.Action) int { return int(a.Space) }
func toOf(a engine.Action) int    { return int(a.To) }

// TestCounterspellReplyIsDrawn: the window's box shows the reply naming
// the spell it would cancel.
func TestCounterspellReplyIsDrawn(t *testing.T) {
	s := magicSessionAt(t, 4, func(s *game.Session) bool {
		if s.Over() || s.Pending().Type != engine.DecReact {
			return false
		}
		for _, a := range game.EngineState(s).Legal() {
			if a.Type == engine.ActInvoke && a.Art == engine.Counterspell {
				return true
			}
		}
		return false
	})
	s.AcceptHandoff()
	ctx := newTestContext(t)
	tb := onTable(t, ctx, s, "react")
	tick(ctx)
	replies := tb.modes.React.Replies()
	if len(replies) == 0 {
		t.Fatal("no Counterspell reply offered")
	}
	pic, _ := drawTable(t, ctx)
	// The reply's place in the window's box is bare parchment without it.
	r := replies[0].Rect
	if n := countIn(pic, r, func(c color.RGBA) bool { return !near(c, scenetest.RGBAOf(game.Parchment), 8) }); n < r.Dx()*r.Dy()/4 {
		t.Fatalf("the reply button is not drawn (%d pixels of %v off the parchment)", n, r)
	}
	docShot(t, "counterspell-reply", pic)
}

// TestScrollTieBreakIsShownAtGameOver: a magic game whose most artifacts
// were tied and parted by Scrolls ends on a game-over screen that says so.
func TestScrollTieBreakIsShownAtGameOver(t *testing.T) {
	s := magicSessionAt(t, 4, func(s *game.Session) bool {
		if !s.Over() {
			return false
		}
		var v engine.View
		s.ViewInto(&v)
		return modes.ScrollTie(&v) != nil
	})
	ctx := newTestContext(t)
	onTable(t, ctx, s, "gameover")
	pic, _ := drawTable(t, ctx)
	docShot(t, "gameover-scroll", pic)
}
