package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
	"aladdin/scenes/modes"

	"github.com/hajimehoshi/ebiten/v2"
)

// From the board to the rules: a space's tooltip ends with a line saying
// that a right-click (or F1) on it opens "How to play" at its section.
// Right-click, because the left button places tokens, picks targets and
// drags: a second meaning for it, or a "?" badge on every space, would get
// in the way of play. F1 is the usual help key, and over no space it
// opens the reference at its start.

// rulesLinkLine ends every board space's tooltip; on a touch screen the
// tooltip comes from a long press, and a tap on it opens the rules
// (game/gesture.go).
func rulesLinkLine(u *game.UI) string {
	if u.Touch() {
		return "\n" + lang.T("Tap this note for the rules of this space.")
	}
	return "\n" + lang.T("Right-click (or F1) for the rules of this space.")
}

// rulesSectionAt is the section that explains the board at pt: a room's
// face-up artifact opens the artifacts' powers, a space its own section;
// "" off the spaces.
func (t *Table) rulesSectionAt(pt image.Point) string {
	for r := 0; r < engine.MaxRooms; r++ {
		if t.board.Spots.OnSaleAt(r) != engine.NoArtifact && pt.In(assets.StackRect(r)) {
			return "artifacts"
		}
	}
	return spaceRuleSection(modes.SpaceAt(pt.X, pt.Y))
}

// boardHelp runs in the table's tick, before the mode's input: a
// right-click on a space or F1 opens the reference over the table (which
// stays frozen and untouched until Back), and outside placement the rooms'
// face-up artifacts still say their power when pointed at. It reports
// whether the reference opened.
func (t *Table) boardHelp(ctx *game.Context) bool {
	in := ctx.In
	overBoard := in.In(assets.BoardRect()) && !t.boardCovered(in.Mouse)
	id := ""
	if overBoard {
		id = t.rulesSectionAt(in.Mouse)
	}
	if in.Key(ebiten.KeyF1) || (in.RightClicked && id != "") {
		game.OverlayRules(ctx, id)
		return true
	}
	if overBoard && t.mode != t.modes.Placement && in.Idle() > 24 {
		if tip := t.stackTip(in.Mouse); tip != "" {
			ctx.UI.Tip(tip, in.Mouse)
		}
	}
	return false
}

// boardCovered reports whether a mode's box (a dialog, the round's
// summary, game over) lies over the board at pt: the space below is not
// what the player points at.
func (t *Table) boardCovered(pt image.Point) bool {
	switch t.mode {
	case t.modes.Dialog:
		return pt.In(t.modes.Dialog.Frame())
	case t.modes.Summary:
		return pt.In(modes.RoundTableRect(t.Game.PublicConfig().Players))
	case t.modes.GameOver:
		return pt.In(modes.DialogRect)
	}
	return false
}

// stackTip is what a room's face-up artifact says when pointed at: its
// power, and that it is the one for sale ("" elsewhere).
func (t *Table) stackTip(pt image.Point) string {
	for r := 0; r < engine.MaxRooms; r++ {
		if art := t.board.Spots.OnSaleAt(r); art != engine.NoArtifact && pt.In(assets.StackRect(r)) {
			return forSaleTip(art)
		}
	}
	return ""
}

// spaceRuleSection is the rules book's section that explains a board
// space, by space index (the link from its tooltip); "" for none.
func spaceRuleSection(sp int) string {
	switch {
	case sp >= 0 && sp < assets.NumCaves:
		return "caves"
	case sp == assets.SpaceTent:
		return "tent"
	case sp == assets.SpaceDjinn:
		return "djinn"
	case sp == assets.SpaceMarket:
		return "market"
	case sp == assets.SpaceCaravan:
		return "caravan"
	case sp == assets.SpaceGuard:
		return "guard"
	case sp >= assets.SpaceRoom1 && sp < assets.SpaceRoom1+assets.NumRooms:
		return "rooms"
	}
	return ""
}
