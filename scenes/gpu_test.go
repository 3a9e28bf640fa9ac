package scenes

import (
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pixel tests: Ebitengine reads pixels back only once its game loop runs,
// and a process may start that loop only once. onGPU starts one small loop
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

// onGPU runs job inside the game loop and returns when it is done. A
// panic in job is raised again in the test. Jobs must not call t.Fatal
// (it would stop the loop's goroutine): they return what they measured
// and the test checks it afterwards.
func onGPU(t *testing.T, job func()) {
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
