// Package ui holds what more than one screen package shows or uses, such
// as the words of the spells and artifacts (the table's tooltips and the
// rules book).
package ui

import (
	"aladdin/engine"
	"aladdin/lang"
)

// What each spell card and artifact does, in our own words, for the
// hover over a card in the hand and over an artifact tile. The meaning
// follows magic-cards.md and decisions D31-D71; the card faces themselves
// print a shorter line (assets.SpellTexts).

// spellEffects explain each spell card, by engine.Spell.
var spellEffects = [engine.NumSpells]string{
	engine.SecondChance:    "Pick up one of your own tokens and set it down on another space that is not yet tallied. It stays face up or face down as it was.",
	engine.Abracadabra:     "Cast it as a palace room is tallied. If you buy there, you look through that room's whole pile and take the artifact you like best.",
	engine.LastFirst:       "From now until the round ends, a 9 counts as 1 and a 1 counts as 9, on this space and every later one. The palace guard keeps its numbers.",
	engine.Charity:         "The bank gives you presents: three small treasures of any kinds you like, or one large treasure.",
	engine.CityTax:         "Each other player looks at their tokens in the city, one by one: pay 2 in treasure to keep it there, or send it home.",
	engine.Donation:        "Everyone, you too, hands 5 in treasure back to the bank, choosing which pieces. Whoever has less gives all they have.",
	engine.DragonLeaves:    "Name a bare cave the tally has not reached: the bank puts 4 treasures on its top shelf and 2 on the next one.",
	engine.DragonsReturn:   "During the tally, name a cave still to come: its treasure goes back to the bank and nobody takes anything there this round.",
	engine.EyeForAnEye:     "Send one token of an opponent home (anywhere but the guard). That player then sends one of yours home in return.",
	engine.LunarEclipse:    "Name a space showing a face-up token: every odd token there, a Flying Carpet included, goes back to its owner.",
	engine.MagesApprentice: "Swap one of your artifacts not used this round for the face-up artifact of any palace room. The one you give up goes on sale.",
	engine.Mirage:          "Look through any room's pile and turn the artifact you choose face up on top; the one that was on sale slides under the pile.",
	engine.Parasite:        "Borrow the power of an artifact an opponent has already used this round, as if it were yours. It costs you no artifact use.",
	engine.Sacrifice:       "Everyone, you too, hands 7 in treasure back to the bank, choosing which pieces. Whoever has less gives all they have.",
	engine.Smuggler:        "Played right after the last dragon cave: you win every city space where nobody laid a token, as if you were strongest there.",
	engine.SolarEclipse:    "Name a space showing a face-up token: every even token there goes back to its owner.",
	engine.Spy:             "For the rest of this round's placing, everyone but you lays tokens face up (except on the palace guard).",
	engine.SultansTax:      "Each other player pays 1 in treasure for every token they have in the palace rooms, or sends all of those tokens home.",
	engine.Taboo:           "Name a space other than the guard: from now until the round ends, no token and no Flying Carpet may go there.",
	engine.Teleport:        "Move an opponent's token to another space not yet tallied, and pay its owner 3 in treasure for the trip.",
	engine.Trade:           "Swap pieces of your treasure with the bank, one for one: small for small, large for large, as many as you like.",
}

// artifactPowers explain each artifact's power, by engine.Artifact.
var artifactPowers = [engine.NumArtifactTypes]string{
	engine.Lamp:         "Aladdin's Lamp: light it and you may cast as many spell cards as you like this round.",
	engine.Counterspell: "Counterspell: when another player casts a spell, cancel it. The card is thrown away without effect.",
	engine.Double:       "Double: pick one of your face-up tokens; on its space you now have a second token just like it.",
	engine.FlyingCarpet: "Flying Carpet: as a space is tallied, land the Carpet there. It counts as a token worth 3 for you.",
	engine.Key:          "Key: walk into the palace without winning the guard and without a bribe.",
	engine.Scroll:       "Scroll: never used during play. If players tie for most artifacts at the end, the most Scrolls wins.",
}

// SpellEffect is sp's effect in our words, in the current language ("" for
// no card).
func SpellEffect(sp engine.Spell) string {
	if sp < 0 || sp >= engine.NumSpells {
		return ""
	}
	return lang.Word(spellEffects[sp])
}

// ArtifactPower is a's power in our words, in the current language (""
// for no artifact).
func ArtifactPower(a engine.Artifact) string {
	if a >= engine.NumArtifactTypes {
		return ""
	}
	return lang.Word(artifactPowers[a])
}
