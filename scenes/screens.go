package scenes

import "aladdin/game"

// The screens of this package, for the others to open through
// game.Screens.
func init() {
	game.Screens.Table = NewTable
	game.Screens.OnlineTable = NewOnlineTable
	game.Screens.Continue = continueScene
	game.Screens.Guide = NewGuideScene
	game.Screens.Recap = openRecap
}
