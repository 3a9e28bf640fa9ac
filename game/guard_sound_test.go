package game

import (
	"testing"

	"aladdin/assets/sound"
)

// TestGuardHasItsOwnSound: the guard's reveal plays the guard's strike, not
// the gong that also announces every turn.
func TestGuardHasItsOwnSound(t *testing.T) {
	if cues[SoundGuard].id != sound.Guard || cues[SoundGuard].id == cues[SoundChime].id {
		t.Fatalf("the guard's reveal plays %s, the turn chime %s", sound.Names[cues[SoundGuard].id], sound.Names[cues[SoundChime].id])
	}
}
