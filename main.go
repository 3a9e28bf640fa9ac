//go:build !js

// Command aladdin is the digital edition of Aladdin's Dragons. Without flags
// it opens the game; -sim, -tournament and -replay are headless tools. The
// browser build has its own main (main_js.go) without them, which keeps
// the command-line code out of the wasm.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
)

func main() {
	sim := flag.Int("sim", 0, "play `N` bot-only games headless and print statistics")
	players := flag.Int("players", 4, "number of players (3-5) for -sim")
	seats := flag.String("seats", "greedy", "comma-separated seats: random or greedy for -sim; random, easy, normal or hard for -tournament")
	seed := flag.Uint64("seed", 1, "first seed for -sim")
	intro := flag.Bool("intro", false, "intro game: end at 3 artifacts")
	magic := flag.Bool("magic", false, "the magic version, for -sim and -tournament")
	silent := flag.Bool("silent", false, "play without sound")
	width := flag.Int("width", 0, "initial window `width` (height follows the 16:10 shape unless -height is given)")
	height := flag.Int("height", 0, "initial window `height`")
	tournament := flag.Bool("tournament", false, "play bot levels against each other headless (-games, -players, -seats, -budget)")
	games := flag.Int("games", 100, "number of games for -tournament")
	budget := flag.Int("budget", 0, "Hard bot's search iterations per decision for -tournament (0: default)")
	workers := flag.Int("j", runtime.NumCPU(), "games played in parallel for -tournament")
	explain := flag.Bool("explain", false, "with -tournament: play one game (seed -seed) move by move, with the Hard bots' reasoning")
	replay := flag.String("replay", "", "replay the saved record `file` headless (- for stdin) and print its final state hash")
	flag.Parse()

	if *replay != "" {
		if err := runReplay(os.Stdout, *replay); err != nil {
			fmt.Fprintln(os.Stderr, "aladdin:", err)
			os.Exit(2)
		}
		return
	}

	if *tournament {
		err := runTournament(os.Stdout, tournamentOptions{Games: *games, Players: *players,
			Seats: strings.Split(*seats, ","), Seed: *seed, Budget: *budget, Intro: *intro, Magic: *magic,
			Workers: *workers, Explain: *explain})
		if err != nil {
			fmt.Fprintln(os.Stderr, "aladdin:", err)
			os.Exit(2)
		}
		return
	}

	if *sim > 0 {
		err := runSim(os.Stdout, simOptions{Games: *sim, Players: *players,
			Seats: strings.Split(*seats, ","), Seed: *seed, Intro: *intro, Magic: *magic})
		if err != nil {
			fmt.Fprintln(os.Stderr, "aladdin:", err)
			os.Exit(2)
		}
		return
	}
	if *width > 0 && *height <= 0 {
		*height = *width * 10 / 16
	}
	if err := play(playOptions{Silent: *silent, Width: *width, Height: *height}); err != nil {
		fmt.Fprintln(os.Stderr, "aladdin:", err)
		os.Exit(1)
	}
}
