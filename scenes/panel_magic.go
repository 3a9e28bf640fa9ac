package scenes

import (
	"image"
	"image/color"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// The magic version's part of the side panel: on each seat's card its
// spell-card count, its artifacts with those in use this round standing
// out ("in front of the screen") and those it can no longer use this round
// dimmed, the Djinn's House winner; behind the viewer's screen its own
// artifacts, lit when the player may invoke them now. All of it is public
// (D32, D33) except the hand, which hand.go draws.

// artState is how an artifact tile shows.
type artState uint8

const (
	artIdle     artState = iota // behind the screen, usable this round
	artInUse                    // invoked this round: in front of the screen
	artSpent                    // its seat has no artifact use left this round
	artBorrowed                 // a Lamp or Key power copied with a Parasite: no tile of its own
)

// artIcon is one artifact tile as the panel shows it.
type artIcon struct {
	art   engine.Artifact
	state artState
	rect  image.Rectangle // where it is drawn (and hovered)
}

// artifactIcons lists seat s's tiles in type order (Lamp first), with
// their state; rects are left for the caller to lay out.
func artifactIcons(v *engine.View, s int, buf []artIcon) []artIcon {
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
			st := artIdle
			switch {
			case i < inUse:
				st = artInUse
			case spent && k.Invoked():
				st = artSpent // a tile never invoked (the Scroll) works at the end, uses or not
			}
			buf = append(buf, artIcon{art: k, state: st})
		}
		lit := k == engine.Lamp && v.LampOn&(1<<s) != 0 || k == engine.Key && v.KeyOn&(1<<s) != 0
		if lit && inUse == 0 {
			buf = append(buf, artIcon{art: k, state: artBorrowed})
		}
	}
	return buf
}

// Seat-card geometry in a magic game.
const (
	magicCamelFromRight = 140 // the camel moves left to make room for the spell count
	seatArtPitch        = 20
	seatArtLeft         = 186 // artifacts never reach left of this (the pips end at 164)
	ownArtPitch         = 38
	ownArtScale         = 0.5
	seatArtScale        = 0.3
)

// seatArtifactIcons lays seat s's tiles along the bottom right of its
// card, right-aligned, closer together when there are many.
func seatArtifactIcons(v *engine.View, s int, buf []artIcon) []artIcon {
	buf = artifactIcons(v, s, buf)
	r := seatCardRect(s)
	pitch := seatArtPitch
	if n := len(buf); n > 0 {
		pitch = min(pitch, (r.Dx()-8-seatArtLeft)/n)
	}
	for i := range buf {
		cx := r.Max.X - 8 - (len(buf)-1-i)*pitch - seatArtPitch/2
		cy := r.Min.Y + 56
		if buf[i].state == artInUse || buf[i].state == artBorrowed {
			cy -= 3 // stands out: in front of the screen
		}
		buf[i].rect = image.Rect(cx-pitch/2, cy-10, cx+pitch/2, cy+10)
	}
	return buf
}

// ownArtifactIcons lays the viewer's tiles in a row behind its screen.
func ownArtifactIcons(v *engine.View, s int, buf []artIcon) []artIcon {
	buf = artifactIcons(v, s, buf)
	pitch := ownArtPitch
	if n := len(buf); n > 0 {
		pitch = min(pitch, (trayRect.Dx()-28)/n)
	}
	for i := range buf {
		cx := trayRect.Min.X + 14 + i*pitch + ownArtPitch/2
		cy := ownArtCY
		if buf[i].state == artInUse || buf[i].state == artBorrowed {
			cy -= 4
		}
		buf[i].rect = image.Rect(cx-pitch/2, cy-17, cx+pitch/2, cy+17)
	}
	return buf
}

// spellCountRect is where a seat's card shows how many spell cards it
// holds: a card back and the number, left of the artifact count.
func spellCountRect(s int) image.Rectangle {
	r := seatCardRect(s)
	return image.Rect(r.Max.X-108, r.Min.Y+6, r.Max.X-68, r.Min.Y+30)
}

// djinnRect is the ribbon across the bottom of the emblem of the seat
// that won the Djinn's House this round.
func djinnRect(s int) image.Rectangle {
	r := seatCardRect(s)
	return image.Rect(r.Min.X+8, r.Min.Y+49, r.Min.X+64, r.Min.Y+69)
}

// drawArtIcon paints one tile at scale sc, lit when the player may invoke
// it now.
func drawArtIcon(dst *ebiten.Image, t *Table, ic artIcon, sc float64, lit bool) {
	u := t.ctx.UI
	c := image.Pt(ic.rect.Min.X+ic.rect.Dx()/2, ic.rect.Min.Y+ic.rect.Dy()/2)
	half := int(float64(assets.ArtifactSize)*sc/2) + 3
	halo := image.Rect(c.X-half, c.Y-half, c.X+half, c.Y+half)
	alpha := float32(1)
	switch ic.state {
	case artInUse:
		u.Shapes.RoundRect(dst, halo, 6, color.RGBA{0xFF, 0xD0, 0x60, 0xB0}, game.GiltLight, 1)
	case artBorrowed:
		u.Shapes.RoundRect(dst, halo, 6, color.RGBA{0xC0, 0xA0, 0xFF, 0x90}, game.GiltLight, 1)
		alpha = 0.6
	case artSpent:
		alpha = 0.35
	}
	if lit {
		u.Shapes.RoundRect(dst, halo.Inset(-2), 8, color.RGBA{0xFF, 0xE3, 0x8A, 0x60}, game.GiltLight, 2)
	}
	game.DrawImageAt(dst, t.ctx.Assets.Artifact(ic.art), float64(c.X), float64(c.Y), sc, alpha)
}

