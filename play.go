package main

import (
	"os"
	"path/filepath"
	"runtime"
	"time"

	"aladdin/game"
	"aladdin/scenes"
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
	return game.Run(game.Options{
		First:     scenes.NewSetup,
		Silent:    silent,
		ShotsDir:  os.Getenv("ALADDIN_SHOTS"),
		ProbeFile: os.Getenv("ALADDIN_PROBE"),
		PerfFile:  os.Getenv("ALADDIN_PERF"),
		WindowW:   o.Width,
		WindowH:   o.Height,
		Started:   started,
	})
}

// prepareAudio makes a machine without a sound card play silently instead
// of failing: Linux with no /dev/snd gets ALSA pointed at a null device
// before the audio context opens. It reports false when sound should stay
// off altogether.
func prepareAudio() bool {
	if runtime.GOOS != "linux" || os.Getenv("ALSA_CONFIG_PATH") != "" {
		return true
	}
	if _, err := os.Stat("/dev/snd"); err == nil {
		return true
	}
	path := filepath.Join(os.TempDir(), "aladdin-alsa-null.conf")
	if err := os.WriteFile(path, []byte("pcm.!default { type null }\n"), 0o644); err != nil {
		return false
	}
	os.Setenv("ALSA_CONFIG_PATH", path)
	return true
}
