package scenes

import (
	"fmt"
	"strings"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/board"
	"aladdin/scenes/ui"
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
		log:     logArtifactShown,
	},
	engine.EvSpellsShuffled: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return "The spell cards are shuffled into a new deck", engine.AladdinsTent
		},
		log: func(t *teller, e engine.Event) {
			t.log.add(-1, "The spent spell cards are shuffled into a new deck of %d.", e.Cards())
		},
	},
	engine.EvSpellDrawn: {
		ticks: 30,
		// The Tent's two cards come off the deck together.
		groups:  func(a, b engine.Event) bool { return a.Amount == 2 && b.Amount == 2 && a.Seat == b.Seat },
		stagger: 8,
		sound:   always(game.SoundFlip),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			if e.FromTent() {
				return t.who(int(e.Seat)) + " draws two spell cards", engine.AladdinsTent
			}
			return t.who(int(e.Seat)) + " draws a spell card", engine.AladdinsTent
		},
		log: func(t *teller, e engine.Event) {
			who := t.who(int(e.Seat))
			where := ""
			if e.FromTent() {
				where = " at Aladdin's Tent, one of two to choose from"
			}
			t.logSecret(e, e.Spell != engine.NoSpell,
				fmt.Sprintf("%s draws a spell card%s.", who, where),
				fmt.Sprintf("%s draws %s%s.", who, spellName(e.Spell), where))
		},
	},
	engine.EvSpellGiven: {
		ticks: 34,
		sound: always(game.SoundFlip),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " hands the other card to " + t.who(int(e.Recipient())), engine.AladdinsTent
		},
		log: func(t *teller, e engine.Event) {
			who, to := t.who(int(e.Seat)), t.who(int(e.Recipient()))
			t.logSecret(e, e.Spell != engine.NoSpell,
				fmt.Sprintf("%s gives %s the other card from Aladdin's Tent.", who, to),
				fmt.Sprintf("%s gives %s the other card from Aladdin's Tent: %s.", who, to, spellName(e.Spell)))
		},
	},
	engine.EvSpellKept: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " keeps one of the two cards", engine.AladdinsTent
		},
		log: func(t *teller, e engine.Event) {
			who := t.who(int(e.Seat))
			t.logSecret(e, e.Spell != engine.NoSpell,
				fmt.Sprintf("%s keeps one of the two cards from Aladdin's Tent.", who),
				fmt.Sprintf("%s keeps %s from Aladdin's Tent.", who, spellName(e.Spell)))
		},
	},
	engine.EvSpellDiscarded: {
		ticks: 30,
		sound: always(game.SoundFlip),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			if e.Reason == engine.ReasonTentSpare {
				return "Nobody to hand it to: " + spellName(e.Spell) + " is discarded", engine.AladdinsTent
			}
			return spellName(e.Spell) + " is discarded", engine.AladdinsTent
		},
		log: func(t *teller, e engine.Event) {
			if e.Reason == engine.ReasonTentSpare {
				t.log.add(-1, "Nobody else was at Aladdin's Tent: %s goes to the discard pile.", spellName(e.Spell))
				return
			}
			t.log.add(-1, "%s goes to the discard pile.", spellName(e.Spell))
		},
	},
	engine.EvDjinn: {
		ticks: 40,
		sound: always(game.SoundChime),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " may invoke two artifacts this round", engine.DjinnsHouse
		},
		log: func(t *teller, e engine.Event) { t.seatSays(e, "The Djinn lets %s invoke two artifacts this round.") },
	},
	// The windows' asking shows nothing on the board (the players asked
	// see their own prompt; the log keeps the passes): a tick or two
	// each, so a tally's many windows do not drag it out (a round-3 tally
	// between Normal bots asks some 15 windows and 25 passes).
	engine.EvWindowOpened: {ticks: 2, log: logWindowOpened},
	engine.EvWindowClosed: {
		ticks: 2,
		log:   func(t *teller, e engine.Event) { t.log.add(-1, "No more spells or artifacts for now.") },
	},
	engine.EvPassed: {
		ticks: 2,
		log:   func(t *teller, e engine.Event) { t.seatSays(e, "%s passes.") },
	},
	engine.EvResolving: {
		ticks: 3,
		log: func(t *teller, e engine.Event) {
			if e.Plays() == 1 {
				t.log.add(-1, "The play takes effect.")
				return
			}
			t.log.add(-1, "The %d plays take effect in turn, from the camel's holder on.", e.Plays())
		},
	},
	engine.EvArtifactInvoked: {
		ticks: 50,
		sound: always(game.SoundChime),
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.EventPlay(e)
			t.board.PlayCaption(sentence(t.who(int(e.Seat))+" invokes "+artifactName(e.Artifact)), pl, 1.6)
		},
		log: func(t *teller, e engine.Event) {
			who := t.who(int(e.Seat))
			if e.Artifact == engine.FlyingCarpet {
				t.log.add(int(e.Seat), "%s invokes the Flying Carpet for %s.", who, spaceName(e.Space))
				return
			}
			t.log.add(int(e.Seat), "%s invokes %s.", who, artifactName(e.Artifact))
		},
	},
	engine.EvSpellPlayed: {
		ticks: 60,
		sound: always(game.SoundFlip),
		begins: func(t *stagehand, e engine.Event) {
			t.board.PlayCaption(sentence(t.who(int(e.Seat))+" casts "+spellName(e.Spell)), t.board.EventPlay(e), board.ShownCardScale)
		},
		log: func(t *teller, e engine.Event) { t.seatSays(e, "%s casts %s.", spellName(e.Spell)) },
	},
	engine.EvPlayCancelled: {
		ticks: 40,
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.EventPlay(e)
			t.board.PlayCaption(sentence(t.who(int(e.Seat))+"'s "+playName(e)+" is countered"), pl, board.PlayScale(pl))
		},
		log: func(t *teller, e engine.Event) { t.seatSays(e, "%s's %s is countered and does nothing.", playName(e)) },
	},
	engine.EvPlayResolved: {
		ticks: 12,
		log:   func(t *teller, e engine.Event) { t.seatSays(e, "%s's %s has taken effect.", playName(e)) },
	},
	engine.EvPlayFizzled: {
		ticks: 36,
		begins: func(t *stagehand, e engine.Event) {
			pl := t.board.EventPlay(e)
			t.board.PlayCaption(sentence(t.who(int(e.Seat))+"'s "+playName(e)+" finds nothing to do"), pl, board.PlayScale(pl))
		},
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s's %s finds its target gone and does nothing.", playName(e))
		},
	},
	engine.EvCarpetLaid: {
		ticks:     36,
		tellAt:    0.8, // the carpet is coming down on its space
		landSound: always(game.SoundPlace),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + "'s Flying Carpet lands here, worth " + game.Itoa(int(e.Value)), e.Space
		},
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s's Flying Carpet lies on %s, counting %d.", spaceName(e.Space), e.Value)
		},
	},
	engine.EvDoubled: {
		ticks:     36,
		tellAt:    0.8,
		landSound: always(game.SoundPlace),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + "'s Double copies a " + game.Itoa(int(e.Value)), e.Space
		},
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s's Double copies a token on %s, counting %d.", spaceName(e.Space), e.Value)
		},
	},
	engine.EvTokenMoved: {
		ticks:     36,
		tellAt:    0.8, // the token is arriving
		landSound: always(game.SoundPlace),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + "'s token moves here", e.To
		},
		log: func(t *teller, e engine.Event) {
			who, from, to := t.who(int(e.Seat)), spaceName(e.Space), spaceName(e.To)
			t.logSecret(e, e.Value > 0,
				fmt.Sprintf("%s's token moves from %s to %s.", who, from, to),
				fmt.Sprintf("%s's %d moves from %s to %s.", who, e.Value, from, to))
		},
	},
	engine.EvTokenFlipped: {
		ticks:  24,
		tellAt: 0.5, // the token's face comes round
		sound:  always(game.SoundFlip),
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s's token on %s is turned face up: a %d.", spaceName(e.Space), e.Value)
		},
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
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s gives %s %s.", t.who(int(e.Recipient())), worthOf(e.Worth(), e.Kind))
		},
	},
	engine.EvBankTaken: {
		ticks:   30,
		tellAt:  0.8,
		groups:  func(a, b engine.Event) bool { return a.Seat == b.Seat },
		stagger: 4,
		sound:   always(game.SoundCoins),
		gains:   func(r *roundStats, e engine.Event) { r.treasure[e.Seat] += int(e.Small) + 3*int(e.Large) },
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s takes %s from the bank.", piecesOf(int(e.Small), int(e.Large), e.Kind))
		},
	},
	engine.EvCaveClosed: {
		ticks:  30,
		groups: sameKind, // the cave's shelves empty together
		sound:  always(game.SoundCoins),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return "No treasure here this round", e.Space
		},
		log: func(t *teller, e engine.Event) {
			if e.Shelf == 0 { // one line for the cave, not one per shelf
				t.log.add(-1, "%s is closed this round; its treasure goes back to the bank.", spaceName(e.Space))
			}
		},
	},
	engine.EvArtifactSwapped: {
		ticks:  44,
		tellAt: 0.8,
		sound:  always(game.SoundFlip),
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " swaps " + artifactName(e.Artifact) + " for " + artifactName(e.Artifact2), e.Space
		},
		log: func(t *teller, e engine.Event) {
			t.seatSays(e, "%s gives %s to %s and takes %s.", artifactName(e.Artifact), spaceName(e.Space), artifactName(e.Artifact2))
		},
	},
	engine.EvStackSearched: {
		ticks: 40,
		caption: func(t *teller, e engine.Event) (string, engine.Space) {
			return t.who(int(e.Seat)) + " looks through the stack", e.Space
		},
		log: func(t *teller, e engine.Event) {
			who, room := t.who(int(e.Seat)), spaceName(e.Space)
			// Outside the audience the tiles come blank (NoArtifact).
			t.logSecret(e, e.Arts[0] != engine.NoArtifact,
				fmt.Sprintf("%s looks through the stack in %s.", who, room),
				fmt.Sprintf("%s looks through the stack in %s: %s, from the bottom up.", who, room, artifactList(e.Arts[:min(e.Searched(), len(e.Arts))])))
		},
	},
	engine.EvModifier: {
		ticks:   44,
		sound:   always(game.SoundChime),
		caption: modifierCaption,
		log:     logModifier,
	},
	engine.EvArtifactsBack: {
		ticks:  12,
		groups: sameKind, // every seat's at once, as the round ends
		log:    func(t *teller, e engine.Event) { t.seatSays(e, "%s takes back the artifacts they used this round.") },
	},
	engine.EvTieBroken: {
		ticks: 120,
		sound: always(game.SoundChime),
		begins: func(t *stagehand, e engine.Event) {
			t.board.CaptionAbove(sentence("Scrolls break the tie: "+t.words.seatList(e.Winners)), board.BoardMiddle(), 80)
		},
		log: func(t *teller, e engine.Event) {
			t.log.add(-1, "%s tie for the most artifacts; their Scrolls decide for %s.", t.seatList(e.TiedSeats()), t.seatList(e.Winners))
		},
	},
}

