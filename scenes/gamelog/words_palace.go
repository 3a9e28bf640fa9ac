package gamelog

import (
	"aladdin/engine"
	"aladdin/lang"
)

var palaceWords = words{
	engine.EvGuardRevealed: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "%s", lang.T("The palace guard has strength %d.", e.Value))
	},
	engine.EvEntered: func(t *Teller, e engine.Event) {
		p := int(e.Seat)
		if e.Bribe() > 0 {
			t.Log.Add(p, "%s", lang.T("%s bribes the guard with %s, and enters.", t.Who(p), WorthList(e.Amounts)))
		} else {
			t.Log.Add(p, "%s", lang.T("%s enters the palace.", t.Who(p)))
		}
	},
	engine.EvRefused: logRefused,
	engine.EvOffer: func(t *Teller, e engine.Event) {
		t.seatSays(e, offerLine(t.Who(int(e.Seat)), e))
	},
	engine.EvOfferPassed: logOfferPassed,
	engine.EvArtifactBought: func(t *Teller, e engine.Event) {
		t.seatSays(e, lang.T("%s buys %s in %s!", t.Who(int(e.Seat)), lang.Artifact(e.Artifact), SpaceName(e.Space)))
	},
	engine.EvUnsold: func(t *Teller, e engine.Event) {
		t.Log.Add(-1, "%s", lang.T("Nobody buys in %s; the artifact stays.", SpaceName(e.Space)))
	},
}

// offerLine says that who may buy in the event's room, and at what price.
func offerLine(who string, e engine.Event) string {
	return lang.N("%s may buy in %s for %d treasure.", "%s may buy in %s for %d treasure.", e.Price(), who, SpaceName(e.Space), e.Price())
}

// logRefused says who stays out. Whether a player could have paid the
// bribe is theirs to know: the table sees only that they stay out,
// whether they could not pay or chose not to.
func logRefused(t *Teller, e engine.Event) {
	p := int(e.Seat)
	who := t.Who(p)
	public := lang.T("%s stays outside the palace.", who)
	switch e.Reason {
	case engine.ReasonCannotPay:
		private := lang.T("%s stays outside the palace (you cannot pay the bribe).", who)
		if t.Open {
			private = lang.T("%s stays outside the palace (cannot pay the bribe).", who)
		}
		t.Log.AddPrivate(p, engine.Only(p), public, private)
	case engine.ReasonDeclined:
		t.Log.Add(p, "%s", public)
	default:
		t.Log.Add(p, "%s", lang.T("%s stays outside the palace (%s).", who, ReasonText(e.Reason)))
	}
}

// logOfferPassed says who does not buy. Only the player knows whether they
// could not pay or chose not to: the table sees the same pass either way.
func logOfferPassed(t *Teller, e engine.Event) {
	p := int(e.Seat)
	who := t.Who(p)
	public := lang.T("%s does not buy in %s.", who, SpaceName(e.Space))
	if e.Reason == engine.ReasonCannotPay {
		// The engine offers only to those who can pay; the table hears
		// the same offer line as for one who declines.
		t.Log.Add(p, "%s", offerLine(who, e))
		private := lang.T("%s does not buy in %s (you cannot pay).", who, SpaceName(e.Space))
		if t.Open {
			private = lang.T("%s does not buy in %s (cannot pay).", who, SpaceName(e.Space))
		}
		t.Log.AddPrivate(p, engine.Only(p), public, private)
	} else {
		t.Log.Add(p, "%s", public)
	}
}
