//go:build !js

// Command aladdin is the digital edition of Aladdin's Dragons. Without flags
// it opens the game; -sim, -tournament and -replay run the headless tools
// of package tools. The browser build has its own main (main_js.go)
// without them, which keeps the command-line code out of the wasm.
package main

import (
	"fmt"
	"os"

	"aladdin/tools"
)

func main() {
	c := tools.Parse(os.Args[1:])
	if c.IsTool() {
		if err := c.Run(os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "aladdin:", err)
			os.Exit(2)
		}
		return
	}
	if err := play(playOptions{Silent: c.Silent, Width: c.Width, Height: c.Height}); err != nil {
		fmt.Fprintln(os.Stderr, "aladdin:", err)
		os.Exit(1)
	}
}