// modifierCaption says in a few words how a spell changes the round.
func modifierCaption(t *teller, e engine.Event) (string, engine.Space) {
	who := t.who(int(e.Seat))
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
		return who + " borrows " + artifactName(e.Artifact), engine.Market
	}
	return spellName(e.Spell) + " holds for the round", engine.Market
}

// logSecret writes a line whose detail only the event's audience may read:
// detailed is their form and hidden everyone else's. An event that came to
// the table without its detail (the screen's viewer was not in its
// audience) writes the hidden form alone.
func (t *teller) logSecret(e engine.Event, shown bool, hidden, detailed string) {
	switch {
	case !shown:
		t.log.add(int(e.Seat), "%s", hidden)
	case e.Audience == engine.Everyone:
		t.log.add(int(e.Seat), "%s", detailed)
	default:
		t.log.addPrivate(int(e.Seat), e.Audience, hidden, detailed)
	}
}

// logArtifactShown says which artifact now lies face up on a room's stack.
func logArtifactShown(t *teller, e engine.Event) {
	art, room := artifactName(e.Artifact), spaceName(e.Space)
	if e.WentUnder() { // a Mirage sent the known bottom tile under the stack
		t.log.add(-1, "%s now lies face up on the stack in %s; %s goes to the bottom.", art, room, artifactName(e.Artifact2))
		return
	}
	t.log.add(-1, "%s now lies face up on the stack in %s.", art, room)
}

