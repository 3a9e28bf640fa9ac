package modes

import (
	"strconv"

	"aladdin/engine"
	"aladdin/lang"
)

// decisionScreen is what the screens do with one kind of decision, in one
// place: the words the hand-off names it by, and where a human answers
// it, on the board (a mode of the table) or in a dialog.
type decisionScreen struct {
	words string // what the next player is about to do, for the hand-off's prompt
	// onBoard is the table's mode a human answers it in, for a decision
	// made on the board itself (placing, a reaction window); nil when a
	// dialog answers it.
	onBoard func(s *Set) Mode
	// dialog makes the dialog body that answers it.
	dialog func(t *Host, pend engine.Decision) dialogBody
}

// decisionScreens is indexed by the engine's decision kinds; the registry
// test fails on a kind left out.
var decisionScreens = [engine.NumDecisionTypes]decisionScreen{
	engine.DecNone:          {words: lang.Mark("your move")},
	engine.DecStartTreasure: {words: lang.Mark("choose a starting treasure"), dialog: asBody(newStart)},
	engine.DecPlace:         {words: lang.Mark("place a token"), onBoard: func(s *Set) Mode { return s.Placement }},
	engine.DecMarket:        {words: lang.Mark("trade at the Market or not"), dialog: asBody(newMarket)},
	engine.DecCamel:         {words: lang.Mark("give the camel"), dialog: asBody(newCamel)},
	engine.DecBribe:         {words: lang.Mark("bribe the guard or stay out"), dialog: asBody(newBribe)},
	engine.DecBuy:           {words: lang.Mark("buy in the palace or pass"), dialog: asBody(newPurchase)},
	engine.DecReact:         {words: lang.Mark("play a spell or an artifact, or pass"), onBoard: func(s *Set) Mode { return s.React }},
	engine.DecTentKeep:      {words: lang.Mark("keep a card from Aladdin's Tent"), dialog: asBody(newTentKeep)},
	engine.DecReturn:        {words: lang.Mark("give treasure back to the bank"), dialog: asBody(newPayment)},
	engine.DecTax:           {words: lang.Mark("pay the tax or send tokens home"), dialog: asBody(newPayment)},
	engine.DecRetaliate:     {words: lang.Mark("pick a token to send home"), dialog: asBody(newRetaliate)},
	engine.DecCharity:       {words: lang.Mark("take treasure from the bank"), dialog: asBody(newCharity)},
	engine.DecTrade:         {words: lang.Mark("trade treasure with the bank"), dialog: asBody(newTrade)},
	engine.DecTeleport:      {words: lang.Mark("pay for the Teleport"), dialog: asBody(newPayment)},
	engine.DecSearch:        {words: lang.Mark("choose an artifact from a stack"), dialog: asBody(newSearch)},
}

// asBody makes a dialog's constructor fit the table.
func asBody[B dialogBody](f func(t *Host, pend engine.Decision) B) func(t *Host, pend engine.Decision) dialogBody {
	return func(t *Host, pend engine.Decision) dialogBody { return f(t, pend) }
}

// decisionScreenOf is d's entry (DecNone's for a kind out of range).
func decisionScreenOf(d engine.DecisionType) *decisionScreen {
	if d >= engine.NumDecisionTypes {
		d = engine.DecNone
	}
	return &decisionScreens[d]
}

// decisionWords says what the next player is about to do, for the prompt.
func decisionWords(d engine.DecisionType) string { return lang.Word(decisionScreenOf(d).words) }

// newBody makes the dialog that answers pend (nil for a decision made on
// the board).
func newBody(t *Host, pend engine.Decision) dialogBody {
	if mk := decisionScreenOf(pend.Type).dialog; mk != nil {
		return mk(t, pend)
	}
	return nil
}

// TableGaps lists the decision kinds the screens leave out: no words for
// the hand-off, or not exactly one place to answer them (on the board or
// in a dialog). The registry test walks it with the other packages'.
func TableGaps() []string {
	var gaps []string
	for d := engine.DecisionType(0); d < engine.NumDecisionTypes; d++ {
		scr := &decisionScreens[d]
		if scr.words == "" {
			gaps = append(gaps, "screens: "+strconv.Quote(d.String())+" has no words for the hand-off")
		}
		if d != engine.DecNone && (scr.onBoard == nil) == (scr.dialog == nil) {
			gaps = append(gaps, "screens: "+strconv.Quote(d.String())+" is answered on the board "+
				strconv.FormatBool(scr.onBoard != nil)+" and in a dialog "+strconv.FormatBool(scr.dialog != nil)+": want exactly one")
		}
	}
	return gaps
}
