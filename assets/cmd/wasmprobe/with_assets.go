//go:build withassets

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"aladdin/assets"
	"aladdin/assets/sound"
)

func init() {
	a, err := assets.Load()
	if err != nil {
		panic(err)
	}
	_ = sound.Sound(sound.Ambient)
	extra = func(s *ebiten.Image) { s.DrawImage(a.Board(), nil) }
}
