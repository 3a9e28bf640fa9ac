package modes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// DialogRect is the largest card a scene lays over the board (game over,
// and the most a decision dialog may take): over the board, leaving the
// side panel (your screen and the log) in view. A decision dialog's own
// frame is as big as its content (box).
var DialogRect = image.Rect(150, 120, 1030, 880)

// dialogBody is one decision's content. update returns an action when the
// player commits; the Dialog submits it to the engine. Every body lays its
// content out in its box (fitting it at the start of update), so that its
// frame is as tall as what it shows and its buttons sit right below.
type dialogBody interface {
	name() string
	title() string
	boxed() *box
	update(ctx *game.Context, d *Dialog) *engine.Action
	draw(dst *ebiten.Image, d *Dialog)
}

// The measures every dialog shares.
const (
	dialogW       = 880 // a dialog's usual width
	dialogPad     = 30  // from the frame's sides to the content
	dialogTop     = 84  // from the frame's top (the title band's 64 and a margin) to the content
	dialogGap     = 18  // between two blocks of content
	dialogFoot    = 24  // from the content to the buttons, and from the buttons to the frame's foot
	dialogButtonH = 50
	paraLine      = 25 // a paragraph's line pitch
)

// box is a dialog body's layout for the state on show: its frame, and the
// blocks of content it draws in, top to bottom. Bodies place every block
// and button from their box; fit sizes the frame to what they placed.
type box struct {
	fr     image.Rectangle   // the frame
	y      int               // where the next block goes
	blocks []image.Rectangle // what the content draws in
	foot   int               // how many buttons along the foot (0: none)
}

func (b *box) boxed() *box { return b }

// left and width are the content's column.
func (b *box) left() int  { return b.fr.Min.X + dialogPad }
func (b *box) width() int { return b.fr.Dx() - 2*dialogPad }

// top is the first block's top.
func (b *box) top() int { return b.fr.Min.Y + dialogTop }

// add records a block the content draws in; the next block goes a gap
// below the lowest one so far.
func (b *box) add(r image.Rectangle) image.Rectangle {
	b.blocks = append(b.blocks, r)
	b.y = max(b.y, r.Max.Y+dialogGap)
	return r
}

// block takes a block h high across the content's column at the running y.
func (b *box) block(h int) image.Rectangle {
	return b.add(image.Rect(b.left(), b.y, b.left()+b.width(), b.y+h))
}

// indented is block from x on (x from the frame's left).
func (b *box) indented(x, h int) image.Rectangle {
	return b.add(image.Rect(b.fr.Min.X+x, b.y, b.left()+b.width(), b.y+h))
}

// heading takes a line for a heading, the block it heads close below it.
func (b *box) heading() image.Rectangle {
	r := b.block(26)
	b.y -= dialogGap - 8
	return r
}

// end is the content's foot: the lowest block's.
func (b *box) end() int {
	y := b.top()
	for _, r := range b.blocks {
		y = max(y, r.Max.Y)
	}
	return y
}

// button is the i-th of n buttons along the frame's foot.
func (b *box) button(i, n int) image.Rectangle {
	b.foot = n
	w := 220
	gap := 24
	total := n*w + (n-1)*gap
	x := b.fr.Min.X + b.fr.Dx()/2 - total/2 + i*(w+gap)
	y := b.fr.Max.Y - dialogFoot - dialogButtonH
	return image.Rect(x, y, x+w, y+dialogButtonH)
}

// fit lays the content out twice: once to measure it, once in a frame
// w wide and as tall as the content and n buttons along its foot need,
// centred over the board (never over the side panel).
func (b *box) fit(w, n int, lay func()) {
	b.start(image.Rect(0, 0, w, 0))
	lay()
	h := b.end() + dialogFoot
	if n > 0 {
		h += dialogButtonH + dialogFoot
	}
	br := assets.BoardRect()
	c := board.RectCenter(br)
	fr := image.Rect(c.X-w/2, c.Y-h/2, c.X-w/2+w, c.Y-h/2+h)
	if fr.Min.Y < br.Min.Y+8 { // taller than the board: its top stays on it
		fr = fr.Add(image.Pt(0, br.Min.Y+8-fr.Min.Y))
	}
	b.start(fr)
	b.foot = n
	lay()
}

func (b *box) start(fr image.Rectangle) {
	b.fr, b.y, b.blocks, b.foot = fr, fr.Min.Y+dialogTop, b.blocks[:0], 0
}

// paraHeight is how tall paraIn draws s in w.
func paraHeight(u *game.UI, s string, w int) int {
	return len(game.Wrap(s, u.Face(18, false), float64(w))) * paraLine
}

// para takes a block for the paragraph s from x (from the frame's left)
// to the column's right edge.
func (b *box) para(u *game.UI, s string, x int) image.Rectangle {
	w := b.left() + b.width() - (b.fr.Min.X + x)
	return b.indented(x, paraHeight(u, s, w))
}

// Dialog is the scene for every decision other than placing: the palace
// purchase, the bribe, the Market, the camel, the starting treasure. They
// share this frame and style; legality always comes from the engine.
type Dialog struct {
	t    *Host
	body dialogBody
	for_ engine.Decision
	seat int
	// drawn are the lines of words the body drew this frame (text,
	// paraIn), where and how big: the fit test reads them in every
	// language.
	drawn []drawnLine
}

// drawnLine is one line of words a dialog drew, from its top left.
type drawnLine struct {
	s    string
	at   image.Point
	size float64
	bold bool
}

