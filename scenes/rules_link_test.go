package scenes

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// The rules book over the table: opened from a space or the pause menu,
// and closed back to the same table, the game untouched.

// sectioned is the rules book as the table sees it: open at a section.
type sectioned interface{ Section() string }

// openRules is the rules book on show, or a failure.
func openRules(t *testing.T, ctx *game.Context) sectioned {
	t.Helper()
	r, ok := ctx.Scenes.Top().(sectioned)
	if !ok || ctx.Scenes.VisibleName() != "rules" {
		t.Fatalf("the rules are not on show: %q (%T)", ctx.Scenes.VisibleName(), ctx.Scenes.Top())
	}
	return r
}

// recordOf is the game's actions so far: equal records, equal games.
func recordOf(t *testing.T, s *game.Session) string {
	t.Helper()
	return fmt.Sprint(s.Moves(), game.EngineRecord(s).Actions)
}

// TestRulesFromPauseKeepTheGame: the pause menu's "How to play" opens the
// reference over a game; reading it, scrolling and searching change
// nothing in the game, and Back returns to the same pause menu, from which
// the game resumes where it was.
func TestRulesFromPauseKeepTheGame(t *testing.T) {
	ctx := newTestContext(t)
	s := sessionAt(t, 3, pendingIs(engine.DecPlace))
	tb := onTable(t, ctx, s, "handoff")
	before := recordOf(t, s)
	boardBefore := ctx.Status["board"]
	tick(ctx, ebiten.KeyEscape)
	pause := ctx.Scenes.Top()
	if game.SceneName(pause) != "pause" {
		t.Fatalf("Esc over the table shows %q", ctx.Scenes.VisibleName())
	}
	tickTop(ctx)
	clickTop(t, ctx, "howtoplay")
	openRules(t, ctx)
	clickTop(t, ctx, "rules:guard")
	typeText(ctx, "camel 123") // digits would pick tokens or set the speed at the table
	tickTop(ctx, ebiten.KeyPageDown)
	tickTop(ctx, ebiten.KeyEnter, ebiten.KeyTab, ebiten.KeyDigit2)
	clickTop(t, ctx, "rules-back")
	if ctx.Scenes.Top() != pause {
		t.Fatalf("Back shows %T (%q), want the pause menu it came from", ctx.Scenes.Top(), ctx.Scenes.VisibleName())
	}
	clickTop(t, ctx, "resume")
	if ctx.Scenes.HasOverlay() || ctx.Scenes.Current() != game.Scene(tb) {
		t.Fatalf("Resume shows %q", ctx.Scenes.VisibleName())
	}
	tick(ctx)
	if got := recordOf(t, s); got != before {
		t.Errorf("the game's record changed while the rules were open:\n%s\nwas\n%s", got, before)
	}
	if ctx.Status["board"] != boardBefore || tb.Name() != "handoff" {
		t.Errorf("the table is %q with board %q, was handoff with %q", tb.Name(), ctx.Status["board"], boardBefore)
	}
}

// TestEveryBoardSpaceLinksToItsRules: each space's tooltip says how to
// open its rules; a right-click on it opens the reference at its section
// over the table, and Back returns to the same table, the game unchanged.
// A left click still places tokens, and F1 away from the spaces opens the
// reference at its start.
func TestEveryBoardSpaceLinksToItsRules(t *testing.T) {
	for _, magic := range []bool{false, true} {
		ctx := newTestContext(t)
		var s *game.Session
		if magic {
			s = magicSessionAt(t, 3, pendingIs(engine.DecPlace))
		} else {
			s = sessionAt(t, 3, pendingIs(engine.DecPlace))
		}
		tb := onTable(t, ctx, s, "handoff")
		tick(ctx, ebiten.KeyEnter) // the hand-off card: the player's own screen
		tickUntil(t, ctx, "placement", 200, func() bool { return ctx.Scenes.VisibleName() == "placement" })
		before := recordOf(t, s)
		for sp := 0; sp < engine.NumSpaces; sp++ {
			r := assets.SpaceRect(sp)
			at := image.Pt(r.Min.X+r.Dx()/2, r.Max.Y-20)
			if tip := tb.boardTip(at); !strings.HasSuffix(tip, rulesLinkLine(ctx.UI)) {
				t.Errorf("magic %v: the tip of %s does not link to its rules: %q", magic, assets.SpaceNames[sp], tip)
			}
			press(ctx)
			ctx.In.Mouse, ctx.In.RightClicked = at, true
			clearTargets(ctx)
			_ = ctx.Scenes.Top().Update(ctx)
			rules := openRules(t, ctx)
			if want := spaceRuleSection(sp); rules.Section() != want {
				t.Errorf("magic %v: right-clicking %s opens %q, want %q", magic, assets.SpaceNames[sp], rules.Section(), want)
			}
			tickTop(ctx)
			clickTop(t, ctx, "rules-back")
			if ctx.Scenes.HasOverlay() || ctx.Scenes.Current() != game.Scene(tb) || tb.Name() != "placement" {
				t.Fatalf("Back from the rules shows %q", ctx.Scenes.VisibleName())
			}
		}
		if magic {
			for room := 0; room < 3; room++ {
				st := assets.StackRect(room)
				at := st.Min.Add(st.Size().Div(2))
				if tb.board.Spots.OnSaleAt(room) == engine.NoArtifact {
					continue
				}
				press(ctx)
				ctx.In.Mouse, ctx.In.RightClicked = at, true
				_ = ctx.Scenes.Top().Update(ctx)
				if got := openRules(t, ctx).Section(); got != "artifacts" {
					t.Errorf("right-clicking room %d's face-up artifact opens %q", room+1, got)
				}
				tickTop(ctx, ebiten.KeyEscape)
			}
		}
		if got := recordOf(t, s); got != before {
			t.Errorf("magic %v: opening the rules changed the game", magic)
		}
		// F1 away from the spaces: the reference from its start.
		press(ctx, ebiten.KeyF1)
		ctx.In.Mouse = image.Pt(assets.ScreenW-20, assets.ScreenH-20)
		_ = ctx.Scenes.Top().Update(ctx)
		if got, first := openRules(t, ctx).Section(), game.NewRules(ctx, "", nil).(sectioned).Section(); got != first {
			t.Errorf("F1 off the board opens %q", got)
		}
		tickTop(ctx, ebiten.KeyEscape)
		// A left click on a lit space still places the token in hand.
		tickTop(ctx)
		lit := ""
		for name := range ctx.UI.Targets {
			if strings.HasPrefix(name, "token:") {
				lit = name
				break
			}
		}
		if lit == "" {
			t.Fatalf("no token to pick; targets %v", targetNames(ctx))
		}
		clickTop(t, ctx, lit)
		space := ""
		for name := range ctx.UI.Targets {
			if strings.HasPrefix(name, "space:") {
				space = name
				break
			}
		}
		if space == "" {
			t.Fatalf("no space lit for the picked token; targets %v", targetNames(ctx))
		}
		clickTop(t, ctx, space)
		if recordOf(t, s) == before || ctx.Scenes.HasOverlay() {
			t.Errorf("magic %v: a left click on %s did not place the token (overlay %v)", magic, space, ctx.Scenes.HasOverlay())
		}
	}
}
