package gamelog

import (
	"aladdin/engine"
	"aladdin/lang"
	"aladdin/scenes/ui"
)

var roundWords = words{
	engine.EvStartTreasure: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s takes small treasures to start: %s.", t.Who(int(e.Seat)), KindList(e.Amounts)))
	},
	engine.EvRoundBegan: func(t *Teller, e engine.Event) {
		t.Log.Round = int(e.Round)
		t.Log.Add(-1, "%s", lang.T("Round %d begins; %s holds the camel.", e.Round, t.Who(int(e.Seat))))
	},
	engine.EvCardRevealed: func(t *Teller, e engine.Event) {
		total := engine.Deck(t.S.PublicConfig().Players)[e.Card].Total()
		t.Log.Add(-1, "%s", lang.N("The treasure card is turned: %d treasure in the caves.", "The treasure card is turned: %d treasure in the caves.", total, total))
	},
	engine.EvTokenPlaced: logPlacement,
	engine.EvPlacementDone: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "%s", lang.T("All tokens are down. The vizier begins the tally."))
	},
	engine.EvRoundEnded: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "%s", lang.T("Round %d ends; tokens go home.", e.Round))
	},
	engine.EvGameEnded: logGameOver,
}

// logPlacement says who put a token where; a face-down token's value is
// its owner's alone.
func logPlacement(t *Teller, e engine.Event) {
	p := int(e.Seat)
	who := t.Who(p)
	public := lang.T("%s places a token on %s.", who, SpaceName(e.Space))
	switch {
	case e.Value > 0 && e.FaceUp:
		t.Log.Add(p, "%s", lang.T("%s places the %d face up on %s.", who, e.Value, SpaceName(e.Space)))
	case e.Value > 0:
		t.Log.AddPrivate(p, engine.Only(p), public, lang.T("%s put the %d on %s.", who, e.Value, SpaceName(e.Space)))
	default:
		t.Log.Add(p, "%s", public)
	}
}

// logGameOver names the winners.
func logGameOver(t *Teller, e engine.Event) {
	var ws []string
	for s := 0; s < t.S.PublicConfig().Players; s++ {
		if e.Winners&(1<<s) != 0 {
			ws = append(ws, t.S.Name(s))
		}
	}
	// A shared victory: the verb agrees with the winners.
	t.Log.Add(-1, "%s", lang.N("Game over: %s wins.", "Game over: %s win.", len(ws), ui.AndList(ws)))
}
