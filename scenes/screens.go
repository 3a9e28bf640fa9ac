package scenes

import "aladdin/game"

// The screens of this package, for the others to open through
// game.Screens.
func init() {
	game.Screens.Table = NewTable
	game.Screens.Continue = continueScene
	game.Screens.Guide = NewGuideScene
	game.Screens.Replay = func(ctx *game.Context, g *game.ArchivedGame, back game.Scene) (game.Scene, error) {
		rv, err := NewReplay(ctx, g, back)
		if err != nil {
			return nil, err // not a nil *ReplayView in a non-nil Scene
		}
		return rv, nil
	}
}
