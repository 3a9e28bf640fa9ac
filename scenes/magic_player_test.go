package scenes

import (
	"fmt"

	"aladdin/engine"
	"aladdin/engine/bot"
	"aladdin/game"
)

// The player the magic tests put at the mouse. Its choices are a pure
// function of the game (the seat's view, its legal actions and the actions
// so far), so the same game can be played twice: headlessly here, to pick
// a seed where the test sees enough magic, and then by mouse in the real
// program, which must record exactly the same actions.
//
// It plays like a Normal bot, except for magic: it casts any spell card it
// has not yet cast this game and invokes any artifact type it has not yet
// invoked whenever the rules let it, lights its Lamp when it holds such a
// card, and otherwise passes in reaction windows. Purchases follow the
// dialog's Suggest, the Market is declined: both are one or two clicks.
type mousePlayer struct {
	bots  map[int]bot.Bot
	cache map[int]engine.Action // by the number of actions played before
}

func newMousePlayer(seed uint64, humans []int) *mousePlayer {
	m := &mousePlayer{bots: map[int]bot.Bot{}, cache: map[int]engine.Action{}}
	for _, h := range humans {
		m.bots[h] = bot.New(bot.Normal, seed*977+uint64(h)+5)
	}
	return m
}

// moment is a decision as its player sees it: the decision, their legal
// moves and their view. At home it comes from the game's state; online,
// from the seat's prompt, all the screen knows.
type moment struct {
	d     engine.Decision
	legal []engine.Action
	v     engine.View
}

// momentOf is the pending decision of st as its player sees it.
func momentOf(st *engine.State) moment {
	m := moment{d: st.Pending(), legal: st.Legal()}
	st.ViewInto(int(m.d.Seat), &m.v)
	return m
}

// decide is the pending human's action in st after the actions hist. It is
// asked once per decision (a retried click must not draw the bot again).
func (m *mousePlayer) decide(st *engine.State, hist []engine.Action) engine.Action {
	if a, ok := m.cache[len(hist)]; ok {
		return a
	}
	a := m.choose(momentOf(st), hist)
	m.cache[len(hist)] = a
	return a
}

// choose is the player's action at the moment mo, after the actions hist
// (only the seat's own are read: what it has cast and invoked).
func (m *mousePlayer) choose(mo moment, hist []engine.Action) engine.Action {
	d, legal, v := mo.d, mo.legal, &mo.v
	p := int(d.Seat)
	var a engine.Action
	switch d.Type {
	case engine.DecPlace, engine.DecReact:
		if n, ok := novelPlay(v, p, legal, hist); ok {
			a = n
		} else if d.Type == engine.DecReact {
			a = engine.Action{Type: engine.ActPass, Seat: int8(p)}.Canonical()
		} else if t, ok := tentPlacement(v, p, legal); ok {
			a = t
		} else {
			a = m.botAct(v, p)
		}
	case engine.DecMarket:
		a = engine.Action{Type: engine.ActDecline, Seat: int8(p)}.Canonical()
	case engine.DecBuy:
		a = suggestedBuy(v, d, legal)
	case engine.DecBribe:
		a = suggestedPayment(v, d, legal, engine.ActBribe)
	case engine.DecReturn, engine.DecTax, engine.DecTeleport:
		a = suggestedPayment(v, d, legal, engine.ActPay)
	default:
		a = m.botAct(v, p)
	}
	// As the screens submit it (a bot may leave fields unset that the
	// canonical form fills, which the engine takes alike).
	return a.Canonical()
}

func (m *mousePlayer) botAct(v *engine.View, p int) engine.Action {
	th := bot.Start(m.bots[p], v)
	for {
		if a, done := th.Think(1); done {
			return a
		}
	}
}

