package assets

import (
	"image/color"

	"aladdin/engine"
	"aladdin/lang"
)

// One palette for the whole product. Light comes from the top-left: every
// painter lightens toward the top-left and casts shadows to the bottom-right.

// NumColors is the number of player colours (seats).
const NumColors = 5

// PlayerColors are the seat colours. They follow the Okabe-Ito colour-blind
// safe set (yellow, bluish green, blue, vermilion, reddish purple), and every
// seat also carries its own emblem (PlayerEmblems) so that no player has to
// rely on hue alone.
var PlayerColors = [NumColors]color.RGBA{
	{0xF2, 0xC1, 0x2E, 0xFF}, // yellow
	{0x12, 0x9E, 0x73, 0xFF}, // bluish green
	{0x1F, 0x6F, 0xC0, 0xFF}, // blue
	{0xD8, 0x5A, 0x12, 0xFF}, // vermilion
	{0xB0, 0x5C, 0xB8, 0xFF}, // reddish purple
}

// PlayerNames are the seat colour names, by seat colour index: the seats'
// default names. They are msgids, kept in English in the set-up and the
// saves; the screens word them with lang.Word.
var PlayerNames = [NumColors]string{lang.Mark("Yellow"), lang.Mark("Green"), lang.Mark("Blue"), lang.Mark("Red"), lang.Mark("Purple")}

// PlayerEmblems name the emblem painted on each colour's tokens and backs.
var PlayerEmblems = [NumColors]string{"Sun", "Leaf", "Wave", "Flame", "Star"}

// TokenValues are the numerals on a player's eight tokens (there is no 3).
var TokenValues = [engine.NumTokens]int{1, 2, 4, 5, 6, 7, 8, 9}

// Treasure kinds, in cave order: the engine's kinds as ints.
const (
	KindCrown  = int(engine.Crowns)   // red
	KindPearl  = int(engine.Pearls)   // white
	KindGem    = int(engine.Gems)     // blue
	KindTrophy = int(engine.Trophies) // black
	KindGold   = int(engine.Gold)     // gold
	NumKinds   = engine.NumKinds
)

// KindNames are the treasure names by kind (msgids: lang.Word words them).
var KindNames = [NumKinds]string{lang.Mark("Crowns"), lang.Mark("Pearls"), lang.Mark("Gemstones"), lang.Mark("Trophies"), lang.Mark("Gold bars")}

// KindColorNames are the dragon/treasure colours by kind (msgids).
var KindColorNames = [NumKinds]string{lang.Mark("Red"), lang.Mark("White"), lang.Mark("Blue"), lang.Mark("Black"), lang.Mark("Gold")}

// KindColors are the treasure/dragon colours by kind (mid tones; painters
// derive light and dark shades from them).
var KindColors = [NumKinds]color.RGBA{
	{0xC8, 0x22, 0x2A, 0xFF}, // red
	{0xEE, 0xEA, 0xE0, 0xFF}, // white (mother of pearl)
	{0x22, 0x66, 0xD8, 0xFF}, // blue
	{0x2A, 0x28, 0x30, 0xFF}, // black
	{0xE8, 0xB0, 0x2A, 0xFF}, // gold
}

// SpellTexts are the card-face effects, in plain words (msgids: the card
// faces are painted with lang.Word of them).
var SpellTexts = [engine.NumSpells]string{
	engine.SecondChance:    lang.Mark("Move one of your own tokens to another space."),
	engine.Abracadabra:     lang.Mark("When you buy an artifact, take any artifact of that room's stack instead."),
	engine.LastFirst:       lang.Mark("Until the end of the round, 9-tokens count 1 and 1-tokens count 9."),
	engine.Charity:         lang.Mark("Take 3 small treasures of your choice, or 1 large, from the bank."),
	engine.CityTax:         lang.Mark("Every other player pays 2 treasures per token in the city, or removes that token."),
	engine.Donation:        lang.Mark("Every player, you included, returns 5 treasures to the bank."),
	engine.DragonLeaves:    lang.Mark("Choose a cave without treasure: put 4 treasures on its top shelf and 2 on the second."),
	engine.DragonsReturn:   lang.Mark("Choose a cave: no treasure can be taken from it this round."),
	engine.EyeForAnEye:     lang.Mark("Remove one opponent's token; that opponent then removes one of yours."),
	engine.LunarEclipse:    lang.Mark("All odd tokens on one space go back to their owners."),
	engine.MagesApprentice: lang.Mark("Swap one of your artifacts for the face-up artifact above any palace room."),
	engine.Mirage:          lang.Mark("In any room's stack, put an artifact of your choice face up on top."),
	engine.Parasite:        lang.Mark("Use the power of an artifact an opponent has already used this round."),
	engine.Sacrifice:       lang.Mark("Every player, you included, returns 7 treasures to the bank."),
	engine.Smuggler:        lang.Mark("You count as the strongest player in every empty city space."),
	engine.SolarEclipse:    lang.Mark("All even tokens on one space go back to their owners."),
	engine.Spy:             lang.Mark("From now on this round, every other player places tokens face up."),
	engine.SultansTax:      lang.Mark("Every other player pays 1 treasure per token in the palace rooms, or removes them."),
	engine.Taboo:           lang.Mark("Name a space: no more tokens may be placed there this round."),
	engine.Teleport:        lang.Mark("Move an opponent's token to another space and pay its owner 3 treasures."),
	engine.Trade:           lang.Mark("Exchange some or all of your treasures for the same number from the bank."),
}

// Shared palette for the board and UI.
var (
	Ink       = color.RGBA{0x2B, 0x1A, 0x10, 0xFF} // dark brown outline / text
	Parchment = color.RGBA{0xF1, 0xE0, 0xB8, 0xFF}
	Gilt      = color.RGBA{0xD9, 0xA4, 0x3A, 0xFF}
	GiltLight = color.RGBA{0xFF, 0xE3, 0x8A, 0xFF}
	Night     = color.RGBA{0x16, 0x1B, 0x3A, 0xFF} // indigo night sky
	Sand      = color.RGBA{0xD9, 0xB4, 0x78, 0xFF}
	Stone     = color.RGBA{0x6E, 0x60, 0x58, 0xFF}
	Teal      = color.RGBA{0x1E, 0x6B, 0x6A, 0xFF} // palace tiles
	Wine      = color.RGBA{0x7A, 0x1E, 0x2C, 0xFF}
)
