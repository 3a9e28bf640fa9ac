package board

import (
	"testing"

	"aladdin/engine"
)

// An opponent's face-down stack turns token by token: each reveal turns
// its own token (matched by placement handle) and shows that token's own
// value, not the first value of the stack for all of them.
func TestEachHiddenTokenTurnsToItsOwnValue(t *testing.T) {
	hidden := []engine.TokenView{
		{Seat: 1, Token: -1, Space: engine.CaveRed, Seq: 3},
		{Seat: 1, Token: -1, Space: engine.CaveRed, Seq: 7},
		{Seat: 1, Token: -1, Space: engine.CaveRed, Seq: 9},
	}
	reveals := []engine.Event{
		{Type: engine.EvTokenRevealed, Seat: 1, Token: 0, Value: 1, Space: engine.CaveRed, Seq: 3},
		{Type: engine.EvTokenRevealed, Seat: 1, Token: 5, Value: 7, Space: engine.CaveRed, Seq: 7},
		{Type: engine.EvTokenRevealed, Seat: 1, Token: 7, Value: 9, Space: engine.CaveRed, Seq: 9},
	}
	var running batch
	for _, e := range reveals {
		running = append(running, Task{Ev: e})
	}
	b := &Board{Anim: running}
	for i, e := range reveals {
		for j, tv := range hidden {
			if got := isEventToken(e, tv); got != (i == j) {
				t.Errorf("reveal %d matches hidden token %d: %v", i, j, got)
			}
		}
		if got := b.playing().turnedValue(hidden[i]); got != e.Value {
			t.Errorf("hidden token %d turns to %d, want its own %d", i, got, e.Value)
		}
	}
}
