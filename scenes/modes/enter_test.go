package modes

import (
	"testing"

	"aladdin/engine"
	"aladdin/game"
	"aladdin/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// fillDialog makes the choices a player makes before the default button
// can commit (a bribe's split, a payment, the Market's trade), taking them
// from the engine's legal actions. A dialog whose default needs no choice
// (the camel: keep it) is left as it is. A dialog kind this test does not
// know fails it: every new dialog must be shown to answer Enter.
func fillDialog(t *testing.T, d *Dialog) engine.ActionType {
	t.Helper()
	switch b := d.body.(type) {
	case *camel:
		return engine.ActGiveCamel
	case *start:
		b.counts = [engine.NumKinds]int8{1, 1, 1, 0, 0}
		return engine.ActChooseStart
	case *bribe:
		if len(b.legal) == 0 {
			t.Skip("no legal bribe in this game") // canCommit asks for one that has
		}
		b.amount = b.legal[0].Amounts
		return engine.ActBribe
	case *purchase:
		for _, o := range b.tokens {
			b.pay[o] = b.legal[0].Pay[o]
		}
		return engine.ActBuy
	case *market:
		b.give, b.take = b.legal[0].Give, b.legal[0].Amounts
		return engine.ActMarket
	}
	t.Fatalf("dialog %T: this test does not know its default; teach fillDialog", d.body)
	return 0
}

// canCommit accepts a session whose pending decision has a legal action
// other than declining, so the dialog's default button can be pressed.
func canCommit(d engine.DecisionType) func(*game.Session) bool {
	return func(s *game.Session) bool {
		if !scenetest.PendingIs(d)(s) {
			return false
		}
		for _, a := range game.EngineState(s).Legal() {
			if a.Type != engine.ActDecline {
				return true
			}
		}
		return false
	}
}

// TestEnterAnswersEveryDialog shows each kind of decision dialog to its
// player, makes the choices its default needs, and presses Enter: the
// default must be what the dialog answers, and the engine must take it.
// It walks every decision kind the engine has, so a new kind without a
// dialog answering Enter fails.
func TestEnterAnswersEveryDialog(t *testing.T) {
	// The basic game's decisions; the magic version's get their dialogs
	// with the magic screens (issue 12).
	for d := engine.DecStartTreasure; d <= engine.DecBuy; d++ {
		if d == engine.DecPlace {
			continue // the placement scene: a token and a space, no default
		}
		t.Run(d.String(), func(t *testing.T) {
			t.Setenv("ALADDIN_DATA_DIR", t.TempDir())
			s := scenetest.SessionAt(t, 3, canCommit(d))
			s.AcceptHandoff()
			ctx, _, dl := sessionTable(s)
			body := openDialog(t, dl)
			scenetest.Press(ctx)
			body.update(ctx, dl) // the dialog lays out its buttons
			want := fillDialog(t, dl)
			seat := int(s.Pending().Seat)
			before := s.Moves()
			scenetest.Press(ctx, ebiten.KeyEnter)
			a := body.update(ctx, dl)
			if a == nil {
				t.Fatalf("Enter in the %s dialog submitted nothing", d)
			}
			if err := s.Submit(*a); err != nil {
				t.Fatalf("Enter in the %s dialog submitted %v, which the engine refuses: %v", d, a, err)
			}
			got := game.EngineRecord(s).Actions[before]
			if got.Type != want || int(got.Seat) != seat {
				t.Fatalf("Enter submitted %v, want the default (%v by seat %d)", got, want, seat)
			}
			if d == engine.DecCamel && int(got.Target) != seat {
				t.Fatalf("Enter gave the camel to seat %d; the default keeps it with the chooser %d", got.Target, seat)
			}
		})
	}
}
