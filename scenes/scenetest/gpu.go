package scenetest

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"aladdin/assets"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pixel tests: Ebitengine reads pixels back only once its game loop runs,
// and a process may start that loop only once. OnGPU starts one small loop
// for the whole test binary on first use and runs each job inside its
// Update, where drawing and ReadPixels work. It needs a display (Xvfb, as
// build/test.sh provides); without one the test is skipped, like the
// window tests.

var gpuLoop struct {
	once    sync.Once
	jobs    chan func()
	started chan struct{}
	err     error
}

type gpuGame struct{}

func (gpuGame) Update() error {
	select {
	case <-gpuLoop.started:
	default:
		close(gpuLoop.started)
	}
	for {
		select {
		case job := <-gpuLoop.jobs:
			job()
		default:
			return nil
		}
	}
}

func (gpuGame) Draw(*ebiten.Image)         {}
func (gpuGame) Layout(w, h int) (int, int) { return 16, 16 }

// gpuStartLimit only bounds a loop that never starts (no usable display):
// the test then fails instead of hanging. A working loop starts at once.
const gpuStartLimit = 2 * time.Minute

// OnGPU runs job inside the game loop and returns when it is done. A
// panic in job is raised again in the test. Jobs must not call t.Fatal
// (it would stop the loop's goroutine): they return what they measured
// and the test checks it afterwards.
func OnGPU(t *testing.T, job func()) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no DISPLAY: pixel tests need X (run under Xvfb, e.g. build/test.sh)")
	}
	gpuLoop.once.Do(func() {
		gpuLoop.jobs = make(chan func())
		gpuLoop.started = make(chan struct{})
		ebiten.SetWindowSize(16, 16)
		ebiten.SetWindowTitle("pixel tests")
		ebiten.SetRunnableOnUnfocused(true)
		go func() {
			gpuLoop.err = ebiten.RunGame(gpuGame{})
		}()
	})
	select {
	case <-gpuLoop.started:
	case <-time.After(gpuStartLimit):
		t.Fatalf("the pixel-test game loop did not start: %v", gpuLoop.err)
	}
	var failure any
	done := make(chan struct{})
	gpuLoop.jobs <- func() {
		defer close(done)
		defer func() { failure = recover() }()
		job()
	}
	<-done
	if failure != nil {
		panic(fmt.Sprint("in the pixel-test loop: ", failure))
	}
}

// DrawScene paints a scene as the screen would and reads its pixels.
func DrawScene(t *testing.T, sc game.Scene) *image.RGBA {
	t.Helper()
	var pic *image.RGBA
	OnGPU(t, func() {
		img := ebiten.NewImage(assets.ScreenW, assets.ScreenH)
		sc.Draw(img)
		px := make([]byte, 4*assets.ScreenW*assets.ScreenH)
		img.ReadPixels(px)
		pic = &image.RGBA{Pix: px, Stride: 4 * assets.ScreenW, Rect: image.Rect(0, 0, assets.ScreenW, assets.ScreenH)}
	})
	return pic
}

// CountIn counts the pixels of r for which keep holds.
func CountIn(pic *image.RGBA, r image.Rectangle, keep func(c color.RGBA) bool) int {
	n := 0
	r = r.Intersect(pic.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if keep(pic.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// Near reports whether two colours differ by at most d in each channel.
func Near(a, b color.RGBA, d int) bool {
	return abs(int(a.R)-int(b.R)) <= d && abs(int(a.G)-int(b.G)) <= d && abs(int(a.B)-int(b.B)) <= d
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// RGBAOf is a colour as 8-bit channels.
func RGBAOf(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// DocShot writes a picture for docs/ when ALADDIN_DOC_SHOTS names a
// folder (relative to the package of the test that takes it).
func DocShot(t *testing.T, name string, pic *image.RGBA) {
	dir := os.Getenv("ALADDIN_DOC_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, pic); err != nil {
		t.Fatal(err)
	}
}
