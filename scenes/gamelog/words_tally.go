package gamelog

import (
	"aladdin/engine"
	"aladdin/lang"
	"strings"
)

var tallyWords = words{
	engine.EvRanking: func(t *Teller, e engine.Event) {
		var parts []string
		for i := 0; i < int(e.NRank); i++ {
			s := int(e.Ranking[i])
			parts = append(parts, lang.T("%s %d", t.S.Name(s), e.Strength[s]))
		}
		t.Log.Add(-1, "%s", lang.T("%s: %s.", SpaceName(e.Space), strings.Join(parts, ", ")))
		t.logTies(e) // ties.go: how the camel's order settled a tie
	},
	engine.EvTreasureTaken: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s takes %s from shelf %d.", t.Who(int(e.Seat)), PiecesOf(int(e.Small), int(e.Large), engine.Kind(e.Space.Cave())), e.Shelf+1))
	},
	engine.EvMarketExchange: func(t *Teller, e engine.Event) {
		given := lang.Pieces(engine.Pieces{N: 1, PieceKind: engine.PieceKind{Kind: engine.Kind(e.Give)}})
		t.seatSays(e, lang.T("%s gives %s at the Market and takes 3 small treasures: %s.", t.Who(int(e.Seat)), given, KindList(e.Amounts)))
	},
	engine.EvMarketDeclined: func(t *Teller, e engine.Event) { t.seatSays(e, lang.T("%s lets the Market go.", t.Who(int(e.Seat)))) },
	engine.EvCamelPassed: func(t *Teller, e engine.Event) {
		t.Log.Add(int(e.Chooser), "%s.", t.CamelLine(int(e.Chooser), int(e.Seat), int(e.Recipient())))
	},
}
