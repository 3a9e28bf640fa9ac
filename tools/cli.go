//go:build !js

// Package tools holds the game's headless command-line tools: bot-only
// simulations (-sim), the bot tournament (-tournament, -explain) and the
// replay of a saved record (-replay). The browser build uses only
// ReplayHash.
package tools

import (
	"flag"
	"io"
	"runtime"
	"strings"
)

// Command is what the command line asks for: a tool to run, or the game's
// window with its options.
type Command struct {
	// The window's options, when no tool is asked for.
	Silent        bool
	Width, Height int

	tool func(w io.Writer) error
}

// IsTool reports whether the command line asked for a headless tool.
func (c Command) IsTool() bool { return c.tool != nil }

// Run runs the tool, writing its report to w.
func (c Command) Run(w io.Writer) error { return c.tool(w) }

// Parse reads the command line (without the program's name). Bad flags
// print the usage and exit, as the flag package does.
func Parse(args []string) Command {
	fs := flag.NewFlagSet("aladdin", flag.ExitOnError)
	sim := fs.Int("sim", 0, "play `N` bot-only games headless and print statistics")
	players := fs.Int("players", 4, "number of players (3-5) for -sim")
	seats := fs.String("seats", "greedy", "comma-separated seats: random or greedy for -sim; random, easy, normal or hard for -tournament")
	seed := fs.Uint64("seed", 1, "first seed for -sim")
	intro := fs.Bool("intro", false, "intro game: end at 3 artifacts")
	magic := fs.Bool("magic", false, "the magic version, for -sim and -tournament")
	silent := fs.Bool("silent", false, "play without sound")
	width := fs.Int("width", 0, "initial window `width` (height follows the 16:10 shape unless -height is given)")
	height := fs.Int("height", 0, "initial window `height`")
	tournament := fs.Bool("tournament", false, "play bot levels against each other headless (-games, -players, -seats, -budget)")
	games := fs.Int("games", 100, "number of games for -tournament")
	budget := fs.Int("budget", 0, "Hard bot's search iterations per decision for -tournament (0: default)")
	workers := fs.Int("j", runtime.NumCPU(), "games played in parallel for -tournament")
	explain := fs.Bool("explain", false, "with -tournament: play one game (seed -seed) move by move, with the Hard bots' reasoning")
	replay := fs.String("replay", "", "replay the saved record `file` headless (- for stdin) and print its final state hash")
	fs.Parse(args) // ExitOnError: never returns an error

	c := Command{Silent: *silent, Width: *width, Height: *height}
	if c.Width > 0 && c.Height <= 0 {
		c.Height = c.Width * 10 / 16
	}
	switch {
	case *replay != "":
		c.tool = func(w io.Writer) error { return runReplay(w, *replay) }
	case *tournament:
		c.tool = func(w io.Writer) error {
			return runTournament(w, tournamentOptions{Games: *games, Players: *players,
				Seats: strings.Split(*seats, ","), Seed: *seed, Budget: *budget, Intro: *intro, Magic: *magic,
				Workers: *workers, Explain: *explain})
		}
	case *sim > 0:
		c.tool = func(w io.Writer) error {
			return runSim(w, simOptions{Games: *sim, Players: *players,
				Seats: strings.Split(*seats, ","), Seed: *seed, Intro: *intro, Magic: *magic})
		}
	}
	return c
}
