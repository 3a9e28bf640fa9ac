package gamelog

import (
	"aladdin/engine"
	"aladdin/scenes/ui"
	"fmt"
	"strings"
)

var magicWords = words{
	engine.EvArtifactShown: logArtifactShown,
	engine.EvSpellsShuffled: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "The spent spell cards are shuffled into a new deck of %d.", e.Cards())
	},
	engine.EvSpellDrawn: func(t *Teller, e engine.Event) {
		who := t.Who(int(e.Seat))
		where := ""
		if e.FromTent() {
			where = " at Aladdin's Tent, one of two to choose from"
		}
		t.logSecret(e, e.Spell != engine.NoSpell,
			fmt.Sprintf("%s draws a spell card%s.", who, where),
			fmt.Sprintf("%s draws %s%s.", who, SpellName(e.Spell), where))
	},
	engine.EvSpellGiven: func(t *Teller, e engine.Event) {
		who, to := t.Who(int(e.Seat)), t.Who(int(e.Recipient()))
		t.logSecret(e, e.Spell != engine.NoSpell,
			fmt.Sprintf("%s gives %s the other card from Aladdin's Tent.", who, to),
			fmt.Sprintf("%s gives %s the other card from Aladdin's Tent: %s.", who, to, SpellName(e.Spell)))
	},
	engine.EvSpellKept: func(t *Teller, e engine.Event) {
		who := t.Who(int(e.Seat))
		t.logSecret(e, e.Spell != engine.NoSpell,
			fmt.Sprintf("%s keeps one of the two cards from Aladdin's Tent.", who),
			fmt.Sprintf("%s keeps %s from Aladdin's Tent.", who, SpellName(e.Spell)))
	},
	engine.EvSpellDiscarded: func(t *Teller, e engine.Event) {
		if e.Reason == engine.ReasonTentSpare {
			t.Log.Add(-1, "Nobody else was at Aladdin's Tent: %s goes to the discard pile.", SpellName(e.Spell))
			return
		}
		t.Log.Add(-1, "%s goes to the discard pile.", SpellName(e.Spell))
	},
	engine.EvDjinn:        func(t *Teller, e engine.Event) { t.seatSays(e, "The Djinn lets %s invoke two artifacts this round.") },
	engine.EvWindowOpened: logWindowOpened,
	engine.EvWindowClosed: func(t *Teller, e engine.Event) { t.Log.Add(-1, "No more spells or artifacts for now.") },
	engine.EvPassed:       func(t *Teller, e engine.Event) { t.seatSays(e, "%s passes.") },
	engine.EvResolving: func(t *Teller, e engine.Event) {
		if e.Plays() == 1 {
			t.Log.Add(-1, "The play takes effect.")
			return
		}
		t.Log.Add(-1, "The %d plays take effect in turn, from the camel's holder on.", e.Plays())
	},
	engine.EvArtifactInvoked: func(t *Teller, e engine.Event) {
		who := t.Who(int(e.Seat))
		if e.Artifact == engine.FlyingCarpet {
			t.Log.Add(int(e.Seat), "%s invokes the Flying Carpet for %s.", who, SpaceName(e.Space))
			return
		}
		t.Log.Add(int(e.Seat), "%s invokes %s.", who, ArtifactName(e.Artifact))
	},
	engine.EvSpellPlayed:   func(t *Teller, e engine.Event) { t.seatSays(e, "%s casts %s.", SpellName(e.Spell)) },
	engine.EvPlayCancelled: func(t *Teller, e engine.Event) { t.seatSays(e, "%s's %s is countered and does nothing.", PlayName(e)) },
	engine.EvPlayResolved:  func(t *Teller, e engine.Event) { t.seatSays(e, "%s's %s has taken effect.", PlayName(e)) },
	engine.EvPlayFizzled: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s's %s finds its target gone and does nothing.", PlayName(e))
	},
	engine.EvCarpetLaid: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s's Flying Carpet lies on %s, counting %d.", SpaceName(e.Space), e.Value)
	},
	engine.EvDoubled: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s's Double copies a token on %s, counting %d.", SpaceName(e.Space), e.Value)
	},
	engine.EvTokenMoved: func(t *Teller, e engine.Event) {
		who, from, to := t.Who(int(e.Seat)), SpaceName(e.Space), SpaceName(e.To)
		t.logSecret(e, e.Value > 0,
			fmt.Sprintf("%s's token moves from %s to %s.", who, from, to),
			fmt.Sprintf("%s's %d moves from %s to %s.", who, e.Value, from, to))
	},
	engine.EvTokenFlipped: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s's token on %s is turned face up: a %d.", SpaceName(e.Space), e.Value)
	},
	engine.EvTreasureGiven: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s gives %s %s.", t.Who(int(e.Recipient())), WorthOf(e.Worth(), e.Kind))
	},
	engine.EvBankTaken: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s takes %s from the bank.", PiecesOf(int(e.Small), int(e.Large), e.Kind))
	},
	engine.EvCaveClosed: func(t *Teller, e engine.Event) {
		if e.Shelf == 0 { // one line for the cave, not one per shelf
			t.Log.Add(-1, "%s is closed this round; its treasure goes back to the bank.", SpaceName(e.Space))
		}
	},
	engine.EvArtifactSwapped: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s gives %s to %s and takes %s.", ArtifactName(e.Artifact), SpaceName(e.Space), ArtifactName(e.Artifact2))
	},
	engine.EvStackSearched: func(t *Teller, e engine.Event) {
		who, room := t.Who(int(e.Seat)), SpaceName(e.Space)
		// Outside the audience the tiles come blank (NoArtifact).
		t.logSecret(e, e.Arts[0] != engine.NoArtifact,
			fmt.Sprintf("%s looks through the stack in %s.", who, room),
			fmt.Sprintf("%s looks through the stack in %s: %s, from the bottom up.", who, room, ArtifactList(e.Arts[:min(e.Searched(), len(e.Arts))])))
	},
	engine.EvModifier:      logModifier,
	engine.EvArtifactsBack: func(t *Teller, e engine.Event) { t.seatSays(e, "%s takes back the artifacts they used this round.") },
	engine.EvTieBroken: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "%s tie for the most artifacts; their Scrolls decide for %s.", t.SeatList(e.TiedSeats()), t.SeatList(e.Winners))
	},
}

