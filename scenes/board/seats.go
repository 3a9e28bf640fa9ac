package board

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/ui"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

func SeatCardRect(i int) image.Rectangle {
	y := 54 + i*77
	return image.Rect(assets.BoardW+8, y, assets.ScreenW-8, y+71)
}

// seatAnchor is where pieces fly to or from a seat: its card's emblem.
func SeatAnchor(seat int) image.Point {
	r := SeatCardRect(seat)
	return image.Pt(r.Min.X+36, r.Min.Y+35)
}

func (cs *Cards) DrawSeat(dst *ebiten.Image, s int, acting, record bool) {
	u := cs.UI
	a := cs.Assets
	v := cs.v
	r := SeatCardRect(s)
	c := cs.Seats.Color(s)
	border := color.Color(game.Gilt)
	bw := 1
	if acting {
		border, bw = game.GiltLight, 3
	}
	u.Shapes.RoundRect(dst, r, 10, color.RGBA{0x24, 0x1A, 0x2E, 0xF0}, border, bw)
	game.DrawImageAt(dst, a.TokenBack(c), float64(r.Min.X+36), float64(r.Min.Y+35), 0.9, 1)
	// The name stops short of the camel's place (kept free even when the
	// camel is elsewhere, so names do not jump when it moves).
	camelX := r.Max.X - 100
	if v.Magic {
		camelX = r.Max.X - magicCamelFromRight
	}
	camelLeft := float64(camelX) - float64(a.Camel().Bounds().Dx())*0.36/2
	name, face := u.FitName(lang.Capital(cs.Seats.Name(s)), 20, true, camelLeft-8-float64(r.Min.X+72))
	u.Text.Draw(dst, name, face, float64(r.Min.X+72), float64(r.Min.Y+6), game.Left, assets.PlayerColors[c])
	kind := SeatLine(cs.Seats, s, acting, record)
	u.Text.Draw(dst, kind, u.Face(game.MinTextSize, false), float64(r.Min.X+72), float64(r.Min.Y+32), game.Left, game.Parchment)
	// Tokens still behind the screen, as pips.
	left := int(v.Seats[s].Left)
	for i := 0; i < engine.NumTokens; i++ {
		pip := image.Rect(r.Min.X+72+i*12, r.Min.Y+54, r.Min.X+80+i*12, r.Min.Y+62)
		clr := color.Color(color.RGBA{0x50, 0x48, 0x58, 0xFF})
		if i < left {
			clr = assets.PlayerColors[c]
		}
		game.FillRect(dst, pip, clr)
	}
	if cs.MemoryAid && s != cs.Seats.Viewer() {
		cs.drawProvenTreasure(dst, v.Seats[s].Purse, r.Min.X+190, r.Min.Y+58)
	}
	// Artifacts, public.
	x := r.Max.X - 8
	total := 0
	for k := engine.NumArtifactTypes - 1; k >= 0; k-- {
		n := int(v.Seats[s].Artifacts[k])
		total += n
		for i := 0; i < n && !v.Magic; i++ {
			x -= 20
			game.DrawImageAt(dst, a.Artifact(engine.Artifact(k)), float64(x+10), float64(r.Min.Y+56), 0.3, 1)
		}
	}
	if v.Magic {
		cs.drawSeatMagic(dst, s)
	}
	u.Text.Draw(dst, lang.N("%d art.", "%d art.", total, total), a.NumeralFace(game.MinTextSize), float64(r.Max.X-12), float64(r.Min.Y+8), game.Right, game.GiltLight)
	if int(v.Camel) == s {
		game.DrawImageAt(dst, a.Camel(), float64(camelX), float64(r.Min.Y+20), 0.36, 1)
	}
}

// drawProvenTreasure is the memory aid (D25): an opponent's treasure by
// kind, as the public record proves it. In the basic game every change of
// treasure is public, so the engine's view of that seat's purse is exact.
func (cs *Cards) drawProvenTreasure(dst *ebiten.Image, pu engine.Purse, x, cy int) {
	a := cs.Assets
	for k := 0; k < engine.NumKinds; k++ {
		game.DrawImageAt(dst, a.Treasure(k, false), float64(x+7), float64(cy), 0.5, 1)
		cs.UI.Text.Draw(dst, game.Itoa(pu.Value(engine.Kind(k))), a.NumeralFace(game.MinTextSize), float64(x+16), float64(cy-8), game.Left, game.Parchment)
		x += 36
	}
}

