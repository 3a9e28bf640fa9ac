package scenes

import (
	"image"

	"aladdin/assets"
	"aladdin/engine"
	"aladdin/lang"
	"aladdin/scenes/gamelog"
	"aladdin/scenes/modes"
	"aladdin/scenes/ui"
)

// spaceHelp explains what each space does in the basic game, in our own
// words (magicSpaceHelp, help_magic.go, in the magic version).
func spaceHelp(sp int) string {
	switch {
	case sp < engine.NumCaves:
		return lang.T("%s: the strongest player here takes the top shelf, the next strongest the shelf below, and so on. No tokens may go into a cave with no treasure.", lang.Capital(gamelog.PlaceName(engine.Space(sp))))
	case sp == assets.SpaceTent:
		return lang.T("Aladdin's Tent hands out spell cards in the magic version. It is closed in the basic game.")
	case sp == assets.SpaceDjinn:
		return lang.T("The Djinn's House lets one player use two artifacts a round in the magic version. It is closed in the basic game.")
	case sp == assets.SpaceMarket:
		return lang.T("Market: the strongest player may swap one small treasure of theirs for any three small ones from the treasury.")
	case sp == assets.SpaceCaravan:
		return lang.T("Caravanserai: the strongest player hands the camel to anyone, themselves included. The camel's holder goes first and wins ties from the next space on.")
	case sp == assets.SpaceGuard:
		return lang.T("Palace Guard: your strength here must reach the hidden guard's to enter the palace; if it falls short you may pay the difference in treasure. Without a token here you cannot buy this round.")
	case sp >= assets.SpaceRoom1 && sp < assets.SpaceRoom1+assets.NumRooms:
		return lang.T("%s: one artifact is for sale. The strongest player who got into the palace may buy it, paying for each of their tokens here its value in one kind of treasure, a different kind per token. At most 5 of your tokens per room.", lang.WordIn("board", assets.SpaceNames[sp]))
	}
	return ""
}

// spaceHelpIn is a space's help in the version being played: the magic
// version opens the Tent and the Djinn's House and turns the top artifact
// of each room's stack face up.
func spaceHelpIn(sp int, magic bool) string {
	if !magic {
		return spaceHelp(sp)
	}
	switch {
	case sp == assets.SpaceTent:
		return lang.T("Aladdin's Tent: the strongest player here draws two spell cards, keeps one and hands the other to the second strongest (with no second, it is discarded).")
	case sp == assets.SpaceDjinn:
		return lang.T("Djinn's House: the strongest player here may invoke two artifacts this round instead of one.")
	case sp >= assets.SpaceRoom1 && sp < assets.SpaceRoom1+assets.NumRooms:
		return lang.T("%s The tile on top of the stack lies face up: it is the one for sale.", spaceHelp(sp))
	}
	return spaceHelp(sp)
}

// boardTip is the tooltip for a point of the board in the version being
// played: the face-up artifact on a room's stack says its power and that
// it is for sale; anywhere else in a space, the space's help. Each ends
// with the way to its section of the rules (rules_link.go).
func (t *Table) boardTip(at image.Point) string {
	if tip := t.boardTipText(at); tip != "" {
		return tip + rulesLinkLine(t.ctx.UI)
	}
	return ""
}

// forSaleTip is what a room's face-up artifact says.
func forSaleTip(art engine.Artifact) string {
	return lang.T("For sale here: %s One artifact a round may be invoked (two by the Djinn's favourite).", ui.ArtifactPower(art))
}

// boardTipText is boardTip without the rules link.
func (t *Table) boardTipText(at image.Point) string {
	for r := 0; r < engine.MaxRooms; r++ {
		if art := t.board.Spots.OnSaleAt(r); art != engine.NoArtifact && at.In(assets.StackRect(r)) {
			return forSaleTip(art)
		}
	}
	sp := modes.SpaceAt(at.X, at.Y)
	if sp < 0 {
		return ""
	}
	if sp >= assets.SpaceRoom1 && sp < assets.SpaceRoom1+assets.NumRooms {
		if art := t.board.Spots.OnSaleAt(sp - assets.SpaceRoom1); art != engine.NoArtifact {
			return lang.T("%s Now: %s", spaceHelpIn(sp, true), ui.ArtifactPower(art))
		}
	}
	return spaceHelpIn(sp, t.board.View.Magic)
}
