// Package rulesbook is "How to play": the rules in our own words, in
// sections with pictures, an index, a search, and links from the board's
// spaces (the table opens it at a section through game.Screens).
package rulesbook

import (
	"image"
	"image/color"
	"strings"

	"aladdin/assets"
	"aladdin/game"
	"aladdin/lang"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rules is "How to play", the rules reference: an index of sections at the
// left (filtered by the search box above it), the chosen section at the
// right, scrolled by the wheel, the scroll bar or the page keys. It is an
// overlay: the scene below (the set-up screen, or a game, which stays
// frozen and untouched) shows again on Back or Esc, and so does the pause
// menu when the reference was opened from it.
type Rules struct {
	ctx  *game.Context
	ui   *game.UI
	a    *assets.Assets
	back game.Scene // the overlay to show again on leaving (nil: none)

	cur     int // the section on show, an index into ruleSections
	query   string
	focus   bool           // the search box has the keyboard
	edit    game.TextField // the search box's select-all
	scroll  int
	layouts map[int]*ruleLayout
	// layoutsIn is the language the layouts were made in: a change of
	// language lays the sections out again.
	layoutsIn lang.Tag
	// dragFrom is the scroll bar thumb's grab point while it is dragged
	// (-1 not dragging): how far below the thumb's top it was taken.
	dragFrom int

	backBtn game.Button
	learn   game.Button // "Learn by playing", from the set-up screen (guide_setup.go)
	clear   game.Button
	prev    game.Button
	next    game.Button
	index   []rulesIndexEntry
}

// rulesIndexEntry is one line of the index: a section or a group heading.
type rulesIndexEntry struct {
	sec  int // -1: a group heading
	text string
	r    image.Rectangle
}

// Screen geometry of the reference.
var (
	rulesSearchRect = image.Rect(24, 92, 392, 138)
	rulesIndexTop   = 152
	rulesCardRect   = image.Rect(410, 86, 1578, 986)
	// rulesView is the part of the card the page scrolls in.
	rulesView     = image.Rect(rulesCardRect.Min.X+30, rulesCardRect.Min.Y+22, rulesCardRect.Max.X-46, rulesCardRect.Max.Y-18)
	rulesBarTrack = image.Rect(rulesCardRect.Max.X-30, rulesCardRect.Min.Y+22, rulesCardRect.Max.X-14, rulesCardRect.Max.Y-18)
	rulesBackRect = image.Rect(1378, 18, 1578, 70)
)

// rulesHintBox is where the line on how to use the book goes, above the
// card and left of the guided game's button (of Back when none is
// offered); rulesHintLineH is its line height when it takes two.
var rulesHintBox = image.Rect(rulesCardRect.Min.X, 16, rulesLearnRect.Min.X-16, rulesCardRect.Min.Y-6)

const rulesHintLineH = 22

// rulesHint says how to use the book.
func rulesHint() string {
	return lang.T("Pick a section, or type to search. Point at an artifact or a spell card for its power.")
}

const (
	rulesIndexRowH  = 36
	rulesIndexHeadH = 38
	rulesWheelStep  = 60
)

// NewRules opens the reference at the section with the given id (the
// first one for "" or an unknown id). back is the overlay to show again
// when the reference closes (the pause menu it was opened from), or nil.
func NewRules(ctx *game.Context, section string, back game.Scene) *Rules {
	r := &Rules{ctx: ctx, ui: ctx.UI, a: ctx.Assets, back: back, layouts: map[int]*ruleLayout{}, dragFrom: -1}
	if i := ruleSectionIndex(section); i >= 0 {
		r.cur = i
	}
	return r
}

// ruleSectionIndex is the index of the section with id, or -1.
func ruleSectionIndex(id string) int {
	for i := range ruleSections {
		if ruleSections[i].id == id {
			return i
		}
	}
	return -1
}

// Name is the probe/screenshot name.
func (r *Rules) Name() string { return "rules" }

// Section is the id of the section on show.
func (r *Rules) Section() string { return ruleSections[r.cur].id }

// layout is the current section's layout (made once).
func (r *Rules) layout() *ruleLayout {
	if r.layoutsIn != lang.Current() {
		r.layouts, r.layoutsIn = map[int]*ruleLayout{}, lang.Current()
	}
	l, ok := r.layouts[r.cur]
	if !ok {
		l = layoutSection(r.ui, &ruleSections[r.cur], rulesView.Dx())
		r.layouts[r.cur] = l
	}
	return l
}

// maxScroll is how far the page scrolls: its last line ends at the view's
// bottom edge, never beyond.
func (r *Rules) maxScroll() int { return max(0, r.layout().height-rulesView.Dy()) }

// show turns to section i, at its top.
func (r *Rules) show(i int) {
	if i >= 0 && i < len(ruleSections) && i != r.cur {
		r.cur, r.scroll = i, 0
	}
}

// Update handles the index, the search, scrolling and leaving.
func (r *Rules) Update(ctx *game.Context) error {
	in := ctx.In
	r.backBtn = game.Button{Rect: rulesBackRect, Label: lang.T("Back (Esc)"), Primary: true, Enabled: true, Name: "rules-back"}
	if r.backBtn.Update(ctx) || in.Cancel() {
		ctx.Scenes.Overlay(r.back)
		return nil
	}
	if r.updateLearn(ctx) {
		return nil
	}
	r.updateSearch(ctx)
	r.updateIndex(ctx)
	r.updateScroll(ctx)
	r.updatePage(ctx)
	ctx.SetStatus("rules", r.Section())
	ctx.SetStatus("rules-scroll", game.Itoa(r.scroll)+"/"+game.Itoa(r.maxScroll()))
	ctx.SetStatus("rules-query", r.query)
	return nil
}

// updateSearch types into the search box. Any letter typed goes there (the
// keyboard has nothing else to do here); a click elsewhere leaves it.
func (r *Rules) updateSearch(ctx *game.Context) {
	in := ctx.In
	old := r.query
	if r.query != "" {
		cr := image.Rect(rulesSearchRect.Max.X-42, rulesSearchRect.Min.Y+6, rulesSearchRect.Max.X-6, rulesSearchRect.Max.Y-6)
		r.clear = game.Button{Rect: cr, Label: "×", Enabled: true, Name: "rules-clear"}
		if r.clear.Update(ctx) {
			r.query = ""
		}
	}
	if in.ClickIn(rulesSearchRect) {
		r.focus = true
	} else if in.Clicked {
		r.focus = false
	}
	// What is typed goes to the box, clicked or not (and in the browser a
	// paste, a cut, copy and select-all: game.TextField).
	before := len([]rune(r.query))
	if r.edit.Edit(ctx, &r.query, 30, nil) && len([]rune(r.query)) > before {
		r.focus = true
	}
	if r.query != old && strings.TrimSpace(r.query) != "" {
		// Typing shows the section that best matches: the words in its
		// title, then in its headings, then in its text.
		if best := rulesBest(r.query); best >= 0 {
			r.show(best)
		}
	}
	if r.focus {
		if ctx.Tick%30 == 0 {
			ctx.Busy() // the text cursor blinks
		}
		ctx.KeepAwake()
	}
}

// updateIndex lays out the index (the sections the search keeps) and
// turns to a section clicked.
func (r *Rules) updateIndex(ctx *game.Context) {
	r.index = r.index[:0]
	y := rulesIndexTop
	matches := rulesMatches(r.query)
	group := -1
	for _, i := range matches {
		g := 0
		if ruleSections[i].magic {
			g = 1
		}
		if g != group {
			group = g
			r.index = append(r.index, rulesIndexEntry{sec: -1, text: groupLabel(g == 1), r: image.Rect(rulesSearchRect.Min.X, y, rulesSearchRect.Max.X, y+rulesIndexHeadH)})
			y += rulesIndexHeadH
		}
		e := rulesIndexEntry{sec: i, text: heading(ruleSections[i].title), r: image.Rect(rulesSearchRect.Min.X, y, rulesSearchRect.Max.X, y+rulesIndexRowH-4)}
		r.index = append(r.index, e)
		ctx.UI.Target("rules:"+ruleSections[i].id, e.r)
		if ctx.In.ClickIn(e.r) {
			ctx.Audio.Play(game.SoundClick)
			r.show(i)
		}
		y += rulesIndexRowH
	}
}

// updateScroll scrolls by the wheel, the page keys and the scroll bar.
func (r *Rules) updateScroll(ctx *game.Context) {
	in := ctx.In
	if in.Wheel != 0 && (in.In(rulesCardRect) || !in.In(image.Rect(0, rulesIndexTop, rulesSearchRect.Max.X, assets.ScreenH))) {
		r.scroll -= int(in.Wheel * rulesWheelStep)
	}
	page := rulesView.Dy() - rulesLineH*2
	switch {
	case in.Key(ebiten.KeyPageDown), in.Key(ebiten.KeySpace) && !r.focus:
		r.scroll += page
	case in.Key(ebiten.KeyPageUp):
		r.scroll -= page
	case in.Key(ebiten.KeyArrowDown):
		r.scroll += rulesLineH * 2
	case in.Key(ebiten.KeyArrowUp):
		r.scroll -= rulesLineH * 2
	case in.Key(ebiten.KeyHome) && !r.focus:
		r.scroll = 0
	case in.Key(ebiten.KeyEnd) && !r.focus:
		r.scroll = r.maxScroll()
	}
	if thumb, ok := r.thumb(); ok {
		ctx.UI.Target("rules-thumb", thumb)
		switch {
		case in.Clicked && in.In(thumb):
			in.Clicked = false
			r.dragFrom = in.Mouse.Y - thumb.Min.Y
		case in.Clicked && in.In(rulesBarTrack):
			// A click on the bar above or below the thumb turns a page.
			in.Clicked = false
			if in.Mouse.Y < thumb.Min.Y {
				r.scroll -= page
			} else {
				r.scroll += page
			}
		}
		if r.dragFrom >= 0 {
			if !in.Pressed {
				r.dragFrom = -1
			} else {
				free := rulesBarTrack.Dy() - thumb.Dy()
				top := in.Mouse.Y - r.dragFrom - rulesBarTrack.Min.Y
				if free > 0 {
					r.scroll = (top*r.maxScroll() + free/2) / free
				}
			}
		}
	} else {
		r.dragFrom = -1
	}
	r.scroll = max(0, min(r.scroll, r.maxScroll()))
}

// thumb is the scroll bar's thumb; false when the page fits the view.
func (r *Rules) thumb() (image.Rectangle, bool) {
	h := r.layout().height
	if h <= rulesView.Dy() {
		return image.Rectangle{}, false
	}
	track := rulesBarTrack
	th := max(48, track.Dy()*rulesView.Dy()/h)
	top := track.Min.Y + (track.Dy()-th)*r.scroll/max(1, r.maxScroll())
	return image.Rect(track.Min.X, top, track.Max.X, top+th), true
}

// updatePage handles the page itself: the pictures' tooltips and the
// Previous and Next buttons at its end.
func (r *Rules) updatePage(ctx *game.Context) {
	in := ctx.In
	l := r.layout()
	origin := rulesView.Min.Sub(image.Pt(0, r.scroll))
	if in.Idle() > 20 {
		if tip := r.tipAt(in.Mouse); tip != "" {
			ctx.UI.Tip(tip, in.Mouse)
		}
	}
	r.prev, r.next = game.Button{}, game.Button{}
	navY := origin.Y + l.navY
	if r.cur > 0 {
		r.prev = game.Button{Rect: image.Rect(origin.X, navY, origin.X+420, navY+rulesNavH),
			Label: "‹ " + heading(ruleSections[r.cur-1].title), Enabled: true, Name: "rules-prev"}
		if r.prev.Rect.In(rulesView) && r.prev.Update(ctx) {
			r.show(r.cur - 1)
		}
	}
	if r.cur+1 < len(ruleSections) {
		x1 := origin.X + rulesView.Dx()
		r.next = game.Button{Rect: image.Rect(x1-420, navY, x1, navY+rulesNavH),
			Label: heading(ruleSections[r.cur+1].title) + " ›", Enabled: true, Name: "rules-next"}
		if r.next.Rect.In(rulesView) && r.next.Update(ctx) {
			r.show(r.cur + 1)
		}
	}
}

// tipAt is what the page says at pt: an artifact's power or a spell's
// effect where one is pictured ("" elsewhere).
func (r *Rules) tipAt(pt image.Point) string {
	if !pt.In(rulesView) {
		return ""
	}
	origin := rulesView.Min.Sub(image.Pt(0, r.scroll))
	for _, p := range r.layout().pics {
		if pt.In(p.r.Add(origin)) {
			return p.pic.tip()
		}
	}
	return ""
}

// rulesMatches lists the sections whose words hold every word of the
// query (all of them for an empty query), in reading order.
func rulesMatches(query string) []int {
	words := strings.Fields(searchable(query))
	out := make([]int, 0, len(ruleSections))
	for i := range ruleSections {
		hay := rulesHaystack(i)
		ok := true
		for _, w := range words {
			if !strings.Contains(hay, w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// rulesBest is the section that best matches the query (-1 none): each
// word counts most in a title (the more of the title it is, the more),
// then in a heading, then once for each time the text holds it; ties go to
// the earlier section.
func rulesBest(query string) int {
	words := strings.Fields(searchable(query))
	best, bestScore := -1, 0
	for _, i := range rulesMatches(query) {
		s := &ruleSections[i]
		title := searchable(lang.Word(s.title))
		score := 0
		for _, w := range words {
			if strings.Contains(title, w) {
				score += 20 + 20*len(w)/len(title) // the word a short title is about counts most
			}
			for _, b := range s.blocks {
				if strings.Contains(searchable(lang.Word(b.head)), w) {
					score += 6
				}
			}
			score += strings.Count(rulesHaystack(i), w)
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

// foldAccents writes French letters with their accents as the letters a
// keyboard types without them, and the typographic apostrophe and spaces
// as the plain ones: a search for "tresor" or "d'aladin" finds "trésor"
// and "d’Aladin".
var foldAccents = strings.NewReplacer(
	"à", "a", "â", "a", "ä", "a", "ç", "c", "é", "e", "è", "e", "ê", "e", "ë", "e",
	"î", "i", "ï", "i", "ô", "o", "ö", "o", "ù", "u", "û", "u", "ü", "u", "ÿ", "y",
	"œ", "oe", "æ", "ae", "’", "'", "\u00a0", " ", "\u202f", " ",
)

// searchable is text as the search compares it: lower-cased, accents
// folded.
func searchable(s string) string { return foldAccents.Replace(strings.ToLower(s)) }

// rulesHay caches each section's searchable words, lower-cased, by
// language.
var rulesHay = map[lang.Tag][]string{}

// rulesHaystack is what the search looks through for section i: its title,
// headings, text and the names under its pictures (not the pictures'
// tooltips: an artifact pictured in passing is not what a page is about).
func rulesHaystack(i int) string {
	hay, ok := rulesHay[lang.Current()]
	if !ok {
		hay = make([]string, len(ruleSections))
		for j := range ruleSections {
			s := &ruleSections[j]
			var b strings.Builder
			b.WriteString(lang.Word(s.title))
			for _, bl := range s.blocks {
				b.WriteString(" " + lang.Word(bl.head) + " " + lang.Word(bl.text))
				for _, p := range bl.pics {
					b.WriteString(" " + p.label())
				}
			}
			hay[j] = searchable(b.String())
		}
		rulesHay[lang.Current()] = hay
	}
	return hay[i]
}

// Draw paints the reference over the whole screen.
func (r *Rules) Draw(dst *ebiten.Image) {
	u := r.ui
	game.FillRect(dst, image.Rect(0, 0, assets.ScreenW, assets.ScreenH), game.Night)
	u.Text.Draw(dst, lang.T("How to play"), u.Face(36, true), 28, 22, game.Left, game.GiltLight)
	hint, box := u.Face(game.MinTextSize, false), rulesHintBox
	if r.learn.Rect.Empty() {
		box.Max.X = rulesBackRect.Min.X - 16 // no guided game offered: the line runs on to Back
	}
	lines := game.Wrap(rulesHint(), hint, float64(box.Dx()))
	top := box.Min.Y + (box.Dy()-len(lines)*rulesHintLineH)/2
	for i, line := range lines {
		u.Text.Draw(dst, line, hint, float64(box.Min.X), float64(top+i*rulesHintLineH), game.Left, game.Parchment)
	}
	r.backBtn.Draw(dst, u)
	r.drawLearn(dst)
	r.drawSearch(dst)
	r.drawIndex(dst)
	u.Shapes.RoundRect(dst, rulesCardRect, 18, game.Parchment, game.Gilt, 3)
	r.drawPage(dst)
	if thumb, ok := r.thumb(); ok {
		u.Shapes.RoundRect(dst, rulesBarTrack, rulesBarTrack.Dx()/2, game.ParchDark, color.Transparent, 0)
		u.Shapes.RoundRect(dst, thumb, thumb.Dx()/2, game.Gilt, game.Ink, 1)
	}
}

// drawSearch paints the search box and its text or hint.
func (r *Rules) drawSearch(dst *ebiten.Image) {
	u := r.ui
	border := color.Color(game.Gilt)
	if r.focus {
		border = game.GiltLight
	}
	u.Shapes.RoundRect(dst, rulesSearchRect, 8, color.White, border, 2)
	cy := float64(rulesSearchRect.Min.Y + rulesSearchRect.Dy()/2)
	x := float64(rulesSearchRect.Min.X + 12)
	if r.query == "" && !r.focus {
		game.DrawTextMiddle(dst, lang.T("Search: type a word"), u.Face(19, false), x, cy, game.Left, game.Greyed)
		return
	}
	s := r.query
	if r.focus && (r.ctx.Tick/30)%2 == 0 {
		s += "|"
	}
	txt, face := u.Fit(s, 20, false, float64(rulesSearchRect.Dx()-60))
	if r.edit.All {
		game.DrawSelected(dst, r.query, face, x, cy)
	}
	game.DrawTextMiddle(dst, txt, face, x, cy, game.Left, game.Ink)
	if r.query != "" {
		r.clear.Draw(dst, u)
	}
}

// drawIndex paints the index: group headings and the sections, the one on
// show highlighted.
func (r *Rules) drawIndex(dst *ebiten.Image) {
	u := r.ui
	if len(r.index) == 0 {
		for i, line := range game.Wrap(lang.T("Nothing matches \"%s\". Try another word, or clear the search.", r.query), u.Face(19, false), float64(rulesSearchRect.Dx())) {
			u.Text.Draw(dst, line, u.Face(19, false), float64(rulesSearchRect.Min.X), float64(rulesIndexTop+8+i*26), game.Left, game.Parchment)
		}
		return
	}
	for _, e := range r.index {
		if e.sec < 0 {
			u.Text.Draw(dst, strings.ToUpper(e.text), u.Face(game.MinTextSize, true), float64(e.r.Min.X+4), float64(e.r.Min.Y+12), game.Left, game.Gilt)
			continue
		}
		ink := color.Color(game.Parchment)
		if e.sec == r.cur {
			u.Shapes.RoundRect(dst, e.r, 8, game.Parchment, game.GiltLight, 2)
			ink = game.Wine
		} else if r.ctx.In.In(e.r) {
			u.Shapes.RoundRect(dst, e.r, 8, color.RGBA{0x2C, 0x33, 0x60, 0xFF}, color.Transparent, 0)
		}
		txt, face := u.Fit(e.text, 20, e.sec == r.cur, float64(e.r.Dx()-24))
		game.DrawTextMiddle(dst, txt, face, float64(e.r.Min.X+12), float64(e.r.Min.Y+e.r.Dy()/2), game.Left, ink)
	}
}

// drawPage paints the section's lines and pictures, shifted by the scroll
// and clipped to the view, then its Previous and Next buttons.
func (r *Rules) drawPage(dst *ebiten.Image) {
	u := r.ui
	l := r.layout()
	view := dst.SubImage(rulesView).(*ebiten.Image)
	origin := rulesView.Min.Sub(image.Pt(0, r.scroll))
	for _, p := range l.pics {
		pr := p.r.Add(origin)
		if !pr.Overlaps(rulesView) {
			continue
		}
		img, sc := p.pic.image(r.a)
		if img == nil {
			continue
		}
		c := pr.Min.Add(pr.Size().Div(2))
		game.DrawImageAt(view, img, float64(c.X), float64(c.Y), sc, 1)
	}
	for _, ln := range l.lines {
		at := ln.at.Add(origin)
		if at.Y+int(ln.size*1.5) < rulesView.Min.Y || at.Y > rulesView.Max.Y {
			continue
		}
		u.Text.Draw(view, ln.s, u.Face(ln.size, ln.bold), float64(at.X), float64(at.Y), game.Left, ln.clr)
	}
	for _, b := range []*game.Button{&r.prev, &r.next} {
		if b.Label != "" && b.Rect.Overlaps(rulesView) {
			b.Draw(view, u)
		}
	}
}
