package scenes

import (
	"image"
	"image/color"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/modes"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// The spell hand behind the viewer's screen (magic version): small cards
// with their picture and title, two to a row below the viewer's
// artifacts; hovering one shows the whole card beside the panel with its
// effect in our words. Only the seat on view sees its hand, and never on
// the hand-off screen: nobody else's cards are ever drawn.

const (
	handCardW, handCardH = 192, 46
	handPitchX           = 196
	handPitchY           = 50
	handCols             = 2
	// handRowsMax rows of cards fit in the tray; a larger hand packs its
	// rows closer, each card still showing its top (the title's first
	// line while rows are at least handTitlePitch apart).
	handRowsMax    = 3
	handTitlePitch = 25
	// ownArtCY is the centre line of the viewer's artifacts in the tray,
	// handTop the top of the first row of cards.
	ownArtCY = 664
	handTop  = 688
	// handRaise is how far the card being cast stands out of its row.
	handRaise = 6
)

// handCardRect is slot i of the viewer's hand, the cards taken in the
// order of the set (engine.Spell order), two to a row.
func (t *hand) handCardRect(i int) image.Rectangle {
	return handSlotRect(i, t.handSize())
}

// hand is the viewer's spell hand and artifacts behind the screen, as the
// table shows them: which the player may use now, the card being cast,
// and why each other card may not be played.
type hand struct {
	// Game is the game on the table: whose screen it is, their choices.
	Game  game.InPlay
	board *board.Board
	// Lit is what the player may use now of the spell hand and artifacts
	// behind the viewer's screen (drawn lit), and the card being cast
	// (drawn raised); the modes set it while casting.
	*modes.Lit
	// handWhy says on each card the viewer may not play now why not;
	// handWhyLong is the engine's sentence for its explanation (hand.go).
	handWhy, handWhyLong [engine.NumSpells]string
	// handWhyFor is the decision handWhy was worked out for: the engine's
	// refusals change only with the decision.
	handWhyFor *game.Prompt
}

// handSlotRect is slot i of a hand of n cards: rows 50 apart, packed
// closer once there are more than handRowsMax of them.
func handSlotRect(i, n int) image.Rectangle {
	rows := (n + handCols - 1) / handCols
	pitch := handPitchY
	if rows > handRowsMax {
		pitch = (handRowsMax*handPitchY - (handPitchY - handCardH) - handCardH) / (rows - 1)
	}
	x := trayRect.Min.X + 8 + (i%handCols)*handPitchX
	y := handTop + (i/handCols)*pitch
	return image.Rect(x, y, x+handCardW, y+handCardH)
}

// handSize is how many cards the seat on view holds (public, View.HandN;
// 0 for the spectator).
func (t *hand) handSize() int {
	if s := t.Game.ViewerSeat(); s >= 0 && s < engine.MaxPlayers {
		return int(t.board.View.HandN[s])
	}
	return 0
}

// handRows is how many rows of cards the tray keeps room for, for a hand
// of n cards (at least one: an empty hand says so).
func handRows(n int) int {
	return min(max((n+handCols-1)/handCols, 1), handRowsMax)
}

// magicTrayBottom is where the tray ends in a magic game whose viewer
// holds n cards; the log takes the rest of the column.
func magicTrayBottom(n int) int { return handTop + handRows(n)*handPitchY + 4 }

// trayBottom is the bottom of the viewer's tray on screen now. The hand's
// size is public (View.HandN), so the layout tells nobody anything.
func (t *hand) trayBottom() int {
	if !t.board.View.Magic {
		return trayRect.Max.Y
	}
	return magicTrayBottom(t.handSize())
}

// logArea is the log's rectangle: below the tray, which is taller in a
// magic game.
func (t *hand) logArea() image.Rectangle {
	if !t.board.View.Magic {
		return logRect
	}
	return image.Rect(logRect.Min.X, t.trayBottom()+8, logRect.Max.X, logRect.Max.Y)
}

// handShown reports whether the viewer's hand may be drawn and used now:
// a magic game, a seat on view (not the spectator) and no hand-off.
func (t *hand) handShown(hideSelf bool) bool {
	return t.board.View.Magic && t.Game.ViewerSeat() >= 0 && !hideSelf
}

// handCardAt is the viewer's card under pt (the topmost where cards
// overlap), for the casting flow. Nothing when no hand shows.
func (t *hand) handCardAt(pt image.Point) (engine.Spell, bool) {
	if !t.handShown(t.Game.Prompt().Handoff) {
		return engine.NoSpell, false
	}
	var buf [engine.NumSpells]engine.Spell
	cards := board.HandCards(t.board.View.Hand, buf[:0])
	for i := len(cards) - 1; i >= 0; i-- {
		if pt.In(t.handSlot(i, cards[i])) {
			return cards[i], true
		}
	}
	return engine.NoSpell, false
}

// handSlot is where card sp in slot i is drawn: raised while being cast.
func (t *hand) handSlot(i int, sp engine.Spell) image.Rectangle {
	r := t.handCardRect(i)
	if t.handPicking(sp) {
		r = r.Sub(image.Pt(0, handRaise))
	}
	return r
}

// handPicking reports that sp is the card being cast. A card is picked
// only among those the player may cast (HandLit), so a table whose flow
// has not started (HandPicked still zero) raises nothing.
func (t *hand) handPicking(sp engine.Spell) bool {
	return sp == t.HandPicked && sp != engine.NoSpell && t.HandLit.Has(sp)
}

// handTitle is a small card's title wrapped beside its picture, or, for
// a name too long for two lines there ("Les derniers seront les
// premiers"), across the whole card without the picture (cached).
type handTitle struct {
	lines []string
	x     int // where the lines start, from the card's left
}

// handTitleLines is sp's title as the small card shows it.
func (p *panel) handTitleLines(t *Table, sp engine.Spell) handTitle {
	if p.handTitlesIn != lang.Current() {
		p.handTitles, p.handTitlesIn = [engine.NumSpells]handTitle{}, lang.Current()
	}
	if p.handTitles[sp].lines == nil {
		name, face := lang.Spell(sp), handTitleFace(t)
		ht := handTitle{lines: game.Wrap(name, face, handCardW-handTextX-6), x: handTextX}
		if len(ht.lines) > handTitleRows {
			ht = handTitle{lines: game.Wrap(name, face, handCardW-2*handTitlePad), x: handTitlePad}
		}
		p.handTitles[sp] = ht
	}
	return p.handTitles[sp]
}

// handTextX is where a small card's title starts, right of its picture;
// handTitleRows lines of it fit the card, and handTitlePad is the margin
// of a title across the card.
const (
	handTextX     = 52
	handTitleRows = 2
	handTitlePad  = 8
)

func handTitleFace(t *Table) text.Face { return t.ctx.UI.Face(game.MinTextSize, false) }

// drawHand paints the viewer's cards into the tray (the caller checked
// that they may show).
func (p *panel) drawHand(dst *ebiten.Image, t *Table) {
	u := t.ctx.UI
	v := &t.board.View
	var buf [engine.NumSpells]engine.Spell
	cards := board.HandCards(v.Hand, buf[:0])
	if len(cards) == 0 {
		msg, face := u.Fit(lang.T("No spell cards: win Aladdin's Tent for one."), game.MinTextSize, false, float64(trayRect.Dx()-28))
		u.Text.Draw(dst, msg, face, float64(trayRect.Min.X+14), float64(handTop+12), game.Left, game.Greyed)
		return
	}
	for i, sp := range cards {
		p.drawHandCard(dst, t, sp, t.hand.handSlot(i, sp))
	}
}

// drawHandCard paints one small card: lit when it may be cast now, dimmed
// when others may and it may not, raised and outlined while being cast.
func (p *panel) drawHandCard(dst *ebiten.Image, t *Table, sp engine.Spell, r image.Rectangle) {
	u := t.ctx.UI
	lit := t.hand.HandLit.Has(sp)
	picked := t.hand.handPicking(sp)
	border, bw := color.Color(game.Gilt), 1
	switch {
	case picked:
		u.Shapes.RoundRect(dst, r.Inset(-5), 12, color.RGBA{0xFF, 0xE3, 0x8A, 0x70}, color.Transparent, 0)
		border, bw = game.GiltLight, 3
	case lit:
		u.Shapes.RoundRect(dst, r.Inset(-3), 10, color.RGBA{0xFF, 0xE3, 0x8A, 0x48}, color.Transparent, 0)
		border, bw = game.GiltLight, 2
	}
	u.Shapes.RoundRect(dst, r, 8, color.RGBA{0x4A, 0x1E, 0x6A, 0xFF}, border, bw)
	title := p.handTitleLines(t, sp)
	if title.x == handTextX {
		icon := t.board.Cards.SpellIcon(sp)
		game.DrawImageAt(dst, icon, float64(r.Min.X+4+22), float64(r.Min.Y+r.Dy()/2), 44/float64(assets.SpellIconW), 1)
	}
	why := t.hand.handWhy[sp]
	overlap := t.hand.handSize() > handCols*handRowsMax
	if why != "" && !lit && !picked && !overlap {
		// A card that cannot be played now: its title on one line, and
		// below it, across the card, why (the engine's refusal, short).
		u.Shapes.RoundRect(dst, r, 8, color.RGBA{0x10, 0x08, 0x18, 0x90}, color.Transparent, 0)
		name, face := u.Fit(lang.Spell(sp), game.MinTextSize, false, float64(handCardW-title.x-6))
		u.Text.Draw(dst, name, face, float64(r.Min.X+title.x), float64(r.Min.Y+1), game.Left, game.Parchment)
		line, wface := u.Fit(why, game.MinTextSize, true, float64(r.Dx()-10))
		u.Shapes.RoundRect(dst, image.Rect(r.Min.X+2, r.Max.Y-23, r.Max.X-2, r.Max.Y-2), 6, color.RGBA{0x16, 0x1B, 0x3A, 0xE8}, color.Transparent, 0)
		u.Text.Draw(dst, line, wface, float64(r.Min.X+r.Dx()/2), float64(r.Max.Y-24), game.Center, game.GiltLight)
		return
	}
	lines := title.lines
	face := handTitleFace(t)
	const lineH = 21
	y := r.Min.Y + (r.Dy()-len(lines)*lineH)/2
	if overlap {
		y = r.Min.Y + 2 // rows overlap: the title's first line must show
	}
	for j, l := range lines {
		u.Text.Draw(dst, l, face, float64(r.Min.X+title.x), float64(y+j*lineH), game.Left, game.Parchment)
	}
	if t.hand.HandLit != 0 && !lit && !picked {
		u.Shapes.RoundRect(dst, r, 8, color.RGBA{0x10, 0x08, 0x18, 0xA8}, color.Transparent, 0)
	}
}

// noteHandWhy finds, for each card the viewer holds but may not play at
// their own placement turn or reaction window, why not: the engine's
// refusal of that cast (the card with no target chosen), said short on
// the card (handWhy) and in full in its explanation (handWhyLong).
func (t *hand) noteHandWhy(busy bool) {
	p := t.Game.Prompt()
	if t.handWhyFor == p && !busy {
		return // the same decision: the same refusals
	}
	t.handWhy, t.handWhyLong, t.handWhyFor = [engine.NumSpells]string{}, [engine.NumSpells]string{}, nil
	if !t.board.View.Magic || busy || !p.Yours || !t.handShown(p.Handoff) {
		return
	}
	d := p.Decision
	if int(d.Seat) != t.Game.ViewerSeat() || d.Type != engine.DecPlace && d.Type != engine.DecReact {
		return
	}
	t.handWhyFor = p
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if !t.board.View.Hand.Has(sp) || t.HandLit.Has(sp) {
			continue
		}
		err := t.Game.Check(engine.Action{Type: engine.ActCast, Seat: d.Seat, Spell: sp}.Canonical())
		t.handWhy[sp], t.handWhyLong[sp] = cardWhy(err)
	}
}

