package engine

// decisionKind is everything about one kind of decision, in one place: its
// name in words, the phase the round shows while it waits, which actions
// answer it, how an answer is checked, what is legal and how an answer
// applies. Who decides is the Decision's Seat, set where it is pushed.
type decisionKind struct {
	name    string
	phase   Phase  // 0: the phase of the decision below it
	accepts uint32 // bit per ActionType
	check   func(s *State, d Decision, a Action) error
	legal   func(s *State, d Decision, buf []Action) []Action
	apply   func(s *State, d Decision, a Action, ev *[]Event)
	// public: the decision's screen shows only what the whole table sees
	// (no tokens behind a screen, no treasure, no cards), so a hot seat
	// needs no hand-off for it.
	public bool
}

func acts(ts ...ActionType) uint32 {
	var m uint32
	for _, t := range ts {
		m |= 1 << t
	}
	return m
}

// decisionKinds is filled entry by entry by the files of the rules each
// kind belongs to (an entry's functions reach back into the table, so it
// cannot be one literal); TestDecisionTable checks that none is missing.
var decisionKinds [NumDecisionTypes]decisionKind

// ShowsPrivate reports whether the decision's screen shows its player's
// private things: the tokens behind their screen (placing), their
// treasure (buying, bribing, the Market) or their cards. Giving the camel
// and taking the starting treasure show only what the whole table sees.
func (d DecisionType) ShowsPrivate() bool { return d < NumDecisionTypes && !decisionKinds[d].public }

func init() {
	decisionKinds[DecNone] = decisionKind{name: "game over", public: true}
	decisionKinds[DecStartTreasure] = decisionKind{
		name: "choose starting treasure", phase: PhaseStart, accepts: acts(ActChooseStart), public: true,
		check: func(s *State, d Decision, a Action) error { return s.checkStart(a) },
		legal: func(s *State, d Decision, buf []Action) []Action {
			return s.startOptions(int(d.Seat), [NumKinds]int8{}, 0, 3, buf)
		},
		apply: (*State).applyStart,
	}
	decisionKinds[DecPlace] = decisionKind{
		name: "place a token", phase: PhasePlace, accepts: acts(ActPlace, ActCast, ActInvoke),
		check: func(s *State, d Decision, a Action) error {
			if a.Type != ActPlace {
				return s.playCheck(int(a.Seat), a)
			}
			return s.CheckPlace(int(a.Seat), int(a.Token), a.Space)
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			buf = s.placeOptions(d, buf)
			if s.magicOn() {
				buf = s.invokeOptions(int(d.Seat), buf)
				buf = s.castOptions(int(d.Seat), buf)
			}
			return buf
		},
		apply: func(s *State, d Decision, a Action, ev *[]Event) {
			if a.Type != ActPlace {
				s.placeTurnPlay(a, ev) // decision D35
				return
			}
			s.pop()
			s.place(int(a.Seat), int(a.Token), a.Space, ev)
		},
	}
	decisionKinds[DecMarket] = decisionKind{
		name: "use the Market", phase: PhaseMarket, accepts: acts(ActMarket, ActDecline),
		check: func(s *State, d Decision, a Action) error {
			if a.Type == ActDecline {
				return nil
			}
			return s.checkMarket(int(a.Seat), a)
		},
		legal: (*State).marketOptions,
		apply: (*State).applyMarket,
	}
	decisionKinds[DecCamel] = decisionKind{
		name: "give the camel", phase: PhaseCamel, accepts: acts(ActGiveCamel), public: true,
		check: func(s *State, d Decision, a Action) error {
			if a.Target < 0 || a.Target >= s.c.Players {
				return illegal(ErrBadTarget, "The camel must go to one of the %d players.", s.c.Players)
			}
			return nil
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			for to := 0; to < int(s.c.Players); to++ {
				buf = append(buf, GiveCamel(int(d.Seat), to))
			}
			return buf
		},
		apply: func(s *State, d Decision, a Action, ev *[]Event) {
			s.pop()
			c := &s.c
			*ev = append(*ev, CamelPassedEvent(c.Camel, a.Target, a.Seat))
			c.Camel = a.Target // decision D13: ties use the new order from the next space on
			s.nextSpace(ev)
		},
	}
	decisionKinds[DecBribe] = decisionKind{
		name: "bribe the guard", phase: PhaseBribe, accepts: acts(ActBribe, ActDecline),
		check: func(s *State, d Decision, a Action) error {
			if a.Type == ActDecline {
				return nil
			}
			return s.checkBribe(int(a.Seat), int(d.Amount), a.Amounts)
		},
		legal: func(s *State, d Decision, buf []Action) []Action {
			buf = append(buf, Decline(int(d.Seat)))
			return s.bribeOptions(int(d.Seat), int(d.Amount), buf, false)
		},
		apply: (*State).applyBribe,
	}
	decisionKinds[DecBuy] = decisionKind{
		name: "buy the artifact", phase: PhaseBuy, accepts: acts(ActBuy, ActDecline),
		check: func(s *State, d Decision, a Action) error {
			if a.Type == ActDecline {
				return nil
			}
			return s.checkBuy(int(a.Seat), d.Space, &a)
		},
		legal: (*State).buyOptions,
		apply: (*State).applyBuy,
	}
}
