package gamelog

import (
	"aladdin/engine"
	"aladdin/lang"
	"aladdin/scenes/ui"
)

var magicWords = words{
	engine.EvArtifactShown: logArtifactShown,
	engine.EvSpellsShuffled: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "%s", lang.N("The spent spell cards are shuffled into a new deck of %d.", "The spent spell cards are shuffled into a new deck of %d.", e.Cards(), e.Cards()))
	},
	engine.EvSpellDrawn: func(t *Teller, e engine.Event) {
		who := t.Who(int(e.Seat))
		if e.FromTent() {
			t.logSecret(e, e.Spell != engine.NoSpell,
				lang.T("%s draws a spell card at Aladdin's Tent, one of two to choose from.", who),
				lang.T("%s draws %s at Aladdin's Tent, one of two to choose from.", who, SpellName(e.Spell)))
			return
		}
		t.logSecret(e, e.Spell != engine.NoSpell,
			lang.T("%s draws a spell card.", who),
			lang.T("%s draws %s.", who, SpellName(e.Spell)))
	},
	engine.EvSpellGiven: func(t *Teller, e engine.Event) {
		who, to := t.Who(int(e.Seat)), t.Who(int(e.Recipient()))
		t.logSecret(e, e.Spell != engine.NoSpell,
			lang.T("%s gives %s the other card from Aladdin's Tent.", who, to),
			lang.T("%s gives %s the other card from Aladdin's Tent: %s.", who, to, SpellName(e.Spell)))
	},
	engine.EvSpellKept: func(t *Teller, e engine.Event) {
		who := t.Who(int(e.Seat))
		t.logSecret(e, e.Spell != engine.NoSpell,
			lang.T("%s keeps one of the two cards from Aladdin's Tent.", who),
			lang.T("%s keeps %s from Aladdin's Tent.", who, SpellName(e.Spell)))
	},
	engine.EvSpellDiscarded: func(t *Teller, e engine.Event) {
		if e.Reason == engine.ReasonTentSpare {
			t.Log.Add(-1, "%s", lang.T("Nobody else was at Aladdin's Tent: %s goes to the discard pile.", SpellName(e.Spell)))
			return
		}
		t.Log.Add(-1, "%s", lang.T("%s goes to the discard pile.", SpellName(e.Spell)))
	},
	engine.EvDjinn: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("The Djinn lets %s invoke two artifacts this round.", t.Who(int(e.Seat))))
	},
	engine.EvWindowOpened: logWindowOpened,
	engine.EvWindowClosed: func(t *Teller, e engine.Event) { t.Log.Add(-1, "%s", lang.T("No more spells or artifacts for now.")) },
	engine.EvPassed:       func(t *Teller, e engine.Event) { t.seatSays(e, lang.T("%s passes.", t.Who(int(e.Seat)))) },
	engine.EvResolving: func(t *Teller, e engine.Event) {
		if e.Plays() == 1 {
			t.Log.Add(-1, "%s", lang.T("The play takes effect."))
			return
		}
		t.Log.Add(-1, "%s", lang.T("The %d plays take effect in turn, from the camel's holder on.", e.Plays()))
	},
	engine.EvArtifactInvoked: func(t *Teller, e engine.Event) {
		who := t.Who(int(e.Seat))
		if e.Artifact == engine.FlyingCarpet {
			t.seatSays(e, lang.T("%s invokes the Flying Carpet for %s.", who, SpaceName(e.Space)))
			return
		}
		t.seatSays(e, lang.T("%s invokes %s.", who, ArtifactName(e.Artifact)))
	},
	engine.EvSpellPlayed: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s casts %s.", t.Who(int(e.Seat)), SpellName(e.Spell)))
	},
	engine.EvPlayCancelled: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s's %s is countered and does nothing.", t.Who(int(e.Seat)), PlayName(e)))
	},
	engine.EvPlayResolved: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s's %s has taken effect.", t.Who(int(e.Seat)), PlayName(e)))
	},
	engine.EvPlayFizzled: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s's %s finds its target gone and does nothing.", t.Who(int(e.Seat)), PlayName(e)))
	},
	engine.EvCarpetLaid: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s's Flying Carpet lies on %s, counting %d.", t.Who(int(e.Seat)), SpaceName(e.Space), e.Value))
	},
	engine.EvDoubled: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s's Double copies a token on %s, counting %d.", t.Who(int(e.Seat)), SpaceName(e.Space), e.Value))
	},
	engine.EvTokenMoved: func(t *Teller, e engine.Event) {
		who, from, to := t.Who(int(e.Seat)), SpaceName(e.Space), SpaceName(e.To)
		t.logSecret(e, e.Value > 0,
			lang.T("%s's token moves from %s to %s.", who, from, to),
			lang.T("%s's %d moves from %s to %s.", who, e.Value, from, to))
	},
	engine.EvTokenFlipped: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s's token on %s is turned face up: a %d.", t.Who(int(e.Seat)), SpaceName(e.Space), e.Value))
	},
	engine.EvTreasureGiven: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s gives %s %s.", t.Who(int(e.Seat)), t.Who(int(e.Recipient())), WorthOf(e.Worth(), e.Kind)))
	},
	engine.EvBankTaken: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s takes %s from the bank.", t.Who(int(e.Seat)), PiecesOf(int(e.Small), int(e.Large), e.Kind)))
	},
	engine.EvCaveClosed: func(t *Teller, e engine.Event) {
		if e.Shelf == 0 { // one line for the cave, not one per shelf
			t.Log.Add(-1, "%s", lang.T("%s is closed this round; its treasure goes back to the bank.", SpaceName(e.Space)))
		}
	},
	engine.EvArtifactSwapped: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s gives %s to %s and takes %s.", t.Who(int(e.Seat)), ArtifactName(e.Artifact), SpaceName(e.Space), ArtifactName(e.Artifact2)))
	},
	engine.EvStackSearched: func(t *Teller, e engine.Event) {
		who, room := t.Who(int(e.Seat)), SpaceName(e.Space)
		// Outside the audience the tiles come blank (NoArtifact).
		t.logSecret(e, e.Arts[0] != engine.NoArtifact,
			lang.T("%s looks through the stack in %s.", who, room),
			lang.T("%s looks through the stack in %s: %s, from the bottom up.", who, room, ArtifactList(e.Arts[:min(e.Searched(), len(e.Arts))])))
	},
	engine.EvModifier: logModifier,
	engine.EvArtifactsBack: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s takes back the artifacts they used this round.", t.Who(int(e.Seat))))
	},
	engine.EvTieBroken: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "%s", lang.T("%s tie for the most artifacts; their Scrolls decide for %s.", t.SeatList(e.TiedSeats()), t.SeatList(e.Winners)))
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
		t.Log.Add(-1, "%s", lang.T("%s now lies face up on the stack in %s; %s goes to the bottom.", art, room, ArtifactName(e.Artifact2)))
		return
	}
	t.Log.Add(-1, "%s", lang.T("%s now lies face up on the stack in %s.", art, room))
}

