package gamelog

import (
	"aladdin/engine"
	"fmt"
)

var palaceWords = words{
	engine.EvGuardRevealed: func(t *Teller, e engine.Event) { t.Log.Add(-1, "The palace guard has strength %d.", e.Value) },
	engine.EvEntered: func(t *Teller, e engine.Event) {
		p := int(e.Seat)
		if e.Bribe() > 0 {
			t.Log.Add(p, "%s bribes the guard with %s, and enters.", t.Who(p), WorthList(e.Amounts))
		} else {
			t.Log.Add(p, "%s enters the palace.", t.Who(p))
		}
	},
	engine.EvRefused: logRefused,
	engine.EvOffer: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s may buy in %s for %d treasure.", SpaceName(e.Space), e.Price())
	},
	engine.EvOfferPassed: logOfferPassed,
	engine.EvArtifactBought: func(t *Teller, e engine.Event) {
		t.seatSays(e, "%s buys %s in %s!", e.Artifact.String(), SpaceName(e.Space))
	},
	engine.EvUnsold: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "Nobody buys in %s; the artifact stays.", SpaceName(e.Space))
	},
}

// logRefused says who stays out. Whether a player could have paid the
// bribe is theirs to know: the table sees only that they stay out,
// whether they could not pay or chose not to.
func logRefused(t *Teller, e engine.Event) {
	p := int(e.Seat)
	who := t.Who(p)
	public := fmt.Sprintf("%s stays outside the palace.", who)
	switch e.Reason {
	case engine.ReasonCannotPay:
		t.Log.AddPrivate(p, engine.Only(p), public, fmt.Sprintf("%s stays outside the palace (you cannot pay the bribe).", who))
	case engine.ReasonDeclined:
		t.Log.Add(p, "%s", public)
	default:
		t.Log.Add(p, "%s stays outside the palace (%s).", who, ReasonText(e.Reason))
	}
}

// logOfferPassed says who does not buy. Only the player knows whether they
// could not pay or chose not to: the table sees the same pass either way.
func logOfferPassed(t *Teller, e engine.Event) {
	p := int(e.Seat)
	who := t.Who(p)
	public := fmt.Sprintf("%s does not buy in %s.", who, SpaceName(e.Space))
	if e.Reason == engine.ReasonCannotPay {
		// The engine offers only to those who can pay; the table hears
		// the same offer line as for one who declines.
		t.Log.Add(p, "%s may buy in %s for %d treasure.", who, SpaceName(e.Space), e.Price())
		t.Log.AddPrivate(p, engine.Only(p), public, fmt.Sprintf("%s does not buy in %s (you cannot pay).", who, SpaceName(e.Space)))
	} else {
		t.Log.Add(p, "%s", public)
	}
}