// Name is the probe/screenshot name, per dialog kind.
func (d *Dialog) Name() string {
	if d.body == nil {
		return "dialog"
	}
	return "dialog-" + d.body.name()
}

func (d *Dialog) HoldsEscape() bool { return false }

// Frame is the dialog's card on show (the largest before its body is laid
// out).
func (d *Dialog) Frame() image.Rectangle {
	if d.body == nil || d.body.boxed().fr.Empty() {
		return DialogRect
	}
	return d.body.boxed().fr
}

// Update builds the body for the pending decision and runs it.
func (d *Dialog) Update(ctx *game.Context) {
	t := d.t
	pend := t.Game.Prompt().Decision
	if d.body == nil || pend != d.for_ {
		d.for_ = pend
		d.seat = int(pend.Seat)
		d.body = newBody(t, pend)
		ctx.Audio.Play(game.SoundChime)
	}
	if d.body == nil {
		return
	}
	if a := d.body.update(ctx, d); a != nil {
		if t.Submit(*a) {
			d.body = nil
		}
	}
}

// Draw paints the dimmed board and the dialog frame with its body.
func (d *Dialog) Draw(dst *ebiten.Image) {
	t := d.t
	t.Board.Draw(dst, board.Options{Hover: -1, PeekAt: image.Pt(-999, -999)})
	game.FillRect(dst, assets.BoardRect(), color.RGBA{0x08, 0x06, 0x10, 0x90})
	t.DrawPanel(dst, false)
	if d.body == nil {
		return
	}
	u := t.Ctx.UI
	fr := d.Frame()
	d.drawn = d.drawn[:0]
	u.Shapes.RoundRect(dst, fr.Add(image.Pt(6, 8)), 22, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, fr, 22, game.Parchment, game.Gilt, 4)
	band := image.Rect(fr.Min.X+4, fr.Min.Y+4, fr.Max.X-4, fr.Min.Y+64)
	u.Shapes.RoundRect(dst, band, 18, game.Wine, game.Wine, 0)
	c := t.Game.Color(d.seat)
	game.DrawImageAt(dst, t.Ctx.Assets.TokenBack(c), float64(band.Min.X+36), float64(band.Min.Y+30), 0.8, 1)
	u.Text.Draw(dst, d.body.title(), u.Face(28, true), float64(band.Min.X+72), float64(band.Min.Y+13), game.Left, game.GiltLight)
	u.Text.Draw(dst, lang.Capital(t.Game.Name(d.seat)), u.Face(18, true), float64(band.Max.X-20), float64(band.Min.Y+20), game.Right, assets.PlayerColors[c])
	d.body.draw(dst, d)
	t.DrawToast(dst)
}

// Shared dialog drawing helpers.

func (d *Dialog) text(dst *ebiten.Image, s string, x, y int, size float64, bold bool, clr color.Color) {
	u := d.t.Ctx.UI
	u.Text.Draw(dst, s, u.Face(size, bold), float64(x), float64(y), game.Left, clr)
	d.drawn = append(d.drawn, drawnLine{s: s, at: image.Pt(x, y), size: size, bold: bold})
}

// centred draws s centred on cx (text's left is where it starts).
func (d *Dialog) centred(dst *ebiten.Image, s string, cx, y int, size float64, bold bool, clr color.Color) {
	w := game.TextWidth(s, d.t.Ctx.UI.Face(size, bold))
	d.text(dst, s, cx-int(w/2), y, size, bold, clr)
}

// paraIn draws the paragraph s in r (a block para took for it), wrapped
// as paraHeight measures it, and returns the y below it.
func (d *Dialog) paraIn(dst *ebiten.Image, s string, r image.Rectangle) int {
	u := d.t.Ctx.UI
	face := u.Face(18, false)
	y := r.Min.Y
	for _, l := range game.Wrap(s, face, float64(r.Dx())) {
		u.Text.Draw(dst, l, face, float64(r.Min.X), float64(y), game.Left, game.Ink)
		d.drawn = append(d.drawn, drawnLine{s: l, at: image.Pt(r.Min.X, y), size: 18})
		y += paraLine
	}
	return y
}

// kindChipW is a treasure kind's chip's width in a row of five, 164
// apart: room for its disc and the longest kind's name ("Lingots d'or").
const kindChipW = 156

// kindChip is a toggle showing a treasure kind, with the value the player
// holds written in the kind's colour disc.
func kindChip(r image.Rectangle, k int, have int) game.Chip {
	return game.Chip{Rect: r, Label: lang.Word(assets.KindNames[k]), Badge: game.Itoa(have), Enabled: true,
		Tint: assets.KindColors[k]}
}

// planText describes how a payment of v in kind k comes out of a purse:
// which pieces go and what change the bank hands back (decision D3).
func planText(pu engine.Purse, k engine.Kind, v int) string {
	s, l := int(pu.Small[k]), int(pu.Large[k])
	// Exact payment first, using as many large pieces as fit.
	for x := min(l, v/3); x >= 0; x-- {
		if y := v - 3*x; y >= 0 && y <= s {
			return lang.T("%s, exact", piecesText(y, x))
		}
	}
	x := (v - s + 2) / 3
	if x > l {
		return lang.T("not enough")
	}
	change := 3*x + s - v
	return lang.T("%s, %d back in change", piecesText(s, x), change)
}

func piecesText(small, large int) string {
	switch {
	case small > 0 && large > 0:
		return lang.T("%d large + %d small", large, small)
	case large > 0:
		return lang.T("%d large", large)
	}
	return lang.T("%d small", small)
}
