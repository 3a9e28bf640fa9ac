package game

import (
	"github.com/hajimehoshi/ebiten/v2/audio"
)

// SoundID names a sound effect.
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

// SampleRate of all game audio: 16-bit stereo PCM.
const SampleRate = 48000

// Audio plays short effects. A nil context means silent play: no device,
// or the player turned sound off at start.
type Audio struct {
	ctx     *audio.Context
	pcm     [NumSounds][]byte
	volume  float64
	muted   bool
	playing [NumSounds]*audio.Player
}

// NewAudio opens the audio context; silent disables sound altogether.
// Sounds come from the synthesiser in synth.go.
func NewAudio(silent bool) *Audio {
	a := &Audio{volume: 0.7}
	if silent {
		return a
	}
	a.ctx = audio.NewContext(SampleRate)
	for id := SoundID(0); id < NumSounds; id++ {
		a.pcm[id] = synthesize(id)
	}
	return a
}

// Apply takes the volume and mute from the settings.
func (a *Audio) Apply(s Settings) {
	a.volume = float64(s.Volume) / 10
	a.muted = s.Muted
}

// Play starts a sound; the same sound restarts rather than stacking, so a
// burst of events cannot turn into noise.
func (a *Audio) Play(id SoundID) {
	if a == nil || a.ctx == nil || a.muted || a.volume <= 0 || id < 0 || id >= NumSounds {
		return
	}
	if p := a.playing[id]; p != nil {
		_ = p.Rewind()
		p.SetVolume(a.volume)
		p.Play()
		return
	}
	p := a.ctx.NewPlayerFromBytes(a.pcm[id])
	p.SetVolume(a.volume)
	p.Play()
	a.playing[id] = p
}
