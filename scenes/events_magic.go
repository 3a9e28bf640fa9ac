package scenes

import (
	"fmt"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
)

// magicEvents are the magic version's: spell cards drawn, given and cast,
// artifacts invoked, the windows in which players may answer, and what
// the spells do. For now each has a length and its log lines; the magic
// screens add their sounds, captions and flights.
var magicEvents = kinds{
	engine.EvArtifactShown: {ticks: 34, log: logArtifactShown},
	engine.EvSpellsShuffled: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			t.log.add(-1, "The spent spell cards are shuffled into a new deck of %d.", e.Amount)
		},
	},
	engine.EvSpellDrawn: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			who := t.who(int(e.Seat))
			where := ""
			if e.Amount == 2 {
				where = " at Aladdin's Tent, one of two to choose from"
			}
			t.logSecret(e, e.Spell != engine.NoSpell,
				fmt.Sprintf("%s draws a spell card%s.", who, where),
				fmt.Sprintf("%s draws %s%s.", who, spellName(e.Spell), where))
		},
	},
	engine.EvSpellGiven: {
		ticks: 34,
		log: func(t *Table, e engine.Event) {
			who, to := t.who(int(e.Seat)), t.who(int(e.Target))
			t.logSecret(e, e.Spell != engine.NoSpell,
				fmt.Sprintf("%s gives %s the other card from Aladdin's Tent.", who, to),
				fmt.Sprintf("%s gives %s the other card from Aladdin's Tent: %s.", who, to, spellName(e.Spell)))
		},
	},
	engine.EvSpellKept: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			who := t.who(int(e.Seat))
			t.logSecret(e, e.Spell != engine.NoSpell,
				fmt.Sprintf("%s keeps one of the two cards from Aladdin's Tent.", who),
				fmt.Sprintf("%s keeps %s from Aladdin's Tent.", who, spellName(e.Spell)))
		},
	},
	engine.EvSpellDiscarded: {
		ticks: 24,
		log: func(t *Table, e engine.Event) {
			if e.Reason == engine.ReasonTentSpare {
				t.log.add(-1, "Nobody else was at Aladdin's Tent: %s goes to the discard pile.", spellName(e.Spell))
				return
			}
			t.log.add(-1, "%s goes to the discard pile.", spellName(e.Spell))
		},
	},
	engine.EvDjinn: {
		ticks: 30,
		log:   func(t *Table, e engine.Event) { t.seatSays(e, "The Djinn lets %s invoke two artifacts this round.") },
	},
	engine.EvWindowOpened: {ticks: 10, log: logWindowOpened},
	engine.EvWindowClosed: {
		ticks: 10,
		log:   func(t *Table, e engine.Event) { t.log.add(-1, "No more spells or artifacts for now.") },
	},
	engine.EvPassed: {
		ticks: 16,
		log:   func(t *Table, e engine.Event) { t.seatSays(e, "%s passes.") },
	},
	engine.EvResolving: {
		ticks: 10,
		log: func(t *Table, e engine.Event) {
			if e.Amount == 1 {
				t.log.add(-1, "The play takes effect.")
				return
			}
			t.log.add(-1, "The %d plays take effect in turn, from the camel's holder on.", e.Amount)
		},
	},
	engine.EvArtifactInvoked: {
		ticks: 40,
		log: func(t *Table, e engine.Event) {
			who := t.who(int(e.Seat))
			if e.Artifact == engine.FlyingCarpet {
				t.log.add(int(e.Seat), "%s invokes the Flying Carpet for %s.", who, spaceName(e.Space))
				return
			}
			t.log.add(int(e.Seat), "%s invokes %s.", who, artifactName(e.Artifact))
		},
	},
	engine.EvSpellPlayed: {
		ticks: 44,
		log:   func(t *Table, e engine.Event) { t.seatSays(e, "%s casts %s.", spellName(e.Spell)) },
	},
	engine.EvPlayCancelled: {
		ticks: 34,
		log:   func(t *Table, e engine.Event) { t.seatSays(e, "%s's %s is countered and does nothing.", playName(e)) },
	},
	engine.EvPlayResolved: {
		ticks: 20,
		log:   func(t *Table, e engine.Event) { t.seatSays(e, "%s's %s has taken effect.", playName(e)) },
	},
	engine.EvPlayFizzled: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s's %s finds its target gone and does nothing.", playName(e))
		},
	},
	engine.EvCarpetLaid: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s's Flying Carpet lies on %s, counting %d.", spaceName(e.Space), e.Value)
		},
	},
	engine.EvDoubled: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s's Double copies a token on %s, counting %d.", spaceName(e.Space), e.Value)
		},
	},
	engine.EvTokenMoved: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			who, from, to := t.who(int(e.Seat)), spaceName(e.Space), spaceName(e.To)
			t.logSecret(e, e.Value > 0,
				fmt.Sprintf("%s's token moves from %s to %s.", who, from, to),
				fmt.Sprintf("%s's %d moves from %s to %s.", who, e.Value, from, to))
		},
	},
	engine.EvTokenFlipped: {
		ticks: 24,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s's token on %s is turned face up: a %d.", spaceName(e.Space), e.Value)
		},
	},
	engine.EvTreasureGiven: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s gives %s %s.", t.who(int(e.Target)), worthOf(int(e.Amount), e.Kind))
		},
	},
	engine.EvBankTaken: {
		ticks: 24,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s takes %s from the bank.", piecesOf(int(e.Small), int(e.Large), e.Kind))
		},
	},
	engine.EvCaveClosed: {
		ticks:  30,
		groups: sameKind, // the cave's shelves empty together
		log: func(t *Table, e engine.Event) {
			if e.Shelf == 0 { // one line for the cave, not one per shelf
				t.log.add(-1, "%s is closed this round; its treasure goes back to the bank.", spaceName(e.Space))
			}
		},
	},
	engine.EvArtifactSwapped: {
		ticks: 44,
		log: func(t *Table, e engine.Event) {
			t.seatSays(e, "%s gives %s to %s and takes %s.", artifactName(e.Artifact), spaceName(e.Space), artifactName(e.Artifact2))
		},
	},
	engine.EvStackSearched: {
		ticks: 30,
		log: func(t *Table, e engine.Event) {
			who, room := t.who(int(e.Seat)), spaceName(e.Space)
			// Outside the audience the tiles come blank (all zero).
			t.logSecret(e, e.Arts != [engine.MagicStackSize]engine.Artifact{},
				fmt.Sprintf("%s looks through the stack in %s.", who, room),
				fmt.Sprintf("%s looks through the stack in %s: %s, from the bottom up.", who, room, artifactList(e.Arts[:min(int(e.Amount), len(e.Arts))])))
		},
	},
	engine.EvModifier: {ticks: 34, log: logModifier},
	engine.EvArtifactsBack: {
		ticks: 24,
		log:   func(t *Table, e engine.Event) { t.seatSays(e, "%s takes back the artifacts they used this round.") },
	},
	engine.EvTieBroken: {
		ticks: 48,
		log: func(t *Table, e engine.Event) {
			t.log.add(-1, "%s tie for the most artifacts; their Scrolls decide for %s.", t.seatList(uint8(e.Amount)), t.seatList(e.Winners))
		},
	},
}

