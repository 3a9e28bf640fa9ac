package replay

import (
	"image"
	"image/color"
	"math"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The replay's side panel, top to bottom: a header (where the replay
// stands, Close), the table's own seat cards (names, bot levels, tokens
// left, artifacts), what lay behind each screen, the controls (step and
// round buttons, play, a slider marked with the rounds), and the log.

// hiddenRing marks what the replay shows that lay face down at that
// moment: a violet no piece of the game uses.
var hiddenRing = color.RGBA{0xC0, 0x8C, 0xFF, 0xFF}

const (
	replayRowH     = 30 // one seat's row behind the screens
	replayButtonsH = 36
)

// replayHiddenTop is where the "behind the screens" block starts, under
// the seat cards.
func (rv *Scene) replayHiddenTop() int {
	return board.SeatCardRect(int(rv.disp.Players)).Min.Y
}

// controlsTop is where the controls start, under that block.
func (rv *Scene) controlsTop() int {
	return rv.replayHiddenTop() + 28 + int(rv.disp.Players)*replayRowH + 34
}

// sliderRect is the slider's track (with room for the round marks).
func (rv *Scene) sliderRect() image.Rectangle {
	y := rv.controlsTop() + replayButtonsH + 10
	return image.Rect(assets.BoardW+20, y, assets.ScreenW-20, y+24)
}

func (rv *Scene) logRect() image.Rectangle {
	return image.Rect(assets.BoardW+8, rv.sliderRect().Max.Y+48, assets.ScreenW-8, assets.ScreenH-8)
}

// layoutButtons places this tick's buttons.
func (rv *Scene) layoutButtons() {
	y := rv.controlsTop()
	x := assets.BoardW + 8
	labels := buttonLabels(rv.playing)
	widths := buttonWidths(rv.ctx.UI)
	names := [5]string{"replay-prevround", "replay-back", "replay-play", "replay-forward", "replay-nextround"}
	k, n := rv.r.At(), rv.r.Steps()
	enabled := [5]bool{k > 0, k > 0, k < n || rv.playing, k < n, k < n}
	start, end := lang.T("This is the start of the game."), lang.T("This is the end of the game.")
	reasons := [5]string{start, start, end, end, end}
	btns := [5]*game.Button{&rv.roundBack, &rv.stepBack, &rv.play, &rv.stepOn, &rv.roundOn}
	for i, b := range btns {
		*b = game.Button{Rect: image.Rect(x, y, x+widths[i], y+replayButtonsH), Label: labels[i], Enabled: enabled[i],
			Reason: reasons[i], Name: names[i], Primary: i == 2}
		x += widths[i] + replayButtonGap
	}
	// Close stands where the table's Menu does, as wide as its label needs.
	closeLabel := lang.T("Close")
	closeRect := board.MenuRect
	closeRect.Min.X = min(closeRect.Min.X, closeRect.Max.X-int(math.Ceil(game.TextWidth(closeLabel, rv.ctx.UI.Face(game.MinTextSize, true))))-2*replayButtonEdge)
	rv.close = game.Button{Rect: closeRect, Label: closeLabel, Enabled: true, Name: "replay-close"}
}

// buttonLabels are the replay buttons' words: the middle one plays or,
// while playing, pauses; the steps' buttons are the bare arrows.
func buttonLabels(playing bool) [5]string {
	play := lang.T("Play")
	if playing {
		play = lang.T("Pause")
	}
	return [5]string{lang.T("< Round"), "<", play, ">", lang.T("Round >")}
}

// replayButtonGap is the room between two replay buttons.
const replayButtonGap = 5

// buttonWidths share the panel's width among the five buttons: each its
// label's width (the wider of Play and Pause for the middle one, so it
// keeps its size) with room at its edges, and the rest shared evenly.
func buttonWidths(u *game.UI) [5]int {
	face := u.Face(20, true) // a button of replayButtonsH draws its label at 20
	var widths [5]int
	room := assets.ScreenW - assets.BoardW - 16 - 4*replayButtonGap
	for _, playing := range []bool{false, true} {
		for i, l := range buttonLabels(playing) {
			widths[i] = max(widths[i], int(math.Ceil(game.TextWidth(l, face)))+2*replayButtonEdge)
		}
	}
	for _, w := range widths {
		room -= w
	}
	for i := range widths {
		widths[i] += max(room, 0) / len(widths)
	}
	return widths
}

// replayButtonEdge is the room a button keeps between its label and its
// rounded edges.
const replayButtonEdge = 12

// updateSlider lets the knob be dragged or the track clicked: the step
// under the pointer.
func (rv *Scene) updateSlider(ctx *game.Context) (int, bool) {
	in := ctx.In
	tr := rv.sliderRect()
	ctx.UI.Target("replay-slider", tr)
	if in.ClickIn(tr.Inset(-4)) {
		rv.dragging = true
	}
	if !in.Pressed {
		rv.dragging = false
	}
	if !rv.dragging {
		return 0, false
	}
	f := min(max(float64(in.Mouse.X-tr.Min.X)/float64(tr.Dx()-1), 0), 1)
	return int(f*float64(rv.r.Steps()) + 0.5), true
}

// stepX is where step k lies on the slider.
func (rv *Scene) stepX(k int) int {
	tr := rv.sliderRect()
	if rv.r.Steps() == 0 {
		return tr.Min.X
	}
	return tr.Min.X + k*tr.Dx()/rv.r.Steps()
}

// tips explain the hidden block and the slider when pointed at.
func (rv *Scene) tips(ctx *game.Context) {
	in := ctx.In
	if in.Idle() < 20 {
		return
	}
	hidden := image.Rect(assets.BoardW, rv.replayHiddenTop(), assets.ScreenW, rv.controlsTop())
	switch {
	case in.In(hidden):
		ctx.UI.Tip(lang.T("What each player kept to themselves at this moment: the tokens still behind their screen, their treasure and, in the magic version, their spell cards."), in.Mouse)
	case in.In(rv.sliderRect().Inset(-4)):
		ctx.UI.Tip(lang.T("Drag or click to go to any moment of the game; the marks are the rounds. Left and Right step, Up and Down go by rounds, Space plays."), in.Mouse)
	}
}

// drawHiddenOnBoard shows the face-down tokens' values and the face-down
// guard where they lie, each in a violet ring: the table showed them face
// down at this moment.
func (rv *Scene) drawHiddenOnBoard(dst *ebiten.Image) {
	a := rv.ctx.Assets
	rv.board.Spots.EachTokenSpot(func(tv engine.TokenView, at image.Point) {
		if tv.Face || tv.Value <= 0 {
			return
		}
		game.DrawImageAt(dst, a.Token(rv.S.Color(int(tv.Seat)), int(tv.Value)), float64(at.X), float64(at.Y), 0.86, 1)
		vector.StrokeCircle(dst, float32(at.X), float32(at.Y), assets.TokenSize*0.43+2, 3, hiddenRing, true)
	})
	if g := int(rv.disp.HiddenGuard); g > 0 {
		gr := assets.GuardTokenRect()
		c := gr.Min.Add(gr.Size().Div(2))
		game.DrawImageAt(dst, a.Guard(g), float64(c.X), float64(c.Y), 0.86, 1)
		vector.StrokeRect(dst, float32(gr.Min.X+3), float32(gr.Min.Y+3), float32(gr.Dx()-6), float32(gr.Dy()-6), 3, hiddenRing, true)
	}
}

// drawPanel paints the replay's side panel.
func (rv *Scene) drawPanel(dst *ebiten.Image) {
	b := rv.board
	u := rv.ctx.UI
	game.FillRect(dst, image.Rect(assets.BoardW, 0, assets.ScreenW, assets.ScreenH), color.RGBA{0x14, 0x10, 0x1C, 0xFF})
	// The header: where the replay stands, and Close.
	k, n := rv.r.At(), rv.r.Steps()
	u.Shapes.RoundRect(dst, image.Rect(assets.BoardW+8, 6, assets.ScreenW-8, 46), 10, game.Parchment, game.Gilt, 2)
	title := lang.T("Replay - set-up")
	if r := rv.r.Round(k); r > 0 {
		title = lang.T("Replay - round %d of %d", r, rv.r.Round(n))
	}
	title, face := u.Fit(title, 20, true, float64(rv.close.Rect.Min.X-assets.BoardW-30))
	game.DrawTextMiddle(dst, title, face, float64(assets.BoardW+20), 26, game.Left, game.Ink)
	rv.close.Draw(dst, u)
	pend := -1
	if !b.View.Over {
		pend = int(b.View.Pending.Seat)
	}
	b.Cards.MemoryAid = rv.ctx.Settings.MemoryAid
	for s := 0; s < int(b.View.Players); s++ {
		b.Cards.DrawSeat(dst, s, s == pend, true)
	}
	rv.drawBehindScreens(dst)
	rv.drawControls(dst)
	rv.logView.Rect = rv.logRect()
	rv.logView.Draw(dst, u, &rv.log, rv.S)
}

// drawBehindScreens lists, per seat, the tokens behind its screen, its
// treasure and its spell cards at this moment.
func (rv *Scene) drawBehindScreens(dst *ebiten.Image) {
	u := rv.ctx.UI
	a := rv.ctx.Assets
	top := rv.replayHiddenTop()
	box := image.Rect(assets.BoardW+8, top, assets.ScreenW-8, rv.controlsTop()-6)
	u.Shapes.RoundRect(dst, box, 10, color.RGBA{0x3A, 0x24, 0x18, 0xF4}, game.Gilt, 2)
	face := u.Face(game.MinTextSize, false)
	game.DrawText(dst, lang.T("Behind the screens"), u.Face(game.MinTextSize, true), float64(box.Min.X+10), float64(top+4), game.Left, game.GiltLight)
	legend := image.Rect(box.Min.X+10, box.Max.Y-26, box.Max.X-10, box.Max.Y-4)
	vector.StrokeCircle(dst, float32(legend.Min.X+8), float32(legend.Min.Y+11), 7, 2, hiddenRing, true)
	game.DrawTextMiddle(dst, lang.T("on the board: face down at this moment"), face, float64(legend.Min.X+22), float64(legend.Min.Y+11), game.Left, game.Parchment)
	for s := 0; s < int(rv.disp.Players); s++ {
		y := top + 28 + s*replayRowH
		cy := float64(y + replayRowH/2)
		c := rv.S.Color(s)
		game.FillRect(dst, image.Rect(box.Min.X+10, y+10, box.Min.X+18, y+18), assets.PlayerColors[c])
		x := box.Min.X + 34
		for t := 0; t < engine.NumTokens; t++ {
			if rv.disp.Behind[s][t] {
				game.DrawImageAt(dst, a.Token(c, int(engine.Numeral(t))), float64(x), cy, 0.42, 1)
			}
			x += 25
		}
		worth := lang.T("treasure %d", rv.disp.Seats[s].Purse.Total())
		game.DrawTextMiddle(dst, worth, face, float64(x+4), cy, game.Left, game.Parchment)
		if !rv.disp.Magic {
			continue
		}
		cards := board.HandCards(rv.disp.Hands[s], nil)
		hx := box.Max.X - 8
		for i := len(cards) - 1; i >= 0; i-- {
			ic := rv.board.Cards.SpellIcon(cards[i])
			sc := float64(replayRowH-6) / float64(ic.Bounds().Dy())
			w := int(float64(ic.Bounds().Dx())*sc) + 2
			hx -= w
			game.DrawImageAt(dst, ic, float64(hx+w/2), cy, sc, 1)
		}
	}
}

// drawControls paints the buttons, the slider with its round marks, and
// the step on show.
func (rv *Scene) drawControls(dst *ebiten.Image) {
	u := rv.ctx.UI
	for _, b := range []*game.Button{&rv.roundBack, &rv.stepBack, &rv.play, &rv.stepOn, &rv.roundOn} {
		b.Draw(dst, u)
	}
	tr := rv.sliderRect()
	mid := tr.Min.Y + tr.Dy()/2
	u.Shapes.RoundRect(dst, image.Rect(tr.Min.X, mid-4, tr.Max.X, mid+4), 4, game.NightLight, game.Gilt, 1)
	face := u.Face(game.MinTextSize, false)
	lastX := -100
	for i, s := range rv.r.RoundStarts() {
		x := rv.stepX(s)
		game.FillRect(dst, image.Rect(x-1, mid-9, x+1, mid+9), game.Parchment)
		if x-lastX >= 22 {
			game.DrawText(dst, game.Itoa(i+1), face, float64(x), float64(tr.Max.Y+1), game.Center, game.Parchment)
			lastX = x
		}
	}
	k := rv.r.At()
	kx := rv.stepX(k)
	u.Shapes.RoundRect(dst, image.Rect(kx-8, mid-11, kx+8, mid+11), 6, game.GiltLight, game.Ink, 2)
	step := lang.T("Step %d of %d", k, rv.r.Steps())
	if p := rv.r.Actor(k); p >= 0 {
		step = lang.T("Step %d of %d - %s moved", k, rv.r.Steps(), rv.S.Name(p))
	}
	step, sf := u.Fit(step, game.MinTextSize, false, float64(tr.Dx()))
	game.DrawText(dst, step, sf, float64(tr.Min.X), float64(tr.Max.Y+23), game.Left, game.GiltLight)
}
