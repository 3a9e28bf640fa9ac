package gamelog

import (
	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// View is the log as a panel shows it: laid out in lines under round
// headers (a click on one folds its round), scrolled, and drawn into an
// image of its own only when it changes. Rect is its place this tick.
type View struct {
	img       *ebiten.Image
	Lines     []Line
	version   int
	viewer    int // the seat the log was laid out for (private lines)
	Scroll    int // lines scrolled up from the bottom
	drawnAt   [2]int
	Collapsed map[int]bool
	Rect      image.Rectangle
}

// Line is one line of the log as laid out: a round's header, or part of
// an entry wrapped to the panel.
type Line struct {
	Text   string
	Header bool
	Round  int
	Seat   int
	Recap  int // opens this round's recap when clicked (recap.go); 0 none
}

const logLineH = 23

func (v *View) visibleLines() int { return (v.Rect.Dy() - 16) / logLineH }

func (v *View) firstVisible() int {
	first := len(v.Lines) - v.visibleLines() - v.Scroll
	if first < 0 {
		first = 0
	}
	return first
}

// rebuild lays the log out as lines, grouped under round headers.
func (v *View) rebuild(u *game.UI, l *Log, viewer int) {
	face := u.Face(game.MinTextSize, false)
	v.Lines = v.Lines[:0]
	lastRound := -1
	for _, e := range l.Lines(viewer) {
		if e.Round != lastRound {
			lastRound = e.Round
			title := lang.T("Round %d", e.Round)
			if e.Round == 0 {
				title = lang.T("Set-up")
			}
			if v.Collapsed[e.Round] {
				title = lang.T("%s  (folded - click to open)", title)
			}
			v.Lines = append(v.Lines, Line{Text: title, Header: true, Round: e.Round, Seat: -1})
		}
		if v.Collapsed[e.Round] && e.Recap == 0 {
			continue // a folded round keeps its recap line
		}
		for _, l := range game.Wrap(e.Text, face, float64(v.Rect.Dx()-40)) {
			v.Lines = append(v.Lines, Line{Text: l, Round: e.Round, Seat: e.Seat, Recap: e.Recap})
		}
	}
}

// Layout lays the log out again when it or its reader changed: the
// clicks in it (a round's header, a recap line) find the lines drawn.
func (v *View) Layout(u *game.UI, l *Log, s game.InPlay) {
	if v.version != l.Version || v.viewer != s.ViewerSeat() {
		v.version, v.viewer = l.Version, s.ViewerSeat()
		v.rebuild(u, l, s.ViewerSeat())
		v.drawnAt = [2]int{-1, -1}
	}
}

// Draw renders the log into its own image only when it changes.
func (v *View) Draw(dst *ebiten.Image, u *game.UI, lg *Log, s game.InPlay) {
	v.Layout(u, lg, s)
	if max := len(v.Lines) - v.visibleLines(); v.Scroll > max {
		v.Scroll = max
		if v.Scroll < 0 {
			v.Scroll = 0
		}
	}
	first := v.firstVisible()
	if v.img == nil || v.img.Bounds().Size() != v.Rect.Size() {
		// A magic game's log shrinks or grows with the hand above it.
		if v.img != nil {
			v.img.Deallocate()
		}
		v.img = ebiten.NewImage(v.Rect.Dx(), v.Rect.Dy())
		v.drawnAt = [2]int{-1, -1}
	}
	if v.drawnAt != [2]int{first, len(v.Lines)} {
		v.drawnAt = [2]int{first, len(v.Lines)}
		img := v.img
		img.Clear()
		u.Shapes.RoundRect(img, image.Rect(0, 0, v.Rect.Dx(), v.Rect.Dy()), 12, color.RGBA{0x1C, 0x16, 0x24, 0xF4}, game.Gilt, 1)
		n := v.visibleLines()
		for i := 0; i < n && first+i < len(v.Lines); i++ {
			l := v.Lines[first+i]
			y := 8 + i*logLineH
			if l.Header {
				game.FillRect(img, image.Rect(8, y+1, v.Rect.Dx()-8, y+logLineH-1), color.RGBA{0x3A, 0x2A, 0x18, 0xFF})
				game.DrawText(img, l.Text, u.Face(game.MinTextSize, true), 14, float64(y+1), game.Left, game.GiltLight)
				continue
			}
			if l.Recap > 0 {
				DrawRecapLine(img, u, l.Text, y) // recap.go
				continue
			}
			if l.Seat >= 0 {
				game.FillRect(img, image.Rect(12, y+6, 20, y+14), assets.PlayerColors[s.Color(l.Seat)])
			}
			game.DrawText(img, l.Text, u.Face(game.MinTextSize, false), 28, float64(y+1), game.Left, game.Parchment)
		}
		if v.Scroll > 0 {
			game.DrawText(img, lang.T("more below - scroll"), u.Face(game.MinTextSize, false), float64(v.Rect.Dx()-12), float64(v.Rect.Dy()-18), game.Right, game.GiltLight)
		}
	}
	dst.DrawImage(v.img, board.GeoAt(v.Rect.Min))
}

// RecapLinkClicked names the visible recap lines for the probe, explains
// the one pointed at, and returns the round whose line was clicked (0
// none). The log's lines must be laid out (Layout).
func (v *View) RecapLinkClicked(ctx *game.Context) int {
	in := ctx.In
	first := v.firstVisible()
	for i := 0; i < v.visibleLines() && first+i < len(v.Lines); i++ {
		l := v.Lines[first+i]
		if l.Recap <= 0 {
			continue
		}
		y := v.Rect.Min.Y + 8 + i*logLineH
		r := image.Rect(v.Rect.Min.X+8, y, v.Rect.Max.X-8, y+logLineH)
		ctx.UI.Target(RecapTarget(l.Recap), r)
		if !in.In(r) {
			continue
		}
		if in.Clicked {
			in.Consume()
			return l.Recap
		}
		if in.Idle() > 20 {
			ctx.UI.Tip(lang.T("Click to see round %d's summary again: what each player won, paid and bought.", l.Recap), in.Mouse)
		}
	}
	return 0
}

// Fold folds or unfolds the round whose header a click lands on; it
// reports whether one did.
func (v *View) Fold(in *game.Input) bool {
	if !in.Clicked || !in.In(v.Rect) {
		return false
	}
	row := (in.Mouse.Y - v.Rect.Min.Y - 8) / logLineH
	i := v.firstVisible() + row
	if i < 0 || i >= len(v.Lines) || !v.Lines[i].Header {
		return false
	}
	v.SetFolded(v.Lines[i].Round, !v.Collapsed[v.Lines[i].Round])
	in.Consume()
	return true
}

// SetFolded folds or unfolds a round, as a click on its header does.
func (v *View) SetFolded(round int, folded bool) {
	if v.Collapsed == nil {
		v.Collapsed = map[int]bool{}
	}
	v.Collapsed[round] = folded
	v.version = -1
}
