package setup

import (
	"testing"

	"aladdin/game"
	"aladdin/game/store"
	"aladdin/scenes"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// startAgain is the program started again on the same data folder: the
// settings read back from it, the first screen chosen.
func startAgain(t *testing.T, ctx *game.Context) game.Scene {
	t.Helper()
	ctx.Settings = game.LoadSettings()
	ctx.Scenes = &game.Manager{}
	scenetest.ClearTargets(ctx)
	first := NewFirst(ctx)
	ctx.Scenes.Switch(first)
	scenetest.Tick(ctx)
	return first
}

// A first start shows the welcome: "Learn by playing" the main choice,
// Enter takes it, and the guided game begins; a second start shows the
// set-up screen.
func TestFirstStartWelcomesThenSetUp(t *testing.T) {
	ctx := scenetest.Context(t)
	if _, ok := startAgain(t, ctx).(*Welcome); !ok {
		t.Fatalf("a first start shows %q, want the welcome", ctx.Scenes.VisibleName())
	}
	for _, name := range []string{"learn", "play-now", "learn-magic"} {
		if _, ok := ctx.UI.Targets[name]; !ok {
			t.Errorf("the welcome has no %q button", name)
		}
	}
	w := ctx.Scenes.Current().(*Welcome)
	if !w.learn.Primary || w.play.Primary || w.learnMagic.Primary {
		t.Error("\"Learn by playing\" is not the welcome's one main button")
	}
	if w.learnMagic.Rect.Dx() >= w.learn.Rect.Dx() {
		t.Error("the magic guide's button is not the smaller one")
	}
	pic := scenetest.DrawScene(t, ctx.Scenes.Current())
	scenetest.DocShot(t, "welcome", pic)
	scenetest.Tick(ctx, ebiten.KeyEnter)
	if _, ok := ctx.Scenes.Current().(*scenes.Guide); !ok {
		t.Fatalf("Enter on the welcome leads to %T (%q), want the guided game", ctx.Scenes.Current(), ctx.Scenes.VisibleName())
	}
	if !game.LoadSettings().Welcomed {
		t.Error("the answered welcome is not remembered")
	}
	if _, ok := startAgain(t, ctx).(*Setup); !ok {
		t.Errorf("a second start shows %q, want the set-up screen", ctx.Scenes.VisibleName())
	}
}

// "Play now" goes to the set-up screen, and the next start goes there too.
func TestWelcomePlayNow(t *testing.T) {
	ctx := scenetest.Context(t)
	startAgain(t, ctx)
	scenetest.Click(t, ctx, "play-now")
	if _, ok := ctx.Scenes.Current().(*Setup); !ok {
		t.Fatalf("\"Play now\" leads to %q, want the set-up screen", ctx.Scenes.VisibleName())
	}
	if _, ok := startAgain(t, ctx).(*Setup); !ok {
		t.Errorf("the start after \"Play now\" shows %q, want the set-up screen", ctx.Scenes.VisibleName())
	}
}

// A player who played before the welcome existed is not welcomed again:
// settings written without its field, or a game once set up, mean the
// game has been started before.
func TestNoWelcomeForAnEarlierPlayer(t *testing.T) {
	for name, key := range map[string]string{"settings": "settings", "a set-up": "setup"} {
		t.Run(name, func(t *testing.T) {
			ctx := scenetest.Context(t)
			data := `{"volume":5,"speed":1}`
			if key == "setup" {
				data = `{"players":3,"seats":[{"name":"A","color":0,"human":true},{"name":"B","color":1},{"name":"C","color":2}]}`
			}
			if err := store.Save(key, []byte(data)); err != nil {
				t.Fatal(err)
			}
			if _, ok := startAgain(t, ctx).(*Setup); !ok {
				t.Errorf("with %s saved before, the start shows %q, want the set-up screen", name, ctx.Scenes.VisibleName())
			}
		})
	}
}
