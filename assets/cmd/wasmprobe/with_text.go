//go:build withtext

package main

import (
	"bytes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/goregular"
)

// The text/v2 baseline: what any UI with Go-font text costs on its own.
func init() {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		panic(err)
	}
	extra = func(s *ebiten.Image) { text.Draw(s, "hi", &text.GoTextFace{Source: src, Size: 20}, nil) }
}
