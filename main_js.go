//go:build js

package main

import "fmt"

// main in the browser opens the game; there are no command-line modes.
func main() {
	if err := play(playOptions{}); err != nil {
		fmt.Println("aladdin:", err)
	}
}
