package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// A toast is a refusal said to one player (an illegal drop, a move the
// engine turned down): a short note beside the pointer, where the player
// is looking, shown only while the viewer who caused it is on screen and
// never written to the shared log.

// toastTicks is how long a toast stays: four seconds at 60 ticks a second.
const toastTicks = 240

// toastWidth is the widest a toast grows before it wraps.
const toastWidth = 520

// toastText is the toast the current viewer may see now, or "".
func (t *Table) toastText() string {
	if t.messageT <= 0 || t.messageFor != t.Game.ViewerSeat() {
		return ""
	}
	return t.message
}

// toastRect places a toast of w x h just above the point where it was
// said (below it when there is no room above), kept on the screen.
func toastRect(at image.Point, w, h int) image.Rectangle {
	const gap = 16
	r := image.Rect(at.X-w/2, at.Y-gap-h, at.X-w/2+w, at.Y-gap)
	if r.Min.Y < 40 { // under the prompt pill at the board's top
		r = r.Add(image.Pt(0, h+2*gap+12))
	}
	if r.Min.X < 6 {
		r = r.Add(image.Pt(6-r.Min.X, 0))
	}
	if r.Max.X > assets.ScreenW-6 {
		r = r.Sub(image.Pt(r.Max.X-assets.ScreenW+6, 0))
	}
	if r.Max.Y > assets.ScreenH-6 {
		r = r.Sub(image.Pt(0, r.Max.Y-assets.ScreenH+6))
	}
	return r
}

// drawToast draws the viewer's toast, if any, above everything else of
// the table's scenes.
func (t *Table) drawToast(dst *ebiten.Image) {
	msg := t.toastText()
	if msg == "" {
		return
	}
	u := t.ctx.UI
	face := u.Face(18, true)
	lines := game.Wrap(msg, face, toastWidth)
	w := 0.0
	for _, l := range lines {
		w = max(w, game.TextWidth(l, face))
	}
	const lineH = 24
	r := toastRect(t.messageAt, int(w)+30, len(lines)*lineH+14)
	u.Shapes.RoundRect(dst, r, 12, game.Wine, game.GiltLight, 2)
	for i, l := range lines {
		u.Text.Draw(dst, l, face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+7+i*lineH), game.Center, game.Parchment)
	}
}
