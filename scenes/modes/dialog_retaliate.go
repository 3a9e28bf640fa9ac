package modes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// retaliate is Eye for an Eye's answer (decision D50): the player who lost
// a token picks one of the caster's tokens, off the guard, to go home too.
// Each token the engine lists is a chip showing it as the picker sees it
// (face-down ones as backs) and where it stands; the one under the pointer
// is lit on the board when it lies outside the dialog.
type retaliate struct {
	box
	t      *Host
	pend   engine.Decision
	picks  []engine.Action // ActPick, one per token, in handle order
	tokens []engine.TokenView
	tiles  []picture
	// The blocks: the words, the heading, the tokens.
	words, head, tilesAt image.Rectangle
}

// The tokens' tiles, four to a row.
const retPerRow, retW, retH, retGap = 4, 192, 76, 14

func (r *retaliate) text() string {
	caster := r.t.Game.Name(int(r.pend.From))
	return lang.T("%s cast %s and sent your token in %s home. Now you pick one of %s's tokens to go home too. Tokens still face down show only their backs.",
		caster, gamelog.SpellName(engine.EyeForAnEye), gamelog.PlaceName(r.pend.Space), caster)
}

func (r *retaliate) layout() {
	r.words = r.para(r.t.Ctx.UI, r.text(), dialogPad)
	r.head = r.heading()
	rows := max(1, (len(r.picks)+retPerRow-1)/retPerRow)
	r.tilesAt = r.block(rows*(retH+retGap) - retGap)
}

func newRetaliate(t *Host, pend engine.Decision) *retaliate {
	r := &retaliate{t: t, pend: pend}
	for _, a := range legalOf(t, engine.ActPick) {
		tv, ok := tokenByHandle(&t.Board.View, a.Handle)
		if !ok { // not on the display yet: still pickable, shown by its owner's colour
			tv = engine.TokenView{Seat: pend.From, Space: engine.Behind, Seq: a.Handle, Token: -1}
		}
		r.picks = append(r.picks, a)
		r.tokens = append(r.tokens, tv)
	}
	r.tiles = make([]picture, len(r.picks))
	return r
}

func (r *retaliate) name() string { return "retaliate" }
func (r *retaliate) title() string {
	return lang.T("%s: pick a token", gamelog.SpellName(engine.EyeForAnEye))
}

func (r *retaliate) tileRect(i int) image.Rectangle {
	n := min(len(r.picks)-i/retPerRow*retPerRow, retPerRow)
	return pictureRect(r.fr, i%retPerRow, n, retW, retH, retGap, r.tilesAt.Min.Y+i/retPerRow*(retH+retGap))
}

func (r *retaliate) update(ctx *game.Context, d *Dialog) *engine.Action {
	r.fit(dialogW, 0, r.layout)
	return pickPicture(ctx, r.tiles, r.picks, func(i int) game.Chip {
		return game.Chip{Rect: r.tileRect(i), Name: "token:" + game.Itoa(int(r.picks[i].Handle))} // the token and its place are drawn, not a label
	})
}

func (r *retaliate) draw(dst *ebiten.Image, d *Dialog) {
	t := r.t
	u := t.Ctx.UI
	d.paraIn(dst, r.text(), r.words)
	d.text(dst, u.ForTouch(lang.T("Click the token to send home:")), r.head.Min.X, r.head.Min.Y, 20, true, game.Wine)
	for i := range r.picks {
		tl := &r.tiles[i]
		tl.frame(dst, u, false)
		rc := tl.chip.Rect
		tv := r.tokens[i]
		img, sc := tokenPicture(t, tv)
		if tv.Token < 0 && !tv.Face {
			img, sc = t.Ctx.Assets.TokenBack(t.Game.Color(int(tv.Seat))), 1
		}
		game.DrawImageAt(dst, img, float64(rc.Min.X+40), float64(rc.Min.Y+rc.Dy()/2), sc*0.9, 1)
		where := lang.T("in %s", gamelog.PlaceName(tv.Space))
		if tv.Space == engine.Behind {
			where = lang.T("on the board")
		}
		lines := game.Wrap(where, u.Face(17, false), float64(rc.Dx()-84))
		top := rc.Min.Y + rc.Dy()/2 - len(lines)*11 - 2
		for j, l := range lines {
			u.Text.Draw(dst, l, u.Face(17, false), float64(rc.Min.X+76), float64(top+j*22), game.Left, game.Ink)
		}
		if tl.hover {
			r.light(dst, tv)
		}
	}
}

// light rings the token on the board, drawn undimmed over the dialog's
// shade, when it lies outside the dialog (inside, the chip is all there is).
func (r *retaliate) light(dst *ebiten.Image, tv engine.TokenView) {
	p, ok := r.boardSpot(tv)
	if !ok || p.In(r.fr.Inset(-assets.TokenSize/2)) {
		return
	}
	img, sc := tokenPicture(r.t, tv)
	game.DrawImageAt(dst, img, float64(p.X), float64(p.Y), sc, 1)
	vector.StrokeCircle(dst, float32(p.X), float32(p.Y), assets.TokenSize/2+6, 4, game.GiltLight, true)
}

// boardSpot is where drawTokens puts a printed token: its place in its
// seat's stack on its space. Flying Carpets and Doubles have none here.
func (r *retaliate) boardSpot(tv engine.TokenView) (image.Point, bool) {
	v := &r.t.Board.View
	if int(tv.Space) >= engine.NumSpaces || tv.Token >= engine.CarpetToken {
		return image.Point{}, false
	}
	k := 0
	for i := 0; i < int(v.NumTokens); i++ {
		o := v.Tokens[i]
		if o.Seq == tv.Seq {
			n := board.Stacks(v)[tv.Space][tv.Seat].Tokens()
			return assets.StackSpot(int(tv.Space), int(tv.Seat), k, n), true
		}
		if o.Space == tv.Space && o.Seat == tv.Seat {
			k++
		}
	}
	return image.Point{}, false
}
