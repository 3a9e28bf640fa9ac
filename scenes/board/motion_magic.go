package board

import (
	"aladdin/assets"
	"aladdin/engine"
	"image"
)

var magicMotions = motions{
	engine.EvArtifactShown: {
		flight: turnRoomTile,
	},
	engine.EvSpellsShuffled: {
		flight: shuffleDeck,
	},
	engine.EvSpellDrawn: {
		flight: flySpellCard,
	},
	engine.EvSpellGiven: {
		flight: flySpellCard,
	},
	engine.EvSpellKept: {
		flight: flySpellCard,
	},
	engine.EvSpellDiscarded: {
		flight: fadeDiscard,
	},
	engine.EvDjinn: {
		flight:    glowDjinnWinner,
		overPanel: glowSeatOf,
	},
	engine.EvArtifactInvoked: {
		stage:     flyInvokedArtifact,
		overPanel: glowSeatOf,
	},
	engine.EvSpellPlayed: {
		stage:     flyCastCard,
		overPanel: glowSeatOf,
	},
	engine.EvPlayCancelled: {
		stage: strikePlay,
	},
	engine.EvPlayFizzled: {
		stage: strikePlay,
	},
	engine.EvCarpetLaid: {
		flight: layCarpet,
	},
	engine.EvDoubled: {
		flight: placeDouble,
	},
	engine.EvTokenMoved: {
		flight:     moveToken,
		drawsToken: liftsMovedToken,
	},
	engine.EvTokenFlipped: {
		drawsToken: flipBySpell,
	},
	engine.EvTreasureGiven: {
		flight: flyTreasureGiven,
	},
	engine.EvBankTaken: {
		flight: flyBankTaken,
	},
	engine.EvCaveClosed: {
		liftsShelf: true,
		flight:     flyShelf(true),
	},
	engine.EvArtifactSwapped: {
		flight: swapArtifacts,
	},
	engine.EvStackSearched: {
		flight: glowSearchedStack,
	},
	engine.EvTieBroken: {
		stage:     showScrolls,
		overPanel: glowTiedSeats,
	},
}

// PlayCaption puts (s, a sentence already) a caption just above a play's card or tile where it
// shows (below it when the card stands at the board's top).
func (b *Board) PlayCaption(s string, pl engine.Play, scale float64) {
	half := int(float64(assets.SpellH) * scale / 2)
	if pl.Spell == engine.NoSpell {
		half = int(float64(assets.ArtifactSize+2*assets.PieceMargin) * scale / 2)
	}
	w := int(float64(assets.SpellW) * scale / 2)
	b.CaptionAbove(s, OnBoard(b.Spots.playSpot(pl, 0), w, half), half)
}

// CaptionAbove shows a caption (a sentence already) over a point, clear of a picture of half
// height half centred there.
func (s *Stage) CaptionAbove(text string, at image.Point, half int) {
	y := at.Y - half - 26
	if y < 60 {
		y = at.Y + half + 26
	}
	s.Caption, s.CaptionAt = text, image.Pt(at.X, y)
}
