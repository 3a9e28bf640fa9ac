package rulesbook

import (
	"image"
	"image/color"

	"aladdin/game"
	"aladdin/lang"
)

// A section of the rules is laid out once into lines of text and placed
// pictures, in page coordinates (x from the page's left, y from its top);
// the scene draws them shifted by the scroll and clipped to the page.

// Page geometry (logical pixels; the screen is 1600x1000).
const (
	rulesBodySize  = 21 // body text: 15 px on a 1152x720 window
	rulesLineH     = 30
	rulesHeadSize  = 23
	rulesTitleSize = 34
	rulesGroupSize = game.MinTextSize
	rulesTextMaxW  = 880 // a comfortable line length
	rulesPicColW   = 230 // an item's picture column
	rulesPicGap    = 12
	rulesBlockGap  = 22
	rulesNavH      = 50
)

// ruleLine is one line of laid-out text.
type ruleLine struct {
	s    string
	size float64
	bold bool
	clr  color.RGBA
	at   image.Point // top-left
	w    int         // measured width
}

// rulePlaced is a picture at its place on the page.
type rulePlaced struct {
	pic rulePic
	r   image.Rectangle
}

// ruleLayout is a section laid out for a page width.
type ruleLayout struct {
	lines  []ruleLine
	pics   []rulePlaced
	navY   int // top of the Previous/Next buttons
	height int
	width  int
}

// groupLabel names the part of the reference a section belongs to.
func groupLabel(magic bool) string {
	if magic {
		return lang.T("The magic version")
	}
	return lang.T("The basic game")
}

// heading is a section's title or a block's heading in the current
// language, with its capital (a name such as "Aladdin's Tent" opens
// without one inside French sentences).
func heading(s string) string { return lang.Capital(lang.Word(s)) }

// layoutSection lays sec out for a page w pixels wide.
func layoutSection(u *game.UI, sec *ruleSection, w int) *ruleLayout {
	l := &ruleLayout{width: w}
	y := 0
	l.text(u, groupLabel(sec.magic), rulesGroupSize, true, game.Teal, 0, y, w)
	y += 28
	y = l.text(u, heading(sec.title), rulesTitleSize, true, game.Wine, 0, y, w) + 12
	for i := range sec.blocks {
		y = l.block(u, &sec.blocks[i], y, w) + rulesBlockGap
	}
	l.navY = y + 8
	l.height = l.navY + rulesNavH + 16
	return l
}

// text wraps s into lines no wider than maxW at x, from y; it returns the
// y below the last line.
func (l *ruleLayout) text(u *game.UI, s string, size float64, bold bool, clr color.RGBA, x, y, maxW int) int {
	face := u.Face(size, bold)
	lh := rulesLineH
	if size > rulesBodySize {
		lh = int(size*1.35 + 0.5)
	}
	if size < rulesBodySize {
		lh = int(size*1.4 + 0.5)
	}
	for _, line := range game.Wrap(s, face, float64(maxW)) {
		l.lines = append(l.lines, ruleLine{s: line, size: size, bold: bold, clr: clr, at: image.Pt(x, y), w: int(game.TextWidth(line, face) + 0.5)})
		y += lh
	}
	return y
}

// block lays out one block from y and returns the y below it.
func (l *ruleLayout) block(u *game.UI, b *ruleBlock, y, w int) int {
	if b.row {
		y = l.row(u, b.pics, 0, y, w)
		if b.text != "" {
			y = l.text(u, lang.Word(b.text), rulesBodySize, false, game.Ink, 0, y+8, min(w, rulesTextMaxW))
		}
		return y
	}
	if len(b.pics) == 0 {
		ty := y
		if b.head != "" {
			ty = l.text(u, heading(b.head), rulesHeadSize, true, game.Ink, 0, ty, min(w, rulesTextMaxW))
		}
		return l.text(u, lang.Word(b.text), rulesBodySize, false, game.Ink, 0, ty, min(w, rulesTextMaxW))
	}
	picsBottom := l.flow(b.pics, 0, y, rulesPicColW)
	tx := rulesPicColW + 24
	ty := y + 4
	if b.head != "" {
		ty = l.text(u, heading(b.head), rulesHeadSize, true, game.Ink, tx, ty, min(w-tx, rulesTextMaxW))
	}
	ty = l.text(u, lang.Word(b.text), rulesBodySize, false, game.Ink, tx, ty, min(w-tx, rulesTextMaxW))
	return max(ty, picsBottom)
}

// flow places pictures left to right from (x, y), wrapping at width w; it
// returns the y below them.
func (l *ruleLayout) flow(pics []rulePic, x, y, w int) int {
	cx, rowH := x, 0
	for _, p := range pics {
		sz := p.size()
		if cx > x && cx+sz.X > x+w {
			cx, y, rowH = x, y+rowH+rulesPicGap, 0
		}
		l.pics = append(l.pics, rulePlaced{pic: p, r: image.Rectangle{Min: image.Pt(cx, y), Max: image.Pt(cx+sz.X, y+sz.Y)}})
		cx += sz.X + rulesPicGap
		rowH = max(rowH, sz.Y)
	}
	return y + rowH
}

// row places pictures across the page, each with its label centred under
// it; it returns the y below the labels.
func (l *ruleLayout) row(u *game.UI, pics []rulePic, x, y, w int) int {
	face := u.Face(rulesGroupSize, false)
	rowH := 0
	for _, p := range pics {
		rowH = max(rowH, p.size().Y)
	}
	labelled := false
	cx := x
	for _, p := range pics {
		sz := p.size()
		cell := sz.X
		lw := 0
		if s := p.label(); s != "" {
			lw = int(game.TextWidth(s, face) + 0.5)
			cell = max(cell, lw)
			labelled = true
		}
		if cx > x && cx+cell > x+w {
			break // rows are written to fit; a test holds them to it
		}
		mid := cx + cell/2
		top := y + (rowH-sz.Y)/2
		l.pics = append(l.pics, rulePlaced{pic: p, r: image.Rect(mid-sz.X/2, top, mid-sz.X/2+sz.X, top+sz.Y)})
		if s := p.label(); s != "" {
			l.lines = append(l.lines, ruleLine{s: s, size: rulesGroupSize, clr: game.Ink, at: image.Pt(mid-lw/2, y+rowH+2), w: lw})
		}
		cx += cell + 18
	}
	if labelled {
		return y + rowH + 26
	}
	return y + rowH
}
