package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Fader cross-fades from one picture to the next: for a short while the
// old one is drawn and the new one over it with rising alpha. The scene
// manager fades between scenes with it, and the table between its modes.
type Fader struct {
	from func(dst *ebiten.Image)
	left int
	img  *ebiten.Image
}

// Start begins a fade from what from draws.
func (f *Fader) Start(from func(dst *ebiten.Image)) {
	f.from, f.left = from, transitionTicks
}

// Active reports a fade in progress.
func (f *Fader) Active() bool { return f.left > 0 }

// Tick advances the fade by one tick.
func (f *Fader) Tick() {
	if f.left > 0 {
		f.left--
		if f.left == 0 {
			f.from = nil
		}
	}
}

// Draw paints the new picture (to), over the old one while fading.
func (f *Fader) Draw(dst *ebiten.Image, to func(dst *ebiten.Image)) {
	if f.left == 0 || f.from == nil {
		to(dst)
		return
	}
	if f.img == nil || f.img.Bounds() != dst.Bounds() {
		w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
		// Unmanaged: drawn to and drawn from every frame of a fade, it
		// would otherwise move on and off Ebitengine's atlas, a new
		// texture each frame.
		f.img = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	f.from(dst)
	f.img.Clear()
	to(f.img)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(1 - float32(f.left)/transitionTicks)
	dst.DrawImage(f.img, op)
}
