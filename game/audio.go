package game

import (
	"bytes"
	"sync/atomic"
	"time"

	"aladdin/assets/sound"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// SoundID names a moment of the game that makes a sound. Several moments
// share one of the asset sounds at different loudness (see cues).
type SoundID int

const (
	SoundClick   SoundID = iota
	SoundPlace           // a token clacks down
	SoundFlip            // a token is turned over
	SoundCoins           // treasure changes hands
	SoundGuard           // the palace guard is revealed
	SoundBuy             // an artifact is bought
	SoundStep            // the vizier moves on
	SoundFanfare         // the game is won
	SoundChime           // your turn / hand-off
	NumSounds
)

// SampleRate of all game audio (the assets' rate): 16-bit stereo PCM.
const SampleRate = sound.SampleRate

// cue maps a moment to an asset sound and a gain relative to the master
// volume. The assets are loudness-balanced, so gains only make the
// frequent, minor moments (the vizier's steps, the turn gong) softer.
type cue struct {
	id   sound.ID
	gain float64
}

var cues = [NumSounds]cue{
	SoundClick:   {sound.Click, 1},
	SoundPlace:   {sound.Clack, 1},
	SoundFlip:    {sound.Flip, 1},
	SoundCoins:   {sound.Clink, 1},
	SoundGuard:   {sound.Guard, 1},
	SoundBuy:     {sound.Fanfare, 1},
	SoundStep:    {sound.Clack, 0.35},
	SoundFanfare: {sound.Fanfare, 1},
	SoundChime:   {sound.Gong, 0.3},
}

// ambientGain keeps the loop under the game; the asset is already
// mastered well below the effects.
const ambientGain = 0.6

// Audio plays the effects and the ambient loop. A nil context means silent
// play: no device, or the player turned sound off at start.
type Audio struct {
	ctx     *audio.Context
	volume  float64
	muted   bool
	ambient bool // the player wants the loop
	// ready marks asset sounds whose PCM is rendered (they are synthesised
	// in the background, so no frame waits for them).
	ready     [sound.NumIDs]atomic.Bool
	rendering atomic.Bool
	playing   [NumSounds]*audio.Player
	loop      *audio.Player
}

// NewAudio opens the audio context; silent disables sound altogether. The
// sounds are rendered later (see Prepare): on the desktop once the first
// frame is up, in the browser on the first input.
func NewAudio(silent bool) *Audio {
	a := &Audio{volume: 0.7, ambient: true}
	if silent {
		return a
	}
	a.ctx = audio.NewContext(SampleRate)
	return a
}

// Prepare renders the sounds in the background, short effects first and
// the 16 s ambient loop last. Calling it again does nothing.
func (a *Audio) Prepare() {
	if a == nil || a.ctx == nil || !a.rendering.CompareAndSwap(false, true) {
		return
	}
	go func() {
		for _, id := range []sound.ID{sound.Click, sound.Clack, sound.Flip, sound.Clink, sound.Gong, sound.Guard, sound.Fanfare, sound.Ambient} {
			sound.Sound(id)
			a.ready[id].Store(true)
			// Let frames through between sounds: in the browser this
			// goroutine shares the one thread with the game.
			time.Sleep(20 * time.Millisecond)
		}
	}()
}

// Apply takes the volume, mute and ambient switch from the settings.
func (a *Audio) Apply(s Settings) {
	a.volume = float64(s.Volume) / 10
	a.muted = s.Muted
	a.ambient = s.Ambient
	a.updateLoop()
}

func (a *Audio) audible() bool {
	return a != nil && a.ctx != nil && !a.muted && a.volume > 0
}

// Play starts a sound; the same moment restarts rather than stacking, so a
// burst of events cannot turn into noise. A sound still being rendered is
// skipped.
func (a *Audio) Play(id SoundID) {
	if !a.audible() || id < 0 || id >= NumSounds {
		return
	}
	c := cues[id]
	if !a.ready[c.id].Load() {
		return
	}
	p := a.playing[id]
	if p == nil {
		p = a.ctx.NewPlayerFromBytes(sound.Sound(c.id))
		a.playing[id] = p
	} else {
		_ = p.Rewind()
	}
	p.SetVolume(a.volume * c.gain)
	p.Play()
}

// Tick starts the ambient loop once it is rendered; the app calls it every
// update (it costs two loads when there is nothing to do).
func (a *Audio) Tick() {
	if a != nil && a.loop == nil && a.ctx != nil && a.ambient && a.ready[sound.Ambient].Load() {
		a.updateLoop()
	}
}

// updateLoop starts, pauses or re-levels the ambient loop to match the
// settings.
func (a *Audio) updateLoop() {
	if a == nil || a.ctx == nil {
		return
	}
	want := a.ambient && a.audible()
	if a.loop == nil {
		if !want || !a.ready[sound.Ambient].Load() {
			return
		}
		pcm := sound.Sound(sound.Ambient)
		p, err := a.ctx.NewPlayer(audio.NewInfiniteLoop(bytes.NewReader(pcm), int64(len(pcm))))
		if err != nil {
			a.ambient = false // no device: play on in silence
			return
		}
		a.loop = p
	}
	a.loop.SetVolume(a.volume * ambientGain)
	if want && !a.loop.IsPlaying() {
		a.loop.Play()
	} else if !want && a.loop.IsPlaying() {
		a.loop.Pause()
	}
}
