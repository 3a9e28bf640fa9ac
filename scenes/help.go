package scenes

import (
	"aladdin/assets"
	"aladdin/engine"
)

// spaceHelp explains what each space does, in our own words.
func spaceHelp(sp int) string {
	switch {
	case sp < engine.NumCaves:
		return assets.SpaceNames[sp] + "'s cave: the strongest player here takes the top shelf, the next strongest the shelf below, and so on. No tokens may go into a cave with no treasure."
	case sp == assets.SpaceTent:
		return "Aladdin's Tent hands out spell cards in the magic version. It is closed in the basic game."
	case sp == assets.SpaceDjinn:
		return "The Djinn's House lets one player use two artifacts a round in the magic version. It is closed in the basic game."
	case sp == assets.SpaceMarket:
		return "Market: the strongest player may swap one small treasure of theirs for any three small ones from the treasury."
	case sp == assets.SpaceCaravan:
		return "Caravanserai: the strongest player hands the camel to anyone, themselves included. The camel's holder goes first and wins ties from the next space on."
	case sp == assets.SpaceGuard:
		return "Palace Guard: your strength here must reach the hidden guard's to enter the palace; if it falls short you may pay the difference in treasure. Without a token here you cannot buy this round."
	case sp >= assets.SpaceRoom1 && sp < assets.SpaceRoom1+assets.NumRooms:
		return assets.SpaceNames[sp] + ": one artifact is for sale. The strongest player who got into the palace may buy it, paying for each of their tokens here its value in one kind of treasure, a different kind per token. At most 5 of your tokens per room."
	}
	return ""
}

// spaceAt is the space under a point, or -1.
func spaceAt(x, y int) int {
	for sp := 0; sp < engine.NumSpaces; sp++ {
		r := assets.SpaceRect(sp)
		if x >= r.Min.X && x < r.Max.X && y >= r.Min.Y && y < r.Max.Y {
			return sp
		}
	}
	return -1
}
