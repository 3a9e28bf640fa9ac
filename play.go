package main

import (
	"os"
	"runtime"
	"time"

	"aladdin/game"
	_ "aladdin/scenes"           // the table, opened through game.Screens
	_ "aladdin/scenes/lobby"     // the online lobby, likewise
	_ "aladdin/scenes/pause"     // the pause and Settings overlay, likewise
	_ "aladdin/scenes/recent"    // recent games, likewise
	_ "aladdin/scenes/replay"    // the replay, likewise
	_ "aladdin/scenes/rulesbook" // the rules book, likewise
	"aladdin/scenes/setup"
)

// started is taken as early as the program can: the start-up figure runs
// from here to the first frame.
var started = time.Now()

// playOptions are the window game's flags.
type playOptions struct {
	Silent bool
	Width  int
	Height int
}

// play opens the game window: the set-up screen first, "Continue" when a
// game was left unfinished.
func play(o playOptions) error {
	silent := o.Silent || os.Getenv("ALADDIN_SILENT") != ""
	if !silent {
		silent = !prepareAudio()
	}
	defer game.StartProfile()()
	return game.Run(game.Options{
		First:     setup.NewFirst, // the welcome on a first start, else the set-up screen
		Silent:    silent,
		ShotsDir:  os.Getenv("ALADDIN_SHOTS"),
		ProbeFile: os.Getenv("ALADDIN_PROBE"),
		PerfFile:  os.Getenv("ALADDIN_PERF"),
		WindowW:   o.Width,
		WindowH:   o.Height,
		Started:   started,
		FastBots:  os.Getenv("ALADDIN_FAST_BOTS") != "",
	})
}

// prepareAudio decides whether to open an audio device. Linux with no
// /dev/snd plays silently: no device to open, and no error either. (An
// ALSA null device would also "work", but it swallows samples as fast as
// they come, so the mixer would spin a core for nothing.) An explicit
// ALSA_CONFIG_PATH is the caller's choice and is kept, as on every other
// system.
func prepareAudio() bool {
	if runtime.GOOS != "linux" || os.Getenv("ALSA_CONFIG_PATH") != "" {
		return true
	}
	_, err := os.Stat("/dev/snd")
	return err == nil
}
