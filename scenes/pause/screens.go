package pause

import "aladdin/game"

// The pause and Settings overlay, for the other screens to open through
// game.Screens.
func init() {
	game.Screens.Pause = func(ctx *game.Context, s *game.Session) game.Scene { return NewPause(ctx, s) }
	game.Screens.OnlinePause = func(ctx *game.Context, lobby game.Scene) game.Scene { return NewOnlinePause(ctx, lobby) }
}
