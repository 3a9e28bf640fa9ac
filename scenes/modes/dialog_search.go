package modes

import (
	"image"
	"slices"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// search shows the artifacts a Mirage or an Abracadabra lets its caster
// choose from in a room's stack (decision D53), one picture per type the
// engine lists, and picks the one clicked. Only the searcher's session
// lists them, so nobody else sees the stack.
type search struct {
	box
	t     *Host
	pend  engine.Decision
	picks []engine.Action // ActPick, one per artifact type
	tiles []picture
	// The blocks: the words, the heading, the artifacts, what the one
	// pointed at does.
	words, head, tilesAt, helpAt image.Rectangle
}

var searchHelp = lang.Mark("Point at an artifact to read what it does.")

// layout: the help under the artifacts is as tall as the longest it says.
func (s *search) layout() {
	u := s.t.Ctx.UI
	s.words = s.para(u, s.text(), dialogPad)
	s.head = s.heading()
	s.tilesAt = s.block(200)
	s.helpAt = image.Rectangle{}
	if len(s.picks) > 0 {
		h := paraHeight(u, lang.Word(searchHelp), s.width())
		for _, a := range s.picks {
			h = max(h, paraHeight(u, ui.ArtifactPower(a.Art), s.width()))
		}
		s.helpAt = s.block(h)
	}
}

func newSearch(t *Host, pend engine.Decision) *search {
	picks := slices.DeleteFunc(legalOf(t, engine.ActPick), func(a engine.Action) bool {
		return a.Art >= engine.NumArtifactTypes
	})
	return &search{t: t, pend: pend, picks: picks, tiles: make([]picture, len(picks))}
}

func (s *search) name() string { return "search" }

func (s *search) title() string {
	if s.pend.Spell == engine.Abracadabra {
		return lang.T("%s: take any artifact", gamelog.SpellName(engine.Abracadabra))
	}
	return lang.T("%s: choose an artifact", gamelog.SpellName(engine.Mirage))
}

func (s *search) tileRect(i int) image.Rectangle {
	return pictureRect(s.fr, i, len(s.picks), 130, 200, 16, s.tilesAt.Min.Y)
}

// text says what happened and what the choice does.
func (s *search) text() string {
	room := gamelog.PlaceName(s.pend.Space)
	if s.pend.Spell == engine.Abracadabra {
		return lang.T("You bought in %s with your %s at work: take any artifact of its stack, the one on sale too. Only you see the stack.",
			room, gamelog.SpellName(engine.Abracadabra))
	}
	txt := lang.T("Your %s looks through the face-down artifacts of %s; only you see them. The one you choose goes face up on top, for sale.",
		gamelog.SpellName(engine.Mirage), room)
	if r := s.pend.Space.Room(); s.pend.Space.IsRoom() && r < engine.MaxRooms {
		if on := s.t.Board.View.OnSale[r]; on != engine.NoArtifact && on < engine.NumArtifactTypes {
			txt += " " + lang.T("%s, on sale now, goes under the stack.", lang.Capital(gamelog.ArtifactName(on)))
		}
	}
	return txt
}

// Capitalized starts a sentence with a capital letter.
func Capitalized(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

func (s *search) update(ctx *game.Context, d *Dialog) *engine.Action {
	s.fit(dialogW, 0, s.layout)
	return pickPicture(ctx, s.tiles, s.picks, func(i int) game.Chip {
		art := s.picks[i].Art
		return game.Chip{Rect: s.tileRect(i), Name: "pick:" + game.Itoa(int(art))} // the tile and its name are drawn, not a label
	})
}

func (s *search) draw(dst *ebiten.Image, d *Dialog) {
	t := s.t
	u := t.Ctx.UI
	d.paraIn(dst, s.text(), s.words)
	d.text(dst, u.ForTouch(lang.T("Click the artifact you want:")), s.head.Min.X, s.head.Min.Y, 20, true, game.Wine)
	for i, a := range s.picks {
		tl := &s.tiles[i]
		tl.frame(dst, u, false)
		r := tl.chip.Rect
		game.DrawImageAt(dst, t.Ctx.Assets.Artifact(a.Art), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+70), 1.6, 1)
		lines := game.Wrap(lang.Artifact(a.Art), u.Face(18, true), float64(r.Dx()-12))
		for j, l := range lines {
			u.Text.Draw(dst, l, u.Face(18, true), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+136+j*22), game.Center, game.Ink)
		}
	}
	help := lang.Word(searchHelp)
	for i, a := range s.picks {
		if s.tiles[i].hover {
			help = ui.ArtifactPower(a.Art)
		}
	}
	if len(s.picks) > 0 {
		d.paraIn(dst, help, s.helpAt)
	}
}