// cardWhy words the engine's refusal of a cast short enough for a small
// card: the Lamp, the moment the card waits for, or no target now. The
// long form is the engine's own sentence.
func cardWhy(err error) (short, long string) {
	if err == nil {
		return lang.T("No target for it now"), ""
	}
	long = lang.Refusal(err)
	for _, w := range cardWhyWords {
		if strings.Contains(err.Error(), w.engine) {
			return lang.Word(w.short), long
		}
	}
	return lang.T("No target for it now"), long
}

// cardWhyWords pair a phrase of the engine's refusals of a cast with the
// card's short form (TestCardSaysWhy keeps them matched to the engine).
var cardWhyWords = []struct{ engine, short string }{
	{"Lamp first", lang.Mark("Light your Lamp first")},
	{"while tokens are being placed", lang.Mark("Only while placing")},
	{"at a palace room", lang.Mark("Only in the palace")},
	{"last dragon cave", lang.Mark("Only after the caves")},
	{"once the tally has begun", lang.Mark("Only in the tally")},
	{"cannot be played just now", lang.Mark("Not at this moment")},
	{"Too many plays", lang.Mark("Too many plays")},
}

// hoveredCard is the viewer's card under the pointer, if the hand shows.
func (p *panel) hoveredCard(t *Table, hideSelf bool) (engine.Spell, image.Rectangle, bool) {
	if !t.hand.handShown(hideSelf) {
		return engine.NoSpell, image.Rectangle{}, false
	}
	m := t.ctx.In.Mouse
	var buf [engine.NumSpells]engine.Spell
	cards := board.HandCards(t.board.View.Hand, buf[:0])
	for i := len(cards) - 1; i >= 0; i-- {
		if r := t.hand.handSlot(i, cards[i]); m.In(r) {
			return cards[i], r, true
		}
	}
	return engine.NoSpell, image.Rectangle{}, false
}

