package game

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// titleFadeTicks is how long the title art takes to fade in over the
// night sky once it is painted.
const titleFadeTicks = 20

// TitleBackdrop is the set-up screen's background: the title art, or,
// while that is still being painted (in the browser it is painted after
// the first frame, in slices, so the page is up sooner), the night sky the
// loading page showed, into which the art fades once it is ready. Where
// the art is ready at the first look (the desktop, and every later visit)
// it is simply drawn.
type TitleBackdrop struct {
	readyAt int64 // the tick the art was first seen painted; 0 not yet
	fade    bool  // the art was not ready at the first look: it fades in
}

// Update keeps the game ticking until the art is ready and repainting
// while it fades in.
func (b *TitleBackdrop) Update(ctx *Context) {
	if b.readyAt == 0 {
		if !ctx.Assets.Painted("title") {
			b.fade = true
			ctx.KeepAwake()
			return
		}
		b.readyAt = ctx.Tick
	}
	if b.fade && ctx.Tick-b.readyAt <= titleFadeTicks {
		ctx.Busy()
	}
}

// Draw paints the backdrop as Update left it.
func (b *TitleBackdrop) Draw(dst *ebiten.Image, ctx *Context) {
	op := &ebiten.DrawImageOptions{}
	switch t := ctx.Tick - b.readyAt; {
	case b.readyAt == 0 && (b.fade || !ctx.Assets.Painted("title")):
		dst.Fill(Night)
		return
	case b.fade && b.readyAt != 0 && t < titleFadeTicks:
		dst.Fill(Night)
		op.ColorScale.ScaleAlpha(float32(t+1) / (titleFadeTicks + 1))
	}
	dst.DrawImage(ctx.Assets.Title(), op)
}
