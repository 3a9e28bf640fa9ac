package rulesbook

import (
	"aladdin/assets"
	"aladdin/engine"
	"aladdin/scenes/ui"
)

// The rules reference's words: each section of "How to play", in our own
// words (the rulebook, ../shared/rules/rules-en.md, is the authority; the
// digital edition's decisions are named where they shape a sentence). The
// spells' effects and the artifacts' powers are not repeated here: their
// sections take them from spelltext.go, the one place they are written.

// ruleSection is one page of the reference.
type ruleSection struct {
	id     string // stable key: links from the board and tests use it
	title  string
	magic  bool // listed under the magic version
	blocks []ruleBlock
}

// ruleBlock is a paragraph, an item (pictures at the left, a bold name and
// its text at the right) or a row of pictures with their labels.
type ruleBlock struct {
	head string
	text string
	pics []rulePic
	row  bool // pictures in a row across the page, text (if any) below
}

// para is a plain paragraph.
func para(text string) ruleBlock { return ruleBlock{text: text} }

// item is a paragraph with its pictures at the left.
func item(head, text string, pics ...rulePic) ruleBlock {
	return ruleBlock{head: head, text: text, pics: pics}
}

// picRow is a row of pictures across the page.
func picRow(pics ...rulePic) ruleBlock { return ruleBlock{pics: pics, row: true} }

// spellItems lists spells with their card faces and effects (spelltext.go).
func spellItems(spells ...engine.Spell) []ruleBlock {
	out := make([]ruleBlock, 0, len(spells))
	for _, sp := range spells {
		out = append(out, item(sp.String(), ui.SpellEffect(sp), spellPic(sp)))
	}
	return out
}

// artifactItems lists every artifact with its tile and power.
func artifactItems() []ruleBlock {
	out := make([]ruleBlock, 0, engine.NumArtifactTypes)
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		out = append(out, item(a.String(), powerOnly(a), artifactPic(a)))
	}
	return out
}

// powerOnly is an artifact's power without the name its line starts with
// (the item's heading says the name).
func powerOnly(a engine.Artifact) string {
	p := ui.ArtifactPower(a)
	name := a.String() + ": "
	if len(p) > len(name) && p[:len(name)] == name {
		return p[len(name):]
	}
	// spelltext.go names the Lamp "Aladdin's Lamp" as assets does; any
	// other prefix is cut at its first colon.
	for i := 0; i+1 < len(p); i++ {
		if p[i] == ':' && p[i+1] == ' ' {
			return p[i+2:]
		}
	}
	return p
}

// tokenRow shows a seat colour's eight tokens, values under them.
func tokenRow(seatColor int) ruleBlock {
	pics := make([]rulePic, 0, len(assets.TokenValues))
	for _, v := range assets.TokenValues {
		pics = append(pics, tokenPic(seatColor, v))
	}
	return picRow(pics...)
}

// treasureRow shows each kind, small and large.
func treasureRow() ruleBlock {
	pics := make([]rulePic, 0, 2*assets.NumKinds)
	for k := 0; k < assets.NumKinds; k++ {
		pics = append(pics, treasurePic(k, false), treasurePic(k, true))
	}
	return picRow(pics...)
}

// allArtifactsRow shows the six kinds of artifact.
func allArtifactsRow() ruleBlock {
	pics := make([]rulePic, 0, engine.NumArtifactTypes)
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		pics = append(pics, artifactPic(a))
	}
	return picRow(pics...)
}

// ruleSections is the whole reference, in reading order.
var ruleSections = buildRuleSections()