// The enlarged card of a hover: the full face, and our words below it.
const (
	bigCardScale = 1.3
	bigCardGap   = 12
)

// bigCardRects are where the hovered card sp (shown from slot at) and its
// explanation go: beside the panel, level with the card, on screen. The
// explanation's lines are the effect's, then the hint's (from hintAt on).
func bigCardRects(t *Table, sp engine.Spell, at image.Rectangle) (card, box image.Rectangle, lines []string, hintAt int) {
	sc := bigCardScale
	w, h := int(float64(assets.SpellW)*sc), int(float64(assets.SpellH)*sc)
	face := t.ctx.UI.Face(game.MinTextSize, false)
	lines = game.Wrap(ui.SpellEffect(sp), face, float64(w-20))
	hintAt = len(lines)
	if hint := castHint(t, sp); hint != "" {
		lines = append(lines, game.Wrap(hint, face, float64(w-20))...)
	}
	boxH := len(lines)*22 + 18
	total := h + 8 + boxH
	x1 := assets.BoardW - bigCardGap
	y := at.Min.Y + at.Dy()/2 - total/2
	y = max(min(y, assets.ScreenH-8-total), 8)
	card = image.Rect(x1-w, y, x1, y+h)
	box = image.Rect(x1-w, y+h+8, x1, y+h+8+boxH)
	return card, box, lines, hintAt
}

