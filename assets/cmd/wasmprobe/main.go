// Command wasmprobe measures what the assets package adds to the web build.
// Built plain it only draws a rectangle; built with -tags withassets it
// loads the assets and draws the board:
//
//	GOOS=js GOARCH=wasm go build -o rect.wasm ./assets/cmd/wasmprobe
//	GOOS=js GOARCH=wasm go build -tags withassets -o board.wasm ./assets/cmd/wasmprobe
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

type game struct{ draw func(*ebiten.Image) }

func (g *game) Update() error { return nil }
func (g *game) Draw(s *ebiten.Image) {
	vector.FillRect(s, 10, 10, 100, 100, color.RGBA{200, 50, 50, 255}, false)
	if g.draw != nil {
		g.draw(s)
	}
}
func (g *game) Layout(int, int) (int, int) { return 1600, 1000 }

var extra func(*ebiten.Image)

func main() {
	if err := ebiten.RunGame(&game{draw: extra}); err != nil {
		panic(err)
	}
}