// logSecret writes a line whose detail only the event's audience may read:
// detailed is their form and hidden everyone else's. An event that came to
// the table without its detail (the screen's viewer was not in its
// audience) writes the hidden form alone.
func (t *Teller) logSecret(e engine.Event, shown bool, hidden, detailed string) {
	switch {
	case !shown:
		t.Log.Add(int(e.Seat), "%s", hidden)
	case e.Audience == engine.Everyone:
		t.Log.Add(int(e.Seat), "%s", detailed)
	default:
		t.Log.AddPrivate(int(e.Seat), e.Audience, hidden, detailed)
	}
}

// logArtifactShown says which artifact now lies face up on a room's stack.
func logArtifactShown(t *Teller, e engine.Event) {
	art, room := ArtifactName(e.Artifact), SpaceName(e.Space)
	if e.WentUnder() { // a Mirage sent the known bottom tile under the stack
		t.Log.Add(-1, "%s now lies face up on the stack in %s; %s goes to the bottom.", art, room, ArtifactName(e.Artifact2))
		return
	}
	t.Log.Add(-1, "%s now lies face up on the stack in %s.", art, room)
}

// logWindowOpened says when players may answer with spells and artifacts.
func logWindowOpened(t *Teller, e engine.Event) {
	switch e.Window() {
	case engine.WinPlacement:
		t.Log.Add(-1, "Spells and artifacts may answer %s's placement.", t.Who(int(e.Seat)))
	case engine.WinSpace:
		t.Log.Add(-1, "Before %s is settled, spells and artifacts may be played.", SpaceName(e.Space))
	default:
		t.Log.Add(-1, "Spells and artifacts may be played now.")
	}
}

// logModifier says how a spell changes the rest of the round.
func logModifier(t *Teller, e engine.Event) {
	p := int(e.Seat)
	who := t.Who(p)
	switch e.Spell {
	case engine.Spy:
		t.Log.Add(p, "For the rest of the round, everyone but %s places tokens face up.", who)
	case engine.Taboo:
		t.Log.Add(p, "No more tokens may be placed on %s this round.", SpaceName(e.Space))
	case engine.LastFirst:
		t.Log.Add(p, "Until the round ends, 9-tokens count 1 and 1-tokens count 9.")
	case engine.Smuggler:
		t.Log.Add(p, "%s counts as the strongest in every empty city space.", who)
	case engine.Abracadabra:
		t.Log.Add(p, "When %s buys in %s, they may take any artifact of its stack.", who, SpaceName(e.Space))
	case engine.Parasite:
		t.Log.Add(p, "%s borrows the power of %s this round.", who, ArtifactName(e.Artifact))
	default:
		t.Log.Add(p, "%s's %s holds for the rest of the round.", who, SpellName(e.Spell))
	}
}

// SpellName names a spell card ("a spell card" for one not shown).
func SpellName(sp engine.Spell) string { return sp.String() }

// ArtifactName names an artifact in running text: "Aladdin's Lamp", "the
// Key".
func ArtifactName(a engine.Artifact) string {
	if a >= engine.NumArtifactTypes {
		return "an artifact"
	}
	name := a.String()
	if strings.Contains(name, "'s ") {
		return name
	}
	return "the " + name
}

// ArtifactList names artifacts in order: "the Key, the Scroll and Aladdin's
// Lamp" (gaps left out).
func ArtifactList(arts []engine.Artifact) string {
	var names []string
	for _, a := range arts {
		if a != engine.NoArtifact {
			names = append(names, ArtifactName(a))
		}
	}
	return ui.AndList(names)
}

// PlayName names the card or tile of a play.
func PlayName(e engine.Event) string {
	if e.Spell != engine.NoSpell {
		return SpellName(e.Spell)
	}
	return strings.TrimPrefix(ArtifactName(e.Artifact), "the ")
}

// seatList names the seats of a mask: "Yellow, Green and Blue".
func (t *Teller) SeatList(mask uint8) string {
	var names []string
	for s := 0; s < t.S.PublicConfig().Players; s++ {
		if mask&(1<<s) != 0 {
			names = append(names, t.Who(s))
		}
	}
	return ui.AndList(names)
}
