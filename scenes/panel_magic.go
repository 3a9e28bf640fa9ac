package scenes

import (
	"image"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/board"
	"aladdin/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// The magic version's part of the side panel: on each seat's card its
// spell-card count, its artifacts with those in use this round standing
// out ("in front of the screen") and those it can no longer use this round
// dimmed, the Djinn's House winner; behind the viewer's screen its own
// artifacts, lit when the player may invoke them now. All of it is public
// (D32, D33) except the hand, which hand.go draws.

// ownArtifactIcons lays the viewer's tiles in a row behind its screen.
func ownArtifactIcons(v *engine.View, s int, buf []board.ArtIcon) []board.ArtIcon {
	buf = board.ArtifactIcons(v, s, buf)
	pitch := ownArtPitch
	if n := len(buf); n > 0 {
		pitch = min(pitch, (trayRect.Dx()-28)/n)
	}
	for i := range buf {
		cx := trayRect.Min.X + 14 + i*pitch + ownArtPitch/2
		cy := ownArtCY
		if buf[i].State == board.ArtInUse || buf[i].State == board.ArtBorrowed {
			cy -= 4
		}
		buf[i].Rect = image.Rect(cx-pitch/2, cy-17, cx+pitch/2, cy+17)
	}
	return buf
}

// drawOwnArtifacts paints the viewer's artifacts behind its screen, lit
// where the player may invoke them now (ArtLit, set by the casting flow).
func (p *panel) drawOwnArtifacts(dst *ebiten.Image, t *Table, s int) {
	for _, ic := range ownArtifactIcons(&t.board.View, s, p.icons[:0]) {
		t.board.Cards.DrawArtIcon(dst, ic, ownArtScale, ic.State == board.ArtIdle && t.hand.ArtLit[ic.Art])
	}
}

// artifactAt is the viewer's own artifact type under pt behind its
// screen, for the casting flow (which checks ArtLit itself). Nothing when
// no screen shows.
func (t *Table) artifactAt(pt image.Point) (engine.Artifact, bool) {
	s := t.Game.ViewerSeat()
	if !t.hand.handShown(t.Game.Prompt().Handoff) {
		return 0, false
	}
	var buf [32]board.ArtIcon
	for _, ic := range ownArtifactIcons(&t.board.View, s, buf[:0]) {
		if pt.In(ic.Rect) && ic.State != board.ArtBorrowed {
			return ic.Art, true
		}
	}
	return 0, false
}

// artifactTip is what hovering a tile says: its power and its state.
func artifactTip(ic board.ArtIcon, lit bool) string {
	s := ui.ArtifactPower(ic.Art)
	switch {
	case lit:
		s += "\n" + lang.T("Click it to use it now.")
	case ic.State == board.ArtInUse:
		s += "\n" + lang.T("In use this round: it stands in front of the screen until the round ends.")
	case ic.State == board.ArtBorrowed:
		s += "\n" + lang.T("Borrowed with a Parasite for this round.")
	case ic.State == board.ArtSpent:
		s += "\n" + lang.T("No artifact use left this round.")
	}
	return s
}

// updateMagic gives the magic parts of the panel their tooltips and the
// probe its targets: the cards and artifacts the player may use now.
func (p *panel) updateMagic(ctx *game.Context, t *Table) {
	v := &t.board.View
	if !v.Magic {
		return
	}
	t.hand.registerHandTargets(ctx)
	if t.hand.handShown(t.Game.Prompt().Handoff) {
		seen := [engine.NumArtifactTypes]bool{}
		for _, ic := range ownArtifactIcons(v, t.Game.ViewerSeat(), p.icons[:0]) {
			if ic.State == board.ArtIdle && t.hand.ArtLit[ic.Art] && !seen[ic.Art] {
				seen[ic.Art] = true
				ctx.UI.Target("artifact:"+game.Itoa(int(ic.Art)), ic.Rect)
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
	v := &t.board.View
	if !v.Magic {
		return ""
	}
	if t.hand.handShown(t.Game.Prompt().Handoff) {
		for _, ic := range ownArtifactIcons(v, t.Game.ViewerSeat(), p.icons[:0]) {
			if pt.In(ic.Rect) {
				return artifactTip(ic, ic.State == board.ArtIdle && t.hand.ArtLit[ic.Art])
			}
		}
	}
	for s := 0; s < int(v.Players); s++ {
		if !pt.In(board.SeatCardRect(s)) {
			continue
		}
		for _, ic := range board.SeatArtifactIcons(v, s, p.icons[:0]) {
			if pt.In(ic.Rect) {
				return artifactTip(ic, false)
			}
		}
		if pt.In(board.SpellCountRect(s)) {
			return spellCountTip(t.Game.Name(s), int(v.HandN[s]))
		}
		if int(v.Djinn) == s && pt.In(board.DjinnRect(s)) {
			return lang.T("%s won the Djinn's House: two artifact uses this round instead of one.", t.Game.Name(s))
		}
	}
	return ""
}

// spellCountTip says how many spell cards a seat holds.
func spellCountTip(name string, n int) string {
	if n == 0 {
		return lang.T("%s holds no spell cards.", name)
	}
	return lang.N("%s holds %d spell card, hidden behind their screen.", "%s holds %d spell cards, hidden behind their screen.", n, name, n)
}

// The viewer's own tiles behind its screen.
const (
	ownArtPitch = 38
	ownArtScale = 0.5
)
