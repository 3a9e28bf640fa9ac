package lobby

import (
	"testing"

	"aladdin/scenes/scenetest"
	"aladdin/scenes/setup"
)

// "Play online" on the set-up screen opens the lobby, asking the name
// first on a first visit.
func TestPlayOnlineOnTheSetUpScreenOpensTheLobby(t *testing.T) {
	ctx := scenetest.Context(t)
	ctx.Scenes.Replace(setup.NewSetup(ctx))
	scenetest.TickTop(ctx)
	scenetest.ClickTop(t, ctx, "playonline")
	if got := ctx.Scenes.VisibleName(); got != "online-signin" {
		t.Fatalf("Play online opened %q", got)
	}
	sc := ctx.Scenes.Current().(*Scene)
	if sc.focus != fieldName || sc.L.Profile.Server != "http://127.0.0.1:7350" || len(sc.L.Profile.Device) != 32 {
		t.Errorf("a first visit: field %d has the keyboard, profile %+v", sc.focus, sc.L.Profile)
	}
	scenetest.ClickTop(t, ctx, "back")
	if got := ctx.Scenes.VisibleName(); got != "setup" {
		t.Errorf("Back from the lobby shows %q", got)
	}
}
