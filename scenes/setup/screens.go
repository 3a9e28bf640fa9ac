package setup

import "aladdin/game"

// The set-up screen, for the other screens to open through game.Screens.
func init() {
	game.Screens.Setup = NewSetup
}