// logWindowOpened says when players may answer with spells and artifacts.
func logWindowOpened(t *teller, e engine.Event) {
	switch e.Window() {
	case engine.WinPlacement:
		t.log.add(-1, "Spells and artifacts may answer %s's placement.", t.who(int(e.Seat)))
	case engine.WinSpace:
		t.log.add(-1, "Before %s is settled, spells and artifacts may be played.", spaceName(e.Space))
	default:
		t.log.add(-1, "Spells and artifacts may be played now.")
	}
}

// logModifier says how a spell changes the rest of the round.
func logModifier(t *teller, e engine.Event) {
	p := int(e.Seat)
	who := t.who(p)
	switch e.Spell {
	case engine.Spy:
		t.log.add(p, "For the rest of the round, everyone but %s places tokens face up.", who)
	case engine.Taboo:
		t.log.add(p, "No more tokens may be placed on %s this round.", spaceName(e.Space))
	case engine.LastFirst:
		t.log.add(p, "Until the round ends, 9-tokens count 1 and 1-tokens count 9.")
	case engine.Smuggler:
		t.log.add(p, "%s counts as the strongest in every empty city space.", who)
	case engine.Abracadabra:
		t.log.add(p, "When %s buys in %s, they may take any artifact of its stack.", who, spaceName(e.Space))
	case engine.Parasite:
		t.log.add(p, "%s borrows the power of %s this round.", who, artifactName(e.Artifact))
	default:
		t.log.add(p, "%s's %s holds for the rest of the round.", who, spellName(e.Spell))
	}
}

