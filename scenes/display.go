package scenes

import (
	"strconv"
	"strings"

	"aladdin/engine"
)

// applyEvent advances the display model (a View that lags the engine while
// animations play) by one event. When the queue drains, the table copies the
// engine's own view over it, so any simplification here lasts only until the
// animation ends.
func applyEvent(v *engine.View, e engine.Event) {
	p := int(e.Seat)
	seat := func() *engine.PlayerView {
		if p >= 0 && p < engine.MaxPlayers {
			return &v.Seats[p]
		}
		return &engine.PlayerView{}
	}
	switch e.Type {
	case engine.EvStartTreasure:
		for k := 0; k < engine.NumKinds; k++ {
			seat().Purse.Small[k] += e.Amounts[k]
			v.Bank.Small[k] -= e.Amounts[k]
		}
	case engine.EvRoundBegan:
		v.Round, v.Camel, v.NumTokens, v.Guard = e.Round, e.Seat, 0, 0
		v.Phase = engine.PhasePlace
		v.Shown = [engine.NumSpaces]bool{}
		v.NRank = 0
		for i := range v.Seats {
			v.Seats[i].Left = engine.NumTokens
			v.Seats[i].Entered = false
			if i == int(v.Seat) {
				v.Seats[i].Behind = [engine.NumTokens]bool{true, true, true, true, true, true, true, true}
			}
		}
	case engine.EvCardRevealed:
		v.Card = e.Card
	case engine.EvCaveFilled:
		v.Shelves[e.Space][e.Shelf] = engine.Shelf{Small: e.Small, Large: e.Large}
		k := e.Space.Cave()
		v.Bank.Small[k] -= e.Small
		v.Bank.Large[k] -= e.Large
	case engine.EvTokenPlaced:
		if int(v.NumTokens) < len(v.Tokens) {
			v.Tokens[v.NumTokens] = engine.TokenView{Seat: e.Seat, Token: e.Token, Value: e.Value,
				Space: e.Space, Seq: e.Seq, Face: e.FaceUp}
			v.NumTokens++
		}
		seat().Left--
		if p == int(v.Seat) && e.Token >= 0 {
			v.Seats[p].Behind[e.Token] = false
		}
	case engine.EvPlacementDone:
		v.Phase = engine.PhaseTally
	case engine.EvSpaceBegan:
		v.Tally = e.Space
		v.NRank = 0
	case engine.EvTokenRevealed:
		for i := 0; i < int(v.NumTokens); i++ {
			t := &v.Tokens[i]
			if t.Seat == e.Seat && t.Space == e.Space && !t.Face && (t.Token == e.Token || t.Token < 0) {
				t.Face, t.Token, t.Value = true, e.Token, e.Value
				break
			}
		}
		v.Shown[e.Space] = true
	case engine.EvRanking:
		v.Strength, v.Ranking, v.NRank = e.Strength, e.Ranking, e.NRank
	case engine.EvTreasureTaken:
		v.Shelves[e.Space][e.Shelf] = engine.Shelf{}
		k := e.Space.Cave()
		seat().Purse.Small[k] += e.Small
		seat().Purse.Large[k] += e.Large
	case engine.EvMarketExchange:
		for k := 0; k < engine.NumKinds; k++ {
			seat().Purse.Small[k] += e.Amounts[k]
			v.Bank.Small[k] -= e.Amounts[k]
		}
	case engine.EvPaid:
		pu := seat()
		pu.Purse.Small[e.Kind] += e.Change - e.Small
		pu.Purse.Large[e.Kind] -= e.Large
		v.Bank.Small[e.Kind] += e.Small - e.Change
		v.Bank.Large[e.Kind] += e.Large
	case engine.EvCamelPassed:
		v.Camel = e.Target
	case engine.EvGuardRevealed:
		v.Guard = e.Value
	case engine.EvEntered:
		seat().Entered = true
	case engine.EvTokenReturned:
		// Returned tokens go behind the screen but are not placeable again
		// this round, so they do not count as left to place.
		removeToken(v, e.Seat, e.Space, e.Token)
		if p == int(v.Seat) && e.Token >= 0 {
			v.Seats[p].Behind[e.Token] = true
		}
	case engine.EvArtifactBought:
		if r := e.Space.Room(); r >= 0 && r < engine.MaxRooms && v.StackLen[r] > 0 {
			v.StackLen[r]--
		}
		seat().Artifacts[e.Artifact]++
	case engine.EvCavesCleared:
		v.Shelves[e.Space][e.Shelf] = engine.Shelf{}
		k := e.Space.Cave()
		v.Bank.Small[k] += e.Small
		v.Bank.Large[k] += e.Large
	case engine.EvRoundEnded:
		v.NumTokens = 0
		v.NRank = 0
	case engine.EvGameEnded:
		v.Over, v.Winners, v.EndWhy = true, e.Winners, e.Reason
	}
}

// removeToken takes one token off the board model.
func removeToken(v *engine.View, seat int8, sp engine.Space, token int8) {
	for i := 0; i < int(v.NumTokens); i++ {
		t := v.Tokens[i]
		if t.Seat == seat && t.Space == sp && (t.Token == token || t.Token < 0 || token < 0) {
			copy(v.Tokens[i:], v.Tokens[i+1:v.NumTokens])
			v.NumTokens--
			return
		}
	}
}

// boardSummary lists the tokens on the board as the display shows them
// ("seat@space" in board order, value only when face up), for the test
// probe: a resumed game must show the same board.
func boardSummary(v *engine.View) string {
	var b strings.Builder
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(int(tv.Seat)) + "@" + strconv.Itoa(int(tv.Space)))
		if tv.Face {
			b.WriteString("=" + strconv.Itoa(int(tv.Value)))
		}
	}
	return b.String()
}

// traySummary lists the numerals of the tokens still behind the viewer's
// screen ("" when no seat's screen is shown), for the test probe.
func traySummary(v *engine.View, viewer int) string {
	if viewer < 0 || viewer >= int(v.Players) {
		return ""
	}
	var vals []string
	for i, behind := range v.Seats[viewer].Behind {
		if behind {
			vals = append(vals, strconv.Itoa(int(engine.Numeral(i))))
		}
	}
	return strings.Join(vals, " ")
}
