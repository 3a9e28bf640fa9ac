package scenes

import (
	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/gamelog"
)

// magicEvents are the magic version's: spell cards drawn, given and cast,
// artifacts invoked, the windows in which players may answer, and what
// the spells do. Each has its length, sound, caption and movement
// (flights_magic.go) besides its log lines. A caption never names what
// the whole table may not see: a spell card is named once it is cast.
var magicEvents = kinds{
	engine.EvArtifactShown: {
		ticks: 34,
		// At the round's start every room turns its tile at once.
		groups:  sameKind,
		stagger: 4,
		tellAt:  0.5, // the tile's face comes round
		sound:   always(game.SoundFlip),
	},
	engine.EvSpellsShuffled: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return "The spell cards are shuffled into a new deck", engine.AladdinsTent
		},
	},
	engine.EvSpellDrawn: {
		ticks: 30,
		// The Tent's two cards come off the deck together.
		groups:  func(a, b engine.Event) bool { return a.Amount == 2 && b.Amount == 2 && a.Seat == b.Seat },
		stagger: 8,
		sound:   always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			if e.FromTent() {
				return t.Who(int(e.Seat)) + " draws two spell cards", engine.AladdinsTent
			}
			return t.Who(int(e.Seat)) + " draws a spell card", engine.AladdinsTent
		},
	},
	engine.EvSpellGiven: {
		ticks: 34,
		sound: always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + " hands the other card to " + t.Who(int(e.Recipient())), engine.AladdinsTent
		},
	},
	engine.EvSpellKept: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + " keeps one of the two cards", engine.AladdinsTent
		},
	},
	engine.EvSpellDiscarded: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			if e.Reason == engine.ReasonTentSpare {
				return "Nobody to hand it to: " + gamelog.SpellName(e.Spell) + " is discarded", engine.AladdinsTent
			}
			return gamelog.SpellName(e.Spell) + " is discarded", engine.AladdinsTent
		},
	},
	engine.EvDjinn: {
		ticks: 40,
		sound: always(game.SoundChime),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + " may invoke two artifacts this round", engine.DjinnsHouse
		},
	},
	// The windows' asking shows nothing on the board (the players asked
	// see their own prompt; the log keeps the passes): a tick or two
	// each, so a tally's many windows do not drag it out (a round-3 tally
	// between Normal bots asks some 15 windows and 25 passes).
	engine.EvWindowOpened: {ticks: 2},
	engine.EvWindowClosed: {
		ticks: 2,
	},
	engine.EvPassed: {
		ticks: 2,
	},
	engine.EvResolving: {
		ticks: 3,
	},
	engine.EvArtifactInvoked: {
		ticks: 50,
		sound: always(game.SoundChime),
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.Spots.EventPlay(e)
			t.board.PlayCaption(gamelog.Sentence(t.Who(int(e.Seat))+" invokes "+gamelog.ArtifactName(e.Artifact)), pl, 1.6)
		},
	},
	engine.EvSpellPlayed: {
		ticks: 60,
		sound: always(game.SoundFlip),
		begins: func(t *stagehand, e engine.Event) {
			t.board.PlayCaption(gamelog.Sentence(t.Who(int(e.Seat))+" casts "+gamelog.SpellName(e.Spell)), t.board.Spots.EventPlay(e), board.ShownCardScale)
		},
	},
	engine.EvPlayCancelled: {
		ticks: 40,
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.Spots.EventPlay(e)
			t.board.PlayCaption(gamelog.Sentence(t.Who(int(e.Seat))+"'s "+gamelog.PlayName(e)+" is countered"), pl, board.PlayScale(pl))
		},
	},
	engine.EvPlayResolved: {
		ticks: 12,
	},
	engine.EvPlayFizzled: {
		ticks: 36,
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.Spots.EventPlay(e)
			t.board.PlayCaption(gamelog.Sentence(t.Who(int(e.Seat))+"'s "+gamelog.PlayName(e)+" finds nothing to do"), pl, board.PlayScale(pl))
		},
	},
	engine.EvCarpetLaid: {
		ticks:     36,
		tellAt:    0.8, // the carpet is coming down on its space
		landSound: always(game.SoundPlace),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + "'s Flying Carpet lands here, worth " + game.Itoa(int(e.Value)), e.Space
		},
	},
	engine.EvDoubled: {
		ticks:     36,
		tellAt:    0.8,
		landSound: always(game.SoundPlace),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + "'s Double copies a " + game.Itoa(int(e.Value)), e.Space
		},
	},
	engine.EvTokenMoved: {
		ticks:     36,
		tellAt:    0.8, // the token is arriving
		landSound: always(game.SoundPlace),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + "'s token moves here", e.To
		},
	},
	engine.EvTokenFlipped: {
		ticks:  24,
		tellAt: 0.5, // the token's face comes round
		sound:  always(game.SoundFlip),
	},
	engine.EvTreasureGiven: {
		ticks:   36,
		tellAt:  0.8,
		groups:  func(a, b engine.Event) bool { return a.Seat == b.Seat && a.Target == b.Target },
		stagger: 4,
		sound:   always(game.SoundCoins),
		gains: func(r *roundStats, e engine.Event) {
			r.spent[e.Seat] += e.Worth()
			r.treasure[e.Recipient()] += e.Worth()
		},
	},
	engine.EvBankTaken: {
		ticks:   30,
		tellAt:  0.8,
		groups:  func(a, b engine.Event) bool { return a.Seat == b.Seat },
		stagger: 4,
		sound:   always(game.SoundCoins),
		gains:   func(r *roundStats, e engine.Event) { r.treasure[e.Seat] += int(e.Small) + 3*int(e.Large) },
	},
	engine.EvCaveClosed: {
		ticks:  30,
		groups: sameKind, // the cave's shelves empty together
		sound:  always(game.SoundCoins),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return "No treasure here this round", e.Space
		},
	},
	engine.EvArtifactSwapped: {
		ticks:  44,
		tellAt: 0.8,
		sound:  always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + " swaps " + gamelog.ArtifactName(e.Artifact) + " for " + gamelog.ArtifactName(e.Artifact2), e.Space
		},
	},
	engine.EvStackSearched: {
		ticks: 40,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return t.Who(int(e.Seat)) + " looks through the stack", e.Space
		},
	},
	engine.EvModifier: {
		ticks:   44,
		sound:   always(game.SoundChime),
		caption: modifierCaption,
	},
	engine.EvArtifactsBack: {
		ticks:  12,
		groups: sameKind, // every seat's at once, as the round ends
	},
	engine.EvTieBroken: {
		ticks: 120,
		sound: always(game.SoundChime),
		begins: func(t *stagehand, e engine.Event) {
			t.board.CaptionAbove(gamelog.Sentence("Scrolls break the tie: "+t.words.SeatList(e.Winners)), board.BoardMiddle(), 80)
		},
	},
}

// modifierCaption says in a few words how a spell changes the round.
func modifierCaption(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
	who := t.Who(int(e.Seat))
	switch e.Spell {
	case engine.Spy:
		return "Everyone but " + who + " places face up", engine.Market
	case engine.Taboo:
		return "No more tokens here this round", e.Space
	case engine.LastFirst:
		return "From now on 9 counts 1 and 1 counts 9", engine.Market
	case engine.Smuggler:
		return who + " is strongest in every empty city space", engine.Market
	case engine.Abracadabra:
		return who + " may take any tile here", e.Space
	case engine.Parasite:
		return who + " borrows " + gamelog.ArtifactName(e.Artifact), engine.Market
	}
	return gamelog.SpellName(e.Spell) + " holds for the round", engine.Market
}
