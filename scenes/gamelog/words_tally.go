package gamelog

import (
	"aladdin/engine"
	"fmt"
	"strings"
)

var tallyWords = words{
	engine.EvRanking: func(t *Teller, e engine.Event) {
		var parts []string
		for i := 0; i < int(e.NRank); i++ {
			s := int(e.Ranking[i])
			parts = append(parts, fmt.Sprintf("%s %d", t.S.Name(s), e.Strength[s]))
		}
		t.Log.Add(-1, "%s: %s.", SpaceName(e.Space), strings.Join(parts, ", "))
		t.logTies(e) // ties.go: how the camel's order settled a tie
	},
	engine.EvTreasureTaken: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s takes %s from shelf %d.", PiecesOf(int(e.Small), int(e.Large), engine.Kind(e.Space.Cave())), e.Shelf+1)
	},
	engine.EvMarketExchange: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s gives 1 small %s at the Market and takes 3 small treasures: %s.", strings.ToLower(KindSingular[e.Give]), KindList(e.Amounts))
	},
	engine.EvMarketDeclined: func(t *Teller, e engine.Event) { t.seatSays(e, "%s lets the Market go.") },
	engine.EvCamelPassed: func(t *Teller, e engine.Event) {
		t.Log.Add(int(e.Chooser), "%s.", t.CamelLine(int(e.Chooser), int(e.Seat), int(e.Recipient())))
	},
}
