package game

import (
	"aladdin/engine"
	"aladdin/lang"
)

// The magic version's guided round: three players, the person first, one
// round that passes through Aladdin's Tent (a spell card) and the Djinn's
// House (a second artifact use), then the Lamp lit and a spell cast in a
// palace room's window, a Counterspell bought there, and a bot's spell
// cancelled with it; then an ordinary magic game against two Normal bots.
// Seed 216 puts the Tent's top cards Lunar Eclipse and Sultan's Tax, a
// Counterspell on sale in Room I and a guard of 4 (checked by
// TestGuideMagicPlaysThrough).
//
// Tokens are indices into the 1 2 4 5 6 7 8 9 row: 0 is the 1, 7 the 9.
var GuideMagic = &GuideScript{
	ID:    "magic",
	Seed:  216,
	Magic: true,
	Seats: []SeatSetup{
		{Name: "Ali", Color: 0, Human: true},
		{Name: "Jasmine", Color: 1, Level: 2},
		{Name: "Omar", Color: 2, Level: 2},
	},
	Bots: [][]engine.Action{
		nil,
		{place(1, 0, engine.AladdinsTent), place(1, 5, engine.Room1), place(1, 6, engine.Guard), place(1, 7, engine.CaveWhite),
			place(1, 4, engine.CaveGold), place(1, 2, engine.CaveBlue), place(1, 1, engine.CaveRed), place(1, 3, engine.Caravanserai)},
		{place(2, 7, engine.Market), place(2, 6, engine.Caravanserai), place(2, 5, engine.CaveWhite), place(2, 4, engine.CaveRed),
			place(2, 3, engine.CaveGold), place(2, 1, engine.CaveBlue), place(2, 0, engine.CaveWhite), place(2, 2, engine.Caravanserai)},
	},
	Plays: []GuidePlay{
		{At: WindowAt(engine.Room2), Act: invoke(1, engine.Lamp, 0)},
		{At: WindowAt(engine.Room2), Act: engine.Action{Type: engine.ActCast, Seat: 1, Spell: engine.SultansTax}.Canonical()},
	},
	Lessons: []GuideLesson{
		{Wait: lang.Mark("Welcome to the magic version! The treasure is being dealt..."),
			Say:    lang.Mark("Welcome to magic, Ali (yellow)! Spell cards come from Aladdin's Tent: its strongest draws two and keeps one. Pick your 6...|...and put it on Aladdin's Tent."),
			Clicks: []string{"token:4", "space:5"}, Want: place(0, 4, engine.AladdinsTent)},
		{Say: lang.Mark("The Djinn's House lets its strongest use two artifacts this round instead of one. Pick your 5...|...and put it on the Djinn's House."),
			Clicks: []string{"token:3", "space:6"}, Want: place(0, 3, engine.DjinnsHouse)},
		{Say: lang.Mark("Room I sells a Counterspell: an artifact that cancels another player's spell. Pick your 2...|...and put it in Room I."),
			Clicks: []string{"token:1", "space:10"}, Want: place(0, 1, engine.Room1)},
		{Say: lang.Mark("The rooms need you past the guard. Pick your 4...|...and put it on the Palace Guard."),
			Clicks: []string{"token:2", "space:9"}, Want: place(0, 2, engine.Guard)},
		{Say: lang.Mark("Pick your 1...|...and put it in Room II."),
			Clicks: []string{"token:0", "space:11"}, Want: place(0, 0, engine.Room2)},
		{Say: lang.Mark("Treasure pays for artifacts. Pick your 9...|...and put it on the Gold Dragon."),
			Clicks: []string{"token:7", "space:4"}, Want: place(0, 7, engine.CaveGold)},
		{Say: lang.Mark("Pick your 8...|...and put it on the Blue Dragon."),
			Clicks: []string{"token:6", "space:2"}, Want: place(0, 6, engine.CaveBlue)},
		{Say: lang.Mark("Your last token: pick your 7...|...and put it on the Red Dragon."),
			Clicks: []string{"token:5", "space:0"}, Want: place(0, 5, engine.CaveRed)},
		{Wait: lang.Mark("All tokens are down. The vizier turns them space by space: the caves first, then the city from the Tent."),
			Say:    lang.Mark("You won the Tent: keep one of these two spell cards. Click Lunar Eclipse (Jasmine, next strongest here, gets the other)."),
			Clicks: []string{"keep:0"}, Want: engine.Action{Type: engine.ActKeep, Seat: 0, Spell: engine.LunarEclipse}.Canonical()},
		{Wait: lang.Mark("You won the Djinn's House too: two artifacts this round. Now the rest of the city, the guard, and the rooms..."),
			Say:    lang.Mark("Room I is revealed, a moment for magic before it is settled: Jasmine's 7 beats your 2. A spell needs your Lamp lit, and lighting it uses your artifact this round. Click Aladdin's Lamp...|...and light it: now you may cast."),
			Clicks: []string{"artifact:0", "cast-ok"}, Want: invoke(0, engine.Lamp, 0), At: WindowAt(engine.Room1)},
		{Say: lang.Mark("Lunar Eclipse sends the odd tokens on one space home. Click the card...|...then Room I: Jasmine's 7 goes."),
			Clicks: []string{"spell:9", "target-space:10"}, Want: engine.Action{Type: engine.ActCast, Seat: 0, Spell: engine.LunarEclipse, Space: engine.Room1}.Canonical(),
			At: WindowAt(engine.Room1)},
		{Wait: lang.Mark("The eclipse takes Jasmine's 7 home: your 2 is the strongest in Room I now."),
			Say:    lang.Mark("Buy the Counterspell: your 2 costs two treasure of one kind. Click Crowns...|...then Buy."),
			Clicks: []string{"pay:1:0", "buy"}, Any: engine.ActBuy},
		{Wait: lang.Mark("Room II is revealed. Jasmine has a spell card too..."),
			Say:    lang.Mark("Jasmine lit her Lamp and cast Sultan's Tax: you would pay a treasure for each of your tokens in the rooms, or lose them all. Cancel it with your Counterspell: the Djinn's House gave you a second artifact."),
			Clicks: []string{"counter:0"}, Want: invoke(0, engine.Counterspell, 0), At: WindowAt(engine.Room2)},
	},
	Done: lang.Mark("Well done: you lit the Lamp, cast a spell and cancelled one! One artifact a round, two with the Djinn's House. Jasmine and Omar play on by themselves; Room II's artifact is yours to buy if you like."),
}

// invoke is an invocation of artifact art; play is the play a
// Counterspell cancels.
func invoke(seat int, art engine.Artifact, play int) engine.Action {
	return engine.Action{Type: engine.ActInvoke, Seat: int8(seat), Art: art, Play: int8(play)}.Canonical()
}
