package bot

import (
	"fmt"
	"hash/fnv"
	"testing"

	"aladdin/engine"
)

// sameGames are seeded bot-against-bot games, basic and magic, with every
// level at the table. Their hashes (every action chosen, then the final
// state) were recorded before the bots' tables were rekeyed by the
// engine's types: a refactoring that changes any bot's choice anywhere
// changes a hash here.
var sameGames = []struct {
	players int
	magic   bool
	seed    uint64
	hash    uint64
}{
	{3, false, 1, 0xccded77552d8d47}, {4, false, 2, 0x63d1b1c2c10c21c5}, {5, false, 3, 0x371bb6eaeb554443},
	{3, true, 4, 0xb98d61f78b096ffc}, {4, true, 5, 0xe248c249c3550eab}, {5, true, 6, 0x4d4d0d6cf7494361},
	{4, true, 7, 0x39d536f924641b8b}, {5, true, 8, 0x6a3de7e456b5b1a2}, {3, true, 9, 0xf80c4fd4e7783bce},
	{4, true, 10, 0xa98e289689495d5d},
}

// sameGameBots seats Random, Easy, Normal and a small Hard in turn.
func sameGameBots(players int, seed uint64) []Bot {
	bots := make([]Bot, players)
	for i := range bots {
		switch l := Level((i + int(seed)) % 4); l {
		case Hard:
			bots[i] = smallHard(seed*10+uint64(i), 40)
		default:
			bots[i] = New(l, seed*10+uint64(i))
		}
	}
	return bots
}

func TestSeededBotGamesEndTheSame(t *testing.T) {
	for _, g := range sameGames {
		cfg := engine.Config{Players: g.players, Seed: g.seed, FirstPlayer: -1, Magic: g.magic}
		h := fnv.New64a()
		s := playConfig(t, cfg, sameGameBots(g.players, g.seed), func(_ *engine.State, _ *engine.View, a engine.Action) {
			fmt.Fprintf(h, "%+v;", a)
		})
		fmt.Fprintf(h, "%x", s.Hash())
		if got := h.Sum64(); got != g.hash {
			t.Errorf("%s: game ends with hash %#x, recorded %#x", fmt.Sprintf("{%d, %v, %d}", g.players, g.magic, g.seed), got, g.hash)
		}
	}
}

func TestBotsPriceEveryCardAndPower(t *testing.T) {
	for _, gap := range TableGaps() {
		t.Error(gap)
	}
}
