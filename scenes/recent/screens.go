package recent

import "aladdin/game"

// Recent games, for the other screens to open through game.Screens.
func init() {
	game.Screens.Recent = func(ctx *game.Context) game.Scene { return NewRecent(ctx) }
}
