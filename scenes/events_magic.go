package scenes

import (
	"aladdin/engine"
	"aladdin/game"
	"aladdin/lang"
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
			return lang.T("The spell cards are shuffled into a new deck"), engine.AladdinsTent
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
				return lang.T("%s draws two spell cards", t.Who(int(e.Seat))), engine.AladdinsTent
			}
			return lang.T("%s draws a spell card", t.Who(int(e.Seat))), engine.AladdinsTent
		},
	},
	engine.EvSpellGiven: {
		ticks: 34,
		sound: always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s hands the other card to %s", t.Who(int(e.Seat)), t.Who(int(e.Recipient()))), engine.AladdinsTent
		},
	},
	engine.EvSpellKept: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s keeps one of the two cards", t.Who(int(e.Seat))), engine.AladdinsTent
		},
	},
	engine.EvSpellDiscarded: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			if e.Reason == engine.ReasonTentSpare {
				return lang.T("Nobody to hand it to: %s is discarded", gamelog.SpellName(e.Spell)), engine.AladdinsTent
			}
			return lang.T("%s is discarded", gamelog.SpellName(e.Spell)), engine.AladdinsTent
		},
	},
	engine.EvDjinn: {
		ticks: 40,
		sound: always(game.SoundChime),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s may invoke two artifacts this round", t.Who(int(e.Seat))), engine.DjinnsHouse
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
			t.board.PlayCaption(gamelog.Sentence(lang.T("%s invokes %s", t.Who(int(e.Seat)), gamelog.ArtifactName(e.Artifact))), pl, 1.6)
		},
	},
	engine.EvSpellPlayed: {
		ticks: 60,
		sound: always(game.SoundFlip),
		begins: func(t *stagehand, e engine.Event) {
			t.board.PlayCaption(gamelog.Sentence(lang.T("%s casts %s", t.Who(int(e.Seat)), gamelog.SpellName(e.Spell))), t.board.Spots.EventPlay(e), board.ShownCardScale)
		},
	},
	engine.EvPlayCancelled: {
		ticks: 40,
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.Spots.EventPlay(e)
			t.board.PlayCaption(gamelog.Sentence(lang.T("%s's %s is countered", t.Who(int(e.Seat)), gamelog.PlayName(e))), pl, board.PlayScale(pl))
		},
	},
	engine.EvPlayResolved: {
		ticks: 12,
	},
	engine.EvPlayFizzled: {
		ticks: 36,
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.Spots.EventPlay(e)
			t.board.PlayCaption(gamelog.Sentence(lang.T("%s's %s finds nothing to do", t.Who(int(e.Seat)), gamelog.PlayName(e))), pl, board.PlayScale(pl))
		},
	},
	engine.EvCarpetLaid: {
		ticks:     36,
		tellAt:    0.8, // the carpet is coming down on its space
		landSound: always(game.SoundPlace),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s's Flying Carpet lands here, worth %d", t.Who(int(e.Seat)), e.Value), e.Space
		},
	},
	engine.EvDoubled: {
		ticks:     36,
		tellAt:    0.8,
		landSound: always(game.SoundPlace),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s's Double copies a %d", t.Who(int(e.Seat)), e.Value), e.Space
		},
	},
	engine.EvTokenMoved: {
		ticks:     36,
		tellAt:    0.8, // the token is arriving
		landSound: always(game.SoundPlace),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s's token moves here", t.Who(int(e.Seat))), e.To
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
			r.Spent[e.Seat] += e.Worth()
			r.Treasure[e.Recipient()] += e.Worth()
		},
	},
	engine.EvBankTaken: {
		ticks:   30,
		tellAt:  0.8,
		groups:  func(a, b engine.Event) bool { return a.Seat == b.Seat },
		stagger: 4,
		sound:   always(game.SoundCoins),
		gains:   func(r *roundStats, e engine.Event) { r.Treasure[e.Seat] += int(e.Small) + 3*int(e.Large) },
	},
	engine.EvCaveClosed: {
		ticks:  30,
		groups: sameKind, // the cave's shelves empty together
		sound:  always(game.SoundCoins),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("No treasure here this round"), e.Space
		},
	},
	engine.EvArtifactSwapped: {
		ticks:  44,
		tellAt: 0.8,
		sound:  always(game.SoundFlip),
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s swaps %s for %s", t.Who(int(e.Seat)), gamelog.ArtifactName(e.Artifact), gamelog.ArtifactName(e.Artifact2)), e.Space
		},
	},
	engine.EvStackSearched: {
		ticks: 40,
		caption: func(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
			return lang.T("%s looks through the stack", t.Who(int(e.Seat))), e.Space
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
			t.board.CaptionAbove(gamelog.Sentence(lang.T("Scrolls break the tie: %s", t.words.SeatList(e.Winners))), board.BoardMiddle(), 80)
		},
	},
}

// modifierCaption says in a few words how a spell changes the round.
func modifierCaption(t *gamelog.Teller, e engine.Event) (string, engine.Space) {
	who := t.Who(int(e.Seat))
	switch e.Spell {
	case engine.Spy:
		return lang.T("Everyone but %s places face up", who), engine.Market
	case engine.Taboo:
		return lang.T("No more tokens here this round"), e.Space
	case engine.LastFirst:
		return lang.T("From now on 9 counts 1 and 1 counts 9"), engine.Market
	case engine.Smuggler:
		return lang.T("%s is strongest in every empty city space", who), engine.Market
	case engine.Abracadabra:
		return lang.T("%s may take any tile here", who), e.Space
	case engine.Parasite:
		return lang.T("%s borrows %s", who, gamelog.ArtifactName(e.Artifact)), engine.Market
	}
	return lang.T("%s holds for the round", gamelog.SpellName(e.Spell)), engine.Market
}