// logSecret writes a line whose detail only the event's audience may read:
// detailed is their form and hidden everyone else's. An event that came to
// the table without its detail (the screen's viewer was not in its
// audience) writes the hidden form alone.
func (t *Table) logSecret(e engine.Event, shown bool, hidden, detailed string) {
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
func logArtifactShown(t *Table, e engine.Event) {
	art, room := artifactName(e.Artifact), spaceName(e.Space)
	if e.Amount == 1 { // a Mirage sent the known bottom tile under the stack
		t.log.add(-1, "%s now lies face up on the stack in %s; %s goes to the bottom.", art, room, artifactName(e.Artifact2))
		return
	}
	t.log.add(-1, "%s now lies face up on the stack in %s.", art, room)
}

// logWindowOpened says when players may answer with spells and artifacts.
func logWindowOpened(t *Table, e engine.Event) {
	switch engine.WindowKind(e.Amount) {
	case engine.WinPlacement:
		t.log.add(-1, "Spells and artifacts may answer %s's placement.", t.who(int(e.Seat)))
	case engine.WinSpace:
		t.log.add(-1, "Before %s is settled, spells and artifacts may be played.", spaceName(e.Space))
	default:
		t.log.add(-1, "Spells and artifacts may be played now.")
	}
}

// logModifier says how a spell changes the rest of the round.
func logModifier(t *Table, e engine.Event) {
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
func spellName(sp engine.Spell) string {
	if sp >= 0 && int(sp) < len(assets.SpellNames) {
		return assets.SpellNames[sp]
	}
	return "a spell card"
}

// artifactName names an artifact in running text: "Aladdin's Lamp", "the
// Key".
func artifactName(a engine.Artifact) string {
	if int(a) >= len(assets.ArtifactNames) {
		return "an artifact"
	}
	name := assets.ArtifactNames[a]
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
	return andList(names)
}

// playName names the card or tile of a play.
func playName(e engine.Event) string {
	if e.Spell != engine.NoSpell {
		return spellName(e.Spell)
	}
	return strings.TrimPrefix(artifactName(e.Artifact), "the ")
}

// seatList names the seats of a mask: "Yellow, Green and Blue".
func (t *Table) seatList(mask uint8) string {
	var names []string
	for s := 0; s < t.S.Cfg.Players; s++ {
		if mask&(1<<s) != 0 {
			names = append(names, t.who(s))
		}
	}
	return andList(names)
}
