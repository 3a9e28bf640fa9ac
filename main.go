// Command aladdin is the digital edition of Aladdin's Dragons. Without flags
// it opens the game; -sim plays bot-only games headless.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() {
	sim := flag.Int("sim", 0, "play `N` bot-only games headless and print statistics")
	players := flag.Int("players", 4, "number of players (3-5) for -sim")
	seats := flag.String("seats", "greedy", "comma-separated seats for -sim: random or greedy")
	seed := flag.Uint64("seed", 1, "first seed for -sim")
	intro := flag.Bool("intro", false, "intro game: end at 3 artifacts")
	flag.Parse()

	if *sim > 0 {
		err := runSim(os.Stdout, simOptions{Games: *sim, Players: *players,
			Seats: strings.Split(*seats, ","), Seed: *seed, Intro: *intro})
		if err != nil {
			fmt.Fprintln(os.Stderr, "aladdin:", err)
			os.Exit(2)
		}
		return
	}
	if err := play(); err != nil {
		fmt.Fprintln(os.Stderr, "aladdin:", err)
		os.Exit(1)
	}
}