// castHint says what the player can do with card sp now, if anything.
func castHint(t *Table, sp engine.Spell) string {
	seat := t.Game.ViewerSeat()
	switch {
	case t.hand.HandLit.Has(sp):
		return lang.T("Click the card to cast it.")
	case t.hand.handWhyLong[sp] != "":
		return t.hand.handWhyLong[sp]
	case seat >= 0 && t.board.View.LampOn&(1<<seat) == 0:
		return lang.T("Spells need your Lamp lit this round.")
	}
	return ""
}

// drawHandHover shows the hovered card enlarged with its effect.
func (p *panel) drawHandHover(dst *ebiten.Image, t *Table, hideSelf bool) {
	sp, at, ok := p.hoveredCard(t, hideSelf)
	if !ok {
		return
	}
	u := t.ctx.UI
	card, box, lines, hintAt := bigCardRects(t, sp, at)
	u.Above(func(dst *ebiten.Image) { drawBigCard(dst, t, sp, card, box, lines, hintAt) })
}

// drawBigCard paints a hovered card enlarged and its explanation (drawn
// above every box and dialog: UI.Above).
func drawBigCard(dst *ebiten.Image, t *Table, sp engine.Spell, card, box image.Rectangle, lines []string, hintAt int) {
	u := t.ctx.UI
	u.Shapes.RoundRect(dst, card.Add(image.Pt(5, 7)), 12, color.RGBA{0, 0, 0, 0x70}, color.Transparent, 0)
	game.DrawImageAt(dst, t.ctx.Assets.SpellFace(sp), float64(card.Min.X+card.Dx()/2), float64(card.Min.Y+card.Dy()/2), bigCardScale, 1)
	u.Shapes.RoundRect(dst, box.Add(image.Pt(4, 5)), 10, color.RGBA{0, 0, 0, 0x60}, color.Transparent, 0)
	u.Shapes.RoundRect(dst, box, 10, game.Night, game.Gilt, 2)
	face := u.Face(game.MinTextSize, false)
	for i, l := range lines {
		clr := game.Parchment
		if i >= hintAt {
			clr = game.GiltLight
		}
		u.Text.Draw(dst, l, face, float64(box.Min.X+10), float64(box.Min.Y+9+i*22), game.Left, clr)
	}
}

// registerHandTargets names the cards the player may cast now for the
// test probe ("spell:<n>", n the engine.Spell).
func (t *hand) registerHandTargets(ctx *game.Context) {
	if t.HandLit == 0 || !t.handShown(t.Game.Prompt().Handoff) {
		return
	}
	var buf [engine.NumSpells]engine.Spell
	for i, sp := range board.HandCards(t.board.View.Hand, buf[:0]) {
		if t.HandLit.Has(sp) {
			ctx.UI.Target("spell:"+game.Itoa(int(sp)), t.handSlot(i, sp))
		}
	}
}
