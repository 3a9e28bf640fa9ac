package modes

import (
	"image"
	"slices"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// tentKeep shows the strongest at Aladdin's Tent the two spell cards drawn
// there, large, and keeps the one clicked (decision D58). The cards are the
// legal ActKeep actions: only the chooser's session lists them, so nobody
// else sees them.
type tentKeep struct {
	box
	t     *Host
	pend  engine.Decision
	keeps []engine.Action
	cards []picture
	// The blocks: the words, and the cards with their names and effects.
	words, cardsAt image.Rectangle
}

// text says what the cards are and where the other goes.
func (k *tentKeep) text() string {
	pick := lang.T("Click the one to keep (or press 1 or 2).")
	if k.t.Ctx.UI.Touch() {
		pick = lang.T("Tap the one to keep.")
	}
	return lang.T("You are the strongest at Aladdin's Tent and drew these two spell cards; only you see them. %s The other goes to %s.", pick, k.spare())
}

// effectLines is a card's effect in full, wrapped under the card.
func (k *tentKeep) effectLines(sp engine.Spell) []string {
	u := k.t.Ctx.UI
	return game.Wrap(ui.SpellEffect(sp), u.Face(game.MinTextSize, false), float64(tentCardW+20+30))
}

// layout: the cards' block runs to the longest effect under them.
func (k *tentKeep) layout() {
	k.words = k.para(k.t.Ctx.UI, k.text(), dialogPad)
	lines := 0
	for _, kp := range k.keeps {
		lines = max(lines, len(k.effectLines(kp.Spell)))
	}
	h := tentCardH + 20 + 40 + lines*21
	if len(k.keeps) == 0 {
		h = 30
	}
	k.cardsAt = k.block(h)
}

func newTentKeep(t *Host, pend engine.Decision) *tentKeep {
	keeps := slices.DeleteFunc(legalOf(t, engine.ActKeep), func(a engine.Action) bool {
		return a.Spell < 0 || a.Spell >= engine.NumSpells
	})
	return &tentKeep{t: t, pend: pend, keeps: keeps, cards: make([]picture, len(keeps))}
}

func (k *tentKeep) name() string  { return "tent" }
func (k *tentKeep) title() string { return lang.T("Aladdin's Tent: keep a card") }

// The Tent's cards are drawn a good deal larger than in the hand.
const (
	tentCardW     = 243
	tentCardH     = tentCardW * assets.SpellH / assets.SpellW
	tentCardScale = float64(tentCardW) / assets.SpellW
)

func (k *tentKeep) cardRect(i int) image.Rectangle {
	w, h := tentCardW+20, tentCardH+20
	return pictureRect(k.fr, i, len(k.keeps), w, h, 40, k.cardsAt.Min.Y)
}

// spare says where the card not kept goes: to the runner-up at the Tent
// (the public ranking), or to the discard pile.
func (k *tentKeep) spare() string {
	v := &k.t.Board.View
	if v.NRank >= 2 && v.Tally == engine.AladdinsTent {
		return lang.T("%s, the next strongest here", k.t.Game.Name(int(v.Ranking[1])))
	}
	return lang.T("the discard pile")
}

func (k *tentKeep) update(ctx *game.Context, d *Dialog) *engine.Action {
	k.fit(dialogW, 0, k.layout)
	if a := pickPicture(ctx, k.cards, k.keeps, func(i int) game.Chip {
		return game.Chip{Rect: k.cardRect(i), Name: "keep:" + game.Itoa(i)} // the card and its name are drawn, not a label
	}); a != nil {
		return a
	}
	for i, a := range k.keeps {
		if ctx.In.Key(ebiten.Key1 + ebiten.Key(i)) {
			return &a
		}
	}
	return nil
}

func (k *tentKeep) draw(dst *ebiten.Image, d *Dialog) {
	t := k.t
	a := t.Ctx.Assets
	d.paraIn(dst, k.text(), k.words)
	for i, kp := range k.keeps {
		c := &k.cards[i]
		c.frame(dst, t.Ctx.UI, false)
		r := c.chip.Rect
		game.DrawImageAt(dst, a.SpellFace(kp.Spell), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), tentCardScale, 1)
		label := lang.T("Keep %s (%d)", gamelog.SpellName(kp.Spell), i+1)
		clr := game.Ink
		if c.hover {
			clr = game.Wine
		}
		d.centred(dst, label, r.Min.X+r.Dx()/2, r.Max.Y+10, 20, true, clr)
		// The card face prints a short line; the longer one says it all.
		for j, l := range k.effectLines(kp.Spell) {
			d.centred(dst, l, r.Min.X+r.Dx()/2, r.Max.Y+40+j*21, game.MinTextSize, false, game.Ink)
		}
	}
	if len(k.keeps) == 0 {
		d.text(dst, lang.T("The cards are not yours to see."), k.cardsAt.Min.X, k.cardsAt.Min.Y, 20, true, game.BadRed)
	}
}
