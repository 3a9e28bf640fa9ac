// Command minimal is the size baseline for the web build: the smallest
// Ebitengine program that does what every game does (a window with shapes,
// text through text/v2 with a Go font, and a sound through ebiten/audio).
// build/web/size.sh builds it exactly like the game and compares the wasm
// sizes.
package main

import (
	"bytes"
	"image/color"
	"log"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/goregular"
)

const sampleRate = 48000

type game struct {
	face  *text.GoTextFace
	audio *audio.Context
	beep  []byte
	tick  int
}

// sine is a short 440 Hz beep as 16-bit stereo little-endian PCM.
func sine() []byte {
	n := sampleRate / 5
	b := make([]byte, n*4)
	for i := 0; i < n; i++ {
		env := 1 - float64(i)/float64(n)
		v := int16(0.3 * env * 32767 * math.Sin(2*math.Pi*440*float64(i)/sampleRate))
		for c := 0; c < 2; c++ {
			b[4*i+2*c] = byte(v)
			b[4*i+2*c+1] = byte(v >> 8)
		}
	}
	return b
}

func (g *game) Update() error {
	g.tick++
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) || g.tick == 30 {
		g.audio.NewPlayerFromBytes(g.beep).Play()
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x20, 0x18, 0x30, 0xff})
	vector.FillRect(screen, 40, 40, 200, 120, color.RGBA{0xc0, 0x80, 0x20, 0xff}, true)
	vector.FillCircle(screen, 400, 200, 80, color.RGBA{0x20, 0xa0, 0x80, 0xff}, true)
	vector.StrokeLine(screen, 0, 0, 640, 480, 3, color.White, true)
	op := &text.DrawOptions{}
	op.GeoM.Translate(60, 300)
	text.Draw(screen, "Hello, Ebitengine", g.face, op)
}

func (g *game) Layout(w, h int) (int, int) { return 640, 480 }

func main() {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		log.Fatal(err)
	}
	g := &game{face: &text.GoTextFace{Source: src, Size: 32}, audio: audio.NewContext(sampleRate), beep: sine()}
	ebiten.SetWindowTitle("minimal")
	ebiten.SetWindowSize(640, 480)
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}
