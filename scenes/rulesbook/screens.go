package rulesbook

import "aladdin/game"

// The rules book, for the other screens to open through game.Screens.
func init() {
	game.Screens.Rules = func(ctx *game.Context, section string, back game.Scene) game.Scene {
		return NewRules(ctx, section, back)
	}
}
