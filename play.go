package main

import "errors"

// play opens the desktop game (issue 4 builds it in game/ and scenes/).
func play() error {
	return errors.New("the windowed game is not built yet; try -sim 100")
}