func buildRuleSections() []ruleSection {
	secs := []ruleSection{
		{id: "aim", title: "The aim of the game", blocks: []ruleBlock{
			para("You are a treasure hunter in the land of the dragons. Gather treasure from the dragons' caves, win favours in the city, get past the palace guard, and buy the Caliph's magic artifacts. Whoever holds the most artifacts when the last one is sold wins."),
			allArtifactsRow(),
			para("Every round has two halves. First everyone lays their numbered tokens face down on the board, one at a time. Then the vizier walks the board in a fixed order and turns the tokens over, space by space: on each space the strongest player gets what it offers."),
			para("Your strength on a space is the sum of your tokens there. Nobody knows for sure who will win a space until its tokens are turned, so bluffing is part of the fun."),
		}},
		{id: "treasure", title: "Treasure", blocks: []ruleBlock{
			para("There are five kinds of treasure, one for each dragon: crowns, pearls, gemstones, trophies and gold bars. A small piece is worth 1, a large piece is worth 3."),
			treasureRow(),
			para("You keep your treasure hidden behind your screen. At the start everyone takes three small pieces: the quick choice is a crown, a pearl and a gemstone, or you can pick your own on the set-up screen. Whenever you pay, the bank gives change (a large piece for three small ones of the same kind) if it has the pieces."),
			para("Treasure is what you buy artifacts with, and what you bribe the guard with. It does not count at the end: only artifacts do."),
		}},
		{id: "round", title: "A round: laying your tokens", blocks: []ruleBlock{
			para("Each player has eight tokens worth 1, 2, 4, 5, 6, 7, 8 and 9 (there is no 3)."),
			tokenRow(0),
			item("The round begins", "A treasure card fills the caves' shelves from the bank, and a palace guard is drawn face down. You see what the caves hold before you lay anything.", cardBackPic(), guardBackPic()),
			item("Laying tokens", "Starting with the holder of the camel and going round the table, each player lays one token face down on any open space, until everyone has laid all eight. You may put several tokens on the same space. Only you can see the value of your face-down tokens: point at them, or hold P.", tokenBackPic(1), tokenBackPic(2)),
			item("Where you may not lay", "Not on a cave with no treasure, not more than five of your tokens in one palace room, and, in the basic game, not on Aladdin's Tent or the Djinn's House.", boardPic(assets.SpaceTent)),
			item("The camel", "The camel marks the first player. It matters more than it seems: the first player lays first and wins every tie, and ties are broken in turn order from the camel round the table.", camelPic()),
			para("When every token is down, the vizier tallies the board (see The tally order). At the end of the round all tokens go back behind their screens."),
		}},
		{id: "caves", title: "The dragon caves", blocks: []ruleBlock{
			item("Five caves", "Red, white, blue, black and gold: each dragon guards its own kind of treasure on up to four shelves, never more shelves than there are players minus one. The treasure card of the round decides how much lies on each shelf.", boardPic(assets.SpaceRedCave), boardPic(assets.SpaceGoldCave)),
			para("When a cave is tallied, the strongest player takes the whole top shelf, the second strongest the next shelf down, and so on, as long as there are shelves with treasure. A player who ranks below the last full shelf gets nothing here."),
			para("A cave with no treasure this round is closed: no token may go there. Treasure nobody takes goes back to the bank at the end of the round."),
			treasureRow(),
		}},
		{id: "market", title: "The Market", blocks: []ruleBlock{
			item("Swap one for three", "The strongest player at the Market may give the bank one small treasure and take any three small treasures the bank has, of any kinds. It is a fine way to get the kinds you will need to buy. Everyone else here gets nothing.", boardPic(assets.SpaceMarket)),
			picRow(treasurePic(assets.KindTrophy, false), treasurePic(assets.KindCrown, false), treasurePic(assets.KindPearl, false), treasurePic(assets.KindGold, false)),
		}},
		{id: "caravan", title: "The Caravanserai", blocks: []ruleBlock{
			item("Who goes first", "The strongest player at the Caravanserai hands the camel to any player, themselves included. The camel's holder wins ties straight away, from the next space of the tally on, and lays first next round.", boardPic(assets.SpaceCaravan), camelPic()),
		}},
		{id: "guard", title: "The palace guard and bribes", blocks: []ruleBlock{
			item("A hidden guard", "Each round a guard worth 1 to 10 stands face down at the palace gate. It is turned when the guard's space is tallied, just before the rooms.", boardPic(assets.SpaceGuard), guardBackPic(), guardPic(8)),
			para("Getting in is not a contest: every player whose strength at the guard is at least the guard's number walks in."),
			item("Bribes", "Short of the guard's number? You may pay the difference in treasure, of any kinds, and walk in anyway. With a 6 against a guard of 8 you pay 2.", tokenPic(1, 6), guardPic(8)),
			para("A player with no token on the guard space cannot enter at all (in the magic version a Key lets you in). Whoever stays outside takes their tokens back from the palace rooms and buys nothing this round."),
		}},
		{id: "rooms", title: "The palace rooms and buying", blocks: []ruleBlock{
			item("One artifact per room", "There are as many rooms in play as players. In each, one artifact is for sale each round. Only players who got past the guard may buy, the strongest first.", boardPic(assets.SpaceRoom1)),
			item("Paying", "You pay with your tokens' numbers: for each of your tokens in the room, pay its value in one kind of treasure, and a different kind for each token. With a 7 and a 1 you pay 7 of one kind and 1 of another, never 8 of one kind.", tokenPic(2, 7), tokenPic(2, 1)),
			picRow(treasurePic(assets.KindGem, true), treasurePic(assets.KindGem, true), treasurePic(assets.KindGem, false), treasurePic(assets.KindPearl, false)),
			para("So being strongest with small tokens is cheap, and a big 9 is dear. If the strongest cannot or will not pay, the next strongest may, and so on. An artifact nobody buys stays for sale next round. At most five of your tokens fit in one room."),
		}},
		{id: "tally", title: "The tally order", blocks: []ruleBlock{
			para("The vizier turns the spaces one at a time, always in the same order, shown by the numbers on the board: the five caves from left to right, then the city from right to left (Aladdin's Tent, the Djinn's House, the Market, the Caravanserai), then the palace guard, then the rooms from left to right. Spaces without tokens are skipped."),
			picRow(boardWholePic()),
			item("Ties", "Your strength is the sum of your tokens on the space. When players tie, the one who comes first in turn order from the camel wins. Since the camel can change hands at the Caravanserai, a tie late in the round may go differently from one early on.", vizierPic(), camelPic()),
		}},
		{id: "end", title: "How the game ends", blocks: []ruleBlock{
			para("The game ends at once when the last artifact of the palace is bought. Count your artifacts: the most wins. Treasure does not count."),
			allArtifactsRow(),
			para("In the magic version a tie for most artifacts is broken by Scrolls: among the tied players, the one with most Scrolls wins. If they are still level, they share the win. Spell cards left in your hand score nothing."),
		}},
		{id: "intro", title: "The intro game", blocks: []ruleBlock{
			para("For a first, shorter game, choose \"Intro game\" on the set-up screen: the game ends as soon as one player holds three artifacts, and that player wins. Everything else is the basic game."),
			picRow(artifactPic(engine.Key), artifactPic(engine.Scroll), artifactPic(engine.Double)),
			para("The intro game is for the basic version only: in the magic version everyone starts with a Lamp, so three artifacts would come far too quickly."),
		}},

		{id: "magic", title: "What the magic version adds", magic: true, blocks: []ruleBlock{
			para("The magic version is the basic game plus magic. Choose \"Magic\" on the set-up screen."),
			item("A Lamp for everyone", "Each player starts with Aladdin's Lamp, so everyone holds one artifact from the first round.", artifactPic(engine.Lamp)),
			item("Artifacts with powers", "Artifacts now do something when you use them. You may use one artifact a round (two if you won the Djinn's House). A used artifact stands in front of your screen until the round ends, then comes back.", artifactPic(engine.Key), artifactPic(engine.FlyingCarpet)),
			item("Spell cards", "Aladdin's Tent hands out spell cards. With your Lamp lit you can cast them to change the round: move tokens, tax your rivals, empty a cave and more.", spellBackPic()),
			item("Open rooms", "The top artifact of each room's pile lies face up: that is the one for sale, so you know what you are bidding for. Aladdin's Tent and the Djinn's House open in the city.", boardPic(assets.SpaceDjinn)),
		}},
		{id: "artifacts", title: "The artifacts' powers", magic: true, blocks: append([]ruleBlock{
			para("Using an artifact (we say invoking it) takes your one use of the round, or one of two with the Djinn's favour. Click a lit artifact behind your screen to use it."),
		}, artifactItems()...)},
		{id: "tent", title: "Aladdin's Tent", magic: true, blocks: []ruleBlock{
			item("Two cards", "The strongest player in the Tent draws two spell cards, keeps one in secret and hands the other to the second strongest. With nobody second, the other card is thrown away. Cards go behind your screen and stay there from round to round.", boardPic(assets.SpaceTent), spellBackPic()),
			para("Nobody else learns which cards you hold, only how many: the seat rows show each player's card count."),
		}},
		{id: "djinn", title: "The Djinn's House", magic: true, blocks: []ruleBlock{
			item("Two artifacts this round", "The strongest player in the Djinn's House may use two artifacts this round instead of one, from the moment the House is tallied. A ribbon marks the winner's seat.", boardPic(assets.SpaceDjinn), artifactPic(engine.Double)),
			para("In the first round few players have two artifacts to use; later in the game the House is often hard fought."),
		}},
		{id: "casting", title: "Casting spells and answering", magic: true, blocks: []ruleBlock{
			item("Light the Lamp first", "To cast spell cards you need your Lamp in use this round. Once it is lit you may cast as many cards as you like until the round ends.", artifactPic(engine.Lamp), spellBackPic()),
			item("When you may play", "On your turn to lay a token, before you lay it. After a space's tokens are turned and before its result is settled. And once right after the last cave, the Smuggler's moment. Whenever something is played, everyone may answer, and answers can be answered too.", artifactPic(engine.Counterspell)),
			para("The game asks you only when you could do something useful; otherwise it passes for you. Click Pass when you have nothing to add, or \"Don't ask me again this round\" to sit back. When everyone has passed, all the plays act in turn order from the camel."),
			para("Spells never touch the palace guard's space, never send a token to a space already tallied, and do as much as they can when they cannot do everything. A Counterspell cancels one spell: the card is thrown away without effect."),
		}},
		{id: "spells-tokens", title: "Spells that move tokens", magic: true, blocks: spellItems(engine.SecondChance, engine.Teleport, engine.EyeForAnEye, engine.LunarEclipse, engine.SolarEclipse)},
		{id: "spells-treasure", title: "Spells about treasure", magic: true, blocks: spellItems(engine.Charity, engine.Trade, engine.Donation, engine.Sacrifice, engine.CityTax, engine.SultansTax)},
		{id: "spells-spaces", title: "Spells on spaces and caves", magic: true, blocks: spellItems(engine.DragonLeaves, engine.DragonsReturn, engine.Smuggler, engine.Taboo, engine.LastFirst, engine.Spy)},
		{id: "spells-artifacts", title: "Spells on artifacts", magic: true, blocks: spellItems(engine.Abracadabra, engine.MagesApprentice, engine.Mirage, engine.Parasite)},
	}
	return secs
}
