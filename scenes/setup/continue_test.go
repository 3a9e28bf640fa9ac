package setup

import (
	"bytes"
	"testing"

	"aladdin/game/store"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// autosaveIs fails unless the autosave still holds want.
func autosaveIs(t *testing.T, want []byte, when string) {
	t.Helper()
	got, err := store.Load("autosave")
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("%s: the unfinished game's autosave changed (%v)", when, err)
	}
}

// TestEnterContinuesAnUnfinishedGame: with a game waiting, Continue is the
// default button (Enter) and Start new game is not.
func TestEnterContinuesAnUnfinishedGame(t *testing.T) {
	ctx := scenetest.Context(t)
	saved := scenetest.UnfinishedGame(t)
	ctx.Scenes.Switch(NewSetup(ctx))
	scenetest.Tick(ctx)
	su := ctx.Scenes.Current().(*Setup)
	if !su.cont.Primary || su.cont.Label != "Continue (Enter)" || su.start.Primary {
		t.Fatalf("Continue %q primary %v, Start %q primary %v: Continue must be the default", su.cont.Label, su.cont.Primary, su.start.Label, su.start.Primary)
	}
	scenetest.Tick(ctx, ebiten.KeyEnter)
	if _, onSetup := ctx.Scenes.Current().(*Setup); onSetup {
		t.Fatal("Enter did not continue the unfinished game")
	}
	tb := tableOf(t, ctx.Scenes.Current())
	if !tb.S.Resumed {
		t.Fatal("Enter started a new game instead of continuing")
	}
	autosaveIs(t, saved, "after Continue")
}

// TestStartNewGameAsksFirst: Start new game over an unfinished game asks;
// Enter and Esc keep the game, only "Start new game" in the question
// starts over.
func TestStartNewGameAsksFirst(t *testing.T) {
	ctx := scenetest.Context(t)
	saved := scenetest.UnfinishedGame(t)
	ctx.Scenes.Switch(NewSetup(ctx))
	scenetest.Tick(ctx)
	for _, key := range []ebiten.Key{ebiten.KeyEnter, ebiten.KeyEscape} {
		scenetest.Click(t, ctx, "start")
		if got := ctx.Scenes.VisibleName(); got != "setup-confirm" {
			t.Fatalf("Start new game over an unfinished game shows %q, want the question", got)
		}
		su := ctx.Scenes.Current().(*Setup)
		if want := "The unfinished game (round 1, Yellow, Green and Blue) will be lost."; su.confirm.text != want {
			t.Errorf("question %q, want %q", su.confirm.text, want)
		}
		scenetest.Tick(ctx, key)
		if got := ctx.Scenes.VisibleName(); got != "setup" {
			t.Fatalf("%v in the question: scene %q, want the set-up screen", key, got)
		}
		autosaveIs(t, saved, "after answering the question with "+key.String())
	}
	scenetest.Click(t, ctx, "start")
	scenetest.Tick(ctx) // the question draws its buttons
	scenetest.Click(t, ctx, "startnew")
	tb := tableOf(t, ctx.Scenes.Current())
	if tb.S.Resumed {
		t.Fatal("confirmed Start new game continued the old game")
	}
	got, _ := store.Load("autosave")
	if bytes.Equal(got, saved) {
		t.Fatal("the new game did not replace the autosave")
	}
}

// TestStartWithoutUnfinishedGame: with nothing to continue Enter starts a
// game at once, as before.
func TestStartWithoutUnfinishedGame(t *testing.T) {
	ctx := scenetest.Context(t)
	ctx.Scenes.Switch(NewSetup(ctx))
	scenetest.Tick(ctx)
	su := ctx.Scenes.Current().(*Setup)
	if !su.start.Primary || su.cont.Enabled {
		t.Fatalf("no game waiting: Start primary %v, Continue enabled %v", su.start.Primary, su.cont.Enabled)
	}
	scenetest.Tick(ctx, ebiten.KeyEnter)
	if tb := tableOf(t, ctx.Scenes.Current()); tb.S.Resumed {
		t.Fatal("Enter continued a game that does not exist")
	}
}