// logWindowOpened says when players may answer with spells and artifacts.
func logWindowOpened(t *Teller, e engine.Event) {
	switch e.Window() {
	case engine.WinPlacement:
		t.Log.Add(-1, "%s", lang.T("Spells and artifacts may answer %s's placement.", t.Who(int(e.Seat))))
	case engine.WinSpace:
		t.Log.Add(-1, "%s", lang.T("Before %s is settled, spells and artifacts may be played.", SpaceName(e.Space)))
	default:
		t.Log.Add(-1, "%s", lang.T("Spells and artifacts may be played now."))
	}
}

// logModifier says how a spell changes the rest of the round.
func logModifier(t *Teller, e engine.Event) {
	p := int(e.Seat)
	who := t.Who(p)
	switch e.Spell {
	case engine.Spy:
		t.Log.Add(p, "%s", lang.T("For the rest of the round, everyone but %s places tokens face up.", who))
	case engine.Taboo:
		t.Log.Add(p, "%s", lang.T("No more tokens may be placed on %s this round.", SpaceName(e.Space)))
	case engine.LastFirst:
		t.Log.Add(p, "%s", lang.T("Until the round ends, 9-tokens count 1 and 1-tokens count 9."))
	case engine.Smuggler:
		t.Log.Add(p, "%s", lang.T("%s counts as the strongest in every empty city space.", who))
	case engine.Abracadabra:
		t.Log.Add(p, "%s", lang.T("When %s buys in %s, they may take any artifact of its stack.", who, SpaceName(e.Space)))
	case engine.Parasite:
		t.Log.Add(p, "%s", lang.T("%s borrows the power of %s this round.", who, ArtifactName(e.Artifact)))
	default:
		t.Log.Add(p, "%s", lang.T("%s's %s holds for the rest of the round.", who, SpellName(e.Spell)))
	}
}

// SpellName names a spell card ("a spell card" for one not shown).
func SpellName(sp engine.Spell) string { return lang.Spell(sp) }

// ArtifactName names an artifact in running text: "Aladdin's Lamp", "the
// Key".
func ArtifactName(a engine.Artifact) string {
	if a >= engine.NumArtifactTypes {
		return lang.T("an artifact")
	}
	return lang.WordIn("log", artifactNames[a])
}

// artifactNames are the artifacts as a sentence names them (msgids in
// the context "log").
var artifactNames = [engine.NumArtifactTypes]string{
	engine.Lamp: lang.MarkIn("log", "Aladdin's Lamp"), engine.Counterspell: lang.MarkIn("log", "the Counterspell"), engine.Double: lang.MarkIn("log", "the Double"),
	engine.FlyingCarpet: lang.MarkIn("log", "the Flying Carpet"), engine.Key: lang.MarkIn("log", "the Key"), engine.Scroll: lang.MarkIn("log", "the Scroll"),
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
	return lang.Artifact(e.Artifact)
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