// drawSeatMagic adds the magic version to seat s's card: spell count,
// artifacts with their state, the Djinn's ribbon.
func (p *panel) drawSeatMagic(dst *ebiten.Image, t *Table, s int) {
	u := t.ctx.UI
	a := t.ctx.Assets
	v := &t.view
	for _, ic := range seatArtifactIcons(v, s, p.icons[:0]) {
		drawArtIcon(dst, t, ic, seatArtScale, false)
	}
	sc := spellCountRect(s)
	back := a.SpellBack()
	game.DrawImageAt(dst, back, float64(sc.Min.X+10), float64(sc.Min.Y+12), 25/float64(back.Bounds().Dy()), 1)
	u.Text.Draw(dst, game.Itoa(int(v.HandN[s])), a.NumeralFace(game.MinTextSize), float64(sc.Min.X+22), float64(sc.Min.Y+2), game.Left, game.GiltLight)
	if int(v.Djinn) == s {
		dr := djinnRect(s)
		u.Shapes.RoundRect(dst, dr, 9, color.RGBA{0x4A, 0x2A, 0x8A, 0xFF}, game.GiltLight, 1)
		game.DrawTextMiddle(dst, "Djinn", u.Face(game.MinTextSize, true), float64(dr.Min.X+dr.Dx()/2), float64(dr.Min.Y+dr.Dy()/2), game.Center, game.GiltLight)
	}
}

// drawOwnArtifacts paints the viewer's artifacts behind its screen, lit
// where the player may invoke them now (artLit, set by the casting flow).
func (p *panel) drawOwnArtifacts(dst *ebiten.Image, t *Table, s int) {
	for _, ic := range ownArtifactIcons(&t.view, s, p.icons[:0]) {
		drawArtIcon(dst, t, ic, ownArtScale, ic.state == artIdle && t.artLit[ic.art])
	}
}

// artifactAt is the viewer's own artifact type under pt behind its
// screen, for the casting flow (which checks artLit itself). Nothing when
// no screen shows.
func (t *Table) artifactAt(pt image.Point) (engine.Artifact, bool) {
	s := t.S.Viewer
	if !t.handShown(t.S.Prompt().Handoff) {
		return 0, false
	}
	var buf [32]artIcon
	for _, ic := range ownArtifactIcons(&t.view, s, buf[:0]) {
		if pt.In(ic.rect) && ic.state != artBorrowed {
			return ic.art, true
		}
	}
	return 0, false
}

// artifactTip is what hovering a tile says: its power and its state.
func artifactTip(ic artIcon, lit bool) string {
	s := ui.ArtifactPower(ic.art)
	switch {
	case lit:
		s += "\nClick it to use it now."
	case ic.state == artInUse:
		s += "\nIn use this round: it stands in front of the screen until the round ends."
	case ic.state == artBorrowed:
		s += "\nBorrowed with a Parasite for this round."
	case ic.state == artSpent:
		s += "\nNo artifact use left this round."
	}
	return s
}

// updateMagic gives the magic parts of the panel their tooltips and the
// probe its targets: the cards and artifacts the player may use now.
func (p *panel) updateMagic(ctx *game.Context, t *Table) {
	v := &t.view
	if !v.Magic {
		return
	}
	t.registerHandTargets(ctx)
	if t.handShown(t.S.Prompt().Handoff) {
		seen := [engine.NumArtifactTypes]bool{}
		for _, ic := range ownArtifactIcons(v, t.S.Viewer, p.icons[:0]) {
			if ic.state == artIdle && t.artLit[ic.art] && !seen[ic.art] {
				seen[ic.art] = true
				ctx.UI.Target("artifact:"+game.Itoa(int(ic.art)), ic.rect)
			}
		}
	}
	if tip := p.magicTip(t, ctx.In.Mouse); tip != "" {
		ctx.UI.Tip(tip, ctx.In.Mouse)
	}
}

// magicTip is what the magic parts of the panel say about the point pt
// ("" nothing there): an artifact's power and state, a seat's spell-card
// count, the Djinn's ribbon. Only public things, and the viewer's own
// artifacts while its screen shows.
func (p *panel) magicTip(t *Table, pt image.Point) string {
	v := &t.view
	if !v.Magic {
		return ""
	}
	if t.handShown(t.S.Prompt().Handoff) {
		for _, ic := range ownArtifactIcons(v, t.S.Viewer, p.icons[:0]) {
			if pt.In(ic.rect) {
				return artifactTip(ic, ic.state == artIdle && t.artLit[ic.art])
			}
		}
	}
	for s := 0; s < int(v.Players); s++ {
		if !pt.In(seatCardRect(s)) {
			continue
		}
		for _, ic := range seatArtifactIcons(v, s, p.icons[:0]) {
			if pt.In(ic.rect) {
				return artifactTip(ic, false)
			}
		}
		if pt.In(spellCountRect(s)) {
			return spellCountTip(t.S.Name(s), int(v.HandN[s]))
		}
		if int(v.Djinn) == s && pt.In(djinnRect(s)) {
			return t.S.Name(s) + " won the Djinn's House: two artifact uses this round instead of one."
		}
	}
	return ""
}

// spellCountTip says how many spell cards a seat holds.
func spellCountTip(name string, n int) string {
	switch n {
	case 0:
		return name + " holds no spell cards."
	case 1:
		return name + " holds 1 spell card, hidden behind their screen."
	}
	return name + " holds " + game.Itoa(n) + " spell cards, hidden behind their screen."
}