// novelPlay is a spell not yet cast by seat p this game, else its Lamp when
// it holds such a card, else an artifact type it has not yet invoked; each
// with its first legal targets.
func novelPlay(v *engine.View, p int, legal []engine.Action, hist []engine.Action) (engine.Action, bool) {
	var cast engine.SpellSet
	var invoked [engine.NumArtifactTypes]bool
	for _, h := range hist {
		if int(h.Seat) != p {
			continue
		}
		switch h.Type {
		case engine.ActCast:
			cast |= 1 << h.Spell
		case engine.ActInvoke:
			invoked[h.Art] = true
		}
	}
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if cast.Has(sp) {
			continue
		}
		for _, a := range legal {
			if a.Type == engine.ActCast && a.Spell == sp {
				return a, true
			}
		}
	}
	if v.Hand&^cast != 0 {
		for _, a := range legal {
			if a.Type == engine.ActInvoke && a.Art == engine.Lamp {
				return a, true
			}
		}
	}
	for art := engine.Counterspell; art < engine.Scroll; art++ {
		if invoked[art] {
			continue
		}
		for _, a := range legal {
			if a.Type == engine.ActInvoke && a.Art == art {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}

// tentPlacement puts the seat's highest tokens on Aladdin's Tent until it
// has tentTokens there this round: spell cards come only from the Tent.
func tentPlacement(v *engine.View, p int, legal []engine.Action) (engine.Action, bool) {
	there := 0
	for i := 0; i < int(v.NumTokens); i++ {
		if tv := v.Tokens[i]; int(tv.Seat) == p && tv.Space == engine.AladdinsTent {
			there++
		}
	}
	if there >= tentTokens {
		return engine.Action{}, false
	}
	best, bestV := engine.Action{}, int8(-1)
	for _, a := range legal {
		if a.Type == engine.ActPlace && a.Space == engine.AladdinsTent && engine.Numeral(int(a.Token)) > bestV {
			best, bestV = a, engine.Numeral(int(a.Token))
		}
	}
	return best, bestV >= 0
}

// tentTokens is how many tokens the mouse player puts on the Tent.
const tentTokens = 2

// suggestedBuy is what the purchase dialog's Suggest then Buy submits: the
// first legal purchase paying each of the buyer's tokens in the room as the
// advice does (the dialog matches on those tokens only); Decline when
// nothing can be bought.
func suggestedBuy(v *engine.View, d engine.Decision, legal []engine.Action) engine.Action {
	var buys []engine.Action
	for _, a := range legal {
		if a.Type == engine.ActBuy {
			buys = append(buys, a)
		}
	}
	adv := bot.SuggestPurchase(v, buys)
	if !adv.Found {
		return engine.Action{Type: engine.ActDecline, Seat: d.Seat}.Canonical()
	}
	toks := roomTokens(v, d)
	for _, a := range buys {
		if samePay(a, adv.Action, toks) {
			return a
		}
	}
	return adv.Action
}

// suggestedPayment is what a payment dialog's Suggest then Pay submits
// (the bribe, and the spells' payments: scenes/modes/dialog_kinds.go, whose
// Suggest weighs a spell's payment as a bribe at the guard,
// scenes/modes/dialog_pay.go payAdvice), or the refusal when nothing can be
// paid. Two clicks, where choosing piece by piece would take many.
func suggestedPayment(v *engine.View, d engine.Decision, legal []engine.Action, kind engine.ActionType) engine.Action {
	var pays, asBribes []engine.Action
	for _, a := range legal {
		if a.Type == kind {
			pays = append(pays, a)
			asBribes = append(asBribes, engine.Bribe(int(a.Seat), a.Amounts))
		}
	}
	w := *v
	if kind == engine.ActPay {
		w.Pending.Space = engine.Guard
	}
	adv := bot.SuggestBribe(&w, asBribes)
	if adv.Found {
		for _, a := range pays {
			if a.Amounts == adv.Action.Amounts {
				return a
			}
		}
	}
	for _, a := range legal {
		if a.Type == engine.ActDecline {
			return a
		}
	}
	return legal[0] // no advice and no refusal: never met in the tests' games
}

// roomTokens are the buyer's printed tokens in the room being bought in.
func roomTokens(v *engine.View, d engine.Decision) []int {
	var toks []int
	for i := 0; i < int(v.NumTokens); i++ {
		tv := v.Tokens[i]
		if tv.Seat == d.Seat && tv.Space == d.Space && tv.Token >= 0 {
			toks = append(toks, int(tv.Token))
		}
	}
	return toks
}

func samePay(a, b engine.Action, toks []int) bool {
	for _, t := range toks {
		if a.Pay[t] != b.Pay[t] {
			return false
		}
	}
	return true
}

// magicTally counts what seat p cast and invoked in a game's actions.
type magicTally struct {
	spells map[engine.Spell]int
	arts   map[engine.Artifact]int
}

func tallyMagic(hist []engine.Action, p int) magicTally {
	m := magicTally{spells: map[engine.Spell]int{}, arts: map[engine.Artifact]int{}}
	for _, a := range hist {
		if int(a.Seat) != p {
			continue
		}
		switch a.Type {
		case engine.ActCast:
			m.spells[a.Spell]++
		case engine.ActInvoke:
			m.arts[a.Art]++
		}
	}
	return m
}

func (m magicTally) String() string {
	s := "spells"
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if n := m.spells[sp]; n > 0 {
			s += fmt.Sprintf(" %s x%d,", sp, n)
		}
	}
	s += " artifacts"
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		if n := m.arts[a]; n > 0 {
			s += fmt.Sprintf(" %s x%d,", a, n)
		}
	}
	return s
}

