package game

import (
	"testing"

	"aladdin/assets/sound"
)

// Every moment of the game plays one of the assets' sounds.
func TestCuesUseAssetSounds(t *testing.T) {
	for id, c := range cues {
		if c.id < 0 || c.id >= sound.NumIDs || c.id == sound.Ambient || c.gain <= 0 || c.gain > 1 {
			t.Errorf("sound %d: bad cue %+v", id, c)
		}
	}
}

// Silent play (no device, or -silent) accepts every call and plays nothing.
func TestSilentAudio(t *testing.T) {
	a := NewAudio(true)
	a.Prepare()
	s := DefaultSettings()
	a.Apply(s)
	a.Tick()
	for id := SoundID(0); id < NumSounds; id++ {
		a.Play(id)
	}
	if a.loop != nil || a.rendering.Load() {
		t.Fatal("silent audio started something")
	}
	var none *Audio
	none.Play(SoundClick)
	none.Tick()
}
