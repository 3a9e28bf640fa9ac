package modes

import (
	"image"
	"testing"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// A dialog reads in every language inside its frame (issue 24): laid out
// and drawn in each language, its frame fits its content (checkFits),
// every line it draws stays in the frame's content column, clear of the
// buttons and chips and of its other lines, every button's and chip's
// label fits its box, and every rune is in its face.
func checkFitsInEveryLanguage(t *testing.T, ctx *game.Context, d *Dialog, body dialogBody) {
	t.Helper()
	scenetest.InEveryLanguage(t, func(t *testing.T) {
		checkFits(t, ctx, d, body)
		t.Run("words", func(t *testing.T) { checkDialogWords(t, ctx, d, body) })
	})
}

// checkDialogWords lays the dialog out for one tick, draws its body, and
// checks the words it drew and the controls it laid out.
func checkDialogWords(t *testing.T, ctx *game.Context, d *Dialog, body dialogBody) {
	t.Helper()
	ctx.UI.BeginTick()
	targets(ctx, d, body)
	scenetest.OnGPU(t, func() {
		d.drawn = d.drawn[:0]
		body.draw(ebiten.NewImage(assets.ScreenW, assets.ScreenH), d)
	})
	if len(d.drawn) == 0 {
		t.Fatalf("%s: the body drew no words", body.name())
	}
	fr := body.boxed().fr
	column := image.Rect(fr.Min.X+dialogPad-10, fr.Min.Y+64, fr.Max.X-dialogPad+10, fr.Max.Y)
	ws := scenetest.ControlWords(ctx.UI)
	var lines []image.Rectangle
	for _, l := range d.drawn {
		w := game.TextWidth(l.s, ctx.UI.Face(l.size, l.bold))
		r := image.Rect(l.at.X, l.at.Y, l.at.X+int(w+0.5), l.at.Y+int(l.size))
		ws = append(ws, scenetest.Words{What: body.name() + " line", Text: l.s, Size: l.size, Bold: l.bold,
			Box: image.Rect(l.at.X, 0, column.Max.X, 0)}) // as wide as the column lets it be
		for _, c := range ctx.UI.Controls {
			if r.Overlaps(c) {
				t.Errorf("%s: %s: %q at %v runs into a control at %v", lang.Current(), body.name(), l.s, r, c)
			}
		}
		for i, o := range lines {
			if r.Overlaps(o) {
				t.Errorf("%s: %s: %q at %v runs into %q", lang.Current(), body.name(), l.s, r, d.drawn[i].s)
			}
		}
		lines = append(lines, r)
	}
	scenetest.CheckWords(t, ctx.UI, ws)
}
