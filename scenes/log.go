package scenes

import (
	"fmt"
	"strings"

	"aladdin/assets"
	"aladdin/engine"
)

// logEntry is one line of the game log, kept with its round so the panel
// can group lines under round headers. A line that carries private detail
// (the value of a face-down token) has an owner and two forms: the owner
// reads the private one, everyone else the public one. The form is chosen
// when the log is drawn, from the seat whose screen is shown at that
// moment, so the log can never hand one hot-seat player's secrets to the
// next.
type logEntry struct {
	round   int
	text    string // the public form; "" means others see no line at all
	private string // the owner's form; "" for a public line
	owner   int    // the seat the private form belongs to; -1 public
	seat    int    // colour chip; -1 none
}

// textFor is the form of the line the given viewer may read.
func (e logEntry) textFor(viewer int) string {
	if e.private != "" && e.owner >= 0 && e.owner == viewer {
		return e.private
	}
	return e.text
}

// gameLog collects readable lines from the animated events.
type gameLog struct {
	entries []logEntry
	round   int
	version int // bumps on change, so the panel re-renders only then
}

func (l *gameLog) add(seat int, format string, args ...any) {
	l.entries = append(l.entries, logEntry{round: l.round, text: fmt.Sprintf(format, args...), owner: -1, seat: seat})
	l.version++
}

// addPrivate adds a line whose private form only owner may read; public
// is what every other viewer reads instead ("" hides the line from them).
func (l *gameLog) addPrivate(seat, owner int, public, private string) {
	l.entries = append(l.entries, logEntry{round: l.round, text: public, private: private, owner: owner, seat: seat})
	l.version++
}

// lines are the log's lines as the given viewer may read them.
func (l *gameLog) lines(viewer int) []logEntry {
	out := make([]logEntry, 0, len(l.entries))
	for _, e := range l.entries {
		if txt := e.textFor(viewer); txt != "" {
			e.text, e.private = txt, ""
			out = append(out, e)
		}
	}
	return out
}

// kindSingular names one piece of each kind; assets.KindNames are the
// plurals (they label piles of treasure).
var kindSingular = [engine.NumKinds]string{"Crown", "Pearl", "Gemstone", "Trophy", "Gold bar"}

// kindCount writes an amount of one kind in running text: "1 pearl",
// "2 pearls", "0 gold bars".
func kindCount(n int, k engine.Kind) string {
	name := assets.KindNames[k]
	if n == 1 {
		name = kindSingular[k]
	}
	return fmt.Sprintf("%d %s", n, strings.ToLower(name))
}

// kindList writes amounts per kind as "2 crowns, 1 pearl".
func kindList(a [engine.NumKinds]int8) string {
	var parts []string
	for k, n := range a {
		if n > 0 {
			parts = append(parts, kindCount(int(n), engine.Kind(k)))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// spaceName names a space for the log and dialogs.
func spaceName(sp engine.Space) string {
	if int(sp) < assets.NumSpaces {
		return assets.SpaceNames[sp]
	}
	return "behind the screen"
}

// describe turns an event into a log line; names come from the session and
// "you" is used for the seat whose screen is shown.
func (t *Table) describe(e engine.Event) {
	l := &t.log
	p := int(e.Seat)
	who := t.who(p)
	switch e.Type {
	case engine.EvStartTreasure:
		l.add(p, "%s takes %s to start.", who, kindList(e.Amounts))
	case engine.EvRoundBegan:
		l.round = int(e.Round)
		l.add(-1, "Round %d begins; %s holds the camel.", e.Round, t.who(int(e.Seat)))
	case engine.EvCardRevealed:
		l.add(-1, "The treasure card is turned: %d treasure in the caves.", engine.Deck(t.S.Cfg.Players)[e.Card].Total())
	case engine.EvTokenPlaced:
		public := fmt.Sprintf("%s places a token on %s.", who, spaceName(e.Space))
		switch {
		case e.Value > 0 && e.FaceUp:
			l.add(p, "%s places the %d face up on %s.", who, e.Value, spaceName(e.Space))
		case e.Value > 0:
			l.addPrivate(p, p, public, fmt.Sprintf("%s put the %d on %s.", who, e.Value, spaceName(e.Space)))
		default:
			l.add(p, "%s", public)
		}
	case engine.EvPlacementDone:
		l.add(-1, "All tokens are down. The vizier begins the tally.")
	case engine.EvRanking:
		var parts []string
		for i := 0; i < int(e.NRank); i++ {
			s := int(e.Ranking[i])
			parts = append(parts, fmt.Sprintf("%s %d", t.S.Name(s), e.Strength[s]))
		}
		l.add(-1, "%s: %s.", spaceName(e.Space), strings.Join(parts, ", "))
	case engine.EvTreasureTaken:
		l.add(p, "%s takes %s from shelf %d.", who, kindCount(int(e.Small)+3*int(e.Large), engine.Kind(e.Space.Cave())), e.Shelf+1)
	case engine.EvMarketExchange:
		l.add(p, "%s trades %s for %s at the Market.", who, kindCount(1, engine.Kind(e.Give)), kindList(e.Amounts))
	case engine.EvMarketDeclined:
		l.add(p, "%s lets the Market go.", who)
	case engine.EvCamelPassed:
		l.add(p, "%s gives the camel to %s.", who, t.who(int(e.Target)))
	case engine.EvGuardRevealed:
		l.add(-1, "The palace guard has strength %d.", e.Value)
	case engine.EvEntered:
		if e.Amount > 0 {
			l.add(p, "%s bribes the guard with %s and enters.", who, kindList(e.Amounts))
		} else {
			l.add(p, "%s enters the palace.", who)
		}
	case engine.EvRefused:
		l.add(p, "%s stays outside the palace (%s).", who, reasonText(e.Reason))
	case engine.EvOffer:
		l.add(p, "%s may buy in %s for %d treasure.", who, spaceName(e.Space), e.Amount)
	case engine.EvOfferPassed:
		l.add(p, "%s does not buy in %s (%s).", who, spaceName(e.Space), reasonText(e.Reason))
	case engine.EvArtifactBought:
		l.add(p, "%s buys %s in %s!", who, assets.ArtifactNames[e.Artifact], spaceName(e.Space))
	case engine.EvUnsold:
		l.add(-1, "Nobody buys in %s; the artifact stays.", spaceName(e.Space))
	case engine.EvRoundEnded:
		l.add(-1, "Round %d ends; tokens go home.", e.Round)
	case engine.EvGameEnded:
		var ws []string
		for s := 0; s < t.S.Cfg.Players; s++ {
			if e.Winners&(1<<s) != 0 {
				ws = append(ws, t.S.Name(s))
			}
		}
		l.add(-1, "Game over: %s wins.", strings.Join(ws, " and "))
	}
}

// reasonText explains EvRefused / EvOfferPassed reasons in plain words.
func reasonText(r uint8) string {
	switch r {
	case engine.ReasonNoGuardToken:
		return "no token at the guard"
	case engine.ReasonDeclined:
		return "chose not to"
	case engine.ReasonCannotPay:
		return "cannot pay"
	case engine.ReasonNoRoomTokens:
		return "nothing to buy"
	case engine.ReasonLastArtifact:
		return "the last artifact is sold"
	case engine.ReasonIntroThree:
		return "three artifacts in the intro game"
	case engine.ReasonSafetyEnd:
		return "the round limit"
	}
	return "no reason"
}