// spellName names a spell card ("a spell card" for one not shown).
func spellName(sp engine.Spell) string { return sp.String() }

// artifactName names an artifact in running text: "Aladdin's Lamp", "the
// Key".
func artifactName(a engine.Artifact) string {
	if a >= engine.NumArtifactTypes {
		return "an artifact"
	}
	name := a.String()
	if strings.Contains(name, "'s ") {
		return name
	}
	return "the " + name
}

// artifactList names artifacts in order: "the Key, the Scroll and Aladdin's
// Lamp" (gaps left out).
func artifactList(arts []engine.Artifact) string {
	var names []string
	for _, a := range arts {
		if a != engine.NoArtifact {
			names = append(names, artifactName(a))
		}
	}
	return ui.AndList(names)
}

// playName names the card or tile of a play.
func playName(e engine.Event) string {
	if e.Spell != engine.NoSpell {
		return spellName(e.Spell)
	}
	return strings.TrimPrefix(artifactName(e.Artifact), "the ")
}

// seatList names the seats of a mask: "Yellow, Green and Blue".
func (t *teller) seatList(mask uint8) string {
	var names []string
	for s := 0; s < t.S.PublicConfig().Players; s++ {
		if mask&(1<<s) != 0 {
			names = append(names, t.who(s))
		}
	}
	return ui.AndList(names)
}