// tableSetup is the set-up the tests write for the set-up screen: humans at
// the given seats, Normal bots elsewhere.
func tableSetup(players int, humans []int, seed uint64, magic bool) game.Setup {
	s := game.Setup{Players: players, Seed: fmt.Sprint(seed), Magic: magic}
	names := []string{"Amber", "Basil", "Cedar", "Dune", "Ember"}
	for i := 0; i < 5; i++ {
		s.Seats = append(s.Seats, game.SeatSetup{Name: names[i], Color: i, Level: int(bot.Normal)})
	}
	for _, h := range humans {
		s.Seats[h].Human = true
	}
	return s
}

// simulate plays a set-up headlessly as the program would with the mouse
// player at its human seats: the bots are made and asked as the session
// makes and asks them, the humans take the default starting treasure. It
// returns the actions and the final state.
func simulate(setup game.Setup, humanSeed uint64) ([]engine.Action, *engine.State, error) {
	seed, err := game.SeedFrom(setup.Seed)
	if err != nil {
		return nil, nil, err
	}
	cfg := engine.Config{Players: setup.Players, Seed: seed, Magic: setup.Magic, FirstPlayer: -1}
	for _, s := range setup.Seats[:setup.Players] {
		cfg.Names = append(cfg.Names, s.Name)
	}
	st, err := engine.New(cfg)
	if err != nil {
		return nil, nil, err
	}
	var humans []int
	bots := map[int]bot.Bot{}
	for i, s := range setup.Seats[:setup.Players] {
		if s.Human {
			humans = append(humans, i)
		} else {
			bots[i] = bot.New(bot.Level(s.Level), seed*31+uint64(i)+1)
		}
	}
	mp := newMousePlayer(humanSeed, humans)
	var hist []engine.Action
	for n := 0; !st.Over(); n++ {
		if n > 50000 {
			return hist, st, fmt.Errorf("no end after %d actions", n)
		}
		d := st.Pending()
		p := int(d.Seat)
		var a engine.Action
		switch {
		case bots[p] == nil && d.Type == engine.DecStartTreasure:
			a = game.DefaultStart(st, p)
		case bots[p] == nil:
			a = mp.decide(st, hist)
		default:
			var v engine.View
			st.ViewInto(p, &v)
			th := bot.Start(bots[p], &v)
			for done := false; !done; {
				a, done = th.Think(1)
			}
		}
		if _, err := st.Apply(a); err != nil {
			return hist, st, fmt.Errorf("action %d %v: %v", n, a, err)
		}
		hist = append(hist, a)
	}
	return hist, st, nil
}
