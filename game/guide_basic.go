package game

import (
	"aladdin/engine"
	"aladdin/lang"
)

// The basic version's guided first game: three players, the person first,
// one round of lessons (placing, a dragon cave and its shelves, the
// Market, the Caravanserai, the guard and a bribe, a purchase), then an
// ordinary game against two Normal bots. Seed 4 deals caves with treasure
// on two shelves, a guard that asks for a small bribe and a room the
// person can afford (checked by TestGuideBasicPlaysThrough).
//
// Tokens are indices into the 1 2 4 5 6 7 8 9 row: 0 is the 1, 7 the 9.
var GuideBasic = &GuideScript{
	ID:   "basic",
	Seed: 4,
	Seats: []SeatSetup{
		{Name: "Ali", Color: 0, Human: true},
		{Name: "Jasmine", Color: 1, Level: 2},
		{Name: "Omar", Color: 2, Level: 2},
	},
	Bots: [][]engine.Action{
		nil,
		{place(1, 6, engine.CaveRed), place(1, 7, engine.CaveBlue), place(1, 4, engine.Guard), place(1, 5, engine.CaveGold),
			place(1, 3, engine.Room3), place(1, 1, engine.CaveRed), place(1, 2, engine.CaveBlue), place(1, 0, engine.CaveGold)},
		{place(2, 7, engine.CaveGold), place(2, 5, engine.CaveBlue), place(2, 6, engine.Guard), place(2, 4, engine.CaveRed),
			place(2, 3, engine.Room1), place(2, 2, engine.CaveGold), place(2, 1, engine.CaveBlue), place(2, 0, engine.Room3)},
	},
	Lessons: []GuideLesson{
		{Wait: lang.Mark("Welcome! The treasure is being dealt into the dragons' caves..."),
			Say:    lang.Mark("Welcome, Ali (yellow)! Your tokens wait behind your screen, on the right. Click your 9 to pick it up.|Now click the Red Dragon's cave. Its two shelves hold treasure: the strongest there takes the top one, the next the second."),
			Clicks: []string{"token:7", "space:0"}, Want: place(0, 7, engine.CaveRed)},
		{Wait: lang.Mark("Your 9 lies face down: nobody else knows its value. Now Jasmine and Omar place one each."),
			Say:    lang.Mark("The Market lets its strongest player swap one treasure for three. Pick your 5...|...and put it on the Market."),
			Clicks: []string{"token:3", "space:7"}, Want: place(0, 3, engine.Market)},
		{Say: lang.Mark("Whoever is strongest at the Caravanserai gets the camel: the camel's holder goes first and wins ties. Pick your 4...|...and put it on the Caravanserai."),
			Clicks: []string{"token:2", "space:8"}, Want: place(0, 2, engine.Caravanserai)},
		{Say: lang.Mark("To buy in the palace you must get past its guard. Your tokens on the guard add up to your strength there. Pick your 2...|...and put it on the Palace Guard."),
			Clicks: []string{"token:1", "space:9"}, Want: place(0, 1, engine.Guard)},
		{Say: lang.Mark("In a palace room the strongest may buy its artifact, paying as much treasure as the tokens there show. Pick your 1...|...and put it in Room II. Each room sells the top of its face-down stack; your 1 there costs one treasure."),
			Clicks: []string{"token:0", "space:11"}, Want: place(0, 0, engine.Room2)},
		{Say: lang.Mark("More treasure helps you buy. Pick your 8...|...and put it on the Gold Dragon."),
			Clicks: []string{"token:6", "space:4"}, Want: place(0, 6, engine.CaveGold)},
		{Say: lang.Mark("Tokens on the same space add up. Pick your 7...|...and add it to your 9 on the Red Dragon."),
			Clicks: []string{"token:5", "space:0"}, Want: place(0, 5, engine.CaveRed)},
		{Say: lang.Mark("Your last token: pick your 6...|...and put it on the Blue Dragon."),
			Clicks: []string{"token:4", "space:2"}, Want: place(0, 4, engine.CaveBlue)},
		{Wait: lang.Mark("All tokens are down. The vizier now turns them space by space: the caves from left to right, then the city, the guard and the rooms. Watch who takes which shelf (Space skips ahead)."),
			Say:    lang.Mark("You are strongest at the Market. First choose a treasure to give: click Pearls.|Now take three from the bank: click + by Gold.|Click + by Gold again.|And once more: three in all.|Click Exchange to make the swap."),
			Clicks: []string{"give:1", "take:4+", "take:4+", "take:4+", "exchange"}, Any: engine.ActMarket},
		{Say: lang.Mark("You won the Caravanserai: hand the camel to yourself, and you go first next round."),
			Clicks: []string{"camel:0"}, Want: engine.GiveCamel(0, 0)},
		{Wait: lang.Mark("Now the palace guard turns over..."),
			Say:    lang.Mark("The guard is stronger than your 2. You may bribe it with the difference in treasure. Click Suggest to choose what to pay...|...then Pay and enter."),
			Clicks: []string{"suggest", "pay"}, Any: engine.ActBribe},
		{Wait: lang.Mark("You are in the palace. Now the rooms..."),
			Say:    lang.Mark("Nobody beat your 1 in Room II, so its artifact is yours to buy: your 1 costs one treasure of a kind. Click Gold...|...then Buy."),
			Clicks: []string{"pay:0:4", "buy"}, Any: engine.ActBuy},
	},
	Done: lang.Mark("Well done: your first artifact! The player with the most artifacts when they run out wins. From here Jasmine and Omar play on by themselves; finish the game as you like."),
}

// place is a placement, short for the script's lists.
func place(seat, token int, sp engine.Space) engine.Action { return engine.Place(seat, token, sp) }