// ArtState is how an artifact tile shows.
type ArtState uint8

// ArtIcon is one artifact tile as the panel shows it.
type ArtIcon struct {
	Art   engine.Artifact
	State ArtState
	Rect  image.Rectangle // where it is drawn (and hovered)
}

// artifactIcons lists seat s's tiles in type order (Lamp first), with
// their state; rects are left for the caller to lay out.
func ArtifactIcons(v *engine.View, s int, buf []ArtIcon) []ArtIcon {
	buf = buf[:0]
	limit := 1
	if int(v.Djinn) == s {
		limit = 2
	}
	spent := int(v.Uses[s]) >= limit
	for k := engine.Artifact(0); k < engine.NumArtifactTypes; k++ {
		n := int(v.Seats[s].Artifacts[k])
		inUse := min(int(v.Invoked[s][k]), n)
		for i := 0; i < n; i++ {
			st := ArtIdle
			switch {
			case i < inUse:
				st = ArtInUse
			case spent && k.Invoked():
				st = ArtSpent // a tile never invoked (the Scroll) works at the end, uses or not
			}
			buf = append(buf, ArtIcon{Art: k, State: st})
		}
		lit := k == engine.Lamp && v.LampOn&(1<<s) != 0 || k == engine.Key && v.KeyOn&(1<<s) != 0
		if lit && inUse == 0 {
			buf = append(buf, ArtIcon{Art: k, State: ArtBorrowed})
		}
	}
	return buf
}

// Seat-card geometry in a magic game.
const (
	magicCamelFromRight = 140 // the camel moves left to make room for the spell count
	seatArtPitch        = 20
	seatArtLeft         = 186 // artifacts never reach left of this (the pips end at 164)
	seatArtScale        = 0.3
)

// seatArtifactIcons lays seat s's tiles along the bottom right of its
// card, right-aligned, closer together when there are many.
func SeatArtifactIcons(v *engine.View, s int, buf []ArtIcon) []ArtIcon {
	buf = ArtifactIcons(v, s, buf)
	r := SeatCardRect(s)
	pitch := seatArtPitch
	if n := len(buf); n > 0 {
		pitch = min(pitch, (r.Dx()-8-seatArtLeft)/n)
	}
	for i := range buf {
		cx := r.Max.X - 8 - (len(buf)-1-i)*pitch - seatArtPitch/2
		cy := r.Min.Y + 56
		if buf[i].State == ArtInUse || buf[i].State == ArtBorrowed {
			cy -= 3 // stands out: in front of the screen
		}
		buf[i].Rect = image.Rect(cx-pitch/2, cy-10, cx+pitch/2, cy+10)
	}
	return buf
}

// spellCountRect is where a seat's card shows how many spell cards it
// holds: a card back and the number, left of the artifact count.
func SpellCountRect(s int) image.Rectangle {
	r := SeatCardRect(s)
	return image.Rect(r.Max.X-108, r.Min.Y+6, r.Max.X-68, r.Min.Y+30)
}

// djinnRect is the ribbon across the bottom of the emblem of the seat
// that won the Djinn's House this round.
func DjinnRect(s int) image.Rectangle {
	r := SeatCardRect(s)
	return image.Rect(r.Min.X+8, r.Min.Y+49, r.Min.X+64, r.Min.Y+69)
}

