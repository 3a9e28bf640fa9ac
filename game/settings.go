package game

import (
	"encoding/json"
	"errors"
	"time"

	"aladdin/game/store"
	"aladdin/lang"
)

// Speed is the animation speed setting.
type Speed int

const (
	SpeedSlow Speed = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
	NumSpeeds
)

// SpeedNames label the speed chips, in English (msgids: SpeedName words
// them in the player's language).
var SpeedNames = [NumSpeeds]string{lang.Mark("Slow"), lang.Mark("Normal"), lang.Mark("Fast"), lang.Mark("Instant")}

// SpeedName is a speed chip's label in the player's language.
func SpeedName(s Speed) string {
	if s < 0 || s >= NumSpeeds {
		s = SpeedNormal
	}
	return lang.Word(SpeedNames[s])
}

// Scale is the factor applied to every animation's length.
func (s Speed) Scale() float64 {
	switch s {
	case SpeedSlow:
		return 1.6
	case SpeedFast:
		return 0.45
	case SpeedInstant:
		return 0
	}
	return 1
}

// Settings are the player's preferences, kept between runs.
type Settings struct {
	Volume int  `json:"volume"` // 0..10
	Muted  bool `json:"muted"`
	// MemoryAid shows each opponent's treasure as public history proves it
	// (decision D25), so nobody has to keep count in their head.
	MemoryAid bool `json:"memoryAid"`
	// Ambient plays the quiet background loop under the game.
	Ambient    bool  `json:"ambient"`
	Speed      Speed `json:"speed"`
	Fullscreen bool  `json:"fullscreen"`
	// BotBeat is how many ticks a bot waits before its move shows, so
	// people can follow; scaled by Speed.
	BotBeat int `json:"botBeat"`
	// Window is where the window was when the game last ran (window.go).
	Window WindowPlace `json:"window"`
	// Welcomed: the first start's welcome has been answered ("Learn by
	// playing" or "Play now"); later starts go straight to the set-up.
	// Settings saved before the welcome existed count as welcomed.
	Welcomed bool `json:"welcomed"`
	// Language is the language the player chose (a lang.Tag); "" until
	// they choose, and the game follows the system's language (desktop)
	// or the browser's (web) at every start.
	Language lang.Tag `json:"language,omitempty"`
}

// LanguageNow is the language the game speaks with these settings: the
// one chosen if the game speaks it, else the system's.
func (s Settings) LanguageNow() lang.Tag {
	if lang.Known(s.Language) {
		return s.Language
	}
	return lang.Detect()
}

// ApplyLanguage makes the game speak LanguageNow. Pictures painted with
// words (the board's names, the card faces, the title) keep the language
// they were painted in until they are painted again: Context.SaveSettings
// has them painted again (Assets.Relabel).
func (s Settings) ApplyLanguage() { _ = lang.Set(s.LanguageNow()) }

// DefaultSettings are used on the first run and when the file is unreadable.
func DefaultSettings() Settings {
	return Settings{Volume: 7, Speed: SpeedNormal, BotBeat: 24, Ambient: true}
}

const settingsKey = "settings"

// LoadSettings reads the saved settings. A file that cannot be read gives
// the defaults, is moved aside rather than overwritten, and is reported on
// the set-up screen (TakeSettingsNotice).
func LoadSettings() Settings {
	s := DefaultSettings()
	data, err := store.Load(settingsKey)
	if err != nil {
		return s
	}
	if json.Unmarshal(data, &s) != nil {
		settingsProblem = keepUnreadable(StoreSaver{Key: settingsKey}, lang.Mark("settings"), false, time.Now())
		settingsProblem.Fallback = lang.Mark("The game uses its usual settings.")
		return DefaultSettings()
	}
	var seen struct {
		Welcomed *bool `json:"welcomed"`
	}
	if json.Unmarshal(data, &seen) == nil && seen.Welcomed == nil {
		s.Welcomed = true // written before the welcome existed: not a first start
	}
	if s.Volume < 0 || s.Volume > 10 {
		s.Volume = 7
	}
	if s.Speed < 0 || s.Speed >= NumSpeeds {
		s.Speed = SpeedNormal
	}
	if s.BotBeat <= 0 {
		s.BotBeat = 24
	}
	return s
}

// FirstStart reports whether the game starts for the first time here:
// the welcome never answered, and no game ever set up or saved.
func FirstStart(s Settings) bool {
	if s.Welcomed {
		return false
	}
	for _, k := range []string{setupKey, autosaveKey} {
		if _, err := store.Load(k); !errors.Is(err, store.ErrNotFound) {
			return false
		}
	}
	return true
}

// settingsProblem is the settings file LoadSettings could not read, until
// the set-up screen takes it to show.
var settingsProblem *UnreadableFile

// TakeSettingsProblem returns the settings file that could not be read at
// start-up (nil none), once; its Error is the plain report.
func TakeSettingsProblem() *UnreadableFile {
	u := settingsProblem
	settingsProblem = nil
	return u
}

// Save writes the settings; failing to save preferences is not worth
// interrupting play for, so the error is only returned for tests.
func (s Settings) Save() error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return store.Save(settingsKey, data)
}

// SeatSetup is one seat as chosen on the set-up screen.
type SeatSetup struct {
	Name  string `json:"name"`
	Color int    `json:"color"` // index into assets.PlayerColors
	Human bool   `json:"human"`
	Level int    `json:"level"` // bot level: bot.Level (1 easy, 2 normal, 3 hard)
}

// Setup is everything the set-up screen chooses; the last one is
// remembered between runs.
type Setup struct {
	Players int         `json:"players"`
	Seats   []SeatSetup `json:"seats"`
	Intro   bool        `json:"intro"`
	// Magic plays the magic version: spells, the Tent, the Djinn's House
	// and the artifacts' powers. It cannot be an intro game (decision D59).
	Magic bool   `json:"magic,omitempty"`
	Seed  string `json:"seed"` // blank means random
	// ChooseStart lets each human pick their 3 starting treasures (D4);
	// false gives the one-click default.
	ChooseStart bool `json:"chooseStart"`
}

const setupKey = "setup"

// LoadSetup reads the last set-up, or ok=false. A file that cannot be
// read is moved aside and reported on the set-up screen (TakeSetupProblem),
// like the settings.
func LoadSetup() (Setup, bool) {
	var s Setup
	data, err := store.Load(setupKey)
	if err != nil {
		return Setup{}, false
	}
	if json.Unmarshal(data, &s) != nil || s.Players < 3 || s.Players > 5 || len(s.Seats) < s.Players {
		setupProblem = keepUnreadable(StoreSaver{Key: setupKey}, lang.Mark("last game's set-up"), false, time.Now())
		setupProblem.Fallback = lang.Mark("The set-up screen starts from its usual choices.")
		return Setup{}, false
	}
	return s, true
}

// setupProblem is the set-up file LoadSetup could not read, until the
// set-up screen takes it to show.
var setupProblem *UnreadableFile

// TakeSetupProblem returns the set-up file that could not be read (nil
// none), once; its Error is the plain report.
func TakeSetupProblem() *UnreadableFile {
	u := setupProblem
	setupProblem = nil
	return u
}

// Save remembers the set-up for next time.
func (s Setup) Save() error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return store.Save(setupKey, data)
}