// drawArtIcon paints one tile at scale sc, lit when the player may invoke
// it now.
func (cs *Cards) DrawArtIcon(dst *ebiten.Image, ic ArtIcon, sc float64, lit bool) {
	u := cs.UI
	c := image.Pt(ic.Rect.Min.X+ic.Rect.Dx()/2, ic.Rect.Min.Y+ic.Rect.Dy()/2)
	half := int(float64(assets.ArtifactSize)*sc/2) + 3
	halo := image.Rect(c.X-half, c.Y-half, c.X+half, c.Y+half)
	alpha := float32(1)
	switch ic.State {
	case ArtInUse:
		u.Shapes.RoundRect(dst, halo, 6, color.RGBA{0xFF, 0xD0, 0x60, 0xB0}, game.GiltLight, 1)
	case ArtBorrowed:
		u.Shapes.RoundRect(dst, halo, 6, color.RGBA{0xC0, 0xA0, 0xFF, 0x90}, game.GiltLight, 1)
		alpha = 0.6
	case ArtSpent:
		alpha = 0.35
	}
	if lit {
		u.Shapes.RoundRect(dst, halo.Inset(-2), 8, color.RGBA{0xFF, 0xE3, 0x8A, 0x60}, game.GiltLight, 2)
	}
	game.DrawImageAt(dst, cs.Assets.Artifact(ic.Art), float64(c.X), float64(c.Y), sc, alpha)
}

// drawSeatMagic adds the magic version to seat s's card: spell count,
// artifacts with their state, the Djinn's ribbon.
func (cs *Cards) drawSeatMagic(dst *ebiten.Image, s int) {
	u := cs.UI
	a := cs.Assets
	v := cs.v
	for _, ic := range SeatArtifactIcons(v, s, cs.icons[:0]) {
		cs.DrawArtIcon(dst, ic, seatArtScale, false)
	}
	sc := SpellCountRect(s)
	back := a.SpellBack()
	game.DrawImageAt(dst, back, float64(sc.Min.X+10), float64(sc.Min.Y+12), 25/float64(back.Bounds().Dy()), 1)
	u.Text.Draw(dst, game.Itoa(int(v.HandN[s])), a.NumeralFace(game.MinTextSize), float64(sc.Min.X+22), float64(sc.Min.Y+2), game.Left, game.GiltLight)
	if int(v.Djinn) == s {
		dr := DjinnRect(s)
		u.Shapes.RoundRect(dst, dr, 9, color.RGBA{0x4A, 0x2A, 0x8A, 0xFF}, game.GiltLight, 1)
		game.DrawTextMiddle(dst, lang.T("Djinn"), u.Face(game.MinTextSize, true), float64(dr.Min.X+dr.Dx()/2), float64(dr.Min.Y+dr.Dy()/2), game.Center, game.GiltLight)
	}
}

// spellIcon is spell sp's small picture, painted once per table.
func (cs *Cards) SpellIcon(sp engine.Spell) *ebiten.Image {
	if cs.spellIcons[sp] == nil {
		cs.spellIcons[sp] = ebiten.NewImageFromImage(assets.PaintSpellIcon(sp))
	}
	return cs.spellIcons[sp]
}

const (
	ArtIdle     ArtState = iota // behind the screen, usable this round
	ArtInUse                    // invoked this round: in front of the screen
	ArtSpent                    // its seat has no artifact use left this round
	ArtBorrowed                 // a Lamp or Key power copied with a Parasite: no tile of its own
)

// MenuRect is the side panel's top right corner: the table's Menu, the
// replay's Close.
var MenuRect = image.Rect(assets.ScreenW-82, 8, assets.ScreenW-10, 40)

// SeatLine is the line under a seat's name: a person or a bot of which
// level, and for the seat to act that it is to play. A bot is "thinking"
// only in a live game: a record (the replay) is looked back at, where
// nobody thinks.
func SeatLine(seats Seats, seat int, acting, record bool) string {
	kind := lang.T("human")
	if !seats.IsHuman(seat) {
		kind = lang.T("bot, %s", ui.LevelName(seats.Level(seat)))
	}
	switch {
	case !acting:
	case seats.IsHuman(seat) || record:
		kind = lang.T("%s - to play", kind)
	default:
		kind = lang.T("%s - thinking", kind)
	}
	return kind
}

// HandCards lists the viewer's cards in slot order.
func HandCards(h engine.SpellSet, buf []engine.Spell) []engine.Spell {
	buf = buf[:0]
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if h.Has(sp) {
			buf = append(buf, sp)
		}
	}
	return buf
}
